/**
 * Computed values declared in a UI schema (`ui:computed`), so that a form author needs no code:
 * `sum` adds numbers (missing or non-numeric counts as 0, result rounded to cents); `count` counts
 * truthy values, an array counting its length.
 */
import { getAt, setAt } from './paths.ts';
import type { ComputedRule } from './types.ts';

export function computeValue(rule: ComputedRule, data: unknown): number {
  if (rule.op === 'sum') {
    const cents = rule.of.reduce((total, pointer) => {
      const value = getAt(data, pointer);
      return typeof value === 'number' && Number.isFinite(value) ? total + Math.round(value * 100) : total;
    }, 0);
    return cents / 100;
  }
  return rule.of.reduce((total, pointer) => {
    const value = getAt(data, pointer);
    if (Array.isArray(value)) return total + value.length;
    return value ? total + 1 : total;
  }, 0);
}

/** The data with every computed target set; the same object when nothing changed. */
export function applyComputed<T>(data: T, rules: readonly ComputedRule[]): T {
  let result = data;
  for (const rule of rules) {
    const value = computeValue(rule, result);
    if (getAt(result, rule.target) !== value) result = setAt(result, rule.target, value);
  }
  return result;
}
