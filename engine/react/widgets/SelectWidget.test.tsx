import { screen, within } from '@testing-library/react';
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
  language: { 'ui:title': '139005', 'ui:widget': 'select', 'ui:enumNames': ['139006', '139007'] },
  paperless: { 'ui:title': '139010', 'ui:widget': 'select' },
};

describe('SelectWidget', () => {
  it('is a labelled native select starting with an empty Valitse option', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const select = screen.getByRole('combobox', { name: 'Asiointikieli pakollinen' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Valitse', 'suomi', 'ruotsi']);
    await user.selectOptions(select, 'ruotsi');
    expect(form.data()).toEqual({ language: 'sv' });
    await user.selectOptions(select, 'Valitse');
    expect(form.data()).toEqual({});
  });

  it('names a boolean’s options Kyllä and Ei', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const select = screen.getByRole('combobox', { name: 'Haluan päätökset sähköisesti' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Valitse', 'Kyllä', 'Ei']);
    await user.selectOptions(select, 'Ei');
    expect(form.data()).toEqual({ paperless: false });
  });

  it('points at its errors', () => {
    renderForm({ schema, uiSchema, extraErrors: { language: { __errors: ['Tarkista tieto.'] } } as never });
    const select = screen.getByRole('combobox', { name: 'Asiointikieli pakollinen' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Virhe: Tarkista tieto.');
  });

  it('speaks Swedish in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    const select = screen.getByRole('combobox', { name: 'Kontaktspråk obligatorisk' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj', 'finska', 'svenska']);
    const yesNo = screen.getByRole('combobox', { name: 'Jag vill få besluten elektroniskt' });
    expect(
      within(yesNo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj', 'Ja', 'Nej']);
  });
});
