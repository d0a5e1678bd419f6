import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditMessage, MessagePage, SystemTodo, TodoListBody, TodoPage, TodoRecord } from '../../../schemas/messages';
import type { MessagesApi } from '../../api/messages';
import { MessageCentreDrawer } from './MessageCentreDrawer';

const todo = (n: number): TodoRecord => ({
  id: `r${n}`,
  kind: 'record',
  gnName: '信用承诺书',
  sbTime: '2026-11-20T08:00:00.000Z',
  businessName: `企业${n}`,
  userName: '华建工程有限公司',
  gnCoding: 'credit-commitment',
  businessId: `r${n}`,
  systemCoding: 'credit_eval',
  opens: 'detail',
});

const message = (over: Partial<AuditMessage> = {}): AuditMessage => ({
  id: 'm1',
  kind: 'record',
  verdict: 'rejected',
  title: '您在「信用记录」提交的记录被驳回',
  gnName: '信用记录',
  businessName: '学校新建工程',
  reason: '证明材料不全',
  auditorName: '平台管理员',
  gnCoding: 'credit-record-list',
  businessId: 'rec-1',
  systemCoding: 'credit_eval',
  opens: 'list',
  createdAt: '2026-11-20T08:00:00.000Z',
  read: false,
  ...over,
});

function fakeApi(options: { systems?: SystemTodo[]; todos?: TodoRecord[]; messages?: AuditMessage[] } = {}) {
  const all = options.todos ?? [];
  const msgs = options.messages ?? [];
  return {
    systems: vi.fn(async () => options.systems ?? [{ systemName: '信用评价管理系统', systemCoding: 'credit_eval', todoCount: all.length }, { systemName: '交易服务系统', systemCoding: 'trade_service', todoCount: 0 }]),
    todos: vi.fn(async (b: TodoListBody): Promise<TodoPage> => {
      const size = b.pageSize ?? 6;
      const mine = b.systemCoding === 'credit_eval' ? all : [];
      return { records: mine.slice(((b.curPage ?? 1) - 1) * size, (b.curPage ?? 1) * size), total: mine.length, curPage: b.curPage ?? 1, pageSize: size };
    }),
    messages: vi.fn(async (): Promise<MessagePage> => ({ records: msgs, total: msgs.length, unreadCount: msgs.filter((m) => !m.read).length, curPage: 1, pageSize: 6 })),
    markRead: vi.fn(async () => ({ marked: 1, unreadCount: 0 })),
  } satisfies MessagesApi;
}

function open(role: 'M' | 'U', api: MessagesApi) {
  const navigate = vi.fn();
  const onClose = vi.fn();
  const onUnread = vi.fn();
  render(
    <App>
      <MessageCentreDrawer open onClose={onClose} role={role} systemCoding="credit_eval" counts={{ todoCount: 150, unreadCount: 1 }} changes={0} api={api} onUnread={onUnread} navigate={navigate} />
    </App>,
  );
  return { navigate, onClose, onUnread };
}

describe('消息中心 drawer', () => {
  afterEach(cleanup);

  it('administrators: each system with its todo count (badge up to 99), 6 todos a page, 5 page buttons', async () => {
    const api = fakeApi({ todos: Array.from({ length: 150 }, (_, i) => todo(i + 1)) });
    open('M', api);
    const panel = await screen.findByTestId('todo-panel');
    expect(within(panel).getByRole('radio', { name: /信用评价管理系统/ })).toBeTruthy();
    // 150 waiting: the system's badge shows 99+
    expect(within(panel).getByText('99+')).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(6));
    expect(api.todos).toHaveBeenCalledWith({ systemCoding: 'credit_eval', curPage: 1, pageSize: 6, sizes: 5 });
    const pager = within(panel).getByRole('navigation', { name: '待办分页' });
    expect(within(pager).getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(pager).getByRole('button', { name: '第 4 页' }));
    expect(await within(panel).findByText(/企业19/)).toBeTruthy();
    expect(within(pager).getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('a todo opens its record and closes the drawer', async () => {
    const { navigate, onClose } = open('M', fakeApi({ todos: [todo(1)] }));
    fireEvent.click(await screen.findByRole('button', { name: /信用承诺书：企业1/ }));
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/dynamicPage/dynamicDetail?id=credit-commitment&recordId=r1');
  });

  it('says 暂无待办 when nothing waits, and 暂无消息 without messages', async () => {
    open('M', fakeApi());
    expect(await screen.findByText('暂无待办')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /消息/ }));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('enterprises see only their messages; opening an unread one marks it read and opens its record', async () => {
    const api = fakeApi({ messages: [message(), message({ id: 'm2', verdict: 'passed', title: '您在「信用记录」提交的记录已审核通过', reason: '', read: true })] });
    const { navigate, onUnread } = open('U', api);
    expect(screen.queryByRole('tab', { name: /待办/ })).toBeNull();
    const panel = await screen.findByTestId('message-panel');
    expect(within(panel).getByText('未读 1 条')).toBeTruthy();
    expect(within(panel).getByText('审核建议：证明材料不全')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: /被驳回/ }));
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith({ ids: ['m1'] }));
    await waitFor(() => expect(onUnread).toHaveBeenCalledWith(0));
    expect(navigate).toHaveBeenCalledWith('/dynamicPage/dynamicIndex?id=credit-record-list');
    // a read one is not marked again
    fireEvent.click(within(panel).getByRole('button', { name: /已审核通过/ }));
    expect(api.markRead).toHaveBeenCalledTimes(1);
  });

  it('全部已读 marks every message', async () => {
    const api = fakeApi({ messages: [message()] });
    open('U', api);
    const all = await screen.findByRole('button', { name: '全部已读' });
    fireEvent.click(all);
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith({ all: true }));
  });

  it('全部已读 ignores the second click of a double click: again only after 800 ms (spec 000 §9)', async () => {
    const api = fakeApi({ messages: [message()] });
    open('U', api);
    const all = await screen.findByRole('button', { name: '全部已读' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(all);
      fireEvent.click(all);
      expect(api.markRead).toHaveBeenCalledTimes(1);
      await act(async () => void vi.advanceTimersByTime(799));
      fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
      expect(api.markRead).toHaveBeenCalledTimes(1);
      await act(async () => void vi.advanceTimersByTime(1));
      fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
      expect(api.markRead).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
