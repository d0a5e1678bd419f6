import type { SearchFilterItem } from '../../../schemas/form';
import { filterKindViews } from './filter-kinds';
import { joinedText } from './filter-text';

export { FILTER_DATE_FORMAT } from './filter-text';

/**
 * The text a filter sends, or undefined when it is empty (spec 000 §5): what its kind's `text`
 * makes of the value (filter-kinds.ts); an unknown kind sends its values comma-joined.
 */
export function filterText(type: string | undefined, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = (type !== undefined ? filterKindViews.get(type)?.text : undefined) ?? joinedText;
  const sent = text(value);
  return sent === '' ? undefined : sent;
}

/** The `filters` body of the list call from a form's values; empty filters are left out. */
export function toFilterPayload(
  values: Record<string, unknown>,
  items: readonly Pick<SearchFilterItem, 'code' | 'type'>[],
): Record<string, string> {
  const typeOf = new Map(items.map((i) => [i.code, i.type]));
  const out: Record<string, string> = {};
  for (const [code, value] of Object.entries(values)) {
    const text = filterText(typeOf.get(code), value);
    if (text !== undefined) out[code] = text;
  }
  return out;
}

/** The unique-serial-number filter: code wybh, or a name containing 唯一编号 (spec 000 §5). */
export const isUniqueSerialFilter = (item: Pick<SearchFilterItem, 'code' | 'name'>): boolean =>
  item.code === 'wybh' || item.name.includes('唯一编号');

export const UNIQUE_SERIAL_TIP = '请到项目信息页面获取唯一编号';
