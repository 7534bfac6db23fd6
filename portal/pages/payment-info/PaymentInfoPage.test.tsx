import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentList, PaymentListRequest, User } from '../../../api/contract.ts';
import {
  bodiesOf,
  jsonResponse as json,
  renderInShell,
  stubFetch,
  TEST_PERSON,
  type Responder,
} from '../../shell.test-helpers.tsx';
import { defaultDateRange } from '../shared/DateRangeFilter.tsx';
import PaymentInfoPage from './PaymentInfoPage.tsx';

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  name: 'Sari Salminen',
  company: 'Asunto Oy Koivukallio',
  business_id: '2345671-3',
  isYpaActive: true,
};

const PAYMENTS: PaymentList = {
  totalItems: 23,
  totalPages: 2,
  payments: [
    {
      id: 'p1',
      renteeName: 'Matti Virtanen',
      applicationCreated: '2025-01-15',
      paymentCommitmentId: '12345678',
      renteeAddress: 'Mannerheimintie 1 A 2, 00100 Helsinki',
      amount: 1234.5,
      paymentDate: '2025-02-03',
    },
  ],
};

const LANDLORD_INFO = () =>
  json({ businessType: 'ORGANISATION', name: 'Asunto Oy Koivukallio', businessId: '2345671-3' });

function renderPage(responder: Responder = () => undefined, user: User = ORGANISATION_USER) {
  const fetch = stubFetch(responder, {
    '/api/api/v1/yhteiso/payment-info/list': () => json(PAYMENTS),
    '/api/api/v1/landlord-info': LANDLORD_INFO,
  });
  const result = renderInShell(<PaymentInfoPage />, {
    shell: { user: { status: 'ready', user } },
    initialEntries: ['/maksutiedot'],
  });
  return { ...result, fetch, user: userEvent.setup() };
}

const LIST_URL = '/api/api/v1/yhteiso/payment-info/list';

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
  vi.useRealTimers();
});

