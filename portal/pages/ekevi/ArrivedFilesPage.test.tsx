import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  EkeviArrivedFile,
  EkeviArrivedFiles,
  EkeviArrivedPageRequest,
  User,
} from '../../../api/contract.ts';
import type { Language } from '../../../texts/index.ts';
import { renderInShell, TEST_PERSON } from '../../shell.test-helpers.tsx';
import ArrivedFilesPage from './ArrivedFilesPage.tsx';

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  name: 'Sari Salminen',
  company: 'Asunto Oy Koivukallio',
  business_id: '2345671-3',
  isYpaActive: true,
};

const LIST_URL = '/api/api/v1/ekevi/arrived-files';
const FILE_IDS_URL = '/api/api/v1/ekevi/filters-completed-file-id';
const ACCOUNTING_URL = '/api/api/v1/ekevi/completed-filters-accounting-number';
const pdfUrl = (id: string) => `/api/api/v1/ekevi/arrived-file-pdf/${id}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const FIRST: EkeviArrivedFile = {
  id: '41',
  fileId: '2026-2345671-3-0007',
  completedDate: '2026-03-02',
  year: 2026,
  number: 3,
  statementNameId: 'PAYMENT_STATEMENT',
  accountingNumber: 'KP-2026-2345671-3-0003',
  rowCount: 1250,
  totalAmount: 1062500.5,
};
const SECOND: EkeviArrivedFile = {
  id: '40',
  fileId: '2026-2345671-3-0004',
  completedDate: '2026-01-15',
  year: 2026,
  number: 2,
  statementNameId: 'PAYMENT_STATEMENT',
  accountingNumber: 'KP-2026-2345671-3-0002',
  rowCount: 3,
  totalAmount: 2934.56,
};

/** Three pages of 50 (only two rows shown: enough for the table). */
const LIST: EkeviArrivedFiles = { totalItems: 120, totalPages: 3, files: [FIRST, SECOND] };

type Responder = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

function renderPage(
  responder: Responder = () => undefined,
  { user = ORGANISATION_USER, language = 'fi' }: { user?: User; language?: Language } = {},
) {
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const answer = responder(url, init);
    if (answer) return Promise.resolve(answer);
    if (url === LIST_URL) return Promise.resolve(json(LIST));
    if (url === FILE_IDS_URL) return Promise.resolve(json([FIRST.fileId, SECOND.fileId]));
    if (url === ACCOUNTING_URL)
      return Promise.resolve(json([FIRST.accountingNumber, SECOND.accountingNumber]));
    if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(json({ code: '152000', message: 'not stubbed' }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<ArrivedFilesPage />, {
    shell: { language, user: { status: 'ready', user } },
    initialEntries: ['/saapuneet-tilitykset'],
  });
  return { ...result, fetch, user: userEvent.setup() };
}

function bodiesOf(fetch: ReturnType<typeof vi.fn>, url: string): EkeviArrivedPageRequest[] {
  return fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as EkeviArrivedPageRequest);
}

const liveRegion = () => document.querySelector('.ekevi-arrived [aria-live="polite"]');

const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the arrived files (statements) page', () => {
  it('asks a private person to choose a company, without calling the API', () => {
    const { fetch } = renderPage(undefined, { user: TEST_PERSON });
    expect(screen.getByRole('heading', { level: 1, name: 'Saapuneet tilitykset' })).toBeInTheDocument();
    expect(screen.getByText(/vain organisaation puolesta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valitse yritys' })).toHaveAttribute('href', '/valitse-yritys');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists every statement of the organisation, newest first, 50 a page', async () => {
    const { fetch } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saapuneet tilitykset' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Organisaation maksutiedostojen tilitykset' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Käsitelty',
      'Tiedostotunnus',
      'Tilityksen numero',
      'Kirjanpitotunnus',
      'Rivejä',
      'Summa yhteensä',
      'PDF',
    ]);
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    const cells = within(firstRow!)
      .getAllByRole('cell')
      .slice(0, 6)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '02.03.2026',
      '2026-2345671-3-0007',
      '3/2026',
      'KP-2026-2345671-3-0003',
      '1250',
      '1\u00a0062\u00a0500,50\u00a0€',
    ]);
    // Every cell but the button's names its column on narrow screens.
    expect(within(firstRow!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Käsitelty');
    expect(
      within(firstRow!).getByRole('button', { name: 'Lataa PDF, tiedoston 2026-2345671-3-0007 tilitys' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hakuehdoilla löytyi 120 tilitystä.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tilitysten sivut' })).toHaveTextContent('1–50');
    expect(bodiesOf(fetch, LIST_URL)).toEqual([
      { current: 1, size: 50, sortBy: 'completed', sortOrder: 'DESC', filters: {} },
    ]);
    expect(document.title).toMatch(/^Saapuneet tilitykset – .* – Asunto Oy Koivukallio$/);
  });

  it('filters by file id after the pause, from page 1, and says the count', async () => {
    const { fetch, user } = renderPage((url, init) => {
      if (url !== LIST_URL) return undefined;
      const request = JSON.parse(init.body as string) as EkeviArrivedPageRequest;
      return request.filters?.fileId ? json({ totalItems: 1, totalPages: 1, files: [SECOND] }) : json(LIST);
    });
    await screen.findByRole('table');
    // Page 2 first: a filter change goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Sivu 2' }));
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2));
    expect(bodiesOf(fetch, LIST_URL)[1]).toMatchObject({ current: 2 });

    const group = screen.getByRole('group', { name: 'Tiedostotunnus' });
    expect(group).toHaveAccessibleDescription(/Jos et valitse yhtään tiedostoa/);
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('.ef-choice')?.textContent),
    ).toEqual([FIRST.fileId, SECOND.fileId]);
    await user.click(within(group).getByRole('checkbox', { name: SECOND.fileId }));
    // Nothing before the pause.
    expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2);
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(3), { timeout: 2000 });
    expect(bodiesOf(fetch, LIST_URL)[2]).toEqual({
      current: 1,
      size: 50,
      sortBy: 'completed',
      sortOrder: 'DESC',
      filters: { fileId: [SECOND.fileId] },
    });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Hakuehdoilla löytyi 1 tilitys.'), {
      timeout: 2500,
    });
    expect(screen.getByText('Hakuehdoilla löytyi 1 tilitys.', { selector: 'p' })).toBeInTheDocument();

    // Choosing none again lists every file.
    await user.click(within(group).getByRole('checkbox', { name: SECOND.fileId }));
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(4), { timeout: 2000 });
    expect(bodiesOf(fetch, LIST_URL)[3]).toMatchObject({ current: 1, filters: {} });
  });

  it('filters by accounting number and completed date, and sorts at once', async () => {
    const { fetch, user } = renderPage();
    await screen.findByRole('table');
    const accounting = screen.getByRole('combobox', { name: 'Kirjanpitotunnus' });
    expect(
      within(accounting)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kaikki', FIRST.accountingNumber, SECOND.accountingNumber]);
    await user.selectOptions(accounting, SECOND.accountingNumber);
    const from = screen.getByRole('textbox', { name: 'Alkamispäivä' });
    await user.type(from, '01.01.2026');
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2), { timeout: 2000 });
    expect(bodiesOf(fetch, LIST_URL)[1]).toMatchObject({
      current: 1,
      filters: { completed: { from: '2026-01-01' }, accountingNumber: SECOND.accountingNumber },
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Järjestys' }), 'Tiedostotunnuksen mukaan');
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(3));
    expect(bodiesOf(fetch, LIST_URL)[2]).toMatchObject({ current: 1, sortBy: 'fileId', sortOrder: 'ASC' });
  });

  it("downloads a statement's PDF, named by its file id, saying meanwhile that it loads", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const { fetch, user } = renderPage((url) =>
      url === pdfUrl(FIRST.id) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Lataa PDF, tiedoston 2026-2345671-3-0007 tilitys' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Ladataan PDF…, tiedoston 2026-2345671-3-0007 tilitys');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second click while it loads asks nothing more.
    await user.click(button);
    answer(new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('tilitys-2026-3.pdf');
    const pdfCalls = fetch.mock.calls.filter(([url]) => url.includes('arrived-file-pdf'));
    expect(pdfCalls.map(([url, init]) => [url, (init as RequestInit).method])).toEqual([
      [pdfUrl(FIRST.id), 'GET'],
    ]);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAccessibleName('Lataa PDF, tiedoston 2026-2345671-3-0007 tilitys');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells on its row when a PDF cannot be loaded', async () => {
    const { user } = renderPage((url) =>
      url === pdfUrl(SECOND.id) ? json({ code: '158013', message: 'x' }, 404) : undefined,
    );
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /tiedoston 2026-2345671-3-0004 tilitys/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PDF-tiedoston lataaminen epäonnistui. Yritä uudelleen.');
    const secondRow = within(table).getAllByRole('row')[2]!;
    expect(secondRow).toContainElement(alert);
  });

  it('shows an alert with a retry when the list fails, and the list once it loads', async () => {
    let fail = true;
    const { fetch, user } = renderPage((url) =>
      url === LIST_URL && fail ? json({ code: '152000', message: 'x' }, 503) : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tilitysten hakeminen epäonnistui.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2);
    expect(bodiesOf(fetch, LIST_URL)[1]).toEqual(bodiesOf(fetch, LIST_URL)[0]);
  });

  it('says when there are no statements yet, and when the filters match none', async () => {
    const { user } = renderPage((url) =>
      url === LIST_URL ? json({ totalItems: 0, totalPages: 0, files: [] }) : undefined,
    );
    expect(await screen.findByText(/Organisaatiollesi ei ole vielä tullut tilityksiä/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kirjanpitotunnus' }),
      FIRST.accountingNumber,
    );
    expect(
      await screen.findByText(
        'Valituilla hakuehdoilla ei löytynyt tilityksiä.',
        { selector: 'p:not([aria-live])' },
        {
          timeout: 2000,
        },
      ),
    ).toBeInTheDocument();
  });

  it("lists without the filters' choices when they cannot be loaded", async () => {
    renderPage((url) =>
      url === FILE_IDS_URL || url === ACCOUNTING_URL
        ? json({ code: '152000', message: 'x' }, 503)
        : undefined,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(
      await screen.findByText('Rajausten vaihtoehtoja ei voitu hakea. Voit silti selata tilityksiä.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tiedostotunnus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Kirjanpitotunnus' })).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    renderPage(undefined, { language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inkomna redovisningar' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Redovisningar av organisationens betalningsfiler' });
    expect(
      screen.getByRole('button', { name: 'Ladda ned PDF, redovisningen av filen 2026-2345671-3-0007' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Med sökvillkoren hittades 120 redovisningar.')).toBeInTheDocument();
  });
});
