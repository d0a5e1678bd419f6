import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';
import { definePageView } from '../define';
import { CalendarPage } from './CalendarPage';

/** A calendar page opens at the dashboard route: a page of its own, not one record's. */
export default definePageView<CalendarConfig>({ kind: 'calendar', opens: 'dashboard', Page: CalendarPage });
