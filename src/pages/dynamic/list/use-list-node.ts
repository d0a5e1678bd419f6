import { toListNodeState, type ListNodeState } from './list-node';
import { useNodePreview } from '../use-node-preview';

/** Loads and checks the list config of `nodeId`; `reload` reads it again. */
export function useListNode(nodeId: string | null): { state: ListNodeState; reload: () => void } {
  return useNodePreview(nodeId, toListNodeState);
}
