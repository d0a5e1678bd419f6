import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { nowIso } from '../db/clock';
import { writeOpLog } from '../db/repos/oplog';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { readScope, scopeApplies } from '../management/scope';
import { requireManagesEnterprise } from '../authority/admin-scope';
import { LOCK_MESSAGES as L, type LockEntInfoBody, type LockEntry, type LockHistoryBody, type LockListBody, type LockPage, type LockRefreshBody, type LockedEnterprise } from '../../schemas/locks';
import { lockHistory, lockInForce, locksInForce, toLockEntry } from './repo';

type Db = Kysely<Database>;

const TARGET = 'enterprise-lock';
const actorOf = (user: SessionUser) => ({ id: user.id, userName: user.userName, role: user.role });

async function enterpriseOf(db: Db, id: string) {
  const row = await db.selectFrom('enterprises').select(['id', 'name', 'credit_code', 'region']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(L.noEnterprise);
  return row;
}

const withLock = (e: { id: string; name: string; credit_code: string; region: string }, lock: LockEntry | undefined): LockedEnterprise => ({
  enterpriseId: e.id,
  qymc: e.name,
  tyshxydm: e.credit_code,
  region: e.region,
  locked: lock !== undefined,
  lock: lock ?? null,
});

/**
 * One enterprise's lock: an enterprise user reads its own (whatever id it names), administrators
 * and developers any (a region-limited administrator only within its regions).
 */
export async function enterpriseLockInfo(ctx: AppContext, user: SessionUser, body: LockEntInfoBody): Promise<LockedEnterprise> {
  const id = user.role === 'U' ? user.enterpriseId : body.enterpriseId;
  if (!id) throw user.role === 'U' ? forbidden('当前账号未关联企业') : badRequest('请选择企业');
  const enterprise = await enterpriseOf(ctx.db, id);
  await requireManagesEnterprise(ctx.db, user, id);
  const lock = await lockInForce(ctx.db, id);
  return withLock(enterprise, lock ? toLockEntry(lock) : undefined);
}

/**
 * 锁定 / 解锁 (administrators, within their regions), with the reason, in the operation log. Two
 * administrators locking at once: the partial unique index of migration 0037 lets one through and
 * the other answers 该企业已被锁定.
 */
export async function refreshLock(ctx: AppContext, user: SessionUser, body: LockRefreshBody): Promise<LockedEnterprise> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest(body.locked ? L.lockReason : L.unlockReason);
  const at = nowIso();
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const enterprise = await enterpriseOf(tx, body.enterpriseId);
      await requireManagesEnterprise(tx, user, enterprise.id);
      const current = await lockInForce(tx, enterprise.id);
      let lock: LockEntry | undefined;
      if (body.locked) {
        if (current) throw conflict(L.alreadyLocked);
        const row = { id: `lock-${crypto.randomUUID()}`, enterprise_id: enterprise.id, reason, locked_by: user.userName, locked_at: at, unlock_reason: null, unlocked_by: null, unlocked_at: null };
        await tx.insertInto('enterprise_locks').values(row).execute();
        lock = toLockEntry(row);
      } else {
        if (!current) throw conflict(L.notLocked);
        const done = await tx
          .updateTable('enterprise_locks')
          .set({ unlock_reason: reason, unlocked_by: user.userName, unlocked_at: at })
          .where('id', '=', current.id)
          .where('unlocked_at', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) throw conflict(L.notLocked);
      }
      await writeOpLog(tx, actorOf(user), {
        action: body.locked ? 'enterprise.lock' : 'enterprise.unlock',
        targetType: TARGET,
        targetId: enterprise.id,
        detail: { reason, lockId: lock?.id ?? current?.id },
      });
      return withLock(enterprise, lock);
    });
  } catch (e) {
    // the index refused a second lock in force committed meanwhile
    if (body.locked && /unique|duplicate/i.test(String((e as Error).message))) throw conflict(L.alreadyLocked);
    throw e;
  }
}

/** The enterprises (a region-limited administrator: of its regions) with their lock in force, paged. */
export async function listLocks(ctx: AppContext, user: SessionUser, body: LockListBody): Promise<LockPage> {
  const pageSize = body.pageSize ?? 10;
  const curPage = body.curPage ?? 1;
  const inForce = (db: Db) => db.selectFrom('enterprise_locks').select('enterprise_id').where('unlocked_at', 'is', null);
  let q = ctx.db.selectFrom('enterprises');
  const keyword = body.keyword?.trim();
  if (keyword) {
    // LIKE's wildcards typed in the search are taken literally
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([ctx.dialect.likeIgnoringCase(sql.ref('name'), pattern), ctx.dialect.likeIgnoringCase(sql.ref('credit_code'), pattern)]));
  }
  if (body.state === 'locked') q = q.where('id', 'in', inForce(ctx.db));
  if (body.state === 'unlocked') q = q.where('id', 'not in', inForce(ctx.db));
  if (scopeApplies(user.role)) {
    const scope = await readScope(ctx.db, user.id);
    if (scope.regions.length > 0) q = q.where('region', 'in', scope.regions);
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    q.select(['id', 'name', 'credit_code', 'region']).orderBy('name').orderBy('id').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
  ]);
  const locks = await locksInForce(ctx.db, rows.map((r) => r.id));
  return { records: rows.map((r) => withLock(r, locks.get(r.id))), total: Number(count.n) };
}

/** One enterprise's locks, newest first (administrators within their regions). */
export async function enterpriseLockHistory(ctx: AppContext, user: SessionUser, body: LockHistoryBody): Promise<LockEntry[]> {
  await enterpriseOf(ctx.db, body.enterpriseId);
  await requireManagesEnterprise(ctx.db, user, body.enterpriseId);
  return lockHistory(ctx.db, body.enterpriseId);
}
