import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_DATE,
  addDaysIso,
  dayNumberToIso,
  formatFinnishDate,
  isDateBound,
  isDateOnOrAfter,
  isDateOnOrBefore,
  isDateRangeOrdered,
  isIsoDate,
  isoToDayNumber,
  normalizeDateInput,
  parseFinnishDate,
  resolveDateBound,
  todayIso,
  validateDateInput,
  validateDateRange,
} from './date.ts';

dayjs.extend(customParseFormat);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Any real calendar day in years 1000–9999 as { iso, day, month, year }. */
const realDay = fc
  .integer({ min: isoToDayNumber('1000-01-01'), max: isoToDayNumber('9999-12-31') })
  .map((dayNumber) => {
    const iso = dayNumberToIso(dayNumber);
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return { iso, year, month, day };
  });

describe('normalizeDateInput', () => {
  it.each([
    ['01012024', '01.01.2024'],
    ['2024-01-01', '01.01.2024'],
    ['  31122023 ', '31.12.2023'],
    [' 1.1.2024 ', '1.1.2024'],
    ['31022024', '31.02.2024'],
    ['0101202', '0101202'],
    ['010120244', '010120244'],
    ['2024-1-1', '2024-1-1'],
    ['', ''],
    ['abc', 'abc'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDateInput(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (input) => normalizeDateInput(normalizeDateInput(input)) === normalizeDateInput(input),
      ),
    );
  });
});

