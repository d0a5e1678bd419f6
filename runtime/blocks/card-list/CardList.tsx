import { Button, Empty, Row, Spin, theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { valueKey } from '../table/build-columns';
import type { CardStyle, ListLabels, ListRecord, TableColumn } from '../table/list-types';
import { NO_MORE_TEXT } from './card-rules';
import { CardItem } from './CardItem';
import { useBottomReached } from './use-bottom-reached';

export interface CardListProps {
  records: readonly ListRecord[];
  /** The names of the coded values, by record key (the list answer's `labels`). */
  valueLabels?: ListLabels;
  cardStyle?: CardStyle;
  /** The node's columns: their names label the card's content lines. */
  columns?: readonly TableColumn[];
  /** More records exist on the server. */
  hasMore: boolean;
  loading?: boolean;
  /** Load the next page and append it. */
  onLoadMore: () => void;
}

/** The card list of a list node (spec 002 §2): infinite scroll, 没有更多了~ when all is loaded. */
export function CardList({ records, valueLabels, cardStyle, columns = [], hasMore, loading, onLoadMore }: CardListProps) {
  const labels = useMemo(() => Object.fromEntries(columns.map((c) => [valueKey(c), c.name])), [columns]);
  const canLoad = hasMore && !loading;
  const sentinel = useBottomReached<HTMLDivElement>(onLoadMore, canLoad, records.length);
  const observerMissing = typeof IntersectionObserver === 'undefined';
  const { token } = theme.useToken();
  const style = useMemo(() => ({ '--ks-link-color': token.colorLink }) as CSSProperties, [token.colorLink]);

  if (!records.length && !loading) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return (
    <div className="ks-card-list" style={style}>
      <Row gutter={16}>
        {records.map((r) => (
          <CardItem key={r.id} record={r} cardStyle={cardStyle} labels={labels} valueLabels={valueLabels} />
        ))}
      </Row>
      <div ref={sentinel} className="ks-card-list-bottom" style={{ textAlign: 'center', padding: '8px 0', color: 'var(--ks-text-muted)' }}>
        {loading && <Spin size="small" />}
        {!loading && !hasMore && records.length > 0 && NO_MORE_TEXT}
        {canLoad && observerMissing && <Button onClick={onLoadMore}>加载更多</Button>}
      </div>
    </div>
  );
}
