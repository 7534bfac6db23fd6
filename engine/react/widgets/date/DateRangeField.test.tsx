import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../../texts/index.ts';
import type { Language } from '../../../../texts/index.ts';
import { localizeUiSchema } from '../../../core/uiSchema.ts';
import { fields, templates, widgets } from '../../theme.ts';
import DateRangeField from './DateRangeField.tsx';
import DateWidget from './DateWidget.tsx';
import { DATE_ERROR_CODES, DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts.ts';

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
      onError={() => undefined}
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

/** An object with other properties besides the two dates (as the realization request's `rentee`). */
const renteeSchema: RJSFSchema = {
  type: 'object',
  required: ['id', 'startDate'],
  properties: {
    id: { type: 'string', minLength: 1 },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    amount: { type: 'number' },
    hasNote: { type: 'boolean' },
  },
  if: { properties: { hasNote: { const: true } }, required: ['hasNote'] },
  then: { properties: { note: { type: 'string' } } },
};

/** With text codes, as in schemas/forms/*.ui.json. */
const renteeUi: UiSchema = {
  'ui:field': 'dateRange',
  'ui:title': '210010',
  'ui:order': ['id', 'endDate', 'startDate', 'amount', 'hasNote', 'note'],
  'ui:options': { from: 'startDate', to: 'endDate', rangeTitle: '210016', toRequired: false },
  id: { 'ui:title': '210011' },
  startDate: { 'ui:title': '210018', 'ui:options': { maxDate: 'today' } },
  endDate: { 'ui:title': '210019', 'ui:help': '210017' },
  amount: { 'ui:title': '210015', 'ui:widget': 'money' },
  hasNote: { 'ui:title': '139010' },
  note: { 'ui:title': '139015' },
};

/** The object in the engine's theme, its UI schema localized first, as FormEngine renders it. */
function renderRentee({
  language = 'fi',
  formData,
  extraErrors,
}: { language?: Language; formData?: Record<string, unknown>; extraErrors?: ErrorSchema } = {}) {
  const t = translatorFor(language);
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <Form
      schema={{ type: 'object', properties: { rentee: renteeSchema } }}
      uiSchema={localizeUiSchema({ rentee: renteeUi }, t) as UiSchema}
      formData={formData === undefined ? undefined : { rentee: formData }}
      extraErrors={extraErrors}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={{ language, t, announce: () => {} }}
      onChange={onChange}
      onError={() => undefined}
      noHtml5Validate
    />,
  );
  const rentee = () =>
    (onChange.mock.lastCall?.[0] as { formData: { rentee?: Record<string, unknown> } }).formData.rentee;
  return { ...view, user, rentee, t };
}

/** 'Tarkista tieto.' / 'Kontrollera uppgiften.' on the object's `id`, as the engine's mapping passes it. */
const STORY_ERROR = '139015';
const errorOnId = (language: Language) =>
  ({ rentee: { id: { __errors: [translatorFor(language)(STORY_ERROR)] } } }) as ErrorSchema<
    Record<string, unknown>
  >;

