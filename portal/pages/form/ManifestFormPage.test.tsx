/**
 * The generic form page (issue 29) with the form of its path, the tenancy-end notice: loaded from
 * its files, sent to the generic operation in the page's language, the server's 400 on its fields
 * with what was typed kept, another failure told, and the manifest's confirmation once sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import validMinimal from '../../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };
import { PATHS } from '../../guards/paths.ts';
import ManifestFormPage from './ManifestFormPage.tsx';

const PATH = '/ilmoitus-vuokrasuhteen-paattymisesta';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const SAVED = {
  id: '00000000-0000-4000-8000-0000000000d1',
  type: 'TENANCY_END_NOTICE',
  data: { paymentCommitmentId: 'MS-2023-0042', tenants: [{ firstName: 'Anna', lastName: 'Andersson' }] },
  created: '2026-11-20T10:05:00.000Z',
  updated: '2026-11-20T10:05:00.000Z',
  userId: '900000001',
  version: 3,
};

/** The page with the server's answers: to the form's submission, and its saved drafts (none by default). */
function renderPage(
  answer: () => Response,
  drafts: (typeof SAVED)[] = [],
  saveAnswer?: () => Response,
  updateAnswer?: () => Response,
) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/api/v1/saved-state?')) return Promise.resolve(json(drafts));
      if (url === '/api/api/v1/saved-state' && method === 'POST')
        return Promise.resolve(
          saveAnswer
            ? saveAnswer()
            : json({ ...SAVED, id: '00000000-0000-4000-8000-0000000000d2', version: 1 }),
        );
      if (url === '/api/api/v1/saved-state' && method === 'PUT')
        return Promise.resolve(updateAnswer ? updateAnswer() : json({ ...SAVED, version: 4 }));
      if (url === '/api/api/v1/saved-state' && method === 'DELETE')
        return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(answer());
    }),
  );
  renderInShell(<ManifestFormPage />, { initialEntries: [PATH] });
  return { sent, user: userEvent.setup() };
}

const submissions = (sent: { method: string; url: string; body: unknown }[]) =>
  sent.filter((call) => call.url.startsWith('/api/api/v1/form/')).map(({ url, body }) => ({ url, body }));

afterEach(() => vi.unstubAllGlobals());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ }), 'MS-2024-0001');
  await user.type(screen.getByRole('textbox', { name: /Etunimi/ }), 'Matti');
  await user.type(screen.getByRole('textbox', { name: /Sukunimi/ }), 'Meikäläinen');
  await user.type(screen.getByRole('textbox', { name: /Vuokrasuhteen päättymispäivä/ }), '31.05.2024');
  await user.type(screen.getByRole('textbox', { name: /Palautettujen avainten määrä/ }), '2');
  // The two yes/no questions in the form's order: handed back in order, a realization to follow.
  await user.click(screen.getAllByRole('radio', { name: 'Kyllä' })[0]!);
  await user.click(screen.getAllByRole('radio', { name: 'Ei' })[1]!);
  await user.click(screen.getByRole('checkbox', { name: /Vakuutan, että antamani tiedot ovat oikein/ }));
}

