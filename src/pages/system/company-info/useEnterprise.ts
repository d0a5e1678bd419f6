import { useCallback, useEffect, useState } from 'react';
import type { EnterpriseDetail } from '../../../../schemas/enterprise-info';
import type { PersonInfo } from '../../../../schemas/enterprises';
import { enterpriseInfoApi } from '../../../api/enterprise-info';

/** One enterprise's detail and personnel (the caller's own when `enterpriseId` is undefined), with a reload. */
export function useEnterprise(enterpriseId?: string) {
  const [detail, setDetail] = useState<EnterpriseDetail | null>(null);
  const [people, setPeople] = useState<PersonInfo[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    Promise.all([enterpriseInfoApi.detail(enterpriseId), enterpriseInfoApi.personnel(enterpriseId)])
      .then(([d, p]) => {
        setDetail(d);
        setPeople(p);
        setFailed(false);
      })
      .catch(() => setFailed(true)) // the API client has shown the reason
      .finally(() => setLoading(false));
  }, [enterpriseId]);
  useEffect(load, [load]);
  return { detail, people, loading, failed, load };
}
