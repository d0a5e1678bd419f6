import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { recordScopeCondition, scopeApplies } from '../management/scope';
import type { Actor } from './workflow';

/**
 * Which records a reader may read, as conditions over a records row: the one statement of the rule
 * that lists, counts, charts and the change list (变更审核 / 变更申请) share. Its single-record form
 * is `visibleRecord` (service.ts), which detail, every workflow move and logHistory use.
 *
 * Enterprise users read their enterprise's records only (none without an enterprise: a NUL
 * placeholder would be an error on PostgreSQL); developers read all; administrators those of their
 * management scope (docs/administration.md "管理权限"), one more condition in the same WHERE.
 *
 * `enterprise` names the row's enterprise column (`enterprise_id`, `r.enterprise_id`); `system` is
 * the row's system (`sql.ref('r.system_coding')`, or a list's system as a value: a node's records
 * are all of its system, and a value reads no column, so a list's covering index still holds
 * everything its count asks).
 */
export function readerConditions(viewer: Actor, row: { enterprise: string; system: RawBuilder<unknown> }): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  if (viewer.role === 'U') out.push(viewer.enterpriseId === null ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(row.enterprise)} = ${viewer.enterpriseId}`);
  if (scopeApplies(viewer.role)) out.push(recordScopeCondition(viewer.id, row.system, row.enterprise));
  return out;
}
