import { useRef, type KeyboardEvent } from 'react';
import type { TypeCards } from '../../../schemas/type-cards';
import { TYPE_CARD_ICON_COMPONENTS } from './icons';
import './type-cards.css';

export interface TypeCardSwitcherProps {
  config: TypeCards;
  /** the chosen card's key */
  value: string;
  onChange: (key: string) => void;
  /** card key → records it selects (cards with showCount); absent while loading */
  counts?: Readonly<Record<string, number>>;
}

/** Keys that move the choice, as a radio group does (WAI-ARIA radio group pattern). */
const STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The top radio-card switcher (docs/type-cards.md): one radio per card; the arrows move the choice
 * and the focus together, Home/End jump; only the chosen card is in the tab order.
 */
export function TypeCardSwitcher({ config, value, onChange, counts }: TypeCardSwitcherProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const cards = config.cards;
  const index = Math.max(0, cards.findIndex((c) => c.key === value));

  const move = (to: number) => {
    const next = (to + cards.length) % cards.length;
    onChange(cards[next].key);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[e.key];
    if (step !== undefined) move(index + step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(cards.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className="ks-type-cards" role="radiogroup" aria-label="类型卡片" onKeyDown={onKeyDown}>
      {cards.map((card, i) => {
        const Icon = card.icon ? TYPE_CARD_ICON_COMPONENTS[card.icon] : undefined;
        const checked = i === index;
        const count = card.showCount ? counts?.[card.key] : undefined;
        return (
          <button
            key={card.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className="ks-type-card"
            data-key={card.key}
            onClick={() => onChange(card.key)}
          >
            {Icon && (
              <span className="ks-type-card-icon">
                <Icon aria-hidden />
              </span>
            )}
            <span className="ks-type-card-text">
              <span className="ks-type-card-label">{card.label}</span>
              {card.showCount && <span className="ks-type-card-count">{count === undefined ? '…' : count}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
