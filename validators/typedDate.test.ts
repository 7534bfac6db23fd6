import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_DATE, dayNumberToIso, isIsoDate, isoToDayNumber, parseFinnishDate } from './date.ts';
import { isValidTypedDate, parseTypedDate } from './typedDate.ts';

dayjs.extend(customParseFormat);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Any real calendar day in the given years as { iso, day, month, year }. */
const realDay = (from = '1900-01-01', to = '9999-12-31') =>
  fc.integer({ min: isoToDayNumber(from), max: isoToDayNumber(to) }).map((dayNumber) => {
    const iso = dayNumberToIso(dayNumber);
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return { iso, year, month, day };
  });

describe('parseTypedDate: valid vectors', () => {
  it.each([
    ['01.11.2026', '2026-11-01'],
    ['1.11.2026', '2026-11-01'],
    ['1.1.2026', '2026-01-01'],
    ['2026-11-01', '2026-11-01'],
    ['29.02.2024', '2024-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['29.02.2000', '2000-02-29'],
    ['01.01.1900', '1900-01-01'],
    ['1.1.1900', '1900-01-01'],
    ['1900-01-01', '1900-01-01'],
    ['31.12.9999', '9999-12-31'],
    ['05.6.2023', '2023-06-05'],
    ['5.06.2023', '2023-06-05'],
  ])('%j → %s', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
    expect(isValidTypedDate(text)).toBe(true);
  });
});

describe('parseTypedDate: invalid vectors', () => {
  it.each([
    ['01112026', 'eight digits ddMMyyyy (a form takes them, a file must be explicit)'],
    ['20261101', 'eight digits yyyyMMdd'],
    ['31.12.1899', 'before 1900-01-01'],
    ['1899-12-31', 'before 1900-01-01'],
    ['01.01.0001', 'before 1900-01-01'],
    ['29.02.2023', 'not a leap year'],
    ['2023-02-29', 'not a leap year'],
    ['29.02.1900', 'century not divisible by 400'],
    ['31.04.2024', 'April has 30 days'],
    ['2024-04-31', 'April has 30 days'],
    ['00.01.2024', 'day zero'],
    ['01.13.2024', 'month 13'],
    ['2024-13-01', 'month 13'],
    ['32.01.2024', 'day 32'],
    [' 01.11.2026', 'leading space'],
    ['01.11.2026 ', 'trailing space'],
    ['\t2026-11-01', 'leading tab'],
    ['2026-11-01\n', 'trailing newline'],
    ['1.1.26', 'two-digit year'],
    ['01.01.20245', 'five-digit year'],
    ['001.01.2024', 'three-digit day'],
    ['2026-1-1', 'ISO with one-digit month and day'],
    ['2026-11-1', 'ISO with a one-digit day'],
    ['2026-11-01T00:00', 'ISO with a time'],
    ['01/11/2026', 'slashes'],
    ['01-11-2026', 'hyphens with the day first'],
    ['2026.11.01', 'points with the year first'],
    ['01.11.2026.', 'trailing point'],
    ['01. 11. 2026', 'spaces after the points'],
    ['2026-11', 'a month'],
    ['１.１.２０２６', 'full-width digits'],
    ['', 'empty'],
    ['pp.kk.vvvv', 'placeholder'],
  ])('%j is refused (%s)', (text) => {
    expect(parseTypedDate(text)).toBeNull();
    expect(isValidTypedDate(text)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [20261101, null, undefined, {}])
      expect(parseTypedDate(value as unknown as string)).toBeNull();
  });
});

