import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, confirmDialog, fakeListServices, renderInList } from '../table/test-kit';
import type { ListRecord, RowOperation } from '../table/list-types';
import { ActionButtons } from './ActionButtons';

const op = (code: string, name: string): RowOperation => ({ code, name, color: '#1677ff', show: true });
const record = (ops: RowOperation[]): ListRecord => ({ id: 'rec-1', version: 3, operations: ops });

function setup(ops: RowOperation[], services = fakeListServices()) {
  const onChanged = vi.fn();
  renderInList(<ActionButtons record={record(ops)} />, { services, actions: { nodeId: 'credit-record-list', onChanged } });
  return { services, onChanged };
}

afterEach(() => vi.useRealTimers());

describe('action buttons', () => {
  it("a button naming its own call (取消预约) asks its reason first, 请填写取消原因 when empty, then posts it there", async () => {
    const cancel: RowOperation = { ...op('cancel', '取消预约'), call: '/ks/venue/cancel', ask: '取消原因' };
    const { services, onChanged } = setup([cancel]);
    fireEvent.click(buttonNamed('取消预约'));
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    fireEvent.click(buttonNamed('确 定', dialog));
    expect(await screen.findByText('请填写取消原因')).toBeTruthy();
    expect(services.runRecordCall).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: ' 项目延期 ' } });
    fireEvent.click(buttonNamed('确 定', dialog));
    await waitFor(() =>
      expect(services.runRecordCall).toHaveBeenCalledWith('/ks/venue/cancel', { nodeId: 'credit-record-list', id: 'rec-1', version: 3, reason: '项目延期' }),
    );
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    expect(services.runAction).not.toHaveBeenCalled();
  });

  it('提交 asks 确认提交吗？, sends the record with its version and says 提交成功', async () => {
    const { services, onChanged } = setup([op('submit', '提交')]);
    fireEvent.click(buttonNamed('提交'));
    expect(await screen.findByText('确认提交吗？')).toBeTruthy();
    expect(services.runAction).not.toHaveBeenCalled();
    await confirmDialog('确认提交吗？');
    await waitFor(() => expect(services.runAction).toHaveBeenCalledWith('submit', { nodeId: 'credit-record-list', id: 'rec-1', version: 3 }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('审核 → 通过 asks 确认通过吗？ and sends pass true', async () => {
    const { services } = setup([op('audit', '审核')]);
    fireEvent.click(buttonNamed('审核'));
    fireEvent.click(await waitFor(() => buttonNamed('通 过')));
    await confirmDialog('确认通过吗？');
    await waitFor(() =>
      expect(services.runAction).toHaveBeenCalledWith('audit', expect.objectContaining({ id: 'rec-1', version: 3, pass: true })),
    );
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('驳回 needs an audit suggestion (请填写审核建议), then asks 确认驳回吗？ and sends it', async () => {
    const { services } = setup([op('audit', '审核')]);
    fireEvent.click(buttonNamed('审核'));
    fireEvent.click(await waitFor(() => buttonNamed('驳 回')));
    expect(await screen.findByText('请填写审核建议')).toBeTruthy();
    expect(screen.queryByText('确认驳回吗？')).toBeNull();
    expect(services.runAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('审核建议'), { target: { value: '  缺少营业执照  ' } });
    fireEvent.click(buttonNamed('驳 回'));
    await confirmDialog('确认驳回吗？');
    await waitFor(() =>
      expect(services.runAction).toHaveBeenCalledWith('audit', { nodeId: 'credit-record-list', id: 'rec-1', version: 3, pass: false, reason: '缺少营业执照' }),
    );
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('删除 asks for confirmation first', async () => {
    const { services } = setup([op('delete', '删除')]);
    fireEvent.click(buttonNamed('删除'));
    await confirmDialog('确认删除吗？');
    await waitFor(() => expect(services.runAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 'rec-1' })));
  });

  it('a button rests for 1 s after a click, so a double click sends one call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { services } = setup([op('revoke', '撤回')]);
    const button = buttonNamed('撤回') as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(services.runAction).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(services.runAction).toHaveBeenCalledTimes(2);
  });

  it('指派 opens 任务指派 with the server’s candidates; 确定 waits for a choice, then assigns and says 操作成功', async () => {
    const { services, onChanged } = setup([op('assign', '指派')]);
    fireEvent.click(buttonNamed('指派'));
    expect(await screen.findByText('任务指派')).toBeTruthy();
    await waitFor(() => expect(services.fetchAssignees).toHaveBeenCalledWith({ nodeId: 'credit-record-list', id: 'rec-1' }));
    expect(buttonNamed('确定').disabled).toBe(true);
    fireEvent.click(await screen.findByLabelText('第三管理员（admin3）'));
    expect(buttonNamed('确定').disabled).toBe(false);
    fireEvent.click(buttonNamed('确定'));
    await waitFor(() =>
      expect(services.runAction).toHaveBeenCalledWith('assign', { nodeId: 'credit-record-list', id: 'rec-1', version: 3, assigneeId: 'u-admin3' }),
    );
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('任务指派 says when nobody can be chosen, and 关闭 leaves without a call', async () => {
    const services = fakeListServices();
    services.fetchAssignees.mockResolvedValue([]);
    setup([op('assign', '指派')], services);
    fireEvent.click(buttonNamed('指派'));
    expect(await screen.findByText('暂无可指派的审核人')).toBeTruthy();
    expect(buttonNamed('确定').disabled).toBe(true);
    fireEvent.click(buttonNamed('关闭'));
    await waitFor(() => expect(screen.queryByText('暂无可指派的审核人')).toBeNull());
    expect(services.runAction).not.toHaveBeenCalled();
  });

  it('a refused call shows no success message (the API client shows the server message)', async () => {
    const services = fakeListServices();
    services.runAction.mockRejectedValue(new Error('记录当前状态为「待审核」，不能撤回'));
    const { onChanged } = setup([op('revoke', '撤回')], services);
    fireEvent.click(buttonNamed('撤回'));
    await waitFor(() => expect(services.runAction).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('操作成功')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
