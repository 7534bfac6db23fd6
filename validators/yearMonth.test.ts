import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isYearMonth } from './yearMonth.ts';

dayjs.extend(customParseFormat);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

describe('isYearMonth: vectors', () => {
  it.each(['2026-11', '2026-01', '2026-12', '1900-01', '9999-12', '2000-02'])('%j is a month', (text) => {
    expect(isYearMonth(text)).toBe(true);
  });

  it.each([
    ['2026-00', 'month zero'],
    ['2026-13', 'month 13'],
    ['2026-1', 'one-digit month'],
    ['2026-011', 'three-digit month'],
    ['1899-12', 'before 1900'],
    ['0000-01', 'year zero'],
    ['26-11', 'two-digit year'],
    ['02026-11', 'five-digit year'],
    ['10000-01', 'five-digit year'],
    ['11-2026', 'month first'],
    ['11/2026', 'slash'],
    ['2026/11', 'slash'],
    ['2026.11', 'point'],
    ['202611', 'no hyphen'],
    ['2026-11-01', 'a day'],
    [' 2026-11', 'leading space'],
    ['2026-11 ', 'trailing space'],
    ['2026 - 11', 'spaces around the hyphen'],
    ['2026–11', 'en dash'],
    ['-2026-11', 'sign'],
    ['２０２６-１１', 'full-width digits'],
    ['', 'empty'],
    ['vvvv-kk', 'placeholder'],
  ])('%j is not (%s)', (text) => {
    expect(isYearMonth(text)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [202611, null, undefined, {}])
      expect(isYearMonth(value as unknown as string)).toBe(false);
  });
});

describe('properties', () => {
  it('every month of the years 1900–9999 is accepted, and no month outside 01–12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 0, max: 99 }), (year, month) => {
        expect(isYearMonth(`${year}-${pad(month)}`)).toBe(month >= 1 && month <= 12);
      }),
      { numRuns: 3000 },
    );
  });

  it('no year before 1900 is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(isYearMonth(`${pad(year, 4)}-${pad(month)}`)).toBe(false);
      }),
    );
  });

  it('an accepted text is exactly seven characters, digits and one hyphen', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 9 }), (text) => {
        if (isYearMonth(text)) expect(text).toMatch(/^\d{4}-\d{2}$/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('agreement with dayjs strict parsing (YYYY-MM)', () => {
  /** Month-shaped strings, many impossible: month 0–19 with and without padding, years around 1900 and beyond. */
  const monthLike = fc
    .tuple(
      fc.oneof(fc.integer({ min: 1890, max: 1910 }), fc.integer({ min: 1000, max: 9999 })),
      fc.integer({ min: 0, max: 19 }),
      fc.boolean(),
      fc.constantFrom('', '', '', ' '),
    )
    .map(([year, month, padMonth, space]) => `${space}${year}-${padMonth ? pad(month) : month}`);

  it('on thousands of month-shaped strings (dayjs knows no 1900 minimum: it is applied to its answer)', () => {
    fc.assert(
      fc.property(monthLike, (text) => {
        const parsed = dayjs(text, 'YYYY-MM', true);
        expect(isYearMonth(text)).toBe(parsed.isValid() && parsed.year() >= 1900);
      }),
      { numRuns: 5000 },
    );
  });
});
