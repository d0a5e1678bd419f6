import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { CardList } from '../../blocks/card-list/CardList';
import { ColumnChooser } from '../../blocks/column-chooser/ColumnChooser';
import { useColumnChoice } from '../../blocks/column-chooser/use-column-choice';
import { OpLogDrawer } from '../../blocks/oplog-drawer/OpLogDrawer';
import { ChangeDialog } from '../../blocks/change-dialog/ChangeDialog';
import { RowActionsProvider, type RowActions } from '../../blocks/operations/row-actions';
import { useClickThrottle } from '../../blocks/operations/use-click-throttle';
import { SearchBar } from '../../blocks/search-bar/SearchBar';
import { DataTable } from '../../blocks/table/DataTable';
import { useListServices } from '../../blocks/table/list-services';
import { useTableButtons } from '../../blocks/table/use-table-buttons';
import type { ListConfig, ListRecord, RowOperation, TableColumn } from '../../blocks/table/list-types';
import { RecordDrawer } from './RecordDrawer';
import { useListData, type ListNodeRef } from './use-list-data';
import { headerChoiceItems, useLabelChoices, withChoices } from './use-label-choices';
import { columnTraits } from '../../../schemas/column-types';
import { chosenCard } from '../../../schemas/type-cards';
import { TypeCardSwitcher } from '../../blocks/type-cards/TypeCardSwitcher';
import { useTypeCardCounts } from '../../blocks/type-cards/use-type-card-counts';
import { MenuCardLayout } from '../../blocks/menu-card/MenuCardLayout';
import { useListMenuCard } from '../../blocks/menu-card/use-menu-card';

/** The record buttons need a column: a config without an operations column gets one at the end. */
export const OPERATIONS_COLUMN: TableColumn = { code: '__operations', name: '操作', type: 'operations', width: 220, listAlignment: 'center' };

export function withOperationsColumn(columns: readonly TableColumn[]): TableColumn[] {
  return columns.some((c) => columnTraits(c.type)?.recordButtons) ? [...columns] : [...columns, OPERATIONS_COLUMN];
}

export interface ListPageProps {
  node: ListNodeRef & { title?: string };
  config: ListConfig;
  /** Records come from /monitor/dynamic-table-list instead of /monitor/table-list. */
  dynamic?: boolean;
  /** Opens the detail node `formNodeId` for a record, or for a new record without `recordId`. */
  onOpenDetail?: (formNodeId: string, recordId?: string) => void;
  /** A record button whose code the runtime does not know. */
  onOtherOperation?: (record: ListRecord, operation: RowOperation) => void;
  selectable?: boolean;
  /** how the records are drawn: a data table (list kind) or cards loaded page after page (card kind) */
  records?: 'table' | 'cards';
  /**
   * The type card the page was opened with (the shell keeps it in the URL); with
   * `onTypeCardChange` the choice is the caller's, without it the page keeps it itself.
   */
  typeCard?: string | null;
  onTypeCardChange?: (key: string) => void;
  /**
   * The left menu card the page shows (a list with `menuCard` set up, docs/shell.md "左侧菜单卡片"):
   * the enterprise, and the chosen item (the first when none); with `onMenuCardItemChange` the
   * choice is the caller's (the shell keeps it in the URL), without it the page keeps it itself.
   */
  menuCard?: { enterpriseId: string; item?: string | null } | null;
  onMenuCardItemChange?: (key: string) => void;
  /** The 菜单卡片链接 column of a list with a card set-up: open the card of the record's enterprise. */
  onOpenMenuCard?: (enterpriseId: string, record: ListRecord) => void;
}

/**
 * The list and card page kinds: search bar, toolbar (新增, 导出, 列设置) and the records as a data
 * table or a card list (`records`, set by the kind's page view in runtime/pages/<kind>), with the per-record buttons and the operation-log drawer.
 */
