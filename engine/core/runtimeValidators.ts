/**
 * Validators compiled at run time (the server, schemas:check, the Storybook playground). The
 * browser's pages use the precompiled ones instead (engine/build/precompile.ts).
 */
import { createEngineAjv } from './ajv.ts';
import type { SubmissionValidators } from './submission.ts';
import type { FormSchema, ValidateFunction } from './types.ts';

export function createRuntimeValidators(schema: FormSchema): SubmissionValidators {
  const ajv = createEngineAjv();
  const validate = ajv.compile(schema) as ValidateFunction;
  const compiled = new WeakMap<object, ValidateFunction>();
  const definitions = {
    ...(schema.definitions ? { definitions: schema.definitions } : {}),
    ...(schema.$defs ? { $defs: schema.$defs } : {}),
  };
  return {
    validate,
    isValid(subschema, data) {
      let fn = compiled.get(subschema);
      if (!fn) {
        fn = ajv.compile({ ...subschema, ...definitions }) as ValidateFunction;
        compiled.set(subschema, fn);
      }
      return fn(data);
    },
  };
}
