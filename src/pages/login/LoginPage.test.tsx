import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ResponseCode } from '../../../schemas/envelope';
import { CAPTCHA_CODE } from './captcha';
import { getToken, getUser, isAdmin } from '../../session/session';
import { clearAll } from '../../session/storage';
import LoginPage from './LoginPage';

const MODES = {
  modes: [
    { mode: 'password', name: '账号登录', enabled: true, message: '' },
    { mode: 'sms', name: '短信登录', enabled: true, message: '' },
    { mode: 'ca', name: 'CA证书登录', enabled: false, message: 'CA 证书登录暂未开通，请使用账号密码登录' },
  ],
  defaultMode: 'password',
};
const api = vi.hoisted(() => ({
  fetchPublicKey: vi.fn(async () => 'PEM'),
  login: vi.fn(),
  fetchUserInfo: vi.fn(),
  fetchLoginModes: vi.fn(),
}));
vi.mock('../../api/auth', () => api);
const registerApi = vi.hoisted(() => ({ sendLoginCode: vi.fn(), smsLogin: vi.fn() }));
vi.mock('../../api/register', () => ({ registerApi }));
vi.mock('../../api/portal', () => ({
  fetchPlatform: async () => ({ platformName: '测试平台', describe: '', filingsCoding: '', version: '1' }),
}));
const captchaApi = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }));
vi.mock('./captcha', async (importOriginal) => ({ ...(await importOriginal<typeof import('./captcha')>()), ...captchaApi }));
vi.mock('../../crypto/rsa-oaep', () => ({ encryptRsaOaep: async (_pem: string, text: string) => `enc(${text})` }));

