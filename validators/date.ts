/**
 * Dates (SPEC §5 "Date", §9): typed as `dd.MM.yyyy` (or `d.M.yyyy`), also accepted as eight digits
 * `ddMMyyyy` and as ISO `yyyy-MM-dd`; carried on the wire as ISO `YYYY-MM-DD`. Pure calendar
 * arithmetic on the proleptic Gregorian calendar: no `Date` parsing, no time zones, no imports.
 * The only use of `Date` is `todayIso()`, which reads the local calendar day.
 */

/** The kinds of date input errors (SPEC §4). */
export type DateErrorKind =
  | 'required'
  | 'invalidFormat'
  /** before the minimum date */
  | 'notInRangeFrom'
  /** after the maximum date */
  | 'notInRangeTo'
  | 'disabledDate'
  /** a range whose end is before its start */
  | 'invalidRelation'
  /** a range that is invalid as a whole (see `validateDateRange`) */
  | 'invalidRange';

export const DATE_ERROR_KINDS: readonly DateErrorKind[] = [
  'required',
  'invalidFormat',
  'notInRangeFrom',
  'notInRangeTo',
  'disabledDate',
  'invalidRelation',
  'invalidRange',
];

/** The default minimum date (SPEC §5, §9). */
export const DEFAULT_MIN_DATE = '1900-01-01';

