import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldOption, SearchFilterItem } from '../../../schemas/form';
import { filterTraits } from '../../../schemas/filter-kinds';
import { levelOptions } from '../../../schemas/column-labels';
import { useListServices } from '../../blocks/table/list-services';
import { valueKey } from '../../blocks/table/build-columns';
import type { ListLabels, TableColumn } from '../../blocks/table/list-types';
import type { ListNodeRef } from './use-list-data';

/**
 * The choices of each labelled key's search (docs/lists.md "Columns show names"): the inline
 * options the list answer carries, or its dictionary, read once per page through the dropdown call.
 */
export function useLabelChoices(labels: ListLabels, node: ListNodeRef): Readonly<Record<string, FieldOption[]>> {
  const services = useListServices();
  const [dictionaries, setDictionaries] = useState<Record<string, FieldOption[]>>({});
  const asked = useRef(new Set<string>());
  // every page answers the same sources: their text keeps the choices from being rebuilt per page
  const sources = JSON.stringify(Object.entries(labels).map(([key, set]) => [key, set.displayCode ?? null, set.level ?? 0, set.options ?? null]));
  const codes = [...new Set(Object.values(labels).flatMap((set) => (set.displayCode ? [set.displayCode] : [])))].sort().join(',');
  const { systemCoding, gnCoding } = node;
  useEffect(() => {
    if (!services.fetchOptions) return;
    for (const displayCode of codes.split(',').filter(Boolean)) {
      if (asked.current.has(displayCode)) continue;
      asked.current.add(displayCode);
      services.fetchOptions({ displayCode, systemCoding, gnCoding }).then(
        (options) => setDictionaries((old) => ({ ...old, [displayCode]: options })),
        () => undefined, // the search offers no choices; the list itself is unaffected
      );
    }
  }, [codes, services, systemCoding, gnCoding]);
  return useMemo(() => {
    const out: Record<string, FieldOption[]> = {};
    for (const [key, displayCode, level, options] of JSON.parse(sources) as Array<[string, string | null, number, FieldOption[] | null]>) {
      if (options) out[key] = options;
      else if (displayCode && dictionaries[displayCode]) out[key] = levelOptions(dictionaries[displayCode], level);
    }
    return out;
  }, [sources, dictionaries]);
}

/** A choice condition with no choices of its own takes its key's. */
export function withChoices(items: readonly SearchFilterItem[], choices: Readonly<Record<string, FieldOption[]>>): SearchFilterItem[] {
  return items.map((i) => (!i.dataList?.length && choices[i.code] && filterTraits(i.type)?.choices ? { ...i, dataList: choices[i.code] } : i));
}

/**
 * The header searches of labelled columns that no search condition describes: a dropdown of the
 * column's choices instead of a text box (a path column keeps its text box).
 */
export function headerChoiceItems(columns: readonly TableColumn[], items: readonly SearchFilterItem[], labels: ListLabels, choices: Readonly<Record<string, FieldOption[]>>): SearchFilterItem[] {
  const described = new Set(items.map((i) => i.code));
  return columns.flatMap((c) => {
    const key = valueKey(c);
    if (!c.isSearch || described.has(key) || described.has(c.code) || labels[key]?.path || !choices[key]) return [];
    return [{ code: key, name: c.name, type: 'select', dataList: choices[key] }];
  });
}
