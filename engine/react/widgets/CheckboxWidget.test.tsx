import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['paperless'],
  properties: { paperless: { type: 'boolean' }, other: { type: 'boolean' } },
};
const uiSchema = {
  paperless: { 'ui:title': '139010', 'ui:help': '139002' },
  other: { 'ui:title': '139003', 'ui:widget': 'checkbox' },
};

describe('CheckboxWidget', () => {
  it('has its label beside the box, the required marker and linked help', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const checkbox = screen.getByRole('checkbox', { name: 'Haluan päätökset sähköisesti pakollinen' });
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      'Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
    expect(checkbox.nextElementSibling?.tagName).toBe('LABEL');
    expect(document.querySelectorAll('label[for="root_paperless"]')).toHaveLength(1);
    await user.click(checkbox);
    expect(form.data()).toMatchObject({ paperless: true });
    await user.click(screen.getByText('Haluan päätökset sähköisesti'));
    expect(form.data()).toMatchObject({ paperless: false });
  });

  it('renders one label with ui:widget checkbox too', () => {
    renderForm({ schema, uiSchema });
    expect(screen.getByRole('checkbox', { name: 'Lisätietoja' })).toBeInTheDocument();
    expect(document.querySelectorAll('label[for="root_other"]')).toHaveLength(1);
  });

  it('points at its errors', () => {
    renderForm({ schema, uiSchema, extraErrors: { paperless: { __errors: ['Tarkista tieto.'] } } as never });
    const checkbox = screen.getByRole('checkbox', { name: /Haluan päätökset/ });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      'Virhe: Tarkista tieto. Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
  });

  it('speaks Swedish in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(
      screen.getByRole('checkbox', { name: 'Jag vill få besluten elektroniskt obligatorisk' }),
    ).toBeInTheDocument();
  });
});

describe('ConfirmWidget', () => {
  const confirmSchema = {
    type: 'object',
    required: ['confirmed'],
    properties: { confirmed: { type: 'boolean', const: true } },
  } satisfies RJSFSchema;
  const confirmUi = { confirmed: { 'ui:title': '139022', 'ui:widget': 'confirm' } };

  it('starts unticked although the schema says const true, and sends true only when ticked', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema: confirmSchema, uiSchema: confirmUi });
    const box = screen.getByRole('checkbox', { name: 'Vakuutan antamani tiedot oikeiksi pakollinen' });
    expect(box).not.toBeChecked();
    await user.keyboard('{Tab} ');
    expect(box).toBeChecked();
    expect(form.data()).toEqual({ confirmed: true });
    await user.click(box);
    expect(form.data()).toEqual({});
  });

  it('left unticked, says its own message in fi and sv, not "choose one of the options"', async () => {
    const { createRuntimeValidators } = await import('../../core/runtimeValidators.ts');
    const { checkSubmission } = await import('../../core/submission.ts');
    const { translatorFor } = await import('../../../texts/index.ts');
    const validators = createRuntimeValidators(confirmSchema);
    const form = { id: 'confirm', schema: confirmSchema, uiSchema: confirmUi };
    for (const data of [{}, { confirmed: false }]) {
      const messages = (['fi', 'sv'] as const).map(
        (language) =>
          checkSubmission(form, data, validators, translatorFor(language), { hiddenFields: 'refuse' })
            .errors[0]?.message,
      );
      expect(messages).toEqual([
        'Vahvista merkitsemällä rasti ruutuun. Lomaketta ei voi lähettää ilman vahvistusta.',
        'Bekräfta genom att kryssa i rutan. Blanketten kan inte skickas utan bekräftelse.',
      ]);
    }
  });
});
