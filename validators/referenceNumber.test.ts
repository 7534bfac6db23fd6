import fc from 'fast-check';
import FinnishBankUtils from 'finnish-bank-utils';
import { describe, expect, it } from 'vitest';
import {
  isValidNationalReference,
  isValidReferenceNumber,
  isValidRfReference,
  nationalReferenceCheckDigit,
} from './referenceNumber.ts';
import { mutated } from './mutations.test-helpers.ts';

/** Independent national check digit: weights 7, 3, 1 from the right; 10 − last digit of the sum. */
function nationalCheck(base: string): number {
  const weights = [7, 3, 1];
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** Independent ISO 11649 check digits of a body, with BigInt arithmetic. */
function rfCheckDigits(body: string): string {
  const numeric = [...`${body}RF00`]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

const rfOf = (body: string) => `RF${rfCheckDigits(body)}${body}`;

/** Print form: groups of four from the left. */
const inGroupsOfFour = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

/** A national base of 3–19 digits without a leading zero. */
const nationalBase = fc.stringMatching(/^[1-9][0-9]{2,18}$/);
const validNational = nationalBase.map((base) => base + nationalCheck(base));
const rfBody = fc.stringMatching(/^[0-9A-Z]{1,21}$/);
const validRf = rfBody.map(rfOf);

describe('isValidNationalReference', () => {
  it.each([
    '1232',
    '12344',
    '1357914',
    '1234561',
    '50005',
    '13 57914',
    '1 2344',
    '1234 56789 01239',
    '98765 43210 98765',
  ])('accepts %s', (value) => {
    expect(isValidNationalReference(value)).toBe(true);
    expect(isValidReferenceNumber(value)).toBe(true);
  });

  it('accepts 4 and 20 digits, rejects 3 and 21 even with a fitting check digit', () => {
    expect(isValidNationalReference('12' + nationalCheck('12'))).toBe(false);
    expect(isValidNationalReference('123' + nationalCheck('123'))).toBe(true);
    const nineteen = '1234567890123456789';
    expect(isValidNationalReference(nineteen + nationalCheck(nineteen))).toBe(true);
    expect(isValidNationalReference(nineteen + '0' + nationalCheck(nineteen + '0'))).toBe(false);
  });

  it.each([
    ['1233', 'wrong check digit'],
    ['1357915', 'wrong check digit'],
    ['01232', 'leading zero (Finnish banks: leading zeros are not written)'],
    ['0000', 'only zeros'],
    ['12 34 5', 'wrong check digit, grouped'],
    ['1232 ', 'trailing space'],
    [' 1232', 'leading space'],
    ['12  32', 'double space'],
    ['12\t32', 'tab'],
    ['12-32', 'hyphen'],
    ['123a', 'letter'],
    ['１２３２', 'full-width digits'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidNationalReference(value)).toBe(false);
  });

  it('accepts a generated reference, also with single spaces between any digits, and rejects every other check digit', () => {
    fc.assert(
      fc.property(
        validNational,
        fc.array(fc.boolean(), { maxLength: 20 }),
        fc.integer({ min: 0, max: 9 }),
        (value, spaces, other) => {
          expect(isValidNationalReference(value)).toBe(true);
          const spaced = [...value]
            .map((digit, index) => (index > 0 && spaces[index] ? ` ${digit}` : digit))
            .join('');
          expect(isValidNationalReference(spaced)).toBe(true);
          fc.pre(String(other) !== value.slice(-1));
          expect(isValidNationalReference(value.slice(0, -1) + other)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('nationalReferenceCheckDigit', () => {
  it.each([
    ['123', 2],
    ['1234', 4],
    ['135791', 4],
    ['123456', 1],
    ['0', 0],
  ])('of %s is %d', (base, digit) => {
    expect(nationalReferenceCheckDigit(base)).toBe(digit);
  });

  it('is the independent computation, and finnish-bank-utils generates the same', () => {
    fc.assert(
      fc.property(nationalBase, (base) => {
        expect(nationalReferenceCheckDigit(base)).toBe(nationalCheck(base));
        expect(FinnishBankUtils.generateFinnishRefNumber(base)).toBe(base + nationalCheck(base));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['', '12a', '1 2', '-1'])('throws a RangeError for %j', (base) => {
    expect(() => nationalReferenceCheckDigit(base)).toThrow(RangeError);
  });
});

describe('isValidRfReference', () => {
  it.each([
    'RF18539007547034',
    'RF18 5390 0754 7034',
    'rf18539007547034',
    'Rf18 5390 0754 7034',
    'RF1512345678901239',
    'RF15 1234 5678 9012 39',
  ])('accepts %s', (value) => {
    expect(isValidRfReference(value)).toBe(true);
    expect(isValidReferenceNumber(value)).toBe(true);
  });

  it('accepts letters in the reference, in either case (ISO 11649 allows 1–21 letters or digits)', () => {
    const value = rfOf('INVOICE2024X');
    expect(isValidRfReference(value)).toBe(true);
    expect(isValidRfReference(value.toLowerCase())).toBe(true);
    expect(isValidRfReference(inGroupsOfFour(value))).toBe(true);
  });

  it.each([
    ['RF19539007547034', 'wrong check digits'],
    ['RF18539007547035', 'wrong last character'],
    ['RF18539007547043', 'neighbours swapped'],
    ['RF18 539007547034', 'spaces not in groups of four'],
    ['RF1853900754 7034', 'spaces not in groups of four'],
    ['RF18 5390 0754 7034 ', 'trailing space'],
    [' RF18 5390 0754 7034', 'leading space'],
    ['RF18  5390 0754 7034', 'double space'],
    ['RF18', 'no reference'],
    ['RF', 'nothing after RF'],
    ['RF1A539007547034', 'letter in the check digits'],
    ['RG18539007547034', 'not RF'],
    ['18539007547034', 'RF missing (and not a national reference either)'],
    ['RF18-5390-0754-7034', 'hyphens'],
    ['RF18539007547034Ä', 'non-ASCII letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidRfReference(value)).toBe(false);
  });

  it('accepts 21 characters after the check digits and rejects 22', () => {
    expect(isValidRfReference(rfOf('1'.repeat(21)))).toBe(true);
    expect(isValidRfReference(rfOf('1'.repeat(22)))).toBe(false);
  });

  it('rejects letters that only become ASCII when upper-cased (ſ → S, ı → I)', () => {
    const value = rfOf('SIX');
    expect(isValidRfReference(value)).toBe(true);
    expect(isValidRfReference(value.replace('S', 'ſ'))).toBe(false);
    expect(isValidRfReference(value.replace('I', 'ı'))).toBe(false);
  });

  it('rejects check digits 00, 01 and 99, which the algorithm never produces although they can satisfy mod 97', () => {
    // 99 ≡ 02, 00 ≡ 97 and 01 ≡ 98 (mod 97): find bodies whose check digits are 02, 97 and 98.
    const bodyWith = (digits: string) => {
      for (let n = 1; ; n++) if (rfCheckDigits(String(n)) === digits) return String(n);
    };
    for (const [real, alias] of [
      ['02', '99'],
      ['97', '00'],
      ['98', '01'],
    ] as const) {
      const body = bodyWith(real);
      expect(isValidRfReference(`RF${real}${body}`)).toBe(true);
      expect(isValidRfReference(`RF${alias}${body}`)).toBe(false);
    }
  });

  it('accepts a generated reference, in print form too, and rejects every other pair of check digits', () => {
    fc.assert(
      fc.property(rfBody, fc.integer({ min: 0, max: 99 }), (body, other) => {
        const value = rfOf(body);
        expect(isValidRfReference(value)).toBe(true);
        expect(isValidRfReference(inGroupsOfFour(value))).toBe(true);
        const otherDigits = String(other).padStart(2, '0');
        fc.pre(otherDigits !== value.slice(2, 4));
        expect(isValidRfReference(`RF${otherDigits}${body}`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a generated reference with one digit replaced by another digit, or two different neighbours swapped', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{2,21}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const value = rfOf(body);
          const index = 4 + (at % body.length);
          const changed = String((Number(value[index]) + shift) % 10);
          expect(isValidRfReference(value.slice(0, index) + changed + value.slice(index + 1))).toBe(false);
          const swapAt = 4 + (at % (body.length - 1));
          fc.pre(value[swapAt] !== value[swapAt + 1]);
          const swapped =
            value.slice(0, swapAt) + value[swapAt + 1] + value[swapAt] + value.slice(swapAt + 2);
          expect(isValidRfReference(swapped)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('isValidReferenceNumber', () => {
  it('is either form', () => {
    fc.assert(
      fc.property(fc.oneof(validNational, validRf, fc.string({ maxLength: 25 })), (value) => {
        expect(isValidReferenceNumber(value)).toBe(
          isValidNationalReference(value) || isValidRfReference(value),
        );
      }),
    );
  });

  describe('agreement with finnish-bank-utils', () => {
    it('rejects a leading zero although finnish-bank-utils strips it: Finnish banks do not write leading zeros', () => {
      expect(FinnishBankUtils.isValidFinnishRefNumber('01232')).toBe(true);
      expect(FinnishBankUtils.isValidFinnishRefNumber('00000001232')).toBe(true);
      expect(isValidReferenceNumber('01232')).toBe(false);
      expect(isValidReferenceNumber('00000001232')).toBe(false);
    });

    it('allows spaces only between digits (national) or in groups of four (RF) although finnish-bank-utils removes any whitespace', () => {
      for (const value of [
        ' 1232',
        '1232 ',
        '12  32',
        '12\t32',
        '1232\n',
        'RF15 12345678901239',
        'RF151234 5678 9012 39',
        ' RF1512345678901239',
      ]) {
        expect(FinnishBankUtils.isValidFinnishRefNumber(value), value).toBe(true);
        expect(isValidReferenceNumber(value), value).toBe(false);
      }
    });

    it('accepts any ISO 11649 reference although finnish-bank-utils wants an RF-wrapped national reference: SPEC §5 asks for mod 97 only', () => {
      // 539007547034 of the published RF18539007547034 is no valid national reference either.
      for (const body of ['INVOICE2024X', '123', '1233', '1'.repeat(21), '539007547034']) {
        expect(FinnishBankUtils.isValidFinnishRefNumber(rfOf(body)), body).toBe(false);
        expect(isValidReferenceNumber(rfOf(body)), body).toBe(true);
      }
    });

    it('rejects RF check digits 00, 01 and 99 although finnish-bank-utils accepts them when mod 97 holds', () => {
      // A national reference whose RF check digits are 02: RF99 + it also leaves remainder 1.
      let body = '';
      for (let base = 100; rfCheckDigits(body) !== '02' || body === ''; base++)
        body = `${base}${nationalCheck(String(base))}`;
      expect(FinnishBankUtils.isValidFinnishRefNumber(`RF99${body}`)).toBe(true);
      expect(isValidReferenceNumber(`RF99${body}`)).toBe(false);
    });

    it('agrees on every other valid, mutated and random input without whitespace', () => {
      const nationalInRf = validNational.map((national) => rfOf(national));
      const input = fc.oneof(
        validNational,
        validNational.chain((value) => mutated(value, '0123456789')),
        fc.stringMatching(/^[0-9]{1,22}$/),
        nationalInRf,
        nationalInRf.chain((value) => mutated(value, '0123456789RFA')),
        nationalInRf.map((value) => value.toLowerCase()),
        validRf,
        validRf.chain((value) => mutated(value, '0123456789ABRF')),
        fc.string({ maxLength: 25 }).filter((value) => !/\s/.test(value)),
      );
      const counts = { agreedValid: 0, agreedInvalid: 0, documented: 0 };
      fc.assert(
        fc.property(input, (value) => {
          const ours = isValidReferenceNumber(value);
          const theirs = FinnishBankUtils.isValidFinnishRefNumber(value);
          const upper = value.toUpperCase();
          if (/^0[0-9]*$/.test(value)) {
            // Leading zero: documented above.
            expect(ours).toBe(false);
            counts.documented++;
          } else if (upper.startsWith('RF') && ours !== theirs) {
            // Documented above: they accept ⇒ we accept unless the check digits are 00/01/99;
            // we accept but they reject ⇒ what follows the check digits is no 4–20-digit national reference.
            if (theirs) expect(['00', '01', '99']).toContain(upper.slice(2, 4));
            else expect(isValidNationalReference(upper.slice(4))).toBe(false);
            counts.documented++;
          } else {
            expect(ours).toBe(theirs);
            counts[ours ? 'agreedValid' : 'agreedInvalid']++;
          }
        }),
        { numRuns: 6000 },
      );
      expect(counts.agreedValid).toBeGreaterThan(1000);
      expect(counts.agreedInvalid).toBeGreaterThan(1000);
      expect(counts.documented).toBeGreaterThan(100);
    });
  });
});
