import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { loadFixturesOnce } from '../fixtures';
import { buildApp } from '../app';
import { bearer, DEMO, encryptedLogin } from './harness';

/** The policy docs/security.md promises, directive by directive (order does not matter). */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  'frame-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
};

/** The directives of a Content-Security-Policy header, each with its list of sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** Every security header of an answer, checked the same way wherever the answer comes from. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  const h = res.headers;
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  // Plain http (the demo on http://localhost:8080): no HSTS, no upgrade of its own requests.
  expect(h['strict-transport-security'], `${what}: no HSTS on http`).toBeUndefined();
  const csp = parseCsp(h['content-security-policy']);
  for (const [name, values] of Object.entries(EXPECTED_CSP)) {
    expect([...(csp.get(name) ?? [])].sort(), `${what}: CSP ${name}`).toEqual([...values].sort());
  }
  expect(csp.has('upgrade-insecure-requests'), `${what}: upgrade-insecure-requests`).toBe(false);
  // Nothing anywhere lets a string or an inline element run as script.
  const text = String(h['content-security-policy']);
  expect(text, `${what}: 'unsafe-eval'`).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes|strict-dynamic/);
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    const sources = csp.get(directive) ?? [];
    const inline = sources.filter((s) => /unsafe-inline|^'nonce-|^'sha(256|384|512)-|^data:|^blob:|^https?:|^\*$/.test(s));
    expect(inline, `${what}: inline/remote script allowed by ${directive}`).toEqual([]);
  }
  // Inline styles are allowed, inline script never: a style directive must not leak into script.
  expect(csp.get('style-src'), `${what}: style-src`).toBeDefined();
  expect(csp.get('style-src')).toContain("'self'");
}

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = `----ksTest${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('security headers on every answer', () => {
  let app: FastifyInstance;
  let database: Db;
  let token: string;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-csp-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>平台</title><script type="module" src="/assets/app.js"></script>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webRoot, 'assets', 'md5.worker-CeTy9q1E.js'), 'self.onmessage = () => {}');
    fs.writeFileSync(path.join(webRoot, 'assets', 'md5.worker-CeTy9q1E.js.map'), '{}');
    database = connect({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    await loadFixturesOnce(database.db);
    ({ app } = await buildApp({ database, webRoot }));
    const login = await app.inject({ method: 'POST', url: '/ks/common/login', payload: await encryptedLogin(app, DEMO.U) });
    token = (login.json() as { data: { token: string } }).data.token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('on API answers: public, logged in, refused (401) and invalid (400)', async () => {
    const open = await app.inject({ method: 'GET', url: '/ks/common/login/public-key' });
    expect(open.statusCode).toBe(200);
    expectSecurityHeaders(open, 'public API');
    const menu = await app.inject({ method: 'GET', url: '/ks/common/login/public-key', headers: bearer(token) });
    expectSecurityHeaders(menu, 'API with a token');
    const anon = await app.inject({ method: 'POST', url: '/ks/monitor/record/detail', payload: { nodeId: 'credit-apply', id: 'x' } });
    expect(anon.statusCode).toBe(401);
    expectSecurityHeaders(anon, '401');
    const bad = await app.inject({ method: 'POST', url: '/ks/monitor/record/save', headers: bearer(token), payload: { nodeId: 'credit-apply' } });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad, '400');
  });

  it('on index.html (history-mode paths and the file itself) and on the built assets', async () => {
    const page = await app.inject({ method: 'GET', url: '/dynamicPage/dynamicIndex?id=credit-record-list' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>平台</title>');
    expectSecurityHeaders(page, 'index.html by a history path');
    const direct = await app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.statusCode).toBe(200);
    expectSecurityHeaders(direct, '/index.html');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expectSecurityHeaders(asset, 'asset');
  });

  it("gives only the md5 worker's script 'wasm-unsafe-eval' (hash-wasm compiles WebAssembly in the worker)", async () => {
    const worker = await app.inject({ method: 'GET', url: '/assets/md5.worker-CeTy9q1E.js' });
    expect(worker.statusCode).toBe(200);
    const csp = parseCsp(worker.headers['content-security-policy']);
    expect([...(csp.get('script-src') ?? [])].sort()).toEqual(["'self'", "'wasm-unsafe-eval'"].sort());
    // Everything else of the policy is the page's, and nothing lets a string run as script.
    for (const [name, values] of Object.entries(EXPECTED_CSP)) {
      if (name !== 'script-src') expect([...(csp.get(name) ?? [])].sort(), `worker CSP ${name}`).toEqual([...values].sort());
    }
    expect(String(worker.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'|strict-dynamic/);
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    // Its source map, a look-alike name, the same name elsewhere and the document keep the strict policy.
    for (const url of ['/assets/md5.worker-CeTy9q1E.js.map', '/assets/md5.worker-CeTy9q1E.js/x', '/md5.worker-CeTy9q1E.js', '/assets/app.js', '/', '/assets/xmd5.worker-CeTy9q1E.js']) {
      const res = await app.inject({ method: 'GET', url });
      expectSecurityHeaders(res, url);
    }
  });

  it('on a 404 of the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/ks/no/such/call' });
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res, '404');
  });

  it('on a download, which keeps its own type, Content-Disposition and nosniff', async () => {
    const body = multipart({ fileType: 'yyzz', gnCoding: 'credit-apply', systemCoding: 'credit_eval', fileNo: 'att-1' }, { name: '营业执照.png', type: 'image/png', content: PNG });
    const up = await app.inject({ method: 'POST', url: '/ks/file/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    expect(up.statusCode).toBe(200);
    expectSecurityHeaders(up, 'upload');
    const { url } = (up.json() as { data: { url: string } }).data;
    const got = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);
    expectSecurityHeaders(got, 'download');
  });

  it('adds HSTS only on https', async () => {
    const proxied = await buildApp({ database, trustProxy: true });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/ks/common/login/public-key', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=15552000');
      const http = await proxied.app.inject({ method: 'GET', url: '/ks/common/login/public-key', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.app.close();
    }
  });
});
