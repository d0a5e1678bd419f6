/**
 * Conditional field rules without code (docs/forms.md "Conditional rules"): a form item's optional
 * `rules` say how the item's display, required, read-only state and value follow other fields'
 * values. They are data — a field, an operator and a value, nested under `all`/`any` — never an
 * expression: nothing is evaluated as code (no eval/new Function).
 *
 * One home for the shape (the types; their TypeBox schemas sit beside FormItem in form.ts), the evaluation (pure
 * functions, read by the runtime's reactions in runtime/core/conditions.ts and by the server's
 * record check in schemas/record-check.ts) and the config check (config-problems.ts words it).
 */
import type { FormItem } from './form';
import { isEmptyValue, isRequired } from './form-rules';

/** equals, not equals, one of, none of, empty, not empty, and the four comparisons. */
export const CONDITION_OPS = ['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty', 'gt', 'gte', 'lt', 'lte'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** How the designer names each operator. */
export const OP_LABELS: Readonly<Record<ConditionOp, string>> = {
  eq: '等于',
  ne: '不等于',
  in: '属于其中之一',
  notIn: '不属于其中任何一个',
  empty: '为空',
  notEmpty: '不为空',
  gt: '大于',
  gte: '大于等于',
  lt: '小于',
  lte: '小于等于',
};

/**
 * One node of a condition: a leaf `{ field, op, value }`, or a group `{ all: [...] }` (every one
 * holds) / `{ any: [...] }` (at least one holds) whose members are nodes again. Its schema is
 * `RuleCondition` in form.ts (this file stays free of TypeBox: the runtime's pages import it).
 */
export interface RuleCondition {
  field?: string;
  op?: ConditionOp;
  value?: unknown;
  all?: RuleCondition[];
  any?: RuleCondition[];
}

/** What a rule does to its field while its condition holds (schema `RuleEffect` in form.ts). */
export interface RuleEffect {
  display?: 'hidden' | 'visible';
  required?: boolean;
  readOnly?: boolean;
  /** set each time the condition starts to hold */
  value?: unknown;
}

/** `when` the condition holds, `then` the effect applies; otherwise the field is as configured. */
export interface FieldRule {
  when: RuleCondition;
  then: RuleEffect;
}

// ---- evaluation -------------------------------------------------------------------------------

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
/** Select values come back as strings or numbers depending on the option source: '1' equals 1. */
const same = (a: unknown, b: unknown): boolean => isScalar(a) && isScalar(b) && String(a) === String(b);
/** The field's value as a list of scalars: a multi-select or cascader path is tested member by member. */
const members = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** Numbers (or numeric text) compare as numbers; other text (dates 'YYYY-MM-DD…') as text; else no order. */
function order(a: unknown, b: unknown): number | null {
  if (!isScalar(a) || !isScalar(b) || typeof a === 'boolean' || typeof b === 'boolean' || a === '' || b === '') return null;
  const [x, y] = [Number(a), Number(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

function leafHolds(op: ConditionOp, actual: unknown, expected: unknown): boolean {
  const list = Array.isArray(expected) ? expected : [expected];
  switch (op) {
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'eq':
      return members(actual).some((m) => same(m, expected));
    case 'ne':
      return !members(actual).some((m) => same(m, expected));
    case 'in':
      return members(actual).some((m) => list.some((e) => same(m, e)));
    case 'notIn':
      return !members(actual).some((m) => list.some((e) => same(m, e)));
    default: {
      const d = order(actual, expected);
      if (d === null) return false;
      return op === 'gt' ? d > 0 : op === 'gte' ? d >= 0 : op === 'lt' ? d < 0 : d <= 0;
    }
  }
}

/**
 * Whether a condition holds for the values `getValue` reads. An empty group holds for `all` and
 * not for `any` (as every/some do); a node that is neither a leaf nor a group never holds (the
 * config check refuses it before it gets here).
 */
export function conditionHolds(c: RuleCondition, getValue: (bianma: string) => unknown): boolean {
  if (c.all) return c.all.every((m) => conditionHolds(m, getValue));
  if (c.any) return c.any.some((m) => conditionHolds(m, getValue));
  if (!c.field || !c.op) return false;
  return leafHolds(c.op, getValue(c.field), c.value);
}

/** Every field a condition reads (the runtime subscribes to these). */
export function conditionFields(c: RuleCondition, into: Set<string> = new Set()): Set<string> {
  if (c.field) into.add(c.field);
  for (const m of [...(c.all ?? []), ...(c.any ?? [])]) conditionFields(m, into);
  return into;
}

/** The state of a field that rules act on. */
export interface RuleState {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
}

/** A field's state as configured, before rules: shown unless show false, required 1/2, readonly. */
export const configuredState = (item: Pick<FormItem, 'show' | 'required' | 'readonly'>): RuleState => ({
  visible: item.show !== false,
  required: isRequired(item),
  readOnly: item.readonly === true,
});

/**
 * The state of a field given the others' values: `base` (as configured, and as the switch-1
 * linkage leaves it), then every rule whose condition holds, in order, the later winning on a
 * property both set. A hidden field is never required: Formily does not validate it and the
 * server does not check it.
 */
export function ruleState(rules: readonly FieldRule[] | undefined, base: RuleState, getValue: (bianma: string) => unknown): RuleState {
  const state = { ...base };
  for (const rule of rules ?? []) {
    if (!conditionHolds(rule.when, getValue)) continue;
    if (rule.then.display) state.visible = rule.then.display === 'visible';
    if (rule.then.required !== undefined) state.required = rule.then.required;
    if (rule.then.readOnly !== undefined) state.readOnly = rule.then.readOnly;
  }
  return state;
}

/** Which rules with a value effect hold now: the runtime sets the value when one starts to hold. */
export const valueRulesHolding = (rules: readonly FieldRule[] | undefined, getValue: (bianma: string) => unknown): FieldRule[] =>
  (rules ?? []).filter((r) => Object.hasOwn(r.then, 'value') && conditionHolds(r.when, getValue));

// ---- config check -----------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOp = (v: unknown): v is ConditionOp => typeof v === 'string' && (CONDITION_OPS as readonly string[]).includes(v);

/** What is wrong with a leaf's value for its operator, or null. */
function valueProblem(op: ConditionOp, c: Record<string, unknown>): string | null {
  const has = Object.hasOwn(c, 'value');
  const v = c.value;
  const name = `「${OP_LABELS[op]}」`;
  if (op === 'empty' || op === 'notEmpty') return has ? `${name}不需要比较值` : null;
  if (op === 'in' || op === 'notIn') {
    const ok = Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' || typeof x === 'number');
    return ok ? null : `${name}需要一组取值（文字或数字的列表）`;
  }
  if (op === 'eq' || op === 'ne') return isScalar(v) ? null : `${name}需要一个取值（文字、数字或是/否）`;
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? null : `${name}需要数字或日期作比较值`;
}

function nodeProblems(c: unknown, self: string | undefined, exists: (bianma: string) => boolean, out: string[]): void {
  if (!isObject(c)) return; // the schema words a non-object
  const groups = ['all', 'any'].filter((k) => Object.hasOwn(c, k));
  const leaf = Object.hasOwn(c, 'field') || Object.hasOwn(c, 'op');
  if (groups.length + (leaf ? 1 : 0) !== 1) {
    out.push('条件须为「字段 + 比较方式 + 取值」，或 all（全部满足）/ any（任一满足）分组之一');
    return;
  }
  if (groups.length) {
    const members = c[groups[0]];
    if (!Array.isArray(members)) return;
    if (members.length === 0) out.push(`${groups[0]} 分组不能为空`);
    for (const m of members) nodeProblems(m, self, exists, out);
    return;
  }
  const field = typeof c.field === 'string' ? c.field : undefined;
  if (!field) out.push('条件缺少字段');
  else if (field === self) out.push('条件字段不能是自身');
  else if (!exists(field)) out.push(`条件字段 ${field} 不存在`);
  if (!Object.hasOwn(c, 'op')) out.push('条件缺少比较方式');
  else if (isOp(c.op)) {
    const problem = valueProblem(c.op, c);
    if (problem) out.push(problem);
  }
}

/**
 * The problems of an item's `rules` that its schema cannot see, each prefixed with the rule's
 * position: conditions on fields that do not exist (or on the field itself), values that do not
 * suit their operator, malformed groups and rules without an effect. `rules` may have any shape:
 * the parts that have the shape a check needs are checked.
 */
export function ruleProblems(rules: unknown, self: string | undefined, exists: (bianma: string) => boolean): string[] {
  if (!Array.isArray(rules)) return [];
  const problems: string[] = [];
  rules.forEach((rule, i) => {
    if (!isObject(rule)) return;
    const found: string[] = [];
    nodeProblems(rule.when, self, exists, found);
    const then = rule.then;
    if (isObject(then) && !['display', 'required', 'readOnly', 'value'].some((k) => Object.hasOwn(then, k))) {
      found.push('没有设置效果（显示/隐藏、必填、只读或赋值）');
    }
    for (const f of new Set(found)) problems.push(`第 ${i + 1} 条条件规则：${f}`);
  });
  return problems;
}

/**
 * Points a rule's conditions at a renamed field (mutates; the designer renames a bianma's links
 * with it). A removed field is left named: the config check then says 条件字段 x 不存在.
 */
export function renameConditionField(rules: FieldRule[], from: string, to: string): void {
  const visit = (c: RuleCondition) => {
    if (c.field === from) c.field = to;
    for (const m of [...(c.all ?? []), ...(c.any ?? [])]) visit(m);
  };
  for (const rule of rules) visit(rule.when);
}
