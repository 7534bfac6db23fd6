/**
 * A month as a period (issue 13: the payment file's period): `YYYY-MM`, month 01–12, year 1900–9999
 * (the year of SPEC's default minimum date, `DEFAULT_MIN_DATE`, to the last four-digit year).
 */

const YEAR_MONTH_PATTERN = /^([0-9]{4})-([0-9]{2})$/;

/** Format `year-month`: `YYYY-MM`, month 01–12, year 1900–9999. */
export function isYearMonth(text: string): boolean {
  if (typeof text !== 'string') return false;
  const match = YEAR_MONTH_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && month >= 1 && month <= 12;
}
