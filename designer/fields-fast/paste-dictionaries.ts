import type { FieldOption, FormItem } from '../../schemas/form';
import type { DictionaryApi } from '../dictionaries/api';
import { cloneJson } from './build';

/**
 * Choices pasted after a name (`项目类型：房屋建筑/市政/水利`) become a dictionary of the system, so
 * other pages share them and the dictionary manager edits them: the field's code (displayCode)
 * names it. Made as 新建字典 makes one (shared by every system, version 1), before the fields that
 * use it are saved.
 */
export interface WantedDictionary {
  /** the field's bianma: the dictionary's code if free */
  bianma: string;
  /** the field's name: the dictionary's name */
  name: string;
  items: FieldOption[];
}

export interface DictionaryPlan {
  code: string;
  name: string;
  items: FieldOption[];
  /** make: a new dictionary; reuse: one with this code and the same items is there already */
  action: 'make' | 'reuse';
  /** the fields whose choices it gives */
  fields: string[];
}

/** The calls the plan needs: the existing dictionaries, then the items of a code already used. */
export type DictionaryLookup = Pick<DictionaryApi, 'list' | 'detail'>;
export type DictionaryMaker = Pick<DictionaryApi, 'create' | 'remove'>;

/** Where the paste's choices go: a dictionary shared by every system, like 新建字典's. */
const SHARED = '';
const MAX_CODE = 64;

/** The fields of a paste whose choices were pasted (not the sample choices of a bare choice type). */
export function wantedDictionaries(items: readonly FormItem[], pasted: ReadonlyArray<readonly string[] | undefined>): WantedDictionary[] {
  return items.flatMap((item, i) => (pasted[i]?.length && item.options?.list?.length ? [{ bianma: item.bianma, name: item.name, items: cloneJson(item.options.list) }] : []));
}

/** Same choices, same order: labels and values (a disabled or nested option makes it another list). */
function sameItems(a: readonly FieldOption[], b: readonly FieldOption[]): boolean {
  return a.length === b.length && a.every((o, i) => o.label === b[i].label && String(o.value) === String(b[i].value) && !o.children?.length && !b[i].children?.length && !o.isDisabled && !b[i].isDisabled);
}

/**
 * Which dictionary each wanted one is: the field's code while free; the existing one of that code
 * when it is shared and holds the same items; else the code numbered (xmlx2, xmlx3 …) — someone's
 * dictionary is never overwritten, nor one planned for another field of the paste.
 */
export async function planDictionaries(wanted: readonly WantedDictionary[], lookup: DictionaryLookup): Promise<DictionaryPlan[]> {
  if (!wanted.length) return [];
  const byCode = new Map<string, { systemCoding: string }[]>();
  for (const d of await lookup.list()) byCode.set(d.displayCode, [...(byCode.get(d.displayCode) ?? []), d]);
  const plans: DictionaryPlan[] = [];
  for (const w of wanted) {
    for (let n = 1; ; n++) {
      const code = n === 1 ? w.bianma.slice(0, MAX_CODE) : `${w.bianma.slice(0, MAX_CODE - String(n).length)}${n}`;
      const planned = plans.find((p) => p.code === code);
      if (planned) {
        if (!sameItems(planned.items, w.items)) continue;
        planned.fields.push(w.bianma);
        break;
      }
      const existing = byCode.get(code);
      if (!existing) {
        plans.push({ code, name: w.name, items: w.items, action: 'make', fields: [w.bianma] });
        break;
      }
      // one of the same code in some system would be loaded instead of the shared one there
      if (existing.length === 1 && existing[0].systemCoding === SHARED) {
        const detail = await lookup.detail({ displayCode: code, systemCoding: SHARED });
        if (sameItems(detail.items, w.items)) {
          plans.push({ code, name: detail.name, items: detail.items, action: 'reuse', fields: [w.bianma] });
          break;
        }
      }
    }
  }
  return plans;
}

/** The fields with their planned dictionaries instead of inline choices (a copy). */
export function withDictionaries(items: readonly FormItem[], plans: readonly DictionaryPlan[]): FormItem[] {
  const codeOf = new Map(plans.flatMap((p) => p.fields.map((f) => [f, p.code] as const)));
  return items.map((item) => {
    const code = codeOf.get(item.bianma);
    if (!code) return item;
    const { options: _inline, ...rest } = item;
    return { ...rest, code };
  });
}

/**
 * Makes the planned new dictionaries, one call each. On a refusal the ones made so far are deleted
 * again and the refusal is passed on naming the dictionary; one that could not be deleted is named
 * too, so the person knows what is left.
 */
export async function makeDictionaries(plans: readonly DictionaryPlan[], api: DictionaryMaker): Promise<DictionaryPlan[]> {
  const made: DictionaryPlan[] = [];
  for (const p of plans.filter((x) => x.action === 'make')) {
    try {
      await api.create({ displayCode: p.code, systemCoding: SHARED, name: p.name, items: p.items });
      made.push(p);
    } catch (e) {
      const reason = e instanceof Error && e.message ? e.message : '请稍后重试';
      const left = await removeDictionaries(made, api);
      throw new Error(`新建字典「${p.name}」（${p.code}）失败：${reason}${left}`);
    }
  }
  return made;
}

/** Deletes dictionaries made for a pair that was not made; says which remain, or ''. */
export async function removeDictionaries(made: readonly DictionaryPlan[], api: DictionaryMaker): Promise<string> {
  const left: string[] = [];
  for (const p of [...made].reverse()) await api.remove({ displayCode: p.code, systemCoding: SHARED }).catch(() => left.push(`${p.name}（${p.code}）`));
  return left.length ? `；已新建的字典 ${left.join('、')} 未能删除，请在字典管理中删除` : '';
}

/** The preview's sentence: which dictionaries the paste makes and which it reuses. */
export function describePlan(plans: readonly DictionaryPlan[]): string {
  const say = (p: DictionaryPlan) => `「${p.name}」（${p.code}：${p.items.map((o) => o.label).join('/')}）`;
  const make = plans.filter((p) => p.action === 'make');
  const reuse = plans.filter((p) => p.action === 'reuse');
  return [make.length ? `将新建字典 ${make.map(say).join('、')}` : '', reuse.length ? `沿用已有字典 ${reuse.map(say).join('、')}` : ''].filter(Boolean).join('；');
}
