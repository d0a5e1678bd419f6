import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { RECORD_STATUSES, type ListConfig, type TypeCard, type TypeCardCondition } from '../../schemas';
import { conditionValues } from '../../schemas/type-cards';
import { STATUS_TEXT } from '../../schemas/workflow';
import type { SqlDialect } from '../db/sql-dialect';
import { badRequest } from '../errors';
import { dataText, equalsAny, isDataKey } from './sql-dialect';

/**
 * The SQL of a type card (docs/type-cards.md). The browser names a card by its key; the filter
 * always comes from the stored config, so a caller cannot widen what a card selects.
 */

/** Record columns a card may compare (schemas/type-cards.ts TYPE_CARD_RECORD_FIELDS). */
const RECORD_COLUMNS = new Map<string, string>([['status', 'status']]);

/** The card `key` of the list, or 400 类型卡片 … 不存在. */
export function typeCardOf(config: ListConfig | null, key: string): TypeCard {
  const card = config?.typeCards?.cards.find((c) => c.key === key);
  if (!card) throw badRequest(`类型卡片 ${key} 不存在`);
  return card;
}

/** Statuses may be written as codes (submitted) or as the words shown (待审核). */
const statusCodes = (values: string[]) => values.map((v) => RECORD_STATUSES.find((s) => s === v || STATUS_TEXT[s] === v) ?? v);

function conditionSql(dialect: SqlDialect, c: TypeCardCondition): RawBuilder<SqlBool> {
  const column = RECORD_COLUMNS.get(c.field);
  // A stored config passed the same check on save; a key SQL cannot name selects nothing.
  if (!column && !isDataKey(c.field)) return sql<SqlBool>`1 = 0`;
  const expr = column ? sql.ref(column) : dataText(dialect, c.field);
  if (c.op === 'empty') return sql<SqlBool>`(${expr} is null or ${expr} = '')`;
  if (c.op === 'notEmpty') return sql<SqlBool>`(${expr} is not null and ${expr} <> '')`;
  const values = conditionValues(c);
  const wanted = c.op === 'eq' ? values.slice(0, 1) : values;
  // `in ()` is an error on PostgreSQL; a comparison without a value selects nothing.
  if (wanted.length === 0) return sql<SqlBool>`1 = 0`;
  return equalsAny(dialect, expr, column === 'status' ? statusCodes(wanted) : wanted);
}

/** The conditions of one card (all must hold; a card without filter selects every record). */
export function typeCardConditions(dialect: SqlDialect, card: TypeCard): RawBuilder<SqlBool>[] {
  return card.filter.map((c) => conditionSql(dialect, c));
}
