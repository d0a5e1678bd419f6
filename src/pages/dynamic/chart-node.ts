import { configSchemaErrors } from '../../../schemas/check-any-config';
import { configProblems, pageKind, type PageKind } from '../../../schemas/page-kinds';
import type { NodePreview } from '../../../schemas/node-preview';

export type ChartNodeState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'not-chart'; title: string }
  | { phase: 'ready'; nodeId: string; kind: PageKind; title: string; config: unknown };

/**
 * What a node read means for the dashboard page (a kind that opens there: charts, tabs): a config
 * checked against its kind's schema, or why not.
 */
export function toChartNodeState(node: NodePreview): ChartNodeState {
  const kind = pageKind(node.kind);
  if (kind?.opens !== 'dashboard') return { phase: 'not-chart', title: node.title };
  // Checked again at this boundary (ARCHITECTURE.md): a bad config is reported, not drawn.
  const problems = configProblems(node.kind as PageKind, node.config, configSchemaErrors(kind.schema, node.config)).map((p) => p.text);
  if (problems.length) return { phase: 'error', message: `${kind.label}配置有误：${problems.join('；')}` };
  return { phase: 'ready', nodeId: node.nodeId, kind: node.kind as PageKind, title: node.title, config: node.config };
}
