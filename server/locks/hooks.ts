import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { registerWorkflowHooks, type WorkflowHooks } from '../records/hooks';
import { WorkflowRefusal } from '../records/service';
import { LOCK_MESSAGES } from '../../schemas/locks';
import { lockInForce } from './repo';

/**
 * A locked enterprise submits nothing (docs/locks.md): a record's move into 待审核 whose enterprise
 * has a lock in force is refused with the administrator's reason, inside the move's transaction
 * (a lock committed a moment before the submit is seen). Saving a draft stays possible, so nothing
 * typed is lost while the lock lasts.
 */
export const LOCK_WORKFLOW_HOOKS: Partial<WorkflowHooks> = {
  async beforeMove(tx: Kysely<Database>, change) {
    if (change.to !== 'submitted' || change.from === 'submitted') return;
    if (!change.enterpriseId) return;
    const lock = await lockInForce(tx, change.enterpriseId);
    if (lock) throw new WorkflowRefusal('forbidden', LOCK_MESSAGES.submitRefused(lock.reason), change.action);
  },
};

/** Wires the lock into the records' moves (server/app.ts calls this once). */
export function registerLockHooks(): void {
  registerWorkflowHooks(LOCK_WORKFLOW_HOOKS);
}
