import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import type { FiveInOneListBody, FiveInOnePage, FiveInOneRow } from '../../schemas/five-in-one-calls';
import { PROJECT_KEY, PROJECT_NODE, REGISTRATIONS, type RegistrationState } from '../../schemas/five-in-one';
import type { RecordStatus } from '../../schemas';
import { actorOf, requireNode } from '../records/service';
import { readerConditions } from '../records/read-rule';
import { contains, dataText } from '../records/sql-dialect';
import { parseData } from '../db/repos/records';

/**
 * 进场登记 (docs/projects.md "五合一进场登记"): a page of the projects the caller may read (an
 * enterprise its own, an administrator those of their management scope) with the state of each
 * registration, read from the registrations' records in one more statement. Every read follows the
 * records' one read rule (server/records/read-rule.ts), so a registration the caller may not read
 * (another enterprise's booking of the project) does not count.
 */

type Ctx = { db: Kysely<Database>; dialect: SqlDialect };

const STATE_OF: Readonly<Record<RecordStatus, RegistrationState>> = {
  draft: 'draft',
  submitted: 'submitted',
  passed: 'passed',
  published: 'passed',
  rejected: 'rejected',
};

/**
 * The state of a registration with several records (bookings): the furthest any of them got —
 * one passed booking makes the venue 已通过, else one waiting makes it 待审核, then 已退回, 草稿.
 */
const RANK: readonly RegistrationState[] = ['none', 'draft', 'rejected', 'submitted', 'passed'];
const furthest = (a: RegistrationState, b: RegistrationState) => (RANK.indexOf(b) > RANK.indexOf(a) ? b : a);

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The page of projects with their registrations' states. */
export async function fiveInOneList(ctx: Ctx, user: SessionUser, body: FiveInOneListBody): Promise<FiveInOnePage> {
  const node = await requireNode(ctx, PROJECT_NODE, user, 'read');
  const viewer = actorOf(user);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const readable = readerConditions(viewer, { enterprise: 'enterprise_id', system: sql.val(node.systemCoding) });
  let projects = ctx.db.selectFrom('records').where('node_id', '=', PROJECT_NODE);
  for (const c of readable) projects = projects.where(c);
  if (body.id) projects = projects.where('id', '=', body.id);
  const name = body.xmmc?.trim();
  if (name) projects = projects.where(contains(ctx.dialect, dataText(ctx.dialect, 'xmmc'), name));
  const [rows, count] = await Promise.all([
    projects
      .select(['id', 'status', 'data', 'enterprise_id', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    projects.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [registrations, names, drawn] = await Promise.all([registrationsOf(ctx, viewer, ids), enterpriseNames(ctx.db, rows.map((r) => r.enterprise_id)), drawnProjects(ctx.db, ids)]);
  const records = rows.map((r): FiveInOneRow => {
    const data = parseData(r.data);
    const mine = registrations.get(r.id);
    return {
      id: r.id,
      xmmc: text(data.xmmc),
      xmbh: text(data.xmbh),
      zbdw: text(data.zbdw),
      enterpriseName: (r.enterprise_id && names.get(r.enterprise_id)) || '',
      updatedAt: r.updated_at,
      states: {
        xmxx: STATE_OF[r.status as RecordStatus] ?? 'none',
        cdyy: mine?.get('cdyy') ?? 'none',
        zsgg: mine?.get('zsgg') ?? 'none',
        zswj: mine?.get('zswj') ?? 'none',
        zjcq: drawn.has(r.id) ? 'passed' : 'none',
      },
      bookings: mine?.bookings ?? 0,
    };
  });
  return { records, total: Number(count.n), curPage, pageSize };
}

type Found = Map<string, RegistrationState> & { bookings?: number };

/** The states of the registrations (other than the project itself) of `projectIds`, by project and key. */
async function registrationsOf(ctx: Ctx, viewer: ReturnType<typeof actorOf>, projectIds: string[]): Promise<Map<string, Found>> {
  const out = new Map<string, Found>();
  const keyOf = new Map(REGISTRATIONS.filter((r) => r.records && r.records !== PROJECT_NODE).map((r) => [r.records!, r.key]));
  if (projectIds.length === 0 || keyOf.size === 0) return out;
  let q = ctx.db
    .selectFrom('records')
    .select(['node_id', 'status', dataText(ctx.dialect, PROJECT_KEY).as('project')])
    .where('node_id', 'in', [...keyOf.keys()])
    .where(sql<SqlBool>`${dataText(ctx.dialect, PROJECT_KEY)} in (${sql.join(projectIds)})`);
  for (const c of readerConditions(viewer, { enterprise: 'enterprise_id', system: sql.ref('system_coding') })) q = q.where(c);
  for (const row of await q.execute()) {
    const key = keyOf.get(row.node_id);
    if (!key || !row.project) continue;
    const found: Found = out.get(row.project) ?? new Map();
    out.set(row.project, found);
    found.set(key, furthest(found.get(key) ?? 'none', STATE_OF[row.status as RecordStatus] ?? 'none'));
    if (key === 'cdyy') found.bookings = (found.bookings ?? 0) + 1;
  }
  return out;
}

/**
 * The projects with an expert draw (专家抽取, server/experts): a draw is made by an administrator
 * and needs no audit, so a drawn project's 专家抽取 is 已通过. Only whether one exists is read here:
 * who may see the drawn names is the expert area's rule.
 */
async function drawnProjects(db: Kysely<Database>, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db.selectFrom('expert_draws').select('project_id').distinct().where('project_id', 'in', projectIds).execute();
  return new Set(rows.map((r) => r.project_id));
}

async function enterpriseNames(db: Kysely<Database>, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('enterprises').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
