import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../../../api/contract.ts';
import type { Language } from '../../../texts/index.ts';
import { dayNumberToIso, isoToDayNumber } from '../../../validators/date.ts';
import { DateRangeFilter, defaultDateRange } from './DateRangeFilter.tsx';

function Harness({
  language = 'fi',
  initial = {},
  onChange,
  max,
}: {
  language?: Language;
  initial?: DateRange;
  onChange: (value: DateRange, valid: boolean) => void;
  max?: string;
}) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <>
      <DateRangeFilter
        language={language}
        legend="Luontipäivä"
        value={value}
        max={max}
        onChange={(next, valid) => {
          onChange(next, valid);
          if (valid) setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue({ from: '2025-01-01', to: '2025-01-31' })}>
        reset
      </button>
    </>
  );
}

describe('DateRangeFilter', () => {
  it('shows the range as dd.MM.yyyy in a labelled group', () => {
    render(<Harness initial={{ from: '2025-01-05', to: '2025-07-05' }} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Luontipäivä' });
    expect(within(group).getByLabelText('Alkamispäivä')).toHaveValue('05.01.2025');
    expect(within(group).getByLabelText('Päättymispäivä')).toHaveValue('05.07.2025');
    expect(within(group).getByLabelText('Alkamispäivä')).toHaveAttribute('placeholder', 'pp.kk.vvvv');
    expect(within(group).getByLabelText('Alkamispäivä')).toHaveAttribute('maxLength', '10');
    expect(within(group).getByRole('button', { name: 'Valitse ajanjakso' })).toBeInTheDocument();
  });

  it('converts ddMMyyyy and ISO, and reports the valid range', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const from = screen.getByLabelText('Alkamispäivä');
    const to = screen.getByLabelText('Päättymispäivä');
    await userEvent.type(from, '01022025');
    await userEvent.type(to, '2025-03-01');
    await userEvent.tab();
    expect(from).toHaveValue('01.02.2025');
    expect(to).toHaveValue('01.03.2025');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-01', to: '2025-03-01' }, true);
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it('says an invalid format once the part is left, tied to its input', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const from = screen.getByLabelText('Alkamispäivä');
    await userEvent.type(from, '31.02.2025');
    expect(screen.queryByText(/Virheellinen/)).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({}, false);
    await userEvent.tab();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(
      'Alkamispäivä on virheellinen. Ilmoita päivämäärä muodossa pp.kk.vvvv.',
    );
  });

  it('refuses an end before the start', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Alkamispäivä'), '10.03.2025');
    await userEvent.type(screen.getByLabelText('Päättymispäivä'), '01.03.2025');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-10', to: '2025-03-01' }, false);
    const message = 'Tarkista, että alkamispäivä edeltää päättymispäivää.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Päättymispäivä')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Alkamispäivä')).toHaveAccessibleDescription(message);
  });

  it('says a day past the maximum is out of range', async () => {
    render(<Harness onChange={vi.fn()} max="2025-06-30" />);
    await userEvent.type(screen.getByLabelText('Päättymispäivä'), '01.07.2025');
    await userEvent.tab();
    expect(screen.getByText(/^Päättymispäivä.*sallitulta väliltä/)).toBeInTheDocument();
  });

  it('shows a new value from outside and keeps an invalid text while the value stays', async () => {
    render(<Harness initial={{ from: '2025-02-01' }} onChange={vi.fn()} />);
    const from = screen.getByLabelText('Alkamispäivä');
    await userEvent.clear(from);
    await userEvent.type(from, '99');
    expect(from).toHaveValue('99');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(from).toHaveValue('01.01.2025');
    expect(screen.getByLabelText('Päättymispäivä')).toHaveValue('31.01.2025');
  });

  it('chooses the start and the end in the calendar', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ from: '2025-03-03' }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Valitse ajanjakso' }));
    const dialog = screen.getByRole('dialog', { name: 'Valitse ajanjakso' });
    expect(dialog).toHaveAccessibleDescription('Alkamispäivä');
    await userEvent.click(within(dialog).getByText('4', { selector: '[data-date="2025-03-04"]' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Päättymispäivä');
    await userEvent.click(within(dialog).getByText('20', { selector: '[data-date="2025-03-20"]' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Alkamispäivä')).toHaveValue('04.03.2025');
    expect(screen.getByLabelText('Päättymispäivä')).toHaveValue('20.03.2025');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-04', to: '2025-03-20' }, true);
    expect(screen.getByRole('button', { name: 'Valitse ajanjakso' })).toHaveFocus();
  });

  it('speaks Swedish', async () => {
    render(<Harness language="sv" onChange={vi.fn()} />);
    const from = screen.getByLabelText('Startdatum');
    expect(from).toHaveAttribute('placeholder', 'dd.mm.åååå');
    await userEvent.type(from, 'x');
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription(/^Startdatum/);
  });
});

describe('defaultDateRange (SPEC §9: six months ago to today)', () => {
  /** The payment list's own arithmetic before dayjs (issue 15); the documents' gave the same. */
  const previous = (today: string): DateRange => {
    const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
    const start = new Date(Date.UTC(year, month - 1 - 6, 1));
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, lastDay));
    return { from: start.toISOString().slice(0, 10), to: today };
  };

  it('keeps the day of the month, or the shorter month’s last, across years and leap days', () => {
    expect(defaultDateRange('2025-08-31')).toEqual({ from: '2025-02-28', to: '2025-08-31' });
    expect(defaultDateRange('2024-08-31')).toEqual({ from: '2024-02-29', to: '2024-08-31' });
    expect(defaultDateRange('2025-03-15')).toEqual({ from: '2024-09-15', to: '2025-03-15' });
    expect(defaultDateRange('2025-12-31')).toEqual({ from: '2025-06-30', to: '2025-12-31' });
    expect(defaultDateRange('2026-03-29')).toEqual({ from: '2025-09-29', to: '2026-03-29' });
  });

  it('agrees with the arithmetic it replaced on any day of 1900–2200', () => {
    const day = fc
      .integer({ min: isoToDayNumber('1900-07-01'), max: isoToDayNumber('2200-12-31') })
      .map(dayNumberToIso);
    fc.assert(
      fc.property(day, (today) => {
        expect(defaultDateRange(today)).toEqual(previous(today));
      }),
      { numRuns: 2000 },
    );
  });
});
