import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type {
  DocumentPageRequest,
  DocumentType,
  PortalDocument,
  User,
  UserContact,
} from '../../../api/contract.ts';
import { documentTypeTextCode } from '../../../api/documentTexts.ts';
import { renderInShell, TEST_PERSON } from '../../shell.test-helpers.tsx';
import MyDocumentsPage, { MY_DOCUMENTS_CODES as CODES, PAPERLESS_CODES } from './MyDocumentsPage.tsx';

const SENT = '/api/api/v1/document/sent-by-vuokravakuus';
const ARRIVED = '/api/api/v1/document/arrived-to-vuokravakuus';
const DOWNLOAD = '/api/api/v1/document/download/';
const CONTACT = '/api/api/v1/user-contact-info';
const PERMISSION = '/api/api/v1/paperless-permission';
const TODAY = '2025-07-15';

const TYPES: DocumentType[] = [
  'RENTALDEPOSIT_APPLICATION_DECISION',
  'PAYMENT_REQUEST',
  'ADDITIONAL_INFORMATION_REQUEST',
];

function doc(index: number, overrides: Partial<PortalDocument> = {}): PortalDocument {
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created: `2025-0${(index % 5) + 2}-${day}`,
    type: TYPES[index % TYPES.length]!,
    paymentCommitmentId: `MS-2025-${String(index).padStart(4, '0')}`,
    address: `Koivukuja ${index}, 00100 Helsinki`,
    renterName: 'Aino Virtanen',
    renterId: null,
    renteeName: null,
    renteeId: null,
    status: index % TYPES.length === 0 ? (index % 2 ? 'REJECTED' : 'ACCEPTED') : null,
    rentees: ['Matti Meikäläinen', 'Maija Meikäläinen'],
    isNew: index % 10 === 4,
    documents: [],
    paymentCommitmentOrHetu: null,
    customerHenro: null,
    ...overrides,
  };
}

const SENT_DOCUMENTS = Array.from({ length: 57 }, (_, index) => doc(index));
const ARRIVED_DOCUMENTS = [
  doc(100, {
    type: 'ATTACHMENT',
    status: null,
    isNew: false,
    documents: [{ id: 'f1', fileName: 'Vuokrasopimus Mäkelä.pdf' }],
  }),
  doc(101, { type: 'RENTALDEPOSIT_APPLICATION', status: null, isNew: false }),
];

const CONTACT_INFO: UserContact = {
  userId: '900000001',
  email: { value: 'aino.virtanen@example.fi', paperlessAllowed: false },
  phone: { value: '+358401234567', paperlessAllowed: false },
  language: 'fi',
  paperlessChosen: false,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's filtering and paging, as the contract describes it. */
function page(documents: PortalDocument[], request: DocumentPageRequest) {
  const { created, type, status } = request.filters ?? {};
  const matching = documents
    .filter(
      (item) =>
        (!created?.from || item.created >= created.from) && (!created?.to || item.created <= created.to),
    )
    .filter((item) => !type || item.type === type)
    .filter((item) => !status || (item.status !== null && status.includes(item.status)))
    .sort((a, b) => (request.sortOrder === 'ASC' ? 1 : -1) * a.created.localeCompare(b.created));
  const start = (request.current - 1) * request.size;
  return { totalItems: matching.length, documents: matching.slice(start, start + request.size) };
}

interface Options {
  language?: Language;
  user?: User;
  sent?: (request: DocumentPageRequest) => Promise<Response>;
  download?: () => Promise<Response>;
  contact?: () => Promise<Response>;
  permission?: (body: { email: boolean; phone: boolean }) => Promise<Response>;
  path?: string;
}

function renderPage({
  language = 'fi',
  user = TEST_PERSON,
  sent,
  download,
  contact,
  permission,
  path,
}: Options = {}) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url === SENT)
      return sent
        ? sent(body as DocumentPageRequest)
        : Promise.resolve(json(page(SENT_DOCUMENTS, body as DocumentPageRequest)));
    if (url === ARRIVED) return Promise.resolve(json(page(ARRIVED_DOCUMENTS, body as DocumentPageRequest)));
    if (url.startsWith(DOWNLOAD))
      return download
        ? download()
        : Promise.resolve(
            new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
          );
    if (url === CONTACT) return contact ? contact() : Promise.resolve(json(CONTACT_INFO));
    if (url === PERMISSION) {
      const choice = body as { email: boolean; phone: boolean };
      return permission
        ? permission(choice)
        : Promise.resolve(
            json({
              ...CONTACT_INFO,
              email: { ...CONTACT_INFO.email, paperlessAllowed: choice.email },
              phone: { ...CONTACT_INFO.phone, paperlessAllowed: choice.phone },
              paperlessChosen: true,
            }),
          );
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<MyDocumentsPage today={TODAY} />, {
    shell: { language, user: { status: 'ready', user } },
    initialEntries: [path ?? '/paatokset-ja-muut-asiakirjasi'],
  });
  return { ...result, fetch, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const requests = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as DocumentPageRequest);

