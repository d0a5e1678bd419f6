import { definePageKind } from '../define';
import { line, placeAnywhere, type ConfigProblem, type SchemaComplaint } from '../../config-problems';
import { conditionHolds, type RuleCondition } from '../../conditions';

/**
 * A steps page: steps in order, each an ordinary form node with the rules that must hold on its
 * stored values to move on (docs/page-kinds/steps.md). The rules are the engine's conditions
 * (schemas/conditions.ts); `failingRule` is the one evaluation the page and the server share.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const stepsOf = (config: unknown): unknown[] => (isObject(config) && Array.isArray(config.steps) ? config.steps : []);

/** `第 N 步「title」(key)`, as every message names a step. */
export function stepLabel(index: number, step: unknown): string {
  const s = isObject(step) ? step : {};
  return `第 ${index + 1} 步${text(s.title) ? `「${String(s.title)}」` : ''}${text(s.key) ? `(${String(s.key)})` : ''}`;
}

/** The rule of a step that does not hold on `values` (the first, in order), or undefined: the step may be left. */
export function failingRule<R extends { when: RuleCondition; message: string }>(rules: readonly R[] | undefined, values: Readonly<Record<string, unknown>>): R | undefined {
  return (rules ?? []).find((r) => !conditionHolds(r.when, (field) => values[field]));
}

function placeInSteps(config: unknown, c: SchemaComplaint): ConfigProblem {
  const [a, b] = c.segments;
  if (a === 'steps' && b !== undefined && /^\d+$/.test(b)) return line(stepLabel(Number(b), stepsOf(config)[Number(b)]), c.message);
  return placeAnywhere(c);
}

/** What a schema cannot see: the page's kind, a key used twice, a step without a form. */
function stepsRules(config: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isObject(config)) return problems;
  const own = text(config.kind);
  if (own !== undefined && own !== 'steps') problems.push(line('配置', `kind 为 ${own}，与页面类型 steps 不一致`));
  const seen = new Map<string, number>();
  stepsOf(config).forEach((step, i) => {
    if (!isObject(step)) return;
    const where = stepLabel(i, step);
    const key = text(step.key);
    const first = key === undefined ? undefined : seen.get(key);
    if (key !== undefined && first !== undefined) problems.push(line(where, `步骤编码 ${key} 与第 ${first} 步重复`, undefined, 'key'));
    else if (key !== undefined) seen.set(key, i + 1);
    if (text(step.formNodeId) === undefined) problems.push(line(where, '未选择表单节点', undefined, 'formNodeId'));
  });
  return problems;
}

export default definePageKind({
  label: '步骤页面',
  hint: '按顺序的多个步骤（如开标步骤），每步一个表单，满足条件才能进入下一步',
  schema: 'StepsConfig',
  opens: 'dashboard',
  suggestedBy: ['步骤'],
  emptyConfig: (_nodeId, title) => ({ kind: 'steps', title, steps: [] }),
  place: placeInSteps,
  rules: stepsRules,
});
