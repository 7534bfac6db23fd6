import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntraAuditRequest } from '../../../api/intra.ts';
import type { Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import AuditPage from './AuditPage.tsx';
import { auditEntries, auditPage } from './customer.fixtures.ts';

const AUDIT = '/api/api/v1/intra/audit';
const ENTRIES = auditEntries(57);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderAudit({
  language = 'fi',
  answer,
}: { language?: Language; answer?: (request: IntraAuditRequest) => Response } = {}) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url !== AUDIT) return Promise.resolve(new Response(null, { status: 204 }));
    const request = JSON.parse(String(init!.body)) as IntraAuditRequest;
    return Promise.resolve(answer ? answer(request) : json(auditPage(ENTRIES, request)));
  });
  vi.stubGlobal('fetch', fetch);
  renderInShell(<AuditPage />, { initialEntries: ['/toimintaloki'], shell: { language } });
  const requests = () =>
    fetch.mock.calls
      .filter(([url]) => url === AUDIT)
      .map(([, init]) => JSON.parse(String(init!.body)) as IntraAuditRequest);
  return { requests, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit list', () => {
  it('lists the staff actions newest first: Helsinki time, who, what, customer, target, reason and outcome in words', async () => {
    const { requests } = renderAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'Toimintaloki' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '57 tapahtumaa' })).toBeTruthy();
    expect(requests()).toEqual([{ current: 1, size: 20 }]);
    const table = screen.getByRole('table', { name: 'Virkailijoiden toimet, uusin ensin' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Aika', 'Virkailija', 'Toimenpide', 'Asiakas', 'Kohde', 'Syy', 'Tulos']);
    const rows = bodyRows();
    expect(rows).toHaveLength(20);
    expect(cells(rows[0]!)).toEqual([
      '15.7.2025 klo 14.03.04',
      'Laura Nieminen (900000101)',
      'Asiakkaan haku',
      '150385-924U',
      '–',
      '–',
      'Tehty',
    ]);
    expect(cells(rows[2]!)).toEqual([
      '15.7.2025 klo 14.01.04',
      'Karin Holmström (900000102)',
      'Hakemuksen poisto',
      '150385-924U',
      '00000000-0000-4000-8000-000000000003',
      'Hakemus lähetettiin kahteen kertaan.',
      'Tehty',
    ]);
    expect(cells(rows[3]!)[6]).toBe('Ei löytynyt');
    expect(cells(rows[5]!)[6]).toBe('Ei tehty: tila oli jo muuttunut');
    expect(cells(rows[6]!)[2]).toBe('Toimintalokin katselu');
    expect(cells(rows[8]!)[6]).toBe('Keskeytyi');
    expect(within(rows[0]!).getByText('15.7.2025 klo 14.03.04').getAttribute('datetime')).toBe(
      '2025-07-15T11:03:04.000Z',
    );
  });

  it('filters by customer and staff member after a pause, and says the count', async () => {
    const { requests, user } = renderAudit();
    await screen.findByRole('heading', { level: 2, name: '57 tapahtumaa' });
    const customer = screen.getByRole('textbox', { name: 'Asiakkaan henkilötunnus tai y-tunnus' });
    await user.type(customer, '2345671-3');
    await waitFor(
      () => expect(requests().at(-1)).toEqual({ current: 1, size: 20, filters: { customer: '2345671-3' } }),
      { timeout: 2000 },
    );
    // Every typed character did not load: only the whole code did, once.
    expect(requests()).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 2, name: '24 tapahtumaa' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Hakuehdoilla löytyi 24 tapahtumaa.')).toBeTruthy(), {
      timeout: 2500,
    });

    await user.type(screen.getByRole('textbox', { name: 'Virkailijan käyttäjätunnus' }), '900000102');
    await waitFor(
      () =>
        expect(requests().at(-1)).toEqual({
          current: 1,
          size: 20,
          filters: { customer: '2345671-3', staff: '900000102' },
        }),
      { timeout: 2000 },
    );
    await waitFor(() => expect(screen.getByText('Hakuehdoilla löytyi 8 tapahtumaa.')).toBeTruthy(), {
      timeout: 2500,
    });
    expect(bodyRows().every((row) => cells(row)[1] === 'Karin Holmström (900000102)')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Tyhjennä rajaukset' }));
    expect(customer).toHaveValue('');
    await waitFor(() => expect(requests().at(-1)).toEqual({ current: 1, size: 20 }), { timeout: 2000 });
  });

  it('says an unusable customer code or user id on its field, and does not filter with it', async () => {
    const { requests, user } = renderAudit();
    await screen.findByRole('heading', { level: 2, name: '57 tapahtumaa' });
    const customer = screen.getByRole('textbox', { name: 'Asiakkaan henkilötunnus tai y-tunnus' });
    await user.type(customer, '2345671-4');
    await user.tab();
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(customer).toHaveAccessibleDescription(
      'Esimerkiksi 010594Y9032 tai 0737546-2. Tunnus ei ole oikea henkilötunnus eikä y-tunnus. Tarkista tunnus.',
    );
    const staff = screen.getByRole('textbox', { name: 'Virkailijan käyttäjätunnus' });
    await user.type(staff, 'laura.n');
    await user.tab();
    expect(staff.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Käyttäjätunnuksessa voi olla vain kirjaimia ja numeroita, enintään 20 merkkiä.'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(requests()).toHaveLength(1);

    // Corrected, the error goes and the filter applies.
    await user.clear(customer);
    await user.type(customer, '2345671-3');
    expect(customer.getAttribute('aria-invalid')).toBeNull();
    await waitFor(
      () => expect(requests().at(-1)).toEqual({ current: 1, size: 20, filters: { customer: '2345671-3' } }),
      { timeout: 2000 },
    );
  });

  it('pages through the list and changes the page size', async () => {
    const { requests, user } = renderAudit();
    await screen.findByRole('heading', { level: 2, name: '57 tapahtumaa' });
    const pagination = screen.getByRole('navigation', { name: 'Toimintalokin sivut' });
    await user.click(within(pagination).getByRole('button', { name: 'Sivu 3' }));
    await waitFor(() => expect(requests().at(-1)).toEqual({ current: 3, size: 20 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(17));
    await user.selectOptions(
      within(pagination).getByRole('combobox', { name: /Tuloksia sivulla|sivu/i }),
      '50',
    );
    await waitFor(() => expect(requests().at(-1)).toEqual({ current: 1, size: 50 }));
  });

  it('says a failed load in words, with try again', async () => {
    let fail = true;
    const { user } = renderAudit({
      answer: (request) =>
        fail ? json({ code: '152012', message: 'x' }, 503) : json(auditPage(ENTRIES, request)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Toimintalokin lataaminen epäonnistui.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 2, name: '57 tapahtumaa' })).toBeTruthy();
  });

  it('speaks Swedish, the time in its own format', async () => {
    renderAudit({ language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Åtgärdslogg' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '57 händelser' })).toBeTruthy();
    expect(cells(bodyRows()[0]!)).toEqual([
      '15.7.2025 14.03.04',
      'Laura Nieminen (900000101)',
      'Kundsökning',
      '150385-924U',
      '–',
      '–',
      'Utförd',
    ]);
    expect(screen.getByRole('textbox', { name: 'Kundens personbeteckning eller FO-nummer' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Handläggarens användar-id' })).toBeTruthy();
  });
});
