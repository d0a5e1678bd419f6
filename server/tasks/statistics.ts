import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import {
  PARTICIPANT_EXPORT_CAP,
  TASK_MESSAGES,
  type TaskCounts,
  type TaskParticipant,
  type TaskParticipantPage,
  type TaskParticipateQuery,
  type TaskStatQuery,
  type TaskStatRow,
  type TaskStatRows,
  type TaskTodoList,
} from '../../schemas/task-statistics';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { recordScopeCondition, scopeApplies } from '../management/scope';

/**
 * 任务统计 (docs/task-statistics.md): counts of the audits of every system's records by their
 * workflow state, grouped by system, region, enterprise or month, each in one `GROUP BY`
 * statement on both dialects. An administrator limited by 管理权限 counts only the records its
 * scope covers (`recordScopeCondition`, the same condition as the record lists).
 */

type Db = Kysely<Database>;
type Ctx = Pick<AppContext, 'db' | 'dialect'>;

/** Who asks: administrators (scope applies) and developers. */
export interface TaskViewer {
  id: string;
  role: string;
}

type Filters = TaskStatQuery & { keyword?: string };

/** The day after `day` (YYYY-MM-DD), for an end that includes its whole day. */
const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

type Base = SelectQueryBuilder<Database & { r: Database['records']; e: Database['enterprises'] }, 'r' | 'e', object>;

