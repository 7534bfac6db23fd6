/**
 * The calendar's arithmetic on ISO dates (Finnish locale, SPEC §2 and §9): weeks start on Monday and
 * week 1 is the week that contains 4 January (ISO 8601), by dayjs's `isoWeek` plugin on calendar days
 * (`engine/core/dayjs.ts`: UTC midnights, so no time zone or daylight saving time moves a day).
 * Functions of ISO texts in, ISO texts out. The month and weekday names are text codes of the register
 * (`dateTexts.ts`), not dayjs's locales: every text the user reads comes from the register.
 */
import { calendarDay, isoOf, type Dayjs } from '../../../core/dayjs.ts';

export interface YearMonthDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function splitIso(iso: string): YearMonthDay {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function joinIso({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  return calendarDay(iso).isoWeekday();
}

/** The Monday of the week of `iso`. */
export function startOfWeek(iso: string): string {
  return isoOf(calendarDay(iso).startOf('isoWeek'));
}

/** The Sunday of the week of `iso`. */
export function endOfWeek(iso: string): string {
  return isoOf(calendarDay(iso).endOf('isoWeek'));
}

/** The ISO 8601 week number: the week's Thursday decides its year; week 1 contains 4 January. */
export function isoWeekNumber(iso: string): number {
  return weekOf(calendarDay(iso));
}

/**
 * dayjs's `isoWeek` finds the year's first Thursday from `Date.UTC(year, 0, 1)`, which reads the
 * years 0–99 as 1900–1999; the Gregorian calendar repeats every 400 years (146,097 days, whole
 * weeks), so a day of those years (or of year 100, whose first days may be in a week of 99) is
 * counted 400 years later.
 */
function weekOf(day: Dayjs): number {
  return (day.year() <= 100 ? day.add(400, 'year') : day).isoWeek();
}

/** `iso` moved by `days` calendar days. */
export function addDaysIso(iso: string, days: number): string {
  return isoOf(calendarDay(iso).add(days, 'day'));
}

/** `iso` moved by whole months; the day is clamped to the target month's length (31.1. + 1 → 29.2.). */
export function addMonthsIso(iso: string, months: number): string {
  return isoOf(calendarDay(iso).add(months, 'month'));
}

/** `iso` with another year and/or month, the day clamped. */
export function withYearMonth(iso: string, year: number, month: number): string {
  const target = calendarDay(joinIso({ year, month, day: 1 }));
  return isoOf(target.date(Math.min(splitIso(iso).day, target.daysInMonth())));
}

export function clampIso(iso: string, min: string | null, max: string | null): string {
  if (min !== null && iso < min) return min;
  if (max !== null && iso > max) return max;
  return iso;
}

export interface CalendarWeek {
  /** ISO week number */
  week: number;
  /** Monday … Sunday; null for a day of another month. */
  days: (string | null)[];
}

/** The weeks of a month, Monday first, days of the neighbouring months left out (null). */
export function monthWeeks(year: number, month: number): CalendarWeek[] {
  const first = calendarDay(joinIso({ year, month, day: 1 }));
  const next = first.add(1, 'month');
  const weeks: CalendarWeek[] = [];
  for (let monday = first.startOf('isoWeek'); monday.isBefore(next); monday = monday.add(1, 'week')) {
    const days = Array.from({ length: 7 }, (_, offset) => {
      const day = monday.add(offset, 'day');
      return day.month() === first.month() ? isoOf(day) : null;
    });
    weeks.push({ week: weekOf(monday), days });
  }
  return weeks;
}
