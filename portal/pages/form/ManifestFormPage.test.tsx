/**
 * The generic form page (issue 29) with the form of its path, the tenancy-end notice: loaded from
 * its files, sent to the generic operation in the page's language, the server's 400 on its fields
 * with what was typed kept, another failure told, and the manifest's confirmation once sent.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import ManifestFormPage from './ManifestFormPage.tsx';

const PATH = '/ilmoitus-vuokrasuhteen-paattymisesta';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return Promise.resolve(answer());
    }),
  );
  renderInShell(<ManifestFormPage />, { initialEntries: [PATH] });
  return { sent, user: userEvent.setup() };
}

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
    const { sent, user } = renderPage(() => json({ id: '00000000-0000-4000-8000-000000000001' }));
    expect(await screen.findByRole('heading', { level: 1, name: t('fi', '260001') })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(t('fi', '260031'));
    expect(status).toHaveTextContent(t('fi', '260032'));
    expect(within(status).getByRole('link', { name: t('fi', '141023') })).toHaveAttribute(
      'href',
      '/paatokset-ja-muut-asiakirjasi',
    );
    expect(sent).toEqual([
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
});
