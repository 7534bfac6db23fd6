import fc from 'fast-check';
import { FinnishBusinessIds } from 'finnish-business-ids';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ID_WEIGHTS, businessIdCheckDigit, isValidBusinessId } from './businessId.ts';
import { mutated } from './mutations.test-helpers.ts';

/** Seven digits as a string. */
const sevenDigits = fc.stringMatching(/^[0-9]{7}$/);

/** An independent computation of the check digit (null: remainder 1). */
function expectedCheckDigit(digits: string): number | null {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : remainder === 1 ? null : 11 - remainder;
}

const validBusinessId = sevenDigits
  .filter((digits) => expectedCheckDigit(digits) !== null)
  .map((digits) => `${digits}-${expectedCheckDigit(digits)}`);

describe('isValidBusinessId', () => {
  it.each([
    '0737546-2',
    '1572860-0',
    '0246246-0', // Kela
    '0112038-9', // Nokia Oyj
    '0245437-2', // Verohallinto
  ])('accepts the published business id %s', (value) => {
    expect(isValidBusinessId(value)).toBe(true);
  });

  it.each([
    ['0737546-3', 'wrong check digit'],
    ['1572860-1', 'wrong check digit'],
    ['07375462', 'no hyphen'],
    ['0737546 2', 'space instead of hyphen'],
    ['0737546–2', 'en dash instead of hyphen'],
    ['737546-2', 'six digits'],
    ['00737546-2', 'eight digits'],
    ['0737546-', 'no check digit'],
    ['0737546-22', 'two check digits'],
    [' 0737546-2', 'leading space'],
    ['0737546-2 ', 'trailing space'],
    ['A737546-2', 'letter'],
    ['FI07375462', 'VAT number form'],
    ['０７３７５４６-２', 'full-width digits'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidBusinessId(value)).toBe(false);
  });

  it('rejects every check digit when the weighted sum leaves remainder 1 (1000008: 1·7 + 8·2 = 23)', () => {
    expect(businessIdCheckDigit('1000008')).toBeNull();
    for (let digit = 0; digit <= 9; digit++) expect(isValidBusinessId(`1000008-${digit}`)).toBe(false);
  });

  it('accepts remainder 0 with check digit 0 (0000000-0, 1572860-0)', () => {
    expect(businessIdCheckDigit('0000000')).toBe(0);
    expect(isValidBusinessId('0000000-0')).toBe(true);
  });

  it('accepts a generated id and rejects it with any other check digit', () => {
    fc.assert(
      fc.property(validBusinessId, fc.integer({ min: 0, max: 9 }), (id, otherDigit) => {
        expect(isValidBusinessId(id)).toBe(true);
        fc.pre(String(otherDigit) !== id.slice(-1));
        expect(isValidBusinessId(id.slice(0, -1) + otherDigit)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with finnish-business-ids on valid, mutated and random input', () => {
    const input = fc.oneof(
      validBusinessId,
      validBusinessId.chain((id) => mutated(id, '0123456789- A')),
      fc.stringMatching(/^[0-9]{7}-[0-9]$/),
      fc.string({ maxLength: 12 }),
    );
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(input, (value) => {
        const ours = isValidBusinessId(value);
        expect(ours).toBe(FinnishBusinessIds.isValidBusinessId(value));
        if (ours) accepted++;
        else rejected++;
      }),
      { numRuns: 5000 },
    );
    // Both answers were exercised, not just one.
    expect(accepted).toBeGreaterThan(500);
    expect(rejected).toBeGreaterThan(500);
  });
});

describe('businessIdCheckDigit', () => {
  it('uses the weights 7, 9, 10, 5, 8, 4, 2', () => {
    expect([...BUSINESS_ID_WEIGHTS]).toEqual([7, 9, 10, 5, 8, 4, 2]);
    expect(businessIdCheckDigit('0737546')).toBe(2);
    expect(businessIdCheckDigit('1572860')).toBe(0);
  });

  it('is the independent computation for every seven digits, and the library agrees', () => {
    fc.assert(
      fc.property(sevenDigits, (digits) => {
        const expected = expectedCheckDigit(digits);
        expect(businessIdCheckDigit(digits)).toBe(expected);
        expect(FinnishBusinessIds.calculateChecksum(digits)).toBe(expected ?? -1);
      }),
      { numRuns: 3000 },
    );
  });

  it.each(['', '123456', '12345678', '123456a', '１２３４５６７'])(
    'returns null for %j, which is not seven digits',
    (value) => {
      expect(businessIdCheckDigit(value)).toBeNull();
    },
  );
});
