import { Empty } from 'antd';
import { lazy, Suspense } from 'react';
import { pageKind } from '../../../schemas/page-kinds';
import { PageLoading } from '../../shared/PageLoading';
import { useNodePreview } from './use-node-preview';
import { PageLoadError } from './PageLoadError';
import type { NodePreview } from '../../../schemas/node-preview';

// Loaded when a node of that kind is shown, so a page that embeds nodes ships none of the others.
const PAGES = {
  list: lazy(() => import('./DynamicListPage')),
  detail: lazy(() => import('./DynamicDetailPage')),
  dashboard: lazy(() => import('./DynamicChartPage')),
};

type Opens = keyof typeof PAGES;
type EmbeddedState = { phase: 'ready'; opens: Opens } | { phase: 'none'; title: string };

const toState = (node: NodePreview): EmbeddedState => {
  const opens = pageKind(node.kind)?.opens;
  return opens ? { phase: 'ready', opens } : { phase: 'none', title: node.title };
};

/**
 * Another node drawn inside a page (a tab of a tabs page, docs/page-kinds/tabs.md): the page its
 * own route draws (a list, a form, a dashboard), chosen by its kind's `opens`, with that page's
 * read rules; a node that is gone or unreadable shows why, with 重新加载.
 */
export default function EmbeddedNode({ nodeId }: { nodeId: string }) {
  const { state, reload } = useNodePreview(nodeId, toState);
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') return <PageLoadError message={`页面节点 ${nodeId} 无法显示：${state.message}`} onReload={reload} />;
  if (state.phase === 'none') return <Empty description={`「${state.title}」的页面类型无法在此显示`} />;
  const Page = PAGES[state.opens];
  return (
    <Suspense fallback={<PageLoading tip="页面加载中…" />}>
      <Page node={nodeId} />
    </Suspense>
  );
}
