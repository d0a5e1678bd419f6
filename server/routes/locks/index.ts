import { LockEntInfoBody, LockHistory, LockHistoryBody, LockListBody, LockPage, LockRefreshBody, LockedEnterprise, LOCK_MESSAGES } from '../../../schemas/locks';
import type { ApiApp, AppContext } from '../../context';
import { caller } from '../../http/access';
import { ok, responses } from '../../http/envelope';
import { enterpriseLockHistory, enterpriseLockInfo, listLocks, refreshLock } from '../../locks/service';

/**
 * 锁管理 (spec 000 §2 `/lock` and §7 `/jjrj/lock/*`, served under the API's /ks base like every
 * other call; docs/locks.md).
 */
export default function lockRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/ks/jjrj/lock/ent-info',
    { config: { access: 'user' }, schema: { tags: ['enterprises'], summary: '企业锁定信息：企业用户查本企业，管理员、开发者查指定企业（受限管理员限其地区）', body: LockEntInfoBody, response: responses(LockedEnterprise) } },
    async (request) => ok(await enterpriseLockInfo(ctx, caller(request), request.body)),
  );
  app.post(
    '/ks/jjrj/lock/refresh-lock',
    { config: { access: ['M'] }, schema: { tags: ['enterprises'], summary: '锁定或解锁企业（须填写原因；锁定期间该企业的提交被拒绝并显示原因）', body: LockRefreshBody, response: responses(LockedEnterprise) } },
    async (request) => {
      const answer = await refreshLock(ctx, caller(request), request.body);
      return ok(answer, request.body.locked ? LOCK_MESSAGES.locked : LOCK_MESSAGES.unlocked);
    },
  );
  app.post(
    '/ks/jjrj/lock/list',
    { config: { access: ['M', 'D'] }, schema: { tags: ['enterprises'], summary: '锁管理列表：企业及其当前锁定（可按名称、信用代码、锁定状态查询）', body: LockListBody, response: responses(LockPage) } },
    async (request) => ok(await listLocks(ctx, caller(request), request.body)),
  );
  app.post(
    '/ks/jjrj/lock/history',
    { config: { access: ['M', 'D'] }, schema: { tags: ['enterprises'], summary: '企业的锁定记录（新到旧，含解锁原因）', body: LockHistoryBody, response: responses(LockHistory) } },
    async (request) => ok(await enterpriseLockHistory(ctx, caller(request), request.body)),
  );
}
