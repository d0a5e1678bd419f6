import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DynamicDetailPage from './DynamicDetailPage';
import { ApiError } from '../../api/client';
import { SAVE_FAILED } from './save-failure';

const calls = vi.hoisted(() => ({ fetchNode: vi.fn(), fetchRecord: vi.fn(), fetchLatest: vi.fn(), fetchMine: vi.fn(), saveRecord: vi.fn(), submitRecord: vi.fn() }));
vi.mock('./detail-calls', () => calls);
const permissions = vi.hoisted(() => ({ formButtons: vi.fn() }));
vi.mock('../../api/permissions', () => ({ permissionsApi: permissions }));
// 提交 asks 确认提交？ first: answered yes here.
vi.mock('../../shared/confirm-submit', () => ({ confirmSubmit: () => Promise.resolve(true) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('../../app/feedback', async (actual) => ({ ...(await actual<object>()), feedback: { modal: () => ({ confirm: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }), message: () => toast } }));

const formNode = {
  nodeId: 'credit-apply',
  systemCoding: 'credit_eval',
  kind: 'form',
  title: '信用申报',
  version: 1,
  config: { kind: 'form', groups: [{ key: 'g', title: '基本信息', items: [{ bianma: 'qymc', name: '企业名称', type: 'text', required: 1 }] }] },
};
const SLOW = { timeout: 15_000 };
const noAnswer = () => new ApiError('请求失败', { kind: 'dialog', message: '请求失败', dialogType: 2 }, undefined, undefined);

async function openNew() {
  render(
    <MemoryRouter initialEntries={['/dynamicPage/dynamicDetail?id=credit-apply']}>
      <Routes>
        <Route path="/dynamicPage/dynamicDetail" element={<DynamicDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = (await screen.findByPlaceholderText('请输入企业名称', {}, SLOW)) as HTMLInputElement;
  fireEvent.change(input, { target: { value: '甲公司' } });
  return input;
}
const button = (name: string) => screen.getByText(new RegExp(`^${name.split('').join('\\s*')}$`)).closest('button')!;

describe('DynamicDetailPage: a save that fails keeps the form and offers 重试 (issue 47 point 3)', () => {
  beforeEach(() => {
    permissions.formButtons.mockResolvedValue([{ code: 'submit', name: '提交' }, { code: 'save', name: '保存' }]);
    calls.fetchLatest.mockResolvedValue(null);
    calls.fetchNode.mockResolvedValue(formNode);
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('no answer: the message with 重试, the value kept, no 保存成功; 重试 sends the same values once', async () => {
    calls.saveRecord.mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce({ id: 'r1', version: 1 });
    calls.fetchRecord.mockReturnValue(new Promise(() => {}));
    const input = await openNew();
    fireEvent.click(button('保存'));
    expect(await screen.findByText(SAVE_FAILED.network, {}, SLOW)).toBeTruthy();
    expect(input.value).toBe('甲公司');
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(button('重试'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('保存成功'), SLOW);
    expect(calls.saveRecord).toHaveBeenCalledTimes(2);
    expect(calls.saveRecord.mock.calls[1][0]).toEqual({ nodeId: 'credit-apply', id: undefined, version: undefined, data: { qymc: '甲公司' } });
  }, 30_000);

  it('two clicks before the page redraws send one save', async () => {
    calls.saveRecord.mockReturnValue(new Promise(() => {}));
    await openNew();
    const save = button('保存');
    act(() => {
      save.click();
      save.click();
    });
    await waitFor(() => expect(calls.saveRecord).toHaveBeenCalled(), SLOW);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.saveRecord).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('提交 whose save went through but whose submit got no answer: 重试 submits that record, never saves a second one', async () => {
    calls.saveRecord.mockResolvedValueOnce({ id: 'r1', version: 1 });
    calls.submitRecord.mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce({});
    calls.fetchRecord.mockReturnValue(new Promise(() => {}));
    await openNew();
    fireEvent.click(button('提交'));
    expect(await screen.findByText(SAVE_FAILED.network, {}, SLOW)).toBeTruthy();
    fireEvent.click(button('重试'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('提交成功'), SLOW);
    expect(calls.saveRecord).toHaveBeenCalledTimes(1);
    expect(calls.submitRecord).toHaveBeenLastCalledWith({ nodeId: 'credit-apply', id: 'r1', version: 1 });
  }, 30_000);
});
