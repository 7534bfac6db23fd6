import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../widgets/testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2 },
    details: { type: 'string' },
    secret: { type: 'string' },
    bank: {
      type: 'object',
      title: 'bank',
      properties: { iban: { type: 'string' } },
    },
    untitled: { type: 'object', properties: { bic: { type: 'string' } } },
  },
};
const uiSchema = {
  'ui:title': '139016',
  name: { 'ui:title': '139001', 'ui:description': '139020', 'ui:help': '139002' },
  details: { 'ui:title': '139003' },
  secret: { 'ui:widget': 'hidden' },
  bank: {
    'ui:title': '139008',
    'ui:description': '139020',
    iban: { 'ui:title': '139008', 'ui:widget': 'iban' },
  },
  untitled: { bic: { 'ui:title': '139009', 'ui:widget': 'bic' } },
};

describe('FieldTemplate', () => {
  it('labels the input (for/id), marks it required and links description and help', () => {
    renderForm({ schema, uiSchema });
    const input = screen.getByLabelText(/^Nimi/);
    expect(input).toHaveAttribute('id', 'root_name');
    expect(document.getElementById('root_name__label')).toHaveAttribute('for', 'root_name');
    expect(input).toHaveAttribute('aria-describedby', 'root_name__description root_name__help');
    expect(input).toHaveAccessibleDescription(
      'Esimerkkien tekstit ovat vain Storybookia varten. Kirjoita nimi niin kuin se on henkilöllisyystodistuksessa.',
    );
    // An optional field has no marker.
    expect(screen.getByRole('textbox', { name: 'Lisätietoja' })).not.toHaveAttribute('aria-required');
  });

  it('shows the errors RJSF hands it, with ids the input points at', async () => {
    const user = userEvent.setup();
    const form = renderForm({
      schema,
      uiSchema,
      extraErrors: { name: { __errors: ['Tarkista tieto.', 'Nimi on liian lyhyt.'] } } as never,
    });
    const input = screen.getByRole('textbox', { name: 'Nimi pakollinen' });
    const errors = document.getElementById('root_name__error');
    expect(errors?.querySelectorAll('p')).toHaveLength(2);
    expect(errors).toHaveTextContent('Virhe: Tarkista tieto.Virhe: Nimi on liian lyhyt.');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('root_name__error');
    // Submitting with errors shows no RJSF error list: FormEngine's error summary replaces it.
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(document.querySelector('.errors, .panel-danger')).toBeNull();
  });

  it('renders a hidden field without label or any chrome', () => {
    renderForm({ schema, uiSchema, formData: { secret: 'x' } });
    const hidden = document.getElementById('root_secret');
    expect(hidden).toHaveAttribute('type', 'hidden');
    expect(hidden?.parentElement).toHaveAttribute('hidden');
    expect(hidden?.parentElement?.children).toHaveLength(1);
  });
});

describe('ObjectFieldTemplate', () => {
  it('renders nested groups as fieldset/legend, the root and untitled objects without one', () => {
    renderForm({ schema, uiSchema });
    const group = screen.getByRole('group', { name: 'Tilinumero (IBAN)' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('id', 'root_bank');
    expect(group).toHaveAccessibleName('Tilinumero (IBAN)');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(document.getElementById('root')?.tagName).toBe('DIV');
    expect(screen.queryByText('Vuokralaiset')).toBeNull();
    expect(document.getElementById('root_untitled')?.tagName).toBe('DIV');
    expect(screen.getByRole('textbox', { name: 'BIC-tunnus' })).toBeInTheDocument();
  });

  it("puts a group's own errors inside its fieldset, after the legend and description, once", () => {
    renderForm({
      schema,
      uiSchema,
      extraErrors: {
        bank: { __errors: ['Tarkista tieto.'] },
        untitled: { __errors: ['BIC ei vastaa tilinumeroa.'] },
      } as never,
    });
    const group = screen.getByRole('group', { name: 'Tilinumero (IBAN)' });
    const error = document.getElementById('root_bank__error');
    expect(group).toContainElement(error);
    expect(screen.getAllByText('Tarkista tieto.')).toHaveLength(1);
    // Legend, description, error, then the fields: the order of a text field's label, hint, error, input.
    const order = [
      group.querySelector('legend'),
      document.getElementById('root_bank__description'),
      error,
      screen.getByRole('textbox', { name: 'Tilinumero (IBAN)' }),
    ];
    for (const [before, after] of order.slice(0, -1).map((node, at) => [node, order[at + 1]] as const))
      expect(before!.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // An untitled object has no fieldset: its error comes before its fields, once.
    const untitledError = document.getElementById('root_untitled__error');
    expect(document.getElementById('root_untitled')).toContainElement(untitledError);
    expect(screen.getAllByText('BIC ei vastaa tilinumeroa.')).toHaveLength(1);
  });
});

describe('SubmitButton', () => {
  it('says Lähetä, Skicka in sv, or the text code of ui:submitButtonOptions', () => {
    const { unmount } = renderForm({ schema, uiSchema });
    expect(screen.getByRole('button', { name: 'Lähetä' })).toHaveAttribute('type', 'submit');
    unmount();
    renderForm({ schema, uiSchema, language: 'sv' });
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeInTheDocument();
  });

  it('takes ui:submitButtonOptions', () => {
    renderForm({ schema, uiSchema: { ...uiSchema, 'ui:submitButtonOptions': { submitText: '139018' } } });
    expect(screen.getByRole('button', { name: 'Lisää vuokralainen' })).toBeInTheDocument();
  });
});
