import fc from 'fast-check';
import { FinnishSSN } from 'finnish-ssn';
import { describe, expect, it } from 'vitest';
import { HETU_CHECK_CHARACTERS, hetuCheckCharacter, isValidHetu, parseHetu } from './hetu.ts';
import { mutated } from './mutations.test-helpers.ts';

const TABLE = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const SIGNS_1900 = ['-', 'Y', 'X', 'W', 'V', 'U'];
const SIGNS_2000 = ['A', 'B', 'C', 'D', 'E', 'F'];
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Days in a month, from the platform's calendar rather than from the code under test. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Independent check character: the nine digits modulo 31 in the standard table. */
const checkOf = (nineDigits: string) => TABLE[Number(nineDigits) % 31]!;

interface HetuParts {
  year: number;
  month: number;
  day: number;
  sign: string;
  individual: number;
}

const hetuParts: fc.Arbitrary<HetuParts> = fc
  .record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayFraction: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    signIndex: fc.nat({ max: 5 }),
    individual: fc.integer({ min: 2, max: 999 }),
  })
  .map(({ year, month, dayFraction, signIndex, individual }) => ({
    year,
    month,
    day: 1 + Math.floor(dayFraction * daysInMonth(year, month)),
    sign: (year < 2000 ? SIGNS_1900 : SIGNS_2000)[signIndex]!,
    individual,
  }));

function hetuOf({ year, month, day, sign, individual }: HetuParts): string {
  const digits = pad(day) + pad(month) + pad(year % 100) + pad(individual, 3);
  return digits.slice(0, 6) + sign + digits.slice(6) + checkOf(digits);
}

const validHetu = hetuParts.map(hetuOf);

/** The first ten characters completed with the check character their digits call for. */
const withCheck = (firstTen: string) => firstTen + checkOf(firstTen.slice(0, 6) + firstTen.slice(7, 10));

