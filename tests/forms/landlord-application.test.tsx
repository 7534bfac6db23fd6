import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import validMinimal from '../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };
import { renderForm } from './renderForm.tsx';

/** The message element a field's aria-describedby points at. */
function describedErrors(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the landlord application form', () => {
  it('shows a required field’s error in Finnish, linked to the field, and the summary with focus', async () => {
    const { user, onSubmit } = await renderForm('landlord-application');
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const summary = await screen.findByRole('heading', { name: 'Lomakkeella on virheitä' });
    const summaryBox = summary.closest('div') as HTMLElement;
    await waitFor(() => expect(summaryBox).toHaveFocus());
    const name = screen.getByRole('textbox', { name: /Vuokranantajan nimi/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrors(name)).toContain('Tieto on pakollinen.');
    expect(
      within(summaryBox).getByRole('link', { name: 'Vuokranantajan nimi: Tieto on pakollinen.' }),
    ).toBeInTheDocument();
    // A label that asks a question keeps its own question mark, with no colon after it.
    expect(
      within(summaryBox).getByRole('link', {
        name: 'Haluatko, että maksuissa käytetään viitenumeroa? Tieto on pakollinen.',
      }),
    ).toBeInTheDocument();
    // A missing group leads to every field the person has to fill in: the account's IBAN, each of
    // the first tenant's required fields (not "Tilitiedot" or "Vuokralaiset"), all on the first
    // submit, and the summary lists the errors top to bottom, as the form shows the fields.
    const links = within(summaryBox).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#root_currentLanguageCode',
      '#root_businessType',
      '#root_name',
      '#root_language',
      '#root_landlordAddress',
      '#root_landlordZipCode',
      '#root_landlordZipArea',
      '#root_bankDetails_iban',
      '#root_useReferenceNumberWhenPaying',
      '#root_renteeInfo_0_firstName',
      '#root_renteeInfo_0_lastName',
      '#root_renteeInfo_0_birthdayHenro',
    ]);
    expect(links.map((link) => link.textContent)).not.toContain('Tilitiedot: Tieto on pakollinen.');
    const iban = screen.getByRole('textbox', { name: /Tilinumero \(IBAN\)/ });
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrors(iban)).toContain('Tieto on pakollinen.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what a postal code must be, in both languages', async () => {
    for (const [language, message] of [
      ['fi', 'Anna postinumero viitenä numerona, esimerkiksi 00100.'],
      ['sv', 'Ange postnumret med fem siffror, till exempel 00100.'],
    ] as const) {
      const { user, unmount } = await renderForm('landlord-application', { language });
      const zip = screen.getByRole('textbox', { name: language === 'fi' ? /Postinumero/ : /Postnummer/ });
      await user.type(zip, '0010');
      await user.click(screen.getByRole('button', { name: language === 'fi' ? 'Lähetä' : 'Skicka' }));
      await waitFor(() => expect(describedErrors(zip)).toContain(message));
      unmount();
    }
  });

  it('shows the same error in Swedish', async () => {
    const { user } = await renderForm('landlord-application', { language: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('heading', { name: 'Blanketten innehåller fel' });
    const name = screen.getByRole('textbox', { name: /Hyresvärdens namn/ });
    expect(describedErrors(name)).toContain('Uppgiften är obligatorisk.');
    expect(
      screen.getByRole('link', {
        name: 'Vill du att ett referensnummer används i betalningarna? Uppgiften är obligatorisk.',
      }),
    ).toBeInTheDocument();
  });

  it('focuses the field when its entry in the error summary is chosen', async () => {
    const { user } = await renderForm('landlord-application');
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await user.click(await screen.findByRole('link', { name: /^Vuokranantajan nimi:/ }));
    expect(screen.getByRole('textbox', { name: /Vuokranantajan nimi/ })).toHaveFocus();
  });

  it('shows no summary for a single error and focuses the field; once shown, the summary stays', async () => {
    const { user } = await renderForm('landlord-application', { initialData: { ...validMinimal, name: '' } });
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const name = screen.getByRole('textbox', { name: /Vuokranantajan nimi/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Lomakkeella on virheitä' })).not.toBeInTheDocument();

    // Two errors: the summary shows; back to one: it stays (SPEC §2).
    const zip = screen.getByRole('textbox', { name: /Postinumero/ });
    await user.clear(zip);
    expect(await screen.findByRole('heading', { name: 'Lomakkeella on virheitä' })).toBeInTheDocument();
    await user.type(zip, '00100');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Tieto on pakollinen/ })).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Lomakkeella on virheitä' })).toBeInTheDocument();
  });

  it('submits valid data without the value of a field a condition hides', async () => {
    const { user, onSubmit } = await renderForm('landlord-application', { initialData: validMinimal });
    await user.click(screen.getByRole('radio', { name: 'Yritys tai yhteisö' }));
    const businessId = await screen.findByRole('textbox', { name: /Y-tunnus/ });
    await user.type(businessId, '0737546-2');
    await user.click(screen.getByRole('radio', { name: 'Yksityishenkilö' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Y-tunnus/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(submitted).not.toHaveProperty('businessId');
    expect(submitted).toMatchObject({ businessType: 'PERSON', name: 'Maija Meikäläinen' });
  });

  it('shows errors the server answered on their fields', async () => {
    await renderForm('landlord-application', {
      initialData: validMinimal,
      serverErrors: [{ path: '/renteeInfo/0/birthdayHenro', label: 'x', message: 'x', code: '110101' }],
    });
    const hetu = screen.getByRole('textbox', { name: /Henkilötunnus/ });
    await waitFor(() => expect(describedErrors(hetu)).toContain('Tarkista henkilötunnus.'));
  });
});
