import { useEffect, useState } from 'react';
import { useListServices } from './list-services';

/** What the toolbar may draw: `ready` false while the caller's buttons are being asked for. */
export interface TableButtons {
  ready: boolean;
  has: (code: 'add' | 'export') => boolean;
}

/**
 * The toolbar buttons the caller keeps on `nodeId` (权限设置): asked of the server when the shell
 * offers the call; without it, or when the call fails, both are drawn — the server still refuses
 * a button the role lacks, so showing one too many costs a refusal, never a wrong write.
 */
export function useTableButtons(nodeId: string): TableButtons {
  const services = useListServices();
  const fetchButtons = services.fetchTableButtons;
  const [codes, setCodes] = useState<{ nodeId: string; codes: ReadonlySet<string> | null } | null>(null);
  useEffect(() => {
    if (!fetchButtons) return;
    let live = true;
    fetchButtons({ nodeId })
      .then((list) => live && setCodes({ nodeId, codes: new Set(list.map((b) => b.code)) }))
      .catch(() => live && setCodes({ nodeId, codes: null }));
    return () => {
      live = false;
    };
  }, [fetchButtons, nodeId]);
  if (!fetchButtons) return { ready: true, has: () => true };
  const current = codes?.nodeId === nodeId ? codes : null;
  return { ready: current !== null, has: (code) => current !== null && (current.codes === null || current.codes.has(code)) };
}
