import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from 'antd';
import { localTime } from '../../runtime/core/local-time';
import { SessionReminder, type ReminderApi } from './SessionReminder';

const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

function renderReminder(api: ReminderApi) {
  return render(
    <App>
      <SessionReminder api={api} />
    </App>,
  );
}

describe('the session reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('5 minutes before the end asks again, shows 登录即将过期 and extends the login on 延长登录', async () => {
    const end = Date.now() + 7 * MINUTE;
    const state = { loggedIn: true, expiresAt: at(end), refreshableUntil: at(end + 7 * 24 * 60 * MINUTE) };
    const api = { check: vi.fn(async () => state), refresh: vi.fn(async () => ({ expiresAt: at(end + 60 * MINUTE), refreshableUntil: state.refreshableUntil })) };
    renderReminder(api);
    await act(async () => vi.advanceTimersByTimeAsync(MINUTE));
    expect(screen.queryByText('登录即将过期')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(MINUTE + 1000));
    expect(await screen.findByText('登录即将过期')).toBeTruthy();
    expect(api.check).toHaveBeenCalledTimes(2);
    expect(screen.getByText(`您的登录将于 ${localTime(state.expiresAt)} 过期，如需继续使用，请延长登录。`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '延长登录' }));
    expect(await screen.findByText('登录有效期已延长')).toBeTruthy();
    expect(screen.getByText(`有效期至 ${localTime(at(end + 60 * MINUTE))}`)).toBeTruthy();
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the login was extended elsewhere meanwhile, and waits for the new end', async () => {
    const end = Date.now() + 6 * MINUTE;
    const api = {
      check: vi.fn(async () => ({ loggedIn: true, expiresAt: at(end), refreshableUntil: at(end + 60 * MINUTE) })),
      refresh: vi.fn(),
    };
    renderReminder(api);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    api.check.mockResolvedValue({ loggedIn: true, expiresAt: at(end + 60 * MINUTE), refreshableUntil: at(end + 120 * MINUTE) });
    await act(async () => vi.advanceTimersByTimeAsync(MINUTE + 1000));
    expect(api.check).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('登录即将过期')).toBeNull();
  });

  it('at the longest login offers no extension', async () => {
    const end = Date.now() + 4 * MINUTE;
    const api = { check: vi.fn(async () => ({ loggedIn: true, expiresAt: at(end), refreshableUntil: at(end) })), refresh: vi.fn() };
    renderReminder(api);
    expect(await screen.findByText(`您的登录将于 ${localTime(at(end))} 过期，已达最长有效期，请保存工作后重新登录。`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '延长登录' })).toBeNull();
  });
});
