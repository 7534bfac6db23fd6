import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentPageRequest } from '../../../api/contract.ts';
import type { IntraCustomer } from '../../../api/intra.ts';
import type { Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import CustomerPage from './CustomerPage.tsx';
import { useCustomerStore } from './customerStore.ts';
import {
  ARRIVED_DOCUMENTS,
  documentsPage,
  FIXTURE_TODAY,
  ORGANISATION,
  PERSON,
  SENT_DOCUMENTS,
} from './customer.fixtures.ts';

const INTRA = '/api/api/v1/intra';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Options {
  customer?: IntraCustomer;
  language?: Language;
  /** The customer's answers in turn (the last one repeats); default: `customer`. */
  customerAnswers?: (() => Response)[];
  /** The answer of an action (process, delete, complete). */
  action?: () => Response;
}

function renderPage({ customer = PERSON, language = 'fi', customerAnswers, action }: Options = {}) {
  useCustomerStore.setState({ customerId: customer.hetuOrBusinessId });
  const answers = customerAnswers ?? [() => json(customer)];
  let customerCalls = 0;
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url.startsWith(`${INTRA}/customer/`)) {
      const answer = answers[Math.min(customerCalls, answers.length - 1)]!;
      customerCalls += 1;
      return Promise.resolve(answer());
    }
    if (url.startsWith(`${INTRA}/sent-documents/`))
      return Promise.resolve(json(documentsPage(SENT_DOCUMENTS, body as DocumentPageRequest)));
    if (url.startsWith(`${INTRA}/arrived-documents/`))
      return Promise.resolve(json(documentsPage(ARRIVED_DOCUMENTS, body as DocumentPageRequest)));
    if (url.startsWith(`${INTRA}/document/download/`))
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="liitepyynto.pdf"',
          },
        }),
      );
    if (url.startsWith(INTRA))
      return Promise.resolve(action ? action() : new Response(null, { status: 204 }));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetch);
  renderInShell(<CustomerPage today={FIXTURE_TODAY} />, {
    initialEntries: ['/asiakas'],
    shell: { language },
  });
  const calls = (part: string) =>
    fetch.mock.calls.filter(([url]) => url.startsWith(`${INTRA}${part}`)) as [string, RequestInit?][];
  return { fetch, calls, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  useCustomerStore.setState({ customerId: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the customer page', () => {
  it('without a chosen customer says so and links to the search, calling nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInShell(<CustomerPage />, { initialEntries: ['/asiakas'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Asiakkaan tiedot' })).toBeTruthy();
    expect(screen.getByText('Asiakasta ei ole valittu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hae asiakas' }).getAttribute('href')).toBe('/asiakkaat');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a person: name, id, kind, applications with steps in words, requests and documents', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' })).toBeTruthy();
    expect(calls('/customer/')[0]![0]).toBe(`${INTRA}/customer/150385-924U`);
    expect(screen.getByText('150385-924U')).toBeTruthy();
    expect(screen.getByText('Yksityishenkilö')).toBeTruthy();

    const arrived = card('Hakemus, saapunut 10.07.2025');
    expect(within(arrived).getByText('Saapunut', { selector: '.state-badge' })).toBeTruthy();
    expect(within(arrived).getByText('Matti Meikäläinen, Maija Meikäläinen')).toBeTruthy();
    expect(within(arrived).getByRole('button', { name: 'Ota käsittelyyn' })).toBeTruthy();
    expect(within(arrived).getByRole('link', { name: 'Pyydä liitteitä' }).getAttribute('href')).toBe(
      `/asiakas/hakemus/${PERSON.applications[0]!.id}/liitepyynto`,
    );
    expect(within(arrived).getByRole('link', { name: 'Tee päätös' }).getAttribute('href')).toBe(
      `/asiakas/hakemus/${PERSON.applications[0]!.id}/paatos`,
    );

    const inProcess = card('Hakemus, saapunut 02.06.2025');
    // In process with an attachment request not answered: the landlord's front page's word for it.
    expect(within(inProcess).getByText('Lisäselvitystä pyydetty')).toBeTruthy();
    expect(within(inProcess).queryByRole('button', { name: 'Ota käsittelyyn' })).toBeNull();
    expect(within(inProcess).getByRole('link', { name: 'Tee päätös' })).toBeTruthy();

    const done = card('Hakemus, saapunut 14.03.2025');
    expect(within(done).getByText('Myönnetty')).toBeTruthy();
    expect(within(done).getByText('01.04.2025')).toBeTruthy();
    expect(within(done).queryByRole('link', { name: 'Tee päätös' })).toBeNull();
    expect(within(done).queryByRole('link', { name: 'Pyydä liitteitä' })).toBeNull();
    expect(within(done).getByRole('link', { name: 'Näytä liitteet' }).getAttribute('href')).toBe(
      `/asiakas/hakemus/${PERSON.applications[2]!.id}/liitteet`,
    );
    expect(within(done).getByRole('button', { name: 'Poista hakemus' })).toBeTruthy();
    expect(within(card('Hakemus, saapunut 20.01.2025')).getByText('Hylätty')).toBeTruthy();

    // Realization requests: euros, the decision link while undecided.
    const undecided = card('Realisointipyyntö, saapunut 01.07.2025');
    expect(within(undecided).getByText('1 234,50 €')).toBeTruthy();
    expect(within(undecided).getByText('Ei vielä ratkaistu')).toBeTruthy();
    expect(within(undecided).getByRole('link', { name: 'Tee päätös' }).getAttribute('href')).toBe(
      `/asiakas/realisointipyynto/${PERSON.realizationRequests[0]!.id}/paatos`,
    );
    const granted = card('Realisointipyyntö, saapunut 02.05.2025');
    expect(within(granted).getByText('750,00 €')).toBeTruthy();
    expect(within(granted).queryByRole('link')).toBeNull();
    expect(within(card('Realisointipyyntö, saapunut 11.04.2025')).getByText('0,00 € (hylätty)')).toBeTruthy();

    // Attachment requests: the items by name.
    expect(screen.getByText('Vuokrasopimus: 1 tiedosto')).toBeTruthy();
    expect(screen.getByText(/Tiliote: 0 tiedostoa/).textContent).toBe('Tiliote: 0 tiedostoa (vapaaehtoinen)');
    expect(screen.getByText('Irtisanomisilmoitus: 2 tiedostoa')).toBeTruthy();
    expect(screen.getByText('Odottaa liitteitä')).toBeTruthy();
    expect(screen.getByText('Liitteet toimitettu')).toBeTruthy();

    // A person has no payment files section.
    expect(screen.queryByRole('heading', { name: 'Maksutiedostot' })).toBeNull();

    // The documents: both lists through the staff calls, for this customer, with the shared page request.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kelan asiakkaalle lähettämät asiakirjat' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Asiakkaalta saapuneet asiakirjat' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Lataa/ })).toHaveLength(3));
    const sent = calls('/sent-documents/');
    expect(sent[0]![0]).toBe(`${INTRA}/sent-documents/150385-924U`);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      current: 1,
      size: 20,
      sortBy: 'created',
      sortOrder: 'DESC',
      filters: { created: { from: '2025-01-15', to: FIXTURE_TODAY } },
    });
    expect(calls('/arrived-documents/')[0]![0]).toBe(`${INTRA}/arrived-documents/150385-924U`);
    // Each document says the form version it was sent with, where it has one (issue 43).
    const versions = [...document.querySelectorAll('.my-documents__fields div')]
      .filter((field) => field.querySelector('dt')?.textContent === 'Lomakkeen versio')
      .map((field) => field.querySelector('dd')?.textContent);
    expect(versions).toEqual(['2', '2']);
    expect(
      screen.getByText('Uusi asiakirja, jota asiakas ei ole vielä avannut', { exact: false }),
    ).toBeTruthy();
    expect(
      screen.getByRole('navigation', { name: 'Asiakkaalle lähetettyjen asiakirjojen sivut' }),
    ).toBeTruthy();

    // Headings in order: h1, then h2 sections.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('downloads a document through the staff call, and the customer’s new mark stays', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const { calls, user } = renderPage();
    const sentList = await screen.findByRole('region', { name: 'Kelan asiakkaalle lähettämät asiakirjat' });
    await waitFor(() => expect(within(sentList).getAllByRole('button', { name: /^Lataa/ })).toHaveLength(2));
    await user.click(within(sentList).getAllByRole('button', { name: /^Lataa/ })[0]!);
    expect(await screen.findByText('Asiakirja ladattu: liitepyynto.pdf')).toBeTruthy();
    expect(calls('/document/download/').map(([url]) => url)).toEqual([
      `${INTRA}/document/download/${SENT_DOCUMENTS[0]!.id}`,
    ]);
    expect(
      within(sentList).getByText('Uusi asiakirja, jota asiakas ei ole vielä avannut', { exact: false }),
    ).toBeTruthy();
  });

  it('takes an arrived application into processing: says so, focuses the message, and loads the customer again', async () => {
    const processed: IntraCustomer = {
      ...PERSON,
      applications: PERSON.applications.map((application, index) =>
        index === 0 ? { ...application, currentStep: 'INPROCESS' } : application,
      ),
    };
    const { calls, user } = renderPage({ customerAnswers: [() => json(PERSON), () => json(processed)] });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    await user.click(
      within(card('Hakemus, saapunut 10.07.2025')).getByRole('button', { name: 'Ota käsittelyyn' }),
    );
    const message = await screen.findByText('Hakemus, saapunut 10.07.2025, on otettu käsittelyyn.');
    // Said in the polite status region under the heading.
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    const [url, init] = calls('/applications/')[0]!;
    expect(url).toBe(`${INTRA}/applications/150385-924U/${PERSON.applications[0]!.id}/process`);
    expect(init!.method).toBe('POST');
    await waitFor(() =>
      expect(within(card('Hakemus, saapunut 10.07.2025')).getByText('Käsittelyssä')).toBeTruthy(),
    );
    expect(
      within(card('Hakemus, saapunut 10.07.2025')).queryByRole('button', { name: 'Ota käsittelyyn' }),
    ).toBeNull();
    expect(calls('/customer/')).toHaveLength(2);
  });

  it('says in words why taking into processing failed (the server’s reason), in an alert', async () => {
    const { user } = renderPage({
      action: () =>
        json(
          {
            code: '170007',
            message: 'Vain saapunut hakemus voidaan ottaa käsittelyyn.',
          },
          409,
        ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    await user.click(
      within(card('Hakemus, saapunut 10.07.2025')).getByRole('button', { name: 'Ota käsittelyyn' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Hakemuksen ottaminen käsittelyyn epäonnistui. Vain saapunut hakemus voidaan ottaa käsittelyyn. Tämä hakemus on jo käsittelyssä tai ratkaistu.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('deletes an application only with a reason, behind a danger confirmation; cancel does nothing', async () => {
    const deleted: IntraCustomer = { ...PERSON, applications: PERSON.applications.slice(1) };
    const { calls, user } = renderPage({ customerAnswers: [() => json(PERSON), () => json(deleted)] });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    const deleteButton = within(card('Hakemus, saapunut 10.07.2025')).getByRole('button', {
      name: 'Poista hakemus',
    });

    // Cancel: nothing sent, focus back on the button.
    await user.click(deleteButton);
    let dialog = screen.getByRole('dialog', { name: 'Poistetaanko hakemus?' });
    expect(dialog.className).toContain('portal-dialog--danger');
    expect(within(dialog).getByText(/Koivukuja 3 A 5, 00100 Helsinki/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: 'Poiston syy' });
    expect(document.activeElement).toBe(reason);
    await user.type(reason, 'Kaksoiskappale');
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    expect(calls('/delete-application/')).toHaveLength(0);

    // Empty (or only spaces): an error on the field, nothing sent; the reason starts empty again.
    await user.click(deleteButton);
    dialog = screen.getByRole('dialog', { name: 'Poistetaanko hakemus?' });
    const field = within(dialog).getByRole('textbox', { name: 'Poiston syy' });
    expect(field).toHaveValue('');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Poista hakemus' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(
      'Pakollinen. Syy tallennetaan toimintalokiin. Enintään 500 merkkiä. Kirjoita poiston syy.',
    );
    expect(document.activeElement).toBe(field);
    expect(calls('/delete-application/')).toHaveLength(0);

    // A reason: sent, announced, the list loaded again without it.
    await user.clear(field);
    await user.type(field, ' Hakemus lähetettiin kahteen kertaan. ');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Poista hakemus' }));
    const message = await screen.findByText('Hakemus, saapunut 10.07.2025, on poistettu.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    const [url, init] = calls('/delete-application/')[0]!;
    expect(url).toBe(`${INTRA}/delete-application/150385-924U/${PERSON.applications[0]!.id}`);
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Hakemus lähetettiin kahteen kertaan.' });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Hakemus, saapunut 10.07.2025' })).toBeNull(),
    );
  });

  it('keeps the delete dialog and the reason when the deletion fails for a passing reason', async () => {
    const { user } = renderPage({ action: () => json({ code: '152000', message: 'x' }, 503) });
    await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' });
    await user.click(
      within(card('Hakemus, saapunut 10.07.2025')).getByRole('button', { name: 'Poista hakemus' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Poistetaanko hakemus?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Poiston syy' }), 'Virheellinen');
    await user.click(within(dialog).getByRole('button', { name: 'Poista hakemus' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Hakemuksen poistaminen epäonnistui.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Poiston syy' })).toHaveValue('Virheellinen');
  });

  it('marks an accepted payment file processed behind a confirmation; cancel does nothing', async () => {
    const completed: IntraCustomer = {
      ...ORGANISATION,
      paymentFiles: ORGANISATION.paymentFiles.map((file) =>
        file.status === 'ACCEPTED' ? { ...file, status: 'COMPLETED' } : file,
      ),
    };
    const { calls, user } = renderPage({
      customer: ORGANISATION,
      customerAnswers: [() => json(ORGANISATION), () => json(completed)],
      action: () => json({ id: '99' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Vuokratalot Mäkinen Oy' });
    expect(screen.getByText('Organisaatio')).toBeTruthy();
    expect(screen.getByText('Y-tunnus')).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'Organisaation toimittamat maksutiedostot, uusin ensin',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      'Hylätty',
      'Hyväksytty',
      'Käsitelty',
    ]);
    const buttons = within(table).getAllByRole('button', { name: 'Merkitse käsitellyksi' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleDescription('maksut-kesakuu.csv');

    await user.click(buttons[0]!);
    let dialog = screen.getByRole('dialog', { name: 'Merkitäänkö maksutiedosto käsitellyksi?' });
    expect(within(dialog).getByText(/maksut-kesakuu\.csv \(2025-2345671-3-0007\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('/payment-files/')).toHaveLength(0);

    await user.click(buttons[0]!);
    dialog = screen.getByRole('dialog', { name: 'Merkitäänkö maksutiedosto käsitellyksi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merkitse käsitellyksi' }));
    const message = await screen.findByText('Maksutiedosto maksut-kesakuu.csv on merkitty käsitellyksi.');
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    expect(calls('/payment-files/')[0]![0]).toBe(`${INTRA}/payment-files/2345671-3/2/complete`);
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Merkitse käsitellyksi' })).toBeNull(),
    );
  });

  it('says a failed load in words with try again, and a customer no longer found with a way to search', async () => {
    const { user } = renderPage({
      customerAnswers: [() => json({ code: '152000', message: 'x' }, 503), () => json(PERSON)],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Asiakkaan tietojen lataaminen epäonnistui.');
    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' })).toBeTruthy();
  });

  it('says when the chosen customer is not found', async () => {
    renderPage({ customerAnswers: [() => json({ code: '170001', message: 'x' }, 404)] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Asiakasta tunnuksella 150385-924U ei löytynyt.');
    expect(within(alert).getByRole('link', { name: 'Hae toinen asiakas' }).getAttribute('href')).toBe(
      '/asiakkaat',
    );
  });

  it('speaks Swedish', async () => {
    renderPage({ customer: ORGANISATION, language: 'sv' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vuokratalot Mäkinen Oy' })).toBeTruthy();
    expect(screen.getByText('FO-nummer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ansökningar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Betalningsfiler' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Markera som behandlad' })).toBeTruthy();
    expect(screen.getByText('Under behandling')).toBeTruthy();
  });
});
