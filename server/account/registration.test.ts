import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { accountKit } from '../test/account-kit';
import { usccCheckChar } from '../../schemas/validators';

// Registration → approval → activation → login (docs/accounts.md "Registration"), both dialects.

const CODE_A = '91350100M000100Y43';
const CODE_B = '91110000600037341L';

describe('enterprise registration', () => {
  let s: TestServer;
  let k: ReturnType<typeof accountKit>;
  let admin = '';
  beforeAll(async () => {
    s = await startTestServer();
    k = accountKit(s);
    admin = await s.login('M');
  });
  afterAll(async () => s.close());
  afterEach(() => vi.useRealTimers());

  const registration = async (creditCode: string, phone: string, extra: Record<string, unknown> = {}) => ({
    creditCode,
    entName: '闽江建设有限公司',
    contactName: '林工',
    phone,
    code: await k.ageCodes(phone).then(() => k.registerCode(phone, `10.2.0.${phone.slice(-2)}`)),
    secret: await k.enc('Regist@2026'),
    ...extra,
  });
  /** 查询进度 as the page does it: a progress code to the registered phone, then the lookup with it. */
  const progress = async (keyWord: string, phone: string) => {
    await k.ageCodes(phone);
    const address = `10.3.0.${phone.slice(-2)}`;
    expect((await k.post('/ks/register/sms/progress-code', { phone, ...(await k.captcha(address)) }, undefined, address)).body.message).toBe('验证码已发送，请注意查收');
    return k.get<{ statusText: string; entName: string; suggestion: string }>('/ks/register/enterprise/registration', { keyWord, phone, code: await k.lastCode(phone) });
  };

  it('checks the credit code: valid, wrong check character, wrong length, lower case', async () => {
    const verify = (creditCode: string) => k.post('/ks/register/enterprise/verify', { creditCode });
    // The format only: whether the code is taken is told at submission, after the SMS code.
    expect((await verify(CODE_A)).body.message).toBe('统一社会信用代码格式正确');
    expect((await verify('91350100M000100Y44')).body.message).toBe('统一社会信用代码校验位不正确，请核对后重新输入');
    expect((await verify('91350100M000100Y4')).body.message).toBe('统一社会信用代码应为18位');
    expect((await verify('91350100m000100y43')).body.message).toBe('统一社会信用代码中的字母须为大写');
  });

  it('needs the image captcha before a code is sent', async () => {
    const res = await k.post('/ks/register/sms/phone-code', { phone: '13600000009', captchaId: 'nope', captcha: 'AAAA' });
    expect([res.status, res.body.message]).toEqual([400, '图形验证码错误或已过期，请重新输入']);
  });

  it('registers, waits for approval, activates with the SMS code and logs in as U of a new enterprise', async () => {
    const sent = await k.post('/ks/register/registration', await registration(CODE_A, '13600000001'));
    expect([sent.status, sent.body.message]).toEqual([200, '注册申请已提交，请等待管理员审核']);
    const state = await progress(CODE_A, '13600000001');
    expect(state.body.data.statusText).toBe('待审核');

    // duplicates while pending: told once the code proved the phone, not before
    expect((await k.post('/ks/register/enterprise/verify', { creditCode: CODE_A })).body.message).toBe('统一社会信用代码格式正确');
    const samePhone = await k.post('/ks/register/registration', await registration(CODE_B, '13600000001'));
    expect([samePhone.status, samePhone.body.message]).toEqual([409, '该手机号已提交注册申请，请等待审核']);
    await k.ageCodes('13600000001');
    const sentAgain = await k.post('/ks/register/sms/phone-code', { phone: '13600000001', ...(await k.captcha()) });
    expect([sentAgain.status, sentAgain.body.message]).toEqual([200, '验证码已发送，请注意查收']);
    const proved = await k.post('/ks/register/register-code', { phone: '13600000001', code: await k.lastCode('13600000001') });
    expect([proved.status, proved.body.message]).toEqual([409, '该手机号已提交注册申请，请等待审核']);

    // not yet approved: no activation, and no status told by the activation step
    const early = await k.post('/ks/activate/v1/verify/basic-info', { creditCode: CODE_A, phone: '13600000001' });
    expect(early.body.message).toBe('未找到可激活的注册申请，请核对统一社会信用代码和注册手机号，或先查询注册进度');

    const list = await k.post<{ records: Array<{ id: string; creditCode: string }> }>('/ks/register/audit/list', { status: 'pending' }, admin);
    const id = list.body.data.records.find((r) => r.creditCode === CODE_A)!.id;
    const noReason = await k.post('/ks/register/audit/decide', { id, pass: false }, admin);
    expect(noReason.body.message).toBe('请填写审核建议');
    const approved = await k.post('/ks/register/audit/decide', { id, pass: true }, admin);
    expect(approved.body.message).toBe('已审核通过，已短信通知企业激活账号');
    expect((await k.post('/ks/register/audit/decide', { id, pass: true }, admin)).body.message).toBe('该申请已审核，请刷新后查看');

    // the registration code went to this phone less than 60 s ago
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const mismatch = await k.post('/ks/activate/v1/verify/basic-info', { creditCode: CODE_A, phone: '13600000002' });
    expect(mismatch.body.message).toBe('未找到可激活的注册申请，请核对统一社会信用代码和注册手机号，或先查询注册进度');
    expect((await k.post('/ks/activate/v1/verify/basic-info', { creditCode: CODE_A, phone: '13600000001' })).body.message).toBe('验证码已发送，请注意查收');
    const code = await k.lastCode('13600000001');
    expect((await k.get('/ks/activate/v1/verify/activate-code', { creditCode: CODE_A, code })).body.message).toBe('验证码正确');
    const done = await k.post('/ks/activate/v1/activate', { creditCode: CODE_A, code });
    expect(done.body.message).toBe('账号激活成功，请使用统一社会信用代码和注册时设置的密码登录');

    const token = await s.login({ username: CODE_A, password: 'Regist@2026' });
    const info = await call<{ loginRoleType: string; enterpriseId: string; userName: string; phone: string }>(s.app, { method: 'GET', url: '/ks/individual/info', token });
    expect(info.body.data).toMatchObject({ loginRoleType: 'U', userName: '闽江建设有限公司', phone: '136****0001' });
    const ent = await s.ctx.db.selectFrom('enterprises').selectAll().where('id', '=', info.body.data.enterpriseId).executeTakeFirstOrThrow();
    expect(ent.credit_code).toBe(CODE_A);

    expect((await k.post('/ks/register/enterprise/verify', { creditCode: CODE_A })).body.message).toBe('统一社会信用代码格式正确');
    expect((await k.post('/ks/activate/v1/activate', { creditCode: CODE_A, code })).body.message).toBe('验证码已失效，请重新获取');
    expect((await progress(CODE_A, '13600000001')).body.data.statusText).toBe('已激活');
    const log = await s.ctx.db.selectFrom('op_log').select('action').where('action', 'like', 'registration.%').execute();
    expect(log.map((l) => l.action).sort()).toEqual(['registration.activate', 'registration.approve', 'registration.submit']);
  });

  it('refuses a phone an account holds, a weak password and a wrong code', async () => {
    await k.accountWithPhone('reg-phone-holder', '13600000008');
    const taken = await k.post('/ks/register/registration', await registration(CODE_B, '13600000008'));
    expect([taken.status, taken.body.message]).toEqual([409, '该手机号已被注册']);
    const weak = await k.post('/ks/register/registration', await registration(CODE_B, '13600000003', { secret: await k.enc('weak') }));
    expect(weak.body.message).toBe('密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种');
    const wrong = await k.post('/ks/register/registration', { ...(await registration(CODE_B, '13600000004')), code: '000000' });
    expect(wrong.body.message).toBe('验证码错误，还可尝试4次');
  });

  it("answers under the spec's other names: /register/phone-code sends, /register/register-code checks, /register/user-register submits", async () => {
    const code17 = '91330106MA27XY012';
    const creditCode = code17 + usccCheckChar(code17);
    const phone = '13600000006';
    const address = '10.2.1.6';
    const sent = await k.post('/ks/register/phone-code', { phone, ...(await k.captcha(address)) }, undefined, address);
    expect([sent.status, sent.body.message]).toEqual([200, '验证码已发送，请注意查收']);
    const outbox = await s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(outbox.text).toContain('您正在进行企业注册操作');
    const code = await k.lastCode(phone);
    expect((await k.post('/ks/register/register-code', { phone, code: k.wrong(code) })).body.message).toBe('验证码错误，还可尝试4次');
    // a check does not use the code up
    expect((await k.post('/ks/register/register-code', { phone, code })).body.message).toBe('验证码正确');
    const done = await k.post('/ks/register/user-register', { creditCode, entName: '钱塘建设有限公司', contactName: '周工', phone, code, secret: await k.enc('Regist@2026') });
    expect([done.status, done.body.message]).toEqual([200, '注册申请已提交，请等待管理员审核']);
    const state = await progress(creditCode, phone);
    expect(state.body.data).toMatchObject({ statusText: '待审核', entName: '钱塘建设有限公司' });
    // the same request again under the first name (with a fresh code) is a duplicate
    await k.ageCodes(phone);
    const fresh = await k.registerCode(phone, address);
    const again = await k.post('/ks/register/registration', { creditCode, entName: '钱塘建设有限公司', contactName: '周工', phone, code: fresh, secret: await k.enc('Regist@2026') });
    expect([again.status, again.body.message]).toEqual([409, '该统一社会信用代码已提交注册申请，请等待审核']);
  });

  it('a rejected registration tells why and frees the code for a new one', async () => {
    await k.post('/ks/register/registration', await registration(CODE_B, '13600000005'));
    const list = await k.post<{ records: Array<{ id: string; creditCode: string }> }>('/ks/register/audit/list', { status: 'pending' }, admin);
    const id = list.body.data.records.find((r) => r.creditCode === CODE_B)!.id;
    expect((await k.post('/ks/register/audit/decide', { id, pass: false, suggestion: '营业执照信息不符' }, admin)).body.message).toBe('已驳回，已短信通知企业');
    const state = await progress('13600000005', '13600000005');
    expect(state.body.data).toMatchObject({ statusText: '已驳回', suggestion: '营业执照信息不符' });
    const notice = await s.ctx.db.selectFrom('sms_outbox').select('text').where('phone', '=', '13600000005').where('purpose', '=', 'notice').executeTakeFirstOrThrow();
    expect(notice.text).toContain('营业执照信息不符');
    const anew = await k.post('/ks/register/registration', await registration(CODE_B, '13600000007'));
    expect([anew.status, anew.body.message]).toEqual([200, '注册申请已提交，请等待管理员审核']);
  });
});
