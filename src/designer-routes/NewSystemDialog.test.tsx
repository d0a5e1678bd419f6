import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const create = vi.fn();
vi.mock('./structure-api', () => ({ systemApi: { create: (...args: unknown[]) => create(...args) } }));
const { NewSystemDialog } = await import('./NewSystemDialog');

afterEach(() => {
  cleanup();
  create.mockReset();
});

function open() {
  const onCreated = vi.fn();
  render(
    <App>
      <NewSystemDialog open onClose={() => undefined} onCreated={onCreated} onConfigureMenus={() => undefined} />
    </App>,
  );
  return onCreated;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const generate = () => fireEvent.click(screen.getByRole('button', { name: /生成系统/ }));

describe('new-system dialog', { timeout: 20_000 }, () => {
  it('shows the spec messages for empty fields, a long short name and a bad code', async () => {
    open();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    generate();
    expect(await screen.findByText('请输入系统全称', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('请输入系统简称')).toBeTruthy();
    expect(screen.getByText('系统编码格式为字母开头，以及数字、下划线组成')).toBeTruthy();
    fireEvent.change(input('系统简称'), { target: { value: '一二三四五六七八九' } });
    expect(await screen.findByText('长度在 1 到 8 个字符', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.change(input('系统编码'), { target: { value: '1abc' } });
    await waitFor(() => expect(screen.getAllByText('系统编码格式为字母开头，以及数字、下划线组成')).toHaveLength(1));
    expect(create).not.toHaveBeenCalled();
  });

  it('generates the system, says 系统已生成 and locks the code', async () => {
    create.mockResolvedValue({ gnName: '工程建设交易系统', gnCoding: 'trade_build' });
    const onCreated = open();
    fireEvent.change(input('系统全称'), { target: { value: ' 工程建设交易系统 ' } });
    fireEvent.change(input('系统简称'), { target: { value: '工程交易' } });
    fireEvent.change(input('系统编码'), { target: { value: 'trade_build' } });
    generate();
    expect(await screen.findByText('系统已生成')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({ systemName: '工程建设交易系统', title: '工程交易', gnCoding: 'trade_build', levels: 0 });
    expect(onCreated).toHaveBeenCalledWith({ gnName: '工程建设交易系统', gnCoding: 'trade_build' });
    expect(input('系统编码').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /生成系统/ })).toBeNull();
  });

  it('shows the server\'s refusal (code taken) in the dialog', async () => {
    create.mockRejectedValue(new Error('系统编码 credit_eval 已存在，请更换'));
    open();
    fireEvent.change(input('系统全称'), { target: { value: '信用' } });
    fireEvent.change(input('系统简称'), { target: { value: '信用' } });
    fireEvent.change(input('系统编码'), { target: { value: 'credit_eval' } });
    generate();
    expect(await screen.findByText('系统编码 credit_eval 已存在，请更换')).toBeTruthy();
    expect(input('系统编码').disabled).toBe(false);
  });
});
