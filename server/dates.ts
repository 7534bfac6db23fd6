/**
 * dayjs as the server uses it, set up once: the browser's set-up (`engine/core/dayjs.ts`: `utc`,
 * `isoWeek`, calendar days) plus `customParseFormat` and `timezone`, and the agency's time zone.
 * Every day the API speaks of (`YYYY-MM-DD`) is a day in Helsinki, whatever the server's zone:
 *
 * - a moment's day (`helsinkiDayOf`), e.g. the printing date of a PDF;
 * - a filter's inclusive days as a range of moments (`helsinkiDayRange`): from the first day's
 *   midnight to the midnight after the last, each in the offset of its own day, so a range over the
 *   last Sunday of March (23 hours) or of October (25 hours) holds exactly its days;
 * - in SQL, a row's day (`helsinkiDateSql`): lists convert their thousands of rows in the query,
 *   not one by one here (dayjs's zone conversion costs ~0.3 ms a moment).
 */
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import { calendarDay, dayjs, isoOf } from '../engine/core/dayjs.ts';
import { DEFAULT_MIN_DATE } from '../validators/date.ts';

dayjs.extend(customParseFormat);
dayjs.extend(timezone);

export { dayjs };

/** The agency's time zone: the API's days are Helsinki's. */
export const HELSINKI = 'Europe/Helsinki';

/** The wire format of a day. */
const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The days whose boundaries are computed; a filter's day outside them bounds like them. No row of
 * ours is older than SPEC's minimum date or 8,000 years ahead, so the answer is the same, and dayjs
 * reads a year below 100 as 19xx (`Date.UTC`) and none past 9999 in this format.
 */
const FIRST_DAY = DEFAULT_MIN_DATE;
const LAST_DAY = '9999-12-30';

/** A moment's calendar day in Helsinki, `YYYY-MM-DD`. */
export function helsinkiDayOf(moment: Date | string | number): string {
  return dayjs(moment).tz(HELSINKI).format(DAY_FORMAT);
}

/**
 * The moment a Helsinki day (`YYYY-MM-DD`) begins: its midnight in that day's offset. Throws a
 * RangeError for a text that names no day (2025-02-31), as PostgreSQL's `::date` refused it.
 */
export function helsinkiDayStart(text: string): Date {
  return dayjs.tz(boundedDay(text), DAY_FORMAT, HELSINKI).toDate();
}

/** A day (`YYYY-MM-DD`) within FIRST_DAY … LAST_DAY, as its boundary is computed; a RangeError for none. */
function boundedDay(text: string): string {
  const day = isoOf(calendarDay(text));
  // A day past 9999 (the one after a `to` of 9999-12-31) has five digits of year: later, though its
  // text sorts first.
  return day.length > LAST_DAY.length || day > LAST_DAY ? LAST_DAY : day < FIRST_DAY ? FIRST_DAY : day;
}

/**
 * The moments `[start, end)` of the Helsinki days `from` … `to` (inclusive, `YYYY-MM-DD`), as ISO
 * instants for `timestamptz` parameters (`column >= start and column < end`); a missing day is no
 * bound (null).
 */
export function helsinkiDayRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { start: string | null; end: string | null } {
  const { startDay, endDay } = helsinkiRangeDays(from, to);
  return {
    start: startDay === null ? null : helsinkiDayStart(startDay).toISOString(),
    end: endDay === null ? null : helsinkiDayStart(endDay).toISOString(),
  };
}

/**
 * The Helsinki days whose midnights `helsinkiDayRange` answers: the start's and the end's (the day
 * after `to`), null for no bound. Days, with no zone conversion: the documents' month counts are
 * keyed by them (server/api/documents.ts).
 */
export function helsinkiRangeDays(
  from: string | null | undefined,
  to: string | null | undefined,
): { startDay: string | null; endDay: string | null } {
  return {
    startDay: from ? boundedDay(from) : null,
    endDay: to ? boundedDay(isoOf(calendarDay(to).add(1, 'day'))) : null,
  };
}

/** SQL: a `timestamptz` column's day in Helsinki as `YYYY-MM-DD` (the API's dates). */
export const helsinkiDateSql = (column: string): string =>
  `to_char(${column} at time zone '${HELSINKI}', 'YYYY-MM-DD')`;

/** SQL: today in Helsinki, a `date` (not `current_date`, which is the database session's zone's day). */
export const HELSINKI_TODAY_SQL = `(now() at time zone '${HELSINKI}')::date`;
