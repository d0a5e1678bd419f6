/**
 * Rich text (editor values) as the reader's page may show it: DOMPurify with an allow-list of
 * elements and attributes, and the platform's URL policy on every href/src/poster. The server
 * sanitises on save too (server/records/sanitize.ts); this protects the reader's page from rows
 * stored before that, or by anything that bypassed it.
 */
import DOMPurify from 'dompurify';
import { isAllowedUrl } from '../../schemas/url-policy';

const ALLOWED_ATTR: Record<string, readonly string[]> = {
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'controls', 'width', 'height', 'poster'],
  a: ['href', 'title'],
};
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'hr', 'ul', 'ol', 'li', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'video', 'a',
];
/** Dropped together with everything inside them; any other unknown element keeps its text. */
const FORBID_CONTENTS = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'input', 'link', 'meta', 'base', 'title', 'head'];
const URL_ATTRS = new Set(['src', 'href', 'poster']);

/** The platform's URL policy (schemas/url-policy.ts): links may also be mailto:/tel:. */
export const isSafeUrl = (url: string, attribute = 'src'): boolean => isAllowedUrl(url, attribute === 'href' ? 'link' : 'resource');

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the platform's hooks (hooks are per instance, not global). */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED_ATTR[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName) || (URL_ATTRS.has(data.attrName) && !isSafeUrl(data.attrValue, data.attrName))) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

/** The allowed subset of `html` as an html string. */
export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTR).flat())],
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
