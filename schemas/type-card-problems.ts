import { opNeedsValue, conditionValues, TYPE_CARD_RECORD_FIELDS } from './type-card-values';

/**
 * The rules of a list's card row a schema cannot see, worded once for the server (save, import),
 * the runtime (error panel) and the designer (/system/setTypeCard): duplicate keys, a default
 * that names no card, a filter on a field the list does not have, a comparison without a value.
 * Returns `[where, message]` pairs; config-problems.ts turns them into lines.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `类型卡片第 2 个「待审核」(dsh)`: how every layer names a card. */
export function cardLabel(ordinal: number, card: unknown): string {
  const label = isObject(card) && text(card.label) ? `「${text(card.label)}」` : '';
  const key = isObject(card) && text(card.key) ? `(${text(card.key)})` : '';
  return `类型卡片第 ${ordinal} 个${label}${key}`;
}

/** The fields a card may filter on: the list's columns (record key and code), its search codes, status. */
export function typeCardFields(config: unknown): Set<string> {
  const fields = new Set<string>(TYPE_CARD_RECORD_FIELDS);
  if (!isObject(config)) return fields;
  for (const c of list(config.columns).filter(isObject)) {
    for (const k of [text(c.bianma), text(c.code)]) if (k) fields.add(k);
  }
  const search = isObject(config.search) ? list(config.search.displayList) : [];
  for (const item of search.filter(isObject)) if (text(item.code)) fields.add(String(item.code));
  return fields;
}

/** The message for a filter on a field the list lacks (the designer shows it beside the picker). */
export const unknownFieldMessage = (field: string) => `筛选字段 ${field} 不是本列表的字段`;

export function typeCardProblems(config: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const row = isObject(config) ? config.typeCards : undefined;
  if (!isObject(row)) return out;
  const fields = typeCardFields(config);
  const cards = list(row.cards);
  const seen = new Map<string, number>();
  cards.forEach((card, i) => {
    if (!isObject(card)) return;
    const where = cardLabel(i + 1, card);
    const key = text(card.key);
    if (key !== undefined) {
      const first = seen.get(key);
      if (first !== undefined) out.push([where, `卡片标识 ${key} 与第 ${first} 个卡片重复`]);
      else seen.set(key, i + 1);
    }
    list(card.filter).forEach((c, j) => {
      if (!isObject(c)) return;
      const field = text(c.field);
      if (field && !fields.has(field)) out.push([where, `第 ${j + 1} 个筛选条件：${unknownFieldMessage(field)}`]);
      const op = text(c.op);
      const value = c.value;
      const valueList = typeof value === 'string' || Array.isArray(value) ? conditionValues({ value: value as string | string[] }) : [];
      if (op && opNeedsValue(op) && valueList.length === 0) out.push([where, `第 ${j + 1} 个筛选条件缺少取值`]);
    });
  });
  const defaultKey = text(row.defaultKey);
  if (defaultKey && !seen.has(defaultKey)) out.push(['类型卡片', `默认卡片 ${defaultKey} 不存在`]);
  return out;
}
