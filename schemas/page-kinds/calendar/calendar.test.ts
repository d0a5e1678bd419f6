import { describe, expect, it } from 'vitest';
import { checkNodeConfig } from '../../check-node-config';
import { calendarMissing } from '.';

const FULL = { kind: 'calendar', title: '场地预约日历', node: 'trade-venue', formNode: 'trade-venue-booking', resource: 'cdmc', start: 'kssj', end: 'jssj', titleField: 'xmmc', slotMinutes: 15 };

describe('the calendar kind’s checks', () => {
  it('accepts a whole config and a new page, and names what a new page still misses', () => {
    expect(checkNodeConfig('calendar', FULL)).toEqual([]);
    expect(checkNodeConfig('calendar', { kind: 'calendar', title: '日历', slotMinutes: 15 })).toEqual([]);
    expect(calendarMissing({ kind: 'calendar' })).toEqual(['列表节点', '资源字段', '开始时间字段', '结束时间字段']);
    expect(calendarMissing(FULL)).toEqual([]);
  });

  it('refuses one field for both times, a day ending before it starts, another kind, and bad values', () => {
    expect(checkNodeConfig('calendar', { ...FULL, end: 'kssj' }).map((p) => p.text)).toEqual(['结束时间字段: 不能与开始时间字段相同（kssj）']);
    expect(checkNodeConfig('calendar', { ...FULL, dayStart: '18:00', dayEnd: '08:00' }).map((p) => p.text)).toEqual(['每日结束: 应晚于每日开始 18:00']);
    expect(checkNodeConfig('calendar', { ...FULL, slotMinutes: 7 }).length).toBe(1);
    expect(checkNodeConfig('calendar', { ...FULL, start: 'a b' }).length).toBe(1);
    expect(checkNodeConfig('calendar', { ...FULL, colour: 'red' }).length).toBe(1);
  });
});