describe('the generic form page', () => {
  it('loads the form of its path, sends it in the page’s language and says the manifest’s confirmation', async () => {
    const { sent, user } = renderPage(
      () =>
        new Response(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001' }), {
          headers: {
            'content-type': 'application/json',
            'receipt-reference': 'VV-0000042',
            'receipt-received': '2026-11-27T10:15:30.000Z',
          },
        }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: t('fi', '260001') })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(t('fi', '260031'));
    expect(status).toHaveTextContent(t('fi', '260032'));
    // The receipt (issue 31): what was sent, when it arrived (Helsinki time), the reference to quote.
    const facts = [...status.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Lähetit', t('fi', '260001')],
      ['Kela vastaanotti', '27.11.2026 klo 12.15.30'],
      ['Viite', `VV-0000042${t('fi', '141033')}`],
    ]);
    expect(within(status).getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/');
    expect(within(status).getByRole('link', { name: t('fi', '143009') })).toHaveAttribute(
      'href',
      '/paatokset-ja-muut-asiakirjasi',
    );
    expect(submissions(sent)).toEqual([
      {
        url: '/api/api/v1/form/tenancy-end-notice',
        body: {
          currentLanguageCode: 'fi',
          paymentCommitmentId: 'MS-2024-0001',
          tenants: [{ firstName: 'Matti', lastName: 'Meikäläinen' }],
          endDate: '2024-05-31',
          keysReturned: 2,
          handedBackInOrder: true,
          realizationFollows: false,
          confirmed: true,
        },
      },
    ]);
  });

  it('shows the server’s 400 on its field and keeps what was typed', async () => {
    const { user } = renderPage(() =>
      json(
        [
          {
            path: '/paymentCommitmentId',
            label: 'Maksusitoumuksen tunnus',
            message: 'Kontrollera uppgiften.',
            code: '110002',
          },
        ],
        400,
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const field = await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ });
    // Shown by its code in the page's language (the server answered in another).
    expect(field).toHaveAccessibleDescription(/^Virhe: Tarkista tieto\./);
    expect(field).toHaveValue('MS-2024-0001');
    expect(screen.getByRole('textbox', { name: /Sukunimi/ })).toHaveValue('Meikäläinen');
  });

  it('says so when sending fails otherwise, and keeps the form', async () => {
    const { user } = renderPage(() => json({ code: '152012', message: 'x' }, 503));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('fi', '141009'));
    expect(screen.getByRole('textbox', { name: /Etunimi/ })).toHaveValue('Matti');
  });

  it('continues the saved draft, saves what is typed, starts afresh on request, and names the draft when sending', async () => {
    const { sent, user } = renderPage(() => json({ id: '00000000-0000-4000-8000-000000000001' }), [SAVED]);
    const commitment = await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ });
    expect(commitment).toHaveValue('MS-2023-0042');
    expect(screen.getByRole('textbox', { name: /Sukunimi/ })).toHaveValue('Andersson');
    expect(screen.getByText(t('fi', '141025', { date: '20.11.2026', time: '12.05' }))).toBeInTheDocument();

    // Typed: saved 2 s after the last change, over the version read.
    await user.type(screen.getByRole('textbox', { name: /Palautettujen avainten määrä/ }), '4');
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true), { timeout: 5000 });
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: SAVED.id,
      type: 'TENANCY_END_NOTICE',
      version: 3,
      data: { paymentCommitmentId: 'MS-2023-0042', keysReturned: 4 },
    });
    expect(await screen.findByText(/^Tallennettu klo \d\d\.\d\d$/)).toBeInTheDocument();

    // Sent: the draft is named, for the server to delete with the submission.
    await user.type(screen.getByRole('textbox', { name: /Vuokrasuhteen päättymispäivä/ }), '31.05.2024');
    await user.click(screen.getAllByRole('radio', { name: 'Kyllä' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: 'Ei' })[1]!);
    await user.click(screen.getByRole('checkbox', { name: /Vakuutan/ }));
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    await screen.findByRole('status');
    expect(submissions(sent).map((call) => call.url)).toEqual([
      `/api/api/v1/form/tenancy-end-notice?savedStateId=${SAVED.id}`,
    ]);
  });

  it('says why a draft could not be saved when the server says (a quota reached, issue 41)', async () => {
    const quota = t('fi', '156005', { limit: 20 });
    const { user } = renderPage(
      () => json({}),
      [],
      () => json({ code: '156005', message: quota }, 429),
    );
    await user.type(await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ }), '31000000');
    const said = await screen.findByText(/Automaattinen tallennus epäonnistui/, undefined, {
      timeout: 5000,
    });
    expect(said.textContent).toContain(quota);
    expect(screen.getByRole('textbox', { name: /Maksusitoumuksen tunnus/ })).toHaveValue('31000000');
  });

  it('starts afresh: the saved draft is deleted and the form is empty', async () => {
    const { sent, user } = renderPage(() => json({}), [SAVED]);
    expect(await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ })).toHaveValue(
      'MS-2023-0042',
    );
    await user.click(screen.getByRole('button', { name: t('fi', '141026') }));
    expect(await screen.findByRole('textbox', { name: /Maksusitoumuksen tunnus/ })).toHaveValue('');
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/api/v1/saved-state', body: { id: SAVED.id } },
    ]);
    expect(screen.queryByText(/Jatkat keskeneräistä/)).not.toBeInTheDocument();
  });

  it('on 409 keeps what was typed and lets the user choose: save theirs over the other, or take the other (issue 42)', async () => {
    const drafts = [SAVED];
    const newer = { ...SAVED, version: 7, data: { ...SAVED.data, paymentCommitmentId: 'MS-2023-0099' } };
    let updates = 0;
    const { sent, user } = renderPage(
      () => json({}),
      drafts,
      undefined,
      () =>
        ++updates === 1 ? json({ code: '156002', message: 'changed' }, 409) : json({ ...newer, version: 8 }),
    );
    const keys = await screen.findByRole('textbox', { name: /Palautettujen avainten määrä/ });
    drafts[0] = newer;
    await user.type(keys, '4');
    // Saved over a version that moved on elsewhere: nothing overwritten, the user is asked.
    const conflict = await screen.findByText(t('fi', '146007'), undefined, { timeout: 5000 });
    expect(conflict.closest('[role="alert"]')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(keys).toHaveValue('4');

    await user.click(screen.getByRole('button', { name: t('fi', '146009') }));
    // Theirs, over the newer version, which was read first.
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ id: SAVED.id, version: 7 });
    expect(screen.queryByText(t('fi', '146007'))).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Palautettujen avainten määrä/ })).toHaveValue('4');
  });

  it('on 409 can take the version saved elsewhere instead (issue 42)', async () => {
    const drafts = [SAVED];
    const newer = { ...SAVED, version: 7, data: { ...SAVED.data, paymentCommitmentId: 'MS-2023-0099' } };
    renderPage(
      () => json({}),
      drafts,
      undefined,
      () => json({ code: '156002', message: 'changed' }, 409),
    );
    const user = userEvent.setup();
    const keys = await screen.findByRole('textbox', { name: /Palautettujen avainten määrä/ });
    drafts[0] = newer;
    await user.type(keys, '4');
    await screen.findByText(t('fi', '146007'), undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: t('fi', '146008') }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Maksusitoumuksen tunnus/ })).toHaveValue('MS-2023-0099'),
    );
    expect(screen.getByRole('textbox', { name: /Palautettujen avainten määrä/ })).toHaveValue('');
  });
});

/** The landlord application's page (`renderLandlordPage`), its calls answered by `responder`. */
function renderLandlordPage(responder: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn((url: string, init: RequestInit) => Promise.resolve(responder(url, init)));
  vi.stubGlobal('fetch', fetch);
  renderInShell(<ManifestFormPage />, {
    initialEntries: [PATHS.landlordApplication],
    shell: { user: { status: 'anonymous' } },
  });
  return { fetch, user: userEvent.setup() };
}

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

describe('the generic page with the landlord application (its extensions: the prefill, the post office)', () => {
  it('starts from the landlord details the server has for the user', async () => {
    renderLandlordPage((url) =>
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
    const { user, fetch } = renderLandlordPage((url) =>
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
    const { user, fetch } = renderLandlordPage((url) =>
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
    const { user, fetch } = renderLandlordPage((url) =>
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
