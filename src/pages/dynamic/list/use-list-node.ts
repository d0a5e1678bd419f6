import { useCallback, useEffect, useState } from 'react';
import { fetchNodePreview, toListNodeState, type ListNodeState } from './list-node';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/** Loads and checks the list config of `nodeId`; `reload` reads it again. */
export function useListNode(nodeId: string | null): { state: ListNodeState; reload: () => void } {
  const [state, setState] = useState<ListNodeState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    setState({ phase: 'loading' });
    fetchNodePreview(nodeId)
      .then((node) => live && setState(toListNodeState(node)))
      .catch((e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [nodeId, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
