import Form from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formById } from '../../tests/forms/renderForm.tsx';
import { loadForms } from '../../tests/schemas/forms.ts';
import { translatorFor } from '../../texts/index.ts';
import type { FormDefinition } from '../core/types.ts';
import { localizeUiSchema, withSchemaDateBounds } from '../core/uiSchema.ts';
import { FIELD_NAMES, WIDGET_NAMES } from '../core/widgetNames.ts';
import { DEFAULT_STATE_BEHAVIOUR } from './engine/EngineForm.tsx';
import { precompiledValidators } from './engine/precompiled.ts';
import { fields, templates, widgets, withFormatWidgets } from './theme.ts';

describe('the theme registry', () => {
  it('has a widget for every name schemas:check accepts in ui:widget', () => {
    for (const name of WIDGET_NAMES) expect(widgets[name], name).toBeTypeOf('function');
  });

  it('has a field for every name schemas:check accepts in ui:field', () => {
    for (const name of FIELD_NAMES) expect(fields[name], name).toBeTypeOf('function');
  });
});

describe('withFormatWidgets', () => {
  /** Each form as RJSF's Form renders it with the theme, the ids React and RJSF count out left out. */
  const renderAll = async (registry: (form: FormDefinition) => RegistryWidgetsType) => {
    const t = translatorFor('fi');
    const pages: string[] = [];
    for (const { form, examples } of loadForms()) {
      const { validateFns } = await formById(form.id);
      const { rjsfValidator } = precompiledValidators(form, validateFns);
      const uiSchema = localizeUiSchema(withSchemaDateBounds(form.schema, form.uiSchema), t);
      for (const formData of [{}, ...Object.values(examples)]) {
        const { container, unmount } = render(
          <Form
            schema={form.schema as never}
            uiSchema={uiSchema as never}
            formData={formData}
            validator={rjsfValidator as never}
            widgets={registry(form)}
            fields={fields}
            templates={templates}
            formContext={{ language: 'fi', t, announce: () => undefined }}
            experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOUR}
          />,
        );
        pages.push(
          container.innerHTML
            .replace(/(«|:|_)r[0-9a-z]+(»|:|_)/g, 'id')
            .replace(/data-item-key="[^"]*"/g, 'data-item-key'),
        );
        unmount();
      }
    }
    return pages;
  };

  // Every form with each of its examples, rendered twice: ~10 s alone on a quiet machine, so
  // the dom project's 20 s would fail it beside the other files on a slow day. Speed is the bench's.
  it(
    'names the formats no widget is named by, and every form renders as without them',
    { timeout: 60_000 },
    async () => {
      const landlord = loadForms().find(({ form }) => form.id === 'landlord-application')!.form;
      const added = Object.keys(withFormatWidgets(widgets, landlord.schema)).filter(
        (name) => !(name in widgets),
      );
      expect(added.sort()).toEqual(['business-id', 'free-text', 'hetu', 'phone', 'reference-number']);
      const plain = await renderAll(() => widgets);
      const aliased = await renderAll((form) => withFormatWidgets(widgets, form.schema));
      expect(aliased).toEqual(plain);
      expect(plain.length).toBeGreaterThan(7);
    },
  );
});
