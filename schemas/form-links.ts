/**
 * The parent/child linkage graph of a form (spec 002 §3–§5), built from parentNode/childNode:
 * - a parent whose type reveals (switch-1) shows its children, required, only while it is on;
 * - a date parent of a date child sets the child's earliest date (the types' `linkRole`,
 *   schemas/field-types.ts); a date-time parent of a date-time child is its start: the child must
 *   be later (an end time, 结束时间须晚于开始时间);
 * - any other parent reloads the child's options and clears it when it changes.
 * Pure data, shared by the runtime's reactions (runtime/core/linkage.ts) and the server's check of
 * a record (schemas/record-check.ts).
 */
import type { FormItem } from './form';
import { fieldTraits } from './field-types';

export interface LinkModel {
  items: Map<string, FormItem>;
  /** child bianma → parent bianma, in parentNode order, then childNode declarations */
  parents: Map<string, string[]>;
  /** parent bianma → child bianma */
  children: Map<string, string[]>;
}

/** 'a, b' → ['a', 'b'] */
export const splitNodes = (s: string | undefined): string[] =>
  (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

const add = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  map.set(key, list);
};

/** The linkage graph; edges naming a missing field are left out (the config check reports them). */
export function buildLinkModel(items: readonly FormItem[]): LinkModel {
  const model: LinkModel = { items: new Map(), parents: new Map(), children: new Map() };
  for (const item of items) if (!model.items.has(item.bianma)) model.items.set(item.bianma, item);
  const link = (parent: string, child: string) => {
    if (parent === child || !model.items.has(parent) || !model.items.has(child)) return;
    add(model.parents, child, parent);
    add(model.children, parent, child);
  };
  for (const item of items) {
    for (const p of splitNodes(item.parentNode)) link(p, item.bianma);
    for (const c of splitNodes(item.childNode)) link(item.bianma, c);
  }
  return model;
}

export type LinkKind = 'reveal' | 'date-min' | 'time-after' | 'reload';
export function linkKind(parent: FormItem, child: FormItem): LinkKind {
  const role = fieldTraits(parent.type)?.linkRole;
  if (role === 'reveal') return 'reveal';
  if (role === 'date' && fieldTraits(child.type)?.linkRole === 'date') return 'date-min';
  if (role === 'time' && fieldTraits(child.type)?.linkRole === 'time') return 'time-after';
  return 'reload';
}

/** The parents of `child` whose link to it is of `kind`. */
export const parentsOfKind = (model: LinkModel, child: FormItem, kind: LinkKind): FormItem[] =>
  (model.parents.get(child.bianma) ?? [])
    .map((b) => model.items.get(b))
    .filter((p): p is FormItem => !!p && linkKind(p, child) === kind);

/** Whether every revealing parent of `item` is on (an item without one is always revealed). */
export const isRevealed = (model: LinkModel, item: FormItem, getValue: (bianma: string) => unknown): boolean =>
  parentsOfKind(model, item, 'reveal').every((p) => getValue(p.bianma) === true);

/**
 * Whether the form shows `item` given the values. A child of a revealing parent (switch-1) shows
 * exactly while its parents are on: the spec's own configs write `show: false` on such a child to
 * mean "hidden until switched on" (spec 002 §4 "show/required follow the toggle"), so there `show`
 * does not hide it for good. Any other item shows unless `show` is false. Runtime and server ask here.
 */
export const isShown = (model: LinkModel, item: FormItem, getValue: (bianma: string) => unknown): boolean =>
  parentsOfKind(model, item, 'reveal').length ? isRevealed(model, item, getValue) : item.show !== false;
