/**
 * A small allow-list HTML sanitiser for rich text (editor values). It parses with DOMParser (no
 * script runs in a parsed document), copies only allowed elements and attributes into a fresh
 * document and serialises that. The server sanitises again; this protects the reader's page.
 */

const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], del: [], sub: [], sup: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], blockquote: [], hr: [], ul: [], ol: ['start'], li: [],
  span: [], div: [], table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'controls', 'width', 'height', 'poster'],
  a: ['href', 'title'],
};
/** Dropped together with everything inside them. */
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'input', 'link', 'meta', 'base', 'title', 'head']);
const URL_ATTRS = new Set(['src', 'href', 'poster']);

/** http(s), protocol-relative-free absolute paths and relative paths; never javascript:/data:. */
export function isSafeUrl(url: string): boolean {
  const u = url.trim();
  if (/^https?:\/\//i.test(u)) return true;
  if (u.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(u) && ![...u].some((c) => c.charCodeAt(0) < 32);
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      copyElement(child as Element, to, doc);
    }
    // comments, processing instructions: dropped
  }
}

function copyElement(el: Element, to: Node, doc: Document) {
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return;
  const attrs = ALLOWED[tag];
  if (!attrs) {
    copyChildren(el, to, doc); // unknown wrapper: keep its content
    return;
  }
  const out = doc.createElement(tag);
  for (const name of attrs) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    out.setAttribute(name, value);
  }
  if (tag === 'a') {
    out.setAttribute('target', '_blank');
    out.setAttribute('rel', 'noopener noreferrer');
  }
  copyChildren(el, out, doc);
  to.appendChild(out);
}

/** The allowed subset of `html` as an html string. */
export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  copyChildren(parsed.body, root, doc);
  return root.innerHTML;
}
