import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretResetCard } from './SecretResetCard';

const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('忘记原密码 card', () => {
  afterEach(cleanup);

  it('sends the code to the bound phone, checks the rule before sending, and reports the reset', async () => {
    const api = {
      sendBoundCode: vi.fn(async () => '验证码已发送，请注意查收'),
      resetSecretBySms: vi.fn(async () => '密码重置成功，其他设备上的登录已退出'),
    };
    api.resetSecretBySms.mockRejectedValueOnce(new Error('验证码错误，还可尝试4次'));
    render(<SecretResetCard api={api} legal={{ phone: '138****8000', bound: true, verifiedUntil: null }} />);
    expect(screen.getByText('不记得原密码时，可用发送至 138****8000 的验证码设置新密码；其他设备上的登录将退出。')).toBeTruthy();
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeTruthy();
    expect(api.sendBoundCode).toHaveBeenCalledWith('secret');
    fill('短信验证码', '000000');
    fill('设置新密码', 'weakpass');
    fill('再次输入新密码', 'weakpass');
    fireEvent.click(buttonNamed('重置密码'));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种'));
    expect(api.resetSecretBySms).not.toHaveBeenCalled();
    fill('设置新密码', 'Forgot#2027');
    fill('再次输入新密码', 'Forgot#2027');
    fireEvent.click(buttonNamed('重置密码'));
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeTruthy();
    fill('短信验证码', '123456');
    fireEvent.click(buttonNamed('重置密码'));
    expect(await screen.findByText('密码重置成功，其他设备上的登录已退出')).toBeTruthy();
    expect(api.resetSecretBySms).toHaveBeenLastCalledWith('123456', 'Forgot#2027');
  }, 60_000);

  it('tells an account without a bound phone to bind one first', () => {
    const api = { sendBoundCode: vi.fn(), resetSecretBySms: vi.fn() };
    render(<SecretResetCard api={api} legal={{ phone: '', bound: false, verifiedUntil: null }} />);
    expect(screen.getByText('当前账号未绑定手机号，请先在「更换手机号」中绑定手机号，再用短信验证码重置密码。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
  });
});
