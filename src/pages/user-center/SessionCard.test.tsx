import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTime } from '../../../runtime/core/local-time';
import { SessionCard } from './SessionCard';

const LOGIN = {
  userCode: 'u-enterprise',
  userName: '华建工程有限公司',
  loginRoleType: 'U',
  loginAt: '2026-11-23T00:00:00.000Z',
  expiresAt: '2026-11-23T12:00:00.000Z',
  refreshableUntil: '2026-11-30T00:00:00.000Z',
};

describe('登录状态 card', () => {
  afterEach(cleanup);

  it('shows when the login began and ends, and 延长登录 moves the end', async () => {
    const api = { login: vi.fn(async () => LOGIN), refresh: vi.fn(async () => ({ expiresAt: '2026-11-23T14:00:00.000Z', refreshableUntil: LOGIN.refreshableUntil })) };
    render(<SessionCard api={api} />);
    expect(await screen.findByText(localTime(LOGIN.expiresAt))).toBeTruthy();
    expect(screen.getByText(localTime(LOGIN.loginAt))).toBeTruthy();
    expect(screen.getByText(localTime(LOGIN.refreshableUntil))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '延长登录' }));
    expect(await screen.findByText(`登录有效期已延长至 ${localTime('2026-11-23T14:00:00.000Z')}`)).toBeTruthy();
    expect(screen.getByText(localTime('2026-11-23T14:00:00.000Z'), { selector: 'td, span' })).toBeTruthy();
  });

  it('shows the refusal at the limit, and offers no extension once there', async () => {
    const api = { login: vi.fn(async () => ({ ...LOGIN, expiresAt: LOGIN.refreshableUntil })), refresh: vi.fn() };
    render(<SessionCard api={api} />);
    await screen.findAllByText(localTime(LOGIN.refreshableUntil));
    expect((screen.getByRole('button', { name: '延长登录' }) as HTMLButtonElement).disabled).toBe(true);
    const refused = { login: vi.fn(async () => LOGIN), refresh: vi.fn(async () => Promise.reject(new Error('登录已达最长有效期（7天），请保存工作后重新登录'))) };
    cleanup();
    render(<SessionCard api={refused} />);
    await screen.findByText(localTime(LOGIN.expiresAt));
    fireEvent.click(screen.getByRole('button', { name: '延长登录' }));
    expect(await screen.findByText('登录已达最长有效期（7天），请保存工作后重新登录')).toBeTruthy();
  });
});
