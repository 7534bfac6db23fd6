import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../../texts/index.ts';
import type { Language } from '../../../../texts/index.ts';
import DateWidget from './DateWidget.tsx';

const schema: RJSFSchema = {
  type: 'object',
  properties: { moveDate: { type: 'string', format: 'date', title: 'Muuttopäivä' } },
};

interface Setup {
  language?: Language;
  formData?: Record<string, unknown>;
  uiSchema?: UiSchema;
}

function renderDate({ language = 'fi', formData, uiSchema }: Setup = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={{ date: DateWidget }}
      formContext={{ language, t: translatorFor(language), announce: () => {} }}
      onChange={onChange}
      onError={() => undefined}
    />,
  );
  const formData_ = () => (onChange.mock.lastCall?.[0] as { formData: Record<string, unknown> }).formData;
  return {
    user,
    onChange,
    formData: formData_,
    input: screen.getByLabelText('Muuttopäivä') as HTMLInputElement,
  };
}

const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

afterEach(() => {
  vi.useRealTimers();
});

describe('DateWidget: typing', () => {
  it('normalizes eight digits on blur and stores ISO', async () => {
    const { user, input, formData } = renderDate();
    await user.type(input, '01012024');
    expect(formData().moveDate).toBe('2024-01-01');
    await user.tab();
    expect(input).toHaveValue('01.01.2024');
    expect(formData().moveDate).toBe('2024-01-01');
  });

  it('normalizes ISO on blur and stores ISO', async () => {
    const { user, input, formData } = renderDate();
    await user.type(input, '2024-01-01');
    await user.tab();
    expect(input).toHaveValue('01.01.2024');
    expect(formData().moveDate).toBe('2024-01-01');
  });

  it('pads d.M.yyyy on blur', async () => {
    const { user, input, formData } = renderDate();
    await user.type(input, '5.6.2023');
    await user.tab();
    expect(input).toHaveValue('05.06.2023');
    expect(formData().moveDate).toBe('2023-06-05');
  });

  it('keeps an invalid text in the form data and lets the schema report it', async () => {
    const { user, input, formData } = renderDate();
    await user.type(input, '31.04.2024');
    await user.tab();
    expect(input).toHaveValue('31.04.2024');
    expect(formData().moveDate).toBe('31.04.2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/must match format "date"/);
    expect(input).toHaveValue('31.04.2024');
  });

  it('clearing the text removes the value', async () => {
    const { user, input, formData } = renderDate({ formData: { moveDate: '2024-03-02' } });
    expect(input).toHaveValue('02.03.2024');
    await user.clear(input);
    expect(formData().moveDate).toBeUndefined();
  });

  it('has the input attributes of SPEC §5', () => {
    const { input } = renderDate();
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'pp.kk.vvvv');
  });
});

