import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordCard, type PasswordApi } from './PasswordCard';

const RULE = '密码长度为8-20位，且须包含大写字母、小写字母、数字和特殊字符中的至少三种';

function fakeApi(over: Partial<PasswordApi> = {}) {
  return {
    updateSecret: vi.fn(async () => '密码修改成功，其他设备上的登录已退出'),
    secretTime: vi.fn(async () => ({ changedAt: '2026-01-01T00:00:00.000Z', days: 120, due: true })),
    ...over,
  };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));

describe('修改密码 (user centre)', () => {
  afterEach(cleanup);

  it('asks for a new password after 90 days and checks the rule and the repeat before sending', async () => {
    const api = fakeApi();
    render(<PasswordCard api={api} />);
    expect(await screen.findByText('您的密码已超过90天未修改，为了账号安全，请及时修改密码')).toBeTruthy();
    fill('原密码', 'Owner@2026');
    fill('新密码', 'weakpass');
    fill('确认新密码', 'weakpas');
    submit();
    // the rule as the field's error (the same words stay under the field as its help)
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(RULE));
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(api.updateSecret).not.toHaveBeenCalled();
  });

  it('a temporary password an administrator set asks to be changed first', async () => {
    render(<PasswordCard api={fakeApi({ secretTime: vi.fn(async () => ({ changedAt: '2026-11-26T00:00:00.000Z', days: 0, due: true, temporary: true })) })} />);
    expect(await screen.findByText('您的密码是管理员重置的临时密码，请先修改密码')).toBeTruthy();
  });

  it('shows the server’s answer beside the button: a refusal keeps the inputs, a success clears them', async () => {
    const api = fakeApi({
      updateSecret: vi
        .fn<PasswordApi['updateSecret']>()
        .mockRejectedValueOnce(new Error('原密码不正确'))
        .mockResolvedValueOnce('密码修改成功，其他设备上的登录已退出'),
    });
    render(<PasswordCard api={api} />);
    fill('原密码', 'Wrong@2026');
    fill('新密码', 'Better#2027');
    fill('确认新密码', 'Better#2027');
    submit();
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('Better#2027');
    fill('原密码', 'Owner@2026');
    submit();
    expect(await screen.findByText('密码修改成功，其他设备上的登录已退出')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
    expect(api.updateSecret).toHaveBeenLastCalledWith('Owner@2026', 'Better#2027');
  });
});
