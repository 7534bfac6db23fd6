import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formById, renderForm } from '../../../tests/forms/renderForm.tsx';
import { FormEngine } from './FormEngine.tsx';

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

describe("FormEngine's form element (FormElement.tsx)", () => {
  it('is a real form that React keeps nothing on: Enter in a field submits it, and it goes with the form', async () => {
    const { user, unmount } = await renderForm('landlord-application');
    const name = screen.getByRole('textbox', { name: /Vuokranantajan nimi/ });
    const form = name.closest('form')!;
    expect(form).not.toBeNull();
    expect(form).toHaveClass('rjsf');
    expect(form).toHaveAttribute('novalidate');
    await user.type(name, 'Maija{Enter}');
    await screen.findByRole('heading', { name: 'Lomakkeella on virheitä' });
    expect(name).toHaveValue('Maija');
    // No fiber, no props: React neither reads nor writes the element's own properties, each of which
    // the browser looks up among the form's controls first.
    expect(Object.keys(form).filter((key) => key.startsWith('__react'))).toEqual([]);
    unmount();
    expect(form.isConnected).toBe(false);
  });
});

describe('FormEngine shows every error on its field and in the summary', () => {
  it('with several rentees after a failed submit, and as the errors follow what is typed', async () => {
    const { user } = await renderForm('landlord-application');
    const add = screen.getByRole('button', { name: /Lisää vuokralainen/ });
    await user.click(add);
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const summary = await screen.findByRole('heading', { name: 'Lomakkeella on virheitä' });
    const links = () => [...summary.parentElement!.querySelectorAll('li a')] as HTMLAnchorElement[];
    // Each summary entry's message is the one its field shows (a hidden field shows none).
    const check = () => {
      const ofShownFields = links().filter((link) => {
        const field = document.getElementById(link.getAttribute('href')!.slice(1));
        return field && !field.closest('[hidden]');
      });
      for (const link of ofShownFields) {
        const id = link.getAttribute('href')!.slice(1);
        const shown = document.getElementById(`${id}__error`)?.querySelector('.ef-error__message');
        const message = shown?.lastChild?.textContent;
        expect(message, id).toBeTruthy();
        const text = link.textContent ?? '';
        expect(text.endsWith(message!), id).toBe(true);
        // Label and message: a colon between them, or a space after the label's own ?, : or .
        expect(text.slice(0, -message!.length), id).toMatch(/(: |[?:.!] )$/);
      }
      expect(ofShownFields.length).toBeGreaterThan(10);
      expect(document.querySelectorAll('.ef-error')).toHaveLength(ofShownFields.length);
    };
    check();
    const before = links().length;
    const thirdFirstName = document.getElementById('root_renteeInfo_2_firstName') as HTMLInputElement;
    await user.type(thirdFirstName, 'Liisa');
    await waitFor(() => expect(links()).toHaveLength(before - 1));
    expect(thirdFirstName).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('root_renteeInfo_2_lastName')).toHaveAttribute('aria-invalid', 'true');
    check();
    await user.clear(thirdFirstName);
    await waitFor(() => expect(links()).toHaveLength(before));
    expect(thirdFirstName).toHaveAttribute('aria-invalid', 'true');
    check();
  });
});

describe("FormEngine shows the server's errors", () => {
  it('on a form with steps: submitted from the summary, the step of the first error opens with it', async () => {
    const { default: valid } = await import(
      '../../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json',
      { with: { type: 'json' } }
    );
    const { form, validateFns } = await formById('realization-request');
    const props = { form, validateFns, language: 'fi' as const, initialData: valid, onSubmit: vi.fn() };
    const user = userEvent.setup();
    const view = render(<FormEngine {...props} />);
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    view.rerender(
      <FormEngine
        {...props}
        serverErrors={[{ path: '/renter/name', label: 'Nimi', message: 'Tarkista nimi.', code: '110001' }]}
      />,
    );
    const name = await screen.findByDisplayValue('Pekka Vuokranantaja');
    // It stays in error after its step's Form has mounted (and reported its data).
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByDisplayValue('010190-123M')).toBeInTheDocument();
  });
});
