import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../../schemas/theme';
import { UserMenu } from './UserMenu';

const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../app/logout', () => ({ logoutAndLeave: logout }));

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show(load: () => Promise<MenuEntry[]>, showUserCenter = true) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <UserMenu user={{ userName: '系统管理员' } as never} load={load} showUserCenter={showUserCenter} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: '用户菜单：系统管理员' }));
}

const labels = () => screen.getAllByRole('menuitem').map((m) => m.textContent);

describe('the user-name dropdown', () => {
  afterEach(() => {
    cleanup();
    logout.mockClear();
  });

  it('shows the entries the server sends, in its order, and opens their pages', async () => {
    show(async () => [
      { key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter' },
      { key: 'jumpNoticeCfg', label: '通知配置', path: '/system/jumpNoticeCfg' },
      { key: 'logout', label: '退出登录', path: '' },
    ]);
    await waitFor(() => expect(labels()).toEqual(['用户中心', '通知配置', '退出登录']));
    fireEvent.click(screen.getByRole('menuitem', { name: /通知配置/ }));
    expect(screen.getByTestId('where').textContent).toBe('/system/jumpNoticeCfg');
  });

  it('always offers 退出登录, even when the list lacks it or cannot be read', async () => {
    show(async () => [{ key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter' }]);
    await waitFor(() => expect(labels()).toEqual(['用户中心', '退出登录']));
    fireEvent.click(screen.getByRole('menuitem', { name: /退出登录/ }));
    expect(logout).toHaveBeenCalledTimes(1);
    cleanup();
    show(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(labels()).toEqual(['用户中心', '退出登录']));
  });

  it('leaves 用户中心 out where the page asks (the system chooser)', async () => {
    show(async () => [
      { key: 'userCenter', label: '用户中心', path: '/userCenter/uCenter' },
      { key: 'logout', label: '退出登录', path: '' },
    ], false);
    await waitFor(() => expect(labels()).toEqual(['退出登录']));
  });
});
