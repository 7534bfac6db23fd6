import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberToIso, isoToDayNumber } from '../../../../validators/date';
import { addMonthsIso, endOfWeek, isoWeekNumber, isoWeekday, monthWeeks, startOfWeek } from './calendarModel';

dayjs.extend(isoWeek);

const anyDay = fc
  .integer({ min: isoToDayNumber('1900-01-01'), max: isoToDayNumber('2200-12-31') })
  .map(dayNumberToIso);

describe('calendarModel', () => {
  it.each([
    ['2024-01-01', 1],
    ['2021-01-01', 53],
    ['2021-01-04', 1],
    ['2020-12-31', 53],
    ['2024-12-30', 1],
    ['2026-01-04', 1],
    ['2027-01-03', 53],
    ['1922-01-01', 52],
  ])('the ISO week of %s is %i', (iso, week) => {
    expect(isoWeekNumber(iso)).toBe(week);
  });

  // From 1950 on: before 1921 Helsinki kept local mean time (+1:39:49), and dayjs, which counts weeks in
  // milliseconds of local time, then gets some weeks wrong (it says 1922-01-01 is in week 51, not 52).
  const modernDay = fc
    .integer({ min: isoToDayNumber('1950-01-01'), max: isoToDayNumber('2200-12-31') })
    .map(dayNumberToIso);

  it('agrees with dayjs isoWeek and isoWeekday', () => {
    fc.assert(
      fc.property(modernDay, (iso) => {
        expect(isoWeekNumber(iso)).toBe(dayjs(iso).isoWeek());
        expect(isoWeekday(iso)).toBe(dayjs(iso).isoWeekday());
      }),
      { numRuns: 2000 },
    );
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