const sentPanel = () => screen.getByRole('tabpanel', { name: /./ });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each<Language>(['fi', 'sv'])('my documents in %s', (language) => {
  it('titles the page and loads the sent documents of the last six months, newest first', async () => {
    const { fetch } = renderPage({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, CODES.title));
    expect(screen.getByRole('tab', { name: t(language, CODES.tabSent) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = sentPanel();
    expect(
      await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) }),
    ).toBeInTheDocument();
    expect(requests(fetch, SENT)[0]).toEqual({
      current: 1,
      size: 20,
      sortBy: 'created',
      sortOrder: 'DESC',
      filters: { created: { from: '2025-01-15', to: TODAY } },
    });
    expect(within(panel).getByLabelText(t(language, '120009'))).toHaveValue('15.01.2025');
    expect(within(panel).getByLabelText(t(language, '120010'))).toHaveValue('15.07.2025');
    expect(within(panel).getAllByRole('heading', { level: 4 })).toHaveLength(20);
  });

  it('shows each document: date, type, status, address, commitment, rentees, and "new" in words', async () => {
    renderPage({ language });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    const newest = page(SENT_DOCUMENTS, { current: 1, size: 20, sortOrder: 'DESC' }).documents[0]!;
    const title = within(panel).getAllByRole('heading', { level: 4 })[0]!;
    const card = title.closest('li')!;
    expect(title).toHaveTextContent(t(language, documentTypeTextCode(newest.type)));
    expect(card).toHaveTextContent(newest.created.split('-').reverse().join('.'));
    expect(card).toHaveTextContent(newest.address!);
    expect(card).toHaveTextContent(newest.paymentCommitmentId!);
    expect(card).toHaveTextContent('Matti Meikäläinen, Maija Meikäläinen');
    // Every new document is in June, so on the first page; the marker is words, not colour alone.
    const marked = within(panel).getAllByText(t(language, CODES.isNewSpoken), { exact: false });
    expect(marked).toHaveLength(SENT_DOCUMENTS.filter((item) => item.isNew).length);
    for (const marker of marked) expect(marker.parentElement).toHaveTextContent(t(language, CODES.isNew));
  });

  it('filters by type after 700 ms, back on page 1, and announces the count 1 s later', async () => {
    const { fetch, user } = renderPage({ language });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    await user.click(within(panel).getByRole('button', { name: t(language, '147102', { page: 2 }) }));
    await waitFor(() => expect(requests(fetch, SENT)).toHaveLength(2));
    expect(requests(fetch, SENT)[1]).toMatchObject({ current: 2 });

    await user.selectOptions(
      within(panel).getByRole('combobox', { name: t(language, CODES.type) }),
      'PAYMENT_REQUEST',
    );
    // (The clock also runs on its own here: the exact 699 / 700 ms is useFilteredPages.test.tsx's.)
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(requests(fetch, SENT)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(requests(fetch, SENT)[2]).toMatchObject({ current: 1, filters: { type: 'PAYMENT_REQUEST' } });
    const expected = page(SENT_DOCUMENTS, requests(fetch, SENT)[2]!).totalItems;
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(
      within(panel).getByRole('heading', { level: 3, name: t(language, CODES.count, { count: expected }) }),
    ).toBeInTheDocument();
    const live = panel.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1010));
    expect(live).toHaveTextContent(t(language, CODES.found, { count: expected }));
  });

  it('filters by date range and by status; an invalid range loads nothing and says why', async () => {
    const { fetch, user } = renderPage({ language });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    const from = within(panel).getByLabelText(t(language, '120009'));
    // Typed over the old date: no state in between is a valid range (an empty start would be).
    await user.type(from, '01082025', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(requests(fetch, SENT)).toHaveLength(1);
    expect(within(panel).getByText(t(language, '120206'))).toBeInTheDocument();

    await user.type(from, '2025-06-01', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.tab();
    await user.click(within(panel).getByRole('checkbox', { name: t(language, '147010') }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(requests(fetch, SENT)).toHaveLength(2));
    expect(requests(fetch, SENT)[1]).toMatchObject({
      current: 1,
      filters: { created: { from: '2025-06-01', to: TODAY }, status: ['ACCEPTED'] },
    });
    expect(from).toHaveValue('01.06.2025');
  });

  it('changes the page size and the order at once; reset brings the defaults back', async () => {
    const { fetch, user } = renderPage({ language });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    await user.selectOptions(within(panel).getByRole('combobox', { name: t(language, '147108') }), '50');
    await waitFor(() => expect(requests(fetch, SENT)).toHaveLength(2));
    expect(requests(fetch, SENT)[1]).toMatchObject({ current: 1, size: 50 });
    await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 4 })).toHaveLength(50));
    await user.selectOptions(within(panel).getByRole('combobox', { name: t(language, CODES.order) }), 'ASC');
    await waitFor(() => expect(requests(fetch, SENT)).toHaveLength(3));
    expect(requests(fetch, SENT)[2]).toMatchObject({ current: 1, size: 50, sortOrder: 'ASC' });

    await user.selectOptions(
      within(panel).getByRole('combobox', { name: t(language, CODES.type) }),
      'ATTACHMENT',
    );
    await act(() => vi.advanceTimersByTimeAsync(800));
    await within(panel).findByText(t(language, CODES.foundNone));
    await user.click(within(panel).getByRole('button', { name: t(language, CODES.resetFilters) }));
    await act(() => vi.advanceTimersByTimeAsync(800));
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    expect(within(panel).getByRole('combobox', { name: t(language, CODES.type) })).toHaveValue('');
  });

  it('downloads a document with its name, and it is no longer new', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetch, user } = renderPage({ language });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    const card = within(panel)
      .getAllByText(t(language, CODES.isNewSpoken), { exact: false })[0]!
      .closest('li')!;
    const title = within(card).getByRole('heading', { level: 4 }).textContent!;
    const button = within(card).getByRole('button', { name: new RegExp(`^${t(language, CODES.download)} `) });
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    const id = fetch.mock.calls.find(([url]) => String(url).startsWith(DOWNLOAD))![0] as string;
    const downloaded = SENT_DOCUMENTS.find((item) => id.endsWith(item.id))!;
    expect(link.download).toBe(`${downloaded.type.toLowerCase()}-${downloaded.created}.pdf`);
    expect(title).toContain(t(language, documentTypeTextCode(downloaded.type)));
    await waitFor(() => expect(within(card).queryByText(t(language, CODES.isNew))).not.toBeInTheDocument());
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes(link.download))).toBe(
      true,
    );
  });

  it('says when a download fails', async () => {
    const { user } = renderPage({ language, download: () => Promise.resolve(json({}, 503)) });
    const panel = sentPanel();
    await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 57 }) });
    await user.click(
      within(panel).getAllByRole('button', { name: new RegExp(`^${t(language, CODES.download)} `) })[0]!,
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(t(language, CODES.downloadFailed));
    expect(within(panel).getAllByText(t(language, CODES.isNew)).length).toBeGreaterThan(0);
  });

  it('says that loading failed and loads again on retry; nothing found says so', async () => {
    let calls = 0;
    const { user } = renderPage({
      language,
      sent: (request) =>
        Promise.resolve(
          ++calls === 1
            ? json({}, 503)
            : json(calls === 2 ? { totalItems: 0, documents: [] } : page(SENT_DOCUMENTS, request)),
        ),
    });
    const panel = sentPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(t(language, CODES.loadFailed));
    await user.click(within(alert).getByRole('button', { name: t(language, CODES.retry) }));
    expect(await within(panel).findByText(t(language, CODES.foundNone))).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('switches to the arrived documents with the keyboard; they have no status filter', async () => {
    const { user } = renderPage({ language });
    const sentTab = screen.getByRole('tab', { name: t(language, CODES.tabSent) });
    sentTab.focus();
    await user.keyboard('{ArrowRight}');
    const arrivedTab = screen.getByRole('tab', { name: t(language, CODES.tabArrived) });
    expect(arrivedTab).toHaveFocus();
    expect(arrivedTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: t(language, CODES.tabArrived) });
    expect(
      await within(panel).findByRole('heading', { name: t(language, CODES.count, { count: 2 }) }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel).queryByText(t(language, CODES.isNew))).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: t(language, CODES.tabSent) })).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(sentTab).toHaveAttribute('aria-selected', 'true');
  });

  it('saves the paperless choice per channel, says so, and reloads the user', async () => {
    const { fetch, user, shell } = renderPage({ language });
    const panel = screen.getByRole('region', { name: t(language, PAPERLESS_CODES.heading) });
    expect(await within(panel).findByText('aino.virtanen@example.fi')).toBeInTheDocument();
    expect(within(panel).getByText(t(language, PAPERLESS_CODES.notChosen))).toBeInTheDocument();
    const email = within(panel).getByRole('checkbox', {
      name: t(language, PAPERLESS_CODES.byEmail, { value: 'aino.virtanen@example.fi' }),
    });
    const phone = within(panel).getByRole('checkbox', {
      name: t(language, PAPERLESS_CODES.byPhone, { value: '+358401234567' }),
    });
    expect(email).not.toBeChecked();
    await user.click(email);
    await user.click(within(panel).getByRole('button', { name: t(language, PAPERLESS_CODES.save) }));
    expect(await within(panel).findByText(t(language, PAPERLESS_CODES.saved))).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === PERMISSION)!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ email: true, phone: false });
    expect(shell.reloadUser).toHaveBeenCalledTimes(1);
    expect(within(panel).getByText(t(language, PAPERLESS_CODES.inUse))).toBeInTheDocument();
    expect(email).toBeChecked();
    expect(phone).not.toBeChecked();
    const live = panel.querySelector('[aria-live="polite"]')!;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(live).toHaveTextContent(t(language, PAPERLESS_CODES.saved));
  });

  it('says when saving the paperless choice fails', async () => {
    const { user, shell } = renderPage({ language, permission: () => Promise.resolve(json({}, 503)) });
    const panel = screen.getByRole('region', { name: t(language, PAPERLESS_CODES.heading) });
    await within(panel).findByText('aino.virtanen@example.fi');
    await user.click(within(panel).getAllByRole('checkbox')[1]!);
    await user.click(within(panel).getByRole('button', { name: t(language, PAPERLESS_CODES.save) }));
    expect(await within(panel).findByText(t(language, PAPERLESS_CODES.saveFailed))).toBeInTheDocument();
    expect(shell.reloadUser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(panel.querySelector('[aria-live="polite"]')).toHaveTextContent(
      t(language, PAPERLESS_CODES.saveFailed),
    );
  });
});

