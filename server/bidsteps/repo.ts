import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { parseData } from '../db/repos/records';
import { actorOf } from '../records/service';
import { readerConditions } from '../records/read-rule';
import { contains, dataText } from '../records/sql-dialect';
import { PROJECT_NODE } from '../../schemas/five-in-one';

/** 开标步骤's queries (docs/bidding.md "开标步骤"): the projects a caller may read, the state, values and moves. */

export type Ctx = { db: Kysely<Database>; dialect: SqlDialect };
type Db = Kysely<Database>;

export interface ProjectRow {
  id: string;
  xmmc: string;
  xmbh: string;
  enterpriseId: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The projects (项目登记 records) `user` may read, as the records' one read rule says. */
function readableProjects(ctx: Ctx, user: SessionUser) {
  let q = ctx.db.selectFrom('records').where('node_id', '=', PROJECT_NODE);
  for (const c of readerConditions(actorOf(user), { enterprise: 'enterprise_id', system: sql.ref('system_coding') })) q = q.where(c);
  return q;
}

const projectOf = (r: { id: string; data: unknown; enterprise_id: string | null }): ProjectRow => {
  const data = parseData(r.data);
  return { id: r.id, xmmc: text(data.xmmc), xmbh: text(data.xmbh), enterpriseId: r.enterprise_id };
};

/** One project if `user` may read it. */
export async function readableProject(ctx: Ctx, user: SessionUser, id: string): Promise<ProjectRow | undefined> {
  const row = await readableProjects(ctx, user).select(['id', 'data', 'enterprise_id']).where('id', '=', id).executeTakeFirst();
  return row ? projectOf(row) : undefined;
}

/** A page of the projects `user` may read, newest first, with their stored step (null: never moved). */
export async function projectPage(ctx: Ctx, user: SessionUser, page: { xmmc?: string; curPage: number; pageSize: number }) {
  let q = readableProjects(ctx, user);
  const name = page.xmmc?.trim();
  if (name) q = q.where(contains(ctx.dialect, dataText(ctx.dialect, 'xmmc'), name));
  const [rows, count] = await Promise.all([
    q
      .leftJoin('bid_step_state', 'bid_step_state.project_id', 'records.id')
      .select(['records.id', 'records.data', 'records.enterprise_id', 'bid_step_state.step', 'bid_step_state.updated_at as stepAt'])
      .orderBy('records.updated_at', 'desc')
      .orderBy('records.id', 'desc')
      .limit(page.pageSize)
      .offset((page.curPage - 1) * page.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...projectOf(r), step: r.step ?? null, stepAt: r.stepAt ?? null })), total: Number(count.n) };
}

/** The steps node's stored config (JSON), or undefined. */
export async function stepsNodeConfig(db: Db, nodeId: string): Promise<unknown> {
  const row = await db.selectFrom('nodes').select('config').where('id', '=', nodeId).executeTakeFirst();
  return row ? (JSON.parse(row.config) as unknown) : undefined;
}

/** The stored configs of form nodes, by node id (the steps' forms; a step's page reads them with the state). */
export async function formConfigs(db: Db, nodeIds: string[]): Promise<Record<string, unknown>> {
  const ids = nodeIds.filter(Boolean);
  if (ids.length === 0) return {};
  const rows = await db.selectFrom('nodes').select(['id', 'config']).where('id', 'in', ids).where('kind', '=', 'form').execute();
  return Object.fromEntries(rows.map((r) => [r.id, JSON.parse(r.config) as unknown]));
}

export async function storedState(db: Db, projectId: string) {
  return db.selectFrom('bid_step_state').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export async function storedValues(db: Db, projectId: string): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.selectFrom('bid_step_values').select(['step', 'data']).where('project_id', '=', projectId).execute();
  return Object.fromEntries(rows.map((r) => [r.step, JSON.parse(r.data) as Record<string, unknown>]));
}

export async function storedMoves(db: Db, projectId: string) {
  return db.selectFrom('bid_step_moves').selectAll().where('project_id', '=', projectId).orderBy('seq', 'desc').limit(100).execute();
}

export async function upsertValues(db: Db, row: { project_id: string; step: string; data: string; updated_by: string; updated_at: string }): Promise<void> {
  await db
    .insertInto('bid_step_values')
    .values(row)
    .onConflict((oc) => oc.columns(['project_id', 'step']).doUpdateSet({ data: row.data, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
}

/**
 * Sets the project's step from `from` to `to`; false when another move got there first (the
 * stored step is no longer `from`, or a first row was inserted meanwhile).
 */
export async function setStep(db: Db, projectId: string, was: { step: string; version: number } | undefined, to: string, by: string, at: string): Promise<boolean> {
  if (!was) {
    const r = await db
      .insertInto('bid_step_state')
      .values({ project_id: projectId, step: to, version: 1, updated_by: by, updated_at: at })
      .onConflict((oc) => oc.column('project_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db
    .updateTable('bid_step_state')
    .set({ step: to, version: was.version + 1, updated_by: by, updated_at: at })
    .where('project_id', '=', projectId)
    .where('version', '=', was.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function addMove(db: Db, row: { project_id: string; from_step: string; to_step: string; moved_by: string; moved_at: string }): Promise<void> {
  const last = await db.selectFrom('bid_step_moves').select((eb) => eb.fn.max<number>('seq').as('m')).where('project_id', '=', row.project_id).executeTakeFirst();
  await db.insertInto('bid_step_moves').values({ ...row, seq: Number(last?.m ?? 0) + 1 }).execute();
}
