/**
 * A date written in a file cell (issue 13: the payment file's due date): `dd.MM.yyyy` or `d.M.yyyy`
 * (the day and the month each with one or two digits) or ISO `YYYY-MM-DD`, a real calendar day on
 * or after `DEFAULT_MIN_DATE` (1900-01-01). Unlike a date typed in a form (`parseFinnishDate`), the
 * eight digits `ddMMyyyy` are not a date here, and nothing is trimmed: a file must be explicit.
 */
import { DEFAULT_MIN_DATE, parseFinnishDate } from './date.ts';

/** The two written forms, checked before `parseFinnishDate` (which also takes eight digits and trims). */
const TYPED_DATE_PATTERN = /^(?:[0-9]{1,2}\.[0-9]{1,2}\.[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$/;

/** The day as ISO `YYYY-MM-DD`, or null when the text is not one of the forms above or is before 1900-01-01. */
export function parseTypedDate(text: string): string | null {
  if (typeof text !== 'string' || !TYPED_DATE_PATTERN.test(text)) return null;
  const iso = parseFinnishDate(text);
  return iso !== null && iso >= DEFAULT_MIN_DATE ? iso : null;
}

/** Format `typed-date`: see `parseTypedDate`. */
export function isValidTypedDate(text: string): boolean {
  return parseTypedDate(text) !== null;
}
