import { createElement, Fragment, type ReactNode } from 'react';
import { isAllowedUrl } from '../../schemas/url-policy';

/**
 * Server HTML (the platform description) rendered without innerHTML: the markup is parsed by an
 * inert DOMParser document and rebuilt as React elements from a small allow-list. Other tags keep
 * only their text; every attribute is dropped except a link's href the URL policy allows (schemas/url-policy.ts).
 */
const ALLOWED = new Set(['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'a', 'div']);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const children = Array.from(el.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (!isAllowedUrl(href, 'link')) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** React nodes for a server HTML fragment, limited to the allow-list above. */
export function safeHtmlNodes(html: string): ReactNode {
  if (!html) return null;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return Array.from(doc.body.childNodes).map((n, i) => convert(n, String(i)));
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{safeHtmlNodes(html)}</div>;
}
