import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { registerRowOperations, registerWorkflowHooks, type RowOperationsHook, type StatusChange, type WorkflowHooks } from '../records/hooks';
import { isOwner } from '../records/workflow';
import { WorkflowRefusal } from '../records/service';
import { HOLDING_STATUSES, VENUE_BOOKING, VENUE_MESSAGES } from '../../schemas/venue';
import { bookingTimes, claimSlots, releaseSlots, roomExists, takenMessage } from './claims';

const holds = (status: string | null): boolean => status !== null && HOLDING_STATUSES.includes(status);

/** The booking of a move that asks for the room (a submit, a confirmation), checked; else null. */
async function checkedBooking(tx: Kysely<Database>, change: StatusChange) {
  const times = bookingTimes(change.data);
  if (!times.ok) throw new WorkflowRefusal('invalid', times.message, change.action);
  if (!(await roomExists(tx, times.room))) throw new WorkflowRefusal('invalid', VENUE_MESSAGES.noRoom, change.action);
  return times;
}

/**
 * The booking form's moves (docs/projects.md "场地预约 Venue reservation"): a submit or a
 * confirmation of a time another confirmed booking holds is refused with that booking named; a
 * confirmation claims the slots (the database's key refuses a slot taken meanwhile); leaving the
 * confirmed states (a delete; 取消预约, server/venue/cancel.ts) frees them.
 */
export const VENUE_WORKFLOW_HOOKS: Partial<WorkflowHooks> = {
  async beforeMove(tx, change) {
    if (change.nodeId !== VENUE_BOOKING.nodeId || change.to === null) return;
    const asks = change.to === 'submitted' ? change.from !== 'submitted' : holds(change.to) && !holds(change.from);
    if (!asks) return;
    const booking = await checkedBooking(tx, change);
    // Two pending bookings may overlap (the administrator picks one); a confirmed one may not be overlapped.
    const taken = await takenMessage(tx, booking.room, booking.start, booking.end, change.recordId);
    if (taken) throw new WorkflowRefusal('invalid', taken, change.action);
  },
  async afterMove(tx, change) {
    if (change.nodeId !== VENUE_BOOKING.nodeId) return;
    if (holds(change.to) && !holds(change.from)) {
      const booking = await checkedBooking(tx, change);
      const taken = await claimSlots(tx, booking, change.recordId, change.nodeId);
      if (taken) throw new WorkflowRefusal('invalid', taken, change.action);
    } else if (holds(change.from) && !holds(change.to)) {
      await releaseSlots(tx, change.recordId);
    }
  },
};

/** 取消预约 on a confirmed booking, for an administrator or its owner (the rules of cancel.ts). */
export const venueRowOperations: RowOperationsHook = (record, actor) =>
  record.nodeId === VENUE_BOOKING.nodeId && holds(record.status) && (actor.role === 'M' || isOwner(record, actor))
    ? [{ code: 'cancel', name: '取消预约', color: '#fa8c16', show: true, call: '/ks/venue/cancel', ask: '取消原因' }]
    : [];

/** Wires the booking constraint into the records' moves and 取消预约 into its buttons (server/app.ts calls this once). */
export function registerVenueHooks(): void {
  registerWorkflowHooks(VENUE_WORKFLOW_HOOKS);
  registerRowOperations(venueRowOperations);
}
