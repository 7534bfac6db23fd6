import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EURO_AMOUNT_CENTS, isValidEuroAmount, parseEuroAmount } from './euroAmount.ts';

/** Integer cents as euros with the given separator and 0–2 decimals (trailing zeros dropped when `short`). */
function formatCents(cents: number, separator: ',' | '.', decimals: 0 | 1 | 2): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  if (decimals === 0) return String(euros);
  return `${euros}${separator}${rest.slice(0, decimals)}`;
}

const validCents = fc.integer({ min: 1, max: MAX_EURO_AMOUNT_CENTS });
const separator = fc.constantFrom(',' as const, '.' as const);

describe('parseEuroAmount: valid vectors', () => {
  it.each([
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['12', 1200],
    ['12,5', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['12,05', 1205],
    ['0,01', 1],
    ['0.01', 1],
    ['0,5', 50],
    ['0,50', 50],
    ['0,1', 10],
    ['1', 100],
    ['1,00', 100],
    ['850,00', 85000],
    ['99999', 9_999_900],
    ['99999,9', 9_999_990],
    ['99999,99', 9_999_999],
    ['99999.99', 9_999_999],
    ['10000', 1_000_000],
  ])('%j is %i cents', (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
    expect(isValidEuroAmount(text)).toBe(true);
  });
});

describe('parseEuroAmount: invalid vectors', () => {
  it.each([
    ['0', 'zero'],
    ['0,00', 'zero with decimals'],
    ['0.0', 'zero with a decimal'],
    ['00,01', 'two zeros before the separator'],
    ['01,50', 'leading zero'],
    ['012', 'leading zero'],
    ['100000', 'over 99 999,99'],
    ['100000,00', 'over 99 999,99'],
    ['99999,999', 'three decimals'],
    ['1,234', 'three decimals (or a thousands separator)'],
    ['1.234,56', 'thousands point'],
    ['1,234.56', 'thousands comma'],
    [',5', 'no euros'],
    ['.5', 'no euros'],
    ['5,', 'separator without decimals'],
    ['5.', 'separator without decimals'],
    ['1 000,00', 'thousands space'],
    ['1\u00a0000,00', 'thousands no-break space'],
    ['1\u202f000,00', 'thousands narrow no-break space'],
    ['-1', 'sign'],
    ['+1', 'sign'],
    ['-0,01', 'negative'],
    ['1e3', 'exponent'],
    ['1E3', 'exponent'],
    ['Infinity', 'not a number'],
    ['NaN', 'not a number'],
    ['0x10', 'hexadecimal'],
    [' 12,50', 'leading space'],
    ['12,50 ', 'trailing space'],
    ['\t12,50', 'leading tab'],
    ['12,50\n', 'trailing newline'],
    ['12 ,50', 'space before the separator'],
    ['12,5 0', 'space in the decimals'],
    ['12,,50', 'two separators'],
    ['1,2,3', 'two separators'],
    ['1.2.3', 'two separators'],
    ['12,50 €', 'currency sign'],
    ['€12,50', 'currency sign'],
    ['12,50e', 'letter'],
    ['１２,５０', 'full-width digits'],
    ['١٢', 'Arabic-Indic digits'],
    ['', 'empty'],
    [' ', 'space'],
    [',', 'separator only'],
  ])('%j is refused (%s)', (text) => {
    expect(parseEuroAmount(text)).toBeNull();
    expect(isValidEuroAmount(text)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [12, 12.5, null, undefined, {}, ['12']]) {
      expect(parseEuroAmount(value as unknown as string)).toBeNull();
    }
  });

  it('has 99 999,99 as its maximum', () => {
    expect(MAX_EURO_AMOUNT_CENTS).toBe(9_999_999);
  });
});

describe('properties', () => {
  it('every amount from 0,01 to 99 999,99, with a comma or a point, parses back to its cents', () => {
    fc.assert(
      fc.property(validCents, separator, (cents, sep) => {
        expect(parseEuroAmount(formatCents(cents, sep, 2))).toBe(cents);
      }),
      { numRuns: 5000 },
    );
  });

  it('one decimal and no decimals mean whole tens of cents and whole euros', () => {
    fc.assert(
      fc.property(validCents, separator, (cents, sep) => {
        const tens = cents - (cents % 10);
        const whole = cents - (cents % 100);
        expect(parseEuroAmount(formatCents(cents, sep, 1))).toBe(tens === 0 ? null : tens);
        expect(parseEuroAmount(formatCents(cents, sep, 0))).toBe(whole === 0 ? null : whole);
      }),
      { numRuns: 3000 },
    );
  });

  it('the edges of the range: 0 and 100 000,00 and beyond are refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_EURO_AMOUNT_CENTS + 1, max: 1_000_000_000 }),
        separator,
        (cents, sep) => {
          expect(parseEuroAmount(formatCents(cents, sep, 2))).toBeNull();
        },
      ),
    );
    expect(parseEuroAmount(formatCents(0, ',', 2))).toBeNull();
  });

  it('any string with a character outside [0-9.,] is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }).filter((char) => !/^[0-9.,]$/.test(char)),
        fc.string({ maxLength: 6 }),
        (before, char, after) => {
          expect(parseEuroAmount(`${before}${char}${after}`)).toBeNull();
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('a leading zero before another digit is refused', () => {
    fc.assert(
      fc.property(validCents, separator, (cents, sep) => {
        expect(parseEuroAmount(`0${formatCents(cents, sep, 2)}`)).toBeNull();
      }),
    );
  });

  it('a parsed amount is an integer number of cents within the range', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,]{0,9}$/), (text) => {
        const cents = parseEuroAmount(text);
        if (cents !== null) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(1);
          expect(cents).toBeLessThanOrEqual(MAX_EURO_AMOUNT_CENTS);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('agreement with Number()', () => {
  /** The canonical shape, decided independently of our pattern: digits, optionally one separator and 1–2 digits. */
  const numberCents = (text: string): number | null => {
    if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null;
    if (/^0\d/.test(text)) return null;
    const cents = Math.round(Number(text.replace(',', '.')) * 100);
    return cents >= 1 && cents <= MAX_EURO_AMOUNT_CENTS ? cents : null;
  };

  it('on amount-shaped strings of digits, separators and zeros', () => {
    const amountLike = fc
      .tuple(
        fc.stringMatching(/^[0-9]{0,7}$/),
        fc.constantFrom('', ',', '.', ',,', '.,'),
        fc.stringMatching(/^[0-9]{0,3}$/),
      )
      .map(([euros, sep, decimals]) => `${euros}${sep}${decimals}`);
    fc.assert(
      fc.property(amountLike, (text) => {
        expect(parseEuroAmount(text)).toBe(numberCents(text));
      }),
      { numRuns: 10000 },
    );
  });
});