describe('isValidHetu', () => {
  it.each([
    '131052-308T',
    // DVV's published examples of the century signs introduced in 2023.
    '010594Y9032',
    '010594Y9021',
    '020594X903P',
    '020594X902N',
    '030594W903B',
    '030694W9024',
    '040594V9030',
    '040594V902Y',
    '050594U903M',
    '050594U902L',
    '010516B903X',
    '010516A902W',
    '010516B902W',
    '020516C903K',
    '020516C902J',
    '030516D9037',
    '030516D9026',
    '010501E9032',
    '020502E902X',
    '020503F9037',
    '020504A902E',
    '020504B904H',
  ])('accepts the published example %s', (value) => {
    expect(isValidHetu(value)).toBe(true);
  });

  // These three were handed to us as examples, but their check character is wrong: the nine
  // digits modulo 31 give J for each (finnish-ssn rejects them too). DVV's list has 030516D9037,
  // 020502E902X and 030516D9026, which look like what was meant.
  it.each(['270217D9037', '020516B902X', '020516F9026'])(
    'rejects %s: its check character should be J',
    (value) => {
      expect(checkOf(value.slice(0, 6) + value.slice(7, 10))).toBe('J');
      expect(isValidHetu(value)).toBe(false);
      expect(isValidHetu(value.slice(0, 10) + 'J')).toBe(true);
      expect(FinnishSSN.validate(value)).toBe(false);
    },
  );

  it.each([
    ['131052-308U', 'wrong check character'],
    ['131052-308t', 'lower-case check character'],
    ['010516b903X', 'lower-case century sign'],
    ['131052+308T', 'the 1800s sign + is not in SPEC §5'],
    ['131052Z308T', 'Z is no century sign'],
    ['131052G308T', 'G is no century sign'],
    ['131052–308T', 'en dash instead of hyphen'],
    ['131052 308T', 'space instead of sign'],
    ['131052308T', 'no century sign'],
    ['131052-308', 'no check character'],
    ['131052-308TT', 'one character too many'],
    [' 131052-308T', 'leading space'],
    ['131052-308T ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidHetu(value)).toBe(false);
  });

  // Each with the check character its digits call for, so only the date is wrong.
  it.each([
    [withCheck('290201A238'), '29.02.2001: not a leap year'],
    [withCheck('290200-002'), '29.02.1900: 1900 is not a leap year'],
    [withCheck('310452-308'), '31.04. does not exist'],
    [withCheck('310652Y308'), '31.06. does not exist'],
    [withCheck('001052-308'), 'day 00'],
    [withCheck('320152-308'), 'day 32'],
    [withCheck('131352-308'), 'month 13'],
    [withCheck('130052-308'), 'month 00'],
  ])('rejects %s (%s) although its check character fits', (value) => {
    expect(isValidHetu(value)).toBe(false);
  });

  it('accepts 29.02 in leap years, including 2000 (divisible by 400)', () => {
    for (const [date, sign] of [
      ['290200', 'A'],
      ['290204', 'A'],
      ['290296', '-'],
      ['290296', 'Y'],
    ] as const) {
      const digits = `${date}234`;
      const value = `${date}${sign}234${checkOf(digits)}`;
      expect(isValidHetu(value), value).toBe(true);
    }
    expect(isValidHetu(`290200-234${checkOf('290200234')}`)).toBe(false);
  });

  it('rejects the individual numbers 000 and 001 and accepts 002 and 999', () => {
    const withIndividual = (individual: string) => `131052-${individual}${checkOf(`131052${individual}`)}`;
    expect(isValidHetu(withIndividual('000'))).toBe(false);
    expect(isValidHetu(withIndividual('001'))).toBe(false);
    expect(isValidHetu(withIndividual('002'))).toBe(true);
    expect(isValidHetu(withIndividual('899'))).toBe(true);
    expect(isValidHetu(withIndividual('900'))).toBe(true);
    expect(isValidHetu(withIndividual('999'))).toBe(true);
  });

  it('rejects check characters outside the table (G I O Q Z) even where one would be expected', () => {
    for (const letter of 'GIOQZ') expect(isValidHetu(`131052-308${letter}`)).toBe(false);
  });

  it('accepts a generated code and rejects it with any other check character', () => {
    fc.assert(
      fc.property(validHetu, fc.constantFrom(...TABLE, 'G', 'I', 'O', 'Q', 'Z', 'a', 'y'), (value, other) => {
        expect(isValidHetu(value)).toBe(true);
        fc.pre(other !== value.slice(-1));
        expect(isValidHetu(value.slice(0, -1) + other)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('does not depend on which sign of the same century is used', () => {
    fc.assert(
      fc.property(hetuParts, fc.nat({ max: 5 }), (parts, otherIndex) => {
        const otherSign = (parts.year < 2000 ? SIGNS_1900 : SIGNS_2000)[otherIndex]!;
        expect(isValidHetu(hetuOf({ ...parts, sign: otherSign }))).toBe(true);
      }),
    );
  });

  it('rejects a generated code whose sign is replaced by +', () => {
    fc.assert(
      fc.property(validHetu, (value) => {
        expect(isValidHetu(value.slice(0, 6) + '+' + value.slice(7))).toBe(false);
      }),
    );
  });

  describe('agreement with finnish-ssn', () => {
    /** Codes with the 1800s sign +: finnish-ssn accepts those of 1850–1899; SPEC §5 lists no +. */
    const isPlusCode = (value: string) => value.length === 11 && value[6] === '+';
    /** Individual number 000 or 001: finnish-ssn accepts them; they are never issued. */
    const hasUnissuedIndividual = (value: string) =>
      /^[0-9]{6}[-YXWVUA-F][0-9]{3}[0-9A-Z]$/.test(value) && Number(value.slice(7, 10)) < 2;
    /** A 2000s sign with a year 30–99: finnish-ssn's pattern only allows 2000–2029. */
    const isLate2000s = (value: string) =>
      /^[0-9]{6}[A-F][0-9]{3}[0-9A-Z]$/.test(value) && Number(value.slice(4, 6)) >= 30;

    /** Our answer for the late-2000s class, computed independently. */
    function expectedLate2000s(value: string): boolean {
      const day = Number(value.slice(0, 2));
      const month = Number(value.slice(2, 4));
      const year = 2000 + Number(value.slice(4, 6));
      const individual = Number(value.slice(7, 10));
      return (
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= daysInMonth(year, month) &&
        individual >= 2 &&
        checkOf(value.slice(0, 6) + value.slice(7, 10)) === value[10]
      );
    }

    it('rejects the 1800s sign + although finnish-ssn accepts it: SPEC §5 lists no +', () => {
      const value = `010170+123${checkOf('010170123')}`;
      expect(FinnishSSN.validate(value)).toBe(true);
      expect(isValidHetu(value)).toBe(false);
    });

    it('rejects individual numbers 000 and 001 although finnish-ssn accepts them: they are never issued', () => {
      for (const individual of ['000', '001']) {
        const value = `131052-${individual}${checkOf(`131052${individual}`)}`;
        expect(FinnishSSN.validate(value)).toBe(true);
        expect(isValidHetu(value)).toBe(false);
      }
    });

    it('accepts 2000s codes of the years 2030–2099 although finnish-ssn rejects them: the code allows them and bounding the birth date is the date rules’ business', () => {
      const value = `010535A123${checkOf('010535123')}`;
      expect(FinnishSSN.validate(value)).toBe(false);
      expect(isValidHetu(value)).toBe(true);
    });

    it('agrees on every other valid, mutated and random input', () => {
      const plusCode = fc
        .record({ year: fc.integer({ min: 1800, max: 1899 }), individual: fc.integer({ min: 0, max: 999 }) })
        .map(({ year, individual }) => {
          const digits = `0101${pad(year % 100)}${pad(individual, 3)}`;
          return `${digits.slice(0, 6)}+${digits.slice(6)}${checkOf(digits)}`;
        });
      const input = fc.oneof(
        { arbitrary: validHetu, weight: 4 },
        {
          arbitrary: validHetu.chain((value) => mutated(value, '0123456789-+ABCDEFYXWVUHJKLMNPRSTGIOQZa ')),
          weight: 4,
        },
        {
          arbitrary: hetuParts.map((parts) => hetuOf({ ...parts, individual: parts.individual % 2 })),
          weight: 1,
        },
        { arbitrary: plusCode, weight: 1 },
        { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
      );
      const counts = { agreedValid: 0, agreedInvalid: 0, documented: 0 };
      fc.assert(
        fc.property(input, (value) => {
          const ours = isValidHetu(value);
          if (isPlusCode(value) || hasUnissuedIndividual(value)) {
            expect(ours).toBe(false);
            counts.documented++;
          } else if (isLate2000s(value)) {
            expect(ours).toBe(expectedLate2000s(value));
            counts.documented++;
          } else {
            expect(ours).toBe(FinnishSSN.validate(value));
            counts[ours ? 'agreedValid' : 'agreedInvalid']++;
          }
        }),
        { numRuns: 6000 },
      );
      expect(counts.agreedValid).toBeGreaterThan(500);
      expect(counts.agreedInvalid).toBeGreaterThan(500);
      expect(counts.documented).toBeGreaterThan(100);
    });
  });
});

describe('parseHetu', () => {
  it.each([
    ['131052-308T', { birthDate: '1952-10-13', century: 1900, individualNumber: 308, sex: 'female' }],
    ['010594Y9032', { birthDate: '1994-05-01', century: 1900, individualNumber: 903, sex: 'male' }],
    ['010516B903X', { birthDate: '2016-05-01', century: 2000, individualNumber: 903, sex: 'male' }],
    ['020504A902E', { birthDate: '2004-05-02', century: 2000, individualNumber: 902, sex: 'female' }],
  ])('parses %s', (value, expected) => {
    expect(parseHetu(value)).toEqual(expected);
  });

  it('returns null for what isValidHetu rejects', () => {
    expect(parseHetu('131052-308U')).toBeNull();
    expect(parseHetu(withCheck('290201A238'))).toBeNull();
    expect(parseHetu(withCheck('131052-001'))).toBeNull();
    expect(parseHetu('')).toBeNull();
  });

  it('recovers the parts of a generated code; odd individual numbers are male', () => {
    fc.assert(
      fc.property(hetuParts, (parts) => {
        expect(parseHetu(hetuOf(parts))).toEqual({
          birthDate: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
          century: parts.year < 2000 ? 1900 : 2000,
          individualNumber: parts.individual,
          sex: parts.individual % 2 === 1 ? 'male' : 'female',
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with finnish-ssn on sex and birth date of codes both accept', () => {
    fc.assert(
      fc.property(validHetu, (value) => {
        fc.pre(FinnishSSN.validate(value));
        const theirs = FinnishSSN.parse(value);
        const ours = parseHetu(value)!;
        const birth = theirs.dateOfBirth;
        expect(ours.sex).toBe(theirs.sex);
        expect(ours.birthDate).toBe(
          `${birth.getFullYear()}-${pad(birth.getMonth() + 1)}-${pad(birth.getDate())}`,
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('hetuCheckCharacter', () => {
  it('maps remainders 0–30 to the standard table', () => {
    expect(HETU_CHECK_CHARACTERS).toBe(TABLE);
    for (let remainder = 0; remainder < 31; remainder++) {
      expect(hetuCheckCharacter(pad(remainder, 9))).toBe(TABLE[remainder]);
    }
    expect(hetuCheckCharacter('131052308')).toBe('T');
  });

  it('is the nine digits modulo 31', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (digits) => {
        expect(hetuCheckCharacter(digits)).toBe(TABLE[Number(BigInt(digits) % 31n)]);
      }),
    );
  });

  it.each(['', '12345678', '1234567890', '13105230T', '131052-308'])(
    'throws a RangeError for %j',
    (value) => {
      expect(() => hetuCheckCharacter(value)).toThrow(RangeError);
    },
  );
});
