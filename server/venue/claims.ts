import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { nowIso } from '../db/clock';
import { parseData } from '../db/repos/records';
import { bookingSpan, bookingTimeProblem, HOLDING_STATUSES, slotStarts, SLOT_MINUTES, VENUE_BOOKING, VENUE_MESSAGES, wallClockMinutes, wallClockText } from '../../schemas/venue';

/**
 * The booking constraint (docs/projects.md "场地预约 Venue reservation"): a confirmed booking holds
 * one row of venue_slot_claims per 15-minute slot of its room, and the table's primary key (room,
 * slot_start) lets only one booking hold a slot. The claims are written in the transaction that
 * confirms the booking and removed in the one that takes it out of the confirmed states, so the
 * database itself refuses the second of two overlapping confirmations, from any instance.
 */

/** The room and times of a booking's data, or the message refusing them. */
export type BookingTimes = { ok: true; room: string; start: string; end: string } | { ok: false; message: string };

export function bookingTimes(data: Readonly<Record<string, unknown>>): BookingTimes {
  const room = data[VENUE_BOOKING.room];
  if (typeof room !== 'string' || room.trim() === '') return { ok: false, message: VENUE_MESSAGES.noRoom };
  const start = data[VENUE_BOOKING.start];
  const end = data[VENUE_BOOKING.end];
  const problem = bookingTimeProblem(start, end);
  if (problem) return { ok: false, message: problem };
  return { ok: true, room, start: start as string, end: end as string };
}

/** The room's name in the dictionary venue-room (the node's system's list first), else its code. */
export async function roomName(db: Kysely<Database>, room: string): Promise<string> {
  const row = await db
    .selectFrom('dictionary')
    .select('label')
    .where('display_code', '=', VENUE_BOOKING.dictionary)
    .where('value', '=', room)
    .orderBy('system_coding', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.label ?? room;
}

/** Whether the room is in the dictionary (a code the form could not have offered is refused). */
export async function roomExists(db: Kysely<Database>, room: string): Promise<boolean> {
  const row = await db.selectFrom('dictionary').select('value').where('display_code', '=', VENUE_BOOKING.dictionary).where('value', '=', room).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The refusal naming a confirmed booking (other than `self`) that holds a slot of the room within
 * [start, end), or null when the time is free.
 */
export async function takenMessage(db: Kysely<Database>, room: string, start: string, end: string, self: string): Promise<string | null> {
  const last = wallClockText(wallClockMinutes(end)! - SLOT_MINUTES);
  const claim = await db
    .selectFrom('venue_slot_claims')
    .select('record_id')
    .where('room', '=', room)
    .where('slot_start', '>=', start)
    .where('slot_start', '<=', last)
    .where('record_id', '<>', self)
    .orderBy('slot_start')
    .limit(1)
    .executeTakeFirst();
  if (!claim) return null;
  const holder = await db.selectFrom('records').select('data').where('id', '=', claim.record_id).executeTakeFirst();
  const data = holder ? parseData(holder.data) : {};
  const times = bookingTimes(data);
  const name = await roomName(db, room);
  // the holder's times as stored; a holder whose data cannot be read is named by the slot it holds
  const span = times.ok ? bookingSpan(times.start, times.end) : bookingSpan(start, end);
  return VENUE_MESSAGES.taken(name, span.day, span.from, span.to);
}

/** Rows per INSERT (5 values each): under both databases' bound-parameter limits. */
const CHUNK = 200;

/**
 * Claims every slot of the booking for `recordId`. Answers null when all were free, else the
 * refusal naming the booking that holds one. A slot another transaction claimed first is not an
 * error (ON CONFLICT DO NOTHING waits for that transaction on PostgreSQL and skips its committed
 * row): the shortfall in the inserted count is the conflict, and the transaction stays usable for
 * the read that names the other booking. The caller rolls back on a refusal.
 */
export async function claimSlots(tx: Kysely<Database>, booking: { room: string; start: string; end: string }, recordId: string, nodeId: string): Promise<string | null> {
  const slots = slotStarts(booking.start, booking.end);
  const at = nowIso();
  let inserted = 0;
  for (let i = 0; i < slots.length; i += CHUNK) {
    const rows = slots.slice(i, i + CHUNK).map((slot) => ({ room: booking.room, slot_start: slot, record_id: recordId, node_id: nodeId, claimed_at: at }));
    const res = await tx
      .insertInto('venue_slot_claims')
      .values(rows)
      .onConflict((oc) => oc.columns(['room', 'slot_start']).doNothing())
      .executeTakeFirst();
    inserted += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  if (inserted === slots.length) return null;
  return (await takenMessage(tx, booking.room, booking.start, booking.end, recordId)) ?? VENUE_MESSAGES.taken(await roomName(tx, booking.room), ...spanParts(booking));
}

const spanParts = (b: { start: string; end: string }): [string, string, string] => {
  const s = bookingSpan(b.start, b.end);
  return [s.day, s.from, s.to];
};

/** Frees every slot the booking holds; answers how many. */
export async function releaseSlots(tx: Kysely<Database>, recordId: string): Promise<number> {
  const res = await tx.deleteFrom('venue_slot_claims').where('record_id', '=', recordId).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0n);
}

/**
 * Claims the slots of the demo's confirmed bookings (the first-start loader, after the records):
 * the fixtures obey the constraint like any booking, so an overlap among them stops the load.
 */
export async function claimLoadedBookings(tx: Kysely<Database>): Promise<number> {
  const rows = await tx.selectFrom('records').select(['id', 'node_id', 'data']).where('node_id', '=', VENUE_BOOKING.nodeId).where('status', 'in', [...HOLDING_STATUSES]).execute();
  for (const row of rows) {
    const times = bookingTimes(parseData(row.data));
    if (!times.ok) throw new Error(`fixture records/${row.node_id}.seed.json: ${row.id}: ${times.message}`);
    const taken = await claimSlots(tx, times, row.id, row.node_id);
    if (taken) throw new Error(`fixture records/${row.node_id}.seed.json: ${row.id}: ${taken}`);
  }
  return rows.length;
}
