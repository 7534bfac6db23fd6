/**
 * The realization request (/vuokra-vakuus-realisointi) on the generic form page: its opening check
 * (the visit recorded, 'Virhe tapahtui' otherwise), the payment commitment filled in, its drafts
 * (`?openExisting=`, autosave, 409), the leave-page warning, and sending with the draft named.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validMinimal from '../../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json' with { type: 'json' };
import type { SavedState } from '../../../api/contract.ts';
import { t } from '../../../texts/index.ts';
import { createHoldingHistory } from '../../routing/holdingHistory.ts';
import { PortalRouter } from '../../routing/PortalRouter.tsx';
import { ShellContext } from '../../shell.tsx';
import { renderInShell, testShell } from '../../shell.test-helpers.tsx';
import { AUTOSAVE_DEBOUNCE_MS, AUTOSAVE_MAX_WAIT_MS } from '../../forms/useDraft.ts';
import ManifestFormPage from './ManifestFormPage.tsx';

const PAGE = '/vuokra-vakuus-realisointi';
const DRAFT_ID = '0b6f8a52-3c1e-4f7a-9d2b-5e8c1a2b3c4d';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function draft(data: Record<string, unknown>, version = 1, id = DRAFT_ID): SavedState {
  return {
    id,
    type: 'REALIZATION_REQUEST',
    data,
    created: '2024-06-01T10:00:00Z',
    updated: '2024-06-01T10:00:00Z',
    userId: '900000001',
    version,
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Responder = (call: Call) => Response | undefined;

/** A fake server: navigate answers true and the draft calls behave like the real ones unless `respond` answers. */
function fakeServer(respond: Responder = () => undefined, drafts: SavedState[] = []) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    if (url !== '/api/frontend-log') calls.push(call);
    const answer = respond(call);
    if (answer) return Promise.resolve(answer);
    if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
    if (url === '/api/api/navigate-to-rental-deposit-realization') return Promise.resolve(json(true));
    if (url.startsWith('/api/api/v1/saved-state?')) return Promise.resolve(json(drafts));
    if (url === '/api/api/v1/saved-state' && method === 'POST') {
      const created = draft(
        (body as { data: Record<string, unknown> }).data,
        1,
        `draft-${drafts.length + 1}`,
      );
      drafts.push(created);
      return Promise.resolve(json(created));
    }
    if (url === '/api/api/v1/saved-state' && method === 'PUT') {
      const update = body as { id: string; data: Record<string, unknown>; version: number };
      const at = drafts.findIndex((item) => item.id === update.id);
      const found = drafts[at];
      if (!found) return Promise.resolve(json({ code: '404' }, 404));
      if (found.version !== update.version) return Promise.resolve(json({ code: '409' }, 409));
      const updated = { ...found, data: update.data, version: found.version + 1 };
      drafts[at] = updated;
      return Promise.resolve(json(updated));
    }
    return Promise.resolve(json({ code: 'unexpected' }, 500));
  });
  vi.stubGlobal('fetch', fetch);
  const saves = () => calls.filter((call) => call.url === '/api/api/v1/saved-state' && call.method !== 'GET');
  return { calls, drafts, saves };
}

function renderPage(path = PAGE, options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = renderInShell(<ManifestFormPage />, { initialEntries: [path] });
  return { user, ...result };
}