describe('the paperless panel', () => {
  it('is not there for a user without an e-mail address or a phone number', async () => {
    const { fetch } = renderPage({
      user: { ...TEST_PERSON, paperlessOption: { email: null, phone: null, isEmailOrPhoneGiven: false } },
    });
    await within(sentPanel()).findByRole('heading', { name: t('fi', CODES.count, { count: 57 }) });
    expect(screen.queryByRole('region', { name: t('fi', PAPERLESS_CODES.heading) })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === CONTACT)).toBe(false);
  });

  it('offers only the channels that have a value, and shows what was chosen before', async () => {
    renderPage({
      contact: () =>
        Promise.resolve(
          json({
            ...CONTACT_INFO,
            phone: { value: null, paperlessAllowed: false },
            email: { ...CONTACT_INFO.email, paperlessAllowed: true },
            paperlessChosen: true,
          }),
        ),
    });
    const panel = screen.getByRole('region', { name: t('fi', PAPERLESS_CODES.heading) });
    await within(panel).findByText('aino.virtanen@example.fi');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(panel).getByRole('checkbox')).toBeChecked();
    expect(within(panel).getByText(t('fi', PAPERLESS_CODES.notGiven))).toBeInTheDocument();
    expect(within(panel).getByText(t('fi', PAPERLESS_CODES.inUse))).toBeInTheDocument();
  });

  it('says when the contact information cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = renderPage({
      contact: () => Promise.resolve(++calls === 1 ? json({}, 503) : json(CONTACT_INFO)),
    });
    const panel = screen.getByRole('region', { name: t('fi', PAPERLESS_CODES.heading) });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(t('fi', PAPERLESS_CODES.loadFailed));
    await user.click(within(alert).getByRole('button', { name: t('fi', PAPERLESS_CODES.retry) }));
    expect(await within(panel).findByText('aino.virtanen@example.fi')).toBeInTheDocument();
  });

  it('opens the arrived tab from the address', async () => {
    renderPage({ path: '/paatokset-ja-muut-asiakirjasi?tab=arrived' });
    expect(screen.getByRole('tab', { name: t('fi', CODES.tabArrived) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: t('fi', CODES.tabArrived) });
    expect(
      await within(panel).findByRole('heading', { name: t('fi', CODES.count, { count: 2 }) }),
    ).toBeInTheDocument();
  });
});
