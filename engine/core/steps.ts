/** Steps of a long form (`ui:steps`): which step a field is on, and each step's own errors. */
import { pointerToSegments } from './paths.ts';
import type { StepDefinition } from './types.ts';

export function stepIndexOf(path: string, steps: readonly StepDefinition[]): number {
  const top = pointerToSegments(path)[0];
  return steps.findIndex((step) => top !== undefined && step.fields.includes(top));
}

/** The errors that belong to the step: fields under the step's top-level properties. */
export function errorsOfStep<E extends { path: string }>(errors: readonly E[], step: StepDefinition): E[] {
  return errors.filter((error) => {
    const top = pointerToSegments(error.path)[0];
    return top !== undefined && step.fields.includes(top);
  });
}
