import { Type } from '@sinclair/typebox';
import {
  MarkReadAnswer,
  MarkReadBody,
  MessageCounts,
  MessageListBody,
  MessagePage,
  StreamQuery,
  StreamTicket,
  StreamTicketBody,
  STREAM_TICKET_SECONDS,
  SystemTodo,
  TodoListBody,
  TodoPage,
} from '../../../schemas/messages';
import type { ApiApp, AppContext } from '../../context';
import { bearerTokenHash, caller, readSession, type SessionUser } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { ApiError } from '../../errors';
import { listMessages, markRead, ownerAudience, unreadCount } from '../../messages/service';
import { systemTodos, todoList, todoTotal } from '../../messages/todos';
import { issueTicket, OpenStreams, redeemTicket, serveStream } from '../../messages/stream';

const BAD_TICKET = '消息推送凭证无效或已过期，请重新连接';

/** 消息中心 (docs/shell.md "消息中心"): todos, audit messages, the bell's counts and its live stream. */
export default function messageRoutes(app: ApiApp, ctx: AppContext): void {
  const counts = async (user: SessionUser) => {
    const [unread, todo] = await Promise.all([unreadCount(ctx.db, user), todoTotal(ctx.db, user)]);
    return { unreadCount: unread, todoCount: todo };
  };
  const streams = new OpenStreams(ctx.db);
  // Open streams never finish by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/ks/notification/v1/audit/system-list',
    { config: { access: 'user' }, schema: { tags: ['messages'], summary: '消息中心的系统列表，每个系统的待办数（待本人审核的记录与变更）', response: responses(Type.Array(SystemTodo)) } },
    async (request) => ok(await systemTodos(ctx.db, caller(request))),
  );

  app.post(
    '/ks/notification/v1/audit/todo-list',
    { config: { access: 'user' }, schema: { tags: ['messages'], summary: '一个系统的待办（新提交的在前，默认每页 6 条）', body: TodoListBody, response: responses(TodoPage) } },
    async (request) => ok(await todoList(ctx.db, caller(request), request.body)),
  );

  app.post(
    '/ks/message/v1/audit/rejected-msg',
    {
      config: { access: 'user' },
      schema: { tags: ['messages'], summary: '本人（本企业）的审核消息：记录与变更的通过或驳回，新到旧，含未读数', body: MessageListBody, response: responses(MessagePage) },
    },
    async (request) => ok(await listMessages(ctx.db, caller(request), request.body)),
  );

  app.post(
    '/ks/message/v1/audit/read',
    { config: { access: 'user' }, schema: { tags: ['messages'], summary: '标记消息已读（ids 或 all）', body: MarkReadBody, response: responses(MarkReadAnswer) } },
    async (request) => {
      const user = caller(request);
      const result = await markRead(ctx.db, user, request.body);
      // the user's other tabs and their enterprise's other users see the badge fall
      if (result.marked > 0) ctx.bus.publish({ audience: ownerAudience({ enterpriseId: user.enterpriseId, ownerUserId: user.id }), reason: 'read' });
      return ok(result, '操作成功');
    },
  );

  app.get(
    '/ks/message/v1/unread-count',
    { config: { access: 'user' }, schema: { tags: ['messages'], summary: '铃铛的数字：未读消息数与待办数', response: responses(MessageCounts) } },
    async (request) => ok(await counts(caller(request))),
  );

  app.post(
    '/ks/message/v1/stream-ticket',
    {
      config: { access: 'user' },
      schema: { tags: ['messages'], summary: `消息推送凭证：一次性，${STREAM_TICKET_SECONDS} 秒内用于打开 GET /ks/message/v1/stream`, body: StreamTicketBody, response: responses(StreamTicket) },
    },
    async (request) => {
      caller(request);
      const tokenHash = bearerTokenHash(request);
      if (!tokenHash) throw new ApiError('unauthenticated', '未登录');
      return ok({ ticket: await issueTicket(ctx.db, tokenHash), expiresInSeconds: STREAM_TICKET_SECONDS });
    },
  );

  app.get(
    '/ks/message/v1/stream',
    {
      // EventSource sends no Authorization header: the one-time ticket stands for the session
      config: { access: 'public' },
      schema: { tags: ['messages'], summary: '消息推送（Server-Sent Events）：counts 事件携带未读数与待办数；ticket 来自 stream-ticket', querystring: StreamQuery },
    },
    async (request, reply) => {
      const tokenHash = request.query.ticket ? await redeemTicket(ctx.db, request.query.ticket) : null;
      if (!tokenHash) throw new ApiError('unauthenticated', BAD_TICKET);
      await readSession(ctx.db, ctx.dialect, request, tokenHash, 'user');
      serveStream({ bus: ctx.bus, counts }, streams, reply, caller(request), tokenHash);
    },
  );
}
