import { definePageKind } from '../define';
import { line, placeAnywhere, type ConfigProblem } from '../../config-problems';

/**
 * A tree-table page: rows with children from one data call, drawn as a tree table of fixed height
 * (spec 001 §2.3, the cost-estimate results of 文件分析; docs/page-kinds/tree-table.md). Its few
 * rules are here rather than in a problems.ts.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The table's height when the config names none (spec 001 §9 "Tree table height 600"). */
export const TREE_TABLE_HEIGHT = 600;

/** What a schema cannot see: the page's kind, one field in two columns. */
function treeTableRules(config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== 'tree-table') problems.push(line('配置', `kind 为 ${own}，与页面类型 tree-table 不一致`));
  const seen = new Set<string>();
  (Array.isArray(config.columns) ? config.columns : []).forEach((c: unknown, i) => {
    const code = isObject(c) ? text(c.bianma) : undefined;
    if (code === undefined) return;
    if (seen.has(code)) problems.push(line(`第 ${i + 1} 列`, `字段编码 ${code} 与前面的列重复`, undefined, 'columns'));
    seen.add(code);
  });
  return problems;
}

/** The keys still missing for the page to draw rows (the designer's warning, the page's empty state). */
export function treeTableMissing(config: unknown): string[] {
  const c = isObject(config) ? config : {};
  const missing: string[] = [];
  if (text(c.call) === undefined) missing.push('数据接口');
  if (!Array.isArray(c.columns) || c.columns.length === 0) missing.push('列');
  return missing;
}

export default definePageKind({
  label: '树形表格',
  hint: '按层级显示一个接口返回的树形数据（如造价文件的 建设项目 → 单项工程 → 单位工程），可全部展开或收起',
  schema: 'TreeTableConfig',
  opens: 'dashboard',
  suggestedBy: ['树形表格'],
  // Stored the moment it is created: valid without a call; the page and the designer say what is missing.
  emptyConfig: (_nodeId, title) => ({ kind: 'tree-table', title, height: TREE_TABLE_HEIGHT, columns: [] }),
  place: (_config, c) => placeAnywhere(c),
  rules: treeTableRules,
});
