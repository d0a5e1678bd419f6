import { createContext, useContext } from 'react';
import type { CalendarConfig } from '../../../schemas/page-kinds/calendar/config';

/** One resource (a room): the stored value of the resource field and its name. */
export interface CalendarResource {
  value: string;
  label: string;
}

/** A record as the list call answers it: its workflow status beside its fields' values. */
export interface CalendarRow {
  id: string;
  status?: string;
  [field: string]: unknown;
}

/** Visible days, both included, as the list's date-range condition takes them ('YYYY-MM-DD'). */
export interface CalendarRange {
  from: string;
  to: string;
}

/**
 * What a calendar page needs from outside. The runtime never imports the API client
 * (ARCHITECTURE.md): the shell gives the list call of the config's node and the form pages
 * (src/api/calendar-services.ts), the public /venue page its public catalogue rows, the designer's
 * preview sample bookings. Without `openSlot` / `openBooking` the calendar is read-only.
 */
export interface CalendarServices {
  /** The resources in order (the resource field's dictionary or options). */
  resources(config: CalendarConfig): Promise<CalendarResource[]>;
  /** The pending and confirmed records whose start falls in the range, with the viewer's read rules. */
  bookings(config: CalendarConfig, range: CalendarRange): Promise<CalendarRow[]>;
  /** Opens the config's form for a new record with these values (resource, start, end) filled. */
  openSlot?(config: CalendarConfig, values: Record<string, string>): void;
  /** Opens a record (its form page, where an administrator audits it). */
  openBooking?(config: CalendarConfig, row: CalendarRow): void;
}

const missing: CalendarServices = {
  resources: () => Promise.reject(new Error('未提供日历数据服务')),
  bookings: () => Promise.reject(new Error('未提供日历数据服务')),
};

export const CalendarServicesContext = createContext<CalendarServices>(missing);
export const CalendarServicesProvider = CalendarServicesContext.Provider;
export const useCalendarServices = (): CalendarServices => useContext(CalendarServicesContext);
