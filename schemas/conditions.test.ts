import { describe, expect, it } from 'vitest';
import { checkNodeConfig } from './check-node-config';
import { conditionHolds, configuredState, ruleState, type FieldRule, type RuleCondition } from './conditions';
import { recordProblems } from './record-check';
import type { FormConfig, FormItem } from './form';

const values: Record<string, unknown> = { mode: 'hide', n: 10, day: '2026-05-01', tags: ['a', 'b'], code: '1', on: true, blank: '  ' };
const get = (b: string) => values[b];
const holds = (c: RuleCondition) => conditionHolds(c, get);

describe('conditions: evaluation', () => {
  it('equals / not equals, loosely between text and numbers, member-wise on lists', () => {
    expect(holds({ field: 'mode', op: 'eq', value: 'hide' })).toBe(true);
    expect(holds({ field: 'mode', op: 'ne', value: 'hide' })).toBe(false);
    expect(holds({ field: 'code', op: 'eq', value: 1 })).toBe(true);
    expect(holds({ field: 'tags', op: 'eq', value: 'b' })).toBe(true);
    expect(holds({ field: 'on', op: 'eq', value: true })).toBe(true);
    expect(holds({ field: 'missing', op: 'ne', value: 'x' })).toBe(true);
  });

  it('in / not in, empty / not empty (whitespace is empty)', () => {
    expect(holds({ field: 'mode', op: 'in', value: ['show', 'hide'] })).toBe(true);
    expect(holds({ field: 'mode', op: 'notIn', value: ['show', 'hide'] })).toBe(false);
    expect(holds({ field: 'tags', op: 'in', value: ['z', 'a'] })).toBe(true);
    expect(holds({ field: 'blank', op: 'empty' })).toBe(true);
    expect(holds({ field: 'missing', op: 'empty' })).toBe(true);
    expect(holds({ field: 'mode', op: 'notEmpty' })).toBe(true);
  });

  it('compares numbers as numbers and dates as text; an empty value compares as nothing', () => {
    expect(holds({ field: 'n', op: 'gt', value: 9 })).toBe(true);
    expect(holds({ field: 'n', op: 'gt', value: '10' })).toBe(false);
    expect(holds({ field: 'n', op: 'gte', value: '10' })).toBe(true);
    expect(holds({ field: 'n', op: 'lt', value: 100 })).toBe(true); // '10' < '100' as numbers, not text
    expect(holds({ field: 'day', op: 'lte', value: '2026-04-30' })).toBe(false);
    expect(holds({ field: 'day', op: 'gt', value: '2026-04-30' })).toBe(true);
    expect(holds({ field: 'missing', op: 'lt', value: 5 })).toBe(false);
  });

  it('all / any nest', () => {
    const c: RuleCondition = { all: [{ field: 'mode', op: 'eq', value: 'hide' }, { any: [{ field: 'n', op: 'gt', value: 50 }, { field: 'on', op: 'eq', value: true }] }] };
    expect(holds(c)).toBe(true);
    expect(holds({ ...c, all: [...c.all!, { field: 'n', op: 'lt', value: 5 }] })).toBe(false);
    expect(holds({ any: [{ field: 'n', op: 'gt', value: 50 }, { field: 'mode', op: 'empty' }] })).toBe(false);
  });

  it('rules apply in order over the configured state; a condition that fails leaves it as configured', () => {
    const rules: FieldRule[] = [
      { when: { field: 'mode', op: 'eq', value: 'hide' }, then: { display: 'hidden' } },
      { when: { field: 'n', op: 'gt', value: 5 }, then: { required: true, readOnly: true } },
      { when: { field: 'n', op: 'gt', value: 50 }, then: { display: 'visible' } },
    ];
    const base = configuredState({ required: 0 });
    expect(ruleState(rules, base, get)).toEqual({ visible: false, required: true, readOnly: true });
    expect(ruleState(rules, base, (b) => ({ ...values, mode: 'show', n: 1 })[b])).toEqual(base);
    expect(ruleState(undefined, base, get)).toEqual(base);
  });
});

const item = (bianma: string, extra: Partial<FormItem> = {}): FormItem => ({ bianma, name: `字段${bianma}`, type: 'text', ...extra });
const form = (...items: FormItem[]): FormConfig => ({ kind: 'form', groups: [{ key: 'g', title: '基本', items }] });