const commitmentField = () => screen.findByRole('textbox', { name: /Maksusitoumuksen numero/ });
const addressField = () => screen.getByRole('textbox', { name: /Vuokra-asunnon osoite/ });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the generic page with the realization request (its extensions: the opening check, the payment commitment)', () => {
  it('shows a spinner while the audit call runs, then the form', async () => {
    fakeServer();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
    expect(await commitmentField()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vuokravakuuden realisointipyyntö');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Virhe tapahtui' when the audit call answers false, and when it fails", async () => {
    fakeServer(({ url }) => (url.includes('navigate-to') ? json(false) : undefined));
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Virhe tapahtui');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    first.unmount();

    fakeServer(({ url }) => (url.includes('navigate-to') ? json({ code: 'x' }, 503) : undefined));
    renderPage(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Virhe tapahtui');
  });

  it('prefills the rentee from the payment commitment whose number is typed', async () => {
    const { calls } = fakeServer(({ url }) =>
      url === '/api/api/v1/payment-commitment/12345678'
        ? json({
            id: '12345678',
            renteeName: 'Matti Meikäläinen',
            customerHenro: '131052-308T',
            address: 'Hämeenkatu 10 B 15, 33100 Tampere',
            amount: 1200,
            startDate: '2022-09-01',
          })
        : undefined,
    );
    const { user } = renderPage();
    await user.type(await commitmentField(), '12345678');
    await waitFor(() => expect(addressField()).toHaveValue('Hämeenkatu 10 B 15, 33100 Tampere'));
    expect(screen.getByRole('textbox', { name: /henkilötunnus/ })).toHaveValue('131052-308T');
    expect(screen.getByRole('textbox', { name: /Maksusitoumuksen numero/ })).toHaveValue('12345678');
    expect(calls.filter((call) => call.url.includes('payment-commitment'))).toHaveLength(1);
  });

  it('prefills from ?commitment=, and says so when the commitment is not found', async () => {
    fakeServer(({ url }) => (url.includes('payment-commitment') ? json({ code: '404' }, 404) : undefined));
    renderPage(`${PAGE}?commitment=87654321`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maksusitoumusta 87654321 ei löytynyt');
    expect(await commitmentField()).toHaveValue('87654321');
  });

  it('creates the draft on the first save and updates it with the version held on the next', async () => {
    const { saves } = fakeServer();
    const { user } = renderPage();
    await user.type(await commitmentField(), '1111');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      method: 'POST',
      body: { type: 'REALIZATION_REQUEST', data: { rentee: { id: '1111' } } },
    });
    // Announced politely, and the time shows.
    await waitFor(() => expect(screen.getByText(t('fi', '146003'))).toHaveAttribute('aria-live', 'polite'));
    expect(screen.getByText(/Tallennettu klo \d\d\.\d\d/)).toBeInTheDocument();

    await user.type(addressField(), 'Katu 1');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({
      method: 'PUT',
      body: { id: 'draft-1', version: 1, data: { rentee: { id: '1111', address: 'Katu 1' } } },
    });
    await user.type(addressField(), ' A');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toMatchObject({ method: 'PUT', body: { id: 'draft-1', version: 2 } });
  });

  it('says why saving failed when the server says (a quota reached, issue 41), keeping what was typed', async () => {
    const quota = t('fi', '156005', { limit: 20 });
    fakeServer((call) =>
      call.url === '/api/api/v1/saved-state' && call.method === 'POST'
        ? json({ code: '156005', message: quota }, 429)
        : undefined,
    );
    const { user } = renderPage();
    await user.type(await commitmentField(), '1111');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${t('fi', '146005')} ${quota}`);
    expect(await commitmentField()).toHaveValue('1111');
  });

  it('continues a saved draft with ?openExisting, and says so when it is gone', async () => {
    fakeServer(undefined, [draft(validMinimal)]);
    const first = renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    expect(await commitmentField()).toHaveValue('12345678');
    expect(addressField()).toHaveValue('Hämeenkatu 10 B 15, 33100 Tampere');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    fakeServer(undefined, []);
    renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('fi', '146010'));
    expect(await commitmentField()).toHaveValue('');
  });

  it('on 409 tells the user the draft changed elsewhere, keeps what they typed and can fetch the saved one', async () => {
    const { drafts, saves } = fakeServer(undefined, [draft({ rentee: { id: '2222' } }, 1)]);
    const { user } = renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    const field = await commitmentField();
    // Someone saves the draft in another window.
    drafts[0] = draft({ rentee: { id: '2222', address: 'Toisaalla 3' } }, 2);
    await user.type(addressField(), 'Minun katuni 5');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('muutettu muualla');
    expect(saves()[0]).toMatchObject({ method: 'PUT', body: { version: 1 } });
    expect(field).toHaveValue('2222');
    expect(addressField()).toHaveValue('Minun katuni 5');

    await user.click(within(alert).getByRole('button', { name: 'Hae tallennettu versio' }));
    await waitFor(() => expect(addressField()).toHaveValue('Toisaalla 3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on 409 can save what the user typed over the newer version', async () => {
    const { drafts, saves } = fakeServer(undefined, [draft({ rentee: { id: '2222' } }, 1)]);
    const { user } = renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    await commitmentField();
    drafts[0] = draft({ rentee: { id: '2222', address: 'Toisaalla 3' } }, 4);
    await user.type(addressField(), 'Minun katuni 5');
    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    await user.click(await screen.findByRole('button', { name: 'Tallenna omat tietoni sen tilalle' }));
    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({
        method: 'PUT',
        body: { version: 4, data: { rentee: { address: 'Minun katuni 5' } } },
      }),
    );
    expect(drafts[0]?.version).toBe(5);
    expect(addressField()).toHaveValue('Minun katuni 5');
  });

  it('autosaves after the debounce, creating then updating the draft, and not an untouched form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { saves } = fakeServer();
    const { user } = renderPage(PAGE, { fakeTimers: true });
    await commitmentField();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MAX_WAIT_MS * 2));
    expect(JSON.stringify(saves())).toBe('[]');

    await user.type(addressField(), 'Katu 1');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 500));
    expect(saves()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'POST', body: { data: { rentee: { address: 'Katu 1' } } } });
    // Shown, not announced.
    const status = screen.getByText(/Tallennettu klo/);
    expect(status.closest('[aria-live]')).toBeNull();
    expect(screen.queryByText(t('fi', '146003'))).not.toBeInTheDocument();

    await user.type(addressField(), ' B');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 100));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ method: 'PUT', body: { id: 'draft-1', version: 1 } });
  });

  it('autosaves at least every 10 s while typing goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { saves } = fakeServer();
    renderPage(PAGE, { fakeTimers: true });
    const field = await commitmentField();
    // A change every second (no time passes while an input event is fired): the debounce never ends.
    for (let second = 1; second <= 9; second++) {
      fireEvent.input(field, { target: { value: String(second) } });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(saves()).toHaveLength(0);
    for (let second = 10; second <= 11; second++) {
      fireEvent.input(field, { target: { value: String(second) } });
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('submits with the savedStateId of the draft continued, then offers the stored document’s PDF', async () => {
    const documentId = '6f1c2a9e-1111-4a2b-9c3d-0123456789ab';
    const { calls } = fakeServer(
      ({ url, method }) =>
        url.startsWith('/api/api/v1/rental-deposit-realization') && method === 'POST'
          ? new Response(JSON.stringify({ id: 'r-1' }), {
              headers: {
                'content-type': 'application/json',
                'receipt-reference': 'VV-0000042',
                'receipt-received': '2026-11-29T10:00:00.000Z',
                'receipt-document': documentId,
              },
            })
          : url === `/api/api/v1/document/download/${documentId}` && method === 'GET'
            ? new Response(new Blob(['%PDF-1.7']), {
                headers: {
                  'content-type': 'application/pdf',
                  'content-disposition':
                    'attachment; filename="vuokravakuuden-realisointipyynto-2026-11-29.pdf"',
                },
              })
            : undefined,
      [draft(validMinimal)],
    );
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    await commitmentField();
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));

    const success = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(success).toHaveTextContent('Realisointipyyntö on lähetetty'));
    expect(success).toHaveFocus();
    const submitted = calls.find((call) => call.url.startsWith('/api/api/v1/rental-deposit-realization'));
    expect(submitted?.url).toBe(`/api/api/v1/rental-deposit-realization?savedStateId=${DRAFT_ID}`);
    expect(submitted?.body).toMatchObject({ currentLanguageCode: 'fi', rentee: { id: '12345678' } });

    await user.click(screen.getByRole('button', { name: 'Lataa PDF-tiedosto' }));
    expect(await screen.findByRole('link', { name: 'Tallenna PDF-tiedosto' })).toHaveAttribute(
      'download',
      'vuokravakuuden-realisointipyynto-2026-11-29.pdf',
    );
    // The stored document's own file, by the id the receipt named; nothing is posted again.
    expect(calls.filter((call) => call.url.includes('/pdf'))).toEqual([]);
  });

  it("shows the server's 400 errors on their fields and keeps the data", async () => {
    fakeServer(
      ({ url, method }) =>
        url.startsWith('/api/api/v1/rental-deposit-realization') && method === 'POST'
          ? json(
              [
                {
                  path: '/renter/name',
                  label: 'Nimi',
                  message: 'Tarkista nimi.',
                  code: '110001',
                },
              ],
              400,
            )
          : undefined,
      [draft(validMinimal)],
    );
    const { user } = renderPage(`${PAGE}?openExisting=${DRAFT_ID}`);
    await commitmentField();
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'Seuraava' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const name = await screen.findByDisplayValue('Pekka Vuokranantaja');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(/Realisointipyyntö on lähetetty/)).not.toBeInTheDocument();
  });
});

describe('the leave-page warning', () => {
  function Page() {
    return (
      <>
        <Link to="/">Etusivu</Link>
        <ManifestFormPage />
      </>
    );
  }

  it('makes the browser warn on reload or close only when there is unsaved work', async () => {
    fakeServer();
    const { user } = renderPage();
    // Nothing typed: nothing to warn about.
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(await commitmentField(), '9');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  /** The page under the portal's router (the holding history), '/' one step back. */
  function renderUnderPortalRouter() {
    const history = createHoldingHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/', PAGE], initialIndex: 1, v5Compat: true }),
    );
    render(
      <ShellContext.Provider value={testShell()}>
        <PortalRouter history={history}>
          <Routes>
            <Route path={PAGE} element={<Page />} />
            <Route path="/" element={<p>Etusivun sisältö</p>} />
          </Routes>
        </PortalRouter>
      </ShellContext.Provider>,
    );
    return { history, user: userEvent.setup() };
  }

  it("asks before following a link away with unsaved work; stay keeps the data, leave goes (the portal's router)", async () => {
    fakeServer();
    const { user } = renderUnderPortalRouter();
    await user.type(await commitmentField(), '42');
    await user.click(screen.getByRole('link', { name: 'Etusivu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Haluatko poistua sivulta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Jää sivulle' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await commitmentField()).toHaveValue('42');

    await user.click(screen.getByRole('link', { name: 'Etusivu' }));
    await user.click(await screen.findByRole('button', { name: 'Poistu tallentamatta' }));
    expect(await screen.findByText('Etusivun sisältö')).toBeInTheDocument();
  });

  it("holds the back button with unsaved work under the portal's router: stay keeps the page, leave goes back", async () => {
    fakeServer();
    const { history, user } = renderUnderPortalRouter();
    await user.type(await commitmentField(), '42');
    history.go(-1);
    const dialog = await screen.findByRole('dialog', { name: 'Haluatko poistua sivulta?' });
    expect(history.location.pathname).toBe(PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Jää sivulle' }));
    expect(await commitmentField()).toHaveValue('42');
    expect(history.location.pathname).toBe(PAGE);

    history.go(-1);
    await user.click(await screen.findByRole('button', { name: 'Poistu tallentamatta' }));
    expect(await screen.findByText('Etusivun sisältö')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('asks before following a link away under a plain router too, and not once the work is saved', async () => {
    fakeServer();
    const { user } = renderInShellWithLink();
    await user.type(await commitmentField(), '42');
    await user.click(screen.getByRole('link', { name: 'Etusivu' }));
    expect(await screen.findByRole('dialog', { name: 'Haluatko poistua sivulta?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jää sivulle' }));

    await user.click(screen.getByRole('button', { name: 'Tallenna keskeneräisenä' }));
    await screen.findByText(/Tallennettu klo/);
    await user.click(screen.getByRole('link', { name: 'Etusivu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Etusivun sisältö')).toBeInTheDocument();
  });

  function renderInShellWithLink() {
    const user = userEvent.setup();
    renderInShell(
      <Routes>
        <Route path={PAGE} element={<Page />} />
        <Route path="/" element={<p>Etusivun sisältö</p>} />
      </Routes>,
      { initialEntries: [PAGE] },
    );
    return { user };
  }
});
