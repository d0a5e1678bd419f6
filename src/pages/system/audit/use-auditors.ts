import { useEffect, useState } from 'react';
import type { Auditor } from '../../../../schemas/audit-levels';
import { auditLevelsApi } from './audit-levels-api';

/** Every administrator (the auditors a level may name); [] until loaded. */
export function useAuditors(): Auditor[] {
  const [auditors, setAuditors] = useState<Auditor[]>([]);
  useEffect(() => {
    let live = true;
    auditLevelsApi
      .auditors()
      .then((list) => live && setAuditors(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return auditors;
}
