import { useCallback, useEffect, useState } from 'react';
import type { NodePreview } from '../../../schemas/node-preview';
import { fetchNodePreview } from './list/list-node';

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');

/** What a page makes of a node's preview, plus the two states every page shares. */
export type PreviewState<S> = S | { phase: 'loading' } | { phase: 'error'; message: string };

/** Loads the preview of `nodeId` and turns it into a page's state with `toState`; `reload` reads it again. */
export function useNodePreview<S>(nodeId: string | null, toState: (node: NodePreview) => S): { state: PreviewState<S>; reload: () => void } {
  const [state, setState] = useState<PreviewState<S>>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!nodeId) return;
    let live = true;
    setState({ phase: 'loading' });
    fetchNodePreview(nodeId)
      .then((node) => live && setState(toState(node)))
      .catch((e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [nodeId, round, toState]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
