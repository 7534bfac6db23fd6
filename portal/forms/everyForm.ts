/**
 * Every form of schemas/forms with its files, precompiled validators and valid examples, found by
 * Vite's glob — for Storybook (portal/forms.stories.tsx, the playground) and the tests that render
 * every form. A new form appears here from its files alone. The portal itself loads forms through
 * `./registry.ts` and `./details.ts` (served forms only, each in its own chunk).
 */
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../../engine/core/types.ts';

const byForm = <T>(files: Record<string, T>, pattern: RegExp): Record<string, T> =>
  Object.fromEntries(
    Object.entries(files).flatMap(([file, value]) => {
      const id = pattern.exec(file)?.[1];
      return id ? [[id, value]] : [];
    }),
  );

const schemas = byForm(
  import.meta.glob<FormSchema>('../../schemas/forms/*.schema.json', { eager: true, import: 'default' }),
  /([^/]+)\.schema\.json$/,
);
const uiSchemas = byForm(
  import.meta.glob<UiSchema>('../../schemas/forms/*.ui.json', { eager: true, import: 'default' }),
  /([^/]+)\.ui\.json$/,
);
const validators = byForm(
  import.meta.glob<Record<string, ValidateFunction>>('../../engine/generated/*.validators.ts', {
    eager: true,
    import: 'validateFns',
  }),
  /([^/]+)\.validators\.ts$/,
);
const exampleFiles = import.meta.glob<object>('../../schemas/forms/examples/*/valid-*.json', {
  eager: true,
  import: 'default',
});

export interface EveryForm {
  form: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
  /** The valid examples by name (`valid-minimal-person`). */
  examples: Record<string, object>;
  /** The fullest valid example (the most data): what a prefilled story shows. */
  fullest: string | undefined;
}

export const EVERY_FORM: Readonly<Record<string, EveryForm>> = Object.fromEntries(
  Object.keys(schemas)
    .sort()
    .map((id) => {
      const examples: Record<string, object> = {};
      for (const [file, data] of Object.entries(exampleFiles)) {
        const [, form, name] = /examples\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
        if (form === id && name) examples[name] = data;
      }
      const fullest = Object.entries(examples).sort(
        ([a, x], [b, y]) => JSON.stringify(y).length - JSON.stringify(x).length || a.localeCompare(b),
      )[0]?.[0];
      return [
        id,
        {
          form: { id, schema: schemas[id]!, uiSchema: uiSchemas[id] ?? {} },
          validateFns: validators[id] ?? {},
          examples,
          fullest,
        },
      ];
    }),
);

export const FORM_IDS: readonly string[] = Object.keys(EVERY_FORM);
