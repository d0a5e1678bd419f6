import { Type, type Static } from '@sinclair/typebox';
import { pagingFields, pageOf } from './paging';

/**
 * 消息中心 (spec 000 §2 header, §7 "Shell features"; spec 002 §2 "System message panel", §7
 * "Notifications"): the calls' shapes and limits, once for the server and the shell.
 * docs/shell.md "消息中心" tells the story.
 */

/** The bell's badge shows at most this (spec 000 §2). */
export const BELL_OVERFLOW = 999;
/** A system's todo badge shows at most this (spec 002 §9). */
export const TODO_OVERFLOW = 99;
/** The todo pager (spec 002 §9): 6 a page, 5 page buttons. */
export const TODO_PAGE_SIZE = 6;
export const TODO_PAGE_BUTTONS = 5;

export const MESSAGE_TEXT = {
  noTodo: '暂无待办',
  noMessage: '暂无消息',
  allRead: '全部已读',
} as const;

/** One system of the panel's selector (spec 002 §3 "System"). */
export const SystemTodo = Type.Object({ systemName: Type.String(), systemCoding: Type.String(), todoCount: Type.Integer() });
export type SystemTodo = Static<typeof SystemTodo>;

// A pure IIFE: a browser page that imports this file for its constants drops the whole schema
// (a bare top-level spread or .map would keep it, and TypeBox with it; docs/performance/bundle.md).
export const TodoListBody = /* @__PURE__ */ (() =>
  Type.Object(
    {
      systemCoding: Type.String({ minLength: 1, maxLength: 64 }),
      ...pagingFields(50),
      // the spec's body names it without saying what it holds: the pager's button count, accepted and unused
      sizes: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    },
    { additionalProperties: false },
  ))();
export type TodoListBody = Static<typeof TodoListBody>;

/**
 * One todo (spec 002 §3 "Message record": id, gnName, sbTime, businessName, userName) and where it
 * opens: `kind` record (a submitted record) or change (a submitted change request); `gnCoding` the
 * node, `businessId` the record, `opens` the page kind of the node (a form opens the record's
 * detail page, a list its list page).
 */
export const TodoRecord = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('record'), Type.Literal('change')]),
  gnName: Type.String(),
  sbTime: Type.String(),
  businessName: Type.String(),
  userName: Type.String(),
  gnCoding: Type.String(),
  businessId: Type.String(),
  systemCoding: Type.String(),
  opens: Type.Union([Type.Literal('detail'), Type.Literal('list')]),
});
export type TodoRecord = Static<typeof TodoRecord>;
export const TodoPage = pageOf(TodoRecord);
export type TodoPage = Static<typeof TodoPage>;

/** What an audit told the record's owner (POST /ks/message/v1/audit/rejected-msg). */
export const AuditMessage = Type.Object({
  id: Type.String(),
  /** notice: not an audit — a notice that files were uploaded (评审文件, docs/bidding.md "评审文件"), opening the project's review */
  kind: Type.Union([Type.Literal('record'), Type.Literal('change'), Type.Literal('notice')]),
  verdict: Type.Union([Type.Literal('passed'), Type.Literal('rejected'), Type.Literal('notice')]),
  title: Type.String(),
  gnName: Type.String(),
  businessName: Type.String(),
  reason: Type.String(),
  auditorName: Type.String(),
  gnCoding: Type.String(),
  businessId: Type.String(),
  systemCoding: Type.String(),
  opens: Type.Union([Type.Literal('detail'), Type.Literal('list')]),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type AuditMessage = Static<typeof AuditMessage>;

// A pure IIFE: a browser page that imports this file for its constants drops the whole schema
// (a bare top-level spread or .map would keep it, and TypeBox with it; docs/performance/bundle.md).
export const MessageListBody = /* @__PURE__ */ (() =>
  Type.Object(
    {
      ...pagingFields(50),
      unreadOnly: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ))();
export type MessageListBody = Static<typeof MessageListBody>;
export const MessagePage = Type.Object({ records: Type.Array(AuditMessage), total: Type.Integer(), unreadCount: Type.Integer(), curPage: Type.Integer(), pageSize: Type.Integer() });
export type MessagePage = Static<typeof MessagePage>;

/** Marks the caller's messages read: the listed ones, or every one with `all`. */
export const MarkReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 100 })), all: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type MarkReadBody = Static<typeof MarkReadBody>;
/** What marking read did: how many were marked, and the unread count after it. */
export const MarkReadAnswer = Type.Object({ marked: Type.Integer(), unreadCount: Type.Integer() });
export type MarkReadAnswer = Static<typeof MarkReadAnswer>;

/** The bell's numbers: unread messages and todos awaiting the caller. */
export const MessageCounts = Type.Object({ unreadCount: Type.Integer(), todoCount: Type.Integer() });
export type MessageCounts = Static<typeof MessageCounts>;

/** A stream ticket is asked for with no body or `{}`. */
export const StreamTicketBody = Type.Optional(Type.Object({}, { additionalProperties: false }));
export const StreamTicket = Type.Object({ ticket: Type.String(), expiresInSeconds: Type.Integer() });
export const StreamQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false });

/** How long a stream ticket may wait before it is used (once). */
export const STREAM_TICKET_SECONDS = 30;
/** The SSE `retry:` the server sends: how soon a browser reconnects a dropped stream. */
export const STREAM_RETRY_MS = 3000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 15_000;

/** The bell's number: everything waiting for the caller. */
export const bellCount = (c: MessageCounts): number => c.unreadCount + c.todoCount;

/** The title of an audit message as the list shows it. */
export function messageTitle(m: Pick<AuditMessage, 'kind' | 'verdict' | 'gnName'>): string {
  if (m.kind === 'notice') return `「${m.gnName}」的评审文件已上传`;
  const what = m.kind === 'change' ? '变更申请' : '记录';
  return `您在「${m.gnName}」提交的${what}${m.verdict === 'passed' ? '已审核通过' : '被驳回'}`;
}

/** Where a todo or a message opens: the record's detail page, its list, or its change rounds. */
export function messageTarget(m: Pick<TodoRecord, 'gnCoding' | 'businessId' | 'systemCoding' | 'opens'> & { kind: AuditMessage['kind'] }): string {
  if (m.kind === 'notice') return `/bidZj/KbZj?${new URLSearchParams({ xmId: m.businessId }).toString()}`;
  if (m.kind === 'change') {
    return `/applyDetail?${new URLSearchParams({ businessId: m.businessId, gnCoding: m.gnCoding, systemCoding: m.systemCoding }).toString()}`;
  }
  if (m.opens === 'detail') return `/dynamicPage/dynamicDetail?${new URLSearchParams({ id: m.gnCoding, recordId: m.businessId }).toString()}`;
  return `/dynamicPage/dynamicIndex?${new URLSearchParams({ id: m.gnCoding }).toString()}`;
}
