import { cardLabel, typeCardProblems } from '../../type-card-problems';
import { MENU_CARD_WHERE, menuCardProblems } from '../../menu-card-problems';
import { line, placeAnywhere, type ConfigProblem, type SchemaComplaint } from '../../config-problems';

/**
 * How a list or card-list config's problems are placed and the rules its schema cannot express:
 * the list and card kinds' `place` and `rules` (they share ListConfig).
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

// Where a list/card config problem sits, named as the list designer shows it: columns, search
// conditions and card lines, each counted from 1 with its name and key.
type Named = Partial<Record<'name' | 'code' | 'contentKey', unknown>>;

const listLabel = (what: string, ordinal: number, item: Named | undefined): string => {
  const name = typeof item?.name === 'string' && item.name ? `「${item.name}」` : '';
  const key = typeof item?.code === 'string' && item.code ? `(${item.code})` : typeof item?.contentKey === 'string' && item.contentKey ? `(${item.contentKey})` : '';
  return `${what.replace('N', String(ordinal))}${name}${key}`;
};

const at = (v: unknown, key: string): unknown => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);
const nth = (v: unknown, i: string): Named | undefined => (Array.isArray(v) ? (v[Number(i)] as Named) : undefined);
const isIndex = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

export function placeInList(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [a, b, d, e] = c.segments;
  if (a === 'columns' && isIndex(b)) return line(listLabel('第 N 列', Number(b) + 1, nth(at(config, 'columns'), b)), c.message);
  if (a === 'search' && b === 'displayList' && isIndex(d)) {
    return line(listLabel('第 N 个查询条件', Number(d) + 1, nth(at(at(config, 'search'), 'displayList'), d)), c.message);
  }
  if (a === 'cardStyle' && b === 'contents' && isIndex(d)) {
    return line(listLabel('卡片样式第 N 行', Number(d) + 1, nth(at(at(config, 'cardStyle'), 'contents'), d)), c.message);
  }
  if (a === 'cardStyle' && e === undefined) return line('卡片样式', c.message);
  if (a === 'typeCards' && b === 'cards' && isIndex(d)) return line(cardLabel(Number(d) + 1, nth(at(at(config, 'typeCards'), 'cards'), d)), c.message);
  if (a === 'typeCards') return line('类型卡片', c.message);
  if (a === 'menuCard') return line(MENU_CARD_WHERE, c.message);
  return placeAnywhere(c);
}

/** Problems a schema cannot see: the kind of the page, duplicate column and condition keys. */
export function listSemantics(kind: string, config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== kind) problems.push(line('配置', `kind 为 ${own}，与页面类型 ${kind} 不一致`));
  const duplicates = (items: unknown[], what: string, keyWord: string, also: string) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const code = isObject(item) ? text(item.code) : undefined;
      if (code === undefined) return;
      const first = seen.get(code);
      if (first !== undefined) problems.push(line(listLabel(what, i + 1, item as Named), `${keyWord} ${code} 与第 ${first} ${also}重复`));
      else seen.set(code, i + 1);
    });
  };
  duplicates(list(config.columns), '第 N 列', '列编码', '列');
  duplicates(list(isObject(config.search) ? config.search.displayList : undefined), '第 N 个查询条件', '条件编码', '个查询条件');
  for (const [where, message] of [...typeCardProblems(config), ...menuCardProblems(config)]) problems.push(line(where, message));
  return problems;
}
