import type sanitizeHtml from 'sanitize-html';
import { sanitizeHtmlPackage } from '../lazy-packages';
import { isAllowedUrl, type UrlUse } from '../../schemas/url-policy';

/**
 * Rich text (the values of `editor` fields) is HTML a browser will render, so it is cleaned on
 * save: basic formatting, images, video and links survive; scripts, event handlers, styles and
 * every URL the platform's URL policy refuses (schemas/url-policy.ts) do not. Every other string a
 * record holds is stored exactly as sent and shown as text (docs/security.md).
 */
const URL_ATTRIBUTES: Record<string, Array<[string, UrlUse]>> = {
  a: [['href', 'link']],
  img: [['src', 'resource']],
  video: [['src', 'resource'], ['poster', 'resource']],
  source: [['src', 'resource']],
};

/** Drops the URL attributes the policy refuses (sanitize-html checks schemes only). */
const keepAllowedUrls: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out = { ...attribs };
  for (const [name, use] of URL_ATTRIBUTES[tagName] ?? []) {
    if (Object.hasOwn(out, name) && !isAllowedUrl(out[name], use)) delete out[name];
  }
  return { tagName, attribs: tagName === 'a' ? { ...out, rel: 'noopener noreferrer' } : out };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'blockquote',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
    'a', 'img', 'video', 'source', 'pre', 'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: Object.fromEntries(Object.keys(URL_ATTRIBUTES).map((tag) => [tag, keepAllowedUrls])),
};

/** One rich-text value as it is stored: the sanitiser's output for the HTML sent. */
export function sanitizeRichText(value: string): string {
  return sanitizeHtmlPackage()(value, OPTIONS);
}
