import { RECORD_STATUSES } from '../../record';

/**
 * What a chart panel says of a record field besides its key (issue 45 point 8): the name people
 * read (评分, not `pf`) and, when its values have an order of their own (a grade AAA … C, a
 * workflow status), that order, which a grouped chart keeps instead of sorting by count. Read from
 * the configs of the node the records live in (its list and its form), loosely: any config shape
 * that names the key is taken, a config that names nothing gives nothing.
 */
export interface FieldFacts {
  name?: string;
  /** the stored values in their own order (the field's choices) */
  order?: string[];
}

/** The record's own columns (schemas/page-kinds/chart/chart-types.ts CHART_COLUMN_FIELDS). */
const RECORD_FIELD_FACTS: Record<string, FieldFacts> = {
  status: { name: '状态', order: [...RECORD_STATUSES] },
  createdAt: { name: '创建时间' },
  updatedAt: { name: '更新时间' },
};

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The values of a choice list ({label, value}[]), in its order; nested choices after their parent. */
function choiceValues(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((o) => (isObject(o) && (typeof o.value === 'string' || typeof o.value === 'number') ? [String(o.value), ...choiceValues(o.children)] : []));
}

/** Every `{bianma|code, name, …}` entry of a config: list columns, search items, form items. */
function entries(config: unknown): Loose[] {
  if (!isObject(config)) return [];
  const out: Loose[] = [];
  const add = (list: unknown) => Array.isArray(list) && out.push(...list.filter(isObject));
  const groupsOf = (form: unknown) => (isObject(form) && Array.isArray(form.groups) ? form.groups.filter(isObject) : []);
  // A form's fields and its list's record form first: they are what the record holds.
  for (const g of [...groupsOf(config), ...groupsOf(config.recordForm)]) add(g.items);
  add(config.columns);
  if (isObject(config.search)) add(config.search.displayList);
  return out;
}

/** The facts of `key` in the configs of a records node (the list's, then the detail form's). */
export function fieldFacts(key: string, configs: readonly unknown[]): FieldFacts {
  const own = Object.hasOwn(RECORD_FIELD_FACTS, key) ? RECORD_FIELD_FACTS[key] : undefined;
  if (own) return own;
  let name: string | undefined;
  let order: string[] | undefined;
  for (const e of configs.flatMap(entries)) {
    if ((e.bianma ?? e.code) !== key) continue;
    name ??= text(e.name);
    const choices = choiceValues(isObject(e.options) ? e.options.list : e.dataList);
    if (!order && choices.length) order = choices;
  }
  return { ...(name ? { name } : {}), ...(order ? { order } : {}) };
}

/** Groups in the field's own order; values the order does not know after them, largest first. */
export function inFieldOrder<T extends { label: unknown; value: unknown }>(rows: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((v, i) => [v, i]));
  const at = (r: T) => rank.get(String(r.label ?? '')) ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => at(a) - at(b) || Number(b.value) - Number(a.value) || String(a.label ?? '').localeCompare(String(b.label ?? '')));
}