describe('DateRangeField on an object with other properties', () => {
  it('renders the other properties through the theme and the pair as a group of its own (fi)', () => {
    const { t } = renderRentee({
      extraErrors: errorOnId('fi'),
    });
    const object = screen.getByRole('group', { name: 'Vuokralainen ja vuokravakuus' });
    const commitment = within(object).getByRole('textbox', { name: /Maksusitoumuksen numero/ });
    expect(commitment).toHaveAttribute('id', 'root_rentee_id');
    expect(commitment).toHaveAccessibleDescription(/Tarkista tieto\./);
    expect(document.getElementById('root_rentee_id__error')).toHaveTextContent(t(STORY_ERROR));
    expect(within(object).getByRole('textbox', { name: /Vuokravakuuden määrä/ })).toBeInTheDocument();

    const range = within(object).getByRole('group', { name: 'Vuokrasopimuksen voimassaolo' });
    const start = within(range).getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ });
    const end = within(range).getByLabelText('Vuokrasopimuksen päättymispäivä');
    expect(start).toHaveAttribute('id', 'root_rentee_startDate');
    expect(start).toHaveAttribute('required');
    expect(end).toHaveAttribute('id', 'root_rentee_endDate');
    expect(end).not.toHaveAttribute('required');
    expect(end).toHaveAccessibleDescription(
      'Jos vuokrasopimus on ollut voimassa toistaiseksi, jätä päättymispäivä tyhjäksi.',
    );
    expect(within(range).getByRole('button', { name: 'Valitse ajanjakso' })).toBeInTheDocument();
    expect(within(range).queryByLabelText(/Maksusitoumuksen numero/)).not.toBeInTheDocument();
    // Nothing renders the two dates a second time.
    expect(document.querySelectorAll('#root_rentee_startDate, #root_rentee_endDate')).toHaveLength(2);
  });

  it('in sv', () => {
    renderRentee({
      language: 'sv',
      extraErrors: errorOnId('sv'),
    });
    const object = screen.getByRole('group', { name: 'Hyresgästen och hyresgarantin' });
    const commitment = within(object).getByRole('textbox', { name: /Betalningsförbindelsens nummer/ });
    expect(commitment).toHaveAccessibleDescription(/Kontrollera uppgiften\./);
    const range = within(object).getByRole('group', { name: 'Hyresavtalets giltighetstid' });
    expect(within(range).getByRole('textbox', { name: /Hyresavtalets startdatum/ })).toHaveAttribute(
      'placeholder',
      'dd.mm.åååå',
    );
    expect(within(range).getByLabelText('Hyresavtalets slutdatum')).toHaveAccessibleDescription(
      'Om hyresavtalet har gällt tills vidare, lämna slutdatumet tomt.',
    );
    expect(within(range).getByRole('button', { name: 'Välj period' })).toBeInTheDocument();
  });

  it('puts the pair where `from` is in ui:order', () => {
    renderRentee();
    const order = [...document.querySelectorAll('#root_rentee input')].map((input) => input.id);
    expect(order).toEqual([
      'root_rentee_id',
      'root_rentee_startDate',
      'root_rentee_endDate',
      'root_rentee_amount',
      'root_rentee_hasNote',
    ]);
  });

  it('keeps the form data shape, and the other properties’ conditionals', async () => {
    const { user, rentee } = renderRentee();
    await user.type(screen.getByRole('textbox', { name: /Maksusitoumuksen numero/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ }), '01012024');
    await user.type(screen.getByLabelText('Vuokrasopimuksen päättymispäivä'), '31.01.2024');
    await user.tab();
    expect(rentee()).toEqual({ id: '12345678', startDate: '2024-01-01', endDate: '2024-01-31' });
    expect(screen.queryByRole('textbox', { name: 'Tarkista tieto.' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Haluan päätökset sähköisesti' }));
    await user.type(await screen.findByRole('textbox', { name: 'Tarkista tieto.' }), 'x');
    expect(rentee()).toEqual({
      id: '12345678',
      startDate: '2024-01-01',
      endDate: '2024-01-31',
      hasNote: true,
      note: 'x',
    });
  });

  it('shows the range messages as on its own, and RJSF’s errors beside their part', async () => {
    const { user } = renderRentee();
    await user.type(screen.getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ }), '10.01.2024');
    await user.type(screen.getByLabelText('Vuokrasopimuksen päättymispäivä'), '05.01.2024');
    await user.tab();
    const relation = 'Tarkista, että alkamispäivä edeltää päättymispäivää.';
    expect(screen.getByText(relation)).toBeInTheDocument();
    expect(screen.getByLabelText('Vuokrasopimuksen päättymispäivä')).toHaveAccessibleDescription(
      `${relation} Jos vuokrasopimus on ollut voimassa toistaiseksi, jätä päättymispäivä tyhjäksi.`,
    );
    expect(screen.getByRole('textbox', { name: /Maksusitoumuksen numero/ })).not.toHaveAttribute(
      'aria-invalid',
    );

    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const commitment = screen.getByRole('textbox', { name: /Maksusitoumuksen numero/ });
    expect(commitment).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('root_rentee_id__error')).toHaveTextContent(/must have required property/);
  });

  it('bounds each part by its own ui:options (the start by today, the end not)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12));
    const { user } = renderRentee();
    await user.type(screen.getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ }), '16.06.2024');
    await user.type(screen.getByLabelText('Vuokrasopimuksen päättymispäivä'), '16.06.2025');
    await user.tab();
    expect(
      screen.getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ }),
    ).toHaveAccessibleDescription(
      'Alkamispäivä on virheellinen. Tarkista, että päivä on sallitulta väliltä.',
    );
    expect(screen.queryByText(/Päättymispäivä on virheellinen/)).not.toBeInTheDocument();
  });

  it('chooses the period with the keyboard as on its own, each part within its bounds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12));
    const { user, rentee } = renderRentee({ formData: { id: '12345678' } });
    const open = screen.getByRole('button', { name: 'Valitse ajanjakso' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Valitse ajanjakso' });
    expect(dialog).toHaveAccessibleDescription('Vuokrasopimuksen alkamispäivä');
    expect(focusedDate()).toBe('2024-06-15');
    // The start is at most today.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(rentee()).toEqual({ id: '12345678', startDate: '2024-06-15' });
    expect(dialog).toHaveAccessibleDescription('Vuokrasopimuksen päättymispäivä');
    // The end may be after today, not before the start.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(rentee()).toEqual({ id: '12345678', startDate: '2024-06-15', endDate: '2024-07-22' });
    expect(screen.getByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ })).toHaveValue('15.06.2024');
    expect(screen.getByLabelText('Vuokrasopimuksen päättymispäivä')).toHaveValue('22.07.2024');
  });
});
