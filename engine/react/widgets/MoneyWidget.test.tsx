import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormValue, parseMoney } from './money.ts';
import { renderForm } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = { type: 'object', required: ['rent'], properties: { rent: { type: 'number' } } };
const uiSchema = { rent: { 'ui:title': '139004', 'ui:widget': 'money' } };

describe('money parsing', () => {
  it('reads a decimal comma or point, spaces between thousands and at most two decimals', () => {
    expect(parseMoney('1 234,5')).toBe(1234.5);
    expect(parseMoney('1234.50')).toBe(1234.5);
    expect(parseMoney('1\u00a0234,05 €')).toBe(1234.05);
    expect(parseMoney('12,')).toBe(12);
    expect(parseMoney(',5')).toBe(0.5);
    expect(parseMoney('12,345')).toBeUndefined();
    expect(parseMoney('1.234,50')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
    expect(moneyFormValue('  ')).toBeUndefined();
    expect(moneyFormValue('12 e')).toBe('12 e');
    expect(formatMoney(1234.5)).toBe('1234,50');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(12.345)).toBe('12,345');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('MoneyWidget', () => {
  it('is read as the label plus euroa and shows a visible € suffix', () => {
    renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: 'Vuokran määrä pakollinen euroa' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('€')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts 1 234,5 in the data as 1234.5 and shows 1234,50 after blur', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: /Vuokran määrä/ });
    await user.type(input, '1 234,5');
    expect(input).toHaveValue('1 234,5');
    expect(form.data()).toEqual({ rent: 1234.5 });
    await user.tab();
    expect(input).toHaveValue('1234,50');
    expect(form.data()).toEqual({ rent: 1234.5 });
  });

  it('accepts a decimal point', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: /Vuokran määrä/ });
    await user.type(input, '1234.50');
    await user.tab();
    expect(form.data()).toEqual({ rent: 1234.5 });
    expect(input).toHaveValue('1234,50');
  });

  it('keeps a text that is not an amount, in the data and on screen, for validation to report', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: /Vuokran määrä/ });
    await user.type(input, '12 euroa');
    await user.tab();
    expect(input).toHaveValue('12 euroa');
    expect(form.data()).toEqual({ rent: '12 euroa' });
  });

  it('shows a given amount formatted and an emptied one as nothing', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { rent: 850 } });
    const input = screen.getByRole('textbox', { name: /Vuokran määrä/ });
    expect(input).toHaveValue('850,00');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(form.data()).toEqual({});
  });

  it('says euro in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(screen.getByRole('textbox', { name: 'Hyrans belopp obligatorisk euro' })).toBeInTheDocument();
  });
});
