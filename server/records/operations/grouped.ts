import { sql, type RawBuilder } from 'kysely';
import { GROUPED_CAP, GroupedAnswer, RecordReadBody } from '../../../schemas/record-operations';
import type { EngineOperationDef, OperationTarget } from './types';
import type { SqlDialect } from '../../db/sql-dialect';
import { checkedField, readableSelection } from '../readable';
import { recordFieldExpr } from '../sql-dialect';

/** Characters of a stored date ('yyyy-MM-dd…', or an ISO timestamp) that make each period. */
const PERIOD_LENGTH = { year: 4, month: 7, day: 10 } as const;

/** What a record is grouped by: the field's text, or the leading part of its date that names the period. */
function groupKey(dialect: SqlDialect, target: OperationTarget, field: string): RawBuilder<string> {
  const text = dialect.codePointText(recordFieldExpr(dialect, field));
  return target.period ? dialect.codePointText(sql`substr(${text}, 1, ${sql.lit(PERIOD_LENGTH[target.period])})`) : text;
}

/**
 * Counts of the records the caller may read, grouped by the row's field, or — with a period — by
 * the day, month or year of a date field (statistics). Groups come in code-point order of their
 * value (periods oldest first); records without a value make one group with value null (left out
 * when counting by period); at most GROUPED_CAP groups.
 */
export const grouped: EngineOperationDef = {
  name: 'grouped',
  body: RecordReadBody,
  answer: GroupedAnswer,
  async run({ ctx, user, target, body }) {
    const field = checkedField(target.field);
    const { where } = await readableSelection(ctx, target, user, (body as RecordReadBody).filters);
    const key = groupKey(ctx.dialect, target, field);
    const dated = target.period ? sql` and ${key} is not null and ${key} <> ''` : sql``;
    const { rows } = await sql<{ value: string | null; count: number | string | bigint }>`select ${key} as value, count(*) as count from records where ${sql.join(where, sql` and `)}${dated} group by 1 order by 1 nulls first limit ${sql.lit(GROUPED_CAP + 1)}`.execute(ctx.db);
    const groups = rows.slice(0, GROUPED_CAP).map((r) => ({ value: r.value === null || r.value === '' ? null : String(r.value), count: Number(r.count) }));
    // '' and a missing value are both "未填写": one group.
    const merged = groups.filter((g) => g.value !== null);
    const empty = groups.filter((g) => g.value === null).reduce((n, g) => n + g.count, 0);
    const data = empty > 0 ? [{ value: null, count: empty }, ...merged] : merged;
    return rows.length > GROUPED_CAP ? { kind: 'json', data, message: `分组超过 ${GROUPED_CAP} 个，仅返回前 ${GROUPED_CAP} 个` } : { kind: 'json', data };
  },
};
