import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getToken, getUser, isAdmin } from '../../session/session';
import { clearAll } from '../../session/storage';
import LoginPage from './LoginPage';

const api = vi.hoisted(() => ({
  fetchPublicKey: vi.fn(async () => 'PEM'),
  login: vi.fn(),
  fetchUserInfo: vi.fn(),
}));
vi.mock('../../api/auth', () => api);
vi.mock('../../api/portal', () => ({
  fetchPlatform: async () => ({ platformName: '测试平台', describe: '', filingsCoding: '', version: '1' }),
}));
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
});
