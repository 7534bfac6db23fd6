import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntraAttachment } from '../../../api/intra.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import type { Language } from '../../../texts/index.ts';
import ApplicationAttachmentsPage from './ApplicationAttachmentsPage.tsx';
import { useCustomerStore } from './customerStore.ts';

const CUSTOMER = '131052-308T';
const APPLICATION = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const LIST = `/api/api/v1/intra/documents/attachments/${CUSTOMER}/${APPLICATION}`;

const CONTRACT: IntraAttachment = {
  id: 'a1111111-1111-4111-8111-111111111111',
  fileName: 'vuokrasopimus.pdf',
  mediaType: 'application/pdf',
  size: 245_000,
  created: '2025-03-04',
  attachmentCode: 'VUOKRASOPIMUS',
  requestId: 7,
};
const STATEMENT: IntraAttachment = {
  id: 'b2222222-2222-4222-8222-222222222222',
  fileName: 'tiliote.jpg',
  mediaType: 'image/jpeg',
  size: 1_450_000,
  created: '2025-03-02',
  attachmentCode: 'TILIOTE',
  requestId: 7,
};
const DELETE = `/api/api/v1/intra/delete-attachment/${CUSTOMER}/${APPLICATION}/${CONTRACT.id}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Responder = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

function renderPage({
  responder = () => undefined,
  language = 'fi',
  customerId = CUSTOMER,
}: { responder?: Responder; language?: Language; customerId?: string | null } = {}) {
  useCustomerStore.setState({ customerId });
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const answer = responder(url, init);
    if (answer) return Promise.resolve(answer);
    if (url === LIST) return Promise.resolve(json([CONTRACT, STATEMENT]));
    if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(json({ code: '152000', message: 'not stubbed' }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<ApplicationAttachmentsPage applicationId={APPLICATION} />, {
    shell: { language },
    initialEntries: [`/asiakas/hakemus/${APPLICATION}/liitteet`],
  });
  return { ...result, fetch, user: userEvent.setup() };
}

const calls = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  fetch.mock.calls.filter(([called]) => called === url);
const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  useCustomerStore.setState({ customerId: null });
  vi.unstubAllGlobals();
});

describe('the attachments of an application', () => {
  it('lists the files the customer sent: name, requested attachment, type, size, date', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakemuksen liitteet' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'vuokrasopimus.pdf' })).toBeInTheDocument();
    const fields = within(first)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(fields).toEqual(['Vuokrasopimus', 'PDF', '245 kt', '04.03.2025']);
    expect(
      within(items[1]!)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['Tiliote', 'JPEG', '1,5 Mt', '02.03.2025']);
    expect(screen.getByText('Liitteitä on 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Takaisin asiakkaan tietoihin/ })).toHaveAttribute(
      'href',
      '/asiakas',
    );
    expect(document.title).toMatch(/^Hakemuksen liitteet – /);
  });

  it("opens a file in a new tab at the API's inline view, and says it opens in a new tab", async () => {
    renderPage();
    const link = await screen.findByRole('link', {
      name: 'Avaa vuokrasopimus.pdf (avautuu uuteen välilehteen)',
    });
    expect(link).toHaveAttribute(
      'href',
      `/api/api/v1/intra/documents/viewAttachment/${CUSTOMER}/${CONTRACT.id}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('in Swedish', async () => {
    renderPage({ language: 'sv' });
    expect(
      await screen.findByRole('link', { name: 'Öppna vuokrasopimus.pdf (öppnas i en ny flik)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ansökans bilagor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort tiliote.jpg' })).toBeInTheDocument();
  });

  it('says so when the customer has sent nothing', async () => {
    renderPage({ responder: (url) => (url === LIST ? json([]) : undefined) });
    expect(
      await screen.findByText('Asiakas ei ole lähettänyt tähän hakemukseen liitteitä.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says in words that the application is not found (404)', async () => {
    renderPage({
      responder: (url) => (url === LIST ? json({ code: '170002', message: 'x' }, 404) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Hakemusta ei löytynyt\./);
  });

  it('tells when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderPage({
      responder: (url) => (url === LIST && fail ? json({ code: '152000', message: 'x' }, 503) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Liitteiden hakeminen epäonnistui.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for a customer first when none is chosen, without calling the API', () => {
    const { fetch } = renderPage({ customerId: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Hakemuksen liitteet' })).toBeInTheDocument();
    expect(screen.getByText('Asiakasta ei ole valittu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hae asiakas' })).toHaveAttribute('href', '/asiakkaat');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('deleting an attachment', { timeout: 15_000 }, () => {
  it('asks in a danger dialog; cancel deletes nothing', async () => {
    const { user, fetch } = renderPage();
    const button = await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Poistetaanko liite?' });
    expect(dialog).toHaveClass('portal-dialog--danger');
    expect(dialog).toHaveTextContent('Liite vuokrasopimus.pdf poistetaan asiakkaalta heti');
    const reason = within(dialog).getByRole('textbox', { name: /Poistamisen syy/ });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    await user.type(reason, 'Väärä tiedosto');
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls(fetch, DELETE)).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Opened again, the reason starts empty; Escape cancels too.
    await user.click(button);
    expect(screen.getByRole('textbox', { name: /Poistamisen syy/ })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetch, DELETE)).toHaveLength(0);
  });

  it('refuses an empty reason on the field, keeping what was typed', async () => {
    const { user, fetch } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Poistamisen syy/ });
    await user.click(within(dialog).getByRole('button', { name: 'Poista liite' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Kirjoita poistamisen syy\./);
    expect(reason).toHaveFocus();
    // Only spaces: still no reason, and the spaces stay in the field.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Poista liite' }));
    expect(reason).toHaveValue('   ');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch, DELETE)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes with the reason, says so, moves focus there and loads the list again', async () => {
    let deleted = false;
    const { user, fetch } = renderPage({
      responder: (url) => {
        if (url === DELETE) {
          deleted = true;
          return new Response(null, { status: 204 });
        }
        return url === LIST && deleted ? json([STATEMENT]) : undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Poistamisen syy/ }), ' Väärä asiakas ');
    await user.click(within(dialog).getByRole('button', { name: 'Poista liite' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = calls(fetch, DELETE);
    expect((call?.[1] as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ reason: 'Väärä asiakas' });
    expect(liveRegion()).toHaveFocus();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Liite vuokrasopimus.pdf on poistettu.'), {
      timeout: 2000,
    });
    await waitFor(() => expect(calls(fetch, LIST)).toHaveLength(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('vuokrasopimus.pdf')).not.toBeInTheDocument();
  });

  it('keeps the dialog and the reason when the deletion fails', async () => {
    const { user } = renderPage({
      responder: (url) => (url === DELETE ? json({ code: '152000', message: 'x' }, 503) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Poistamisen syy/ });
    await user.type(reason, 'Väärä tiedosto');
    await user.click(within(dialog).getByRole('button', { name: 'Poista liite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Liitteen poistaminen epäonnistui. Yritä uudelleen.',
    );
    expect(reason).toHaveValue('Väärä tiedosto');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows the server's refusal of the reason on the field", async () => {
    const { user } = renderPage({
      responder: (url) =>
        url === DELETE
          ? json([{ path: '/reason', label: 'reason', message: 'x', code: '110110' }], 400)
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' }));
    const reason = screen.getByRole('textbox', { name: /Poistamisen syy/ });
    await user.type(reason, 'Syy');
    await user.click(screen.getByRole('button', { name: 'Poista liite' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription(/Tekstissä on merkkejä, joita ei voi käyttää\./);
    expect(reason).toHaveValue('Syy');
  });

  it('says when the attachment is already gone (404), and loads the list again', async () => {
    const { user, fetch } = renderPage({
      responder: (url) => (url === DELETE ? json({ code: '170003', message: 'x' }, 404) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Poista vuokrasopimus.pdf' }));
    await user.type(screen.getByRole('textbox', { name: /Poistamisen syy/ }), 'Syy');
    await user.click(screen.getByRole('button', { name: 'Poista liite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(liveRegion()).toHaveFocus();
    await waitFor(
      () => expect(liveRegion()).toHaveTextContent('Liitettä ei löytynyt. Se on ehkä jo poistettu.'),
      { timeout: 2000 },
    );
    expect(calls(fetch, LIST)).toHaveLength(2);
  });
});
