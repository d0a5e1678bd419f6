import { describe, expect, it } from 'vitest';
import { bookingSpan, bookingTimeProblem, offStepProblem, slotStarts, VENUE_MESSAGES, wallClockMinutes } from './venue';

describe('venue booking times (schemas/venue.ts)', () => {
  it('reads wall-clock times, refusing days and hours that do not exist', () => {
    expect(wallClockMinutes('2026-12-07 09:00')).toBe(Date.UTC(2026, 11, 7, 9) / 60_000);
    for (const bad of ['2026-02-30 09:00', '2026-12-07 24:00', '2026-12-07 9:00', '2026-12-07', 12, null]) expect(wallClockMinutes(bad)).toBeNull();
  });

  it('says what is wrong with a booking: the step, then the order, then the length', () => {
    expect(bookingTimeProblem('2026-12-07 09:00', '2026-12-07 11:30')).toBeNull();
    expect(bookingTimeProblem('2026-12-07 09:10', '2026-12-07 11:30')).toBe('预约时间须为15分钟的整数倍');
    expect(bookingTimeProblem('2026-12-07 11:30', '2026-12-07 11:30')).toBe('结束时间须晚于开始时间');
    expect(bookingTimeProblem('2026-12-07 11:30', '2026-12-07 09:00')).toBe('结束时间须晚于开始时间');
    expect(bookingTimeProblem('2026-12-01 09:00', '2026-12-09 09:00')).toBe(VENUE_MESSAGES.tooLong);
    expect(bookingTimeProblem('', '2026-12-07 09:00')).toBe(VENUE_MESSAGES.badTime);
    expect(offStepProblem('2026-12-07 09:05')).toBe(VENUE_MESSAGES.notOnStep);
    expect(offStepProblem('2026-12-07 09:45')).toBeNull();
  });

  it('cuts a booking into its 15-minute slots, across midnight too: two bookings overlap exactly when they share one', () => {
    expect(slotStarts('2026-12-07 09:00', '2026-12-07 10:00')).toEqual(['2026-12-07 09:00', '2026-12-07 09:15', '2026-12-07 09:30', '2026-12-07 09:45']);
    expect(slotStarts('2026-12-07 23:30', '2026-12-08 00:15')).toEqual(['2026-12-07 23:30', '2026-12-07 23:45', '2026-12-08 00:00']);
    expect(slotStarts('2026-12-07 10:00', '2026-12-07 09:00')).toEqual([]);
    const a = new Set(slotStarts('2026-12-07 09:00', '2026-12-07 11:30'));
    expect(slotStarts('2026-12-07 11:30', '2026-12-07 12:00').some((s) => a.has(s))).toBe(false);
    expect(slotStarts('2026-12-07 11:15', '2026-12-07 12:00').some((s) => a.has(s))).toBe(true);
  });

  it('names a booking by its day and times for the refusal', () => {
    expect(bookingSpan('2026-12-07 09:00', '2026-12-07 11:30')).toEqual({ day: '2026-12-07', from: '09:00', to: '11:30' });
    expect(VENUE_MESSAGES.taken('第一开标室', '2026-12-07', '09:00', '11:30')).toBe('该场地在所选时段已有确认的预约（第一开标室 2026-12-07 09:00–11:30），请改约其他时段');
  });
});
