import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isValidPhone } from './phone.ts';

/** Digit groups joined by single spaces or hyphens, with or without a leading plus. */
const phoneFrom = (groups: string[], separators: string[], plus: boolean) =>
  (plus ? '+' : '') +
  groups
    .map((group, index) => (index === 0 ? group : separators[index % separators.length] + group))
    .join('');

const digitGroups = (minDigits: number, maxDigits: number) =>
  fc.array(fc.stringMatching(/^[0-9]{1,6}$/), { minLength: 1, maxLength: 8 }).filter((groups) => {
    const count = groups.join('').length;
    return count >= minDigits && count <= maxDigits;
  });

const validPhone = fc
  .tuple(
    digitGroups(PHONE_MIN_DIGITS, PHONE_MAX_DIGITS),
    fc.array(fc.constantFrom(' ', '-'), { minLength: 1, maxLength: 8 }),
    fc.boolean(),
  )
  .map(([groups, separators, plus]) => phoneFrom(groups, separators, plus));

describe('isValidPhone', () => {
  it.each([
    '+358 40 123 4567',
    '+358401234567',
    '040 123 4567',
    '040-123 4567',
    '0401234567',
    '09-1234 567',
    '+46 8 123 456 78',
    '+1-202-555-0143',
    '00358 40 123 4567',
    '12345',
    '12345678901234567890',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['+', 'plus only'],
    ['1234', 'four digits: fewer than 5'],
    ['123456789012345678901', 'twenty-one digits: more than 20'],
    ['+358 40 123 4567 8901 234567', 'twenty-one digits with plus and spaces'],
    ['++358 40 123 4567', 'two plus signs'],
    ['358+40 123 4567', 'plus inside'],
    ['+ 358 40 123 4567', 'space after plus'],
    ['+-358 40 123 4567', 'hyphen after plus'],
    [' 040 123 4567', 'leading space'],
    ['040 123 4567 ', 'trailing space'],
    ['-040 123 4567', 'leading hyphen'],
    ['040 123 4567-', 'trailing hyphen'],
    ['040  123 4567', 'double space'],
    ['040--123 4567', 'double hyphen'],
    ['040 -123 4567', 'space and hyphen together'],
    ['(09) 123 4567', 'brackets'],
    ['040.123.4567', 'dots'],
    ['040/123 4567', 'slash'],
    ['040\t123 4567', 'tab'],
    ['040 123 456a', 'letter'],
    ['040–123 4567', 'en dash'],
    ['０４０ １２３ ４５６７', 'full-width digits'],
    ['٠٤٠١٢٣٤٥٦٧', 'Arabic-Indic digits'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('accepts generated numbers of 5–20 digits in groups', () => {
    fc.assert(
      fc.property(validPhone, (value) => {
        expect(isValidPhone(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects generated numbers with fewer than 5 or more than 20 digits', () => {
    const wrongCount = fc.oneof(digitGroups(1, PHONE_MIN_DIGITS - 1), digitGroups(PHONE_MAX_DIGITS + 1, 48));
    fc.assert(
      fc.property(
        wrongCount,
        fc.array(fc.constantFrom(' ', '-'), { minLength: 1 }),
        fc.boolean(),
        (groups, separators, plus) => {
          expect(isValidPhone(phoneFrom(groups, separators, plus))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rejects a generated number with any other character inserted, or a separator doubled', () => {
    const foreign = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9 -]/.test(c));
    fc.assert(
      fc.property(validPhone, foreign, fc.nat(), (value, character, at) => {
        const index = at % (value.length + 1);
        fc.pre(!(character === '+' && index === 0 && !value.startsWith('+')));
        expect(isValidPhone(value.slice(0, index) + character + value.slice(index))).toBe(false);
        const separatorAt = value.search(/[ -]/);
        if (separatorAt >= 0) {
          expect(
            isValidPhone(value.slice(0, separatorAt) + value[separatorAt] + value.slice(separatorAt)),
          ).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
