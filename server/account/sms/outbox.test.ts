import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness';
import type { OutboxPage } from '../../../schemas/sms';
import { sendCode } from './codes';
import { outboxSender } from './sender';

// The development SMS outbox (docs/accounts.md "SMS codes", docs/security-accounts.md "Region-limited
// administrators") on SQLite or, with DATABASE_URL, PostgreSQL. Whoever reads a reset code can
// reset that account, so the outbox is for unlimited administrators only, and never shows a code
// sent to a phone bound to an administrator: one administrator may not take over another.

const JS = { username: 'admin_js', password: 'AdminJs@2026' };
const ADMIN_PHONE = '13900000001';
const ADMIN_JS_PHONE = '13900000002';
const ENTERPRISE_PHONE = '13900000003';

describe('SMS outbox', () => {
  let s: TestServer;
  const tokens = { M: '', D: '', JS: '' };
  beforeAll(async () => {
    s = await startTestServer();
    [tokens.M, tokens.D, tokens.JS] = await Promise.all([s.login('M'), s.login('D'), s.login(JS)]);
    for (const [id, phone] of [['u-admin', ADMIN_PHONE], ['u-admin_js', ADMIN_JS_PHONE], ['u-enterprise', ENTERPRISE_PHONE]]) {
      await s.ctx.db.updateTable('users').set({ phone }).where('id', '=', id).execute();
    }
    for (const phone of [ADMIN_PHONE, ADMIN_JS_PHONE, ENTERPRISE_PHONE]) await sendCode(s.ctx.db, outboxSender, { phone, purpose: 'reset', address: '10.0.0.9' }, '246810');
  });
  afterAll(async () => s.close());

  const outbox = (token: string, payload: object = {}) => call<OutboxPage>(s.app, { method: 'POST', url: '/ks/common/sms/outbox', token, payload });

  it('is refused to a region-limited administrator (403 该操作仅限不受管理范围限制的管理员) and to developers', async () => {
    const limited = await outbox(tokens.JS);
    expect([limited.status, limited.body.message, limited.body.data]).toEqual([403, '该操作仅限不受管理范围限制的管理员', null]);
    expect((await outbox(tokens.D)).status).toBe(403);
  });

  it('never shows an unlimited administrator a code sent to an administrator’s phone', async () => {
    const all = await outbox(tokens.M, { pageSize: 100 });
    expect(all.status).toBe(200);
    const phones = all.body.data.records.map((r) => r.phone);
    expect(phones).toContain(ENTERPRISE_PHONE);
    expect(phones).not.toContain(ADMIN_PHONE);
    expect(phones).not.toContain(ADMIN_JS_PHONE);
    expect(all.body.data.total).toBe(all.body.data.records.length);
    for (const phone of [ADMIN_PHONE, ADMIN_JS_PHONE]) {
      const asked = await outbox(tokens.M, { phone });
      expect([asked.body.data.records, asked.body.data.total]).toEqual([[], 0]);
    }
  });
});
