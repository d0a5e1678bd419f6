import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION, LeaveGuard } from './LeaveGuard';

const modal = vi.hoisted(() => ({ confirm: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('../app/feedback', () => ({ feedback: { modal: () => modal, message: () => ({}) } }));

type Asked = { title: string; okText: string; cancelText: string; onOk: () => void; onCancel: () => void };

function openForm(dirty: () => boolean, onLeave?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <div>表单页<LeaveGuard dirty={dirty} onLeave={onLeave} /></div> },
      { path: '/other', element: <div>别的页</div> },
      { path: '/home', element: <div>首页</div> },
      { path: '/login', element: <div>登录页</div> },
    ],
    { initialEntries: ['/home', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeaveGuard (issue 47 point 4)', () => {
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('with unsaved changes another page asks first: 留在本页 stays, 离开 goes', async () => {
    const router = openForm(() => true);
    await act(() => router.navigate('/other'));
    expect(modal.confirm).toHaveBeenCalledTimes(1);
    const asked = modal.confirm.mock.calls[0][0] as Asked;
    expect([asked.title, asked.okText, asked.cancelText]).toEqual([LEAVE_QUESTION.title, '离开', '留在本页']);
    act(() => asked.onCancel());
    expect(screen.getByText('表单页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');

    await act(() => router.navigate(-1));
    expect(modal.confirm).toHaveBeenCalledTimes(2);
    act(() => (modal.confirm.mock.calls[1][0] as Asked).onOk());
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('离开 gives up what was typed (the page drops its kept draft), 留在本页 does not', async () => {
    const onLeave = vi.fn();
    const router = openForm(() => true, onLeave);
    await act(() => router.navigate('/other'));
    act(() => (modal.confirm.mock.calls[0][0] as Asked).onCancel());
    expect(onLeave).not.toHaveBeenCalled();
    await act(() => router.navigate('/other'));
    act(() => (modal.confirm.mock.calls[1][0] as Asked).onOk());
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('别的页')).toBeTruthy();
  });

  it('nothing unsaved (or just saved): leaving does not ask', async () => {
    const router = openForm(() => false);
    await act(() => router.navigate('/other'));
    expect(modal.confirm).not.toHaveBeenCalled();
    expect(screen.getByText('别的页')).toBeTruthy();
  });

  it('a session that ends goes to the login page without asking', async () => {
    const router = openForm(() => true);
    await act(() => router.navigate('/login'));
    expect(modal.confirm).not.toHaveBeenCalled();
    expect(screen.getByText('登录页')).toBeTruthy();
  });

  it('closing or reloading the tab asks through beforeunload only while something is unsaved', () => {
    let unsaved = true;
    openForm(() => unsaved);
    const leave = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(leave()).toBe(true);
    unsaved = false;
    expect(leave()).toBe(false);
  });
});