describe('conditions: the config check', () => {
  const lines = (rules: unknown) => checkNodeConfig('form', form(item('a'), item('b', { rules } as Partial<FormItem>))).map((p) => p.text);

  it('accepts rules naming existing fields with fitting values', () => {
    expect(lines([{ when: { any: [{ field: 'a', op: 'in', value: ['1', 2] }, { field: 'a', op: 'empty' }] }, then: { display: 'hidden', value: '' } }])).toEqual([]);
  });

  it('words, in Chinese with the place, a rule naming an unknown field or itself', () => {
    expect(lines([{ when: { field: 'zz', op: 'eq', value: '1' }, then: { required: true } }])).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：条件字段 zz 不存在']);
    expect(lines([{ when: { all: [{ field: 'b', op: 'notEmpty' }] }, then: { readOnly: true } }])).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：条件字段不能是自身']);
  });

  it('words an operator whose value does not fit it', () => {
    const one = (when: unknown) => lines([{ when, then: { required: true } }]);
    expect(one({ field: 'a', op: 'in', value: 'x' })).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：「属于其中之一」需要一组取值（文字或数字的列表）']);
    expect(one({ field: 'a', op: 'empty', value: 'x' })).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：「为空」不需要比较值']);
    expect(one({ field: 'a', op: 'gt', value: true })).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：「大于」需要数字或日期作比较值']);
    expect(one({ field: 'a', op: 'eq', value: ['x'] })).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：「等于」需要一个取值（文字、数字或是/否）']);
  });

  it('words malformed conditions, an empty group and a rule without effect', () => {
    expect(lines([{ when: { field: 'a', op: 'eq', value: 1, all: [] }, then: { required: true } }])[0]).toContain('条件须为「字段 + 比较方式 + 取值」');
    expect(lines([{ when: { any: [] }, then: { required: true } }])).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：any 分组不能为空']);
    expect(lines([{ when: { field: 'a', op: 'notEmpty' }, then: {} }])).toEqual(['第 2 个字段「字段b」(b): 第 1 条条件规则：没有设置效果（显示/隐藏、必填、只读或赋值）']);
  });

  it('words a shape mistake (unknown operator, unknown effect) through the schema', () => {
    expect(lines([{ when: { field: 'a', op: 'like', value: 'x' }, then: { required: true } }])).toEqual(['第 2 个字段「字段b」(b): op 取值不在允许范围内']);
    expect(lines([{ when: { field: 'a', op: 'empty' }, then: { hide: true } }])).toEqual([
      '第 2 个字段「字段b」(b): 不支持的属性 hide',
      '第 2 个字段「字段b」(b): 第 1 条条件规则：没有设置效果（显示/隐藏、必填、只读或赋值）',
    ]);
    expect(checkNodeConfig('form', form(item('a', { validator: 'phone' } as unknown as Partial<FormItem>))).map((p) => p.text)).toEqual([
      '第 1 个字段「字段a」(a): validator 取值不在允许范围内',
    ]);
  });
});

describe('conditions: the record check', () => {
  // "hide these two fields while that select's value is hide"
  const hide: FieldRule = { when: { field: 'mode', op: 'eq', value: 'hide' }, then: { display: 'hidden' } };
  const f = form(item('mode', { type: 'select' }), item('x', { required: 1, rules: [hide] }), item('y', { required: 1, rules: [hide], validator: 'uscc' }));

  it('a hidden required field may be empty and its value is not checked; shown, it is required again', () => {
    expect(recordProblems(f, { mode: 'hide', y: 'bad' }, 'submit')).toEqual([]);
    expect(recordProblems(f, { mode: 'show' }, 'submit').map((p) => p.message)).toEqual(['字段x必填', '字段y必填']);
  });

  it('a rule makes a field required; a named validator refuses a wrong check character', () => {
    const g = form(item('n', { type: 'number' }), item('z', { rules: [{ when: { field: 'n', op: 'gte', value: 100 }, then: { required: true } }] }), item('u', { validator: 'uscc' }));
    expect(recordProblems(g, { n: 99 }, 'submit')).toEqual([]);
    expect(recordProblems(g, { n: 100, u: '91350100M000100Y44' }, 'draft').map((p) => p.message)).toEqual(['字段u：统一社会信用代码校验位不正确，请核对后重新输入']);
    expect(recordProblems(g, { n: 100, u: '91350100M000100Y43' }, 'submit').map((p) => p.message)).toEqual(['字段z必填']);
  });

  it('a rule making a field read-only exempts it, as the form does not validate read-only fields', () => {
    const g = form(item('lock', { type: 'switch-2' }), item('z', { required: 1, rules: [{ when: { field: 'lock', op: 'eq', value: true }, then: { readOnly: true } }] }));
    expect(recordProblems(g, { lock: true }, 'submit')).toEqual([]);
    expect(recordProblems(g, { lock: false }, 'submit')).toHaveLength(1);
  });
});
