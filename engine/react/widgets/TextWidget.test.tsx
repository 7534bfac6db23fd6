import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, restoreTimers, userWithFakeTimers } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const NAME = '139001'; // 'Nimi' / 'Namn'
const HELP = '139002';

const nameSchema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 10 } },
};

describe('TextWidget', () => {
  afterEach(() => {
    restoreTimers();
  });

  it('is as wide as what it takes: a postal code 5 characters, an identity code 14, a name full', () => {
    renderForm({
      schema: {
        type: 'object',
        properties: {
          postalCode: { type: 'string', pattern: '^[0-9]{5}$' },
          hetu: { type: 'string', format: 'hetu', maxLength: 11 },
          commitment: { type: 'string', maxLength: 20 },
          name: { type: 'string', maxLength: 100 },
        },
      },
    });
    const classOf = (id: string) => document.getElementById(id)?.className;
    expect(classOf('root_postalCode')).toBe('ef-input ef-input--w5');
    expect(classOf('root_hetu')).toBe('ef-input ef-input--w14');
    expect(classOf('root_commitment')).toBe('ef-input ef-input--w24');
    expect(classOf('root_name')).toBe('ef-input');
  });

  it('is labelled by its label (for/id) with the required marker and aria-required', () => {
    renderForm({ schema: nameSchema, uiSchema: { name: { 'ui:title': NAME } } });
    const input = screen.getByRole('textbox', { name: 'Nimi pakollinen' });
    expect(input).toHaveAttribute('id', 'root_name');
    const label = document.querySelector('label[for="root_name"]');
    expect(label).toHaveTextContent('Nimi *pakollinen');
    expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    expect(label?.querySelector('.visually-hidden-inline')).toHaveTextContent('pakollinen');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('maxlength', '10');
  });

  it('points aria-describedby at the help and the errors, and marks itself invalid', () => {
    renderForm({
      schema: nameSchema,
      uiSchema: { name: { 'ui:title': NAME, 'ui:help': HELP } },
      extraErrors: { name: { __errors: ['Tarkista tieto.'] } } as never,
    });
    const input = screen.getByRole('textbox', { name: 'Nimi pakollinen' });
    expect(input).toHaveAttribute('aria-describedby', 'root_name__error root_name__help');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('root_name__error')).toHaveTextContent('Virhe: Tarkista tieto.');
    expect(document.getElementById('root_name__help')).toHaveTextContent(
      'Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
    expect(input).toHaveAccessibleDescription(
      'Virhe: Tarkista tieto. Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
  });

  it('forces upper case as typed and keeps the caret where it was', async () => {
    const user = userEvent.setup();
    const form = renderForm({
      schema: nameSchema,
      uiSchema: { name: { 'ui:title': NAME, 'ui:options': { uppercase: true } } },
    });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nimi pakollinen' });
    await user.type(input, 'abd');
    expect(input).toHaveValue('ABD');
    await user.keyboard('{ArrowLeft}c');
    expect(input).toHaveValue('ABCD');
    expect(input.selectionStart).toBe(3);
    expect(form.data()).toEqual({ name: 'ABCD' });
  });

  it('gives undefined to the form when emptied', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema: nameSchema, uiSchema: { name: { 'ui:title': NAME } } });
    const input = screen.getByRole('textbox', { name: 'Nimi pakollinen' });
    await user.type(input, 'ab');
    expect(form.data()).toEqual({ name: 'ab' });
    await user.clear(input);
    expect(form.data()).toEqual({});
  });

  it('shows the remaining characters and announces them at most every 2 s, the final count last', async () => {
    const user = userWithFakeTimers();
    const form = renderForm({
      schema: nameSchema,
      uiSchema: { name: { 'ui:title': NAME, 'ui:options': { counter: true } } },
    });
    const counter = screen.getByText('Merkkejä jäljellä 10');
    expect(counter).toHaveAttribute('aria-hidden', 'true');

    const input = screen.getByRole('textbox', { name: 'Nimi pakollinen' });
    await user.type(input, 'abcde');
    expect(screen.getByText('Merkkejä jäljellä 5')).toBeVisible();
    expect(form.announce.mock.calls).toEqual([['Merkkejä jäljellä 9']]);

    act(() => vi.advanceTimersByTime(1999));
    expect(form.announce).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(form.announce.mock.calls).toEqual([['Merkkejä jäljellä 9'], ['Merkkejä jäljellä 5']]);

    act(() => vi.advanceTimersByTime(10_000));
    expect(form.announce).toHaveBeenCalledTimes(2);
  });

  it('never announces more often than every 2 s while typing slowly', async () => {
    const user = userWithFakeTimers({ delay: 300 });
    const form = renderForm({
      schema: nameSchema,
      uiSchema: { name: { 'ui:title': NAME, 'ui:options': { counter: true } } },
    });
    const times: number[] = [];
    form.announce.mockImplementation(() => times.push(Date.now()));
    await user.type(screen.getByRole('textbox', { name: 'Nimi pakollinen' }), 'abcdefghij');
    act(() => vi.advanceTimersByTime(2000));
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (let index = 1; index < times.length; index++) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(2000);
    }
    expect(form.announce).toHaveBeenLastCalledWith('Merkkejä jäljellä 0');
  });

  it('speaks Swedish in sv', async () => {
    const user = userWithFakeTimers();
    const form = renderForm({
      language: 'sv',
      schema: nameSchema,
      uiSchema: { name: { 'ui:title': NAME, 'ui:options': { counter: true, uppercase: true } } },
    });
    const input = screen.getByRole('textbox', { name: 'Namn obligatorisk' });
    expect(screen.getByText('Tecken kvar 10')).toBeInTheDocument();
    await user.type(input, 'åäö');
    expect(input).toHaveValue('ÅÄÖ');
    expect(screen.getByText('Tecken kvar 7')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(form.announce).toHaveBeenLastCalledWith('Tecken kvar 7');
  });
});