describe('the payment information page', () => {
  it('asks a private person to choose a company, without calling the API', () => {
    const { fetch } = renderPage(undefined, TEST_PERSON);
    expect(screen.getByRole('heading', { level: 1, name: 'Maksutiedot' })).toBeInTheDocument();
    expect(screen.getByText(/Maksutiedot näytetään vain organisaatioille/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valitse yritys' })).toHaveAttribute('href', '/valitse-yritys');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the organisation's payments of the last six months, newest first", async () => {
    const { fetch } = renderPage();
    const table = await screen.findByRole('table', { name: 'Organisaatiolle maksetut maksut' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Matti Virtanen',
      '15.01.2025',
      '12345678',
      'Mannerheimintie 1 A 2, 00100 Helsinki',
      '1\u00a0234,50\u00a0€',
      '03.02.2025',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Vuokralainen',
      'Hakemus saapunut',
      'Maksusitoumus',
      'Vuokralaisen osoite',
      'Summa',
      'Maksupäivä',
    ]);
    expect(screen.getByText('Hakuehdoilla löytyi 23 maksua.')).toBeInTheDocument();
    const range = defaultDateRange();
    expect(bodiesOf(fetch, LIST_URL)).toEqual([
      {
        current: 1,
        size: 20,
        sortBy: 'paymentDate',
        sortOrder: 'DESC',
        filters: { paymentDate: range },
      },
    ]);
    expect(document.title).toMatch(/^Maksutiedot – .* – Asunto Oy Koivukallio$/);
  });

  it('says that the payments could not be fetched, and fetches them again on retry', async () => {
    let calls = 0;
    const { fetch, user } = renderPage((url) =>
      url === LIST_URL && ++calls === 1 ? json({ code: '152000', message: 'down' }, 503) : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Maksujen hakeminen epäonnistui.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('table', { name: 'Organisaatiolle maksetut maksut' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = bodiesOf(fetch, LIST_URL);
    expect(second).toEqual(first);
  });

  it('computes the default range six months back, keeping to the end of a shorter month', () => {
    expect(defaultDateRange('2025-08-31')).toEqual({ from: '2025-02-28', to: '2025-08-31' });
    expect(defaultDateRange('2025-03-15')).toEqual({ from: '2024-09-15', to: '2025-03-15' });
  });

  it('filters by commitment number after the pause, from page 1, and says the count', async () => {
    const { fetch, user } = renderPage((url, init) => {
      if (url !== LIST_URL) return undefined;
      const request = JSON.parse(init.body as string) as PaymentListRequest;
      return request.filters?.paymentCommitmentId
        ? json({ totalItems: 1, totalPages: 1, payments: PAYMENTS.payments })
        : json(PAYMENTS);
    });
    await screen.findByRole('table');
    // Page 2 first: a filter change goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Sivu 2' }));
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2));
    expect(bodiesOf(fetch, LIST_URL)[1]).toMatchObject({ current: 2 });

    const input = screen.getByRole('textbox', { name: 'Maksusitoumuksen numero' });
    await user.type(input, '1234');
    await user.tab();
    // Not yet eight digits: said, and nothing filtered.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Tarkista maksusitoumuksen numero/);
    await user.type(input, '5678');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2);
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(3), { timeout: 2000 });
    expect(bodiesOf(fetch, LIST_URL)[2]).toMatchObject({
      current: 1,
      filters: { paymentCommitmentId: '12345678' },
    });
    await waitFor(
      () =>
        expect(document.querySelector('.payment-list [aria-live="polite"]')).toHaveTextContent(
          'Hakuehdoilla löytyi 1 maksu.',
        ),
      { timeout: 2500 },
    );
  });

  it('changes the sort and the page size at once, from page 1', async () => {
    const { fetch, user } = renderPage();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Järjestys' }), 'Summa, suurin ensin');
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(2));
    expect(bodiesOf(fetch, LIST_URL)[1]).toMatchObject({ current: 1, sortBy: 'amount', sortOrder: 'DESC' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Tuloksia sivulla|sivulla/i }), '50');
    await waitFor(() => expect(bodiesOf(fetch, LIST_URL)).toHaveLength(3));
    expect(bodiesOf(fetch, LIST_URL)[2]).toMatchObject({ current: 1, size: 50, sortBy: 'amount' });
  });

  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    renderPage((url) =>
      url === LIST_URL ? json({ totalItems: 0, totalPages: 0, payments: [] }) : undefined,
    );
    expect(await screen.findByText('Valituilla hakuehdoilla ei löytynyt maksuja.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an alert when the list fails', async () => {
    renderPage((url) => (url === LIST_URL ? json({ code: '152000', message: 'x' }, 503) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maksujen hakeminen epäonnistui');
  });

  it('downloads every payment matching the filters as a PDF', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetch, user } = renderPage((url) =>
      url === '/api/api/v1/yhteiso/payment-info/pdf'
        ? new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } })
        : undefined,
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Lataa maksut PDF-tiedostona' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('maksutiedot.pdf');
    expect(bodiesOf(fetch, '/api/api/v1/yhteiso/payment-info/pdf')).toEqual([
      {
        current: 1,
        size: 20,
        sortBy: 'paymentDate',
        sortOrder: 'DESC',
        filters: { paymentDate: defaultDateRange() },
      },
    ]);
    click.mockRestore();
  });

  it('tells when the PDF cannot be made', async () => {
    const { user } = renderPage((url) =>
      url === '/api/api/v1/yhteiso/payment-info/pdf'
        ? json({ code: '152000', message: 'x' }, 500)
        : undefined,
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Lataa maksut PDF-tiedostona' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF-tiedoston lataaminen epäonnistui');
  });

  it('offers the payment-info update as a link to its form, after the payments', async () => {
    renderPage();
    await screen.findByRole('table');
    const section = screen.getByRole('region', { name: 'Maksutietojen muutosilmoitus' });
    expect(within(section).getByRole('link', { name: 'Ilmoita muuttuneet maksutiedot' })).toHaveAttribute(
      'href',
      '/maksutiedot/muutosilmoitus',
    );
  });
});
