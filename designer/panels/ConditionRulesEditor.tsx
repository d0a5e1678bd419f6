/**
 * The 条件规则 section of the field property panel: a field's conditional rules (schemas/conditions.ts)
 * built by picking — fields, operators, values from the field's own choices — never by typing JSON.
 * Each rule is a top-level all/any group whose members are conditions or nested groups, and an
 * effect (hide/show, required, read-only, a value).
 */
import { useEffect, useState } from 'react';
import { Button, Input, Radio, Select, Space, Switch, Typography } from 'antd';
import type { FieldOption, FormItem } from '../../schemas/form';
import { CONDITION_OPS, OP_LABELS, type ConditionOp, type FieldRule, type RuleCondition, type RuleEffect } from '../../schemas/conditions';
import type { FieldRegistry } from '../../runtime/core/registry';
import { useDictionaryApi } from '../dictionaries/api';

interface Props {
  rules: readonly FieldRule[] | undefined;
  /** the other fields of the form, which conditions may name */
  fields: readonly FormItem[];
  registry: FieldRegistry;
  /** the field a new rule's first condition names (the nearest choice field above); else the first field */
  proposed?: string;
  error?: string;
  /** the field starts hidden (show false): a 显示 rule needs that to do anything */
  startsHidden?: boolean;
  /**
   * undefined when the last rule is removed; `show` when the field's own show must follow (the
   * quick effect 显示 hides it until a rule shows it, and leaving 显示 gives it back)
   */
  onChange: (rules: FieldRule[] | undefined, show?: boolean) => void;
}

const OP_CHOICES = CONDITION_OPS.map((op) => ({ value: op, label: OP_LABELS[op] }));
const takesList = (op: ConditionOp | undefined) => op === 'in' || op === 'notIn';
const takesNone = (op: ConditionOp | undefined) => op === 'empty' || op === 'notEmpty';

/** A condition group as the editor shows it: a leaf at the top is shown as a group of one. */
const asGroup = (c: RuleCondition): RuleCondition => (c.all || c.any ? c : { all: [c] });
const members = (g: RuleCondition): RuleCondition[] => g.all ?? g.any ?? [];
const withMembers = (g: RuleCondition, list: RuleCondition[]): RuleCondition => (g.any ? { any: list } : { all: list });

type Scalar = string | number | boolean;

/** Whether a field has a fixed set of values a condition picks from: choices, a switch, or 是/否. */
export const hasChoices = (f: FormItem, registry: FieldRegistry): boolean => {
  const def = registry.get(f.type);
  return (def?.options ?? 'none') !== 'none' || !!def?.fixedChoices?.length;
};

const flatten = (list: readonly FieldOption[]): FieldOption[] => list.flatMap((o) => [o, ...flatten(o.children ?? [])]);

/**
 * The values a condition on `field` picks from, as the field shows them (label) and stores them
 * (value): its inline choices, its dictionary (displayCode, read through the dictionary API), or
 * its type's fixed 是/否 (a switch's true/false, y_n_ent's text).
 * undefined: the field takes any value (typed).
 */
function useChoices(field: FormItem | undefined, registry: FieldRegistry): Array<{ value: string | number; label: string }> | undefined {
  const api = useDictionaryApi();
  const code = field && !field.options?.list && (registry.get(field.type)?.options ?? 'none') !== 'none' ? field.code : undefined;
  const [dictionary, setDictionary] = useState<{ code: string; list: FieldOption[] }>();
  useEffect(() => {
    if (!api || !code) return;
    let live = true;
    api.detail({ displayCode: code, systemCoding: '' }).then(
      (d) => live && setDictionary({ code, list: d.items }),
      () => live && setDictionary({ code, list: [] }),
    );
    return () => void (live = false);
  }, [api, code]);
  if (!field) return undefined;
  // a yes/no type's own values (fixedChoices); a switch's true/false as the strings a Select holds
  const fixed = registry.get(field.type)?.fixedChoices;
  if (fixed?.length) return fixed.map((c) => ({ value: String(c.value), label: c.label }));
  const list = field.options?.list ?? (code && dictionary?.code === code ? dictionary.list : undefined);
  return list ? flatten(list).map((o) => ({ value: o.value, label: o.label })) : undefined;
}

