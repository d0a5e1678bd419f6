import { Type } from '@sinclair/typebox';
import {
  CatalogueQuery,
  CatalogueStaleData,
  CatalogueVersionEntry,
  CatalogueVersionQuery,
  SaveCatalogueAnswer,
  SaveCatalogueBody,
  SystemCatalogue,
  TryCallAnswer,
  TryCallBody,
} from '../../../schemas/catalogue';
import { ProblemList, ResponseCode, STALE_CONFIG_MESSAGE } from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { findCatalogueVersion, listCatalogueVersions, readCatalogue } from '../../db/repos/catalogue';
import { CatalogueRefused, type CatalogueService } from '../../catalogue/service';
import { actorOf, BUILDERS, isStale, responsesWith } from '../structure/common';

/** The designer's 接口 panel (docs/api.md "Business-call catalogue"): read, save, history, 试调用. M and D. */
export default function catalogueConfigRoutes(app: ApiApp, ctx: AppContext, catalogue: CatalogueService): void {
  const tags = ['structure'];
  const config = { access: BUILDERS };

  app.get(
    '/ks/config/structure/calls',
    { config, schema: { tags, summary: '系统的业务接口目录（当前版本；从未保存时版本为 0、列表为空）', querystring: CatalogueQuery, response: responses(SystemCatalogue) } },
    async (request) => ok(await catalogue.read(request.query.systemCoding)),
  );

  app.post(
    '/ks/config/structure/calls/save',
    {
      config: { ...config, globalSetting: true },
      schema: {
        tags,
        summary: '保存系统的业务接口目录（整表；乐观锁：version 须为读取时的版本；路径与平台接口或其他系统的接口冲突时拒绝）',
        body: SaveCatalogueBody,
        response: responsesWith(SaveCatalogueAnswer, { 400: ProblemList, 409: CatalogueStaleData }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        const saved = await catalogue.save({ systemCoding: body.systemCoding, version: body.version, calls: body.calls, actor: actorOf(request) });
        return ok({ systemCoding: body.systemCoding, version: saved.version }, '保存成功');
      } catch (err) {
        if (err instanceof CatalogueRefused) return reply.status(400).send({ code: ResponseCode.BAD_REQUEST, message: err.message, data: { problems: err.problems } });
        if (!isStale(err)) throw err;
        const now = await readCatalogue(ctx.db, body.systemCoding);
        const data = { systemCoding: body.systemCoding, currentVersion: now.version, savedBy: now.updatedBy ?? '', savedAt: now.updatedAt ?? '' };
        return reply.status(409).send({ code: ResponseCode.CONFLICT, message: STALE_CONFIG_MESSAGE, data });
      }
    },
  );

  app.get(
    '/ks/config/structure/calls/history',
    { config, schema: { tags, summary: '业务接口目录的保存历史（新到旧）', querystring: CatalogueQuery, response: responses(Type.Array(CatalogueVersionEntry)) } },
    async (request) => {
      const { systemCoding } = await catalogue.read(request.query.systemCoding);
      const rows = await listCatalogueVersions(ctx.db, systemCoding);
      return ok(rows.map((r) => ({ version: r.version, savedBy: r.saved_by, savedAt: r.saved_at, calls: r.call_count })));
    },
  );

  app.get(
    '/ks/config/structure/calls/history/version',
    { config, schema: { tags, summary: '业务接口目录的某一历史版本', querystring: CatalogueVersionQuery, response: responses(SystemCatalogue) } },
    async (request) => {
      const { systemCoding } = request.query;
      const version = Number(request.query.version);
      const calls = await findCatalogueVersion(ctx.db, systemCoding, version);
      if (!calls) throw notFound(`版本 ${version} 不存在`);
      return ok({ systemCoding, version, calls });
    },
  );

  app.post(
    '/ks/config/structure/calls/try',
    {
      config: { ...config, globalSetting: true },
      schema: {
        tags,
        summary: '试调用：以演示账号（管理员、开发者、企业用户）或未登录身份运行一条接口（可未保存），返回状态与应答（文件为文件名与大小）',
        body: TryCallBody,
        response: responses(TryCallAnswer),
      },
    },
    async (request) => ok(await catalogue.tryCall(request, request.body)),
  );
}
