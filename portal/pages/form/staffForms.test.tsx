/**
 * The staff forms of a case on the generic form page (their extension: staffCase): the application
 * decision, the attachment request, the realization decision.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registers, type Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import { INTRA_CASE_CODES } from '../intra/codes.ts';
import { PERSON } from '../intra/customer.fixtures.ts';
import { useCustomerStore } from '../intra/customerStore.ts';
import ManifestFormPage from './ManifestFormPage.tsx';

const CUSTOMER = '2345671-3';
const APPLICATION = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const REALIZATION = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const DOCUMENT = 'd0c00000-0000-4000-8000-000000000001';
const DECIDE = `/api/api/v1/intra/applications/${CUSTOMER}/${APPLICATION}/decision`;
const REQUEST = `/api/api/v1/intra/applications/${CUSTOMER}/${APPLICATION}/attachment-request`;
const DECIDE_REALIZATION = `/api/api/v1/intra/realizations/${CUSTOMER}/${REALIZATION}/decision`;
const DOWNLOAD = `/api/api/v1/intra/document/download/${DOCUMENT}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const pdf = (fileName?: string) =>
  new Response(new Blob(['%PDF-1.7']), {
    headers: {
      'content-type': 'application/pdf',
      ...(fileName ? { 'content-disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });

type Responder = (url: string, init: RequestInit | undefined) => Response | undefined;

async function renderPage(
  page: ReactElement,
  path: string,
  {
    responder = () => undefined,
    language = 'fi',
    customerId = CUSTOMER,
  }: { responder?: Responder; language?: Language; customerId?: string | null } = {},
) {
  useCustomerStore.setState({ customerId });
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const answer = responder(url, init);
    if (answer) return Promise.resolve(answer);
    if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(json({ code: '152000', message: 'not stubbed' }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(page, { shell: { language }, initialEntries: [path] });
  // The form's files load in their own chunk: the form is there once its send button is.
  if (customerId)
    await waitFor(() => expect(document.querySelector('form button[type="submit"]')).not.toBeNull());
  return { ...result, fetch, user: userEvent.setup() };
}

const text = (language: Language, code: string): string => registers[language][code]!;

const bodiesOf = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

const decisionPage = (options?: Parameters<typeof renderPage>[2]) =>
  renderPage(<ManifestFormPage />, `/asiakas/hakemus/${APPLICATION}/paatos`, options);

const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  sessionStorage.clear();
  // The saved PDF's link is clicked once by the view itself: jsdom cannot follow it.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  useCustomerStore.setState({ customerId: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the application decision', { timeout: 20_000 }, () => {
  it('shows the errors of an invalid submit on their fields and in the summary, keeping the input', async () => {
    const { user, fetch } = await decisionPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakemuksen päätös' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Takaisin asiakkaan tietoihin/ })).toHaveAttribute(
      'href',
      '/asiakas',
    );
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    const summary = await screen.findByRole('heading', { level: 2, name: 'Lomakkeella on virheitä' });
    expect(summary.parentElement).toHaveFocus();
    const justification = screen.getByRole('textbox', { name: /Perustelu/ });
    expect(justification).toHaveAttribute('aria-invalid', 'true');

    // One answered, the other still wrong: the answer stays.
    await user.click(screen.getByRole('radio', { name: 'Hylätään' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    expect(screen.getByRole('radio', { name: 'Hylätään' })).toBeChecked();
    expect(justification).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(fetch, DECIDE)).toEqual([]);
  });

  it("puts the server's 400 on its field and keeps what was typed", async () => {
    const { user } = await decisionPage({
      responder: (url) =>
        url === DECIDE
          ? json([{ path: '/justification', label: 'Perustelu', message: 'x', code: '110110' }], 400)
          : undefined,
    });
    await user.click(screen.getByRole('radio', { name: 'Myönnetään' }));
    await user.type(await screen.findByRole('textbox', { name: /Vuokravakuuden määrä/ }), '1450');
    const justification = screen.getByRole('textbox', { name: /Perustelu/ });
    await user.type(justification, 'Ehdot täyttyvät.');
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    await waitFor(() => expect(justification).toHaveAttribute('aria-invalid', 'true'));
    expect(justification).toHaveAccessibleDescription(/Tekstissä on merkkejä, joita ei voi käyttää\./);
    expect(justification).toHaveValue('Ehdot täyttyvät.');
    expect(screen.getByRole('radio', { name: 'Myönnetään' })).toBeChecked();
  });

  it('says in words that the application is already decided (409), focused, keeping the form', async () => {
    const { user } = await decisionPage({
      responder: (url) => (url === DECIDE ? json({ code: '170006', message: 'x' }, 409) : undefined),
    });
    await user.click(screen.getByRole('radio', { name: 'Myönnetään' }));
    await user.type(await screen.findByRole('textbox', { name: /Vuokravakuuden määrä/ }), '1450');
    await user.type(screen.getByRole('textbox', { name: /Perustelu/ }), 'Ehdot täyttyvät.');
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Hakemus on jo ratkaistu, joten sitä ei voi ratkaista uudelleen\./);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Perustelu/ })).toHaveValue('Ehdot täyttyvät.');
    expect(screen.getByRole('radio', { name: 'Myönnetään' })).toBeChecked();
  });

  it('says in words that the application is not found (404)', async () => {
    const { user } = await decisionPage({
      responder: (url) => (url === DECIDE ? json({ code: '170002', message: 'x' }, 404) : undefined),
    });
    await user.click(screen.getByRole('radio', { name: 'Myönnetään' }));
    await user.type(await screen.findByRole('textbox', { name: /Vuokravakuuden määrä/ }), '1450');
    await user.type(screen.getByRole('textbox', { name: /Perustelu/ }), 'Ehdot täyttyvät.');
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Hakemusta ei löytynyt\./);
  });

  it('decides, says so and offers the decision document as a PDF, and the way back', async () => {
    const { user, fetch } = await decisionPage({
      responder: (url) =>
        url === DECIDE ? json({ id: DOCUMENT }) : url === DOWNLOAD ? pdf('paatos-2025-03-04.pdf') : undefined,
    });
    await user.click(screen.getByRole('radio', { name: 'Hylätään' }));
    await user.type(screen.getByRole('textbox', { name: /Perustelu/ }), 'Vuokrasopimus puuttuu.');
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    expect(within(status).getByRole('heading', { level: 1, name: 'Hakemuksen päätös' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Päätös on tehty.');
    expect(bodiesOf(fetch, DECIDE)).toEqual([
      { decision: 'REJECTED', justification: 'Vuokrasopimus puuttuu.' },
    ]);
    expect(within(status).getByRole('link', { name: /Takaisin asiakkaan tietoihin/ })).toHaveAttribute(
      'href',
      '/asiakas',
    );
    await user.click(screen.getByRole('button', { name: 'Lataa PDF-tiedosto' }));
    expect(await screen.findByRole('link', { name: 'Tallenna PDF-tiedosto' })).toHaveAttribute(
      'download',
      'paatos-2025-03-04.pdf',
    );
    expect(fetch.mock.calls.some(([url]) => url === DOWNLOAD)).toBe(true);
  });

  it('in Swedish', async () => {
    await decisionPage({ language: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Beslut om ansökan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Beviljas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka beslutet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka till kundens uppgifter/ })).toBeInTheDocument();
  });

  it('asks for a customer first when none is chosen', async () => {
    await decisionPage({ customerId: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Hakemuksen päätös' })).toBeInTheDocument();
    expect(screen.getByText('Asiakasta ei ole valittu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hae asiakas' })).toHaveAttribute('href', '/asiakkaat');
    expect(screen.queryByRole('button', { name: 'Lähetä päätös' })).not.toBeInTheDocument();
  });
});

describe('the attachment request', { timeout: 20_000 }, () => {
  const requestPage = (options?: Parameters<typeof renderPage>[2]) =>
    renderPage(<ManifestFormPage />, `/asiakas/hakemus/${APPLICATION}/liitepyynto`, options);

  it('refuses an empty request, then asks for the chosen attachments by the date; no PDF', async () => {
    const { user, fetch } = await requestPage({
      responder: (url) => (url === REQUEST ? json({ id: '12' }) : undefined),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Liitepyyntö' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä liitepyyntö' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lomakkeella on virheitä' }),
    ).toBeInTheDocument();
    expect(bodiesOf(fetch, REQUEST)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Vuokrasopimus' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tiliote' }));
    await user.type(screen.getByRole('textbox', { name: /Toimitettava viimeistään/ }), '31.12.2098');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Lähetä liitepyyntö' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Liitepyyntö on lähetetty asiakkaalle.');
    expect(bodiesOf(fetch, REQUEST)).toEqual([
      { requested: ['VUOKRASOPIMUS', 'TILIOTE'], dueDate: '2098-12-31' },
    ]);
    expect(screen.queryByRole('button', { name: 'Lataa PDF-tiedosto' })).not.toBeInTheDocument();
    expect(within(status).getByRole('link', { name: /Takaisin asiakkaan tietoihin/ })).toBeInTheDocument();
  });

  it('says in words that the application is already decided (409), keeping the choices', async () => {
    const { user } = await requestPage({
      responder: (url) => (url === REQUEST ? json({ code: '170006', message: 'x' }, 409) : undefined),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Irtisanomisilmoitus' }));
    const date = screen.getByRole('textbox', { name: /Toimitettava viimeistään/ });
    await user.type(date, '31.12.2098');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Lähetä liitepyyntö' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Hakemus on jo ratkaistu, joten siihen ei voi enää pyytää liitteitä\./,
    );
    expect(screen.getByRole('checkbox', { name: 'Irtisanomisilmoitus' })).toBeChecked();
    expect(date).toHaveValue('31.12.2098');
  });
});

describe('the realization decision', { timeout: 20_000 }, () => {
  const realizationPage = (options?: Parameters<typeof renderPage>[2]) =>
    renderPage(<ManifestFormPage />, `/asiakas/realisointipyynto/${REALIZATION}/paatos`, options);

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: /Myönnettävä määrä/ }), '250,5');
    await user.type(screen.getByRole('textbox', { name: /Perustelu/ }), 'Vuokra jäi maksamatta.');
  }

  it('decides the amount, says so and offers the PDF under its own name', async () => {
    const { user, fetch } = await realizationPage({
      responder: (url) =>
        url === DECIDE_REALIZATION ? json({ id: DOCUMENT }) : url === DOWNLOAD ? pdf() : undefined,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Realisointipyynnön päätös' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Päätös on tehty ja lähetetty vuokranantajalle');
    expect(bodiesOf(fetch, DECIDE_REALIZATION)).toEqual([
      { amountGranted: 250.5, justification: 'Vuokra jäi maksamatta.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Lataa PDF-tiedosto' }));
    expect(await screen.findByRole('link', { name: 'Tallenna PDF-tiedosto' })).toHaveAttribute(
      'download',
      'realisointipyynnon-paatos.pdf',
    );
  });

  it('says in words that the request is already decided (409) or not found (404)', async () => {
    let status = 409;
    const { user } = await realizationPage({
      responder: (url) =>
        url === DECIDE_REALIZATION ? json({ code: '170008', message: 'x' }, status) : undefined,
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Realisointipyyntö on jo ratkaistu/);
    status = 404;
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Realisointipyyntöä ei löytynyt\./),
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Perustelu/ })).toHaveValue('Vuokra jäi maksamatta.');
  });

  it('tells when sending fails otherwise', async () => {
    const { user } = await realizationPage({
      responder: (url) =>
        url === DECIDE_REALIZATION ? json({ code: '152000', message: 'x' }, 503) : undefined,
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä päätös' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lähettäminen epäonnistui. Yritä uudelleen.');
  });
});

describe('what a form is about', { timeout: 20_000 }, () => {
  const overviewUrl = `/api/api/v1/intra/customer/${PERSON.hetuOrBusinessId}`;
  const application = PERSON.applications[0]!;

  it('shows the customer and the application being decided above the form', async () => {
    await renderPage(<ManifestFormPage />, `/asiakas/hakemus/${application.id}/paatos`, {
      customerId: PERSON.hetuOrBusinessId,
      responder: (url) => (url === overviewUrl ? json(PERSON) : undefined),
    });
    const subject = await screen.findByRole('region', { name: text('fi', INTRA_CASE_CODES.subjectHeading) });
    expect(within(subject).getByText(`${PERSON.name} (${PERSON.hetuOrBusinessId})`)).toBeVisible();
    expect(within(subject).getByText(application.address)).toBeVisible();
    expect(within(subject).getByText(application.rentees.join(', '))).toBeVisible();
    expect(within(subject).getByText(text('fi', '145071'))).toBeVisible();
    // The form is there beside it.
    expect(screen.getByRole('radio', { name: text('fi', '250004') })).toBeInTheDocument();
  });

  it('says when the customer has no such application', async () => {
    await renderPage(<ManifestFormPage />, `/asiakas/hakemus/${APPLICATION}/paatos`, {
      customerId: PERSON.hetuOrBusinessId,
      responder: (url) => (url === overviewUrl ? json(PERSON) : undefined),
    });
    expect(await screen.findByText(text('fi', INTRA_CASE_CODES.subjectNotFound))).toBeVisible();
  });

  it('keeps the form usable when the overview cannot be read', async () => {
    await renderPage(<ManifestFormPage />, `/asiakas/realisointipyynto/${REALIZATION}/paatos`, {
      language: 'sv',
      responder: (url) =>
        url.startsWith('/api/api/v1/intra/customer/') ? json({ code: '152012' }, 503) : undefined,
    });
    expect(await screen.findByText(text('sv', INTRA_CASE_CODES.subjectUnavailable))).toBeVisible();
    expect(
      screen.getByRole('button', { name: text('sv', INTRA_CASE_CODES.sendDecision) }),
    ).toBeInTheDocument();
  });
});