interface ValueProps {
  leaf: RuleCondition;
  field?: FormItem;
  registry: FieldRegistry;
  onChange: (v: unknown) => void;
  label: string;
  /** a rule just added: its value is the next thing to pick, so its dropdown opens (or its box takes the focus) */
  fresh?: boolean;
}

/** The value input of a leaf, fitted to the field it names: a dropdown of its values, a number, or text. */
function ValueInput({ leaf, field, registry, onChange, label, fresh }: ValueProps) {
  const choices = useChoices(field, registry);
  if (takesNone(leaf.op)) return null;
  const list = takesList(leaf.op);
  const valueType = field ? registry.get(field.type)?.valueType : undefined;
  if (valueType === 'boolean' && !list) {
    return (
      <Select<string> aria-label={label} style={{ minWidth: 80 }} value={leaf.value === undefined || leaf.value === '' ? undefined : String(leaf.value)} onChange={(v) => onChange(v === 'true')}
        options={choices} placeholder="选择取值" autoFocus={fresh} defaultOpen={fresh} />
    );
  }
  if (choices || list) {
    const value = list ? (Array.isArray(leaf.value) ? (leaf.value as Array<string | number>) : []) : leaf.value === '' ? undefined : (leaf.value as string | number | undefined);
    return (
      <Select<string | number | Array<string | number>>
        aria-label={label}
        style={{ minWidth: 140 }}
        mode={list ? (choices?.length ? 'multiple' : 'tags') : undefined}
        value={value}
        options={choices}
        showSearch
        optionFilterProp="label"
        placeholder={list ? '选择或输入取值后回车' : '选择取值'}
        autoFocus={fresh}
        defaultOpen={fresh}
        onChange={(v) => onChange(v)}
      />
    );
  }
  const numeric = valueType === 'number' || ['gt', 'gte', 'lt', 'lte'].includes(leaf.op ?? '');
  return (
    <Input
      aria-label={label}
      style={{ width: 140 }}
      autoFocus={fresh}
      value={leaf.value === undefined ? '' : String(leaf.value as Scalar)}
      placeholder={numeric ? '数字或日期 YYYY-MM-DD' : '取值'}
      onChange={(e) => {
        const text = e.target.value;
        // A number field compares numbers: store 12, not '12' (a date stays text).
        onChange(valueType === 'number' && text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text);
      }}
    />
  );
}

interface GroupProps {
  group: RuleCondition;
  path: string;
  fields: readonly FormItem[];
  registry: FieldRegistry;
  onChange: (g: RuleCondition) => void;
  onRemove?: () => void;
  /** the rule was just added: its first condition's value opens for picking */
  fresh?: boolean;
}

