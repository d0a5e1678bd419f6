import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../schemas/notices';
import { confirmNotice, splitNotices } from './notice-confirm';
import { NoticeDialog } from './NoticeDialog';
import { NoticeBanner, textOf } from './NoticeBanner';

const notice = (extra: Partial<Notice> = {}): Notice => ({ msgId: 7, title: '系统维护通知', msg: '<p>今晚<b>维护</b></p>', url: '', urlName: '', type: 2, show: true, ...extra });

describe('通知 in the shell', () => {
  afterEach(cleanup);

  it('marks a confirmed notice read by its msgId, but -99 only closes', async () => {
    const markRead = vi.fn(async () => ({ first: true }));
    await confirmNotice({ msgId: 7 }, markRead);
    expect(markRead).toHaveBeenCalledWith(7);
    markRead.mockClear();
    await confirmNotice({ msgId: -99 }, markRead);
    expect(markRead).not.toHaveBeenCalled();
  });

  it('splits banners from dialogs and leaves out what is not to be shown', () => {
    const split = splitNotices([notice({ msgId: 1, type: 1 }), notice({ msgId: 2 }), notice({ msgId: 3, show: false })]);
    expect([split.banner.map((n) => n.msgId), split.dialogs.map((n) => n.msgId)]).toEqual([[1], [2]]);
  });

  it('shows a type-2 notice with its sanitised body, attachment link and 我知道了', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(
      <App>
        <NoticeDialog notice={notice({ msg: '<p>请<b>注意</b><img src=x onerror="alert(1)"></p>', url: '/ks/file/signed/f1?u=1&e=1&s=x', urlName: '维护方案.pdf' })} onConfirm={onConfirm} />
      </App>,
    );
    expect(await screen.findByText('系统维护通知')).toBeTruthy();
    const body = screen.getByTestId('notice-dialog-body');
    expect(body.innerHTML).toContain('<b>注意</b>');
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: '维护方案.pdf' }).getAttribute('href')).toBe('/ks/file/signed/f1?u=1&e=1&s=x');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
  });

  it('scrolls type-1 notices as plain text and closes the banner', () => {
    const onClose = vi.fn();
    render(<NoticeBanner notices={[notice({ type: 1, msg: '<p>系统将于<b>今晚</b>升级</p>' })]} onClose={onClose} />);
    expect(screen.getByRole('region', { name: '系统通知' }).textContent).toContain('系统维护通知：系统将于今晚升级');
    fireEvent.click(screen.getByRole('button', { name: '关闭通知横幅' }));
    expect(onClose).toHaveBeenCalled();
    expect(textOf('<p>a</p>\n<p>b</p>')).toBe('a b');
  });
});
