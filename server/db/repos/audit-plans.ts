import type { Kysely } from 'kysely';
import type { AuditLevel, AuditSign } from '../../../schemas/audit-levels';
import type { Database } from '../types';

/** A node's stored audit plan (docs/administration.md "审核级别与审核方式"). */
export interface StoredAuditPlan {
  nodeId: string;
  systemCoding: string;
  sign: AuditSign;
  levels: AuditLevel[];
  updatedBy: string;
  updatedAt: string;
}

type PlanRow = { node_id: string; system_coding: string; sign: string; levels: string; updated_by: string; updated_at: string };

const toPlan = (r: PlanRow): StoredAuditPlan => ({
  nodeId: r.node_id,
  systemCoding: r.system_coding,
  sign: r.sign === 'all' ? 'all' : 'any',
  levels: JSON.parse(r.levels) as AuditLevel[],
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

export async function findAuditPlan(db: Kysely<Database>, nodeId: string): Promise<StoredAuditPlan | undefined> {
  const row = await db.selectFrom('audit_plans').selectAll().where('node_id', '=', nodeId).executeTakeFirst();
  return row ? toPlan(row) : undefined;
}

export async function listAuditPlans(db: Kysely<Database>, systemCoding?: string): Promise<StoredAuditPlan[]> {
  let q = db.selectFrom('audit_plans').selectAll().orderBy('system_coding').orderBy('node_id');
  if (systemCoding) q = q.where('system_coding', '=', systemCoding);
  return (await q.execute()).map(toPlan);
}

/**
 * Writes the plan (insert or replace, one statement: two saves of one node at once never collide);
 * a plan without levels is deleted.
 */
export async function storeAuditPlan(db: Kysely<Database>, plan: StoredAuditPlan): Promise<void> {
  if (plan.levels.length === 0) return void (await db.deleteFrom('audit_plans').where('node_id', '=', plan.nodeId).execute());
  const row = {
    node_id: plan.nodeId,
    system_coding: plan.systemCoding,
    sign: plan.sign,
    levels: JSON.stringify(plan.levels),
    updated_by: plan.updatedBy,
    updated_at: plan.updatedAt,
  };
  const { node_id: _key, ...rest } = row;
  await db
    .insertInto('audit_plans')
    .values(row)
    .onConflict((oc) => oc.column('node_id').doUpdateSet(rest))
    .execute();
}

/** The enabled administrators among `ids` (the named auditors a level may still use). */
export async function enabledManagers(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', [...ids]).where('login_role_type', '=', 'M').where('disabled', '=', 0).execute();
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}
