import type { FastifyRequest } from 'fastify';
import { ResponseCode } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { addServedRoutes } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { ServedRow } from '../../db/repos/catalogue';
import type { CatalogueService } from '../../catalogue/service';
import { runCall } from '../../catalogue/run-call';
import { AnswerCache, isPortalPath } from '../../portal/guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue row a dispatched request names (null: none, answered 404). */
    catalogueRow: ServedRow | null;
  }
}

const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The call catalogue's dispatcher (docs/api.md "Business-call catalogue"): one wildcard route per
 * method under /ks, which Fastify tries after every route of the engine. It finds the request's
 * row by method + path in this instance's copy of all systems' rows; the row's access rule is the
 * request's (`accessOf`: the remembered-session fast path and the access layer's 401/403 apply as
 * on any route); a path no row names answers the 404 of an unknown call, before its body is read.
 */
export default function dispatcherRoutes(app: ApiApp, ctx: AppContext, catalogue: CatalogueService): void {
  app.decorateRequest('catalogueRow', null);
  // The portal's public rows (trade announcements…) answer every visitor the same: reused briefly.
  const portalAnswers = new AnswerCache();
  addServedRoutes(app, () => catalogue.index.all().map((r) => ({ method: r.call.method, url: r.call.path, access: r.call.access })));

  const accessOf = (request: FastifyRequest) => {
    const row = catalogue.index.find(request.method, pathOf(request.url)) ?? null;
    request.catalogueRow = row;
    return row ? row.call.access : 'public';
  };

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/ks/*',
    config: { access: 'public', accessOf, confirmsSession: true },
    schema: { tags: ['catalogue'], summary: '业务接口目录的分发：按请求方式与路径找到系统配置的接口，权限、参数映射与返回映射见接口配置；无此接口时 404' },
    onRequest: async (request, reply) => {
      if (request.catalogueRow) return;
      await reply.status(404).send({ code: ResponseCode.NOT_FOUND, message: `接口不存在: ${request.method} ${pathOf(request.url)}`, data: null });
    },
    handler: async (request, reply) => {
      const row = request.catalogueRow!;
      const fromQueryString = request.method === 'GET' || request.method === 'HEAD' || (request.method === 'DELETE' && request.body == null);
      const input = (fromQueryString ? request.query : request.body) ?? {};
      if (!isObject(input)) throw badRequest('请求体应为 JSON 对象');
      // What a public row answers is the same for every caller: no session to confirm.
      if (row.call.access === 'public') request.sessionPending = null;
      const run = () => runCall({ ctx, request, user: request.user, systemCoding: row.systemCoding, call: row.call, input, fromQueryString });
      const shared = row.call.access === 'public' && isPortalPath(row.call.path);
      const answer = shared ? await portalAnswers.get(`${row.systemCoding}|${row.call.method} ${row.call.path}|${JSON.stringify(input)}`, run) : await run();
      if (answer.kind === 'file') return reply.headers(answer.headers).send(answer.body);
      return answer.payload;
    },
  });
}
