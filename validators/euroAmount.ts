/**
 * Euro amounts written as text (issue 13: the cells of a bulk payment file): `1234,56` or `1234.56`,
 * a decimal comma or point with 0–2 decimals, no thousands separators, sign, spaces or exponent, no
 * leading zeros but a single `0` before the separator. More than 0 and at most 99 999,99 euros.
 * Parsed to integer cents, so no amount is ever rounded.
 */

/** The largest amount, in cents (99 999,99 €). */
export const MAX_EURO_AMOUNT_CENTS = 9_999_999;

/** Euros (`0` or 1–5 digits without a leading zero), then optionally `,` or `.` and 1–2 digits. */
const EURO_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,4})(?:[.,]([0-9]{1,2}))?$/;

/**
 * The amount in integer cents (`12,5` → 1250), or null when the text is not written as above or
 * is not more than 0 and at most 99 999,99.
 */
export function parseEuroAmount(text: string): number | null {
  if (typeof text !== 'string') return null;
  const match = EURO_AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return total > 0 && total <= MAX_EURO_AMOUNT_CENTS ? total : null;
}

/** Format `euro-amount`: see `parseEuroAmount`. */
export function isValidEuroAmount(text: string): boolean {
  return parseEuroAmount(text) !== null;
}