/** The records counted: every non-draft record the viewer may see, with the filters applied. */
function counted({ db, dialect }: Ctx, f: Filters, viewer: TaskViewer): Base {
  if (f.startDate && f.endDate && f.startDate > f.endDate) throw badRequest(TASK_MESSAGES.badRange);
  let q = db
    .selectFrom('records as r')
    .leftJoin('enterprises as e', 'e.id', 'r.enterprise_id')
    .where('r.status', 'in', ['submitted', 'passed', 'rejected', 'published']) as unknown as Base;
  if (f.systemCoding) q = q.where('r.system_coding', '=', f.systemCoding);
  if (f.startDate) q = q.where('r.updated_at', '>=', f.startDate);
  if (f.endDate) q = q.where('r.updated_at', '<', nextDay(f.endDate));
  if (f.region) q = q.where('e.region', '=', f.region);
  if (f.keyword?.trim()) {
    const pattern = `%${f.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([dialect.likeIgnoringCase(sql.ref('e.name'), pattern), dialect.likeIgnoringCase(sql.ref('e.credit_code'), pattern)]));
  }
  if (scopeApplies(viewer.role)) q = q.where(recordScopeCondition(viewer.id, sql.ref('r.system_coding'), 'r.enterprise_id'));
  return q;
}

const countColumns = {
  todo: sql<number | string>`sum(case when r.status = 'submitted' then 1 else 0 end)`,
  passed: sql<number | string>`sum(case when r.status in ('passed', 'published') then 1 else 0 end)`,
  rejected: sql<number | string>`sum(case when r.status = 'rejected' then 1 else 0 end)`,
  total: sql<number | string>`count(*)`,
};

interface CountRow {
  todo: number | string | null;
  passed: number | string | null;
  rejected: number | string | null;
  total: number | string | null;
}

const countsOf = (r: CountRow | undefined): TaskCounts => {
  const todo = Number(r?.todo ?? 0);
  const passed = Number(r?.passed ?? 0);
  const rejected = Number(r?.rejected ?? 0);
  return { todo, passed, rejected, done: passed + rejected, total: Number(r?.total ?? 0) };
};

/** One count row per value of `key`. */
async function grouped(q: Base, key: RawBuilder<string | null>): Promise<Array<CountRow & { k: string | null }>> {
  return (await q
    .select([key.as('k'), countColumns.todo.as('todo'), countColumns.passed.as('passed'), countColumns.rejected.as('rejected'), countColumns.total.as('total')])
    .groupBy(key)
    .execute()) as Array<CountRow & { k: string | null }>;
}

/** Most waiting first, then most finished, then by name (a stable order on both dialects). */
const byTodo = (a: TaskStatRow, b: TaskStatRow) => b.todo - a.todo || b.done - a.done || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Region code → its name in the 行政区划 dictionary. */
async function regionNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('dictionary').select(['value', 'label']).where('display_code', '=', 'region').execute();
  return new Map(rows.map((r) => [r.value, r.label]));
}

/** GET todo-list: the totals, per system and per month. */
export async function todoList(ctx: Ctx, f: TaskStatQuery, viewer: TaskViewer): Promise<TaskTodoList> {
  const q = counted(ctx, f, viewer);
  const [total, systems, months, names] = await Promise.all([
    q.select([countColumns.todo.as('todo'), countColumns.passed.as('passed'), countColumns.rejected.as('rejected'), countColumns.total.as('total')]).executeTakeFirst() as Promise<CountRow | undefined>,
    grouped(q, sql<string>`r.system_coding`),
    grouped(q, sql<string>`substr(r.updated_at, 1, 7)`),
    ctx.db.selectFrom('systems').select(['system_coding', 'system_name']).execute(),
  ]);
  const systemName = new Map(names.map((s) => [s.system_coding, s.system_name]));
  return {
    total: countsOf(total),
    systems: systems.map((r) => ({ key: r.k ?? '', name: systemName.get(r.k ?? '') ?? r.k ?? '', ...countsOf(r) })).sort(byTodo),
    months: months.map((r) => ({ key: r.k ?? '', name: r.k ?? '', ...countsOf(r) })).sort((a, b) => (a.key < b.key ? -1 : 1)),
  };
}

/** GET region: per region of the records' enterprises. */
export async function byRegion(ctx: Ctx, f: TaskStatQuery, viewer: TaskViewer): Promise<TaskStatRows> {
  const [rows, names] = await Promise.all([grouped(counted(ctx, f, viewer), sql<string | null>`e.region`), regionNames(ctx.db)]);
  // no enterprise and an enterprise without a region are one group
  const merged = new Map<string, TaskStatRow>();
  for (const r of rows) {
    const key = r.k ?? '';
    const c = countsOf(r);
    const before = merged.get(key);
    merged.set(key, {
      key,
      name: key ? (names.get(key) ?? key) : TASK_MESSAGES.noRegion,
      todo: c.todo + (before?.todo ?? 0),
      passed: c.passed + (before?.passed ?? 0),
      rejected: c.rejected + (before?.rejected ?? 0),
      done: c.done + (before?.done ?? 0),
      total: c.total + (before?.total ?? 0),
    });
  }
  return { rows: [...merged.values()].sort(byTodo) };
}

/** GET enterprise: the `top` enterprises with the most waiting audits. */
export async function byEnterprise(ctx: Ctx, f: TaskStatQuery, top: number, viewer: TaskViewer): Promise<TaskStatRows> {
  const rows = await counted(ctx, f, viewer)
    .select([
      sql<string>`coalesce(r.enterprise_id, '')`.as('k'),
      sql<string>`coalesce(max(e.name), '')`.as('name'),
      countColumns.todo.as('todo'),
      countColumns.passed.as('passed'),
      countColumns.rejected.as('rejected'),
      countColumns.total.as('total'),
    ])
    .groupBy('r.enterprise_id')
    .execute();
  const out = (rows as Array<CountRow & { k: string; name: string }>).map((r) => ({ key: r.k, name: r.k ? r.name || r.k : TASK_MESSAGES.noEnterprise, ...countsOf(r) }));
  return { rows: out.sort(byTodo).slice(0, top) };
}

/** The participants (enterprises with at least one counted record), most records first. */
async function participants(ctx: Ctx, f: Filters, viewer: TaskViewer, limit: number, offset: number): Promise<{ rows: TaskParticipant[]; total: number }> {
  const q = counted(ctx, f, viewer).where('r.enterprise_id', 'is not', null);
  const [rows, count, names] = await Promise.all([
    q
      .select([
        'r.enterprise_id as k',
        sql<string>`max(e.name)`.as('name'),
        sql<string>`max(e.credit_code)`.as('credit_code'),
        sql<string>`max(e.region)`.as('region'),
        sql<string>`max(r.updated_at)`.as('last_at'),
        countColumns.todo.as('todo'),
        countColumns.passed.as('passed'),
        countColumns.rejected.as('rejected'),
        countColumns.total.as('total'),
      ])
      .groupBy('r.enterprise_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('r.enterprise_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<number | string>`count(distinct r.enterprise_id)`.as('n')).executeTakeFirst(),
    regionNames(ctx.db),
  ]);
  return {
    rows: rows.map((r) => {
      const region = r.region ?? '';
      return {
        enterpriseId: r.k ?? '',
        enterpriseName: r.name ?? r.k ?? '',
        creditCode: r.credit_code ?? '',
        region,
        regionName: region ? (names.get(region) ?? region) : TASK_MESSAGES.noRegion,
        ...countsOf(r as CountRow),
        lastAt: r.last_at ?? '',
      };
    }),
    total: Number((count as { n?: number | string } | undefined)?.n ?? 0),
  };
}

/** GET participate-ent-list: one page of participants. */
export async function participateList(ctx: Ctx, query: TaskParticipateQuery, viewer: TaskViewer): Promise<TaskParticipantPage> {
  const curPage = Number(query.curPage ?? 1);
  const pageSize = Math.min(Number(query.pageSize ?? 10), 100);
  const { rows, total } = await participants(ctx, query, viewer, pageSize, (curPage - 1) * pageSize);
  return { records: rows, total, curPage, pageSize };
}

/** Every participant up to the export cap (the export). */
export async function allParticipants(ctx: Ctx, f: Filters, viewer: TaskViewer): Promise<{ rows: TaskParticipant[]; total: number }> {
  return participants(ctx, f, viewer, PARTICIPANT_EXPORT_CAP, 0);
}
