import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneCard } from './PhoneCard';

const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;

describe('更换手机号 card', () => {
  afterEach(cleanup);

  it('sends the code to the new phone, counts 60 s down, and reports the change', async () => {
    const api = { sendPhoneCode: vi.fn(async () => '验证码已发送，请注意查收'), updatePhone: vi.fn(async () => '手机号修改成功') };
    const onChanged = vi.fn();
    render(<PhoneCard api={api} current="138****8000" onChanged={onChanged} />);
    expect(screen.getByText('当前手机号：138****8000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '1391234' } });
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(api.sendPhoneCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('新手机号'), { target: { value: '13912345678' } });
    fireEvent.click(buttonNamed('获取验证码'));
    expect(await screen.findByText('验证码已发送，请注意查收')).toBeTruthy();
    expect(api.sendPhoneCode).toHaveBeenCalledWith('13912345678');
    expect(await screen.findByText('60秒后重新获取')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(buttonNamed('确认更换'));
    expect(await screen.findByText('手机号修改成功')).toBeTruthy();
    expect(api.updatePhone).toHaveBeenCalledWith('13912345678', '123456');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // antd forms on a loaded shared machine: seconds per step
  }, 60_000);
});
