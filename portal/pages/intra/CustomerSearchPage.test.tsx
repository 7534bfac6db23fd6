import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import CustomerSearchPage from './CustomerSearchPage.tsx';
import { useCustomerStore } from './customerStore.ts';
import { PERSON } from './customer.fixtures.ts';

const CUSTOMER = '/api/api/v1/intra/customer/';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderSearch({
  answer = () => json(PERSON),
  language = 'fi',
}: { answer?: (url: string) => Response; language?: Language } = {}) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(url.startsWith(CUSTOMER) ? answer(url) : new Response(null, { status: 204 })),
  );
  vi.stubGlobal('fetch', fetch);
  renderInShell(
    <Routes>
      <Route path="/asiakkaat" element={<CustomerSearchPage />} />
      <Route path="/asiakas" element={<h1>Asiakkaan sivu</h1>} />
    </Routes>,
    { initialEntries: ['/asiakkaat'], shell: { language } },
  );
  const customerCalls = () => fetch.mock.calls.filter(([url]) => url.startsWith(CUSTOMER));
  return { fetch, customerCalls, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  useCustomerStore.setState({ customerId: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer search', () => {
  it('has a heading, a labelled field with its hint and a search button', () => {
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakkaan haku' })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' });
    expect(input).toHaveAccessibleDescription('Esimerkiksi 010594Y9032 tai 0737546-2.');
    expect(screen.getByRole('button', { name: 'Hae' })).toBeTruthy();
  });

  it('asks for a code when the field is empty: the error on the field, focus there, nothing fetched', async () => {
    const { customerCalls, user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    const input = screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveAccessibleDescription(
      'Esimerkiksi 010594Y9032 tai 0737546-2. Anna henkilötunnus tai y-tunnus.',
    );
    expect(document.activeElement).toBe(input);
    expect(customerCalls()).toHaveLength(0);
  });

  it('refuses a code that is neither an identity code nor a business id, keeping what was typed', async () => {
    const { customerCalls, user } = renderSearch();
    const input = screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' });
    await user.type(input, '150385-924X');
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    expect(
      screen.getByText('Tunnus ei ole oikea henkilötunnus eikä y-tunnus. Tarkista tunnus.'),
    ).toBeTruthy();
    expect(input).toHaveValue('150385-924X');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(customerCalls()).toHaveLength(0);

    // Fixed and sent again, the error goes.
    await user.clear(input);
    await user.type(input, '2345671-3');
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    expect(screen.queryByText(/Tunnus ei ole oikea/)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('chooses a customer found (the code as the server gives it) and opens their page', async () => {
    const { customerCalls, user } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' }), ' 150385-924u ');
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    expect(await screen.findByRole('heading', { name: 'Asiakkaan sivu' })).toBeTruthy();
    expect(customerCalls().map(([url]) => url)).toEqual([`${CUSTOMER}150385-924U`]);
    expect(useCustomerStore.getState().customerId).toBe('150385-924U');
    // In the tab's session storage, never in the address.
    expect(sessionStorage.getItem('intra-customer')).toContain('150385-924U');
  });

  it('says an unknown customer in an alert and stays, the code kept and nothing chosen', async () => {
    const { user } = renderSearch({
      answer: () => json({ code: '170001', message: 'Asiakasta ei löytynyt annetulla tunnuksella.' }, 404),
    });
    const input = screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' });
    await user.type(input, '010594Y9032');
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Asiakasta tunnuksella 010594Y9032 ei löytynyt. Tarkista tunnus tai hae toisella tunnuksella.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakkaan haku' })).toBeTruthy();
    expect(input).toHaveValue('010594Y9032');
    expect(document.activeElement).toBe(input);
    expect(useCustomerStore.getState().customerId).toBeNull();

    // Typing again clears the old answer.
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed search in words', async () => {
    const { user } = renderSearch({ answer: () => json({ code: '152000', message: 'x' }, 503) });
    await user.type(screen.getByRole('textbox', { name: 'Henkilötunnus tai y-tunnus' }), '2345671-3');
    await user.click(screen.getByRole('button', { name: 'Hae' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Haku epäonnistui. Yritä uudelleen.');
  });

  it('speaks Swedish, and offers a way back to the customer already chosen', async () => {
    useCustomerStore.setState({ customerId: '2345671-3' });
    const { user } = renderSearch({ language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kundsökning' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(screen.getByText('Ange en personbeteckning eller ett FO-nummer.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Tillbaka till kunden du handlägger (2345671-3)' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Asiakkaan sivu' })).toBeTruthy());
  });
});
