import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListRow } from '../../schemas';
import type { Database } from '../db/types';
import type { RecordRow } from '../db/repos/records';
import { toStoredRecord } from '../db/repos/records';
import type { SortPlan } from './filters';
import { AUDIT_COLOR, operationsFor, STATUS_COLOR, STATUS_TEXT, type Actor } from './workflow';

/** What a list call selects: a node's records the viewer may see, filtered and sorted. */
export interface ListSelection {
  nodeId: string;
  viewer: Actor;
  conditions: RawBuilder<SqlBool>[];
  sort: SortPlan;
}

type RecordsQuery = SelectQueryBuilder<Database, 'records', object>;

/** The WHERE shared by the page and the count: node, visibility, then the filters. */
function where(db: Kysely<Database>, s: ListSelection): RecordsQuery {
  let q = db.selectFrom('records').where('node_id', '=', s.nodeId) as RecordsQuery;
  // Enterprise users see their enterprise's records only; administrators and developers see all.
  if (s.viewer.role === 'U') q = q.where('enterprise_id', '=', s.viewer.enterpriseId ?? '\u0000none');
  for (const c of s.conditions) q = q.where(c);
  return q;
}

/** One page, ordered by the sort then by (updated_at, id) so that paging is stable. */
export function pageQuery(db: Kysely<Database>, s: ListSelection, limit: number, offset: number) {
  const { expr, direction, nullable } = s.sort;
  const dir = sql.raw(direction);
  let q = where(db, s).selectAll();
  // The default sort is the tie-break itself: saying updated_at twice would cost SQLite its index order.
  if (!s.sort.isDefault) q = nullable ? q.orderBy(sql`${expr} ${dir} nulls last`) : q.orderBy(sql`${expr} ${dir}`);
  return q.orderBy('updated_at', direction).orderBy('id', direction).limit(limit).offset(offset);
}

/** The number of rows the filters select (all pages). */
export function countQuery(db: Kysely<Database>, s: ListSelection) {
  return where(db, s).select((eb) => eb.fn.countAll<number | string | bigint>().as('total'));
}

/** A stored row as the list answers it: data keys at top level, then the workflow fields. */
export function toListRow(row: RecordRow, viewer: Actor): ListRow {
  const r = toStoredRecord(row);
  return {
    ...r.data,
    id: r.id,
    status: r.status,
    statusText: STATUS_TEXT[r.status],
    statusColor: STATUS_COLOR[r.status],
    auditColor: AUDIT_COLOR[r.status],
    operations: operationsFor(r, viewer),
    version: r.version,
    enterpriseId: r.enterpriseId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Runs the page and the count; the answer of the list calls. */
export async function runList(db: Kysely<Database>, s: ListSelection, curPage: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    pageQuery(db, s, pageSize, (curPage - 1) * pageSize).execute(),
    countQuery(db, s).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => toListRow(r, s.viewer)), total: Number(count.total), curPage, pageSize };
}
