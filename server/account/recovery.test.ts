import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/harness';
import { PNG } from '../test/fuzz-kit';
import { accountKit } from '../test/account-kit';

// The forgotten password, the phone change and the portrait (docs/accounts.md), both dialects.

function multipart(bytes: Buffer, fileName: string, contentType: string) {
  const boundary = '----portrait0123';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('forgotten password, phone change, portrait', () => {
  let s: TestServer;
  let k: ReturnType<typeof accountKit>;
  beforeAll(async () => {
    s = await startTestServer();
    k = accountKit(s);
  });
  afterAll(async () => s.close());
  const alive = async (token: string) => (await call(s.app, { method: 'GET', url: '/ks/individual/info', token })).status === 200;

  it('resets the password with the SMS code and ends every session of the account', async () => {
    const who = await k.accountWithPhone('reset-owner', '13500000001', 'Owner@2026');
    const one = await s.login(who);
    const two = await s.login(who);
    // Neither the phone check nor the send says whether an account holds the phone (lookups.test.ts).
    expect((await k.get('/ks/common/valida/phone', { phone: '13500000001' })).body).toEqual({ code: 200, message: '手机号格式正确', data: null });
    expect((await k.get('/ks/common/valida/phone', { phone: '1350000' })).body.message).toBe('请输入正确的手机号码');
    expect((await k.get('/ks/common/login/sms/reset-code', { phone: '13500000099', ...(await k.captcha()) })).body.message).toBe('验证码已发送，请注意查收');
    expect(await s.ctx.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13500000099').execute()).toEqual([]);

    expect((await k.get('/ks/common/login/sms/reset-code', { phone: '13500000001', ...(await k.captcha()) })).body.message).toBe('验证码已发送，请注意查收');
    const code = await k.lastCode('13500000001');
    expect((await k.get('/ks/common/login/verify-code', { phone: '13500000001', code: code === '000000' ? '111111' : '000000' })).body.message).toBe('验证码错误，还可尝试4次');
    expect((await k.get('/ks/common/login/verify-code', { phone: '13500000001', code })).body.message).toBe('验证码正确');
    const weak = await k.post('/ks/common/login/reset-secret', { phone: '13500000001', code, secret: await k.enc('weakweak') });
    expect(weak.body.message).toBe('密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种');
    const done = await k.post('/ks/common/login/reset-secret', { phone: '13500000001', code, secret: await k.enc('Reset#2027') });
    expect([done.status, done.body.message]).toEqual([200, '密码重置成功，请使用新密码登录']);
    expect(await alive(one)).toBe(false);
    expect(await alive(two)).toBe(false);
    await expect(s.login(who)).rejects.toThrow();
    expect(await alive(await s.login({ username: who.username, password: 'Reset#2027' }))).toBe(true);
    // the code is used up
    expect((await k.post('/ks/common/login/reset-secret', { phone: '13500000001', code, secret: await k.enc('Again#2028') })).body.message).toBe('验证码已失效，请重新获取');
  });

  it('changes the phone with a code sent to the new number, after verifying the old one', async () => {
    const who = await k.accountWithPhone('phone-owner', '13500000002');
    const token = await s.login(who);
    expect((await k.post('/ks/individual/send-sms', { phone: '13500000002' }, token)).body.message).toBe('新手机号不能与当前手机号相同');
    expect((await k.post('/ks/individual/send-sms', { phone: '13500000003' }, token)).body.message).toBe('请先验证原手机号');
    await k.post('/ks/individual/send-sms', { purpose: 'verify' }, token);
    expect((await k.post('/ks/individual/verify-phone', { code: await k.lastCode('13500000002') }, token)).body.message).toBe('原手机号验证成功，请在10分钟内完成更换');
    expect((await k.post('/ks/individual/send-sms', { phone: '13500000001' }, token)).body.message).toBe('该手机号已被注册');
    expect((await k.post('/ks/individual/send-sms', { phone: '13500000003' }, token)).body.message).toBe('验证码已发送，请注意查收');
    const code = await k.lastCode('13500000003');
    const changed = await call(s.app, { method: 'PUT', url: '/ks/individual/login/update-phone', token, payload: { phone: '13500000003', code } });
    expect(changed.body.message).toBe('手机号修改成功');
    const info = await call<{ phone: string }>(s.app, { method: 'GET', url: '/ks/individual/info', token });
    expect(info.body.data.phone).toBe('135****0003');
  });

  it('keeps a portrait only when its bytes are JPEG, PNG or WebP, whatever the name and type say', async () => {
    const token = await s.login('U');
    const upload = (bytes: Buffer, name: string, type: string) => s.app.inject({ method: 'POST', url: '/ks/individual/info/portrait', headers: { authorization: `Bearer ${token}`, ...multipart(bytes, name, type).headers }, payload: multipart(bytes, name, type).payload });
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'me.png', 'image/png');
    expect([html.statusCode, html.json().message]).toEqual([400, '头像仅支持JPG、PNG、WEBP格式的图片']);
    const pdf = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'me.jpg', 'image/jpeg');
    expect(pdf.json().message).toBe('头像仅支持JPG、PNG、WEBP格式的图片');
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.json().message).toBe('头像图片不能超过2MB');
    const good = await upload(PNG, 'photo.txt', 'text/plain');
    expect([good.statusCode, good.json().message]).toEqual([200, '头像已更新']);
    const photo = (good.json() as { data: { photo: string } }).data.photo;
    expect(photo).toMatch(/^\/ks\/individual\/info\/portrait\?v=/);
    const info = await call<{ photo: string }>(s.app, { method: 'GET', url: '/ks/individual/info', token });
    expect(info.body.data.photo).toBe(photo);
    const served = await s.app.inject({ method: 'GET', url: photo, headers: { authorization: `Bearer ${token}` } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await s.app.inject({ method: 'GET', url: photo })).statusCode).toBe(401);
    // uploads at once (two tabs) all succeed; one photo remains
    const together = await Promise.all(Array.from({ length: 6 }, () => upload(PNG, 'p.png', 'image/png')));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await s.ctx.db.selectFrom('user_portraits').select('user_id').where('user_id', '=', 'u-enterprise').execute();
    expect(rows).toHaveLength(1);
  });
});
