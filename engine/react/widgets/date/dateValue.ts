/**
 * How a typed date maps to form data and back, and how `ui:options` bounds are read. Shared by
 * `DateWidget` and `DateRangeField`.
 */
import {
  DEFAULT_MIN_DATE,
  formatFinnishDate,
  isDateBound,
  isIsoDate,
  normalizeDateInput,
  parseFinnishDate,
  resolveDateBound,
} from '../../../../validators/date.ts';

/** The text shown for a form-data value: ISO dates as `dd.MM.yyyy`, anything else as it is. */
export function displayOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isIsoDate(value) ? formatFinnishDate(value) : value;
}

/**
 * The form-data value of a typed text: the ISO date when it parses, the normalized text otherwise (so
 * nothing typed is lost and the schema's `format: date` reports it), `undefined` when empty.
 */
export function wireOf(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return parseFinnishDate(text) ?? normalizeDateInput(text);
}

/** The text shown after the input loses focus: `dd.MM.yyyy` when it parses, else the normalized text. */
export function blurredText(text: string): string {
  const iso = parseFinnishDate(text);
  return iso !== null ? formatFinnishDate(iso) : normalizeDateInput(text);
}

/** Treats `null` like `undefined` when comparing form data. */
export function sameValue(a: unknown, b: unknown): boolean {
  return (a ?? undefined) === (b ?? undefined);
}

export interface DateLimits {
  min: string;
  max: string | null;
  isDisabled?: (iso: string) => boolean;
}

/**
 * `ui:options.minDate` / `maxDate` (ISO or `today`; the minimum defaults to 1900-01-01) and, when a page
 * passes one programmatically, `ui:options.isDateDisabled` (a function ISO → boolean). A malformed bound
 * is ignored here; `schemas:check` reports it.
 */
export function limitsOf(options: Record<string, unknown>, today: string): DateLimits {
  const bound = (value: unknown) => (isDateBound(value) ? resolveDateBound(value, today) : null);
  const isDisabled = options.isDateDisabled;
  return {
    min: bound(options.minDate) ?? DEFAULT_MIN_DATE,
    max: bound(options.maxDate),
    ...(typeof isDisabled === 'function' ? { isDisabled: (iso: string) => Boolean(isDisabled(iso)) } : {}),
  };
}
