import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['language'],
  properties: { language: { type: 'string', enum: ['fi', 'sv'] }, paperless: { type: 'boolean' } },
};
const uiSchema = {
  language: {
    'ui:title': '139005',
    'ui:widget': 'radio',
    'ui:enumNames': ['139006', '139007'],
    'ui:help': '139002',
  },
  paperless: { 'ui:title': '139010', 'ui:widget': 'radio' },
};

describe('RadioWidget', () => {
  it('is a fieldset named by its legend, with the required marker, help and errors linked', () => {
    renderForm({ schema, uiSchema, extraErrors: { language: { __errors: ['Tarkista tieto.'] } } as never });
    const group = screen.getByRole('radiogroup', { name: 'Asiointikieli pakollinen' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('id', 'root_language');
    expect(group.querySelector('legend')).toHaveTextContent('Asiointikieli *pakollinen');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      'Virhe: Tarkista tieto. Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
    // No <label for> of the FieldTemplate: the legend names the group.
    expect(document.querySelector('label[for="root_language"]')).toBeNull();
  });

  it('puts its errors where a text field has them: after the legend, before the choices', () => {
    renderForm({
      schema: { ...schema, properties: { ...schema.properties, name: { type: 'string' } } },
      uiSchema: { ...uiSchema, name: { 'ui:title': '139001' } },
      extraErrors: {
        language: { __errors: ['Tarkista tieto.'] },
        name: { __errors: ['Anna nimi.'] },
      } as never,
    });
    const order = (container: Element, selectors: string[]) =>
      [...container.querySelectorAll(selectors.join(','))].map((element) =>
        selectors.findIndex((selector) => element.matches(selector)),
      );
    // A text field: label, error, input.
    const text = document.getElementById('root_name')!.closest('.ef-field')!;
    expect(order(text, ['label', '.ef-error', 'input'])).toEqual([0, 1, 2]);
    // A group: inside its fieldset, legend, error, then the choices.
    const group = screen.getByRole('radiogroup', { name: /^Asiointikieli/ });
    expect(group.querySelector('.ef-error')).not.toBeNull();
    expect(order(group, ['legend', '.ef-error', 'input'])).toEqual([0, 1, 2, 2]);
    expect(group.closest('.ef-field')!.querySelectorAll('.ef-error')).toHaveLength(1);
  });

  it('selects by click and by arrow keys', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    await user.click(screen.getByRole('radio', { name: 'suomi' }));
    expect(form.data()).toEqual({ language: 'fi' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'ruotsi' })).toBeChecked();
    expect(form.data()).toEqual({ language: 'sv' });
  });

  it('names a boolean’s options Kyllä and Ei', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const group = screen.getByRole('radiogroup', { name: 'Haluan päätökset sähköisesti' });
    expect(group).toHaveTextContent('KylläEi');
    await user.click(screen.getByRole('radio', { name: 'Kyllä' }));
    expect(form.data()).toEqual({ paperless: true });
  });

  it('speaks Swedish in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(screen.getByRole('radiogroup', { name: 'Kontaktspråk obligatorisk' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'svenska' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nej' })).toBeInTheDocument();
  });
});
