import { useEffect, useState } from 'react';
import type { FieldOption, FormItem } from '../../../schemas/form';
import { labelOf } from '../../core/options';
import { useRuntimeServices, type RuntimeServices } from '../../services';

/** What the picker offers: qualifications (checkboxes) or, with selectMode 'projectName', one project. */
export const pickerTarget = (item: Pick<FormItem, 'selectMode'>): 'qualification' | 'projectName' =>
  item.selectMode === 'projectName' ? 'projectName' : 'qualification';

/** The displayCode of the qualification options call: the item's code, else its bianma. */
export const qualificationCode = (item: Pick<FormItem, 'code' | 'bianma'>): string => item.code || item.bianma;

/** The stored value as a list of option values (one value is accepted as a list of one). */
export function valuesOf(value: unknown): Array<string | number> {
  if (Array.isArray(value)) return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return typeof value === 'string' || typeof value === 'number' ? [value] : [];
}

/**
 * The whole qualification tree of a displayCode, read once per services object: every
 * qualification field of a page (and its read mode) shares one call. A failed read is forgotten,
 * so the next field to ask tries again.
 */
const trees = new WeakMap<RuntimeServices, Map<string, Promise<FieldOption[]>>>();
function qualificationTree(services: RuntimeServices, displayCode: string): Promise<FieldOption[]> {
  let byCode = trees.get(services);
  if (!byCode) trees.set(services, (byCode = new Map()));
  let tree = byCode.get(displayCode);
  if (!tree) {
    tree = services.fetchQualificationOptions({ ...services.context, displayCode });
    tree.catch(() => byCode.delete(displayCode));
    byCode.set(displayCode, tree);
  }
  return tree;
}

/**
 * The user-facing names of stored qualification values (fullName, e.g. 建筑工程施工总承包一级):
 * the whole tree is read once through the qualification options call. While it loads, or when it
 * fails, the raw values show, so nothing stored is hidden.
 */
export function useQualificationLabels(displayCode: string, wanted: boolean): (value: unknown) => string {
  const services = useRuntimeServices();
  const [tree, setTree] = useState<FieldOption[] | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    qualificationTree(services, displayCode).then(
      (list) => alive && setTree(list),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [services, displayCode, wanted]);
  return (value) => labelOf(tree, value);
}
