import { checkCompiled } from '../../../../schemas/check-compiled';
import type { ListConfig } from '../../../../schemas/list';
import { get } from '../../../api/client';

/** The answer of GET /ks/config/node/previews (server/routes/nodes). */
export interface NodePreviewAnswer {
  nodeId: string;
  systemCoding: string;
  kind: string;
  title: string;
  config: unknown;
  version: number;
}

export type ListNodeState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'not-list'; title: string }
  | { phase: 'ready'; nodeId: string; systemCoding: string; title: string; config: ListConfig };

/** Spec 000 §7 node read; quiet: the page shows a failure itself (session ends still apply). */
export const fetchNodePreview = (nodeId: string) => get<NodePreviewAnswer>('/ks/config/node/previews', { params: { nodeId }, quiet: true });

/** What a node read means for the list page: a checked list/card config, or why not. */
export function toListNodeState(node: NodePreviewAnswer): ListNodeState {
  if (node.kind !== 'list' && node.kind !== 'card') return { phase: 'not-list', title: node.title };
  // The config is checked again at this boundary (ARCHITECTURE.md): a bad one is reported, not drawn.
  const checked = checkCompiled('ListConfig', node.config);
  if (!checked.ok) {
    const first = checked.issues[0];
    return { phase: 'error', message: `列表配置有误：${first ? `${first.path} ${first.message}` : '无法解析'}` };
  }
  return { phase: 'ready', nodeId: node.nodeId, systemCoding: node.systemCoding, title: node.title, config: checked.value };
}
