import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRuntimeValidators } from '../../core/runtimeValidators.ts';
import { checkSubmission } from '../../core/submission.ts';
import { translatorFor } from '../../../texts/index.ts';
import { renderForm } from './testing.tsx';
import { parseWholeNumber, wholeNumberFormValue } from './wholeNumber.ts';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormSchema } from '../../core/types.ts';

const schema: FormSchema = {
  type: 'object',
  required: ['keys'],
  properties: { keys: { type: 'integer', minimum: 0, maximum: 20 } },
};
const uiSchema = { keys: { 'ui:title': '139021', 'ui:widget': 'wholeNumber' } };

describe('whole-number parsing', () => {
  it('reads digits with spaces between thousands and refuses fractions and letters', () => {
    expect(parseWholeNumber('3')).toBe(3);
    expect(parseWholeNumber(' 1 200 ')).toBe(1200);
    expect(parseWholeNumber('-4')).toBe(-4);
    expect(parseWholeNumber('2,5')).toBeUndefined();
    expect(parseWholeNumber('2.5')).toBeUndefined();
    expect(parseWholeNumber('3 kpl')).toBeUndefined();
    expect(wholeNumberFormValue(' ')).toBeUndefined();
    expect(wholeNumberFormValue('2,5')).toBe('2,5');
  });

  it('reads back every whole number it is shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(parseWholeNumber(String(value))).toBe(value);
      }),
    );
  });
});

describe('WholeNumberWidget', () => {
  it('is a text input with the numeric keypad that puts a number in the data', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema: schema as RJSFSchema, uiSchema });
    const input = screen.getByRole('textbox', { name: 'Luovutettujen avainten määrä pakollinen' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1 2');
    expect(form.data()).toEqual({ keys: 12 });
    await user.tab();
    expect(input).toHaveValue('12');
  });

  it('keeps 2,5 as typed, and the engine answers with the whole-number message, not the euro one', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema: schema as RJSFSchema, uiSchema });
    const input = screen.getByRole('textbox', { name: /avainten määrä/ });
    await user.type(input, '2,5');
    await user.tab();
    expect(input).toHaveValue('2,5');
    const validators = createRuntimeValidators(schema);
    const definition = { id: 'keys', schema, uiSchema };
    for (const typed of [form.data(), { keys: 2.5 }]) {
      const [fi] = checkSubmission(definition, typed, validators, translatorFor('fi'), {
        hiddenFields: 'refuse',
      }).errors;
      const [sv] = checkSubmission(definition, typed, validators, translatorFor('sv'), {
        hiddenFields: 'refuse',
      }).errors;
      expect(fi).toMatchObject({
        path: '/keys',
        code: '110015',
        message: 'Anna kokonaisluku numeroina, esimerkiksi 3.',
      });
      expect(sv?.message).toBe('Ange ett heltal med siffror, till exempel 3.');
    }
  });

  it('says a field’s own text for a failed rule when its UI schema gives one (ui:errorTexts)', () => {
    const own = { keys: { ...uiSchema.keys, 'ui:errorTexts': { maximum: '139023' } } };
    const validators = createRuntimeValidators(schema);
    const check = (ui: Record<string, unknown>, data: unknown) =>
      checkSubmission({ id: 'keys', schema, uiSchema: ui }, data, validators, translatorFor('fi'), {
        hiddenFields: 'refuse',
      }).errors.map((error) => [error.code, error.message]);
    expect(check(own, { keys: 25 })).toEqual([['139023', 'Avaimia voi olla enintään 20. Tarkista määrä.']]);
    expect(check(uiSchema, { keys: 25 })).toEqual([['110008', 'Anna enintään 20.']]);
    // Only the rule it names: a missing value still says the engine's own text.
    expect(check(own, {})).toEqual([['110001', 'Tieto on pakollinen.']]);
  });
});
