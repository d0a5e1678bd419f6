import { useEffect, useMemo, useState } from 'react';
import type { FieldOption } from '../../../../schemas/form';
import { ENT_TYPE_DICTIONARY, QUALIFICATION_SOURCE, REGION_DICTIONARY } from '../../../../schemas/enterprise-info';
import { createRuntimeServices } from '../../../api/runtime-services';

/** The runtime services of the enterprise pages: the qualification picker and the dictionaries read the credit system's lists. */
export const useCompanyServices = () =>
  useMemo(() => createRuntimeServices({ gnCoding: QUALIFICATION_SOURCE.systemCoding, systemCoding: QUALIFICATION_SOURCE.systemCoding }), []);

/** 企业类型 and 注册地 options (dictionaries qyType and region). */
export function useCompanyDictionaries() {
  const services = useCompanyServices();
  const [types, setTypes] = useState<FieldOption[]>([]);
  const [regions, setRegions] = useState<FieldOption[]>([]);
  useEffect(() => {
    const ctx = services.context;
    void services.fetchOptions({ ...ctx, displayCode: ENT_TYPE_DICTIONARY }).then(setTypes, () => setTypes([]));
    void services.fetchOptions({ ...ctx, displayCode: REGION_DICTIONARY }).then(setRegions, () => setRegions([]));
  }, [services]);
  return { types, regions };
}

/** The path of values from a root to `value` (the cascader's value), empty when not found. */
export function regionPath(options: readonly FieldOption[], value: string): string[] {
  for (const o of options) {
    if (String(o.value) === value) return [value];
    const below = regionPath(o.children ?? [], value);
    if (below.length) return [String(o.value), ...below];
  }
  return [];
}

/** 浙江省 / 杭州市 / 上城区 for a stored region code; the code itself when the list does not hold it. */
export function regionLabel(options: readonly FieldOption[], value: string): string {
  const path = regionPath(options, value);
  if (!path.length) return value || '—';
  const labels: string[] = [];
  let level: readonly FieldOption[] = options;
  for (const v of path) {
    const o = level.find((x) => String(x.value) === v);
    if (!o) break;
    labels.push(o.label);
    level = o.children ?? [];
  }
  return labels.join(' / ');
}

export const typeLabel = (types: readonly FieldOption[], value: string) => types.find((t) => String(t.value) === value)?.label ?? (value || '—');
