import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

// The expected text is built with Date's own local getters, so the test holds in any time zone.
const pad = (n: number) => String(n).padStart(2, '0');
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

describe('localTime', () => {
  it('shows a UTC ISO time in the local zone as YYYY-MM-DD HH:mm:ss', () => {
    const iso = '2026-11-02T02:03:04.567Z';
    expect(localTime(iso)).toBe(local(new Date(iso)));
    expect(localTime(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps a time without a zone as the local time it names, and other text as written', () => {
    expect(localTime('2026-11-01 09:00:00')).toBe('2026-11-01 09:00:00');
    expect(localTime('昨天')).toBe('昨天');
    expect(localTime('')).toBe('');
    expect(localTime(null)).toBe('');
  });
});
