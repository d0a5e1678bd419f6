import type { FieldOption, FormItem } from '../../schemas/form';
import type { RuleEffect } from '../../schemas/conditions';
import { fieldTraits } from '../../schemas/field-types';
import { initialsOf, proposeCode, uniqueCode } from './codes';
import { ruleFor } from './guess-type';
import type { TypeHint } from './hints';
import type { PastedCondition } from './paste';

/**
 * One row of the paste preview: the name, the (hinted or guessed, then possibly changed) type, and
 * the other hints of its line (parsePaste), which become ordinary field properties.
 */
export interface FieldDraft {
  name: string;
  type: string;
  required: boolean;
  /** the line's type word: its extras (a validator, decimals) apply while its type is kept */
  hint?: TypeHint;
  /** `：房屋建筑/市政/水利`: inline choices, valued by their pinyin initials */
  options?: readonly string[];
  regex?: string;
  regexMessage?: string;
  /** `：当 是否联合体=是 时显示并必填`; `field` is the index of another draft */
  condition?: PastedCondition;
}

/** What a type needs to start with (the registry's traits, passed in to keep this pure). */
export interface TypeTraits {
  options?: 'none' | 'flat' | 'tree';
  col?: number;
  /** the key a new field of the type takes while it is free (an attachment: fileList) */
  defaultKey?: string;
}

const SAMPLE: FieldOption[] = [
  { label: '选项一', value: '1' },
  { label: '选项二', value: '2' },
];

/**
 * Fields for the preview's rows: codes proposed from the names (unique among `taken` and each
 * other), the guess's dictionary for region fields, sample choices for other choice types (a
 * choice field without choices would block its form), and a city after a province linked to it.
 * A type with a default key takes it while free (an attachment: `fileList`, the key the server
 * checks required attachment types under, docs/node-config.md).
 */
export function buildFields(drafts: readonly FieldDraft[], taken: ReadonlySet<string>, traits: (type: string) => TypeTraits | undefined): FormItem[] {
  const used = new Set(taken);
  const out: FormItem[] = [];
  // the last province and city seen: a city links to the province, a district to the city
  let province: FormItem | undefined;
  let city: FormItem | undefined;
  for (const d of drafts) {
    const t = traits(d.type);
    const bianma = t?.defaultKey && !used.has(t.defaultKey) ? t.defaultKey : proposeCode(d.name, used);
    used.add(bianma);
    const item: FormItem = { bianma, name: d.name, type: d.type, required: d.required ? 1 : 0, col: t?.col ?? 12 };
    // the hint's or the guess's extras (a dictionary, a validator, decimals) only while its type was kept
    const rule = ruleFor(d.name);
    const kept = d.hint ? undefined : rule?.type === d.type ? rule : undefined;
    const extra = d.hint?.type === d.type ? d.hint.extra : kept?.extra;
    if (extra) Object.assign(item, cloneJson(extra));
    const takesOptions = !!t?.options && t.options !== 'none';
    if (takesOptions && d.options?.length) {
      delete item.code;
      item.options = { list: optionsOf(d.options) };
    } else if (takesOptions && !item.code) {
      item.options = { list: t.options === 'tree' ? SAMPLE.map((o) => ({ ...o, children: [{ label: `${o.label}-1`, value: `${o.value}-1` }] })) : SAMPLE.map((o) => ({ ...o })) };
    }
    if (d.regex && fieldTraits(d.type)?.valueType === 'string' && !takesOptions) {
      item.regex = d.regex;
      if (d.regexMessage) item.regexMessage = d.regexMessage;
    }
    const parent = kept?.region === 'city' ? province : kept?.region === 'district' ? city : undefined;
    if (parent && item.code === parent.code) {
      item.parentNode = parent.bianma;
      parent.childNode = [parent.childNode, item.bianma].filter(Boolean).join(',');
    }
    if (kept?.region === 'province') [province, city] = [item, undefined];
    if (kept?.region === 'city') city = item;
    out.push(item);
  }
  drafts.forEach((d, i) => {
    const target = d.condition && out[d.condition.field];
    if (d.condition && target) addCondition(out[i], d.condition, target);
  });
  return out;
}

/** Choices from pasted labels, valued by their pinyin initials (房屋建筑 → fwjz), each value unique. */
export function optionsOf(labels: readonly string[]): FieldOption[] {
  const used = new Set<string>();
  return labels.map((label) => {
    const value = uniqueCode(initialsOf(label), used);
    used.add(value);
    return { label, value };
  });
}

/**
 * A pasted condition as the field's conditional rule (the rule panel edits it afterwards): 显示
 * makes the field start hidden and show while the condition holds. The typed value becomes the
 * other field's: 是/否 for a yes/no, a choice's value for its label, a number for a number.
 */
function addCondition(item: FormItem, c: PastedCondition, target: FormItem): void {
  const then: RuleEffect = {};
  if (c.show) {
    then.display = 'visible';
    item.show = false;
  }
  if (c.hide) then.display = 'hidden';
  if (c.required) then.required = true;
  if (c.readOnly) then.readOnly = true;
  const valueType = fieldTraits(target.type)?.valueType;
  const choice = target.options?.list?.find((o) => o.label === c.value);
  const value: unknown =
    valueType === 'boolean' ? YES.includes(c.value) : choice ? choice.value : valueType === 'number' && c.value.trim() !== '' && Number.isFinite(Number(c.value)) ? Number(c.value) : c.value;
  item.rules = [...(item.rules ?? []), { when: { field: target.bianma, op: c.op, value }, then }];
}

/** The words of 是 for a yes/no field (anything else is 否). */
export const YES: readonly string[] = ['是', '开', 'true', '1'];
export const NO: readonly string[] = ['否', '关', 'false', '0'];

/** Every bianma of some fields. */
export const codesOf = (items: readonly FormItem[]): Set<string> => new Set(items.map((i) => i.bianma));

/**
 * A copy of `items` with fresh codes (unique among `taken`): links between the copied fields
 * follow the copies, a parent link to a field outside stays, and the links others have into the
 * originals (childNode, curInfo) are not copied, so the originals' pairs stay as they were.
 */
export function copyFields(items: readonly FormItem[], taken: ReadonlySet<string>): FormItem[] {
  const used = new Set(taken);
  const renamed = new Map<string, string>();
  for (const i of items) {
    const code = uniqueCode(i.bianma.replace(/\d+$/, '') || i.bianma, used);
    used.add(code);
    renamed.set(i.bianma, code);
  }
  const inside = (key: string) => renamed.get(key);
  return items.map((i) => {
    const copy: FormItem = { ...cloneJson(i), bianma: renamed.get(i.bianma)! };
    const parents = splitList(i.parentNode).map((k) => inside(k) ?? k);
    const children = splitList(i.childNode).map(inside).filter((k): k is string => !!k);
    const fill = (i.curInfo ?? []).map(inside).filter((k): k is string => !!k);
    setList(copy, 'parentNode', parents.join(','));
    setList(copy, 'childNode', children.join(','));
    if (fill.length) copy.curInfo = fill;
    else delete copy.curInfo;
    return copy;
  });
}

/** A deep copy of config JSON; also of an immer draft, which structuredClone refuses. */
export const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const splitList = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

function setList(item: FormItem, key: 'parentNode' | 'childNode', value: string): void {
  if (value) item[key] = value;
  else delete item[key];
}
