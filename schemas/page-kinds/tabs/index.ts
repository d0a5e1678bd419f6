import { definePageKind } from '../define';
import { line, placeAnywhere, type ConfigProblem, type SchemaComplaint } from '../../config-problems';

/**
 * A tabs page: tabs that each draw another node of the system (docs/page-kinds/tabs.md). Its
 * problems are here rather than in a problems.ts: they are few, and every bundle holds them anyway.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const tabsOf = (config: unknown): unknown[] => (isObject(config) && Array.isArray(config.tabs) ? config.tabs : []);

/** `第 N 个页签「title」(key)`, as every message names a tab. */
export function tabLabel(index: number, tab: unknown): string {
  const t = isObject(tab) ? tab : {};
  return `第 ${index + 1} 个页签${text(t.title) ? `「${String(t.title)}」` : ''}${text(t.key) ? `(${String(t.key)})` : ''}`;
}

function placeInTabs(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [a, b] = c.segments;
  if (a === 'tabs' && b !== undefined && /^\d+$/.test(b)) return line(tabLabel(Number(b), tabsOf(config)[Number(b)]), c.message);
  return placeAnywhere(c);
}

/** What a schema cannot see: the page's kind, a key used twice, a tab that draws no node. */
function tabsRules(config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== 'tabs') problems.push(line('配置', `kind 为 ${own}，与页面类型 tabs 不一致`));
  const seen = new Map<string, number>();
  tabsOf(config).forEach((tab, i) => {
    if (!isObject(tab)) return;
    const where = tabLabel(i, tab);
    const key = text(tab.key);
    const first = key === undefined ? undefined : seen.get(key);
    if (key !== undefined && first !== undefined) problems.push(line(where, `页签编码 ${key} 与第 ${first} 个页签重复`, undefined, 'key'));
    else if (key !== undefined) seen.set(key, i + 1);
    if (text(tab.node) === undefined) problems.push(line(where, '未选择页面节点', undefined, 'node'));
  });
  return problems;
}

export default definePageKind({
  label: '页签页面',
  hint: '多个页签，每个显示一个已有页面（如项目详情的项目信息、场地预约）',
  schema: 'TabsConfig',
  opens: 'dashboard',
  suggestedBy: ['页签', '标签页'],
  // A new page is stored at once, so it starts valid with no tab; the designer asks for the first
  // one and the app says the page has none (docs/page-kinds/tabs.md "No tabs").
  emptyConfig: (_nodeId, title) => ({ kind: 'tabs', title, tabs: [] }),
  place: placeInTabs,
  rules: tabsRules,
});
