import { describe, expect, it } from 'vitest';
import { isIsoInstant, localClock, localDate, localTime } from './local-time';

// The expected text is built with Date's own local getters, so the test holds in any time zone.
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const minute = (d: Date) => `${day(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

describe('localTime', () => {
  it('shows a UTC ISO time in the local zone as YYYY-MM-DD HH:mm (spec 000 §5: display length 16)', () => {
    const iso = '2026-12-05T22:51:37.628Z';
    expect(localTime(iso)).toBe(minute(new Date(iso)));
    expect(localTime(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(localTime(iso)).toHaveLength(16);
  });

  it('reads an offset, a Date and epoch milliseconds as the same moment', () => {
    const at = new Date('2026-11-02T02:03:04Z');
    expect(localTime('2026-11-02T10:03:04+08:00')).toBe(minute(at));
    expect(localTime(at)).toBe(minute(at));
    expect(localTime(at.getTime())).toBe(minute(at));
  });

  it('keeps a time without a zone as the local time it names, cut to the minute', () => {
    expect(localTime('2026-11-01 09:00:00')).toBe('2026-11-01 09:00');
    expect(localTime('2026-11-01 09:00')).toBe('2026-11-01 09:00');
  });

  it('keeps a date alone a date, and other text as written', () => {
    expect(localTime('2026-11-02')).toBe('2026-11-02');
    expect(localTime('昨天')).toBe('昨天');
    expect(localTime('2026')).toBe('2026');
    expect(localTime('2026-13-45T99:99Z')).toBe('2026-13-45T99:99Z');
    expect(localTime('')).toBe('');
    expect(localTime(null)).toBe('');
    expect(localTime(undefined)).toBe('');
  });
});

describe('localDate', () => {
  it('gives the local day of a moment, and a date as it is', () => {
    const iso = '2026-12-05T22:51:37.628Z';
    expect(localDate(iso)).toBe(day(new Date(iso)));
    expect(localDate('2026-11-02')).toBe('2026-11-02');
    expect(localDate('2026-11-02 23:59')).toBe('2026-11-02');
    expect(localDate('长期')).toBe('长期');
    expect(localDate(null)).toBe('');
  });
});

describe('isIsoInstant', () => {
  it('knows the server’s moments from what a user types', () => {
    expect(isIsoInstant('2026-12-05T22:51:37.628Z')).toBe(true);
    expect(isIsoInstant('2026-12-05T22:51+08:00')).toBe(true);
    expect(isIsoInstant('2026-12-05 22:51')).toBe(false);
    expect(isIsoInstant('2026-12-05')).toBe(false);
    expect(isIsoInstant('项目 2026-12-05T22:51:37Z')).toBe(false);
    expect(isIsoInstant(20261205)).toBe(false);
  });
});

describe('localClock', () => {
  it('gives the local HH:mm of a moment, nothing for no time', () => {
    const at = new Date(2026, 11, 6, 9, 5).getTime();
    expect(localClock(at)).toBe('09:05');
    expect(localClock(null)).toBe('');
  });
});
