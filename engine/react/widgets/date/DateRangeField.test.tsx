import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../../texts';
import type { Language } from '../../../../texts';
import DateRangeField from './DateRangeField';
import DateWidget from './DateWidget';
import { DATE_ERROR_CODES, DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts';

const periodSchema: RJSFSchema = {
  type: 'object',
  properties: {
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
  },
};

interface Setup {
  language?: Language;
  formData?: Record<string, unknown>;
  periodUi?: UiSchema;
  schema?: RJSFSchema;
}

function renderRange({ language = 'fi', formData, periodUi = {}, schema = periodSchema }: Setup = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <Form
      schema={{ type: 'object', properties: { period: schema } }}
      uiSchema={{ period: { 'ui:field': 'dateRange', 'ui:title': DATE_TEXTS.chooseRange, ...periodUi } }}
      formData={formData}
      validator={validator}
      widgets={{ date: DateWidget }}
      fields={{ dateRange: DateRangeField }}
      formContext={{ language, t: translatorFor(language), announce: () => {} }}
      onChange={onChange}
      noHtml5Validate
    />,
  );
  const period = () =>
    (onChange.mock.lastCall?.[0] as { formData: { period?: Record<string, unknown> } }).formData.period;
  return { user, period };
}

const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

afterEach(() => {
  vi.useRealTimers();
});

