import type { ErrorSchema } from '@rjsf/utils';
import { pointerToSegments } from '../../core/paths.ts';
import type { FieldError } from '../../core/types.ts';

/** RJSF's nested error schema (`{ a: { b: { __errors: […] } } }`) for the engine's field errors. */
export function toRjsfErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    let node = root;
    for (const segment of pointerToSegments(error.path)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    ((node['__errors'] ??= []) as string[]).push(error.message);
  }
  return root as ErrorSchema;
}
