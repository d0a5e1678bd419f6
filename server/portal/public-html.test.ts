import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PORTAL_SHELL_FILE } from '../../schemas/portal-shell';
import { buildApp } from '../app';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { setSetting } from '../db/repos/settings';
import { PORTAL_CACHE_MS } from '../../schemas/portal';

// A public address's index.html carries the public header (docs/portal.md "First paint"), drawn by
// the build step as `npm run build` runs it, with the platform's name as an administrator saved it.

const root = path.resolve(import.meta.dirname, '../..');
const INDEX = '<!doctype html><html><head><title>平台</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const NAME = '<script>alert(1)</script> & $& 平台';

describe('the public header inside index.html', () => {
  let app: FastifyInstance;
  let database: Db;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-web-'));
  const shellFile = path.join(webRoot, PORTAL_SHELL_FILE);
  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-portal-shell.tsx', webRoot, 'portal'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
    database = connect({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    await setSetting(database.db, 'platform', { platformName: NAME, bidHallUrl: 'https://hall.example/open?a=1&b="2"' });
    ({ app } = await buildApp({ database, webRoot }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a public page with the header: the name escaped, the active item, 开标大厅, the CSS inline, no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/transac-news?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<a class="ks-portal-brand" href="/"');
    expect(html).toContain('>&#60;script&#62;alert(1)&#60;/script&#62; &#38; $&#38; 平台</a>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<a class="is-active" aria-current="page" href="\/transac"[^>]*>交易信息<\/a>/);
    expect(html).toContain('<a href="https://hall.example/open?a=1&#38;b=&#34;2&#34;" target="_blank"');
    expect(html).toMatch(/<head><title>平台<\/title><style>[^<]*\.ks-portal-header\{[^<]*<\/style><\/head>/);
    // the only script is the built entry's file
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sends `/` of the portal variant as the home: transparent header over the banner, 首页 current', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<header class="ks-portal-header is-transparent"');
    expect(res.body).toMatch(/aria-current="page" href="\/"[^>]*>首页/);
    expect(res.body).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62; &#38; $&#38; 平台</h1>');
    expect((await app.inject({ method: 'HEAD', url: '/market' })).statusCode).toBe(200);
  });

  it('sends back-office addresses, and `/` of the login variant, index.html as built', async () => {
    for (const url of ['/login', '/system/pageConfig?id=1', '/venue']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
    const shell = JSON.parse(fs.readFileSync(shellFile, 'utf8')) as { variant: string };
    fs.writeFileSync(shellFile, JSON.stringify({ ...shell, variant: 'ggfw' }));
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
    expect((await app.inject({ method: 'GET', url: '/market' })).body).toContain('data-testid="portal-header"');
    fs.writeFileSync(shellFile, JSON.stringify(shell));
  });

  it('shows a renamed platform within the portal answer cache’s moment, and 开标大厅 as not opened once its address is gone', async () => {
    await setSetting(database.db, 'platform', { platformName: '新平台' });
    await new Promise((r) => setTimeout(r, PORTAL_CACHE_MS + 50));
    const html = (await app.inject({ method: 'GET', url: '/market-list' })).body;
    expect(html).toContain('<a class="ks-portal-brand" href="/" data-discover="true">新平台</a>');
    expect(html).toContain('开标大厅（未开通）');
  });

  it('sends index.html as built when the build has no header file', async () => {
    fs.renameSync(shellFile, `${shellFile}.off`);
    try {
      expect((await app.inject({ method: 'GET', url: '/transac' })).body).toBe(INDEX);
    } finally {
      fs.renameSync(`${shellFile}.off`, shellFile);
    }
  });
});
