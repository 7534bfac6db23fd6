/**
 * Finnish personal identity codes, henkilötunnus (SPEC §5): `DDMMYY`, a century sign, a
 * three-digit individual number and a check character, e.g. `131052-308T`, `010594Y9032`.
 *
 * - Century signs exactly as SPEC §5: `A B C D E F` for births in 2000–2099; `-` `Y` `X` `W` `V`
 *   `U` for 1900–1999 (the letters were added in 2023, as equals of `-` and `A`). The 1800s sign
 *   `+` is not in SPEC §5 and is rejected.
 * - The date must be a real calendar date (29.02 only in leap years). The code says nothing about
 *   today, so a 2000s code with a birth date after today is still well-formed; bounding the birth
 *   date is the form's date rules' business.
 * - Individual number 002–999. 000 and 001 are never issued. 002–899 are the numbers of the
 *   population register; 900–999 are temporary codes (hospitals, tests) and the published example
 *   codes (e.g. `010594Y9032`) use them, so they are accepted. Odd: male, even: female.
 * - Check character: the nine digits `DDMMYYNNN` as a number modulo 31, looked up in
 *   HETU_CHECK_CHARACTERS. The century sign does not take part.
 * - Upper case only; no surrounding spaces.
 */

/** The check characters, indexed by the remainder modulo 31. */
export const HETU_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Century sign → first year of the century. */
export const HETU_CENTURY_SIGNS: Readonly<Record<string, number>> = {
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

export const HETU_MIN_INDIVIDUAL_NUMBER = 2;
export const HETU_MAX_INDIVIDUAL_NUMBER = 999;

export interface ParsedHetu {
  /** YYYY-MM-DD */
  birthDate: string;
  /** First year of the birth century: 1900 or 2000. */
  century: number;
  individualNumber: number;
  sex: 'male' | 'female';
}

const HETU_PATTERN = /^([0-9]{2})([0-9]{2})([0-9]{2})([-YXWVUABCDEF])([0-9]{3})([0-9ABCDEFHJKLMNPRSTUVWXY])$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const daysIn = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;

/**
 * The check character of nine digits `DDMMYYNNN`. Throws a RangeError when the input is not
 * exactly nine digits.
 */
export function hetuCheckCharacter(nineDigits: string): string {
  if (!/^[0-9]{9}$/.test(nineDigits)) throw new RangeError(`Expected nine digits, got '${nineDigits}'`);
  return HETU_CHECK_CHARACTERS[Number(nineDigits) % 31]!;
}

export function parseHetu(value: string): ParsedHetu | null {
  const match = HETU_PATTERN.exec(value);
  if (!match) return null;
  const [, dd, mm, yy, sign, nnn, check] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const century = HETU_CENTURY_SIGNS[sign]!;
  const year = century + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  const individualNumber = Number(nnn);
  if (individualNumber < HETU_MIN_INDIVIDUAL_NUMBER || individualNumber > HETU_MAX_INDIVIDUAL_NUMBER)
    return null;
  if (hetuCheckCharacter(dd + mm + yy + nnn) !== check) return null;
  return {
    birthDate: `${year}-${mm}-${dd}`,
    century,
    individualNumber,
    sex: individualNumber % 2 === 1 ? 'male' : 'female',
  };
}

export function isValidHetu(value: string): boolean {
  return parseHetu(value) !== null;
}
