import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../schemas/notices';
import { getItem } from '../../session/storage';
import { DISMISSED_KEY, ImportantNotice, OPEN_KEY } from './ImportantNotice';
// Loaded here too, so the box's own lazy import of the sanitiser is answered at once.
import '../../../runtime/core/sanitize';

const notices: Notice[] = [{ msgId: 5, title: '系统升级公告', msg: '<p>本周六停机</p>', url: '', urlName: '', type: 2, show: true }];

describe('登录页重要通知', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores its open or closed state: 收起 leaves a 重要通知 button that opens it again', async () => {
    render(<ImportantNotice load={async () => notices} />);
    expect(await screen.findByText('系统升级公告')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /收\s*起/ }));
    expect(getItem<boolean>(OPEN_KEY)).toBe(false);
    expect(screen.queryByText('系统升级公告')).toBeNull();
    cleanup();
    render(<ImportantNotice load={async () => notices} />);
    fireEvent.click(await screen.findByRole('button', { name: /重要通知/ }));
    expect(screen.getByText('本周六停机')).toBeTruthy();
    expect(getItem<boolean>(OPEN_KEY)).toBe(true);
  });

  it('shows a notice sanitised: no script, no event handler', async () => {
    const unsafe: Notice = { ...notices[0], msgId: 7, title: '带脚本的公告', msg: '<p>正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' };
    const { container } = render(<ImportantNotice load={async () => [unsafe]} />);
    expect(await screen.findByText('正文')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|alert/);
  });

  it('不再提示 stores the close for these notices; a newer notice shows again', async () => {
    render(<ImportantNotice load={async () => notices} />);
    fireEvent.click(await screen.findByRole('button', { name: '不再提示' }));
    expect(getItem<number[]>(DISMISSED_KEY, 'local')).toEqual([5]);
    cleanup();
    const load = vi.fn(async () => notices);
    render(<ImportantNotice load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByText('系统升级公告')).toBeNull();
    cleanup();
    render(<ImportantNotice load={async () => [...notices, { ...notices[0], msgId: 6, title: '新的公告' }]} />);
    expect(await screen.findByText('新的公告')).toBeTruthy();
    expect(screen.queryByText('系统升级公告')).toBeNull();
  });
});
