/** The engine's validators from a form's precompiled functions (engine/generated/<form>.validators.ts). */
import { hashForSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
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
