import type { FieldOption, FormItem } from '../../schemas/form';
import { proposeCode, uniqueCode } from './codes';
import { ruleFor } from './guess-type';

/** One row of the paste preview: the name, the (guessed, then possibly changed) type. */
export interface FieldDraft {
  name: string;
  type: string;
  required: boolean;
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
  let province: FormItem | undefined;
  for (const d of drafts) {
    const t = traits(d.type);
    const bianma = t?.defaultKey && !used.has(t.defaultKey) ? t.defaultKey : proposeCode(d.name, used);
    used.add(bianma);
    const item: FormItem = { bianma, name: d.name, type: d.type, required: d.required ? 1 : 0, col: t?.col ?? 12 };
    // the guess's extras (a dictionary, a region role) only while the guessed type was kept
    const rule = ruleFor(d.name);
    const kept = rule?.type === d.type ? rule : undefined;
    if (kept?.extra) Object.assign(item, cloneJson(kept.extra));
    if (t?.options && t.options !== 'none' && !item.code) {
      item.options = { list: t.options === 'tree' ? SAMPLE.map((o) => ({ ...o, children: [{ label: `${o.label}-1`, value: `${o.value}-1` }] })) : SAMPLE.map((o) => ({ ...o })) };
    }
    if (kept?.region === 'child' && province && item.code === province.code) {
      item.parentNode = province.bianma;
      province.childNode = [province.childNode, item.bianma].filter(Boolean).join(',');
    }
    if (kept?.region === 'parent') province = item;
    out.push(item);
  }
  return out;
}

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
