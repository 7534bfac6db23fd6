/**
 * Finnish business ids, Y-tunnus / FO-nummer (SPEC §5): seven digits, a hyphen and a check digit,
 * e.g. `0737546-2`.
 *
 * The check digit: multiply the seven digits by the weights 7, 9, 10, 5, 8, 4, 2 and take the sum
 * modulo 11. Remainder 0 gives check digit 0; remainder 1 is never issued (no valid id has those
 * seven digits); otherwise the check digit is 11 − remainder.
 */

export const BUSINESS_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;

const BUSINESS_ID_PATTERN = /^([0-9]{7})-([0-9])$/;

/**
 * The check digit for seven digits, or null when there is none: the input is not exactly seven
 * digits, or the weighted sum leaves remainder 1.
 */
export function businessIdCheckDigit(sevenDigits: string): number | null {
  if (!/^[0-9]{7}$/.test(sevenDigits)) return null;
  let sum = 0;
  for (let index = 0; index < 7; index++) {
    sum += Number(sevenDigits[index]) * BUSINESS_ID_WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

export function isValidBusinessId(value: string): boolean {
  const match = BUSINESS_ID_PATTERN.exec(value);
  if (!match) return false;
  const checkDigit = businessIdCheckDigit(match[1]!);
  return checkDigit !== null && checkDigit === Number(match[2]);
}
