import { Typography } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import type { TableListData } from '../../../schemas/list';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { MAX_PAGE_SIZE } from '../../../schemas/paging';
import { CalendarPage } from '../../../runtime/pages/calendar/CalendarPage';
import { CalendarServicesProvider, type CalendarRow, type CalendarServices } from '../../../runtime/pages/calendar/calendar-services';
import { post } from '../../api/client';

/**
 * The public venue calendar's two catalogue rows (fixtures/calls/trade_service.json, public): the
 * rooms (the dictionary venue-room) and the confirmed bookings — passed records only, with the room,
 * the times and the project name, no contacts (docs/projects.md "场地预约日历 Calendar").
 */
export const VENUE_ROOMS_CALL = '/ks/trade/venue/public/rooms';
export const VENUE_BOOKINGS_CALL = '/ks/trade/venue/public/bookings';

/** The fields the public rows answer, as a calendar config (read-only: no form). */
const VENUE: CalendarConfig = { kind: 'calendar', node: 'trade-venue', resource: 'cdmc', start: 'kssj', end: 'jssj', titleField: 'xmmc', slotMinutes: 15 };

/** At most this many pages of bookings for one view. */
const MAX_PAGES = 5;

const publicVenue: CalendarServices = {
  resources: async () => ((await post<FieldOption[]>(VENUE_ROOMS_CALL, {}, { quiet: true })) ?? []).map((o) => ({ value: String(o.value), label: String(o.label ?? o.value) })),
  async bookings(_config, range) {
    const rows: CalendarRow[] = [];
    for (let curPage = 1; curPage <= MAX_PAGES; curPage += 1) {
      const page = await post<TableListData>(VENUE_BOOKINGS_CALL, { kssj: `${range.from},${range.to}`, curPage, pageSize: MAX_PAGE_SIZE }, { quiet: true });
      rows.push(...(page.records as CalendarRow[]));
      if (rows.length >= page.total || page.records.length === 0) break;
    }
    return rows;
  },
};

/**
 * /venue (spec 000 §2, no token): the confirmed bookings of the rooms on the calendar page kind,
 * read-only, for anyone — what a bidder checks before asking for a room.
 */
export default function VenuePage() {
  return (
    <main className="ks-venue-public" style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>场地预约公示</Typography.Title>
      <Typography.Paragraph type="secondary">各开标室、评标室已确认的预约；预约场地请登录后在「场地预约」中申请。</Typography.Paragraph>
      <CalendarServicesProvider value={publicVenue}>
        <CalendarPage node={{ nodeId: 'venue', title: '场地预约日历' }} config={{ ...VENUE, title: '场地预约日历' }} />
      </CalendarServicesProvider>
    </main>
  );
}
