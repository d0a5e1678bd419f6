import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { RecordStatus, RowOperation } from '../../schemas';
import type { RecordNode } from '../records/list-node';
import type { Actor } from '../records/workflow';
import { changeRowOperations } from './rules';

/**
 * Adds 变更 / 变更记录 to the buttons of a list page's records when the list has a change set-up.
 * Two small queries for the page's ids (owners and the rounds' stages) instead of widening every
 * list query: lists without a change set-up pay nothing.
 */
export async function withChangeOperations<R extends { id: string; operations: RowOperation[] }>(db: Kysely<Database>, node: RecordNode, records: R[], actor: Actor): Promise<R[]> {
  if (!node.listConfig?.change || records.length === 0) return records;
  const ids = records.map((r) => r.id);
  const [facts, rounds] = await Promise.all([
    db.selectFrom('records').select(['id', 'status', 'enterprise_id', 'owner_user_id']).where('id', 'in', ids).execute(),
    db.selectFrom('change_requests').select(['record_id', 'stage']).where('record_id', 'in', ids).execute(),
  ]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  return records.map((r) => {
    const f = byId.get(r.id);
    if (!f) return r;
    const mine = rounds.filter((c) => c.record_id === r.id);
    const changes = { exist: mine.length > 0, open: mine.some((c) => c.stage === 'draft' || c.stage === 'submitted') };
    const extra = changeRowOperations({ status: f.status as RecordStatus, enterpriseId: f.enterprise_id, ownerUserId: f.owner_user_id }, actor, changes);
    return extra.length ? { ...r, operations: [...r.operations, ...extra] } : r;
  });
}
