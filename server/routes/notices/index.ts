import { Type } from '@sinclair/typebox';
import { Notice, NOTICE_MESSAGES, NoticeIdBody, NoticeListBody, NoticePage, NoticeReadAnswer, NoticeSaveBody, SavedNotice } from '../../../schemas/notices';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { activeNotices, deleteNotice, listNotices, loginNotices, markNoticeRead, saveNotice } from '../../notices/service';

/**
 * 通知 (spec 002 "Notice component", docs/shell.md "通知"): administrators publish (通知配置), every
 * logged-in user gets what is active for them and not yet confirmed, and confirms by msgId (the
 * spec does not show that path; this one is ours). The login page reads its important notices.
 */
export default function noticeRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['notices'];
  app.post(
    '/ks/message/v1/notice/list',
    { config: { access: ['M'] }, schema: { tags, summary: '通知配置：通知列表（新到旧，含已读人数）', body: NoticeListBody, response: responses(NoticePage) } },
    async (request) => ok(await listNotices(ctx.db, request.body)),
  );
  app.post(
    '/ks/message/v1/notice/save',
    {
      config: { access: ['M'], globalSetting: true },
      schema: { tags, summary: '通知配置：新建或修改通知（正文保存时清理 HTML）', body: NoticeSaveBody, response: responses(SavedNotice) },
    },
    async (request) => ok({ msgId: await saveNotice(ctx.db, caller(request), request.body) }, NOTICE_MESSAGES.saved),
  );
  app.post(
    '/ks/message/v1/notice/delete',
    { config: { access: ['M'], globalSetting: true }, schema: { tags, summary: '通知配置：删除通知及其已读记录', body: NoticeIdBody, response: responses(Type.Null()) } },
    async (request) => {
      await deleteNotice(ctx.db, caller(request), request.body.msgId);
      return ok(null, NOTICE_MESSAGES.deleted);
    },
  );
  app.get(
    '/ks/message/v1/notice/active',
    { config: { access: 'user' }, schema: { tags, summary: '当前用户待看的通知（有效期内、面向其角色、尚未确认）', response: responses(Type.Array(Notice)) } },
    async (request) => ok(await activeNotices(ctx.db, caller(request))),
  );
  app.post(
    '/ks/message/v1/notice/read',
    {
      config: { access: 'user' },
      schema: { tags, summary: '标记通知已读（msgId；-99 为前端本地通知，不记录）', body: NoticeIdBody, response: responses(NoticeReadAnswer) },
    },
    async (request) => ok({ first: await markNoticeRead(ctx.db, caller(request), request.body.msgId) }, NOTICE_MESSAGES.read),
  );
  app.get(
    '/ks/message/v1/notice/login',
    { config: { access: 'public' }, schema: { tags, summary: '登录页重要通知（有效期内，无需登录）', response: responses(Type.Array(Notice)) } },
    async () => ok(await loginNotices(ctx.db)),
  );
}