export function ListPage(props: ListPageProps) {
  const { node, config, dynamic, onOpenDetail, onOtherOperation, selectable, records = 'table', typeCard, onTypeCardChange, onMenuCardItemChange, onOpenMenuCard } = props;
  const services = useListServices();
  const filterItems = useMemo(() => config.search?.displayList ?? [], [config.search]);
  const isCard = records === 'cards';
  // The left menu card: one enterprise's records, of the item chosen on the card.
  const menuCard = useListMenuCard({ setUp: Boolean(config.menuCard), nodeId: node.nodeId, systemCoding: node.systemCoding, opened: props.menuCard, onItemChange: onMenuCardItemChange });
  const cardEnterprise = menuCard.enterpriseId;
  const [ownCard, setOwnCard] = useState<string | null>(null);
  // A card's items are the choice on its page: the type cards (counted over the whole list) are not shown there.
  const card = cardEnterprise ? undefined : chosenCard(config.typeCards, onTypeCardChange ? typeCard : (ownCard ?? typeCard));
  const chooseCard = onTypeCardChange ?? setOwnCard;
  const data = useListData({
    node,
    filterItems,
    append: isCard,
    dynamic,
    typeCard: card?.key,
    menuCard: menuCard.listChoice,
    paused: menuCard.paused,
  });
  const counts = useTypeCardCounts(config.typeCards, data.query, data.reloads);
  // dynamic-table-list answers the columns to draw (the config's, as the server resolved them).
  const columns = useMemo(() => withOperationsColumn(data.serverColumns ?? config.columns), [data.serverColumns, config.columns]);
  const choice = useColumnChoice(node.nodeId, columns);
  // Coded values show their names and their searches offer the same choices (docs/lists.md "Columns show names").
  const labelChoices = useLabelChoices(data.labels, node);
  const searchItems = useMemo(() => withChoices(filterItems, labelChoices), [filterItems, labelChoices]);
  const headerItems = useMemo(() => [...searchItems, ...headerChoiceItems(columns, searchItems, data.labels, labelChoices)], [searchItems, columns, data.labels, labelChoices]);
  const [logRecordId, setLogRecordId] = useState<string | null>(null);
  const [viewed, setViewed] = useState<ListRecord | null>(null);
  const [changing, setChanging] = useState<{ record: ListRecord; mode: 'new' | 'check' } | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const { formNodeId } = config;
  const { reload } = data;

  const rowActions: RowActions = useMemo(
    () => ({
      nodeId: node.nodeId,
      gnCoding: node.gnCoding,
      // Without a detail node, 查看 shows the record's columns in a drawer.
      onView: formNodeId && onOpenDetail ? (r) => onOpenDetail(formNodeId, r.id) : (r) => setViewed(r),
      onLog: (r) => setLogRecordId(r.id),
      onChanged: () => reload(),
      onChangeRequest: (record, mode) => setChanging({ record, mode }),
      onOther: onOtherOperation,
      // the link opens a card from the list, not on the card's own page
      ...(config.menuCard && onOpenMenuCard && !cardEnterprise
        ? { onOpenMenuCard: (r: ListRecord) => typeof r.enterpriseId === 'string' && onOpenMenuCard(r.enterpriseId, r), menuCardTitle: config.menuCard.title }
        : {}),
    }),
    [node.nodeId, node.gnCoding, formNodeId, onOpenDetail, reload, onOtherOperation, config.menuCard, onOpenMenuCard, cardEnterprise],
  );

  const { query } = data;
  const doExport = useCallback(() => {
    setExporting(true);
    services
      .exportList(query, `${node.title ?? '导出'}.xlsx`)
      .catch(() => undefined) // the API client has shown the reason
      .finally(() => setExporting(false));
  }, [services, query, node.title]);
  const exportButton = useClickThrottle(doExport);
  // 权限设置: the toolbar draws only the buttons the caller keeps on this node.
  const toolbar = useTableButtons(node.nodeId);

  const page = (
    <RowActionsProvider value={rowActions}>
      <div className="ks-list-page">
        {config.typeCards && card && <TypeCardSwitcher config={config.typeCards} value={card.key} onChange={chooseCard} counts={counts} />}
        <SearchBar items={searchItems} initialValues={config.search?.form} onSearch={data.search} loading={data.loading} />
        <div className="ks-list-toolbar" style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
          <Space>
            {formNodeId && onOpenDetail && toolbar.has('add') && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => onOpenDetail(formNodeId)}>
                新增
              </Button>
            )}
          </Space>
          <Space>
            {toolbar.has('export') && (
              <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} disabled={exportButton.disabled} onClick={exportButton.onClick}>
                导出
              </Button>
            )}
            {!isCard && <ColumnChooser columns={columns} hiddenCodes={choice.hiddenCodes} onChange={choice.setVisibleCodes} />}
          </Space>
        </div>
        {isCard ? (
          <CardList
            records={data.records}
            valueLabels={data.labels}
            cardStyle={config.cardStyle}
            columns={columns}
            hasMore={data.hasMore}
            loading={data.loading}
            onLoadMore={data.loadMore}
          />
        ) : (
          <DataTable
            columns={choice.visibleColumns}
            records={data.records}
            total={data.total}
            curPage={data.curPage}
            pageSize={data.pageSize}
            loading={data.loading}
            filterItems={headerItems}
            labels={data.labels}
            headerFilters={data.headerFilters}
            onHeaderFilter={data.setHeaderFilter}
            onPageChange={data.changePage}
            sort={data.sort}
            onSortChange={data.setSort}
            selectable={selectable}
            selectedIds={selectedIds}
            onSelect={setSelectedIds}
          />
        )}
        <RecordDrawer record={viewed} columns={config.columns} onClose={() => setViewed(null)} />
        {changing && (
          <ChangeDialog
            // the change set-up is the list node's (docs/credit.md): its id is the calls' gnCoding
            target={{ businessId: changing.record.id, gnCoding: node.nodeId, systemCoding: node.systemCoding }}
            mode={changing.mode}
            onClose={() => setChanging(null)}
            onChanged={reload}
          />
        )}
        <OpLogDrawer recordId={logRecordId} gnCoding={node.gnCoding} onClose={() => setLogRecordId(null)} />
      </div>
    </RowActionsProvider>
  );

  // The left menu card's page: the card beside the list (docs/shell.md "左侧菜单卡片").
  if (!config.menuCard || !cardEnterprise) return page;
  return (
    <MenuCardLayout title={config.menuCard.title} state={menuCard.state} value={menuCard.item} onChange={(item) => menuCard.choose(item.primaryKey)} onRetry={menuCard.reload}>
      {page}
    </MenuCardLayout>
  );
}
