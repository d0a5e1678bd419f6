import { Empty } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ListServicesProvider } from '../../../runtime/blocks/table/list-services';
import type { ListRecord, RowOperation } from '../../../runtime/blocks/table/list-types';
import { listPageOf } from '../../../runtime/pages/list-views';
import { listServices } from '../../api/list-services';
import { changeServices } from '../../api/change-services';
import { ChangeServicesProvider } from '../../../runtime/blocks/change-dialog/change-services';
import { feedback } from '../../app/feedback';
import { PageLoading } from '../../shared/PageLoading';
import { detailPath } from './list/detail-path';
import { useListNode } from './list/use-list-node';
import { PageLoadError } from './PageLoadError';

/**
 * /dynamicPage/dynamicIndex?id=<nodeId>: a list node's config rendered by the runtime's list page
 * (search bar, table or cards, buttons, log); records come from /ks/monitor/dynamic-table-list.
 * 查看 and 新增 open the detail page of the config's form node.
 */
export default function DynamicListPage({ node: fixedNode }: { node?: string } = {}) {
  const [params, setParams] = useSearchParams();
  // A business page may show a list node of its own choosing (信用承诺书's list for administrators).
  const nodeId = fixedNode ?? params.get('id');
  const navigate = useNavigate();
  const location = useLocation();
  const { state, reload } = useListNode(nodeId);

  // A choice on the page (a type card ?card=, a menu card's item ?item=) lives in the URL, so a reload
  // or a shared link keeps it; it replaces the entry, and the state (the breadcrumb's parent) stays.
  const keepInUrl = useCallback(
    (key: string, value: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          next.set(key, value);
          return next;
        },
        { replace: true, state: location.state as unknown },
      ),
    [setParams, location.state],
  );
  const chooseCard = useCallback((key: string) => keepInUrl('card', key), [keepInUrl]);
  // The left menu card (docs/shell.md "左侧菜单卡片"): ?enterprise= opens it, ?item= keeps the chosen
  // item; its crumb follows the list it was opened from (信用公示 › 信用档案).
  const menuTitle = state.phase === 'ready' ? state.config.menuCard?.title : undefined;
  const openMenuCard = useCallback(
    (enterpriseId: string) => {
      const next = new URLSearchParams(params);
      next.delete('card');
      next.delete('item');
      next.set('enterprise', enterpriseId);
      navigate(`${location.pathname}?${next.toString()}`, { state: { parentKey: location.pathname + location.search, title: menuTitle } });
    },
    [navigate, params, location.pathname, location.search, menuTitle],
  );
  const chooseMenuItem = useCallback((key: string) => keepInUrl('item', key), [keepInUrl]);
  const enterprise = params.get('enterprise');
  const openDetail = useCallback((formNodeId: string, recordId?: string) => navigate(detailPath(formNodeId, recordId)), [navigate]);
  // Project-specific buttons the runtime does not know: their pages are the detail pages.
  const otherOperation = useCallback((_record: ListRecord, op: RowOperation) => {
    void feedback.message().warning(`「${op.name}」请在详情页办理`);
  }, []);

  if (!nodeId) return <div className="ks-card"><Empty description="未指定页面节点，请从左侧菜单进入" /></div>;
  if (state.phase === 'loading') return <PageLoading tip="页面加载中…" />;
  if (state.phase === 'error') return <PageLoadError message={state.message} onReload={reload} />;
  const ListPage = state.phase === 'ready' ? listPageOf(state.config.kind) : undefined;
  if (state.phase === 'not-list' || !ListPage) return <div className="ks-card"><Empty description={`「${state.title}」不是列表页面`} /></div>;

  return (
    <div className="ks-card" data-testid="dynamic-list">
      <ListServicesProvider value={listServices}>
        <ChangeServicesProvider value={changeServices}>
        <ListPage
          key={`${state.nodeId}:${enterprise ?? ''}`}
          node={{ nodeId: state.nodeId, systemCoding: state.systemCoding, gnCoding: state.systemCoding, title: state.title }}
          config={state.config}
          dynamic
          onOpenDetail={openDetail}
          onOtherOperation={otherOperation}
          typeCard={params.get('card')}
          onTypeCardChange={chooseCard}
          menuCard={enterprise ? { enterpriseId: enterprise, item: params.get('item') } : null}
          onMenuCardItemChange={chooseMenuItem}
          onOpenMenuCard={openMenuCard}
        />
        </ChangeServicesProvider>
      </ListServicesProvider>
    </div>
  );
}
