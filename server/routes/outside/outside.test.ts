import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_CALLS } from '../../../schemas/outside-services';
import { call, startTestServer, type TestServer } from '../../test/harness';

// CA, WeChat and CA-lock calls answer a clear 暂未开通 until a provider is configured (issue 17).
describe('outside services not configured', () => {
  let s: TestServer;
  let u = '';
  beforeAll(async () => {
    s = await startTestServer();
    u = await s.login('U');
  });
  afterAll(async () => s.close());

  it('every call answers 404 with its own 暂未开通 message, and stores nothing', async () => {
    const before = await s.ctx.db.selectFrom('op_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const seen: Array<[string, number, string]> = [];
    for (const c of OUTSIDE_CALLS) {
      const res = await call(s.app, { method: c.method, url: c.url, token: c.access === 'user' ? u : undefined, ...(c.method === 'POST' ? { payload: { certificate: 'MIIB' } } : {}) });
      seen.push([c.url, res.status, res.body.message]);
    }
    expect(seen).toEqual([
      ['/ks/ca/v1/login', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/ca/v1/qrcode', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/ca/v1/scan-status', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/ca/caLogin', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/ca/ent-info', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/ca/ca-login', 404, 'CA 证书登录暂未开通，请使用账号密码登录'],
      ['/ks/common/login/wechat/qrcode', 404, '微信扫码登录暂未开通，请使用账号密码登录'],
      ['/ks/common/login/wechat/scan-status', 404, '微信扫码登录暂未开通，请使用账号密码登录'],
      ['/ks/individual/wechat-remove', 404, '微信绑定暂未开通'],
      ['/ks/individual/info/wechat-list', 404, '微信绑定暂未开通'],
      ['/ks/individual/verify-qrcode', 404, '微信扫码验证暂未开通，请使用短信验证码验证'],
    ]);
    const after = await s.ctx.db.selectFrom('op_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('a body that is not a small object is refused before anything else (400)', async () => {
    const res = await call(s.app, { method: 'POST', url: '/ks/ca/v1/login', payload: { nested: { a: 1 } } });
    expect(res.status).toBe(400);
  });
});