describe('parseFinnishDate', () => {
  it.each([
    ['01.01.2024', '2024-01-01'],
    ['1.1.2024', '2024-01-01'],
    ['01012024', '2024-01-01'],
    ['2024-01-01', '2024-01-01'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2000', '2000-02-29'],
    ['31.12.9999', '9999-12-31'],
    [' 5.6.2023 ', '2023-06-05'],
    ['05.6.2023', '2023-06-05'],
  ])('%j → %s', (input, expected) => {
    expect(parseFinnishDate(input)).toBe(expected);
  });

  it.each([
    ['31.04.2024', 'April has 30 days'],
    ['29.02.2023', 'not a leap year'],
    ['29.02.1900', 'century not divisible by 400'],
    ['30.02.2024', 'February'],
    ['1.1.24', 'two-digit year'],
    ['01.01.24', 'two-digit year'],
    ['01.01.024', 'three-digit year'],
    ['01.01.20245', 'five-digit year'],
    ['00.01.2024', 'day zero'],
    ['01.00.2024', 'month zero'],
    ['01.13.2024', 'month 13'],
    ['32.01.2024', 'day 32'],
    ['01.01.0000', 'year zero'],
    ['001.01.2024', 'three-digit day'],
    ['1/1/2024', 'slashes'],
    ['1-1-2024', 'hyphens'],
    ['2024-02-30', 'ISO, not a real day'],
    ['2024-1-01', 'ISO with a one-digit month'],
    ['31022024', 'eight digits, not a real day'],
    ['01.01.2024.', 'trailing dot'],
    ['', 'empty'],
    ['pp.kk.vvvv', 'placeholder'],
    ['１.１.２０２４', 'full-width digits'],
  ])('%j is not a date (%s)', (input) => {
    expect(parseFinnishDate(input)).toBeNull();
  });
});

describe('formatFinnishDate and isIsoDate', () => {
  it('formats ISO as dd.MM.yyyy', () => {
    expect(formatFinnishDate('2024-01-05')).toBe('05.01.2024');
    expect(formatFinnishDate('not a date')).toBe('not a date');
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-1-1', false],
    ['01.01.2024', false],
    ['2024-01-01T00:00', false],
    ['0000-01-01', false],
    ['9999-12-31', true],
  ])('isIsoDate(%j) is %s', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it('counts days from 1970-01-01', () => {
    expect(isoToDayNumber('1970-01-01')).toBe(0);
    expect(isoToDayNumber('2000-03-01') - isoToDayNumber('2000-02-28')).toBe(2);
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDaysIso('1900-03-01', -1)).toBe('1900-02-28');
  });

  it('dayNumberToIso inverts isoToDayNumber', () => {
    fc.assert(fc.property(realDay, ({ iso }) => dayNumberToIso(isoToDayNumber(iso)) === iso));
  });
});

describe('properties', () => {
  it('each of the three input forms of a day parses to that day', () => {
    fc.assert(
      fc.property(realDay, ({ iso, year, month, day }) => {
        const dotted = `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
        const eight = `${pad(day)}${pad(month)}${pad(year, 4)}`;
        const short = `${day}.${month}.${year}`;
        expect(normalizeDateInput(eight)).toBe(dotted);
        expect(normalizeDateInput(iso)).toBe(dotted);
        expect(parseFinnishDate(dotted)).toBe(iso);
        expect(parseFinnishDate(eight)).toBe(iso);
        expect(parseFinnishDate(iso)).toBe(iso);
        expect(parseFinnishDate(short)).toBe(iso);
      }),
    );
  });

  it('parse ∘ format is the identity on ISO dates', () => {
    fc.assert(fc.property(realDay, ({ iso }) => parseFinnishDate(formatFinnishDate(iso)) === iso));
  });

  it('format ∘ parse gives the dd.MM.yyyy form of any parsable input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const iso = parseFinnishDate(input);
        return iso === null || parseFinnishDate(formatFinnishDate(iso)) === iso;
      }),
    );
  });

  it('a parsed value is always an ISO date and validateDateInput agrees with parseFinnishDate', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const iso = parseFinnishDate(input);
        if (iso !== null) expect(isIsoDate(iso)).toBe(true);
        const result = validateDateInput(input, { min: '0001-01-01' });
        if (input.trim() === '') expect(result).toEqual({ iso: null, error: null });
        else expect(result).toEqual({ iso, error: iso === null ? 'invalidFormat' : null });
      }),
    );
  });
});

describe('agreement with dayjs strict parsing', () => {
  /** Strings shaped like dates, many of them impossible: day 0–39, month 0–19, various year widths. */
  const dateLike = fc
    .tuple(
      fc.integer({ min: 0, max: 39 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 100, max: 9999 }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([day, month, year, padDay, padMonth]) => {
      const dayText = padDay ? pad(day) : String(day);
      const monthText = padMonth ? pad(month) : String(month);
      return `${dayText}.${monthText}.${pad(year, 4)}`;
    });

  const dayjsAccepts = (input: string) =>
    ['DD.MM.YYYY', 'D.M.YYYY', 'DD.M.YYYY', 'D.MM.YYYY'].some((format) =>
      dayjs(input, format, true).isValid(),
    );

  it('on date-shaped strings (years 0100–9999)', () => {
    fc.assert(
      fc.property(dateLike, (input) => {
        const ours = parseFinnishDate(input);
        expect(ours !== null).toBe(dayjsAccepts(input));
        if (ours !== null) expect(dayjs(input, 'D.M.YYYY').format('YYYY-MM-DD')).toBe(ours);
      }),
      { numRuns: 5000 },
    );
  });

  it('with DD.MM.YYYY on real days and their neighbours', () => {
    fc.assert(
      fc.property(realDay, fc.integer({ min: -1, max: 3 }), ({ year, month, day }, shift) => {
        const input = `${pad(day + shift)}.${pad(month)}.${pad(year, 4)}`;
        expect(parseFinnishDate(input) !== null).toBe(dayjs(input, 'DD.MM.YYYY', true).isValid());
      }),
      { numRuns: 5000 },
    );
  });

  it('on arbitrary short strings, when dayjs accepts one we do too', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.]{6,10}$/), (input) => {
        if (dayjs(input, 'DD.MM.YYYY', true).isValid()) expect(parseFinnishDate(input)).not.toBeNull();
        if (parseFinnishDate(input) !== null && /^\d\d\.\d\d\.\d{4}$/.test(input)) {
          expect(dayjs(input, 'DD.MM.YYYY', true).isValid()).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('bounds', () => {
  it('resolves today in local time and passes ISO through', () => {
    expect(resolveDateBound('today', '2024-06-15')).toBe('2024-06-15');
    expect(resolveDateBound('2020-01-01')).toBe('2020-01-01');
    expect(resolveDateBound('today')).toBe(todayIso());
    expect(todayIso(new Date(2024, 0, 1, 0, 30))).toBe('2024-01-01');
    expect(() => resolveDateBound('yesterday')).toThrow(RangeError);
    expect(() => resolveDateBound('2024-02-30')).toThrow(RangeError);
    expect(isDateBound('today')).toBe(true);
    expect(isDateBound('2024-01-01')).toBe(true);
    expect(isDateBound('1.1.2024')).toBe(false);
  });

  it('keyword checks compare inclusively and let non-dates pass', () => {
    expect(isDateOnOrAfter('2024-01-01', '2024-01-01')).toBe(true);
    expect(isDateOnOrAfter('2023-12-31', '2024-01-01')).toBe(false);
    expect(isDateOnOrAfter('2024-06-15', 'today', '2024-06-15')).toBe(true);
    expect(isDateOnOrAfter('2024-06-14', 'today', '2024-06-15')).toBe(false);
    expect(isDateOnOrAfter('garbage', '2024-01-01')).toBe(true);
    expect(isDateOnOrBefore('2024-01-01', '2024-01-01')).toBe(true);
    expect(isDateOnOrBefore('2024-01-02', '2024-01-01')).toBe(false);
    expect(isDateOnOrBefore('2024-06-16', 'today', '2024-06-15')).toBe(false);
    expect(isDateOnOrBefore('31.12.2024', '2024-01-01')).toBe(true);
  });

  it('range order holds when a part is missing', () => {
    expect(isDateRangeOrdered('2024-01-01', '2024-01-01')).toBe(true);
    expect(isDateRangeOrdered('2024-01-02', '2024-01-01')).toBe(false);
    expect(isDateRangeOrdered('2024-01-02', undefined)).toBe(true);
    expect(isDateRangeOrdered(null, '2024-01-01')).toBe(true);
    expect(isDateRangeOrdered('', '')).toBe(true);
    expect(isDateRangeOrdered('2024-01-02', 'bad')).toBe(true);
  });
});

describe('validateDateInput: one vector per error kind', () => {
  const today = '2024-06-15';
  it.each([
    ['', { required: true }, { iso: null, error: 'required' }],
    ['   ', { required: true }, { iso: null, error: 'required' }],
    ['', {}, { iso: null, error: null }],
    ['31.04.2024', {}, { iso: null, error: 'invalidFormat' }],
    ['1.1.24', {}, { iso: null, error: 'invalidFormat' }],
    ['31.12.1899', {}, { iso: '1899-12-31', error: 'notInRangeFrom' }],
    ['01.01.1900', {}, { iso: '1900-01-01', error: null }],
    ['14.06.2024', { min: 'today', today }, { iso: '2024-06-14', error: 'notInRangeFrom' }],
    ['15.06.2024', { min: 'today', today }, { iso: '2024-06-15', error: null }],
    ['16.06.2024', { max: 'today', today }, { iso: '2024-06-16', error: 'notInRangeTo' }],
    ['01.01.2030', { max: '2029-12-31' }, { iso: '2030-01-01', error: 'notInRangeTo' }],
    [
      '2024-06-15',
      { isDisabled: (iso: string) => iso === '2024-06-15' },
      { iso: '2024-06-15', error: 'disabledDate' },
    ],
    ['01062024', { min: '2024-01-01', max: '2024-12-31' }, { iso: '2024-06-01', error: null }],
  ])('%j with %o', (input, options, expected) => {
    expect(validateDateInput(input, options)).toEqual(expected);
  });

  it('checks bounds before disabled days', () => {
    expect(validateDateInput('01.01.1800', { isDisabled: () => true }).error).toBe('notInRangeFrom');
  });

  it('the default minimum is 1900-01-01', () => {
    expect(DEFAULT_MIN_DATE).toBe('1900-01-01');
  });
});

describe('validateDateRange', () => {
  it('end before start is invalidRelation', () => {
    const result = validateDateRange({ from: '02.01.2024', to: '01.01.2024' });
    expect(result.range).toBe('invalidRelation');
    expect(result.from).toEqual({ iso: '2024-01-02', error: null });
    expect(result.to).toEqual({ iso: '2024-01-01', error: null });
  });

  it('the same day twice is a valid range', () => {
    expect(validateDateRange({ from: '01012024', to: '2024-01-01' }).range).toBeNull();
  });

  it('requires each part separately', () => {
    const onlyFrom = validateDateRange({ from: '', to: '' }, { fromRequired: true });
    expect(onlyFrom.from.error).toBe('required');
    expect(onlyFrom.to.error).toBeNull();
    expect(onlyFrom.range).toBeNull();
    const both = validateDateRange({ from: '', to: '' }, { fromRequired: true, toRequired: true });
    expect([both.from.error, both.to.error, both.range]).toEqual(['required', 'required', null]);
  });

  it('both parts wrong is invalidRange', () => {
    const result = validateDateRange({ from: '31.04.2024', to: '1.1.24' });
    expect([result.from.error, result.to.error, result.range]).toEqual([
      'invalidFormat',
      'invalidFormat',
      'invalidRange',
    ]);
  });

  it('one part wrong is that part’s error only', () => {
    const result = validateDateRange({ from: '31.04.2024', to: '01.05.2024' });
    expect([result.from.error, result.to.error, result.range]).toEqual(['invalidFormat', null, null]);
  });

  it('a disabled day inside the range is invalidRange, on the ends it is disabledDate', () => {
    const isDisabled = (iso: string) => iso === '2024-12-25';
    expect(validateDateRange({ from: '20.12.2024', to: '31.12.2024' }, { isDisabled }).range).toBe(
      'invalidRange',
    );
    expect(validateDateRange({ from: '26.12.2024', to: '31.12.2024' }, { isDisabled }).range).toBeNull();
    const end = validateDateRange({ from: '20.12.2024', to: '25.12.2024' }, { isDisabled });
    expect([end.to.error, end.range]).toEqual(['disabledDate', null]);
  });

  it('relation is reported alongside bound errors', () => {
    const result = validateDateRange({ from: '02.01.2024', to: '01.01.2024' }, { max: '2023-12-31' });
    expect([result.from.error, result.to.error, result.range]).toEqual([
      'notInRangeTo',
      'notInRangeTo',
      'invalidRelation',
    ]);
  });

  it('applies bounds to both parts', () => {
    const result = validateDateRange(
      { from: '14.06.2024', to: '16.06.2024' },
      { min: 'today', max: '2024-06-15', today: '2024-06-15' },
    );
    expect([result.from.error, result.to.error]).toEqual(['notInRangeFrom', 'notInRangeTo']);
    expect(result.range).toBe('invalidRange');
  });

  it('agrees with isDateRangeOrdered on valid days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: isoToDayNumber('1900-01-01'), max: isoToDayNumber('2100-12-31') }),
        fc.integer({ min: isoToDayNumber('1900-01-01'), max: isoToDayNumber('2100-12-31') }),
        (a, b) => {
          const fromIso = dayNumberToIso(a);
          const toIso = dayNumberToIso(b);
          const result = validateDateRange({
            from: formatFinnishDate(fromIso),
            to: formatFinnishDate(toIso),
          });
          return (result.range === 'invalidRelation') === !isDateRangeOrdered(fromIso, toIso);
        },
      ),
    );
  });
});
