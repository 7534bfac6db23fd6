/**
 * The front page's dates. SPEC §9: a saved request is shown with its creation date plus 14 days;
 * dates are shown as dd.MM.yyyy. The calendar day is Helsinki's, whatever the browser's zone, so
 * that a request saved just after midnight in Finland counts from that day.
 *
 * Not on dayjs (issue 15), unlike the other pages' date arithmetic (`engine/core/dayjs.ts`): this
 * module is in the entry, and dayjs with `utc` put the front page's initial JavaScript at 102.7 kB
 * gzip against its 100 kB budget (98.8 kB without; `npm run bench`), its `timezone` plugin more. The
 * browser's Intl does the one Helsinki-day conversion, `Date.UTC` the days added; dates.test.ts
 * holds both to dayjs's `timezone` on random moments and the days around the changes of daylight
 * saving time.
 */
/** SPEC §9: how long a saved request is kept, in days after its creation. */
export const SAVED_REQUEST_DAYS = 14;

const helsinkiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO 8601 instant's calendar day in Helsinki, as YYYY-MM-DD; null when it is not a date. */
export function helsinkiDate(instant: string): string | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(helsinkiDay.formatToParts(time).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * ISO `YYYY-MM-DD` as `dd.MM.yyyy`; anything else unchanged — as validators/date.ts's
 * `formatFinnishDate` (dates.test.ts holds them to it). The front page does not import that module:
 * the pages that validate dates share it, so all of its rules would load with the front page.
 */
export function showDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** The day a saved request is kept until (created + 14 days), as dd.MM.yyyy; '' for a bad instant. */
export function savedUntil(created: string): string {
  const day = helsinkiDate(created);
  return day ? showDate(addDays(day, SAVED_REQUEST_DAYS)) : '';
}
