import type { ListConfig } from '../../schemas';
import type { SchemaComplaint } from './schema-issues';

// Where a list/card config problem sits, named as the list designer shows it: columns, search
// conditions and card lines, each counted from 1 with its name and key.

type Named = Partial<Record<'name' | 'code' | 'contentKey', unknown>>;

const label = (what: string, ordinal: number, item: Named | undefined): string => {
  const name = typeof item?.name === 'string' && item.name ? `「${item.name}」` : '';
  const key = typeof item?.code === 'string' && item.code ? `(${item.code})` : typeof item?.contentKey === 'string' && item.contentKey ? `(${item.contentKey})` : '';
  return `${what.replace('N', String(ordinal))}${name}${key}`;
};

const at = (v: unknown, key: string): unknown => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);
const nth = (v: unknown, i: string): Named | undefined => (Array.isArray(v) ? (v[Number(i)] as Named) : undefined);
const isIndex = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

/** Names the list item a schema complaint is about. */
export function placeInList(config: unknown, c: SchemaComplaint): string {
  const [a, b, d, e] = c.segments;
  if (a === 'columns' && isIndex(b)) return `${label('第 N 列', Number(b) + 1, nth(at(config, 'columns'), b))}: ${c.message}`;
  if (a === 'search' && b === 'displayList' && isIndex(d)) {
    return `${label('第 N 个查询条件', Number(d) + 1, nth(at(at(config, 'search'), 'displayList'), d))}: ${c.message}`;
  }
  if (a === 'cardStyle' && b === 'contents' && isIndex(d)) {
    return `${label('卡片样式第 N 行', Number(d) + 1, nth(at(at(config, 'cardStyle'), 'contents'), d))}: ${c.message}`;
  }
  if (a === 'cardStyle' && e === undefined) return `卡片样式: ${c.message}`;
  return c.container.length ? `配置 ${c.container.join('.')}: ${c.message}` : `配置: ${c.message}`;
}

/** Problems a schema cannot see: the kind of the page, duplicate column and condition keys. */
export function listSemantics(kind: 'list' | 'card', config: ListConfig): string[] {
  const problems: string[] = [];
  if (config.kind !== kind) problems.push(`配置: kind 为 ${config.kind}，与页面类型 ${kind} 不一致`);
  const seen = new Map<string, number>();
  config.columns.forEach((col, i) => {
    const first = seen.get(col.code);
    if (first !== undefined) problems.push(`${label('第 N 列', i + 1, col)}: 列编码 ${col.code} 与第 ${first} 列重复`);
    else seen.set(col.code, i + 1);
  });
  const conditions = new Map<string, number>();
  config.search.displayList.forEach((item, i) => {
    const first = conditions.get(item.code);
    if (first !== undefined) problems.push(`${label('第 N 个查询条件', i + 1, item)}: 条件编码 ${item.code} 与第 ${first} 个查询条件重复`);
    else conditions.set(item.code, i + 1);
  });
  return problems;
}
