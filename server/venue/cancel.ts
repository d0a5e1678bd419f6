import type { AppContext } from '../context';
import type { SessionUser } from '../session-user';
import { updateReturning } from '../db/repos/records';
import { writeOpLog } from '../db/repos/oplog';
import { nodeActor } from '../records/button-permissions';
import { isOwner } from '../records/workflow';
import { checkVersion, inRecordTransaction, loadVisible, logActorOf, lostRace, RECORD_TARGET, requireNode, toWorkflowState, WorkflowRefusal } from '../records/service';
import { HOLDING_STATUSES, VENUE_BOOKING, VENUE_MESSAGES, type VenueCancelBody } from '../../schemas/venue';
import { releaseSlots } from './claims';

const ACTION = 'cancel';

/**
 * 取消预约: a confirmed booking given back by an administrator or its owner. It leaves the confirmed
 * states for 已驳回 with the reason (the owner may change and submit it again), and its slots are
 * freed in the same transaction, so another booking of that time can be confirmed at once.
 */
export async function cancelBooking(ctx: AppContext, user: SessionUser, input: VenueCancelBody) {
  const node = await requireNode(ctx, input.nodeId, user, 'write');
  const actor = await nodeActor(ctx.db, user, node.nodeId);
  return inRecordTransaction(ctx.db, user, input, async (tx) => {
    const record = await loadVisible(tx, node, input.id, actor);
    checkVersion(record, input.version, ACTION);
    if (record.nodeId !== VENUE_BOOKING.nodeId) throw new WorkflowRefusal('invalid', '只有场地预约可以取消', ACTION);
    if (actor.role !== 'M' && !isOwner(record, actor)) throw new WorkflowRefusal('forbidden', '无权取消他人的预约', ACTION);
    if (!HOLDING_STATUSES.includes(record.status)) throw new WorkflowRefusal('invalid', VENUE_MESSAGES.notConfirmed, ACTION);
    const reason = input.reason.trim();
    if (!reason) throw new WorkflowRefusal('invalid', VENUE_MESSAGES.revokeReason, ACTION);
    const updated = await updateReturning(tx, record.id, record.version, { status: 'rejected', audit_reason: reason, assignee_id: null });
    if (updated === null) throw lostRace(ACTION);
    const freed = await releaseSlots(tx, record.id);
    await writeOpLog(tx, logActorOf(user), {
      action: `record.${ACTION}`,
      targetType: RECORD_TARGET,
      targetId: record.id,
      gnCoding: record.nodeId,
      detail: { from: record.status, to: updated.status, version: updated.version, reason, freedSlots: freed },
    });
    return toWorkflowState(updated, actor);
  });
}
