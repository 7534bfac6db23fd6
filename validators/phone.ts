/**
 * Phone numbers (SPEC §5): an optional leading `+`, then digits in groups separated by a single
 * hyphen or a single space. No leading, trailing or doubled separators, nothing else (no brackets,
 * no dots, no letters).
 *
 * Length bounds: 5–20 digits in all (separators and `+` not counted). 20 leaves room for an
 * E.164 number (at most 15 digits) written with an international call prefix such as `00` and
 * still rejects runaway input; 5 rejects obvious fragments while accepting short national numbers.
 */

/** Fewest digits a phone number may have. */
export const PHONE_MIN_DIGITS = 5;
/** Most digits a phone number may have. */
export const PHONE_MAX_DIGITS = 20;

const PHONE_PATTERN = /^\+?[0-9]+(?:[ -][0-9]+)*$/;

export function isValidPhone(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digitCount = value.replace(/[^0-9]/g, '').length;
  return digitCount >= PHONE_MIN_DIGITS && digitCount <= PHONE_MAX_DIGITS;
}
