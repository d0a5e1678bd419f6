import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type Answer, type TestServer } from '../test/harness';
import { accountKit } from '../test/account-kit';
import { sendCode } from './sms/codes';
import { outboxSender } from './sms/sender';

// Issue 44 point 8: anonymous calls answer only what the caller may know (docs/accounts.md "Lookups
// without login"). The registration lookup needs the SMS code of the registered phone; the SMS
// sends, the credit-code check, the phone check and the activation steps answer alike whether or
// not a phone or a credit code is registered. Both dialects.

const CODE_A = '91350100M000100Y43';
const CODE_B = '91110000600037341L';
const CODE_C = '91330106MA27XY0122';
const ENT = '闽江保密建设有限公司';
const REASON = '营业执照信息不符A-secret';

describe('lookups without login', () => {
  let s: TestServer;
  let k: ReturnType<typeof accountKit>;
  let n = 0;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false });
    k = accountKit(s);
    const at = new Date().toISOString();
    const reg = (id: string, credit_code: string, phone: string, status: string, suggestion = '') => ({
      id, credit_code, ent_name: ENT, contact_name: '林工', phone, password_hash: 'x', status, suggestion, created_at: at, decided_at: at, decided_by: null, activated_at: null, user_id: null,
    });
    await s.ctx.db.insertInto('registrations').values([reg('r-a', CODE_A, '13744800001', 'rejected', REASON), reg('r-b', CODE_B, '13744800002', 'pending'), reg('r-c', CODE_C, '13744800003', 'approved')]).execute();
    await k.accountWithPhone('lookup-owner', '13744800010');
  });
  afterAll(async () => s.close());

  // Each send from an address of its own: the per-address hourly limit is not what is tested here.
  const address = () => `10.88.${Math.floor(++n / 200)}.${n % 200}`;
  const get = async <T = unknown>(url: string, query: Record<string, string>) => call<T>(s.app, { method: 'GET', url: `${url}?${new URLSearchParams(query).toString()}` });
  const withCaptcha = async (url: string, phone: string, method: 'GET' | 'POST' = 'POST') => {
    const from = address();
    const fields = { phone, ...(await k.captcha(from)) };
    return method === 'POST' ? k.post(url, fields, undefined, from) : call(s.app, { method: 'GET', url: `${url}?${new URLSearchParams(fields).toString()}`, remoteAddress: from });
  };
  const answer = (a: Answer<unknown>) => [a.status, a.body];
  const outboxOf = (phone: string) => s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).execute();
  const lookUp = (query: Record<string, string>) => get<{ entName: string; statusText: string; suggestion: string }>('/ks/register/enterprise/registration', query);

  it('the registration lookup answers only with the code sent to the registered phone', async () => {
    // Without a code: nothing of the request, by credit code or by phone.
    for (const keyWord of [CODE_A, '13744800001']) {
      const bare = await lookUp({ keyWord });
      expect(bare.status).toBe(400);
      expect(bare.text).not.toContain(ENT);
      expect(bare.text).not.toContain(REASON);
    }
    // The code goes to the registered phone (and the answer is the same for a phone with no request).
    const sent = await withCaptcha('/ks/register/sms/progress-code', '13744800001');
    expect(answer(sent)).toEqual([200, { code: 200, message: '验证码已发送，请注意查收', data: null }]);
    expect(answer(await withCaptcha('/ks/register/sms/progress-code', '13744800099'))).toEqual(answer(sent));
    expect((await outboxOf('13744800001')).map((m) => m.text)).toEqual([expect.stringContaining('您正在进行查询注册进度操作')]);
    expect(await outboxOf('13744800099')).toEqual([]);
    const code = await k.lastCode('13744800001');
    // A credit code needs its phone; a wrong code counts.
    expect((await lookUp({ keyWord: CODE_A, code })).body.message).toBe('请输入注册时填写的手机号');
    const wrong = await lookUp({ keyWord: CODE_A, phone: '13744800001', code: k.wrong(code) });
    expect([wrong.status, wrong.body.message]).toEqual([400, '验证码错误，还可尝试4次']);
    // The right code of ANOTHER phone tells nothing of this credit code.
    await sendCode(s.ctx.db, outboxSender, { phone: '13744800003', purpose: 'progress', address: address() }, '135790');
    const other = await lookUp({ keyWord: CODE_A, phone: '13744800003', code: '135790' });
    expect([other.status, other.body.message]).toEqual([404, '未查询到注册申请，请核对统一社会信用代码或手机号']);
    // The right code of the registered phone shows the request, once.
    const state = await lookUp({ keyWord: CODE_A, phone: '13744800001', code });
    expect([state.status, state.body.data]).toEqual([200, expect.objectContaining({ entName: ENT, statusText: '已驳回', suggestion: REASON })]);
    expect((await lookUp({ keyWord: CODE_A, phone: '13744800001', code })).body.message).toBe('验证码已失效，请重新获取');
    // By phone alone, with a fresh code.
    await k.ageCodes('13744800001');
    await withCaptcha('/ks/register/sms/progress-code', '13744800001');
    expect((await lookUp({ keyWord: '13744800001', code: await k.lastCode('13744800001') })).body.data).toMatchObject({ statusText: '已驳回' });
  });

  it('SMS sends and code checks answer alike whether or not the phone is registered', async () => {
    const known = '13744800010';
    const unknown = '13744800011';
    const taken = '13744800002'; // a pending registration holds it
    for (const [url, method] of [['/ks/common/login/sms/reset-code', 'GET'], ['/ks/common/login/sms/phone-code', 'POST'], ['/ks/register/sms/phone-code', 'POST']] as const) {
      await k.ageCodes(known);
      await k.ageCodes(unknown);
      await k.ageCodes(taken);
      const a = await withCaptcha(url, known, method);
      expect([url, ...answer(a)]).toEqual([url, 200, { code: 200, message: '验证码已发送，请注意查收', data: null }]);
      expect([url, ...answer(await withCaptcha(url, unknown, method))]).toEqual([url, ...answer(a)]);
      if (url.startsWith('/ks/register')) expect([url, ...answer(await withCaptcha(url, taken, method))]).toEqual([url, ...answer(a)]);
    }
    // No SMS for a phone no account holds (the registration code goes to any phone: it proves it).
    expect((await outboxOf(unknown)).map((m) => m.text)).toEqual([expect.stringContaining('企业注册')]);
    // The checks that follow answer alike too.
    const same = async (call: (phone: string) => Promise<Answer<unknown>>) => {
      const a = await call(known);
      expect(a.body.message).toBe('验证码错误，还可尝试4次');
      expect(answer(await call(unknown))).toEqual(answer(a));
    };
    const fresh = async (purpose: 'reset' | 'login') => {
      for (const phone of [known, unknown]) {
        await k.ageCodes(phone);
        await sendCode(s.ctx.db, outboxSender, { phone, purpose, address: address(), deliver: phone === known }, '112233');
      }
    };
    await fresh('reset');
    await same((phone) => get('/ks/common/login/verify-code', { phone, code: '000000' }));
    await fresh('reset');
    await same(async (phone) => k.post('/ks/common/login/reset-secret', { phone, code: '000000', secret: await k.enc('Reset@2026x') }));
    await fresh('login');
    await same((phone) => k.smsLogin(phone, '000000'));
    // The phone check before a reset does not say whether an account holds the phone.
    expect(answer(await get('/ks/common/valida/phone', { phone: unknown }))).toEqual(answer(await get('/ks/common/valida/phone', { phone: known })));
  });

  it('the credit-code check and the activation steps tell no status', async () => {
    const verify = async (creditCode: string) => answer(await k.post('/ks/register/enterprise/verify', { creditCode }));
    const free = await verify('91440300MA5FXX001C');
    for (const code of [CODE_A, CODE_B, CODE_C]) expect(await verify(code)).toEqual(free);
    expect(free).toEqual([200, { code: 200, message: '统一社会信用代码格式正确', data: null }]);
    // basic-info: no request, pending, rejected, approved with another phone — one refusal.
    const basic = async (creditCode: string, phone: string) => answer(await k.post('/ks/activate/v1/verify/basic-info', { creditCode, phone }, undefined, address()));
    const none = await basic('91440300MA5FXX001C', '13744800050');
    expect(await basic(CODE_B, '13744800002')).toEqual(none);
    expect(await basic(CODE_A, '13744800001')).toEqual(none);
    expect(await basic(CODE_C, '13744800050')).toEqual(none);
    expect(none).toEqual([400, { code: 400, message: '未找到可激活的注册申请，请核对统一社会信用代码和注册手机号，或先查询注册进度', data: null }]);
    // The code checks: no request and a pending one answer as a code never sent.
    for (const url of ['/ks/activate/v1/verify/activate-code', '/ks/activate/v1/activate']) {
      const check = async (creditCode: string) => answer(url.endsWith('activate') ? await k.post(url, { creditCode, code: '123456' }) : await get(url, { creditCode, code: '123456' }));
      const never = await check('91440300MA5FXX001C');
      expect([url, ...never]).toEqual([url, 400, { code: 400, message: '验证码已失效，请重新获取', data: null }]);
      for (const code of [CODE_A, CODE_B, CODE_C]) expect([url, ...(await check(code))]).toEqual([url, ...never]);
    }
  });
});
