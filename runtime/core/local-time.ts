import dayjs from 'dayjs';

/**
 * THE formatter of every date and time the interface shows (issue 45 point 2): lists, dialogs,
 * drawers, notices, the designer's histories. Spec 000 §5 gives a date a display length of 16,
 * so a moment reads `YYYY-MM-DD HH:mm` in the browser's zone and a date alone `YYYY-MM-DD`.
 * Nothing else in runtime/, designer/ or src/ formats a time for display.
 */
export const LOCAL_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const LOCAL_DATE_FORMAT = 'YYYY-MM-DD';

/** A date alone, as the date fields store it. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Text that starts as a date: only such text is read as a time (`2026`, `12` or `昨天` are not). */
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** A moment as the server sends it: date, `T`, time and a zone (`2026-12-05T22:51:37.628Z`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

type TimeValue = string | number | Date | null | undefined;

/** Whether `text` is a moment as the server sends it (UTC ISO text), never a value a user typed. */
export const isIsoInstant = (text: unknown): text is string => typeof text === 'string' && ISO_INSTANT.test(text.trim());

function parsed(value: TimeValue): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !DATE_LIKE.test(value.trim())) return null;
  const moment = dayjs(typeof value === 'string' ? value.trim() : value);
  return moment.isValid() ? moment : null;
}

/**
 * A time as the user reads it: `YYYY-MM-DD HH:mm` in the local zone. The server stores UTC ISO
 * text ("2026-11-02T02:00:00.000Z"); shown raw it is both foreign-looking and off by the zone.
 * Text without a zone is taken as local already; a date alone stays a date (`2026-11-02`, not
 * `2026-11-02 00:00`); text that is no date at all stays as written; nothing gives ''.
 */
export function localTime(value: TimeValue): string {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return value.trim();
  const moment = parsed(value);
  if (moment) return moment.format(LOCAL_TIME_FORMAT);
  return value === null || value === undefined ? '' : String(value);
}

/** The local clock time of a moment, `HH:mm` (a draft's 已恢复 HH:mm); nothing or no time ''. */
export function localClock(value: TimeValue): string {
  return parsed(value)?.format('HH:mm') ?? '';
}

/** The local day of a time or date, `YYYY-MM-DD` (other text as written, nothing ''). */
export function localDate(value: TimeValue): string {
  const moment = parsed(value);
  if (moment) return moment.format(LOCAL_DATE_FORMAT);
  return value === null || value === undefined ? '' : String(value);
}
