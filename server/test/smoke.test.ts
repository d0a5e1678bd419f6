import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './harness';

describe('server smoke', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('logs in and returns the menu tree of a system', async () => {
    const token = await s.login('U');
    const res = await s.app.inject({ method: 'POST', url: '/ks/menu/v1/menus/main-menus', headers: bearer(token), payload: { systemCoding: 'credit_eval' } });
    const body = res.json() as { code: number; data: Array<{ id: string }> };
    expect(body.code).toBe(200);
    expect(body.data.map((m) => m.id)).toEqual(['credit-home', 'credit-records', 'credit-hidden']);
  });
});
