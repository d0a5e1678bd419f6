import { Badge, Card, Empty } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { MENU_CARD_BADGE_MAX, scoreText, type MenuCardItem, type MenuCardNode } from '../../../schemas/menu-card';
import './menu-card.css';

export interface MenuCardProps {
  node: MenuCardNode;
  /** the chosen item's primaryKey */
  value?: string;
  onChange?: (item: MenuCardItem) => void;
}

const STEP: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The left menu card (spec 002 §2): the node's name and score as the title, its sub-items below,
 * each with its badge and, when it has one, its score. The items behave as one list of choices:
 * arrows move between them, only the chosen one is in the tab order (WAI-ARIA listbox pattern).
 */
export function MenuCard({ node, value, onChange }: MenuCardProps) {
  const refs = useRef<Array<HTMLLIElement | null>>([]);
  const items = node.children;
  const chosen = Math.max(0, items.findIndex((i) => i.primaryKey === value));
  const nodeScore = scoreText(node.score);
  const titleId = `ks-menu-card-${node.primaryKey}`;

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange?.(item);
    refs.current[index]?.focus();
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key in STEP) {
      e.preventDefault();
      choose((index + STEP[e.key]! + items.length) % items.length);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      choose(e.key === 'Home' ? 0 : items.length - 1);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(index);
    }
  };

  return (
    <Card
      className="ks-menu-card"
      size="small"
      title={
        <span id={titleId} className="ks-menu-card-title">
          <span>{node.nodeName}</span>
          {nodeScore ? <span className="ks-menu-card-score">{nodeScore}</span> : null}
        </span>
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无子项" />
      ) : (
        <ul role="listbox" aria-labelledby={titleId} className="ks-menu-card-items">
          {items.map((item, index) => {
            const selected = index === chosen && value !== undefined;
            const score = scoreText(item.score);
            const badge = item.badge ?? 0;
            return (
              <li
                key={item.primaryKey}
                ref={(el) => void (refs.current[index] = el)}
                role="option"
                aria-selected={selected}
                tabIndex={index === chosen ? 0 : -1}
                className={selected ? 'ks-menu-card-item is-selected' : 'ks-menu-card-item'}
                onClick={() => choose(index)}
                onKeyDown={(e) => onKey(e, index)}
              >
                {item.xxGrouping ? <span className="ks-menu-card-group">{item.xxGrouping}</span> : null}
                <span className="ks-menu-card-name">{item.nodeName}</span>
                {score ? <span className="ks-menu-card-score">{score}</span> : null}
                {badge > 0 ? <Badge count={badge} overflowCount={MENU_CARD_BADGE_MAX} title={`${badge} 项`} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
