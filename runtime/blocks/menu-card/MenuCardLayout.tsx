import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { MenuCardItem } from '../../../schemas/menu-card';
import { MenuCard } from './MenuCard';
import type { MenuCardState } from './use-menu-card';
import './menu-card.css';

export interface MenuCardLayoutProps {
  /** what the page is called (ListConfig.menuCard.title), e.g. 信用档案 */
  title: string;
  state: MenuCardState;
  /** the chosen item's primaryKey */
  value: string | undefined;
  onChange: (item: MenuCardItem) => void;
  onRetry: () => void;
  /** the list of the chosen item's records */
  children: ReactNode;
}

/**
 * A list page with its left menu card (docs/shell.md "左侧菜单卡片"): the card on the left, the
 * chosen item's records beside it. While the card loads the list waits (its first page would be
 * of no item); a card that cannot be read says why, with 重新加载, instead of the list.
 */
export function MenuCardLayout({ title, state, value, onChange, onRetry, children }: MenuCardLayoutProps) {
  if (state.phase === 'error') {
    return (
      <Result
        status="warning"
        title={`${title}加载失败`}
        subTitle={state.message}
        extra={<Button onClick={onRetry}>重新加载</Button>}
      />
    );
  }
  return (
    <div className="ks-menu-card-layout">
      <aside className="ks-menu-card-aside" aria-label={title}>
        {state.phase === 'ready' ? <MenuCard node={state.card} value={value} onChange={onChange} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </aside>
      <div className="ks-menu-card-main">{state.phase === 'ready' ? children : null}</div>
    </div>
  );
}
