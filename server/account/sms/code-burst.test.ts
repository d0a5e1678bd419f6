import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from '../../test/harness';
import { accountKit } from '../../test/account-kit';
import { hashPassword } from '../../auth/password';
import { sendCode } from './codes';
import { outboxSender } from './sender';

// Issue 44 point 4: the 5-wrong-answers limit of an SMS code holds under a parallel burst (both
// dialects). Checking `tries < 5`, comparing, and counting in separate statements let every request
// of a burst compare: the right code hidden in it was accepted after far more than 5 wrong answers.

const RIGHT = '246810';
const wrongGuess = (i: number) => String(100000 + i);
/** 200 guesses, every 20th the right code: only a limit that counts before it compares refuses them all. */
const burst = Array.from({ length: 200 }, (_, i) => (i % 20 === 19 ? RIGHT : wrongGuess(i)));
const WRONG_LEFT = [4, 3, 2, 1].map((n) => `验证码错误，还可尝试${n}次`);
const SPENT = ['验证码错误次数过多，已失效，请重新获取', '验证码已失效，请重新获取'];

describe('SMS codes under a burst', () => {
  let s: TestServer;
  let k: ReturnType<typeof accountKit>;
  beforeAll(async () => {
    s = await startTestServer({ fixtures: false });
    k = accountKit(s);
  });
  afterAll(async () => s.close());

  const send = (phone: string, purpose: 'reset' | 'login' | 'activate') => sendCode(s.ctx.db, outboxSender, { phone, purpose, address: `10.44.${phone.slice(-2)}.1` }, RIGHT);
  const codeRow = (phone: string) => s.ctx.db.selectFrom('sms_codes').select(['tries', 'used_at']).where('phone', '=', phone).executeTakeFirstOrThrow();

  /** What 200 parallel answers said: the four "N left", the rest spent, none accepted. */
  const expectAtMostFiveCompared = (answers: Array<Answer<unknown>>) => {
    const messages = answers.map((a) => a.body.message);
    expect({
      accepted: answers.filter((a) => a.status === 200).length,
      left: messages.filter((m) => WRONG_LEFT.includes(m)).sort(),
      other: [...new Set(messages.filter((m) => !WRONG_LEFT.includes(m) && !SPENT.includes(m)))],
    }).toEqual({ accepted: 0, left: [...WRONG_LEFT].sort(), other: [] });
  };

  it('200 parallel verify-code guesses: at most 5 are compared, the right code among them is refused', async () => {
    const phone = '13744000001';
    await send(phone, 'reset');
    const answers = await Promise.all(burst.map((code) => k.get('/ks/common/login/verify-code', { phone, code })));
    expectAtMostFiveCompared(answers);
    const row = await codeRow(phone);
    expect([Number(row.tries), row.used_at === null]).toEqual([5, false]);
    expect((await k.get('/ks/common/login/verify-code', { phone, code: RIGHT })).body.message).toBe('验证码已失效，请重新获取');
  });

  it('200 parallel SMS logins: none logs in; the right code sent 20 times at once logs in exactly once', async () => {
    const who = await k.accountWithPhone('burst-sms', '13744000002');
    await send('13744000002', 'login');
    const logins = await Promise.all(burst.map((code) => k.smsLogin('13744000002', code)));
    expectAtMostFiveCompared(logins);
    const sessions = () => s.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', who.id).execute();
    expect(await sessions()).toEqual([]);

    await k.accountWithPhone('burst-sms-2', '13744000003');
    await send('13744000003', 'login');
    const rights = await Promise.all(Array.from({ length: 20 }, () => k.smsLogin('13744000003', RIGHT)));
    expect(rights.filter((a) => a.status === 200).length).toBe(1);
    expect(rights.filter((a) => a.status !== 200).map((a) => a.body.message)).toEqual(Array(19).fill('验证码已失效，请重新获取'));
  });

  it('200 parallel activations: none activates; the right code sent 20 times at once activates exactly once', async () => {
    const approved = async (creditCode: string, phone: string) =>
      s.ctx.db
        .insertInto('registrations')
        .values({ id: `reg-${phone}`, credit_code: creditCode, ent_name: '并发建设有限公司', contact_name: '王工', phone, password_hash: await hashPassword('Regist@2026'), status: 'approved', created_at: new Date().toISOString(), decided_at: null, decided_by: null, activated_at: null, user_id: null })
        .execute();
    await approved('91350100M000100Y43', '13744000004');
    await send('13744000004', 'activate');
    const tries = await Promise.all(burst.map((code) => k.post('/ks/activate/v1/activate', { creditCode: '91350100M000100Y43', code })));
    expectAtMostFiveCompared(tries);
    expect(await s.ctx.db.selectFrom('enterprises').select('id').where('credit_code', '=', '91350100M000100Y43').execute()).toEqual([]);

    await approved('91110000600037341L', '13744000005');
    await send('13744000005', 'activate');
    const rights = await Promise.all(Array.from({ length: 20 }, () => k.post('/ks/activate/v1/activate', { creditCode: '91110000600037341L', code: RIGHT })));
    expect(rights.filter((a) => a.status === 200).length).toBe(1);
    expect(await s.ctx.db.selectFrom('enterprises').select('id').where('credit_code', '=', '91110000600037341L').execute()).toHaveLength(1);
  });
});
