import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['damageTypes'],
  properties: {
    damageTypes: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: ['rent', 'water', 'cleaning'] },
    },
  },
};
const uiSchema = {
  damageTypes: {
    'ui:title': '139011',
    'ui:widget': 'checkboxes',
    'ui:enumNames': ['139012', '139013', '139014'],
  },
};

describe('CheckboxesWidget', () => {
  it('is a fieldset of checkboxes named by its legend, keeping the options’ order in the data', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema });
    const group = screen.getByRole('group', { name: 'Vahingon laji pakollinen' });
    expect(group.tagName).toBe('FIELDSET');
    await user.click(screen.getByRole('checkbox', { name: 'Siivouskulut' }));
    await user.click(screen.getByRole('checkbox', { name: 'Maksamaton vuokra' }));
    expect(form.data()).toEqual({ damageTypes: ['rent', 'cleaning'] });
    await user.click(screen.getByRole('checkbox', { name: 'Maksamaton vuokra' }));
    expect(form.data()).toEqual({ damageTypes: ['cleaning'] });
  });

  it('points at its errors', () => {
    renderForm({
      schema,
      uiSchema,
      extraErrors: { damageTypes: { __errors: ['Tarkista tieto.'] } } as never,
    });
    const group = screen.getByRole('group', { name: 'Vahingon laji pakollinen' });
    expect(group).toHaveAccessibleDescription('Virhe: Tarkista tieto.');
    expect(screen.getByRole('checkbox', { name: 'Maksamaton vesimaksu' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('speaks Swedish in sv', () => {
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(screen.getByRole('group', { name: 'Typ av skada obligatorisk' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Städkostnader' })).toBeInTheDocument();
  });
});
