import { typeCardFields } from './type-card-problems';
import { TYPE_CARD_RECORD_FIELDS } from './type-card-values';

/**
 * The rules of a list's left menu card (ListConfig.menuCard) a schema cannot see, worded once for
 * the server (save, import), the runtime (error panel) and the designer: every field it names is
 * a data field of the list (a column or a search condition; not the record's status, which is no
 * field of the record's data). Returns `[where, message]` pairs; config-problems.ts makes lines.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELDS = [
  ['itemField', '子项字段'],
  ['groupField', '分组字段'],
  ['scoreField', '分值字段'],
] as const;

export const MENU_CARD_WHERE = '菜单卡片';

export function menuCardProblems(config: unknown): Array<[string, string]> {
  const setup = isObject(config) ? config.menuCard : undefined;
  if (!isObject(setup)) return [];
  const fields = typeCardFields(config);
  for (const f of TYPE_CARD_RECORD_FIELDS) fields.delete(f);
  const out: Array<[string, string]> = [];
  for (const [key, label] of FIELDS) {
    const field = setup[key];
    if (typeof field === 'string' && !fields.has(field)) out.push([MENU_CARD_WHERE, `${label} ${field} 不是本列表的字段`]);
  }
  return out;
}
