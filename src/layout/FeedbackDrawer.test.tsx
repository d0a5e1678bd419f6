import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDrawer, feedbackItems } from './FeedbackDrawer';

const buttonNamed = (name: string) => screen.getAllByRole('button').find((b) => (b.textContent ?? '').replace(/\s+/g, '') === name)!;

function open(send = vi.fn(async () => null)) {
  const onClose = vi.fn();
  render(
    <App>
      <FeedbackDrawer open onClose={onClose} send={send} />
    </App>,
  );
  return { send, onClose };
}

describe('意见反馈 drawer', () => {
  afterEach(cleanup);

  it('labels the five scores and lists both questionnaires', () => {
    open();
    for (const [i, label] of ['不满意', '一般般', '还可以', '完美', '非常完美'].entries()) expect(screen.getByText(`${i + 1} 分：${label}`)).toBeTruthy();
    expect(screen.getByRole('group', { name: /产品质量/ }).querySelectorAll('input[type=checkbox]')).toHaveLength(5);
    expect(screen.getByRole('group', { name: /服务质量/ }).querySelectorAll('input[type=checkbox]')).toHaveLength(10);
  });

  it('is sent only with text; then thanks, clears the text and closes 800 ms later', async () => {
    const { send, onClose } = open();
    fireEvent.click(buttonNamed('提交'));
    expect(await screen.findByText('请填写意见后再提交')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('radio')[3]);
    expect(await screen.findByText('完美', { selector: '[aria-live]' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '操作便捷' }));
    fireEvent.change(screen.getByLabelText('意见与建议'), { target: { value: ' 希望增加批量导入 ' } });
    const timeout = vi.spyOn(window, 'setTimeout');
    fireEvent.click(buttonNamed('提交'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(feedbackItems(4, ['操作便捷'], [], '希望增加批量导入')));
    expect(await screen.findByText('感谢您的反馈！')).toBeTruthy();
    expect((screen.getByLabelText('意见与建议') as HTMLTextAreaElement).value).toBe('');
    // the drawer closes by a timer of 800 ms set after the thanks, not at once
    expect(onClose).not.toHaveBeenCalled();
    const closing = timeout.mock.calls.find(([, ms]) => ms === 800);
    expect(closing).toBeTruthy();
    timeout.mockRestore();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('keeps what the user wrote when the send fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('网络错误');
    });
    const { onClose } = open(send);
    fireEvent.change(screen.getByLabelText('意见与建议'), { target: { value: '意见' } });
    fireEvent.click(buttonNamed('提交'));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect((screen.getByLabelText('意见与建议') as HTMLTextAreaElement).value).toBe('意见');
    expect(onClose).not.toHaveBeenCalled();
  });
});
