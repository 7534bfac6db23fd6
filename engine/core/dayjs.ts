/**
 * dayjs, set up once for the browser (and extended by the server's `server/dates.ts`): the plugins
 * `utc` and `isoWeek`, and calendar days as dayjs values. Date arithmetic outside `validators/`
 * (the calendar's weeks and months, the lists' default ranges) goes through here; the validators stay
 * free of imports (validators/README.md).
 *
 * A calendar day (`YYYY-MM-DD`, as on the wire) is a dayjs in UTC mode at that day's midnight: no
 * time zone and no daylight saving time moves it, so adding days, weeks or months is pure calendar
 * arithmetic, whatever the browser's zone. The time-zone plugin is not here: the browser needs no
 * zone but its own, and the plugin would only weigh on the lazily loaded pages.
 *
 * Plugins are imported by their file (`.js`): dayjs has no `exports` map, so Node's ESM, which runs
 * the server, needs the extension (Vite would do without; TypeScript's NodeNext checks it).
 */
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(isoWeek);

export { dayjs, type Dayjs };

/** Four digits of year, or more past 9999 (a calendar moved by months past the last year). */
const ISO_DAY = /^(\d{4,})-(\d{2})-(\d{2})$/;

/**
 * A calendar day `YYYY-MM-DD` (years from 0001) as a UTC-mode dayjs at its midnight. Built with
 * `setUTCFullYear` rather than `dayjs.utc(text)`, which reads years 0000–0099 as 1900–1999 (through
 * `Date.UTC`). Throws a RangeError for a text that is not of that shape or names no day (02-31).
 */
export function calendarDay(iso: string): Dayjs {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new RangeError(`not a calendar day YYYY-MM-DD: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, day);
  // Date rolls 2025-02-31 over to 3 March: such a text names no day.
  if (midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== day)
    throw new RangeError(`not a calendar day: ${iso}`);
  return dayjs.utc(midnight);
}

/** A dayjs's calendar day as `YYYY-MM-DD` (in its own mode: a calendar day's is the day itself). */
export function isoOf(day: Dayjs): string {
  return day.format('YYYY-MM-DD');
}
