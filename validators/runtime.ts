/**
 * The functions that validator code calls at run time: ajv formats by name and keyword checks.
 * Precompiled (standalone) validators import this module as `validatorsRuntime`; the runtime ajv
 * of the server holds references to the same functions (validators/ajv.ts).
 */
import { bicMatchesIbanCountry } from './bic.ts';
import { isDateOnOrAfter, isDateOnOrBefore, isDateRangeOrdered, isIsoDate } from './date.ts';
import { formats as ruleFormats } from './formats.ts';

export const formats = {
  ...ruleFormats,
  /** Dates on the wire are ISO `YYYY-MM-DD` (ARCHITECTURE.md, Conventions). */
  date: isIsoDate,
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What the server validates a submission with (the validate function's `this`): for each kind of
 * `callersOwn`, the values that are the caller's own. Absent (the browser), the rule holds.
 */
export interface CallersOwnContext {
  callersOwn: Readonly<Record<string, ReadonlySet<string>>>;
}

function callersOwnOf(context: unknown): CallersOwnContext['callersOwn'] | undefined {
  if (typeof context !== 'object' || context === null || !('callersOwn' in context)) return undefined;
  return (context as CallersOwnContext).callersOwn;
}

export const checks = {
  /** `dateMinimum`: a valid ISO date is on or after the bound (`YYYY-MM-DD` or `today`). */
  dateMinimum: (value: unknown, bound: string): boolean =>
    typeof value !== 'string' || !isIsoDate(value) || isDateOnOrAfter(value, bound),
  /** `dateMaximum`: a valid ISO date is on or before the bound. */
  dateMaximum: (value: unknown, bound: string): boolean =>
    typeof value !== 'string' || !isIsoDate(value) || isDateOnOrBefore(value, bound),
  /** `dateRangeOrder`: the end is not before the start (either missing: nothing to compare). */
  dateRangeOrder: (from: unknown, to: unknown): boolean => {
    const start = asText(from);
    const end = asText(to);
    if (!isIsoDate(start) || !isIsoDate(end)) return true;
    return isDateRangeOrdered(start, end);
  },
  /** `bicMatchesIban`: the BIC's country is the IBAN's (either missing: nothing to compare). */
  bicMatchesIban: (bic: unknown, iban: unknown): boolean => {
    const bicText = asText(bic);
    const ibanText = asText(iban);
    if (!bicText || !ibanText) return true;
    return bicMatchesIbanCountry(bicText, ibanText);
  },
  /**
   * `callersOwn`: the value is one of the caller's own of `kind`, when the validation's context
   * says which those are (the server); without a context (the browser) nothing is known, and the
   * rule holds. A context without the kind knows of none: the value is refused. An empty value is
   * the schema's `minLength` or `required` to judge.
   */
  callersOwn: (value: unknown, kind: string, context: unknown): boolean => {
    const owned = callersOwnOf(context);
    if (owned === undefined || typeof value !== 'string' || value === '') return true;
    return owned[kind]?.has(value) ?? false;
  },
};