/** One all/any group: its mode, its conditions and nested groups, and buttons to add either. */
function GroupEditor({ group, path, fields, registry, onChange, onRemove, fresh }: GroupProps) {
  const list = members(group);
  const set = (i: number, c: RuleCondition) => onChange(withMembers(group, list.map((m, j) => (j === i ? c : m))));
  const remove = (i: number) => onChange(withMembers(group, list.filter((_, j) => j !== i)));
  const fieldChoices = fields.map((f) => ({ value: f.bianma, label: `${f.name}（${f.bianma}）` }));
  return (
    <div className="ks-rule-group" role="group" aria-label={`条件组 ${path}`} style={{ borderLeft: '2px solid #d9d9d9', paddingLeft: 8, marginBottom: 8 }}>
      <Space wrap size={4}>
        <span>满足</span>
        <Select<'all' | 'any'> aria-label={`条件组 ${path} 满足方式`} value={group.any ? 'any' : 'all'} style={{ width: 120 }}
          options={[{ value: 'all', label: '全部条件' }, { value: 'any', label: '任一条件' }]}
          onChange={(mode) => onChange(mode === 'any' ? { any: list } : { all: list })} />
        {onRemove && <Button size="small" danger onClick={onRemove}>删除条件组</Button>}
      </Space>
      {list.map((m, i) => {
        const where = `${path}.${i + 1}`;
        if (m.all || m.any) {
          return <GroupEditor key={i} group={m} path={where} fields={fields} registry={registry} onChange={(g) => set(i, g)} onRemove={() => remove(i)} />;
        }
        const field = fields.find((f) => f.bianma === m.field);
        return (
          <Space key={i} wrap size={4} style={{ display: 'flex', margin: '4px 0' }} role="group" aria-label={`条件 ${where}`}>
            <Select<string> aria-label={`条件 ${where} 字段`} style={{ minWidth: 140 }} value={m.field} options={fieldChoices} placeholder="选择字段" showSearch optionFilterProp="label"
              onChange={(b) => set(i, { field: b, op: m.op ?? 'eq', ...(takesNone(m.op) ? {} : { value: takesList(m.op) ? [] : '' }) })} />
            <Select<ConditionOp> aria-label={`条件 ${where} 比较方式`} style={{ width: 150 }} value={m.op} options={OP_CHOICES}
              onChange={(op) => set(i, { field: m.field, op, ...(takesNone(op) ? {} : { value: takesList(op) ? [] : takesList(m.op) ? '' : m.value ?? '' }) })} />
            <ValueInput leaf={m} field={field} registry={registry} label={`条件 ${where} 取值`} fresh={fresh && i === 0} onChange={(value) => set(i, { ...m, value })} />
            <Button size="small" onClick={() => remove(i)} aria-label={`删除条件 ${where}`}>删除</Button>
          </Space>
        );
      })}
      <Space size={4}>
        <Button size="small" onClick={() => onChange(withMembers(group, [...list, { field: fields[0]?.bianma, op: 'eq', value: '' }]))}>添加条件</Button>
        <Button size="small" onClick={() => onChange(withMembers(group, [...list, group.any ? { all: [] } : { any: [] }]))}>添加条件组</Button>
      </Space>
    </div>
  );
}

const TRI = (yes: string, no: string) => [{ value: 'keep', label: '不变' }, { value: 'yes', label: yes }, { value: 'no', label: no }];
const triOf = (v: boolean | undefined) => (v === undefined ? 'keep' : v ? 'yes' : 'no');
const fromTri = (v: string): boolean | undefined => (v === 'keep' ? undefined : v === 'yes');
/** An effect without the keys set to undefined (the config keeps only what a rule does). */
const clean = (e: RuleEffect): RuleEffect => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as RuleEffect;

/** The four effects a rule mostly has, one click each; the selects below combine them. */
const QUICK = {
  show: { label: '显示', then: { display: 'visible' } },
  required: { label: '必填', then: { required: true } },
  readOnly: { label: '只读', then: { readOnly: true } },
  hide: { label: '隐藏', then: { display: 'hidden' } },
} as const satisfies Record<string, { label: string; then: RuleEffect }>;
type Quick = keyof typeof QUICK;
const QUICK_KEYS = Object.keys(QUICK) as Quick[];
/** Which quick effect `effect` is exactly, if any. */
export const quickOf = (effect: RuleEffect): Quick | undefined =>
  QUICK_KEYS.find((k) => JSON.stringify(clean(effect)) === JSON.stringify(QUICK[k].then));

