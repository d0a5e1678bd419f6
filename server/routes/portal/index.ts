import { PlatformInfo } from '../../../schemas';
import { PlatformDescribe, PORTAL_MESSAGES, PublicSubject, SubjectInfoQuery, SubjectListBody, SubjectPage, SubjectScrollQuery } from '../../../schemas/portal';
import { Type } from '@sinclair/typebox';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { readPlatform } from '../../portal/platform';
import { ApiError } from '../../errors';
import { AddressLimiter, AnswerCache, isPortalPath } from '../../portal/guard';
import { newestSubjects, subjectInfo, subjectPage } from '../../portal/subjects';

/**
 * Public portal calls (issue 51, docs/portal.md): the platform's name and description and the
 * market subjects — registered enterprises' public data. Every public portal call (these and the
 * public catalogue rows under the same paths) is limited per address; the answers are shared by
 * every visitor for a moment (no session is read for them).
 */
export default function portalRoutes(app: ApiApp, ctx: AppContext): void {
  const limiter = new AddressLimiter();
  const cache = new AnswerCache();
  app.addHook('onRequest', async (request) => {
    const q = request.url.indexOf('?');
    if (isPortalPath(q < 0 ? request.url : request.url.slice(0, q)) && !limiter.take(request.ip)) throw new ApiError('too-many', PORTAL_MESSAGES.tooMany);
  });

  const platform = () => readPlatform(ctx.db);

  app.get(
    '/ks/portal/v1/home/platform',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '平台信息', response: responses(PlatformInfo) } },
    async () => {
      const stored = await platform();
      return ok({ ...stored, weather: ctx.weather !== null, draftDays: ctx.draftDays, version: ctx.version });
    },
  );
  app.get(
    '/ks/portal/v1/home/describe',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '门户首页的平台介绍（管理员在产品中心编辑）', response: responses(PlatformDescribe) } },
    async () => ok(await cache.get('describe', async () => {
      const p = await platform();
      return { platformName: p.platformName, describe: p.describe };
    })),
  );
  app.get(
    '/ks/index-page/subject-info/scroll',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '门户首页滚动的市场主体：最新入库企业的公开信息', querystring: SubjectScrollQuery, response: responses(Type.Array(PublicSubject)) } },
    async (request) => {
      const size = Number(request.query.size ?? 10);
      return ok(await cache.get(`scroll|${size}`, () => newestSubjects(ctx.db, size)));
    },
  );
  app.get(
    '/ks/index-page/subject-info/info',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '主体详情：一家入库企业的公开信息（不含联系方式）', querystring: SubjectInfoQuery, response: responses(PublicSubject) } },
    async (request) => ok(await cache.get(`info|${request.query.id}`, () => subjectInfo(ctx.db, request.query.id))),
  );
  app.post(
    '/ks/rp/v1/ignore/subject-info/all',
    { config: { access: 'public' }, schema: { tags: ['portal'], summary: '市场主体列表：入库企业的公开信息（qymc：企业名称或信用代码，qylx：企业类型）', body: SubjectListBody, response: responses(SubjectPage) } },
    async (request) => ok(await cache.get(`all|${JSON.stringify(request.body)}`, () => subjectPage(ctx.db, request.body))),
  );
}
