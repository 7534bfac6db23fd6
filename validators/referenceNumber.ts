/**
 * Payment reference numbers (SPEC §5), in either of two forms.
 *
 * National (Finnish) form, e.g. `1232`, `1357914`: 4–20 digits, the last one a check digit. The
 * base digits are multiplied from the right by the weights 7, 3, 1, 7, 3, 1, …; the check digit
 * is 10 minus the last digit of the sum (0 when that is 10). No leading zero (the Finnish banks'
 * rule: leading zeros are not written). Digits may be grouped with single spaces anywhere between
 * them (printed references use groups of five), never leading, trailing or doubled.
 *
 * International form, ISO 11649 creditor reference, e.g. `RF18539007547034`: `RF`, two check
 * digits 02–98 (the only ones the algorithm produces) and 1–21 letters or digits; moving `RF` and the check digits to the end and replacing the
 * letters by numbers (A = 10 … Z = 35) must leave remainder 1 modulo 97. Letters are accepted in
 * either case. Spaces are allowed only as in print: groups of four from the left, the last group
 * 1–4 characters (`RF18 5390 0754 7034`).
 */

import { mod97 } from './iban.ts';

export const NATIONAL_REFERENCE_WEIGHTS = [7, 3, 1] as const;
export const NATIONAL_REFERENCE_MIN_DIGITS = 4;
export const NATIONAL_REFERENCE_MAX_DIGITS = 20;

const NATIONAL_PATTERN = /^[1-9][0-9]*(?: [0-9]+)*$/;
const RF_CHARACTERS = /^[A-Za-z0-9 ]+$/;
const RF_COMPACT = /^RF(?:0[2-9]|[1-8][0-9]|9[0-8])[A-Z0-9]{1,21}$/;
const RF_PRINT_GROUPS = /^[A-Z0-9]{4}(?: [A-Z0-9]{4})* [A-Z0-9]{1,4}$/;

/**
 * The check digit for the base part of a national reference (digits only, at least one). Throws
 * a RangeError for anything else.
 */
export function nationalReferenceCheckDigit(base: string): number {
  if (!/^[0-9]+$/.test(base)) throw new RangeError(`Expected digits, got '${base}'`);
  let sum = 0;
  for (let fromRight = 0; fromRight < base.length; fromRight++) {
    sum += Number(base[base.length - 1 - fromRight]) * NATIONAL_REFERENCE_WEIGHTS[fromRight % 3]!;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNationalReference(value: string): boolean {
  if (!NATIONAL_PATTERN.test(value)) return false;
  const digits = value.replace(/ /g, '');
  if (digits.length < NATIONAL_REFERENCE_MIN_DIGITS || digits.length > NATIONAL_REFERENCE_MAX_DIGITS)
    return false;
  return nationalReferenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

export function isValidRfReference(value: string): boolean {
  if (!RF_CHARACTERS.test(value)) return false;
  const upper = value.toUpperCase();
  if (upper.includes(' ') && !RF_PRINT_GROUPS.test(upper)) return false;
  const compact = upper.replace(/ /g, '');
  if (!RF_COMPACT.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

export function isValidReferenceNumber(value: string): boolean {
  return isValidRfReference(value) || isValidNationalReference(value);
}
