import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validMinimal from '../../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };
import { ShellContext } from '../../shell.tsx';
import { testShell } from '../../shell.test-helpers.tsx';
import LandlordApplicationPage from './LandlordApplicationPage.tsx';

const shell = testShell({ user: { status: 'anonymous' } });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(responder: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn((url: string, init: RequestInit) => Promise.resolve(responder(url, init)));
  vi.stubGlobal('fetch', fetch);
  render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter>
        <LandlordApplicationPage language="fi" />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return { fetch, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The rest of a valid body after the landlord's name, typed the quick way. */
async function typeRestOfValidBody(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Yksityishenkilö' }));
  await user.click(screen.getByRole('radio', { name: 'Suomi' }));
  await user.type(screen.getByRole('textbox', { name: /Lähiosoite/ }), validMinimal.landlordAddress);
  await user.type(screen.getByRole('textbox', { name: /Postitoimipaikka/ }), 'Helsinki');
  await user.type(screen.getByRole('textbox', { name: /Postinumero/ }), '00100');
  await user.type(screen.getByRole('textbox', { name: /IBAN/ }), validMinimal.bankDetails.iban);
  await user.click(screen.getByRole('radio', { name: 'Ei' }));
  await user.type(screen.getByRole('textbox', { name: /Etunimi/ }), 'Matti');
  await user.type(screen.getByRole('textbox', { name: /Sukunimi/ }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: /Henkilötunnus/ }), '131052-308T');
}

describe('the landlord application page', () => {
  it('starts from the landlord details the server has for the user', async () => {
    renderPage((url) =>
      url === '/api/api/v1/landlord-info'
        ? json({
            businessType: 'PERSON',
            name: 'Aino Virtanen',
            contactPersonEmailAddress: 'aino@example.fi',
          })
        : json({}, 404),
    );
    expect(await screen.findByRole('textbox', { name: /Vuokranantajan nimi/ })).toHaveValue('Aino Virtanen');
    expect(screen.getByRole('radio', { name: 'Yksityishenkilö' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /sähköpostiosoite/ })).toHaveValue('aino@example.fi');
  });

  it('fills the post office when the fifth digit of the postal code is typed', async () => {
    const { user, fetch } = renderPage((url) =>
      url === '/api/api/v1/landlord-info'
        ? json({ businessType: 'PERSON', name: 'Aino Virtanen' })
        : json({ townNumber: '853', nameFin: 'Turku', nameSv: 'Åbo', postalCode: '20100' }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Postinumero/ }), '20100');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Postitoimipaikka/ })).toHaveValue('Turku'),
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/api/v1/landlord-info',
      '/api/api/v1/post-office/20100',
    ]);
    expect(document.title).toBe('Vuokranantajan ja vuokralaisen tietojen ilmoittaminen – Vuokravakuus');
  });

  it("shows the server's 400 field errors on their fields", async () => {
    const { user, fetch } = renderPage((url) =>
      url === '/api/frontend-log'
        ? new Response(null, { status: 204 })
        : url === '/api/api/v1/landlord-info'
          ? json({ code: '152000', message: 'x' }, 503)
          : json(
              [
                {
                  path: '/renteeInfo/0/birthdayHenro',
                  label: 'Henkilötunnus',
                  message: 'Tarkista henkilötunnus.',
                  code: '110101',
                },
              ],
              400,
            ),
    );
    // The prefill failed: the form starts empty, and nothing stops the user.
    const name = await screen.findByRole('textbox', { name: /Vuokranantajan nimi/ });
    await user.type(name, validMinimal.name);
    await typeRestOfValidBody(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));

    const hetu = screen.getByRole('textbox', { name: /Henkilötunnus/ });
    await waitFor(() => expect(hetu).toHaveAttribute('aria-invalid', 'true'));
    const submitted = fetch.mock.calls.find(([url]) => url === '/api/api/v1/application');
    expect(JSON.parse(submitted?.[1].body as string)).toMatchObject({
      currentLanguageCode: 'fi',
      name: 'Maija Meikäläinen',
    });
    expect(screen.queryByRole('status', { name: /Kiitos/ })).not.toBeInTheDocument();
  });

  it('starts a new application from the landlord details again once one is sent', async () => {
    const { user, fetch } = renderPage((url) =>
      url === '/api/api/v1/landlord-info'
        ? json({ businessType: 'PERSON', name: 'Aino Virtanen' })
        : url === '/api/api/v1/application'
          ? new Response(null, { status: 204 })
          : json({ townNumber: '091', nameFin: 'Helsinki', nameSv: 'Helsingfors', postalCode: '00100' }),
    );
    expect(await screen.findByRole('textbox', { name: /Vuokranantajan nimi/ })).toHaveValue('Aino Virtanen');
    await typeRestOfValidBody(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await user.click(await screen.findByRole('button', { name: 'Tee uusi ilmoitus' }));

    // The details again, and nothing of what was typed for the sent one.
    expect(await screen.findByRole('textbox', { name: /Vuokranantajan nimi/ })).toHaveValue('Aino Virtanen');
    expect(screen.getByRole('textbox', { name: /Lähiosoite/ })).toHaveValue('');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/api/v1/application')).toHaveLength(1);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/api/v1/landlord-info')).toHaveLength(1);
  });
});
