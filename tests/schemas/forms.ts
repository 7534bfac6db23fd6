/** Loads the forms of schemas/forms with their examples and precompiled validators (tests only). */
import { readForms } from '../../catalogue/forms.ts';
import { precompiledValidators as fromPrecompiled } from '../../engine/react/engine/precompiled.ts';
import type { SubmissionValidators } from '../../engine/core/submission.ts';
import type { FormDefinition, ValidateFunction } from '../../engine/core/types.ts';

export interface LoadedForm {
  form: FormDefinition;
  examples: Record<string, unknown>;
}

export function loadForms(): LoadedForm[] {
  const forms = readForms();
  return forms.formIds().map((id) => {
    const { schema, uiSchema } = forms.definition(id);
    return { form: { id, schema, uiSchema }, examples: forms.examples(id).examples };
  });
}

export async function precompiledValidators(form: FormDefinition): Promise<SubmissionValidators> {
  const module = (await import(`../../engine/generated/${form.id}.validators.ts`)) as {
    validateFns: Record<string, ValidateFunction>;
  };
  return fromPrecompiled(form, module.validateFns).validators;
}
