import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer: the UI, its assets, every /ks call, a 404, a
 * download (docs/security.md "Security headers and Content-Security-Policy").
 *
 * No inline script and no eval anywhere: the built index.html loads /assets/*.js only, and a stored
 * `<img onerror>`, `<svg onload>` or `javascript:` URL that slipped past the save checks would still
 * not run. Styles allow 'unsafe-inline' (measured with a per-response nonce, docs/security.md):
 * antd's CSS-in-JS takes the nonce, but Monaco (its stylesheet and hundreds of style attributes),
 * rc-util (scrollbar measuring, the dialog scroll lock), rc-textarea's autosize and tiptap insert
 * <style> elements or style attributes that no nonce can cover.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  // Rich text may show images and video from any web address.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  // File previews are same-origin iframes (or blob: URLs of fetched files).
  'frame-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  // Monaco's editor and JSON workers are files Vite emits under /assets.
  'worker-src': ["'self'", 'blob:'],
};

/** The header value, as a browser receives it. */
export const CSP_HEADER = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/**
 * The md5 worker's built script (runtime/upload/md5.worker.ts, emitted by Vite as
 * /assets/md5.worker-<hash>.js). A dedicated worker runs under the CSP of its own script response,
 * and hash-wasm compiles WebAssembly, which needs 'wasm-unsafe-eval'. Only this one file gets it:
 * it allows compiling WebAssembly, not eval of strings, and the documents keep the strict policy.
 */
export const MD5_WORKER_ASSET = /^\/assets\/md5\.worker-[A-Za-z0-9_-]+\.js$/;

/** The header value of the md5 worker's script: the page's policy plus 'wasm-unsafe-eval'. */
export const WORKER_CSP_HEADER = Object.entries({ ...CSP_DIRECTIVES, 'script-src': [...CSP_DIRECTIVES['script-src']!, "'wasm-unsafe-eval'"] })
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/** HSTS is sent only on https (directly or through a trusted proxy): a browser ignores it on http. */
const HSTS = 'max-age=15552000';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as Record<string, string[]> },
  // Keeps the path and query (record ids, keyed file links) from other sites, and the Origin
  // header of same-origin POSTs intact (no-referrer would make it "null").
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'sameorigin' },
  // The demo runs on plain http://localhost:8080: HSTS is added below only for https requests.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with HELMET_OPTIONS, worked out once. They depend on nothing of the
 * request; @fastify/helmet built helmet's middleware (and the policy text) again on every request.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return Object.freeze(headers);
}

/**
 * Security headers on every answer: helmet's set (built once), added by an onRequest hook
 * registered before any route, so it runs for the UI, the API, static files, errors and 404s alike.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // Replaces the page's policy for the worker only.
    if (MD5_WORKER_ASSET.test(request.url.split('?')[0]!)) reply.header('Content-Security-Policy', WORKER_CSP_HEADER);
  });
}
