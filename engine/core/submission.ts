/**
 * The path of a submission through the engine, the same in the browser and on the server:
 * computed values are set, the data of hidden fields is dropped, and the rest is validated.
 */
import type { Translate } from '../../texts/index.ts';
import type { CallersOwnContext } from '../../validators/runtime.ts';
import { applyComputed } from './computed.ts';
import { getAt, isAtOrUnder, setAt } from './paths.ts';
import {
  describeErrors,
  mapAjvErrors,
  unknownFieldErrors,
  type ErrorMapper,
  type MappedError,
} from './errors.ts';
import { pruneHiddenData, type IsValid } from './resolve.ts';
import { computedRules } from './uiSchema.ts';
import type { ComputedRule, FieldError, FormDefinition, ValidateFunction } from './types.ts';

export interface SubmissionCheck<T> {
  /** What is submitted: computed values set, hidden fields dropped. */
  data: T;
  errors: FieldError[];
}

export interface SubmissionValidators {
  /** Validates the whole form's data (the form schema's compiled function). */
  validate: ValidateFunction;
  /** Validates against a subschema: resolves `if` conditions. */
  isValid: IsValid;
}

export interface CheckOptions {
  /**
   * `refuse` (the server): a field the data does not show is an error.
   * `drop` (the browser): the user's hidden input is simply not sent.
   */
  hiddenFields: 'refuse' | 'drop';
  /**
   * The server's: what is the caller's own, for the `callersOwn` rule (validators/runtime.ts),
   * handed to the validate function as its `this`. The browser has none.
   */
  context?: CallersOwnContext;
}

/** The submission's data and its errors as text codes (not yet in any language). */
export function findErrors<T>(
  form: FormDefinition,
  data: T,
  validators: SubmissionValidators,
  options: CheckOptions,
  mapErrors: ErrorMapper = mapAjvErrors,
): { data: T; errors: MappedError[] } {
  const pruned = pruneHiddenData(form.schema, data, validators.isValid);
  // Computed after pruning: an amount the user typed and then hid does not count.
  const computed = applyComputed(pruned.data, computedRules(form.uiSchema));
  const unknown = options.hiddenFields === 'refuse' ? unknownFieldErrors(pruned.removed) : [];
  validators.validate.call(options.context ?? validators, computed);
  const mapped = mapErrors(validators.validate.errors, form.schema, form.uiSchema, {
    data: computed,
    isValid: validators.isValid,
  });
  return {
    data: computed,
    errors: [...unknown, ...holdComputedErrors(mapped, computedRules(form.uiSchema))],
  };
}

/**
 * An error of a computed value (the total of the amounts) waits while a field it is computed from,
 * or a field in the same group as one, has an error of its own: the person corrects the amounts,
 * not the read-only total, so the total says "Anna vähintään 0,01." only when the amounts are right
 * and still add up to nothing.
 */
export function holdComputedErrors(errors: MappedError[], rules: readonly ComputedRule[]): MappedError[] {
  const held = new Set<string>();
  for (const rule of rules) {
    const sources = rule.of.flatMap((path) => [path, path.slice(0, path.lastIndexOf('/'))]).filter(Boolean);
    const sourceFails = errors.some(
      (error) => error.path !== rule.target && sources.some((source) => isAtOrUnder(error.path, source)),
    );
    if (sourceFails) held.add(rule.target);
  }
  return held.size === 0 ? errors : errors.filter((error) => !held.has(error.path));
}

/**
 * The data as the form shows it while being filled in: every computed target set from the
 * visible fields only, and everything else (hidden input too) kept as typed.
 */
export function applyComputedToVisible<T>(form: FormDefinition, data: T, isValid: IsValid): T {
  const rules = computedRules(form.uiSchema);
  if (rules.length === 0) return data;
  const visible = applyComputed(pruneHiddenData(form.schema, data, isValid).data, rules);
  let result = data;
  for (const rule of rules) {
    const value = getAt(visible, rule.target);
    if (getAt(result, rule.target) !== value) result = setAt(result, rule.target, value);
  }
  return result;
}

export function checkSubmission<T>(
  form: FormDefinition,
  data: T,
  validators: SubmissionValidators,
  t: Translate,
  options: CheckOptions,
): SubmissionCheck<T> {
  const found = findErrors(form, data, validators, options);
  return { data: found.data, errors: describeErrors(found.errors, form, t) };
}
