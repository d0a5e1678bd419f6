import dayjs from 'dayjs';

/** How the interface shows a moment (spec 000 §9): the browser's local time, to the second. */
export const LOCAL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A time from the server as the user reads it. The server stores UTC ISO text
 * ("2026-11-02T02:00:00.000Z"); shown raw it is both foreign-looking and off by the zone.
 * Text without a zone is taken as local already; text that is no time at all stays as written.
 */
export function localTime(value: string | null | undefined): string {
  if (!value) return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(LOCAL_TIME_FORMAT) : value;
}
