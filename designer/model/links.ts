import type { FormItem } from '../../schemas/form';
import { renameConditionField } from '../../schemas/conditions';

/** 'a, b' → ['a', 'b'] (the runtime's parentNode/childNode format). */
export const splitKeys = (s: string | undefined): string[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const joinKeys = (keys: string[]): string | undefined => (keys.length ? keys.join(',') : undefined);

/**
 * Rewrites every reference to `from` in the link keys of `items` (parentNode, childNode, curInfo):
 * to `to`, or removes it when `to` is null. Keeps links intact when a field is renamed or removed.
 */
export function rewriteLinks(items: FormItem[], from: string, to: string | null): void {
  for (const item of items) {
    for (const key of ['parentNode', 'childNode'] as const) {
      const keys = splitKeys(item[key]);
      if (!keys.includes(from)) continue;
      const next = joinKeys(to === null ? keys.filter((k) => k !== from) : keys.map((k) => (k === from ? to : k)));
      if (next === undefined) delete item[key];
      else item[key] = next;
    }
    if (item.rules && to !== null) renameConditionField(item.rules, from, to);
    if (item.curInfo?.includes(from)) {
      const next = to === null ? item.curInfo.filter((k) => k !== from) : item.curInfo.map((k) => (k === from ? to : k));
      if (next.length) item.curInfo = next;
      else delete item.curInfo;
    }
  }
}
