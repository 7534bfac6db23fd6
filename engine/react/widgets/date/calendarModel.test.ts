import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso as addDaysByNumber,
  daysInMonth,
  dayNumberToIso,
  isoToDayNumber,
} from '../../../../validators/date.ts';
import {
  addDaysIso,
  addMonthsIso,
  endOfWeek,
  isoWeekNumber,
  isoWeekday,
  joinIso,
  monthWeeks,
  splitIso,
  startOfWeek,
  withYearMonth,
} from './calendarModel.ts';

dayjs.extend(isoWeek);

const anyDay = fc
  .integer({ min: isoToDayNumber('1900-01-01'), max: isoToDayNumber('2200-12-31') })
  .map(dayNumberToIso);

/**
 * The calendar's arithmetic as it was written out before it moved onto dayjs (issue 15): day numbers of
 * validators/date.ts. The new one must agree with it on every day a calendar can show.
 */
const previous = {
  isoWeekday: (iso: string) => ((((isoToDayNumber(iso) + 3) % 7) + 7) % 7) + 1,
  startOfWeek: (iso: string) => addDaysByNumber(iso, 1 - previous.isoWeekday(iso)),
  endOfWeek: (iso: string) => addDaysByNumber(iso, 7 - previous.isoWeekday(iso)),
  isoWeekNumber: (iso: string) => {
    const thursday = addDaysByNumber(iso, 4 - previous.isoWeekday(iso));
    const { year } = splitIso(thursday);
    return (
      Math.floor((isoToDayNumber(thursday) - isoToDayNumber(joinIso({ year, month: 1, day: 1 }))) / 7) + 1
    );
  },
  addMonthsIso: (iso: string, months: number) => {
    const { year, month, day } = splitIso(iso);
    const index = year * 12 + (month - 1) + months;
    const targetYear = Math.floor(index / 12);
    const targetMonth = index - targetYear * 12 + 1;
    return joinIso({
      year: targetYear,
      month: targetMonth,
      day: Math.min(day, daysInMonth(targetYear, targetMonth)),
    });
  },
  withYearMonth: (iso: string, year: number, month: number) =>
    joinIso({ year, month, day: Math.min(splitIso(iso).day, daysInMonth(year, month)) }),
  monthWeeks: (year: number, month: number) => {
    const first = joinIso({ year, month, day: 1 });
    const last = joinIso({ year, month, day: daysInMonth(year, month) });
    const weeks: { week: number; days: (string | null)[] }[] = [];
    for (let monday = previous.startOfWeek(first); monday <= last; monday = addDaysByNumber(monday, 7)) {
      const start = isoToDayNumber(monday);
      const days = Array.from({ length: 7 }, (_, offset) => {
        const iso = dayNumberToIso(start + offset);
        return iso >= first && iso <= last ? iso : null;
      });
      weeks.push({ week: previous.isoWeekNumber(monday), days });
    }
    return weeks;
  },
};

