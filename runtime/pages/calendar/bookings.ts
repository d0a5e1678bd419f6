import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import type { CalendarResource, CalendarRow } from './calendar-services';

/**
 * The calendar's plain logic, apart from FullCalendar so it is tested alone: which records are
 * pending or confirmed, each room's colour, a record as an event, a slot as the form's values.
 */

/** The two looks of a booking: waiting for the audit (submitted) and confirmed (passed, and still so once published). */
export const BOOKING_LOOKS = {
  pending: { statuses: ['submitted'], text: '待审核' },
  confirmed: { statuses: ['passed', 'published'], text: '已确认' },
} as const;
export type BookingLook = keyof typeof BOOKING_LOOKS;

/** The statuses the calendar reads: a draft is nobody's booking yet, a rejected one frees its time. */
export const SHOWN_STATUSES: readonly string[] = Object.values(BOOKING_LOOKS).flatMap((l) => l.statuses);

export const lookOf = (status: unknown): BookingLook | undefined =>
  (Object.keys(BOOKING_LOOKS) as BookingLook[]).find((k) => (BOOKING_LOOKS[k].statuses as readonly unknown[]).includes(status));

/** Room colours: dark enough for white text at 4.5:1 (a confirmed booking) and for a dashed outline. */
export const ROOM_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];

/** A resource's colour, by its place in the list (a value no longer listed is grey). */
export function colourOf(resources: readonly CalendarResource[], value: unknown): string {
  const i = resources.findIndex((r) => r.value === value);
  return i < 0 ? '#4b5563' : ROOM_COLOURS[i % ROOM_COLOURS.length];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date and time as the datetime field stores it: 'YYYY-MM-DD HH:mm'. */
export const toStored = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A local day: 'YYYY-MM-DD'. */
export const toDay = (d: Date): string => toStored(d).slice(0, 10);

const STORED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** A stored 'YYYY-MM-DD HH:mm' as a local Date, or undefined for anything else. */
export function fromStored(value: unknown): Date | undefined {
  const m = typeof value === 'string' ? STORED.exec(value) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number);
  return new Date(y, mo - 1, d, h, mi);
}

/** The days a view shows as the list's date-range condition: its end is exclusive, the condition's inclusive. */
export function rangeOf(start: Date, endExclusive: Date): { from: string; to: string } {
  const last = new Date(endExclusive.getTime() - 1);
  return { from: toDay(start), to: toDay(last) };
}

/** One booking as the calendar draws it. */
export interface BookingEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  look: BookingLook;
  colour: string;
  room: string;
  row: CalendarRow;
}

/**
 * The records as events: those with a start, an end after it and a pending or confirmed status,
 * of the chosen room (or every room). `roomLabel` names a room for the event's text.
 */
export function toEvents(rows: readonly CalendarRow[], config: CalendarConfig, resources: readonly CalendarResource[], room?: string): BookingEvent[] {
  const out: BookingEvent[] = [];
  for (const row of rows) {
    const look = lookOf(row.status);
    const start = fromStored(config.start ? row[config.start] : undefined);
    const end = fromStored(config.end ? row[config.end] : undefined);
    const value = config.resource ? row[config.resource] : undefined;
    if (!look || !start || !end || end <= start) continue;
    if (room !== undefined && value !== room) continue;
    const roomName = resources.find((r) => r.value === value)?.label ?? (typeof value === 'string' ? value : '');
    const named = config.titleField ? row[config.titleField] : undefined;
    out.push({ id: row.id, title: typeof named === 'string' && named ? named : roomName, start, end, look, colour: colourOf(resources, value), room: roomName, row });
  }
  return out;
}

/** The minutes of an hour: a slot shorter than this (a click) books an hour. */
const HOUR = 60 * 60 * 1000;

/**
 * The form's values for a free slot: the room (when one is chosen) and the times; a click (a slot
 * of one step) books an hour from its start, a dragged selection its own length.
 */
export function slotValues(config: CalendarConfig, start: Date, end: Date, room?: string): Record<string, string> {
  const step = (config.slotMinutes ?? 15) * 60 * 1000;
  const until = end.getTime() - start.getTime() <= step ? new Date(start.getTime() + HOUR) : end;
  const values: Record<string, string> = {};
  if (config.resource && room !== undefined) values[config.resource] = room;
  if (config.start) values[config.start] = toStored(start);
  if (config.end) values[config.end] = toStored(until);
  return values;
}

/** The start the keyboard's 新建预约 offers: the next full hour of `day` when it is today, else the day's start. */
export function nextFreeStart(day: Date, now: Date, dayStart = '08:00'): Date {
  const [h, m] = dayStart.split(':').map(Number);
  const opening = new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m);
  if (toDay(day) !== toDay(now)) return opening;
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1, 0);
  return next > opening ? next : opening;
}
