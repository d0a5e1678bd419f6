import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { RECORD_STATUSES, type ListConfig, type SearchFilterItem } from '../../schemas';
import type { SqlDialect } from '../db/sql-dialect';
import { badRequest } from '../errors';
import { STATUS_TEXT } from '../../schemas/workflow';
import { filterTraits } from '../../schemas/filter-kinds';
import { columnTraits } from '../../schemas/column-types';
import { contains, dataSortKey, dataText, equalsAny, isDataKey, startsWith } from './sql-dialect';

/**
 * Turns the search bar's `{ code: value }` into SQL conditions. How a value is compared comes
 * from the node's list config (the filter item's type), as the search bar sends it (spec 000 §5):
 *   text → contains; select, select-link → equals; select-multiple → comma-joined, any of;
 *   cascader → its last value (or, ending with '*', a prefix); daterange → 'yyyy-MM-dd,yyyy-MM-dd',
 *   both days included (either side may be empty).
 */

export type FilterKind = SearchFilterItem['type'];

// Both tables are looked up with names the caller chose: Maps, so `toString` or `__proto__` is an
// unknown name (a data key), never a member of Object.prototype.

/** Filters on the record's own columns, allowed on every list whatever its config says. */
const COLUMN_FILTERS = new Map<string, { column: string; kind: FilterKind }>([
  ['status', { column: 'status', kind: 'select-multiple' }],
  ['enterpriseId', { column: 'enterprise_id', kind: 'select-multiple' }],
  ['createdAt', { column: 'created_at', kind: 'daterange' }],
  ['created_at', { column: 'created_at', kind: 'daterange' }],
  ['updatedAt', { column: 'updated_at', kind: 'daterange' }],
  ['updated_at', { column: 'updated_at', kind: 'daterange' }],
]);

/** Sorts on the record's own columns; any other sortField is a data key. */
const COLUMN_SORTS = new Map<string, string>([
  ['createdAt', 'created_at'],
  ['created_at', 'created_at'],
  ['updatedAt', 'updated_at'],
  ['updated_at', 'updated_at'],
  ['status', 'status'],
  ['version', 'version'],
  ['id', 'id'],
]);

export interface FilterOptions {
  dialect: SqlDialect;
  config: ListConfig | null;
  /** table-list: only configured codes; dynamic-table-list: an unknown code is an equals filter. */
  strict: boolean;
}

/** How the config says to compare a code: its search item, else a header-search column. */
function configuredKind(code: string, config: ListConfig | null): FilterKind | null {
  const item = config?.search?.displayList.find((i) => i.code === code);
  if (item) return item.type;
  const column = config?.columns.find((c) => c.isSearch && (c.bianma ?? c.code) === code);
  // a header search on a column: typed text, compared as its type says (contains or equals)
  if (column) return columnTraits(column.type)?.search === 'contains' ? 'text' : 'select';
  return null;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(',');
  return String(value).trim();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function dateRange(expr: Expression<unknown>, value: string, name: string): RawBuilder<SqlBool> | null {
  const [from = '', to = ''] = value.split(',').map((s) => s.trim());
  if ((from && !DAY.test(from)) || (to && !DAY.test(to)) || value.split(',').length > 2) {
    throw badRequest(`查询条件 ${name} 的日期范围格式应为 yyyy-MM-dd,yyyy-MM-dd`);
  }
  // Stored dates are 'yyyy-MM-dd' or ISO timestamps: text order is time order, and "< next day"
  // keeps the whole last day.
  const parts: RawBuilder<SqlBool>[] = [];
  if (from) parts.push(sql<SqlBool>`${expr} >= ${from}`);
  if (to) parts.push(sql<SqlBool>`${expr} < ${nextDay(to)}`);
  // ',' (both days empty) is no filter at all, like an empty value.
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Status filters accept the codes (draft …) or the texts shown (草稿 …). */
function statusCodes(values: string[]): string[] {
  return values.map((v) => RECORD_STATUSES.find((s) => s === v || STATUS_TEXT[s] === v) ?? v);
}

function condition(dialect: SqlDialect, kind: FilterKind, expr: Expression<unknown>, value: string, code: string, isStatus: boolean): RawBuilder<SqlBool> | null {
  switch (filterTraits(kind)?.match) {
    case 'contains':
      return contains(dialect, expr, value);
    case 'any-of': {
      const values = value.split(',').map((v) => v.trim()).filter(Boolean);
      // ',' (no value between the commas) is no filter: `in ()` is an error on PostgreSQL.
      return values.length ? equalsAny(dialect, expr, isStatus ? statusCodes(values) : values) : null;
    }
    case 'path': {
      if (value.endsWith('*')) return startsWith(expr, value.slice(0, -1));
      const last = value.split(/[,/]/).map((v) => v.trim()).filter(Boolean).at(-1) ?? value;
      return equalsAny(dialect, expr, [last]);
    }
    case 'days':
      return dateRange(expr, value, code);
    default:
      return equalsAny(dialect, expr, isStatus ? statusCodes([value]) : [value]);
  }
}

/** The SQL conditions of a list call's filters (empty values are no filter). */
export function filterConditions(filters: Record<string, unknown> | undefined, options: FilterOptions): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  for (const [code, raw] of Object.entries(filters ?? {})) {
    const value = asText(raw);
    if (!value) continue;
    const column = COLUMN_FILTERS.get(code);
    const kind = configuredKind(code, options.config) ?? column?.kind ?? (options.strict ? null : 'select');
    if (!kind) throw badRequest(`不支持的查询条件：${code}`);
    if (!column && !isDataKey(code)) throw badRequest(`不支持的查询条件：${code}`);
    const expr = column ? sql.ref(column.column) : dataText(options.dialect, code);
    const c = condition(options.dialect, kind, expr, value, code, column?.column === 'status');
    if (c) out.push(c);
  }
  return out;
}

export interface SortPlan {
  expr: Expression<unknown>;
  direction: 'asc' | 'desc';
  /** Data keys may be missing: those rows go last either way, the same on both databases. */
  nullable: boolean;
  /** Sorting on updated_at: the (updated_at, id) tie-break alone gives the order. */
  isDefault?: boolean;
}

/** The ORDER BY of a list call: a column, or a data key; newest change first by default. */
export function sortPlan(dialect: SqlDialect, sortField: string | undefined, sortOrder: string | undefined): SortPlan {
  const direction = sortOrder === 'asc' || sortOrder === 'ascend' ? 'asc' : 'desc';
  const column = sortField ? COLUMN_SORTS.get(sortField) : 'updated_at';
  if (column === 'updated_at') return { expr: sql.ref('updated_at'), direction, nullable: false, isDefault: true };
  if (column) return { expr: sql.ref(column), direction, nullable: false };
  if (!sortField || !isDataKey(sortField)) throw badRequest(`不支持的排序字段：${sortField}`);
  return { expr: dataSortKey(dialect, sortField), direction, nullable: true };
}
