import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { dataText } from '../records/sql-dialect';
import type { SessionUser } from '../session-user';
import { writeOpLog } from '../db/repos/oplog';
import { parseData } from '../db/repos/records';
import { badRequest } from '../errors';
import { PROJECT_KEY, PROJECT_NODE, REGISTRATIONS } from '../../schemas/five-in-one';
import { SYNC_FAILURES, type DataListBody, type DataSyncBody, type PushPage, type PushRow } from '../../schemas/sync';
import { actorOf, loadVisible, requireNode } from '../records/service';
import { recordScopeCondition, scopeApplies } from '../management/scope';

/**
 * 数据同步 (docs/projects.md "数据同步 Sync"): an administrator pushes a project of 交易服务 with
 * its registrations to another system of the platform. A push is one operation-log line
 * (`sync.push`, target the project, `gn_coding` the target system): its result, its reason and,
 * for a success, the snapshot the target system receives — so the log of pushes and what was
 * pushed cannot disagree. A refused push is logged too (失败 with the reason) and answers 400.
 */

export const SYNC_ACTION = 'sync.push';
export const SYNC_TARGET = 'project';

type Ctx = { db: Kysely<Database>; dialect: SqlDialect };

interface PushDetail {
  source: string;
  target: string;
  targetName: string;
  projectName: string;
  reason?: string;
  project?: { status: string; data: unknown };
  registrations?: PushRow['registrations'];
}

const PASSED = ['passed', 'published'];

/** The registrations of the project as they are now: every record of each registration node naming it. */
async function registrationsOf(ctx: Ctx, projectId: string): Promise<PushRow['registrations']> {
  const kept = REGISTRATIONS.filter((r) => r.records && r.records !== PROJECT_NODE);
  const rows = await ctx.db
    .selectFrom('records')
    .select(['id', 'node_id', 'status', 'data'])
    .where('node_id', 'in', kept.map((r) => r.records!))
    .where(dataText(ctx.dialect, PROJECT_KEY), '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return kept.map((r) => ({
    key: r.key,
    title: r.title,
    records: rows
      .filter((row) => row.node_id === r.records)
      .map((row) => ({ id: row.id, status: row.status, data: parseData(row.data) })),
  }));
}

/** Pushes the project to the target system, or logs why not and refuses (400 with the reason). */
export async function pushProject(ctx: Ctx, user: SessionUser, body: DataSyncBody): Promise<PushRow> {
  const node = await requireNode(ctx, PROJECT_NODE, user, 'read');
  const project = await loadVisible(ctx.db, node, body.id, actorOf(user));
  const target = await ctx.db.selectFrom('systems').select(['system_coding', 'system_name']).where('system_coding', '=', body.targetSystem).executeTakeFirst();
  const data = project.data;
  const base: PushDetail = { source: project.systemCoding, target: body.targetSystem, targetName: target?.system_name ?? '', projectName: typeof data.xmmc === 'string' ? data.xmmc : '' };
  const reason = !target ? SYNC_FAILURES.noSystem : target.system_coding === project.systemCoding ? SYNC_FAILURES.sameSystem : !PASSED.includes(project.status) ? SYNC_FAILURES.notPassed : null;
  const actor = { id: user.id, userName: user.userName, role: user.role };
  const entry = { action: SYNC_ACTION, targetType: SYNC_TARGET, targetId: project.id, gnCoding: body.targetSystem };
  if (reason) {
    await writeOpLog(ctx.db, actor, { ...entry, ok: false, detail: { ...base, reason } satisfies PushDetail });
    throw badRequest(reason);
  }
  const detail: PushDetail = { ...base, project: { status: project.status, data }, registrations: await registrationsOf(ctx, project.id) };
  await writeOpLog(ctx.db, actor, { ...entry, detail });
  const page = await listPushes(ctx, user, { id: project.id, targetSystem: body.targetSystem, pageSize: 1 });
  return page.records[0];
}

const detailOf = (text: string): PushDetail => {
  try {
    return JSON.parse(text) as PushDetail;
  } catch {
    return { source: '', target: '', targetName: '', projectName: '' };
  }
};

/** A page of pushes, newest first; an administrator limited to regions sees those of their projects only. */
export async function listPushes(ctx: Ctx, user: SessionUser, body: DataListBody): Promise<PushPage> {
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  let q = ctx.db.selectFrom('op_log as o').where('o.action', '=', SYNC_ACTION).where('o.target_type', '=', SYNC_TARGET);
  if (body.id) q = q.where('o.target_id', '=', body.id);
  if (body.targetSystem) q = q.where('o.gn_coding', '=', body.targetSystem);
  if (body.result) q = q.where('o.ok', '=', body.result === '成功' ? 1 : 0);
  if (scopeApplies(user.role)) {
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('records as r').select('r.id').whereRef('r.id', '=', 'o.target_id').where(recordScopeCondition(user.id, sql.ref('r.system_coding'), 'r.enterprise_id'))),
    );
  }
  const [rows, count] = await Promise.all([
    q.select(['o.id', 'o.at', 'o.target_id', 'o.gn_coding', 'o.ok', 'o.detail', 'o.user_name']).orderBy('o.id', 'desc').limit(pageSize).offset((curPage - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): PushRow => {
    const d = detailOf(r.detail);
    return {
      id: Number(r.id),
      at: r.at,
      projectId: r.target_id,
      projectName: d.projectName ?? '',
      sourceSystem: d.source ?? '',
      targetSystem: r.gn_coding,
      targetSystemName: d.targetName ?? '',
      result: r.ok === 1 ? '成功' : '失败',
      reason: d.reason ?? '',
      userName: r.user_name,
      project: d.project ?? null,
      registrations: d.registrations ?? [],
    };
  });
  return { records, total: Number(count.n), curPage, pageSize };
}
