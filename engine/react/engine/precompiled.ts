/** The engine's validators from a form's precompiled functions (engine/generated/<form>.validators.ts). */
import { hashForSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { SubmissionValidators } from '../../core/submission.ts';
import type { FormDefinition, ValidateFunction } from '../../core/types.ts';

export type PrecompiledValidator = ReturnType<typeof createPrecompiledValidator<unknown, never>>;

export function precompiledValidators(
  form: FormDefinition,
  validateFns: Record<string, ValidateFunction>,
): { rjsfValidator: PrecompiledValidator; validators: SubmissionValidators } {
  const rjsfValidator = createPrecompiledValidator<unknown, never>(
    validateFns as unknown as ValidatorFunctions,
    form.schema as never,
  );
  // RJSF asks for a sub-schema's validator each time a field's condition (`if`) is resolved, on every
  // render; the library finds it by hashing the schema's JSON each time. Schemas are never changed
  // in place, so the function found for a schema object is kept for that object.
  // (createPrecompiledValidator returns the library's AJV8PrecompiledValidator, typed as its interface.)
  const instance = rjsfValidator as AJV8PrecompiledValidator<unknown, never>;
  const found = new WeakMap<object, ReturnType<typeof instance.getValidator>>();
  const getValidator = instance.getValidator.bind(instance);
  instance.getValidator = (schema) => {
    let validate = found.get(schema);
    if (!validate) {
      validate = getValidator(schema);
      found.set(schema, validate);
    }
    return validate;
  };
  // The key @rjsf/validator-ajv8 gives the root schema: its $id, or else its hash.
  const rootKey = typeof form.schema.$id === 'string' ? form.schema.$id : hashForSchema(form.schema as never);
  const validate = validateFns[rootKey];
  if (!validate)
    throw new Error(`engine: no precompiled validator for form ${form.id}; run npm run schemas:build`);
  return {
    rjsfValidator,
    validators: {
      validate,
      isValid: (schema, data) => rjsfValidator.isValid(schema as never, data, form.schema as never),
    },
  };
}
