import { Type, type Static } from '@sinclair/typebox';
import { VALIDATORS } from './validators';

/**
 * Venue reservation (场地预约, docs/projects.md): which form holds the bookings, their time rules
 * and messages, and the 15-minute slots a confirmed booking claims. One home for the rules: the
 * form's validators, the server's booking constraint (server/venue) and the calendar read them here.
 */

/** The booking form and the fields the constraint reads (fixtures/nodes/trade-venue-booking.form.json). */
export const VENUE_BOOKING = {
  nodeId: 'trade-venue-booking',
  /** the room's code, from the dictionary `venue-room` */
  room: 'cdmc',
  start: 'kssj',
  end: 'jssj',
  dictionary: 'venue-room',
} as const;

/** The slot a booking is made of; starts and ends lie on it (the date-time picker's step). */
export const SLOT_MINUTES = 15;

/** The longest booking: a week of slots at most, so a confirmation claims at most 672 rows. */
export const MAX_BOOKING_DAYS = 7;

/**
 * The statuses in which a booking holds its room: confirmed (passed) and, once published, still
 * confirmed. Leaving them (a revoke, a delete) frees the time.
 */
export const HOLDING_STATUSES: readonly string[] = ['passed', 'published'];

export const VENUE_MESSAGES = {
  /** another confirmed booking holds part of the time: its room, day and times */
  taken: (room: string, day: string, from: string, to: string) => `该场地在所选时段已有确认的预约（${room} ${day} ${from}–${to}），请改约其他时段`,
  endNotAfterStart: '结束时间须晚于开始时间',
  notOnStep: VALIDATORS.quarterHour.message,
  tooLong: `单次预约不能超过${MAX_BOOKING_DAYS}天`,
  badTime: '请选择正确的预约时间',
  noRoom: '请选择场地',
  revokeReason: '请填写取消原因',
  notConfirmed: '只有已确认的预约可以取消',
} as const;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/**
 * Minutes since 1970 of a wall-clock 'YYYY-MM-DD HH:mm' (read as UTC: only differences and the
 * text matter, never the zone), or null when it is not a real day and time.
 */
export function wallClockMinutes(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 60_000;
}

/** 'YYYY-MM-DD HH:mm' of minutes since 1970 (the inverse of wallClockMinutes). */
export function wallClockText(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A single time that is not on the 15-minute step (the form shows this under the field). */
export function offStepProblem(text: unknown): string | null {
  const minutes = wallClockMinutes(text);
  if (minutes === null) return null;
  return minutes % SLOT_MINUTES === 0 ? null : VENUE_MESSAGES.notOnStep;
}

/** What is wrong with a booking's times, or null: both real, on the step, the end after the start, at most a week. */
export function bookingTimeProblem(start: unknown, end: unknown): string | null {
  const from = wallClockMinutes(start);
  const to = wallClockMinutes(end);
  if (from === null || to === null) return VENUE_MESSAGES.badTime;
  if (from % SLOT_MINUTES !== 0 || to % SLOT_MINUTES !== 0) return VENUE_MESSAGES.notOnStep;
  if (to <= from) return VENUE_MESSAGES.endNotAfterStart;
  if (to - from > MAX_BOOKING_DAYS * 24 * 60) return VENUE_MESSAGES.tooLong;
  return null;
}

/** The start of every 15-minute slot of a valid booking ('YYYY-MM-DD HH:mm'), in order. */
export function slotStarts(start: string, end: string): string[] {
  if (bookingTimeProblem(start, end)) return [];
  const out: string[] = [];
  for (let m = wallClockMinutes(start)!; m < wallClockMinutes(end)!; m += SLOT_MINUTES) out.push(wallClockText(m));
  return out;
}

/** The day and times of a booking as the refusal names them: 2026-12-07, 09:00, 11:30 (an end on another day keeps its date). */
export function bookingSpan(start: string, end: string): { day: string; from: string; to: string } {
  const day = start.slice(0, 10);
  return { day, from: start.slice(11), to: end.slice(0, 10) === day ? end.slice(11) : end };
}

/** Body of POST /ks/venue/cancel: a confirmed booking given back, with the reason (请填写取消原因). */
export const VenueCancelBody = Type.Object(
  {
    nodeId: Type.String({ minLength: 1, maxLength: 64 }),
    id: Type.String({ minLength: 1, maxLength: 64 }),
    version: Type.Integer({ minimum: 1 }),
    reason: Type.String({ maxLength: 500, title: '取消原因' }),
  },
  { additionalProperties: false },
);
export type VenueCancelBody = Static<typeof VenueCancelBody>;
