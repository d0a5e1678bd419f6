import type { FieldOption, FormConfig } from '../../schemas/form';
import type { TableListData } from '../../schemas/list';
import type { CalendarConfig } from '../../schemas/page-kinds/calendar/config';
import { formItemsOf } from '../../schemas/column-labels';
import { MAX_PAGE_SIZE } from '../../schemas/paging';
import type { CalendarRange, CalendarResource, CalendarRow, CalendarServices } from '../../runtime/pages/calendar/calendar-services';
import { SHOWN_STATUSES } from '../../runtime/pages/calendar/bookings';
import { fetchNodePreview } from '../pages/dynamic/list/list-node';
import { post } from './client';
import { PULL_DOWN_PATH } from './runtime-services';

/** At most this many pages of bookings for one view (a month of 500 bookings is far beyond a venue's). */
const MAX_PAGES = 5;

const optionsToRooms = (list: readonly FieldOption[]): CalendarResource[] =>
  list.map((o) => ({ value: String(o.value), label: String(o.label ?? o.value) }));

/**
 * The rooms: the choices of the form's resource field — its inline options, else its dictionary
 * (the field's `code`, the dropdown call's displayCode), in the dictionary's order.
 */
async function formRooms(config: CalendarConfig): Promise<CalendarResource[]> {
  if (!config.formNode || !config.resource) return [];
  const form = await fetchNodePreview(config.formNode);
  const item = formItemsOf((form.config as FormConfig | null)?.groups).find((i) => i.bianma === config.resource);
  if (!item) throw new Error(`表单节点 ${config.formNode} 没有资源字段 ${config.resource}`);
  if (item.options?.list?.length) return optionsToRooms(item.options.list);
  const displayCode = item.code ?? item.bianma;
  const list = await post<FieldOption[]>(PULL_DOWN_PATH, { displayCode, gnCoding: form.systemCoding, systemCoding: form.systemCoding }, { quiet: true });
  return optionsToRooms(list ?? []);
}

/** The pending and confirmed records whose start falls in the range: the list call of the node, quiet (the page shows the failure). */
async function listBookings(config: CalendarConfig, range: CalendarRange): Promise<CalendarRow[]> {
  if (!config.node || !config.start) return [];
  const rows: CalendarRow[] = [];
  for (let curPage = 1; curPage <= MAX_PAGES; curPage += 1) {
    const filters = { [config.start]: `${range.from},${range.to}`, status: SHOWN_STATUSES.join(',') };
    const page = await post<TableListData>('/ks/monitor/table-list', { nodeId: config.node, curPage, pageSize: MAX_PAGE_SIZE, filters }, { quiet: true });
    rows.push(...(page.records as CalendarRow[]));
    if (rows.length >= page.total || page.records.length === 0) break;
  }
  return rows;
}

/** Where the calendar's form opens: a new record with the slot's values, or one record. */
export interface CalendarNavigation {
  openNew: (formNode: string, values: Record<string, string>) => void;
  openRecord: (formNode: string, recordId: string) => void;
}

/** The calendar page's services in the back office: the list call, the dictionary, the form pages. */
export function backOfficeCalendarServices(nav: CalendarNavigation): CalendarServices {
  return {
    resources: formRooms,
    bookings: listBookings,
    openSlot: (config, values) => config.formNode && nav.openNew(config.formNode, values),
    openBooking: (config, row) => config.formNode && nav.openRecord(config.formNode, row.id),
  };
}
