import {
  CacheRefreshAnswer,
  ImportBody,
  ImportReport,
  ResponseCode,
  SystemExportBundle,
  SystemQuery,
  type ImportConflict,
} from '../../../schemas';
import type { ApiApp, AppContext } from '../../context';
import { ok, responses } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { nowIso } from '../../db/clock';
import { bundleShapeProblem, exportSystem, importConflicts, importReport, importSystemBundle, logExport, refreshConfigCache, type CallProblems } from '../../structure/bundle';
import { actorOf, DEVELOPERS, responsesWith } from './common';
import { CatalogueService } from '../../catalogue/service';

const CONFLICTS_FOUND = '导入存在冲突，未做任何修改';

/** Export and import of a whole system as one JSON bundle; the config cache refresh. Developers only. */
export default function bundleRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;
  const tags = ['structure'];
  // The calls of a bundle are held to the catalogue's clash rule (docs/api.md "Business-call catalogue").
  const catalogue = CatalogueService.of(ctx, app);
  const callProblems: CallProblems = (tx, systemCoding, calls, nodeIds) => catalogue.problems(tx, systemCoding, calls, nodeIds);

  app.get(
    '/ks/config/structure/export',
    { config: { access: DEVELOPERS }, schema: { tags, summary: '导出系统（系统、菜单树、页面配置）', querystring: SystemQuery, response: responses(SystemExportBundle) } },
    async (request) => {
      const { systemCoding } = request.query;
      const bundle = await exportSystem(db, systemCoding);
      if (!bundle) throw notFound('系统不存在');
      // Checked on the way out as well as on the way in: a file we write must be one we accept.
      const problem = bundleShapeProblem(bundle);
      if (problem) throw new Error(`export of ${systemCoding} does not fit SystemExportBundle: ${problem}`);
      await logExport(db, actorOf(request), systemCoding, bundle);
      return ok(bundle, '导出成功');
    },
  );

  app.post(
    '/ks/config/structure/import',
    {
      config: { access: DEVELOPERS },
      schema: { tags, summary: '导入系统：先报告全部冲突，无冲突时在一个事务中导入', body: ImportBody, response: responsesWith(ImportReport, { 409: ImportReport }) },
    },
    async (request, reply) => {
      const body = request.body;
      const problem = bundleShapeProblem(body.bundle);
      if (problem) throw badRequest(problem);
      const bundle = body.bundle as SystemExportBundle;
      const dryRun = body.dryRun === true;
      const conflicts = await importConflicts(db, bundle, callProblems);
      if (dryRun) {
        return ok(importReport(bundle, true, false, conflicts), conflicts.length ? `发现 ${conflicts.length} 处冲突` : '未发现冲突，可以导入');
      }
      const refuse = (found: ImportConflict[]) =>
        reply.status(409).send({ code: ResponseCode.CONFLICT, message: CONFLICTS_FOUND, data: importReport(bundle, false, false, found) });
      if (conflicts.length) return refuse(conflicts);
      const late = await importSystemBundle(db, bundle, actorOf(request), callProblems);
      if (late.length) return refuse(late);
      // The imported calls are served at once, here and on every other instance.
      if (bundle.calls?.length) await catalogue.changed();
      return ok(importReport(bundle, false, true, []), '导入成功');
    },
  );

  app.get(
    '/ks/config/cache/refresh',
    { config: { access: DEVELOPERS }, schema: { tags, summary: '刷新配置缓存（递增缓存版本）', response: responses(CacheRefreshAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const version = await refreshConfigCache(db, actor);
      request.log.info({ version, by: actor.userName }, 'config cache refreshed');
      return ok({ version, refreshedAt: nowIso() }, '缓存已刷新');
    },
  );
}
