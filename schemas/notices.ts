import { Type, type Static } from '@sinclair/typebox';
import { pagingFields, pageOf } from './paging';

/**
 * 通知 (spec 002 "Notice component", spec 000 §2 screen 7 and the header's 通知配置): what an
 * administrator publishes and how the shell shows it, once for the server and the client.
 * docs/shell.md "通知" tells the story.
 */

/** 1: a scrolling banner under the header; 2: a dialog with 我知道了. */
export const NOTICE_TYPES = [
  { value: 1, label: '滚动横幅' },
  { value: 2, label: '弹窗' },
] as const;
export type NoticeType = 1 | 2;

/**
 * Who sees a notice: every logged-in user, one role, or the login page's important-notice box
 * (shown before login, so to everyone who opens the login page).
 */
export const NOTICE_AUDIENCES = [
  { value: 'all', label: '全部登录用户' },
  { value: 'U', label: '企业用户' },
  { value: 'M', label: '管理员' },
  { value: 'D', label: '开发人员' },
  { value: 'login', label: '登录页重要通知' },
] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number]['value'];

/** The msgId of a notice the client makes itself: 我知道了 only closes it, nothing is marked read (spec 002). */
export const LOCAL_NOTICE_ID = -99;

export const NOTICE_MESSAGES = {
  saved: '通知已保存',
  deleted: '通知已删除',
  read: '已标记为已读',
  notFound: '通知不存在',
  localId: '本地通知无需标记已读',
  period: '结束时间不能早于开始时间',
  emptyBody: '请填写通知内容',
  attachment: '附件不存在或不是 PDF、图片',
} as const;

/** A notice as the shell shows it (spec 002 "Notice": msgId, title, msg, url, urlName, type, show). */
export const Notice = Type.Object({
  msgId: Type.Integer(),
  title: Type.String(),
  /** sanitised HTML */
  msg: Type.String(),
  url: Type.String(),
  urlName: Type.String(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  show: Type.Boolean(),
});
export type Notice = Static<typeof Notice>;

/** An ISO 8601 instant with its zone (the form sends `toISOString()`); stored normalised to UTC. */
const When = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 });

/** What the 通知配置 form sends: without msgId a new notice, with one an edit. */
// A pure IIFE: a browser page that imports this file for its constants drops the whole schema
// (a bare top-level spread or .map would keep it, and TypeBox with it; docs/performance/bundle.md).
export const NoticeSaveBody = /* @__PURE__ */ (() =>
  Type.Object(
    {
      msgId: Type.Optional(Type.Integer({ minimum: 1 })),
      title: Type.String({ minLength: 1, maxLength: 100 }),
      msg: Type.String({ maxLength: 20000 }),
      type: Type.Union([Type.Literal(1), Type.Literal(2)]),
      audience: Type.Union(NOTICE_AUDIENCES.map((a) => Type.Literal(a.value))),
      startAt: When,
      endAt: When,
      /** an uploaded file (POST /ks/file/upload): a PDF or an image */
      fileId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
      urlName: Type.Optional(Type.String({ maxLength: 100 })),
    },
    { additionalProperties: false },
  ))();
export type NoticeSaveBody = Static<typeof NoticeSaveBody>;

export const NoticeIdBody = Type.Object({ msgId: Type.Integer() }, { additionalProperties: false });
export type NoticeIdBody = Static<typeof NoticeIdBody>;
/** The answer of a save: the notice's id. */
export const SavedNotice = Type.Object({ msgId: Type.Integer() });
export type SavedNotice = Static<typeof SavedNotice>;
/** The answer of marking a notice read: whether this was the first time. */
export const NoticeReadAnswer = Type.Object({ first: Type.Boolean() });
export type NoticeReadAnswer = Static<typeof NoticeReadAnswer>;

// A pure IIFE: a browser page that imports this file for its constants drops the whole schema
// (a bare top-level spread or .map would keep it, and TypeBox with it; docs/performance/bundle.md).
export const NoticeListBody = /* @__PURE__ */ (() =>
  Type.Object(
    {
      ...pagingFields(),
    },
    { additionalProperties: false },
  ))();
export type NoticeListBody = Static<typeof NoticeListBody>;

/** A row of the 通知配置 list. */
export const NoticeRow = Type.Object({
  msgId: Type.Integer(),
  title: Type.String(),
  msg: Type.String(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  audience: Type.String(),
  startAt: Type.String(),
  endAt: Type.String(),
  fileId: Type.Union([Type.String(), Type.Null()]),
  urlName: Type.String(),
  publisher: Type.String(),
  readCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type NoticeRow = Static<typeof NoticeRow>;
export const NoticePage = pageOf(NoticeRow);

/** The first problem of a notice about to be saved, or null (the form asks first, the server again). */
export function noticeProblem(n: Pick<NoticeSaveBody, 'msg' | 'startAt' | 'endAt'>): string | null {
  if (n.msg.replace(/<[^>]*>/g, '').trim() === '' && !/<(img|video)\b/i.test(n.msg)) return NOTICE_MESSAGES.emptyBody;
  if (Date.parse(n.endAt) < Date.parse(n.startAt)) return NOTICE_MESSAGES.period;
  return null;
}

/** Whether a notice of `audience` is for a logged-in user of `role` (the login box is not). */
export function noticeIsFor(audience: string, role: string): boolean {
  return audience === 'all' || audience === role;
}
