/**
 * Every form of schemas/forms with its files, precompiled validators and valid examples, from the
 * forms catalogue (`virtual:every-form`, portal/build/formRegistry.ts) — for Storybook
 * (portal/forms.stories.tsx, the playground) and the tests that render every form. A new form
 * appears here from its files alone. The portal itself loads forms through `./registry.ts` and
 * `./details.ts` (served forms only, each in its own chunk).
 */
import { FORM_FILES } from 'virtual:every-form';
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../../engine/core/types.ts';

interface FormFiles {
  schema: FormSchema;
  uiSchema: UiSchema;
  validateFns: Record<string, ValidateFunction>;
  examples: Record<string, object>;
}

export interface EveryForm {
  form: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
  /** The valid examples by name (`valid-minimal-person`). */
  examples: Record<string, object>;
  /** The fullest valid example (the most data): what a prefilled story shows. */
  fullest: string | undefined;
}

export const EVERY_FORM: Readonly<Record<string, EveryForm>> = Object.fromEntries(
  Object.entries(FORM_FILES as Readonly<Record<string, FormFiles>>).map(
    ([id, { schema, uiSchema, validateFns, examples }]) => {
      const fullest = Object.entries(examples).sort(
        ([a, x], [b, y]) => JSON.stringify(y).length - JSON.stringify(x).length || a.localeCompare(b),
      )[0]?.[0];
      return [id, { form: { id, schema, uiSchema }, validateFns, examples, fullest }];
    },
  ),
);

export const FORM_IDS: readonly string[] = Object.keys(EVERY_FORM);
