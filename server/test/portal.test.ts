import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { setSetting } from '../db/repos/settings';
import { call, startTestServer, type TestServer } from './harness';

describe('platform info', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('is public and carries name, description, filing code, region and version', async () => {
    const res = await call(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      platformName: '公共资源交易与信用评价平台',
      describe: '<p>主办单位：公共资源交易中心　技术支持：平台运维组　服务热线：400-000-0000</p>',
      filingsCoding: '陕ICP备00000000号-1',
      // picks the floating bar's customer-service links (docs/shell.md "客服")
      region: 'shaanxi',
      // 开标大厅, opened by the public header in a new window (docs/portal.md)
      bidHallUrl: 'https://bid-hall.example.com/',
      // no weather provider is configured for the tests (docs/shell.md "天气")
      weather: false,
      // how long the browser keeps a form's draft (DRAFT_DAYS, docs/forms.md "草稿")
      draftDays: 7,
      version: pkg.version,
    });
  });

  it('follows the stored setting, but the version and the weather are always the running server', async () => {
    await setSetting(s.ctx.db, 'platform', { platformName: '新平台', version: '9.9.9', weather: true });
    const res = await call<{ platformName: string; version: string; weather: boolean }>(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.body.data.platformName).toBe('新平台');
    expect(res.body.data.version).toBe(pkg.version);
    // and whether there is weather is the server's configuration, not a setting
    expect(res.body.data.weather).toBe(false);
  });
});

describe('without demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false });
  });
  afterAll(async () => s.close());

  it('falls back to the default platform name', async () => {
    const res = await call(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.body.data).toEqual({ platformName: '公共资源交易与信用评价平台', describe: '', filingsCoding: '', weather: false, draftDays: 7, version: pkg.version });
  });
});

describe('a deployment keeping drafts 30 days (DRAFT_DAYS=30)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false, draftDays: 30 });
  });
  afterAll(async () => s.close());

  it('tells the browser so in the platform info', async () => {
    const res = await call<{ draftDays: number }>(s.app, { method: 'GET', url: '/ks/portal/v1/home/platform' });
    expect(res.body.data.draftDays).toBe(30);
  });
});

describe('OpenAPI document', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false });
  });
  afterAll(async () => s.close());

  it('is served at /ks/openapi.json and lists the login call', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/ks/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/ks/common/login']).toHaveProperty('post');
    expect(doc.paths['/ks/openapi.json']).toBeUndefined();
  });
});