describe('properties', () => {
  it('each of the written forms of a day from 1900-01-01 on parses to that day', () => {
    fc.assert(
      fc.property(realDay(), ({ iso, year, month, day }) => {
        expect(parseTypedDate(`${pad(day)}.${pad(month)}.${year}`)).toBe(iso);
        expect(parseTypedDate(`${day}.${month}.${year}`)).toBe(iso);
        expect(parseTypedDate(`${pad(day)}.${month}.${year}`)).toBe(iso);
        expect(parseTypedDate(iso)).toBe(iso);
      }),
      { numRuns: 3000 },
    );
  });

  it('never takes eight digits, surrounding white space, or a day before 1900-01-01', () => {
    fc.assert(
      fc.property(
        realDay('1000-01-01'),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        ({ iso, year, month, day }, space) => {
          const dotted = `${pad(day)}.${pad(month)}.${year}`;
          expect(parseTypedDate(`${pad(day)}${pad(month)}${year}`)).toBeNull();
          expect(parseTypedDate(`${space}${dotted}`)).toBeNull();
          expect(parseTypedDate(`${iso}${space}`)).toBeNull();
          expect(parseTypedDate(dotted)).toBe(iso >= DEFAULT_MIN_DATE ? iso : null);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts a subset of what a form takes (parseFinnishDate), with the same day', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[0-9.-]{8,10}$/)), (text) => {
        const iso = parseTypedDate(text);
        if (iso !== null) {
          expect(parseFinnishDate(text)).toBe(iso);
          expect(isIsoDate(iso)).toBe(true);
          expect(iso >= DEFAULT_MIN_DATE).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('agreement with dayjs strict parsing', () => {
  const FORMATS = ['DD.MM.YYYY', 'D.M.YYYY', 'YYYY-MM-DD'];
  /** dayjs knows no minimum date: SPEC's 1900-01-01 is applied to its answer. */
  const dayjsIso = (text: string): string | null => {
    const parsed = dayjs(text, FORMATS, true);
    if (!parsed.isValid()) return null;
    const iso = parsed.format('YYYY-MM-DD');
    return iso >= DEFAULT_MIN_DATE ? iso : null;
  };

  /** One of day and month written with a leading zero, the other with one digit (`05.6.2023`). */
  const isMixedPadding = (text: string) => /^(0\d\.\d|\d\.0\d)\./.test(text);

  const year = fc.oneof(fc.integer({ min: 1890, max: 1910 }), fc.integer({ min: 1000, max: 9999 }));
  /** A day (max 39) or month (max 19), mostly in range, and whether it is written with two digits. */
  const part = (max: number) =>
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: max === 39 ? 31 : 12 }), weight: 3 },
        { arbitrary: fc.integer({ min: 0, max }), weight: 1 },
      ),
      fc.boolean(),
    );
  const written = ([value, padded]: [number, boolean]) => (padded ? pad(value) : String(value));

  /** Date-shaped strings, many of them impossible or near misses: day 0–39, month 0–19, every written form. */
  const dateLike = fc
    .tuple(
      fc.oneof(
        fc.tuple(part(39), part(19), year).map(([day, month, y]) => `${written(day)}.${written(month)}.${y}`),
        fc.tuple(year, part(19), part(39)).map(([y, month, day]) => `${y}-${written(month)}-${written(day)}`),
        fc.tuple(part(39), part(19), year).map(([day, month, y]) => `${pad(day[0])}${pad(month[0])}${y}`),
      ),
      fc.constantFrom('', '', '', '', '', ' ', '\t'),
      fc.boolean(),
    )
    .map(([text, space, before]) => (before ? `${space}${text}` : `${text}${space}`));

  it('on thousands of date-shaped strings (all forms, eight digits, white space), mixed padding aside', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        dateLike.filter((text) => !isMixedPadding(text)),
        (text) => {
          const ours = parseTypedDate(text);
          expect(ours, text).toBe(dayjsIso(text));
          if (ours !== null) accepted++;
          else refused++;
        },
      ),
      { numRuns: 10000 },
    );
    // The generator must reach both answers often enough for the agreement to mean something.
    expect(accepted).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });

  it('on real days from 1890 on and their neighbours, DD.MM.YYYY and ISO', () => {
    fc.assert(
      fc.property(realDay('1890-01-01'), fc.integer({ min: -1, max: 3 }), ({ year, month, day }, shift) => {
        const dotted = `${pad(day + shift)}.${pad(month)}.${year}`;
        const iso = `${year}-${pad(month)}-${pad(day + shift)}`;
        expect(parseTypedDate(dotted), dotted).toBe(dayjsIso(dotted));
        expect(parseTypedDate(iso), iso).toBe(dayjsIso(iso));
      }),
      { numRuns: 5000 },
    );
  });

  it('disagreement: dayjs strict refuses mixed padding (05.6.2023, 5.06.2023); we take it, as a form does', () => {
    // Strict dayjs re-formats the parsed day with the matched format and compares texts, so neither
    // DD.MM.YYYY nor D.M.YYYY reproduces `05.6.2023`. A person writes that as readily as `5.6.2023`,
    // and parseFinnishDate (forms) takes it, so the file does too.
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        (year, month, day, dayPadded) => {
          const iso = `${year}-${pad(month)}-${pad(day)}`;
          const text = dayPadded ? `${pad(day)}.${month}.${year}` : `${day}.${pad(month)}.${year}`;
          expect(isMixedPadding(text)).toBe(true);
          expect(dayjsIso(text)).toBeNull();
          expect(parseTypedDate(text)).toBe(iso);
          const mixed = dayjs(text, ['DD.M.YYYY', 'D.MM.YYYY'], true);
          expect(mixed.isValid() && mixed.format('YYYY-MM-DD')).toBe(iso);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
