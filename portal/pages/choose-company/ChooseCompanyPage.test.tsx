import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type { AppMode, OrganizationRoles } from '../../../api/contract.ts';
import { ResponseError } from '../../api/client.ts';
import { testShell, renderInShell } from '../../shell.test-helpers.tsx';
import type { Shell } from '../../shell.tsx';
import ChooseCompanyPage from './ChooseCompanyPage.tsx';

const ORGANISATIONS: OrganizationRoles = {
  organizations: [
    { organization: '1234567-1', name: 'Asunto Oy Koivula' },
    { organization: '2345678-2', name: 'Vuokrataloyhtiö Pihlaja Oy' },
    { organization: '3456789-3', name: 'Bostads Ab Björkbacken' },
  ],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

interface Options {
  language?: Language;
  appMode?: AppMode;
  shell?: Partial<Shell>;
  state?: unknown;
  roles?: () => Promise<Response>;
}

function renderPage({ language = 'fi', appMode = 'default', shell = {}, state, roles }: Options = {}) {
  const fetch = vi.fn((url: string) => {
    if (url === '/api/user/organization-roles') return roles ? roles() : Promise.resolve(json(ORGANISATIONS));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetch);
  const config = { ...testShell().config, appMode };
  const result = renderInShell(
    <>
      <Routes>
        <Route path="/valitse-yritys" element={<ChooseCompanyPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    {
      shell: { language, config, ...shell },
      initialEntries: [state === undefined ? '/valitse-yritys' : { pathname: '/valitse-yritys', state }],
    },
  );
  return { ...result, fetch, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each<Language>(['fi', 'sv'])('the company page in %s', (language) => {
  it('shows a spinner with a status text while the organisations load', () => {
    renderPage({ language, roles: () => new Promise<Response>(() => undefined) });
    expect(screen.getByRole('status')).toHaveTextContent(t(language, '140002'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, '144020'));
  });

  it('says that fetching failed (388170) and loads again on retry', async () => {
    let calls = 0;
    const { user } = renderPage({
      language,
      roles: () => Promise.resolve(++calls === 1 ? json({ code: 'x' }, 503) : json(ORGANISATIONS)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(language, '388170'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: t(language, '144029') }));
    expect(await screen.findByRole('combobox', { name: t(language, '144021') })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[AppMode, string]>([
    ['default', '406060'],
    ['ekevi', '439880'],
    ['intra', '439880'],
  ])(
    'with no organisations in the %s mode shows a danger alert with %s and log-out',
    async (appMode, code) => {
      const { user, shell } = renderPage({
        language,
        appMode,
        roles: () => Promise.resolve(json({ organizations: [] })),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(t(language, code));
      expect(screen.getByRole('alert')).not.toHaveTextContent(
        t(language, code === '406060' ? '439880' : '406060'),
      );
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t(language, '141011') }));
      expect(shell.requestLogout).toHaveBeenCalledTimes(1);
    },
  );

  it('lists the organisations as "name (business id)" under a visible label, the listbox named by it', async () => {
    const { user } = renderPage({ language });
    const input = await screen.findByRole('combobox', { name: t(language, '144021') });
    expect(screen.getByText(t(language, '144021')).tagName).toBe('LABEL');
    expect(input).toHaveAccessibleDescription(t(language, '144022'));
    await user.click(screen.getByRole('button', { name: t(language, '144023') }));
    const listbox = screen.getByRole('listbox', { name: t(language, '144021') });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Asunto Oy Koivula (1234567-1)',
      'Vuokrataloyhtiö Pihlaja Oy (2345678-2)',
      'Bostads Ab Björkbacken (3456789-3)',
    ]);
  });
});

describe('the company combobox', () => {
  it('filters from the first character, ignoring case, on the name and on the business id', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'P');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Vuokrataloyhtiö Pihlaja Oy (2345678-2)',
    ]);
    expect(screen.getByText('1 vaihtoehto')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'björk');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bostads Ab Björkbacken (3456789-3)',
    ]);
    await user.clear(input);
    await user.type(input, '345678');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 vaihtoehtoa')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12345671');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Asunto Oy Koivula (1234567-1)',
    ]);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderPage({ language: 'sv' });
    await user.type(await screen.findByRole('combobox'), 'xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(t('sv', '144024'))).toBeVisible();
  });

  it('accepts only listed values: typed text, even a whole label, chooses nothing', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('combobox');
    const confirm = screen.getByRole('button', { name: 'Vahvista valinta' });
    expect(confirm).toBeDisabled();
    await user.type(input, 'Asunto Oy Koivula (1234567-1)');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(confirm).toBeDisabled();
  });

  it('enables confirm once an organisation is chosen, and disables it again when its text is edited', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('combobox');
    const confirm = screen.getByRole('button', { name: 'Vahvista valinta' });
    await user.type(input, 'koi');
    await user.click(screen.getByRole('option', { name: 'Asunto Oy Koivula (1234567-1)' }));
    expect(input).toHaveValue('Asunto Oy Koivula (1234567-1)');
    expect(screen.getByText('Valittu: Asunto Oy Koivula (1234567-1)')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await user.type(input, '{Backspace}');
    expect(confirm).toBeDisabled();
    expect(screen.queryByText(/^Valittu:/)).not.toBeInTheDocument();
  });

  it('after a choice, opening the list again shows every organisation', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'koi');
    await user.click(screen.getByRole('option', { name: 'Asunto Oy Koivula (1234567-1)' }));
    await user.click(screen.getByRole('button', { name: 'Näytä vaihtoehdot' }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('can be used with the keyboard alone: arrows, Enter to choose, Enter to confirm', async () => {
    const chooseRole = vi.fn(async () => undefined);
    const { user } = renderPage({ shell: { chooseRole } });
    const input = await screen.findByRole('combobox');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getAllByRole('option')[0];
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Vuokrataloyhtiö Pihlaja Oy (2345678-2)' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Vuokrataloyhtiö Pihlaja Oy (2345678-2)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(chooseRole).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/'));
    expect(chooseRole).toHaveBeenCalledWith({
      company: 'Vuokrataloyhtiö Pihlaja Oy',
      business_id: '2345678-2',
    });
  });

  it('closes the list with Escape, and with the list closed Escape clears the choice', async () => {
    const { user } = renderPage();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'bo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Vahvista valinta' })).toBeEnabled();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Bostads Ab Björkbacken (3456789-3)');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Vahvista valinta' })).toBeDisabled();
  });
});

