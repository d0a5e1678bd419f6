import { describe, expect, it } from 'vitest';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { colourOf, fromStored, nextFreeStart, rangeOf, ROOM_COLOURS, slotValues, toEvents, toStored } from './bookings';

const CONFIG: CalendarConfig = { kind: 'calendar', node: 'trade-venue', formNode: 'trade-venue-booking', resource: 'cdmc', start: 'kssj', end: 'jssj', titleField: 'xmmc', slotMinutes: 15 };
const ROOMS = [
  { value: 'kbs1', label: '第一开标室' },
  { value: 'kbs2', label: '第二开标室' },
];
const row = (id: string, status: string, cdmc: string, kssj: string, jssj: string, xmmc = `项目${id}`) => ({ id, status, cdmc, kssj, jssj, xmmc });

describe('the calendar’s bookings', () => {
  it('draws pending and confirmed records of the chosen room, each in its room’s colour, and nothing else', () => {
    const rows = [
      row('1', 'submitted', 'kbs1', '2026-12-07 09:00', '2026-12-07 10:00'),
      row('2', 'passed', 'kbs2', '2026-12-07 09:00', '2026-12-07 11:30'),
      row('3', 'draft', 'kbs1', '2026-12-07 12:00', '2026-12-07 13:00'),
      row('4', 'rejected', 'kbs1', '2026-12-07 12:00', '2026-12-07 13:00'),
      row('5', 'passed', 'kbs1', '2026-12-07 14:00', '2026-12-07 13:00'),
      row('6', 'passed', 'kbs1', 'soon', '2026-12-07 13:00'),
      row('7', 'published', 'kbs2', '2026-12-08 09:00', '2026-12-08 10:00'),
    ];
    const all = toEvents(rows, CONFIG, ROOMS);
    expect(all.map((e) => [e.id, e.look, e.colour, e.room, e.title])).toEqual([
      ['1', 'pending', ROOM_COLOURS[0], '第一开标室', '项目1'],
      ['2', 'confirmed', ROOM_COLOURS[1], '第二开标室', '项目2'],
      ['7', 'confirmed', ROOM_COLOURS[1], '第二开标室', '项目7'],
    ]);
    expect(all[1].start).toEqual(new Date(2026, 11, 7, 9, 0));
    expect(all[1].end).toEqual(new Date(2026, 11, 7, 11, 30));
    expect(toEvents(rows, CONFIG, ROOMS, 'kbs2').map((e) => e.id)).toEqual(['2', '7']);
    expect(colourOf(ROOMS, 'gone')).toBe('#4b5563');
  });

  it('turns a slot into the form’s values: a click books an hour, a drag its length, the room when one is chosen', () => {
    const start = new Date(2026, 11, 7, 9, 15);
    expect(slotValues(CONFIG, start, new Date(2026, 11, 7, 9, 30), 'kbs1')).toEqual({ cdmc: 'kbs1', kssj: '2026-12-07 09:15', jssj: '2026-12-07 10:15' });
    expect(slotValues(CONFIG, start, new Date(2026, 11, 7, 11, 0))).toEqual({ kssj: '2026-12-07 09:15', jssj: '2026-12-07 11:00' });
  });

  it('reads and writes the stored date-time, and gives the visible days as an inclusive range', () => {
    expect(toStored(new Date(2026, 0, 5, 8, 5))).toBe('2026-01-05 08:05');
    expect(fromStored('2026-01-05 08:05')).toEqual(new Date(2026, 0, 5, 8, 5));
    expect(fromStored('2026-01-05')).toBeUndefined();
    expect(rangeOf(new Date(2026, 11, 7), new Date(2026, 11, 14))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('offers the next full hour of today from the keyboard, and the day’s opening on another day', () => {
    const now = new Date(2026, 11, 7, 10, 20);
    expect(toStored(nextFreeStart(new Date(2026, 11, 7), now))).toBe('2026-12-07 11:00');
    expect(toStored(nextFreeStart(new Date(2026, 11, 8), now, '09:00'))).toBe('2026-12-08 09:00');
    expect(toStored(nextFreeStart(new Date(2026, 11, 7), new Date(2026, 11, 7, 6, 0)))).toBe('2026-12-07 08:00');
  });
});