/** A bound is an ISO date or the word `today`. */
export type DateBound = string;

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const DOTTED_PATTERN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Year 1 to 9999, month 1 to 12, day within the month. */
function isRealDate(year: number, month: number, day: number): boolean {
  return (
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** `YYYY-MM-DD` naming a real calendar day (years 0001 to 9999). */
export function isIsoDate(value: string): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_PATTERN.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Trims, then converts eight digits `ddMMyyyy` and ISO `yyyy-MM-dd` to `dd.MM.yyyy` (SPEC §5: these are
 * "converted first"). Anything else is returned trimmed and otherwise unchanged. The conversion is
 * textual: `31022024` becomes `31.02.2024`, which then fails to parse.
 */
export function normalizeDateInput(input: string): string {
  const trimmed = input.trim();
  const eight = EIGHT_DIGITS.exec(trimmed);
  if (eight) return `${eight[1]}.${eight[2]}.${eight[3]}`;
  const iso = ISO_PATTERN.exec(trimmed);
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  return trimmed;
}

/**
 * A typed date (`d.M.yyyy` or `dd.MM.yyyy` after `normalizeDateInput`, four-digit year, real calendar
 * day) as ISO `YYYY-MM-DD`; otherwise null. Bounds are not checked here (see `validateDateInput`).
 */
export function parseFinnishDate(input: string): string | null {
  const match = DOTTED_PATTERN.exec(normalizeDateInput(input));
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  return isRealDate(year, month, day) ? toIso(year, month, day) : null;
}

/** ISO `YYYY-MM-DD` as `dd.MM.yyyy`. A value that is not an ISO date is returned unchanged. */
export function formatFinnishDate(iso: string): string {
  const match = ISO_PATTERN.exec(iso);
  if (!match) return iso;
  return `${match[3]}.${match[2]}.${match[1]}`;
}

/** Today's calendar day in the local time zone, as ISO. */
export function todayIso(now: Date = new Date()): string {
  return toIso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Whether `bound` is a usable bound: an ISO date or `today`. */
export function isDateBound(bound: unknown): bound is DateBound {
  return bound === 'today' || (typeof bound === 'string' && isIsoDate(bound));
}

/**
 * A bound as ISO: `today` is today's local date (or `today` when given, for tests and the server's
 * notion of the day); an ISO date is returned as is. Throws a RangeError for anything else: a bad
 * bound is a form author's mistake, found by `schemas:check`.
 */
export function resolveDateBound(bound: DateBound, today?: string): string {
  if (bound === 'today') return today ?? todayIso();
  if (isIsoDate(bound)) return bound;
  throw new RangeError(`date bound must be YYYY-MM-DD or 'today', got ${JSON.stringify(bound)}`);
}

/**
 * Keyword check (`dateMinimum`): `iso` is on or after `bound`. A value that is not an ISO date passes:
 * the `date` format reports it, so one wrong value gets one error.
 */
export function isDateOnOrAfter(iso: string, bound: DateBound, today?: string): boolean {
  if (!isIsoDate(iso)) return true;
  return iso >= resolveDateBound(bound, today);
}

/** Keyword check (`dateMaximum`): `iso` is on or before `bound`. Non-dates pass, as above. */
export function isDateOnOrBefore(iso: string, bound: DateBound, today?: string): boolean {
  if (!isIsoDate(iso)) return true;
  return iso <= resolveDateBound(bound, today);
}

/**
 * Keyword check (`dateRangeOrder`): the end is not before the start. True when either is missing or
 * not an ISO date (required and format report those).
 */
export function isDateRangeOrdered(
  fromIso: string | null | undefined,
  toIso: string | null | undefined,
): boolean {
  if (!fromIso || !toIso || !isIsoDate(fromIso) || !isIsoDate(toIso)) return true;
  return fromIso <= toIso;
}

/** Days since 1970-01-01 of an ISO date (Howard Hinnant's days_from_civil). */
export function isoToDayNumber(iso: string): number {
  const match = ISO_PATTERN.exec(iso);
  if (!match) throw new RangeError(`not an ISO date: ${iso}`);
  let year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  year -= month <= 2 ? 1 : 0;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The ISO date of a day number (inverse of `isoToDayNumber`). */
export function dayNumberToIso(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return toIso(year, month, day);
}

/** `iso` moved by `days` calendar days. */
export function addDaysIso(iso: string, days: number): string {
  return dayNumberToIso(isoToDayNumber(iso) + days);
}

export interface DateValidationOptions {
  /** An empty input is an error (`required`) rather than no value. */
  required?: boolean;
  /** Earliest allowed day, ISO or `today`; defaults to `DEFAULT_MIN_DATE`. */
  min?: DateBound;
  /** Latest allowed day, ISO or `today`; no maximum by default. */
  max?: DateBound;
  /** Days that may not be chosen (`disabledDate`). */
  isDisabled?: (iso: string) => boolean;
  /** Today's ISO date, for `today` bounds; defaults to the local calendar day. */
  today?: string;
}

export interface DateValidationResult {
  /** The parsed day whenever the input names a real calendar day, even when it is out of bounds or disabled. */
  iso: string | null;
  error: DateErrorKind | null;
}

/**
 * One typed date. Checks, first failure wins: empty (`required` when required, else no error and no
 * value), format (`invalidFormat`), minimum (`notInRangeFrom`), maximum (`notInRangeTo`), disabled
 * (`disabledDate`).
 */
export function validateDateInput(input: string, options: DateValidationOptions = {}): DateValidationResult {
  if ((input ?? '').trim() === '') return { iso: null, error: options.required ? 'required' : null };
  const iso = parseFinnishDate(input);
  if (iso === null) return { iso: null, error: 'invalidFormat' };
  const min = resolveDateBound(options.min ?? DEFAULT_MIN_DATE, options.today);
  if (iso < min) return { iso, error: 'notInRangeFrom' };
  if (options.max !== undefined && iso > resolveDateBound(options.max, options.today)) {
    return { iso, error: 'notInRangeTo' };
  }
  if (options.isDisabled?.(iso)) return { iso, error: 'disabledDate' };
  return { iso, error: null };
}

export interface DateRangeValidationOptions extends Omit<DateValidationOptions, 'required'> {
  fromRequired?: boolean;
  toRequired?: boolean;
}

export interface DateRangeValidationResult {
  from: DateValidationResult;
  to: DateValidationResult;
  range: 'invalidRelation' | 'invalidRange' | null;
}

/**
 * A typed range. Each part is checked as by `validateDateInput` (with `fromRequired` / `toRequired`),
 * then the range as a whole, first match wins:
 *
 * - `invalidRelation`: both parts name real days and the end is before the start (reported even when a
 *   part is out of bounds, since it is a separate mistake the user must also fix);
 * - `invalidRange`: both parts were typed and both are wrong (neither names an allowed day), so the
 *   period as a whole is unusable; or both parts are valid and a disabled day (`isDisabled`) lies
 *   strictly between them, so the period would cover a day that may not be chosen;
 * - otherwise null.
 */
export function validateDateRange(
  range: { from: string; to: string },
  options: DateRangeValidationOptions = {},
): DateRangeValidationResult {
  const { fromRequired, toRequired, ...common } = options;
  const from = validateDateInput(range.from ?? '', { ...common, required: fromRequired });
  const to = validateDateInput(range.to ?? '', { ...common, required: toRequired });
  let result: DateRangeValidationResult['range'] = null;
  if (from.iso !== null && to.iso !== null && to.iso < from.iso) {
    result = 'invalidRelation';
  } else if (
    from.error !== null &&
    to.error !== null &&
    from.error !== 'required' &&
    to.error !== 'required'
  ) {
    result = 'invalidRange';
  } else if (
    from.error === null &&
    to.error === null &&
    from.iso !== null &&
    to.iso !== null &&
    common.isDisabled
  ) {
    const last = isoToDayNumber(to.iso);
    for (let day = isoToDayNumber(from.iso) + 1; day < last; day++) {
      if (common.isDisabled(dayNumberToIso(day))) {
        result = 'invalidRange';
        break;
      }
    }
  }
  return { from, to, range: result };
}
