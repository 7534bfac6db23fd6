import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import validMinimal from '../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json' with { type: 'json' };
import { renderForm } from './renderForm.tsx';

/** The value the check-your-answers step shows beside a label. */
const summaryValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the realization request form', () => {
  it('refuses to step forward while the step has errors, and steps on once they are fixed', async () => {
    const { rentee, ...rest } = validMinimal;
    const { id: _id, ...renteeWithoutId } = rentee;
    const { user } = await renderForm('realization-request', {
      initialData: { ...rest, rentee: renteeWithoutId },
    });
    await stepHeading('Vuokralainen ja vuokrasuhteen päättyminen');
    expect(screen.getByText('Vaihe 1/5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    const commitment = screen.getByRole('textbox', { name: /Maksusitoumuksen numero/ });
    await waitFor(() => expect(commitment).toHaveFocus());
    expect(commitment).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Vaihe 1/5')).toBeInTheDocument();

    await user.type(commitment, '12345678');
    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await stepHeading('Maksamattomat maksut ja vahingot');
    expect(screen.getByText('Vaihe 2/5')).toBeInTheDocument();
  });

  it('keeps the computed total in step with the amounts the user chooses', async () => {
    const { user } = await renderForm('realization-request', { initialData: validMinimal });
    await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await stepHeading('Maksamattomat maksut ja vahingot');
    const total = screen.getByRole('textbox', { name: /Vaadittava määrä yhteensä/ });
    expect(total).toHaveValue('650,00');

    await user.click(screen.getByRole('checkbox', { name: 'Vesimaksu' }));
    await user.type(await screen.findByRole('textbox', { name: /Maksamaton vesimaksu/ }), '49,90');
    await waitFor(() => expect(total).toHaveValue('699,90'));

    // Unticking hides the amount, and a hidden amount does not count.
    await user.click(screen.getByRole('checkbox', { name: 'Vesimaksu' }));
    await waitFor(() => expect(total).toHaveValue('650,00'));
  });

  it('ends in a check-your-answers step whose edit links go back, and submits from there', async () => {
    const { user, onSubmit } = await renderForm('realization-request', { initialData: validMinimal });
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await stepHeading('Tarkista tiedot');
    expect(screen.getByText('Vaihe 5/5')).toBeInTheDocument();
    expect(summaryValue('Vaadittava määrä yhteensä (€)')).toBe('650,00\u00a0€');
    expect(summaryValue('Vuokrasopimuksen alkamispäivä')).toBe('01.09.2022');
    expect(summaryValue('Miten vuokrasopimus päättyi?')).not.toBe('RENTEE');

    await user.click(screen.getAllByRole('button', { name: /^Muokkaa/ })[0] as HTMLElement);
    await stepHeading('Vuokralainen ja vuokrasuhteen päättyminen');
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await stepHeading('Tarkista tiedot');
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      realizationRequestAmount: 650,
      rentee: { id: '12345678' },
    });
  });

  it('turns a date typed as 01012024 or 2024-01-01 into 01.01.2024', async () => {
    const { user, onChange } = await renderForm('realization-request', { initialData: validMinimal });
    const start = await screen.findByRole('textbox', { name: /Vuokrasopimuksen alkamispäivä/ });
    await user.clear(start);
    await user.type(start, '01012024');
    await user.tab();
    expect(start).toHaveValue('01.01.2024');
    await user.clear(start);
    await user.type(start, '2023-02-01');
    await user.tab();
    expect(start).toHaveValue('01.02.2023');
    const last = onChange.mock.calls.at(-1)?.[0] as { rentee: { startDate: string } };
    expect(last.rentee.startDate).toBe('2023-02-01');
  });
});
