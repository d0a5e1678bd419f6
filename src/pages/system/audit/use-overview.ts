import { useCallback, useEffect, useState } from 'react';
import type { AuditPlan } from '../../../../schemas/audit-levels';
import { auditLevelsApi, messageOf } from './audit-levels-api';

/** The nodes with audit levels (all systems): null while loading, with the refusal if any. */
export function useOverview(): { plans: AuditPlan[] | null; error: string | null; reload: () => void } {
  const [plans, setPlans] = useState<AuditPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    auditLevelsApi
      .overview()
      .then((list) => {
        if (!live) return;
        setPlans(list);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!live) return;
        setPlans([]);
        setError(messageOf(e));
      });
    return () => {
      live = false;
    };
  }, [tick]);
  return { plans, error, reload: useCallback(() => setTick((t) => t + 1), []) };
}