// antd's form validation is slow in jsdom on a busy machine.
const SLOW = { timeout: 8000 };

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/judge" element={<div>选择系统页</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const SVG = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M${n} 1"/></svg>`;
const refusal = (code: number, message: string) => new ApiError(message, { kind: 'inline', message }, code, 400);

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  clearAll();
});
beforeEach(() => {
  api.fetchLoginModes.mockImplementation(async () => MODES);
});

const USER = {
  id: 'u-sms',
  userName: '秦岭测试建设有限公司',
  photo: '',
  loginRoleType: 'U',
  roles: ['U'],
  enterpriseId: 'ent-9',
  codeStatus: 1,
  practicingStatus: { abnormal: false, practiceDetails: [] },
};

describe('LoginPage', { timeout: 30_000 }, () => {
  it('asks for both fields in Chinese', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('请输入密码', {}, SLOW)).toBeTruthy();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the server message in the form and stores nothing', async () => {
    api.login.mockRejectedValueOnce(new ApiError('用户名或密码错误', { kind: 'inline', message: '用户名或密码错误' }, 400, 400));
    renderLogin();
    submit('admin', 'wrong');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('用户名或密码错误');
    expect(getToken()).toBeNull();
  });

  it('sends both values encrypted, stores the session and opens the system chooser', async () => {
    api.login.mockResolvedValueOnce({ token: 'tok', userCode: 'u-admin', userName: '平台管理员', loginRoleType: 'M', codeStatus: 1 });
    api.fetchUserInfo.mockResolvedValueOnce({
      id: 'u-admin',
      userName: '平台管理员',
      photo: '',
      loginRoleType: 'M',
      roles: ['M'],
      enterpriseId: null,
      codeStatus: 1,
      practicingStatus: { abnormal: false, practiceDetails: [] },
    });
    renderLogin();
    submit(' admin ', 'Admin@2026');
    expect(await screen.findByText('选择系统页', {}, SLOW)).toBeTruthy();
    expect(api.login).toHaveBeenCalledWith({ logValue: 'enc(admin)', passWord: 'enc(Admin@2026)' });
    expect(getToken()).toBe('tok');
    expect(getUser()?.userName).toBe('平台管理员');
    expect(isAdmin()).toBe(true);
  });

  it('shows the captcha when the server asks for one, sends it, and loads a new image on click or after a wrong one', async () => {
    let n = 0;
    captchaApi.fetchCaptcha.mockImplementation(async () => ({ captchaId: `c${++n}`, svg: SVG(n) }));
    api.login.mockRejectedValueOnce(refusal(CAPTCHA_CODE.CAPTCHA_REQUIRED, '请输入验证码'));
    const { container } = renderLogin();
    expect(screen.queryByLabelText('验证码')).toBeNull();
    submit('admin', 'Admin@2026');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('请输入验证码');
    const image = (await screen.findByAltText('验证码', {}, SLOW)) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG(1))}`);
    // An image, never markup: no <svg> element in the page.
    expect(container.querySelector('svg path[d="M1 1"]')).toBeNull();
    const input = screen.getByLabelText('验证码') as HTMLInputElement;
    expect(input.getAttribute('placeholder')).toBe('请输入验证码');
    expect(document.activeElement).toBe(input);
    // The image is a button (keyboard reachable) that loads a new captcha.
    const refresh = screen.getByRole('button', { name: '看不清？换一张' });
    expect(refresh.getAttribute('title')).toBe('看不清？换一张');
    fireEvent.click(refresh);
    await vi.waitFor(() => expect((screen.getByAltText('验证码') as HTMLImageElement).src).toContain(encodeURIComponent('M2 1')));

    // A wrong captcha: the message, a new image and an empty field.
    api.login.mockRejectedValueOnce(refusal(CAPTCHA_CODE.CAPTCHA_INVALID, '验证码错误或已过期，请重新输入'));
    fireEvent.change(input, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByText('验证码错误或已过期，请重新输入', {}, SLOW)).textContent).toBeTruthy();
    expect(api.login).toHaveBeenLastCalledWith({ logValue: 'enc(admin)', passWord: 'enc(Admin@2026)', captchaId: 'c2', captcha: 'ab12' });
    await vi.waitFor(() => expect((screen.getByAltText('验证码') as HTMLImageElement).src).toContain(encodeURIComponent('M3 1')));
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');

    // A wrong password with a captcha used it up too: the next try gets a new one.
    api.login.mockRejectedValueOnce(refusal(400, '用户名或密码错误'));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: ' XY34 ' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByText('用户名或密码错误', {}, SLOW)).textContent).toBeTruthy();
    expect(api.login).toHaveBeenLastCalledWith({ logValue: 'enc(admin)', passWord: 'enc(Admin@2026)', captchaId: 'c3', captcha: 'XY34' });
    await vi.waitFor(() => expect(captchaApi.fetchCaptcha).toHaveBeenCalledTimes(4));
  });

  it('asks for the captcha in the form before sending', async () => {
    captchaApi.fetchCaptcha.mockResolvedValue({ captchaId: 'c1', svg: SVG(1) });
    api.login.mockRejectedValueOnce(refusal(CAPTCHA_CODE.CAPTCHA_REQUIRED, '请输入验证码'));
    const { container } = renderLogin();
    submit('admin', 'Admin@2026');
    await screen.findByAltText('验证码', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    // The form's own message under the field (the alert said the same before).
    await vi.waitFor(() => expect(container.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请输入验证码'), SLOW);
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it('offers 短信登录 when the server does: phone, image captcha and code open the same session', async () => {
    captchaApi.fetchCaptcha.mockResolvedValue({ captchaId: 'c1', svg: SVG(1) });
    registerApi.sendLoginCode.mockResolvedValue('验证码已发送，请注意查收');
    registerApi.smsLogin.mockRejectedValueOnce(new ApiError('验证码错误，还可尝试4次', { kind: 'inline', message: '验证码错误，还可尝试4次' }, 400, 400));
    registerApi.smsLogin.mockResolvedValueOnce({ token: 'sms-tok', userCode: 'u-sms', userName: USER.userName, loginRoleType: 'U', codeStatus: 1 });
    api.fetchUserInfo.mockResolvedValueOnce(USER);
    renderLogin();
    // the modes the page does not draw (CA) are not offered
    expect((await screen.findAllByRole('tab', {}, SLOW)).map((t) => t.textContent)).toEqual(['账号登录', '短信登录']);
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(await screen.findByRole('heading', { name: '短信登录' }, SLOW)).toBeTruthy();
    await screen.findByAltText('图形验证码', {}, SLOW);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    // the image captcha is asked for before anything is sent
    expect(await screen.findByText('请先输入图形验证码', {}, SLOW)).toBeTruthy();
    expect(registerApi.sendLoginCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请注意查收', {}, SLOW)).toBeTruthy();
    expect(registerApi.sendLoginCode).toHaveBeenCalledWith('13900000001', 'c1', 'ab12');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('验证码错误，还可尝试4次', {}, SLOW)).toBeTruthy();
    expect(getToken()).toBeNull();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('选择系统页', {}, SLOW)).toBeTruthy();
    expect(registerApi.smsLogin).toHaveBeenLastCalledWith('13900000001', '123456');
    expect(getToken()).toBe('sms-tok');
    expect(getUser()?.userName).toBe('秦岭测试建设有限公司');
  });

  it('offers the password login alone when the login modes cannot be read', async () => {
    api.fetchLoginModes.mockRejectedValue(new Error('网络错误'));
    renderLogin();
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeTruthy();
    await vi.waitFor(() => expect(api.fetchLoginModes).toHaveBeenCalled());
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('用户名')).toBeTruthy();
  });

  it('uses the captcha codes of the shared schema', () => {
    for (const [name, value] of Object.entries(CAPTCHA_CODE)) expect(ResponseCode[name as keyof typeof ResponseCode]).toBe(value);
  });
});
