import { useCallback, useEffect, useState } from 'react';
import type { RecordDetail } from '../../../schemas/record';
import { fetchNode, fetchRecord, type NodePreview } from './detail-calls';

export type DetailState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; node: NodePreview; record: RecordDetail | null };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/**
 * Loads the node config and, with a record id, the stored record; `reload` reads both again, and
 * so does a new `visit` (each navigation to the page: a record opened again from the message centre
 * shows its state now, not the one read when the page first showed it).
 */
export function useDetail(nodeId: string | null, recordId: string | null, visit?: string): { state: DetailState; reload: () => void } {
  const [state, setState] = useState<DetailState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    setState((s) => (s.phase === 'ready' ? s : { phase: 'loading' }));
    Promise.all([fetchNode(nodeId), recordId ? fetchRecord(nodeId, recordId) : Promise.resolve(null)])
      .then(([node, record]) => live && setState({ phase: 'ready', node, record }))
      .catch((e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [nodeId, recordId, round, visit]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
