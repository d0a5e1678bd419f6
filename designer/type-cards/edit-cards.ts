import type { TypeCard, TypeCardCondition, TypeCards } from '../../schemas/type-cards';

/**
 * Edits of a list's card row, each a pure function of the row (the page keeps the row in state and
 * replaces it). An empty row is `undefined`: a list without cards draws no switcher.
 */

/** A key not used yet: card1, card2 … (keys travel in the URL, so plain letters and digits). */
export function freshKey(cards: readonly TypeCard[]): string {
  let n = cards.length + 1;
  while (cards.some((c) => c.key === `card${n}`)) n++;
  return `card${n}`;
}

export function addCard(row: TypeCards | undefined): TypeCards {
  const cards = row?.cards ?? [];
  const first = cards.length === 0;
  // The first card of a row is usually 全部: no filter.
  const card: TypeCard = { key: first ? 'all' : freshKey(cards), label: first ? '全部' : '新卡片', filter: [], showCount: true };
  return { ...row, cards: [...cards, card] };
}

export function removeCard(row: TypeCards, index: number): TypeCards | undefined {
  const cards = row.cards.filter((_, i) => i !== index);
  if (cards.length === 0) return undefined;
  const defaultKey = row.defaultKey && cards.some((c) => c.key === row.defaultKey) ? row.defaultKey : undefined;
  return { cards, ...(defaultKey ? { defaultKey } : {}) };
}

export function moveCard(row: TypeCards, index: number, by: -1 | 1): TypeCards {
  const to = index + by;
  if (to < 0 || to >= row.cards.length) return row;
  const cards = [...row.cards];
  [cards[index], cards[to]] = [cards[to], cards[index]];
  return { ...row, cards };
}

export function updateCard(row: TypeCards, index: number, patch: Partial<TypeCard>): TypeCards {
  return { ...row, cards: row.cards.map((c, i) => (i === index ? dropUndefined({ ...c, ...patch }) : c)) };
}

export function addCondition(row: TypeCards, index: number, field: string): TypeCards {
  const card = row.cards[index];
  return updateCard(row, index, { filter: [...card.filter, { field, op: 'eq', value: '' }] });
}

export function updateCondition(row: TypeCards, index: number, at: number, patch: Partial<TypeCardCondition>): TypeCards {
  const card = row.cards[index];
  return updateCard(row, index, { filter: card.filter.map((c, j) => (j === at ? dropUndefined({ ...c, ...patch }) : c)) });
}

export function removeCondition(row: TypeCards, index: number, at: number): TypeCards {
  const card = row.cards[index];
  return updateCard(row, index, { filter: card.filter.filter((_, j) => j !== at) });
}

/** `{ icon: undefined }` is how a cleared select says "none": the stored config has no such key. */
function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
