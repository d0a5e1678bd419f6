import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../http/access';
import { call, startTestServer, type TestServer } from '../../test/harness';

// The designer's area: every structure call, the new-system call, the preview save, the cache refresh.
const inArea = (url: string) =>
  url.startsWith('/ks/config/structure/') || ['/ks/config/new/node/system', '/ks/config/node/update-preview', '/ks/config/cache/refresh'].includes(url);
const DEVELOPER_ONLY = ['GET /ks/config/structure/export', 'POST /ks/config/structure/import', 'GET /ks/config/cache/refresh'];

describe('who may call the structure calls (docs/designer-api.md § Access)', () => {
  let s: TestServer;
  const tokens: Record<'U' | 'M' | 'D', string> = { U: '', M: '', D: '' };
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['U', 'M', 'D'] as const) tokens[who] = await s.login(who);
  });
  afterAll(async () => s.close());

  const routes = () => registeredRoutes(s.app).filter((r) => inArea(r.url));

  it('declares M+D on building calls and D alone on export, import and cache refresh', () => {
    expect(routes().length).toBeGreaterThanOrEqual(21);
    for (const r of routes()) {
      const key = `${r.method} ${r.url}`;
      expect([key, r.access]).toEqual([key, DEVELOPER_ONLY.includes(key) ? ['D'] : ['M', 'D']]);
    }
  });

  it('answers 403 to enterprise users on every call, before looking at the request', async () => {
    for (const r of routes()) {
      const res = await call(s.app, { method: r.method as 'GET', url: r.url, token: tokens.U, ...(r.method === 'GET' ? {} : { payload: {} }) });
      expect([r.method, r.url, res.status, res.body.code, res.body.message]).toEqual([r.method, r.url, 403, 403, '无权访问该资源']);
    }
  });

  it('answers 403 to administrators on the developer-only calls, and lets them through elsewhere', async () => {
    for (const r of routes()) {
      const res = await call(s.app, { method: r.method as 'GET', url: r.url, token: tokens.M, ...(r.method === 'GET' ? {} : { payload: {} }) });
      const refused = res.body.code === 403;
      expect([r.method, r.url, refused]).toEqual([r.method, r.url, DEVELOPER_ONLY.includes(`${r.method} ${r.url}`)]);
    }
  });

  it('answers 401 without a token', async () => {
    for (const r of routes()) {
      const res = await call(s.app, { method: r.method as 'GET', url: r.url });
      expect([r.url, res.status]).toEqual([r.url, 401]);
    }
  });
});
