import { sql, type Kysely, type SqlBool } from 'kysely';
import type { MineRecordsBody, TableListData } from '../../schemas';
import type { Database } from '../db/types';
import type { SqlDialect } from '../db/sql-dialect';
import type { SessionUser } from '../session-user';
import { sortPlan } from './filters';
import { runList } from './list-query';
import { nodeActor } from './button-permissions';
import { signRecordFiles } from './file-urls';
import { requireNode } from './service';

/**
 * 申报记录 (docs/forms.md "The caller's own records"): the records of a form node that are the
 * caller's business, newest first, for the list the detail page opens from its header.
 *
 * - an enterprise user: every record of their enterprise (any of its users'), drafts included —
 *   the list's reader rule already keeps them to their enterprise (read-rule.ts);
 * - an administrator: what enterprises submitted (no one's draft but their own) within their
 *   management scope, plus what they created themselves — they audit from here as from the todo;
 * - a developer: the same, without a scope.
 *
 * Ownership and scope are the list's rule (readableRecords); this adds only "not someone else's
 * draft", so no record is shown here that detail would refuse.
 */
export async function listMine(ctx: { db: Kysely<Database>; dialect: SqlDialect }, body: MineRecordsBody, user: SessionUser): Promise<TableListData> {
  const node = await requireNode(ctx, body.nodeId, user, 'read');
  const viewer = await nodeActor(ctx.db, user, node.nodeId);
  const conditions = [];
  // An enterprise user without an enterprise owns nothing (the reader rule answers no rows).
  if (user.role !== 'U') conditions.push(sql<SqlBool>`(status <> ${'draft'} or owner_user_id = ${user.id})`);
  if (body.status) conditions.push(sql<SqlBool>`status = ${body.status}`);
  const curPage = body.curPage ?? 1;
  const pageSize = body.pageSize ?? 10;
  const { page } = await runList(
    ctx.db,
    { nodeId: node.recordsNodeId, systemCoding: node.systemCoding, viewer, conditions, sort: sortPlan(ctx.dialect, undefined, undefined), dialect: ctx.dialect },
    curPage,
    pageSize,
  );
  const names = await enterpriseNames(ctx.db, page.records.map((r) => r.enterpriseId));
  const records = page.records.map((r) => ({ ...r, enterpriseName: (r.enterpriseId && names.get(r.enterpriseId)) || '' }));
  return { ...page, records: await signRecordFiles(ctx.db, records, user) };
}

/** The names of the enterprises of a page (所属企业 of the administrators' list). */
async function enterpriseNames(db: Kysely<Database>, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('enterprises').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
