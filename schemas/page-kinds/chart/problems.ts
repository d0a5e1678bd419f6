import { chartTraits } from './chart-types';
import { line, placeAnywhere, type ConfigProblem, type SchemaComplaint } from '../../config-problems';

/**
 * How a chart config's problems are placed and the rules its schema cannot express (the chart
 * page kind's `place` and `rules`, schemas/page-kinds.ts). The server, the runtime and the
 * designer all word them here.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const panelsOf = (config: unknown): unknown[] => (isObject(config) && Array.isArray(config.panels) ? config.panels : []);

/** `第 N 个面板「title」(key)`, as every message names a panel. */
export function panelLabel(index: number, panel: unknown): string {
  const p = isObject(panel) ? panel : {};
  const title = text(p.title) ? `「${String(p.title)}」` : '';
  const key = text(p.key) ? `(${String(p.key)})` : '';
  return `第 ${index + 1} 个面板${title}${key}`;
}

export function placeInChart(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [a, b] = c.segments;
  if (a === 'panels' && b !== undefined && /^\d+$/.test(b)) return line(panelLabel(Number(b), panelsOf(config)[Number(b)]), c.message);
  return placeAnywhere(c);
}

/** One panel's rules: what to group by must fit the chart type, filters must fit their op. */
function panelProblems(panel: Obj, where: string): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const traits = chartTraits(String(panel.chart));
  const source = isObject(panel.source) ? panel.source : undefined;
  if (!traits || !source) return out;
  const grouped = text(source.groupBy) !== undefined;
  const timed = text(source.timeField) !== undefined;
  if (traits.grouped && !grouped && !timed) out.push(line(where, `${traits.label}需要分组字段或时间字段`));
  if (!traits.grouped && (grouped || timed)) out.push(line(where, `${traits.label}只显示一个总数，不能设置分组字段或时间字段`));
  if (grouped && timed) out.push(line(where, '分组字段和时间字段只能选一个'));
  if (timed && source.timeUnit === undefined) out.push(line(where, '按时间分组需要选择时间单位（按年或按月）'));
  if (!timed && source.timeUnit !== undefined) out.push(line(where, '选择了时间单位但没有时间字段'));
  const filters = Array.isArray(source.filter) ? source.filter : [];
  filters.forEach((f, i) => {
    if (!isObject(f)) return;
    if (f.op === 'in' && !Array.isArray(f.value)) out.push(line(where, `第 ${i + 1} 个筛选条件为「属于」，取值应为列表`));
    if (f.op === 'eq' && Array.isArray(f.value)) out.push(line(where, `第 ${i + 1} 个筛选条件为「等于」，取值应为一个值`));
  });
  return out;
}

/** Problems a schema cannot see: the page's kind, duplicate panel keys, each panel's rules. */
export function chartSemantics(kind: string, config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== kind) problems.push(line('配置', `kind 为 ${own}，与页面类型 ${kind} 不一致`));
  const seen = new Map<string, number>();
  panelsOf(config).forEach((panel, i) => {
    if (!isObject(panel)) return;
    const where = panelLabel(i, panel);
    const key = text(panel.key);
    if (key !== undefined) {
      const first = seen.get(key);
      if (first !== undefined) problems.push(line(where, `面板编码 ${key} 与第 ${first} 个面板重复`));
      else seen.set(key, i + 1);
    }
    problems.push(...panelProblems(panel, where));
  });
  return problems;
}
