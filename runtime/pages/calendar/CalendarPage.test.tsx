import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { dashboardPageOf } from '../dashboard-views';
import { CalendarServicesProvider, type CalendarServices } from './calendar-services';
import { toStored } from './bookings';

afterEach(cleanup);

const CONFIG: CalendarConfig = { kind: 'calendar', title: '场地预约日历', node: 'trade-venue', formNode: 'trade-venue-booking', resource: 'cdmc', start: 'kssj', end: 'jssj', titleField: 'xmmc', slotMinutes: 15 };
const Page = dashboardPageOf('calendar')!;

const today = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return toStored(d);
};

function services(over: Partial<CalendarServices> = {}): CalendarServices & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    resources: async () => [
      { value: 'kbs1', label: '第一开标室' },
      { value: 'kbs2', label: '第二开标室' },
    ],
    bookings: async (_c, range) => {
      asked.push(range);
      return [
        { id: 'r1', status: 'passed', cdmc: 'kbs1', kssj: today(9), jssj: today(10), xmmc: '城南道路开标' },
        { id: 'r2', status: 'submitted', cdmc: 'kbs2', kssj: today(14), jssj: today(15), xmmc: '滨江管网开标' },
      ];
    },
    ...over,
  };
}

const draw = (s: CalendarServices, config: CalendarConfig = CONFIG) =>
  render(
    <CalendarServicesProvider value={s}>
      <Page node={{ nodeId: 'trade-venue-calendar', title: '场地预约日历' }} config={config} />
    </CalendarServicesProvider>,
  );

describe('the calendar page', { timeout: 30_000 }, () => {
  it('shows the rooms, this week’s bookings in their two looks, and opens a booking on click', async () => {
    const openBooking = vi.fn();
    const s = services({ openBooking, openSlot: vi.fn() });
    draw(s);
    const rooms = await screen.findByRole('radiogroup', { name: '场地' });
    expect(within(rooms).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['全部场地', '第一开标室', '第二开标室']);
    await screen.findByText('本时段共 2 个预约');
    // the week asked for runs Monday to Sunday
    const range = s.asked[0] as { from: string; to: string };
    expect(new Date(`${range.from}T00:00`).getDay()).toBe(1);
    const confirmed = document.querySelector('.ks-cal-confirmed')!;
    expect(confirmed.textContent).toContain('已确认');
    expect(confirmed.textContent).toContain('城南道路开标');
    expect(document.querySelector('.ks-cal-pending')!.textContent).toContain('待审核');
    fireEvent.click(screen.getByText('城南道路开标'));
    expect(openBooking).toHaveBeenCalledWith(CONFIG, expect.objectContaining({ id: 'r1' }));
    // one room: only its bookings
    fireEvent.click(within(rooms).getByText('第二开标室'));
    await screen.findByText('本时段共 1 个预约');
    expect(screen.queryByText('城南道路开标')).toBeNull();
  });

  it('opens the form from 新建预约 with the chosen room and an hour, and is read-only without the form', async () => {
    const openSlot = vi.fn();
    draw(services({ openSlot }));
    const rooms = await screen.findByRole('radiogroup', { name: '场地' });
    fireEvent.click(within(rooms).getByText('第一开标室'));
    fireEvent.click(await screen.findByRole('button', { name: '新建预约' }));
    const values = openSlot.mock.calls[0][1] as Record<string, string>;
    expect(values.cdmc).toBe('kbs1');
    expect(new Date(values.jssj.replace(' ', 'T')).getTime() - new Date(values.kssj.replace(' ', 'T')).getTime()).toBe(3_600_000);
    cleanup();
    draw(services());
    await screen.findByText('本时段共 2 个预约');
    expect(screen.queryByRole('button', { name: '新建预约' })).toBeNull();
  });

  it('says what a page being set up misses, when there are no bookings, and when the call fails', async () => {
    draw(services(), { kind: 'calendar', title: '日历' });
    expect(screen.getByText('日历尚未配置：未选择列表节点、资源字段、开始时间字段、结束时间字段')).toBeTruthy();
    cleanup();
    draw(services({ bookings: async () => [] }));
    await screen.findByText('本时段暂无预约');
    cleanup();
    let fail = true;
    draw(services({ bookings: async () => (fail ? Promise.reject(new Error('无权访问该资源')) : []) }));
    await screen.findByText('预约加载失败：无权访问该资源');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('本时段暂无预约')).toBeTruthy());
  });
});
