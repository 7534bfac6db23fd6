/**
 * The calendar's arithmetic on ISO dates (Finnish locale, SPEC §2 and §9): weeks start on Monday and
 * week 1 is the week that contains 4 January (ISO 8601). Pure functions, no time zones.
 */
import { addDaysIso, daysInMonth, dayNumberToIso, isoToDayNumber } from '../../../../validators/date';

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
  // 1970-01-01 was a Thursday.
  return ((((isoToDayNumber(iso) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week of `iso`. */
export function startOfWeek(iso: string): string {
  return addDaysIso(iso, 1 - isoWeekday(iso));
}

/** The Sunday of the week of `iso`. */
export function endOfWeek(iso: string): string {
  return addDaysIso(iso, 7 - isoWeekday(iso));
}

/** The ISO 8601 week number: the week's Thursday decides its year; week 1 contains 4 January. */
export function isoWeekNumber(iso: string): number {
  const thursday = addDaysIso(iso, 4 - isoWeekday(iso));
  const { year } = splitIso(thursday);
  const dayOfYear = isoToDayNumber(thursday) - isoToDayNumber(joinIso({ year, month: 1, day: 1 }));
  return Math.floor(dayOfYear / 7) + 1;
}

/** `iso` moved by whole months; the day is clamped to the target month's length (31.1. + 1 → 29.2.). */
export function addMonthsIso(iso: string, months: number): string {
  const { year, month, day } = splitIso(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return joinIso({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** `iso` with another year and/or month, the day clamped. */
export function withYearMonth(iso: string, year: number, month: number): string {
  const { day } = splitIso(iso);
  return joinIso({ year, month, day: Math.min(day, daysInMonth(year, month)) });
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
  const first = joinIso({ year, month, day: 1 });
  const last = joinIso({ year, month, day: daysInMonth(year, month) });
  const weeks: CalendarWeek[] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDaysIso(monday, 7)) {
    const start = isoToDayNumber(monday);
    const days = Array.from({ length: 7 }, (_, offset) => {
      const iso = dayNumberToIso(start + offset);
      return iso >= first && iso <= last ? iso : null;
    });
    weeks.push({ week: isoWeekNumber(monday), days });
  }
  return weeks;
}
