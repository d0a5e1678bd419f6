import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneCard } from './PhoneCard';

const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;

function fakeApi() {
  return {
    sendPhoneCode: vi.fn(async () => '验证码已发送，请注意查收'),
    updatePhone: vi.fn(async () => '手机号修改成功'),
    sendBoundCode: vi.fn(async () => '验证码已发送，请注意查收'),
    verifyPhone: vi.fn(async () => '原手机号验证成功，请在10分钟内完成更换'),
  };
}

describe('更换手机号 card', () => {
  afterEach(cleanup);

  it('verifies the bound phone first, then sends the code to the new phone and reports the change', async () => {
    const api = fakeApi();
    const onChanged = vi.fn();
    const { rerender } = render(<PhoneCard api={api} legal={{ phone: '138****8000', bound: true, verifiedUntil: null }} onChanged={onChanged} />);
    expect(screen.getByText('当前手机号：138****8000')).toBeTruthy();
    expect(screen.getByText('第一步：验证原手机号。验证码将发送至 138****8000。')).toBeTruthy();
    expect(screen.queryByLabelText('新手机号')).toBeNull();
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeTruthy();
    expect(api.sendBoundCode).toHaveBeenCalledWith('verify');
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原手机号验证码'), { target: { value: '654321' } });
    fireEvent.click(buttonNamed('验证原手机号'));
    expect(await screen.findByText('原手机号验证成功，请在10分钟内完成更换')).toBeTruthy();
    expect(api.verifyPhone).toHaveBeenCalledWith('654321');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());

    // the page reads the state again: this login verified it, so the new phone comes next
    rerender(<PhoneCard api={api} legal={{ phone: '138****8000', bound: true, verifiedUntil: '2026-11-23T02:10:00.000Z' }} onChanged={onChanged} />);
    expect(screen.getByText(/^第二步：原手机号已验证，请在 .+ 前完成更换。$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '1391234' } });
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(api.sendPhoneCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13912345678' } });
    fireEvent.click(buttonNamed('获取验证码'));
    await waitFor(() => expect(api.sendPhoneCode).toHaveBeenCalledWith('13912345678'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(buttonNamed('确认更换'));
    expect(await screen.findByText('手机号修改成功')).toBeTruthy();
    expect(api.updatePhone).toHaveBeenCalledWith('13912345678', '123456');
    // antd forms on a loaded shared machine: seconds per step
  }, 60_000);

  it('shows the refusal when the verification ran out, and reads the state again', async () => {
    const api = fakeApi();
    api.sendPhoneCode.mockRejectedValueOnce(new Error('请先验证原手机号'));
    const onChanged = vi.fn();
    render(<PhoneCard api={api} legal={{ phone: '138****8000', bound: true, verifiedUntil: '2026-11-23T02:10:00.000Z' }} onChanged={onChanged} />);
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13912345678' } });
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('请先验证原手机号')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    // nothing was sent: no countdown
    expect(buttonNamed('获取验证码')).toBeTruthy();
  }, 60_000);

  it('an account without a phone binds its first one with the new phone code alone', async () => {
    const api = fakeApi();
    render(<PhoneCard api={api} legal={{ phone: '', bound: false, verifiedUntil: null }} onChanged={vi.fn()} />);
    expect(screen.getByText('当前手机号：未绑定')).toBeTruthy();
    expect(screen.queryByText(/第一步/)).toBeNull();
    expect(screen.getByLabelText('新手机号')).toBeTruthy();
  }, 60_000);
});
