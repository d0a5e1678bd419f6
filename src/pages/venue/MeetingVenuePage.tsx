import { Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import DynamicChartPage from '../dynamic/DynamicChartPage';

const CALENDAR_SUFFIX = '-calendar';

/** The calendar node of a list: `trade-venue` → `trade-venue-calendar`; a calendar node is itself. */
export const calendarNodeOf = (id: string): string => (id.endsWith(CALENDAR_SUFFIX) ? id : `${id}${CALENDAR_SUFFIX}`);

/**
 * /meetingVenue/meeting?id=<list> (场地预约日历, spec 000 §2): where an administrator's venue
 * reservation menu goes (src/menu/route-for-menu.ts). It draws the list's calendar node — a page of
 * kind `calendar` (docs/page-kinds/calendar.md) — as the dashboard route draws any such node.
 */
export default function MeetingVenuePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <div className="ks-card"><Empty description="未指定场地预约，请从左侧菜单进入" /></div>;
  return <DynamicChartPage node={calendarNodeOf(id)} />;
}