describe('DateRangeField', () => {
  it('is a fieldset with a legend and two labelled date inputs (fi)', () => {
    renderRange();
    const group = screen.getByRole('group', { name: 'Valitse ajanjakso' });
    const start = within(group).getByLabelText('Alkamispäivä');
    const end = within(group).getByLabelText('Päättymispäivä');
    expect(start).toHaveAttribute('id', 'root_period_startDate');
    expect(end).toHaveAttribute('id', 'root_period_endDate');
    expect(start).toHaveAttribute('maxLength', '10');
    expect(start).toHaveAttribute('placeholder', 'pp.kk.vvvv');
    expect(within(group).getByRole('button', { name: 'Valitse ajanjakso' })).toBeInTheDocument();
  });

  it('labels in sv', async () => {
    const { user } = renderRange({ language: 'sv' });
    const group = screen.getByRole('group', { name: 'Välj period' });
    expect(within(group).getByLabelText('Startdatum')).toHaveAttribute('placeholder', 'dd.mm.åååå');
    expect(within(group).getByLabelText('Slutdatum')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Välj period' }));
    expect(screen.getByRole('dialog', { name: 'Välj period' })).toHaveAccessibleDescription('Startdatum');
  });

  it('stores ISO dates and normalizes the typed text on blur', async () => {
    const { user, period } = renderRange();
    await user.type(screen.getByLabelText('Alkamispäivä'), '01012024');
    await user.type(screen.getByLabelText('Päättymispäivä'), '2024-01-31');
    await user.tab();
    expect(screen.getByLabelText('Alkamispäivä')).toHaveValue('01.01.2024');
    expect(screen.getByLabelText('Päättymispäivä')).toHaveValue('31.01.2024');
    expect(period()).toEqual({ startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(screen.queryByText(/Tarkista/)).not.toBeInTheDocument();
  });

  it('shows the relation error when the end is before the start, tied to both inputs', async () => {
    const { user } = renderRange();
    const start = screen.getByLabelText('Alkamispäivä');
    const end = screen.getByLabelText('Päättymispäivä');
    await user.type(start, '10.01.2024');
    await user.type(end, '05.01.2024');
    await user.tab();
    const message = 'Tarkista, että alkamispäivä edeltää päättymispäivää.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(start).toHaveAccessibleDescription(message);
    expect(end).toHaveAccessibleDescription(message);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await user.clear(end);
    await user.type(end, '15.01.2024');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the relation error in sv', async () => {
    const { user } = renderRange({ language: 'sv' });
    await user.type(screen.getByLabelText('Startdatum'), '10.01.2024');
    await user.type(screen.getByLabelText('Slutdatum'), '05.01.2024');
    await user.tab();
    expect(screen.getByText('Kontrollera att startdatumet infaller före slutdatumet.')).toBeInTheDocument();
  });

  it('shows each part’s message beside it once left', async () => {
    const { user, period } = renderRange({ periodUi: { 'ui:options': { fromRequired: true } } });
    const start = screen.getByLabelText(/Alkamispäivä/);
    const end = screen.getByLabelText('Päättymispäivä');
    await user.click(start);
    await user.tab();
    const required = 'Alkamispäivä on pakollinen tieto. Ilmoita päivämäärä muodossa pp.kk.vvvv.';
    expect(start).toHaveAccessibleDescription(required);
    await user.type(end, '31.04.2024');
    await user.tab();
    const invalid = 'Päättymispäivä on virheellinen. Ilmoita päivämäärä muodossa pp.kk.vvvv.';
    expect(end).toHaveAccessibleDescription(invalid);
    expect(period()).toEqual({ endDate: '31.04.2024' });
  });

  it('reports days outside the bounds and both parts wrong as an invalid period', async () => {
    const { user } = renderRange({
      periodUi: { 'ui:options': { minDate: '2024-01-01', maxDate: '2024-12-31' } },
    });
    await user.type(screen.getByLabelText('Alkamispäivä'), '31.12.2023');
    await user.type(screen.getByLabelText('Päättymispäivä'), '01.01.2025');
    await user.tab();
    expect(
      screen.getByText('Alkamispäivä on virheellinen. Tarkista, että päivä on sallitulta väliltä.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Päättymispäivä on virheellinen. Tarkista, että päivä on sallitulta väliltä.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Virheellinen ajanjakso. Tarkista annetut päivämäärät.')).toBeInTheDocument();
  });

  it('shows the errors RJSF passes beside their part', async () => {
    const { user } = renderRange({ schema: { ...periodSchema, required: ['endDate'] } });
    await user.type(screen.getByLabelText('Alkamispäivä'), '01.01.2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const end = screen.getByLabelText(/Päättymispäivä/);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end.getAttribute('aria-describedby')).toContain('root_period_endDate__error');
    expect(document.getElementById('root_period_endDate__error')).toHaveTextContent(/endDate/);
  });

  it('says an engine-mapped date message in the part’s words, and each message once', async () => {
    const t = translatorFor('fi');
    const relation = t(RANGE_ERROR_CODES.invalidRelation);
    render(
      <Form
        schema={{ type: 'object', properties: { period: periodSchema } }}
        uiSchema={{ period: { 'ui:field': 'dateRange' } }}
        formData={{ period: { startDate: '2024-01-10', endDate: '2024-01-05' } }}
        extraErrors={
          {
            period: {
              startDate: { __errors: [t(DATE_ERROR_CODES.disabledDate)] },
              endDate: { __errors: [relation] },
            },
          } as ErrorSchema<Record<string, unknown>>
        }
        validator={validator}
        fields={{ dateRange: DateRangeField }}
        formContext={{ language: 'fi', t, announce: () => {} }}
        noHtml5Validate
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Alkamispäivä'));
    await user.tab();
    expect(screen.getByLabelText('Alkamispäivä')).toHaveAccessibleDescription(
      'Alkamispäivä ei ole sallittu. Valitse toinen päivämäärä.',
    );
    expect(screen.getAllByText(relation)).toHaveLength(1);
    expect(screen.getByLabelText('Päättymispäivä')).toHaveAccessibleDescription(relation);
  });

  it('chooses the start and then the end in one calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12));
    const { user, period } = renderRange();
    const open = screen.getByRole('button', { name: 'Valitse ajanjakso' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Valitse ajanjakso' });
    expect(dialog).toHaveAccessibleDescription('Alkamispäivä');
    expect(focusedDate()).toBe('2024-06-15');
    await user.keyboard('{Enter}');
    expect(period()).toEqual({ startDate: '2024-06-15' });
    expect(dialog).toHaveAccessibleDescription('Päättymispäivä');
    // Days before the start cannot be the end.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{PageDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(period()).toEqual({ startDate: '2024-06-15', endDate: '2024-07-21' });
    expect(screen.getByLabelText('Alkamispäivä')).toHaveValue('15.06.2024');
    expect(screen.getByLabelText('Päättymispäivä')).toHaveValue('21.07.2024');
  });

  it('marks the chosen period selected and clears it', async () => {
    const { user, period } = renderRange({
      formData: { period: { startDate: '2024-03-10', endDate: '2024-03-12' } },
    });
    await user.click(screen.getByRole('button', { name: 'Valitse ajanjakso' }));
    const selected = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true')
      .map((cell) => cell.textContent);
    expect(selected).toEqual(['10', '11', '12']);
    expect(focusedDate()).toBe('2024-03-10');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Valitse ajanjakso' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Valitse ajanjakso' }));
    await user.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    expect(screen.getByLabelText('Alkamispäivä')).toHaveValue('');
    expect(screen.getByLabelText('Päättymispäivä')).toHaveValue('');
    expect(period()).toEqual({});
  });

  it('uses the property names of ui:options.from and .to', async () => {
    const { user, period } = renderRange({
      schema: {
        type: 'object',
        properties: {
          moveIn: { type: 'string', format: 'date' },
          moveOut: { type: 'string', format: 'date' },
        },
      },
      periodUi: { 'ui:options': { from: 'moveIn', to: 'moveOut' } },
    });
    await user.type(screen.getByLabelText('Alkamispäivä'), '1.2.2024');
    await user.type(screen.getByLabelText('Päättymispäivä'), '29022024');
    expect(period()).toEqual({ moveIn: '2024-02-01', moveOut: '2024-02-29' });
  });
});