describe('confirming the organisation', () => {
  it('chooses the role for it on the server, then goes to the front page', async () => {
    const chooseRole = vi.fn(async () => undefined);
    const { user } = renderPage({ shell: { chooseRole } });
    await user.type(await screen.findByRole('combobox'), 'pih');
    await user.click(screen.getByRole('option', { name: 'Vuokrataloyhtiö Pihlaja Oy (2345678-2)' }));
    await user.click(screen.getByRole('button', { name: 'Vahvista valinta' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(chooseRole).toHaveBeenCalledExactlyOnceWith({
      company: 'Vuokrataloyhtiö Pihlaja Oy',
      business_id: '2345678-2',
    });
  });

  it.each<[string, unknown, string]>([
    ['a 403', new ResponseError('updateOnBehalfInformation', 403, null), '144030'],
    ['any other failure', new ResponseError('updateOnBehalfInformation', 503, null), '144031'],
  ])('shows %s in an alert and keeps the choice', async (_name, error, code) => {
    const chooseRole = vi.fn(() => Promise.reject(error));
    const { user } = renderPage({ language: 'sv', shell: { chooseRole } });
    const input = await screen.findByRole('combobox');
    await user.type(input, 'koi');
    await user.click(screen.getByRole('option', { name: 'Asunto Oy Koivula (1234567-1)' }));
    await user.click(screen.getByRole('button', { name: t('sv', '144027') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('sv', code));
    expect(where()).toBe('/valitse-yritys');
    expect(input).toHaveValue('Asunto Oy Koivula (1234567-1)');
    expect(screen.getByRole('button', { name: t('sv', '144027') })).toBeEnabled();
  });
});

describe('the way back', () => {
  it('offers to return to choosing the role only when the user came from there', async () => {
    const { user } = renderPage({ state: { from: '/valitse-rooli' } });
    await screen.findByRole('combobox');
    await user.click(screen.getByRole('link', { name: 'Palaa roolin valintaan' }));
    expect(where()).toBe('/valitse-rooli');
  });

  it.each([undefined, { from: '/' }, null])('has no return link when the state is %j', async (state) => {
    renderPage({ state });
    await screen.findByRole('combobox');
    expect(screen.queryByRole('link', { name: 'Palaa roolin valintaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirjaudu ulos' })).toBeInTheDocument();
  });

  it('the log-out button asks for confirmation through the shell', async () => {
    const { user, shell } = renderPage();
    await screen.findByRole('combobox');
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(shell.requestLogout).toHaveBeenCalledTimes(1);
    expect(shell.logout).not.toHaveBeenCalled();
  });
});
