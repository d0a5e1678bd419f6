import { useEffect, useState } from 'react';
import type { SystemSummary } from '../../../../schemas/system';
import { fetchSystems } from '../../../api/menu';

/** The systems the user may enter (for their names and the system pickers); [] until loaded. */
export function useSystems(): SystemSummary[] {
  const [systems, setSystems] = useState<SystemSummary[]>([]);
  useEffect(() => {
    let live = true;
    fetchSystems()
      .then((list) => live && setSystems(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return systems;
}

export const systemName = (systems: SystemSummary[], coding: string): string => systems.find((s) => s.systemCoding === coding)?.systemName ?? coding;
