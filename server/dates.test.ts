import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso, dayNumberToIso, isoToDayNumber } from '../validators/date.ts';
import { HELSINKI, helsinkiDayOf, helsinkiDayRange, helsinkiDayStart } from './dates.ts';

const HOUR = 3_600_000;

/** The last Sunday of a month (`month` 1–12) of `year`, `YYYY-MM-DD`. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** How long a Helsinki day is, in hours. */
function hoursOf(day: string): number {
  const { start, end } = helsinkiDayRange(day, day);
  return (Date.parse(end!) - Date.parse(start!)) / HOUR;
}

/** What the server did before dayjs (issue 15): the PDF's printing day by Intl. */
const previousDayOf = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('Helsinki days', () => {
  it('is the agency’s zone', () => {
    expect(HELSINKI).toBe('Europe/Helsinki');
  });

  it('gives a moment’s day around the changes of 2025 (30.3. 03:00 → 04:00, 26.10. 04:00 → 03:00)', () => {
    expect(helsinkiDayOf('2025-03-29T21:59:59.999Z')).toBe('2025-03-29'); // 23:59:59.999 EET
    expect(helsinkiDayOf('2025-03-29T22:00:00Z')).toBe('2025-03-30'); // 00:00 EET
    expect(helsinkiDayOf('2025-03-30T00:59:59Z')).toBe('2025-03-30'); // 02:59:59 EET
    expect(helsinkiDayOf('2025-03-30T01:00:00Z')).toBe('2025-03-30'); // 04:00 EEST
    expect(helsinkiDayOf('2025-03-30T20:59:59.999Z')).toBe('2025-03-30'); // 23:59:59.999 EEST
    expect(helsinkiDayOf('2025-03-30T21:00:00Z')).toBe('2025-03-31');
    expect(helsinkiDayOf('2025-10-25T20:59:59.999Z')).toBe('2025-10-25'); // EEST
    expect(helsinkiDayOf('2025-10-25T21:00:00Z')).toBe('2025-10-26');
    expect(helsinkiDayOf('2025-10-26T00:30:00Z')).toBe('2025-10-26'); // 03:30 EEST, the first time
    expect(helsinkiDayOf('2025-10-26T01:30:00Z')).toBe('2025-10-26'); // 03:30 EET, the second time
    expect(helsinkiDayOf('2025-10-26T21:59:59.999Z')).toBe('2025-10-26'); // EET
    expect(helsinkiDayOf(new Date('2025-10-26T22:00:00Z'))).toBe('2025-10-27');
    expect(helsinkiDayOf(Date.parse('2025-02-28T22:30:00Z'))).toBe('2025-03-01');
  });

  it('begins a day at its midnight in that day’s offset', () => {
    expect(helsinkiDayStart('2025-03-30').toISOString()).toBe('2025-03-29T22:00:00.000Z');
    expect(helsinkiDayStart('2025-03-31').toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect(helsinkiDayStart('2025-10-26').toISOString()).toBe('2025-10-25T21:00:00.000Z');
    expect(helsinkiDayStart('2025-10-27').toISOString()).toBe('2025-10-26T22:00:00.000Z');
    expect(helsinkiDayStart('2024-02-29').toISOString()).toBe('2024-02-28T22:00:00.000Z');
  });

  it('ranges over inclusive days, either end open', () => {
    expect(helsinkiDayRange('2025-03-30', '2025-10-26')).toEqual({
      start: '2025-03-29T22:00:00.000Z',
      end: '2025-10-26T22:00:00.000Z',
    });
    expect(helsinkiDayRange('2025-12-31', null)).toEqual({ start: '2025-12-30T22:00:00.000Z', end: null });
    expect(helsinkiDayRange(undefined, '2025-12-31')).toEqual({
      start: null,
      end: '2025-12-31T22:00:00.000Z',
    });
    expect(helsinkiDayRange(null, undefined)).toEqual({ start: null, end: null });
  });

  it('has 23 hours on the last Sunday of March, 25 on the last of October, 24 on the days around them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1996, max: 2100 }), (year) => {
        const spring = lastSunday(year, 3);
        const autumn = lastSunday(year, 10);
        expect(hoursOf(spring), spring).toBe(23);
        expect(hoursOf(autumn), autumn).toBe(25);
        for (const day of [
          addDaysIso(spring, -1),
          addDaysIso(spring, 1),
          addDaysIso(autumn, -1),
          addDaysIso(autumn, 1),
        ])
          expect(hoursOf(day), day).toBe(24);
      }),
      { numRuns: 100 },
    );
  });

  it('puts every moment of a day inside its range, and the next day’s first moment outside', () => {
    const day = fc
      .integer({ min: isoToDayNumber('1970-01-01'), max: isoToDayNumber('2100-12-31') })
      .map(dayNumberToIso);
    fc.assert(
      fc.property(day, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (iso, share) => {
        const { start, end } = helsinkiDayRange(iso, iso);
        const from = Date.parse(start!);
        const to = Date.parse(end!);
        const inside = from + Math.floor((to - from) * share);
        expect(helsinkiDayOf(from)).toBe(iso);
        expect(helsinkiDayOf(inside)).toBe(iso);
        expect(helsinkiDayOf(to - 1)).toBe(iso);
        expect(helsinkiDayOf(to)).toBe(addDaysIso(iso, 1));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the Intl formatting it replaced on any moment of 1970–2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.parse('2100-12-31T23:59:59Z') }), (moment) => {
        expect(helsinkiDayOf(moment)).toBe(previousDayOf.format(moment));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a text that names no day, as PostgreSQL’s ::date did', () => {
    expect(() => helsinkiDayRange('2025-02-31', null)).toThrow(RangeError);
    expect(() => helsinkiDayRange(null, '2025-13-01')).toThrow(RangeError);
    expect(() => helsinkiDayStart('2025-1-01')).toThrow(RangeError);
  });

  it('bounds the days outside those any row can have as the first and last it computes', () => {
    expect(helsinkiDayStart('0050-01-01')).toEqual(helsinkiDayStart('1900-01-01'));
    expect(helsinkiDayStart('1900-01-01').toISOString()).toBe('1899-12-31T22:20:11.000Z'); // local mean time
    expect(helsinkiDayRange('1800-01-01', '9999-12-31')).toEqual({
      start: helsinkiDayStart('1900-01-01').toISOString(),
      end: helsinkiDayStart('9999-12-30').toISOString(),
    });
  });
});
