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
