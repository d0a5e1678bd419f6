import { compiledErrors } from '../../../../schemas/check-compiled';
import { configProblems, pageKind, type PageKind } from '../../../../schemas/page-kinds';
import type { ListConfig } from '../../../../schemas/list';
import type { NodePreview, NodePreviewQuery } from '../../../../schemas/node-preview';
import { get } from '../../../api/client';

export type ListNodeState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'not-list'; title: string }
  | { phase: 'ready'; nodeId: string; systemCoding: string; title: string; config: ListConfig };

/** Spec 000 §7 node read; quiet: the page shows a failure itself (session ends still apply). */
export const fetchNodePreview = (nodeId: string) => get<NodePreview>('/ks/config/node/previews', { params: { nodeId } satisfies NodePreviewQuery, quiet: true });

/** Every problem of a list or card config, in the words the server and the designer use. */
export const listConfigProblems = (kind: PageKind, config: unknown): string[] =>
  configProblems(kind, config, compiledErrors('ListConfig', config)).map((p) => p.text);

/** What a node read means for the list page: a checked list/card config, or why not. */
export function toListNodeState(node: NodePreview): ListNodeState {
  if (pageKind(node.kind)?.opens !== 'list') return { phase: 'not-list', title: node.title };
  // The config is checked again at this boundary (ARCHITECTURE.md): a bad one is reported, not drawn.
  const problems = listConfigProblems(node.kind as PageKind, node.config);
  if (problems.length) return { phase: 'error', message: `列表配置有误：${problems.join('；')}` };
  return { phase: 'ready', nodeId: node.nodeId, systemCoding: node.systemCoding, title: node.title, config: node.config as ListConfig };
}
