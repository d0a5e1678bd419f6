import type { MarkReadBody, MessageCounts, MessageListBody, MessagePage, SystemTodo, TodoListBody, TodoPage } from '../../schemas/messages';
import { get, post } from './client';

/**
 * 消息中心's calls (docs/shell.md "消息中心"). The bell's own calls run in the background and are
 * quiet: a failed count leaves the badge as it was rather than opening a dialog.
 */
export const messagesApi = {
  systems: () => get<SystemTodo[]>('/ks/notification/v1/audit/system-list'),
  todos: (body: TodoListBody) => post<TodoPage>('/ks/notification/v1/audit/todo-list', body),
  messages: (body: MessageListBody) => post<MessagePage>('/ks/message/v1/audit/rejected-msg', body),
  markRead: (body: MarkReadBody) => post<{ marked: number; unreadCount: number }>('/ks/message/v1/audit/read', body),
  counts: () => get<MessageCounts>('/ks/message/v1/unread-count', { quiet: true }),
  streamTicket: () => post<{ ticket: string; expiresInSeconds: number }>('/ks/message/v1/stream-ticket', {}, { quiet: true }).then((t) => t.ticket),
};

/** What the drawer calls (a test hands in its own). */
export type MessagesApi = Pick<typeof messagesApi, 'systems' | 'todos' | 'messages' | 'markRead'>;