describe('DateWidget: calendar', () => {
  it('opens on the selected day, moves with the keyboard and chooses with Enter', async () => {
    const { user, input, formData } = renderDate({ formData: { moveDate: '2024-01-15' } });
    const open = screen.getByRole('button', { name: 'Valitse päivämäärä' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Valitse päivämäärä' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(focusedDate()).toBe('2024-01-15');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(
      within(dialog)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2024-01-16');
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2024-01-23');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDate()).toBe('2024-01-15');
    await user.keyboard('{Home}');
    expect(focusedDate()).toBe('2024-01-15');
    await user.keyboard('{End}');
    expect(focusedDate()).toBe('2024-01-21');
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2024-02-21');
    expect(within(dialog).getByRole('combobox', { name: 'Kuukausi' })).toHaveValue('2');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDate()).toBe('2025-02-21');
    expect(within(dialog).getByRole('combobox', { name: 'Vuosi' })).toHaveValue('2025');
    await user.keyboard('{Shift>}{PageUp}{/Shift}{PageUp}');
    expect(focusedDate()).toBe('2024-01-21');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(input).toHaveValue('21.01.2024');
    expect(formData().moveDate).toBe('2024-01-21');
  });

  it('clamps the day when moving by month (31 January → 29 February)', async () => {
    const { user } = renderDate({ formData: { moveDate: '2024-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2024-02-29');
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2024-03-01');
  });

  it('chooses with Space and with a click', async () => {
    const { user, formData } = renderDate({ formData: { moveDate: '2024-01-15' } });
    const open = screen.getByRole('button', { name: 'Valitse päivämäärä' });
    await user.click(open);
    await user.keyboard('{ArrowLeft}[Space]');
    expect(formData().moveDate).toBe('2024-01-14');
    await user.click(open);
    await user.click(screen.getByRole('gridcell', { name: '3' }));
    expect(formData().moveDate).toBe('2024-01-03');
  });

  it('Escape closes and returns focus to the open button without changing the value', async () => {
    const { user, input } = renderDate({ formData: { moveDate: '2024-01-15' } });
    const open = screen.getByRole('button', { name: 'Valitse päivämäärä' });
    await user.click(open);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('15.01.2024');
  });

  it('the close button closes and returns focus; a click outside closes', async () => {
    const { user } = renderDate();
    const open = screen.getByRole('button', { name: 'Valitse päivämäärä' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Sulje kalenteri' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderDate({ formData: { moveDate: '2024-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 8; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('clears the value with Tyhjennä', async () => {
    const { user, input, formData } = renderDate({ formData: { moveDate: '2024-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    await user.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(formData().moveDate).toBeUndefined();
  });

  it('changes the month and year with the selects', async () => {
    const { user } = renderDate({ formData: { moveDate: '2024-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kuukausi' }), '4');
    expect(screen.getByRole('grid', { name: 'huhtikuu 2024' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vuosi' }), '2021');
    expect(screen.getByRole('grid', { name: 'huhtikuu 2021' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '30' })).toHaveAttribute('tabindex', '0');
  });

  it.each([
    ['2024-01-01', 'Viikko 1'],
    ['2021-01-01', 'Viikko 53'],
    ['2027-01-01', 'Viikko 53'],
    ['2020-12-31', 'Viikko 53'],
    ['2024-12-30', 'Viikko 1'],
    ['2026-01-01', 'Viikko 1'],
  ])('shows ISO week numbers: the week of %s is %s', async (iso, week) => {
    const { user } = renderDate({ formData: { moveDate: iso } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    const row = document.querySelector(`[data-date="${iso}"]`)?.closest('tr');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveAccessibleName(week);
  });

  it('starts weeks on Monday', async () => {
    const { user } = renderDate({ formData: { moveDate: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Viikko', 'ma', 'ti', 'ke', 'to', 'pe', 'la', 'su']);
    // 1 January 2024 was a Monday: the first row has no blank before it.
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('gridcell')[0]).toHaveTextContent('1');
  });

  it('focuses today when empty, marks it aria-current, and goes back to it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12));
    const { user } = renderDate();
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    expect(focusedDate()).toBe('2024-06-15');
    expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{PageDown}{PageDown}');
    expect(focusedDate()).toBe('2024-08-15');
    const goToToday = screen.getByRole('button', { name: 'Siirry kuluvaan päivään' });
    await user.click(goToToday);
    expect(focusedDate()).toBe('2024-06-15');
    await user.click(goToToday);
    expect(focusedDate()).toBe('2024-06-15');
  });

  it('disables days outside minDate and maxDate', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 12));
    const { user, formData, onChange } = renderDate({
      uiSchema: { moveDate: { 'ui:options': { minDate: '2024-06-10', maxDate: 'today' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Valitse päivämäärä' }));
    expect(screen.getByRole('gridcell', { name: '9' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('gridcell', { name: '16' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('gridcell', { name: '10' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('combobox', { name: 'Vuosi' }).querySelectorAll('option')).toHaveLength(1);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onChange.mock.calls.every(([event]) => event.formData.moveDate === undefined)).toBe(true);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(formData().moveDate).toBe('2024-06-14');
  });

  it('is not operable when disabled or read-only', () => {
    renderDate({ uiSchema: { moveDate: { 'ui:disabled': true } } });
    expect(screen.getByRole('button', { name: 'Valitse päivämäärä' })).toBeDisabled();
    expect(screen.getByLabelText('Muuttopäivä')).toBeDisabled();
  });
});

describe('DateWidget: languages', () => {
  it.each([
    [
      'fi',
      {
        open: 'Valitse päivämäärä',
        placeholder: 'pp.kk.vvvv',
        month: 'Kuukausi',
        year: 'Vuosi',
        today: 'Siirry kuluvaan päivään',
        clear: 'Tyhjennä',
        close: 'Sulje kalenteri',
        grid: 'tammikuu 2024',
        week: 'Viikko 1',
        monday: 'ma',
      },
    ],
    [
      'sv',
      {
        open: 'Välj datum',
        placeholder: 'dd.mm.åååå',
        month: 'Månad',
        year: 'År',
        today: 'Gå till dagens datum',
        clear: 'Töm',
        close: 'Stäng kalendern',
        grid: 'januari 2024',
        week: 'Vecka 1',
        monday: 'må',
      },
    ],
  ] as const)('labels in %s', async (language, labels) => {
    const { user, input } = renderDate({ language, formData: { moveDate: '2024-01-10' } });
    expect(input).toHaveAttribute('placeholder', labels.placeholder);
    await user.click(screen.getByRole('button', { name: labels.open }));
    const dialog = screen.getByRole('dialog', { name: labels.open });
    expect(within(dialog).getByRole('combobox', { name: labels.month })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: labels.year })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: labels.grid })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('rowheader')[0]).toHaveAccessibleName(labels.week);
    expect(within(dialog).getAllByRole('columnheader')[1]).toHaveTextContent(labels.monday);
    for (const name of [labels.today, labels.clear, labels.close]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('follows a value set from outside', async () => {
    const onChange = vi.fn();
    const props = {
      schema,
      validator,
      widgets: { date: DateWidget },
      formContext: { language: 'fi', t: translatorFor('fi'), announce: () => {} },
      onChange,
    };
    const { rerender } = render(<Form {...props} formData={{ moveDate: '2024-01-15' }} />);
    expect(screen.getByLabelText('Muuttopäivä')).toHaveValue('15.01.2024');
    await act(async () => rerender(<Form {...props} formData={{ moveDate: '2025-12-31' }} />));
    expect(screen.getByLabelText('Muuttopäivä')).toHaveValue('31.12.2025');
  });
});