/** What a rule does: one of the quick effects, or display, required, read-only and an optional value. */
function EffectEditor({ effect, n, onChange, onQuick }: { effect: RuleEffect; n: number; onChange: (e: RuleEffect) => void; onQuick: (q: Quick) => void }) {
  const hasValue = Object.hasOwn(effect, 'value');
  return (
    <Space wrap size={4} role="group" aria-label={`规则 ${n} 效果`}>
      <span>则</span>
      <span role="radiogroup" aria-label={`规则 ${n} 效果选择`}>
        <Radio.Group size="small" optionType="button" value={quickOf(effect) ?? null} onChange={(e) => onQuick(e.target.value as Quick)}
          options={QUICK_KEYS.map((k) => ({ value: k, label: QUICK[k].label }))} />
      </span>
      <Select<string> aria-label={`规则 ${n} 显示`} style={{ width: 96 }} value={effect.display ?? 'keep'}
        options={[{ value: 'keep', label: '显示不变' }, { value: 'hidden', label: '隐藏' }, { value: 'visible', label: '显示' }]}
        onChange={(v) => onChange(clean({ ...effect, display: v === 'keep' ? undefined : (v as 'hidden' | 'visible') }))} />
      <Select<string> aria-label={`规则 ${n} 必填`} style={{ width: 96 }} value={triOf(effect.required)} options={TRI('必填', '非必填')}
        onChange={(v) => onChange(clean({ ...effect, required: fromTri(v) }))} />
      <Select<string> aria-label={`规则 ${n} 只读`} style={{ width: 96 }} value={triOf(effect.readOnly)} options={TRI('只读', '可编辑')}
        onChange={(v) => onChange(clean({ ...effect, readOnly: fromTri(v) }))} />
      <Switch aria-label={`规则 ${n} 赋值`} checked={hasValue} checkedChildren="赋值" unCheckedChildren="不赋值"
        onChange={(on) => onChange(on ? { ...effect, value: '' } : clean({ ...effect, value: undefined }))} />
      {hasValue && (
        <Input aria-label={`规则 ${n} 赋值内容`} style={{ width: 140 }} value={String((effect.value as Scalar | undefined) ?? '')} onChange={(e) => onChange({ ...effect, value: e.target.value })} />
      )}
    </Space>
  );
}

export function ConditionRulesEditor({ rules, fields, registry, proposed, error, startsHidden = false, onChange }: Props) {
  const list = rules ?? [];
  // the rule added last, whose value is picked next (three actions: 添加条件规则, the value, the effect)
  const [fresh, setFresh] = useState<number>();
  const set = (i: number, rule: FieldRule) => {
    setFresh(undefined);
    onChange(list.map((r, j) => (j === i ? rule : r)));
  };
  const add = () => {
    setFresh(list.length);
    onChange([...list, { when: { all: [{ field: proposed ?? fields[0]?.bianma, op: 'eq', value: '' }] }, then: { display: 'hidden' } }]);
  };
  /**
   * A quick effect replaces the rule's effect. 显示 only shows a field that starts hidden, so it
   * hides the field until the rule holds (as the paste's 显示 does); leaving it, when no other rule
   * shows the field, gives the field back its place.
   */
  const quick = (i: number, q: Quick) => {
    const next = list.map((r, j) => (j === i ? { ...r, then: { ...QUICK[q].then } } : r));
    setFresh(undefined);
    const shows = next.some((r) => r.then.display === 'visible');
    onChange(next, shows && !startsHidden ? false : !shows && startsHidden && quickOf(list[i]!.then) === 'show' ? true : undefined);
  };
  return (
    <div className="ks-prop" aria-label="条件规则">
      {list.length === 0 && <Typography.Text type="secondary">无。条件规则按其他字段的取值隐藏/显示本字段、设为必填或只读、或赋值。</Typography.Text>}
      {list.map((rule, i) => (
        <div key={i} role="group" aria-label={`规则 ${i + 1}`} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, marginBottom: 8 }}>
          <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography.Text strong>规则 {i + 1}：当</Typography.Text>
            <Button size="small" danger onClick={() => { setFresh(undefined); onChange(list.length > 1 ? list.filter((_, j) => j !== i) : undefined); }}>删除规则</Button>
          </Space>
          <GroupEditor group={asGroup(rule.when)} path={String(i + 1)} fields={fields} registry={registry} fresh={fresh === i} onChange={(when) => set(i, { ...rule, when })} />
          <EffectEditor effect={rule.then} n={i + 1} onChange={(then) => set(i, { ...rule, then })} onQuick={(q) => quick(i, q)} />
        </div>
      ))}
      <Button size="small" type="dashed" onClick={add} disabled={fields.length === 0}>添加条件规则</Button>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
