import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ExpertDrawMembersTable, ExpertDrawStepsTable, ExpertDrawsTable } from '../db/types-experts';
import { parseData } from '../db/repos/records';
import type { Bidder } from '../../schemas/experts';
import { expertOf, type Expert } from './eligibility';

type Db = Kysely<Database>;

/** The pool: records of this node (fixtures/nodes/trade-expert-form.form.json). */
export const EXPERT_NODE = 'trade-expert-form';
/** The projects a draw is for: records of this node (交易服务 › 项目登记). */
export const PROJECT_NODE = 'trade-project-list';

export async function readExperts(db: Db): Promise<Expert[]> {
  const rows = await db.selectFrom('records').select(['id', 'data']).where('node_id', '=', EXPERT_NODE).execute();
  return rows.map((r) => expertOf(r.id, parseData(r.data))).filter((e): e is Expert => e !== null);
}

/** Experts on a draw (not declined) whose session overlaps [start, end): instants compare as ISO text. */
export async function busyExperts(db: Db, start: string, end: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('expert_draw_members')
    .select('expert_id')
    .where('state', '=', 'drawn')
    .where('session_start', '<', end)
    .where('session_end', '>', start)
    .execute();
  return new Set(rows.map((r) => r.expert_id));
}

export async function declinedFor(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('expert_draw_members').select('expert_id').where('project_id', '=', projectId).where('state', '=', 'declined').execute();
  return new Set(rows.map((r) => r.expert_id));
}

export interface Project {
  id: string;
  name: string;
  /** 项目编号 xmbh: names repeat, numbers tell projects apart in 新建抽取 */
  number: string;
  enterpriseId: string | null;
}

const projectOf = (r: { id: string; data: unknown; enterprise_id: string | null }): Project => {
  const data = parseData(r.data);
  return { id: r.id, name: String(data.xmmc ?? r.id), number: String(data.xmbh ?? ''), enterpriseId: r.enterprise_id };
};

export async function findProject(db: Db, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('records').select(['id', 'data', 'enterprise_id']).where('node_id', '=', PROJECT_NODE).where('id', '=', id).executeTakeFirst();
  return row ? projectOf(row) : undefined;
}

export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await db.selectFrom('records').select(['id', 'data', 'enterprise_id']).where('node_id', '=', PROJECT_NODE).orderBy('updated_at', 'desc').orderBy('id').execute();
  return rows.map(projectOf);
}

/** The bidders' names as experts' 工作单位 would spell them: the names sent, and the registered names of the ids sent. */
export async function bidderNames(db: Db, bidders: readonly Bidder[]): Promise<Set<string>> {
  const names = new Set(bidders.map((b) => b.name.trim()).filter(Boolean));
  const ids = bidders.map((b) => b.id).filter((id): id is string => !!id);
  if (ids.length) for (const e of await db.selectFrom('enterprises').select('name').where('id', 'in', ids).execute()) names.add(e.name.trim());
  return names;
}

/** label of each value of a dictionary (any system's copy) */
export async function dictionaryLabels(db: Db, displayCode: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('dictionary').select(['value', 'label']).where('display_code', '=', displayCode).orderBy('sort').execute();
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.value)) out.set(r.value, r.label);
  return out;
}

export interface StoredDraw {
  draw: ExpertDrawsTable;
  steps: ExpertDrawStepsTable[];
  members: ExpertDrawMembersTable[];
}

/** Draws with their steps and members, newest first: all, one project's, or one. */
export async function loadDraws(db: Db, where: { projectId?: string; id?: string }): Promise<StoredDraw[]> {
  let q = db.selectFrom('expert_draws').selectAll();
  if (where.projectId) q = q.where('project_id', '=', where.projectId);
  if (where.id) q = q.where('id', '=', where.id);
  const draws = await q.orderBy('created_at', 'desc').orderBy('id').execute();
  if (!draws.length) return [];
  const ids = draws.map((d) => d.id);
  const [steps, members] = await Promise.all([
    db.selectFrom('expert_draw_steps').selectAll().where('draw_id', 'in', ids).orderBy('step').execute(),
    db.selectFrom('expert_draw_members').selectAll().where('draw_id', 'in', ids).orderBy('step').orderBy('expert_id').execute(),
  ]);
  return draws.map((draw) => ({
    draw: { ...draw, count: Number(draw.count) },
    steps: steps.filter((s) => s.draw_id === draw.id).map((s) => ({ ...s, step: Number(s.step) })),
    members: members.filter((m) => m.draw_id === draw.id).map((m) => ({ ...m, step: Number(m.step) })),
  }));
}
