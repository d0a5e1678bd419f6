import type { ListConfig } from '../../schemas/list';
import { columnTraits } from '../../schemas/column-types';
import { RECORD_STATUSES } from '../../schemas/record';
import { STATUS_TEXT } from '../../schemas/workflow';

/** A field a card may filter on, with the values its dictionary offers (if any). */
export interface CardField {
  key: string;
  label: string;
  options: Array<{ label: string; value: string }>;
}

/**
 * The fields of a list a card filter can name (the same set schemas/type-card-problems.ts accepts):
 * its search conditions (with their options), its data columns, and the record status.
 */
export function cardFields(config: ListConfig): CardField[] {
  const out = new Map<string, CardField>();
  out.set('status', { key: 'status', label: '状态', options: RECORD_STATUSES.map((s) => ({ label: STATUS_TEXT[s], value: s })) });
  for (const item of config.search?.displayList ?? []) {
    if (out.has(item.code)) continue;
    const options = (item.dataList ?? []).map((o) => ({ label: o.label, value: String(o.value) }));
    out.set(item.code, { key: item.code, label: item.name, options });
  }
  for (const c of config.columns) {
    // button columns hold no record value
    if (columnTraits(c.type)?.recordButtons) continue;
    const key = c.bianma ?? c.code;
    if (!out.has(key)) out.set(key, { key, label: c.name, options: [] });
  }
  return [...out.values()];
}
