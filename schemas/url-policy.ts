/**
 * The one URL policy (docs/security.md "URL policy"). A stored string that can reach an `href`, a
 * `src` or an iframe is either
 * - an absolute `http://` or `https://` address with a host, or
 * - a path of this platform's files: `/ks/file/…` (uploads) or `/files/…` (files the platform
 *   ships),
 * and nothing else: no `javascript:`, `data:`, `vbscript:`, `blob:` or other scheme, no
 * protocol-relative `//host`, no relative path that a browser would resolve elsewhere. The server
 * refuses a save that breaks it (400 naming the field); the runtime renders a stored value that
 * breaks it as plain text. Browsers strip leading control characters and spaces and decode
 * entities and percent escapes in some places, so the check is strict instead of clever: any
 * control character or whitespace anywhere refuses the value, and a path may not carry escapes of
 * '.', '/' or '\'.
 */

/** Where a URL ends up: a link also allows `mailto:` and `tel:` (they open no document). */
export type UrlUse = 'resource' | 'link';

/** Path prefixes of this platform's own files. */
export const PLATFORM_FILE_PREFIXES = ['/ks/file/', '/files/'] as const;

// Control characters (C0, DEL, C1), every kind of space and line break, bidi controls and the BOM:
// matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHAR = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;
const WEB = /^https?:\/\/[^/?#]/i;
const LINK_ONLY = /^(mailto|tel):[^/]/i;
// A '..' segment, an empty segment, or escaped dots and slashes would let a path leave its folder.
const PATH_ESCAPE = /(^|\/)\.\.?(\/|$|[?#])|\/\/|%2e|%2f|%5c/i;

/** Whether `url` may be put into an href/src (`link`: an `<a href>`; `resource`: img, iframe…). */
export function isAllowedUrl(url: string, use: UrlUse = 'resource'): boolean {
  if (url === '' || UNSAFE_CHAR.test(url)) return false;
  if (WEB.test(url)) return parsesAsWeb(url);
  if (use === 'link' && LINK_ONLY.test(url)) return true;
  if (!PLATFORM_FILE_PREFIXES.some((p) => url.startsWith(p))) return false;
  const path = url.split(/[?#]/)[0];
  return !PATH_ESCAPE.test(path) && path.length > 0;
}

function parsesAsWeb(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The message a refused URL gets, naming the field as the caller shows it. */
export const urlRefusal = (field: string) =>
  `字段 ${field} 的链接地址不合法：只允许 http:// 或 https:// 开头的网址，或本平台的文件地址`;

/** Keys whose value is a URL wherever they appear in stored data (file objects: `{ url, fileName }`). */
export const URL_KEYS: readonly string[] = ['url'];

// What browsers strip before reading a URL: leading C0 controls and spaces, and tabs and line
// breaks anywhere (`java\tscript:` is `javascript:` to a browser).
// eslint-disable-next-line no-control-regex
const STRIPPED_LEAD = /^[\u0000-\u0020]+/;
const STRIPPED_ANYWHERE = /[\t\n\r]/g;

/**
 * Whether a browser would take the text as an address: it has a scheme (`x:`) or starts with a
 * slash or backslash once leading controls and spaces are stripped. A link column's other values
 * are plain text (they open the record), so only these are held to the policy there.
 */
export const looksLikeUrl = (text: string): boolean => /^([a-z][a-z0-9+.-]*:|[/\\])/i.test(text.replace(STRIPPED_ANYWHERE, '').replace(STRIPPED_LEAD, ''));

/**
 * The first URL in record data the policy refuses, as a field path (`fileList[0].url`), or null.
 * Checked: the top-level keys shown as URLs (`urlKeys`, from preview/download/link columns: a
 * string, a file object or a list of either), and every `url` property at any depth (file
 * objects). An empty string is "no URL" and passes.
 */
export function refusedUrlPath(data: Readonly<Record<string, unknown>>, urlKeys: ReadonlyMap<string, UrlUse>): string | null {
  const refused = (value: unknown, use: UrlUse | undefined): boolean =>
    typeof value === 'string' && value !== '' && use !== undefined && (use === 'resource' || looksLikeUrl(value)) && !isAllowedUrl(value, use);
  // Iterative: nesting depth is bounded before this runs, but a walk should not rely on it.
  const stack: Array<{ value: unknown; path: string; use: UrlUse | undefined }> = Object.keys(data).map((k) => ({
    value: data[k],
    path: k,
    use: urlKeys.get(k) ?? (URL_KEYS.includes(k) ? 'resource' : undefined),
  }));
  for (let next = 0; next < stack.length; next++) {
    const { value, path, use } = stack[next];
    if (refused(value, use)) return path;
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: `${path}[${i}]`, use }));
    else if (value !== null && typeof value === 'object') {
      for (const k of Object.keys(value)) {
        const v = (value as Record<string, unknown>)[k];
        stack.push({ value: v, path: `${path}.${k}`, use: URL_KEYS.includes(k) ? (use ?? 'resource') : undefined });
      }
    }
  }
  return null;
}
