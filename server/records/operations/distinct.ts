import { sql } from 'kysely';
import { DISTINCT_CAP, DistinctAnswer, RecordReadBody } from '../../../schemas/record-operations';
import type { EngineOperationDef } from './types';
import { checkedField, readableSelection } from '../readable';
import { recordFieldExpr } from '../sql-dialect';

/**
 * The distinct values of the row's field over the records the caller may read (period, city,
 * county lists): as text, in code-point order on both databases, empty values left out, at most
 * DISTINCT_CAP of them (the answer's message says when more exist).
 */
export const distinct: EngineOperationDef = {
  name: 'distinct',
  body: RecordReadBody,
  answer: DistinctAnswer,
  async run({ ctx, user, target, body }) {
    const field = checkedField(target.field);
    const { where } = await readableSelection(ctx, target, user, (body as RecordReadBody).filters);
    const value = ctx.dialect.codePointText(recordFieldExpr(ctx.dialect, field));
    const { rows } = await sql<{ value: string }>`select distinct ${value} as value from records where ${sql.join(where, sql` and `)} and ${value} is not null and ${value} <> '' order by 1 limit ${sql.lit(DISTINCT_CAP + 1)}`.execute(ctx.db);
    const values = rows.slice(0, DISTINCT_CAP).map((r) => String(r.value));
    return rows.length > DISTINCT_CAP ? { kind: 'json', data: values, message: `取值超过 ${DISTINCT_CAP} 个，仅返回前 ${DISTINCT_CAP} 个` } : { kind: 'json', data: values };
  },
};
