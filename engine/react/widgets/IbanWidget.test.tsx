import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  properties: { iban: { type: 'string' }, bic: { type: 'string' } },
};
const uiSchema = {
  iban: { 'ui:title': '139008', 'ui:widget': 'iban' },
  bic: { 'ui:title': '139009', 'ui:widget': 'bic' },
};

describe('IbanWidget', () => {
  it('shows groups of four while typing; the data has no spaces and is in upper case', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: 'Tilinumero (IBAN)' });
    await user.type(input, 'fi21');
    expect(input).toHaveValue('FI21');
    await user.type(input, '1');
    expect(input).toHaveValue('FI21 1');
    await user.type(input, '234 5600 0007 85');
    expect(input).toHaveValue('FI21 1234 5600 0007 85');
    expect(form.data()).toEqual({ iban: 'FI2112345600000785' });
    await user.tab();
    expect(input).toHaveValue('FI21 1234 5600 0007 85');
  });

  it('regroups a pasted IBAN and one given in the data', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { iban: 'FI2112345600000785' } });
    const input = screen.getByRole('textbox', { name: 'Tilinumero (IBAN)' });
    expect(input).toHaveValue('FI21 1234 5600 0007 85');
    await user.clear(input);
    expect(form.data()).toEqual({});
    await user.click(input);
    await user.paste('de89 3704 0044 0532 0130 00');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(form.data()).toEqual({ iban: 'DE89370400440532013000' });
  });

  it('keeps the caret after a character typed in the middle, across a group boundary', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { iban: 'FI2112345600000785' } });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tilinumero (IBAN)' });
    // Remove the '5' after the second space and type it back.
    await user.click(input);
    input.setSelectionRange(11, 11); // 'FI21 1234 5|600 …'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('FI21 1234 6000 0078 5');
    expect(input.selectionStart).toBe(9); // 'FI21 1234| 6000 …', the same place for typing
    await user.keyboard('5');
    expect(input).toHaveValue('FI21 1234 5600 0007 85');
    expect(input.selectionStart).toBe(11);
    expect(form.data()).toEqual({ iban: 'FI2112345600000785' });
  });

  it('deletes the character before a group space on Backspace', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { iban: 'FI2112345600000785' } });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tilinumero (IBAN)' });
    await user.click(input);
    input.setSelectionRange(5, 5); // 'FI21 |1234 …'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('FI21 2345 6000 0078 5');
    expect(form.data()).toEqual({ iban: 'FI212345600000785' });
    expect(input.selectionStart).toBe(3);
  });
});

describe('BicWidget', () => {
  it('forces upper case', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: 'BIC-tunnus' });
    await user.type(input, 'nordfihh');
    expect(input).toHaveValue('NORDFIHH');
    expect(form.data()).toEqual({ bic: 'NORDFIHH' });
  });

  it('is labelled in Swedish in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(screen.getByRole('textbox', { name: 'BIC-kod' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kontonummer (IBAN)' })).toBeInTheDocument();
  });
});