describe('calendarModel', () => {
  it.each([
    ['2024-01-01', 1],
    ['2021-01-01', 53],
    ['2021-01-03', 53],
    ['2021-01-04', 1],
    ['2020-12-31', 53],
    ['2020-12-28', 53],
    ['2019-12-30', 1],
    ['2024-12-30', 1],
    ['2025-12-28', 52],
    ['2025-12-29', 1],
    ['2026-01-04', 1],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['1922-01-01', 52],
  ])('the ISO week of %s is %i', (iso, week) => {
    expect(isoWeekNumber(iso)).toBe(week);
  });

  it('lays out the turn of 2020/2021 with week 53 on both sides of the new year', () => {
    expect(monthWeeks(2020, 12).map((row) => row.week)).toEqual([49, 50, 51, 52, 53]);
    expect(monthWeeks(2021, 1).map((row) => row.week)).toEqual([53, 1, 2, 3, 4]);
    expect(monthWeeks(2021, 1)[0]?.days).toEqual([
      null,
      null,
      null,
      null,
      '2021-01-01',
      '2021-01-02',
      '2021-01-03',
    ]);
  });

  // From 1950 on: before 1921 Helsinki kept local mean time (+1:39:49), and dayjs in local time, which
  // counts weeks in milliseconds, then gets some weeks wrong (it says 1922-01-01 is in week 51, not 52).
  // The calendar's days are UTC midnights (engine/core/dayjs.ts), which no zone moves.
  const modernDay = fc
    .integer({ min: isoToDayNumber('1950-01-01'), max: isoToDayNumber('2200-12-31') })
    .map(dayNumberToIso);

  it("agrees with dayjs's isoWeek and isoWeekday in the local time zone", () => {
    fc.assert(
      fc.property(modernDay, (iso) => {
        expect(isoWeekNumber(iso)).toBe(dayjs(iso).isoWeek());
        expect(isoWeekday(iso)).toBe(dayjs(iso).isoWeekday());
      }),
      { numRuns: 2000 },
    );
  });

  describe('agrees with the arithmetic it replaced (day numbers), on any day of the years 0001–9999', () => {
    const everyDay = fc
      .integer({ min: isoToDayNumber('0001-01-01'), max: isoToDayNumber('9999-11-30') })
      .map(dayNumberToIso);
    // The days a calendar shows most: around now, and the turns of the years.
    const nearNow = fc
      .integer({ min: isoToDayNumber('1990-01-01'), max: isoToDayNumber('2060-12-31') })
      .map(dayNumberToIso);
    const yearTurn = fc
      .tuple(fc.integer({ min: 1, max: 9998 }), fc.integer({ min: -7, max: 7 }))
      .map(([year, offset]) => addDaysByNumber(joinIso({ year: year + 1, month: 1, day: 1 }), offset));
    const day = fc.oneof(everyDay, nearNow, yearTurn);

    it('weekday, the week and its Monday and Sunday, and days moved by up to ten years', () => {
      fc.assert(
        fc.property(day, fc.integer({ min: -3660, max: 3660 }), (iso, days) => {
          expect(isoWeekday(iso)).toBe(previous.isoWeekday(iso));
          expect(isoWeekNumber(iso)).toBe(previous.isoWeekNumber(iso));
          expect(startOfWeek(iso)).toBe(previous.startOfWeek(iso));
          expect(endOfWeek(iso)).toBe(previous.endOfWeek(iso));
          const moved = addDaysByNumber(iso, days);
          if (moved >= '0001-01-01') expect(addDaysIso(iso, days)).toBe(moved);
        }),
        { numRuns: 3000 },
      );
    });

    it('months moved and chosen, the day clamped', () => {
      fc.assert(
        fc.property(
          day,
          fc.integer({ min: -24, max: 24 }),
          fc.integer({ min: 1, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          (iso, months, year, month) => {
            const moved = previous.addMonthsIso(iso, months);
            if (moved >= '0001-01-01') expect(addMonthsIso(iso, months)).toBe(moved);
            expect(withYearMonth(iso, year, month)).toBe(previous.withYearMonth(iso, year, month));
          },
        ),
        { numRuns: 3000 },
      );
    });

    it('the weeks of a month', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 9998 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
          expect(monthWeeks(year, month)).toEqual(previous.monthWeeks(year, month));
        }),
        { numRuns: 1000 },
      );
    });

    it('December 9999, where the old loop compared "10000-01-03" <= "9999-12-31" as texts and ran on', () => {
      const weeks = monthWeeks(9999, 12);
      expect(weeks.map((row) => row.week)).toEqual([48, 49, 50, 51, 52]);
      expect(weeks.flatMap((row) => row.days).filter(Boolean)).toHaveLength(31);
    });
  });

  it('weeks run Monday to Sunday', () => {
    fc.assert(
      fc.property(anyDay, (iso) => {
        expect(isoWeekday(startOfWeek(iso))).toBe(1);
        expect(isoWeekday(endOfWeek(iso))).toBe(7);
        expect(startOfWeek(iso) <= iso && iso <= endOfWeek(iso)).toBe(true);
      }),
    );
  });

  it('moves by months clamping the day', () => {
    expect(addMonthsIso('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsIso('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsIso('2024-01-15', -1)).toBe('2023-12-15');
    expect(addMonthsIso('2024-03-31', -13)).toBe('2023-02-28');
    expect(withYearMonth('2023-01-31', 2024, 2)).toBe('2024-02-29');
    expect(withYearMonth('2024-02-29', 2023, 3)).toBe('2023-03-29');
  });

  it('keeps years before 100 (dayjs reads a text year 0050 as 1950)', () => {
    expect(addDaysIso('0050-02-28', 1)).toBe('0050-03-01');
    expect(addMonthsIso('0099-12-15', 1)).toBe('0100-01-15');
    expect(monthWeeks(50, 3)[0]?.days.filter(Boolean)[0]).toBe('0050-03-01');
  });

  it('lays a month out in weeks with every day once', () => {
    const weeks = monthWeeks(2024, 2);
    expect(weeks.map((row) => row.week)).toEqual([5, 6, 7, 8, 9]);
    expect(weeks[0]?.days).toEqual([
      null,
      null,
      null,
      '2024-02-01',
      '2024-02-02',
      '2024-02-03',
      '2024-02-04',
    ]);
    expect(weeks.flatMap((row) => row.days).filter(Boolean)).toHaveLength(29);
  });
});
