import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ChartData, ChartPanel, ChartSource } from '../../schemas/chart';
import { chartTraits } from '../../schemas/chart-types';
import { STATUS_TEXT } from '../../schemas/workflow';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import { equalsAny, recordFieldExpr } from './sql-dialect';
import { readableRecords } from './list-query';
import type { Actor } from './workflow';
import { inFieldOrder, type FieldFacts } from '../../schemas/page-kinds/chart/field-facts';

/**
 * One chart panel's numbers, computed by the database (GROUP BY) over the records the viewer may
 * read — the list call's rule (`readableRecords`): an enterprise user counts only its own
 * enterprise's records. docs/charts.md.
 */

/** The record's own columns a panel may name (status, createdAt, updatedAt); any other field is a data key. */
const fieldExpr = recordFieldExpr;

/** Labels as people read them: a status code becomes its Chinese name. */
const labelOf = (field: string | undefined, raw: unknown): string => {
  if (raw === null || raw === undefined || raw === '') return '未填写';
  const text = String(raw);
  return field === 'status' && Object.hasOwn(STATUS_TEXT, text) ? STATUS_TEXT[text as keyof typeof STATUS_TEXT] : text;
};

function filterConditions(dialect: SqlDialect, source: ChartSource): RawBuilder<SqlBool>[] {
  return (source.filter ?? []).map((f) => equalsAny(dialect, fieldExpr(dialect, f.field), Array.isArray(f.value) ? f.value : [f.value]));
}

function measureExpr(dialect: SqlDialect, source: ChartSource): RawBuilder<unknown> {
  const m = source.measure;
  return m === undefined || m === 'count' ? sql`count(*)` : sql`coalesce(sum(${dialect.dataNumber(m.sum)}), 0)`;
}

/** Sums can be fractional; two decimals are what a person reads. */
const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

export interface ChartQuery {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** the node the source's records are stored under (a list's detail node, else itself) */
  recordsNodeId: string;
  viewer: Actor;
  /** names and orders of the source's fields (server/records/chart-fields.ts); none known without it */
  facts?: (key: string) => FieldFacts;
}

/** The data table's header names: the fields' own names, the key only when no config names it. */
function names(q: ChartQuery, source: ChartSource): Pick<ChartData, 'groupName' | 'measureName'> {
  const name = (key: string) => q.facts?.(key).name ?? key;
  const m = source.measure;
  const measureName = m === undefined || m === 'count' ? '记录数' : `${name(m.sum)} 合计`;
  if (source.timeField) return { groupName: `${name(source.timeField)}（${source.timeUnit === 'month' ? '月' : '年'}）`, measureName };
  return source.groupBy ? { groupName: name(source.groupBy), measureName } : { measureName };
}

/** The labels and values of `panel`: one total for a stat panel, else one value per group. */
export async function chartData(q: ChartQuery, panel: ChartPanel): Promise<ChartData> {
  const { dialect } = q;
  const source = panel.source;
  const where = sql.join([...readableRecords(q.recordsNodeId, q.viewer), ...filterConditions(dialect, source)], sql` and `);
  const measure = measureExpr(dialect, source);
  const traits = chartTraits(panel.chart);
  if (!traits?.grouped) {
    const r = await sql<{ value: unknown }>`select ${measure} as value from records where ${where}`.execute(q.db);
    return { labels: [panel.title], values: [num(r.rows[0]?.value)], ...names(q, source) };
  }
  const top = source.top ?? traits.defaultTop;
  if (source.timeField) {
    // A period is the leading 4 (year) or 7 (month) characters of the stored date text.
    const length = source.timeUnit === 'month' ? 7 : 4;
    const period = sql`substr(${dialect.asText(fieldExpr(dialect, source.timeField))}, 1, ${sql.lit(length)})`;
    const limit = top ? sql`limit ${sql.lit(top)}` : sql``;
    // The latest `top` periods, shown oldest first.
    const r = await sql<{ label: unknown; value: unknown }>`select ${period} as label, ${measure} as value from records where ${where} and ${period} is not null group by 1 order by 1 desc ${limit}`.execute(q.db);
    const rows = [...r.rows].reverse();
    return { labels: rows.map((row) => labelOf(undefined, row.label)), values: rows.map((row) => num(row.value)), ...names(q, source) };
  }
  const field = source.groupBy ?? '';
  const group = fieldExpr(dialect, field);
  const limit = top ? sql`limit ${sql.lit(top)}` : sql``;
  // Largest first; equal values by label, so the order is the same on both databases.
  const r = await sql<{ label: unknown; value: unknown }>`select ${group} as label, ${measure} as value from records where ${where} group by 1 order by 2 desc, 1 asc ${limit}`.execute(q.db);
  // A field whose values have an order of their own (grades AAA … C, the workflow's statuses) keeps
  // it; a panel that keeps the top N is a ranking and stays largest first.
  const order = top ? undefined : q.facts?.(field).order;
  const rows = order ? inFieldOrder(r.rows, order) : r.rows;
  return { labels: rows.map((row) => labelOf(field, row.label)), values: rows.map((row) => num(row.value)), ...names(q, source) };
}
