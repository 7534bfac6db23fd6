/** Renders a form of schemas/forms through the engine with its precompiled validators (tests only). */
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { FieldError, FormDefinition, ValidateFunction } from '../../engine/core/types.ts';
import { FormEngine } from '../../engine/react/index.ts';
import type { Language } from '../../texts/index.ts';
import { loadForms } from '../schemas/forms.ts';

export async function formById(
  id: string,
): Promise<{ form: FormDefinition; validateFns: Record<string, ValidateFunction> }> {
  const loaded = loadForms().find((candidate) => candidate.form.id === id);
  if (!loaded) throw new Error(`no form ${id}`);
  const module = (await import(`../../engine/generated/${id}.validators.ts`)) as {
    validateFns: Record<string, ValidateFunction>;
  };
  return { form: loaded.form, validateFns: module.validateFns };
}

export async function renderForm(
  id: string,
  {
    language = 'fi',
    initialData,
    serverErrors,
  }: { language?: Language; initialData?: object; serverErrors?: FieldError[] } = {},
) {
  const { form, validateFns } = await formById(id);
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <FormEngine
      form={form}
      validateFns={validateFns}
      language={language}
      initialData={initialData}
      serverErrors={serverErrors}
      onSubmit={onSubmit}
      onChange={onChange}
    />,
  );
  return { ...view, user, onSubmit, onChange, form };
}
