import { DataListBody, DataSyncBody, PushPage, PushRow } from '../../../schemas/sync';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { listPushes, pushProject } from '../../sync/service';

/** 数据同步 (spec 002 §7, docs/projects.md "数据同步 Sync"): administrators push projects to another system and read the pushes. */
export default function syncRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/sync/v1/sync/data-sync',
    { config: { access: ['M'] }, schema: { tags: ['records'], summary: '同步数据：把交易服务的一个项目（及其登记）推送到平台的另一个系统', body: DataSyncBody, response: responses(PushRow) } },
    async (request) => ok(await pushProject(ctx, caller(request), request.body), '推送成功'),
  );
  app.post(
    '/ks/sync/v1/sync/data-list',
    { config: { access: ['M'] }, schema: { tags: ['records'], summary: '同步记录：每次推送及其结果（成功／失败及原因），新到旧', body: DataListBody, response: responses(PushPage) } },
    async (request) => ok(await listPushes(ctx, caller(request), request.body)),
  );
}
