import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../../tests/forms/renderForm';

describe('FormEngine keeps what the user typed', () => {
  it('through a failed submit and while the errors follow what is typed after it', async () => {
    const { user } = await renderForm('landlord-application');
    const name = screen.getByRole('textbox', { name: /Vuokranantajan nimi/ });
    const firstName = screen.getByRole('textbox', { name: /^Etunimi/ });
    await user.type(name, 'Maija');
    await user.type(firstName, 'Matti');
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await screen.findByRole('heading', { name: 'Lomakkeella on virheitä' });
    expect(name).toHaveValue('Maija');
    expect(firstName).toHaveValue('Matti');

    // Emptying a field puts it in error; typing again clears the error and keeps every other value.
    await user.clear(firstName);
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await user.type(firstName, 'Liisa');
    expect(firstName).toHaveValue('Liisa');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
    expect(name).toHaveValue('Maija');
  });
});
