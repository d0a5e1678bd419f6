import { useMemo } from 'react';
import { portalApi } from './portal-api';
import { useLoad } from './use-load';

/** 企业类型 (the public row over the dictionary qyType): the options and value → name. */
export function useEnterpriseTypes() {
  const types = useLoad(portalApi.enterpriseTypes, 'types');
  const names = useMemo(() => new Map((types.data ?? []).map((o) => [String(o.value), String(o.label ?? o.value)])), [types.data]);
  return { options: types.data ?? [], names };
}
