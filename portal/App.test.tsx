/**
 * The portal as a whole in a memory router, against a stubbed server (`fetch`): configuration,
 * guards, routes, language, logout, the external-link dialog and role choice.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registers, type Language } from '../texts/index.ts';
import type { RuntimeConfig, User } from '../api/contract.ts';
import { Portal } from './App.tsx';
import { CONFIG_ERROR_MESSAGE } from './config/runtimeConfig.ts';
import { TEST_PERSON } from './shell.test-helpers.tsx';

const text = (language: Language, code: string) => registers[language][code] ?? `missing ${code}`;

const CONFIG: RuntimeConfig = {
  appMode: 'default',
  authMode: 'mock',
  session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
  uploadMaxBytes: 10_000_000,
};

interface FakeServer {
  config: RuntimeConfig | number | Promise<RuntimeConfig>;
  /** The user GET /api/user answers, or its status. */
  user: User | number;
  calls: string[];
  bodies: unknown[];
  /** GET /api/user/isIntraPermission (the staff area); absent: false. */
  intra?: boolean;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setSessionCookie(): void {
  document.cookie = `session-expires=${Date.now() + 3_600_000}; path=/`;
}

function clearSessionCookie(): void {
  document.cookie = 'session-expires=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

function stubServer(overrides: Partial<FakeServer> = {}): FakeServer {
  const server: FakeServer = { config: CONFIG, user: TEST_PERSON, calls: [], bodies: [], ...overrides };
  // A browser that is logged out holds no session cookie; one whose user fails to load does.
  if (server.user !== 401) setSessionCookie();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0];
      server.calls.push(`${init.method ?? 'GET'} ${path}`);
      if (typeof init.body === 'string') server.bodies.push(JSON.parse(init.body) as unknown);
      switch (path) {
        case '/api/config':
          return typeof server.config === 'number'
            ? json({ message: 'boom' }, server.config)
            : json(await server.config);
        case '/api/user':
          return typeof server.user === 'number' ? json({ message: 'no' }, server.user) : json(server.user);
        case '/api/auth/logout':
          server.user = 401;
          clearSessionCookie();
          return json({ loggedOut: true });
        case '/api/user/update-on-behalf-information':
          if (typeof server.user === 'object') server.user = { ...server.user, roleSelected: true };
          return new Response(null, { status: 204 });
        case '/api/available-users':
          return json([{ userId: '900000001', name: 'Aino Virtanen' }]);
        case '/api/user/isIntraPermission':
          return json({ hasPermission: server.intra ?? false });
        case '/api/frontend-log':
          return new Response(null, { status: 204 });
        default:
          return json({ message: 'not found' }, 404);
      }
    }),
  );
  return server;
}

function PathProbe() {
  const location = useLocation();
  return <span data-testid="path">{location.pathname}</span>;
}

function renderPortal(path = '/', leave = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Portal leave={leave} />
      <PathProbe />
    </MemoryRouter>,
  );
  return { leave, user: userEvent.setup() };
}

const currentPath = () => screen.getByTestId('path').textContent;

/** Pages other than the front page load on demand: the first render of one may take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionCookie();
});

describe('the runtime configuration', () => {
  it('shows a spinner until it has come, and only then the routes', async () => {
    let answer!: (config: RuntimeConfig) => void;
    stubServer({ config: new Promise((resolve) => (answer = resolve)) });
    renderPortal('/');
    expect(await screen.findByRole('status')).toHaveTextContent(text('fi', '140002'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    act(() => answer(CONFIG));
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '141005') })).toBeInTheDocument();
  });

  it("logs SPEC §8's message when it cannot load, and carries on in mock mode", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({ config: 500, user: 401 });
    renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '141000') })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(CONFIG_ERROR_MESSAGE);
    expect(CONFIG_ERROR_MESSAGE).toBe('Environment config not loading properly...');
    expect(currentPath()).toBe('/kirjaudu');
  });

  it('names the service by the app mode; in ekevi the file exchange is the service, its pages the sidebar', async () => {
    stubServer({ config: { ...CONFIG, appMode: 'ekevi' } });
    renderPortal('/');
    // The front page is the sending of a payment file (as oneself: the page says it is for organisations).
    await screen.findByRole('heading', { level: 1, name: text('fi', '143020') }, LAZY_PAGE);
    expect(currentPath()).toBe('/maksutiedoston-lahettaminen');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: text('fi', '143050') }),
    ).toBeVisible();
    // The title is set by an effect after the page's commit: the lazily loaded page commits outside
    // act, so the heading can be found before that effect has run (seen once on a busy machine).
    await waitFor(() => expect(document.title).toBe(`${text('fi', '143020')} – ${text('fi', '143050')}`));
    const links = within(screen.getByRole('navigation', { name: text('fi', '143002') }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      text('fi', '143020'),
      text('fi', '143021'),
      text('fi', '143022'),
      text('fi', '143005'),
    ]);
  });
});

describe('app mode intra: the staff area (issue 14)', () => {
  it('opens at the customer search without a role to choose; its sidebar is the staff area’s', async () => {
    const server = stubServer({
      config: { ...CONFIG, appMode: 'intra' },
      user: { ...TEST_PERSON, roleSelected: false },
      intra: true,
    });
    renderPortal('/');
    await waitFor(() => expect(currentPath()).toBe('/asiakkaat'));
    const nav = await screen.findByRole('navigation', { name: text('fi', '143002') });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([text('fi', '143023'), text('fi', '143024')]);
    expect(within(nav).getByRole('button', { name: text('fi', '141011') })).toBeVisible();
    await waitFor(() => expect(server.calls).toContain('GET /api/user/isIntraPermission'), LAZY_PAGE);
    expect(server.calls).not.toContain('POST /api/user/update-on-behalf-information');
    expect(screen.queryByRole('heading', { level: 1, name: text('fi', '171000') })).toBeNull();
  });

  it('tells a customer who logs in to the staff area that it is not theirs', async () => {
    stubServer({ config: { ...CONFIG, appMode: 'intra' }, intra: false });
    renderPortal('/toimintaloki');
    expect(
      await screen.findByRole('heading', { level: 1, name: text('fi', '171000') }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByText(text('fi', '171001'))).toBeVisible();
  });

  it('has no staff pages outside app mode intra', async () => {
    stubServer();
    renderPortal('/asiakkaat');
    expect(
      await screen.findByRole('heading', { level: 1, name: text('fi', '143030') }, LAZY_PAGE),
    ).toBeInTheDocument();
  });
});

describe('the guards in the running portal', () => {
  it('sends a logged-out user to the mock login, and remembers where from', async () => {
    stubServer({ user: 401 });
    renderPortal('/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen');
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '141000') })).toBeInTheDocument();
    expect(currentPath()).toBe('/kirjaudu');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a logged-in user without a role to /valitse-rooli, without rendering the page asked for', async () => {
    const server = stubServer({ user: { ...TEST_PERSON, roleSelected: false } });
    renderPortal('/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen');
    expect(
      await screen.findByRole('heading', { level: 1, name: text('fi', '144000') }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/valitse-rooli');
    expect(server.calls).not.toContain('GET /api/api/v1/landlord-info');
  });

  it('shows /virhe when the user information fails to load (not a 401)', async () => {
    stubServer({ user: 500 });
    renderPortal('/');
    await waitFor(() => expect(currentPath()).toBe('/virhe'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows Not found 404 for an unknown path, inside the shell', async () => {
    stubServer();
    renderPortal('/ei-tallaista-sivua');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt (404)' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text('fi', '143002') })).toBeVisible();
    expect(currentPath()).toBe('/ei-tallaista-sivua');
  });

  it('runs again on window focus with the user as the server has it now', async () => {
    const server = stubServer();
    renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: text('fi', '141005') });
    const userCalls = () => server.calls.filter((call) => call === 'GET /api/user').length;
    expect(userCalls()).toBe(1);

    // Another tab went back to choosing the role: nothing happens here until the window has focus.
    server.user = { ...TEST_PERSON, roleSelected: false };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentPath()).toBe('/');
    fireEvent.focus(window);
    await waitFor(() => expect(currentPath()).toBe('/valitse-rooli'));
    expect(userCalls()).toBe(2);
  });

  it('sends a user whose session ended elsewhere to log in on window focus', async () => {
    const server = stubServer();
    renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: text('fi', '141005') });
    server.user = 401;
    fireEvent.focus(window);
    await waitFor(() => expect(currentPath()).toBe('/kirjaudu'));
  });

  it('in oidc mode sends a logged-out user to the provider after a second, coming back to the page', async () => {
    stubServer({ config: { ...CONFIG, authMode: 'oidc' }, user: 401 });
    const { leave } = renderPortal('/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen');
    expect(await screen.findByText(text('fi', '141016'))).toBeVisible();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalled(), { timeout: 2000 });
    expect(leave).toHaveBeenCalledWith(
      '/api/auth/login?returnTo=%2Fvuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
    );
    expect(screen.queryByRole('link', { name: text('fi', '141000') })).toBeNull();
  });
});

describe('the language', () => {
  it('starts from local storage, and a switch is kept there and set on <html lang>', async () => {
    window.localStorage.setItem('language', 'sv');
    stubServer();
    const { user } = renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: text('sv', '141005') })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');

    await user.selectOptions(screen.getByRole('combobox', { name: text('sv', '140001') }), 'fi');
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '141005') })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('fi');
    expect(document.documentElement.lang).toBe('fi');
    expect(screen.getByRole('navigation', { name: text('fi', '143002') })).toBeVisible();
  });

  it('is Finnish by default', async () => {
    stubServer();
    renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: text('fi', '141005') });
    expect(document.documentElement.lang).toBe('fi');
  });
});

describe('logging out', () => {
  it('asks first; confirming ends the session and shows /kirjaudu-ulos without the sidebar', async () => {
    const server = stubServer();
    const { user } = renderPortal('/');
    const sidebar = await screen.findByRole('navigation', { name: text('fi', '143002') });
    await user.click(within(sidebar).getByRole('button', { name: text('fi', '141011') }));
    const dialog = await screen.findByRole('dialog', { name: text('fi', '142010') });
    await user.click(within(dialog).getByRole('button', { name: text('fi', '142004') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).not.toContain('GET /api/auth/logout');

    await user.click(within(sidebar).getByRole('button', { name: text('fi', '141011') }));
    await user.click(
      within(await screen.findByRole('dialog', { name: text('fi', '142010') })).getByRole('button', {
        name: text('fi', '141011'),
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/kirjaudu-ulos'));
    expect(server.calls).toContain('GET /api/auth/logout');
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '144040') })).toBeInTheDocument();
    // Still there a moment later: the guards leave the logged-out page alone.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(currentPath()).toBe('/kirjaudu-ulos');
  });

  it('in oidc mode leaves for the server, which logs out at the provider too', async () => {
    stubServer({ config: { ...CONFIG, authMode: 'oidc' } });
    const { user, leave } = renderPortal('/');
    const sidebar = await screen.findByRole('navigation', { name: text('fi', '143002') });
    await user.click(within(sidebar).getByRole('button', { name: text('fi', '141011') }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text('fi', '141011') }),
    );
    expect(leave).toHaveBeenCalledWith('/api/auth/logout');
  });
});

describe('the shell around the pages', () => {
  it('opens the external-link dialog from a footer link instead of leaving', async () => {
    stubServer();
    const { user } = renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: text('fi', '141005') });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: new RegExp(text('fi', '143012')) }));
    const dialog = await screen.findByRole('dialog', { name: text('fi', '142030') });
    expect(within(dialog).getByRole('link', { name: new RegExp(text('fi', '142003')) })).toHaveAttribute(
      'href',
      'https://www.kela.fi/tietosuoja',
    );
    expect(currentPath()).toBe('/');
  });

  it('acting as oneself from /valitse-rooli records the role on the server and goes to the front page', async () => {
    const server = stubServer({ user: { ...TEST_PERSON, roleSelected: false } });
    const { user } = renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: text('fi', '144000') }, LAZY_PAGE);
    await user.click(screen.getByRole('button', { name: text('fi', '144002') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('fi', '141005') })).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/user/update-on-behalf-information');
    expect(server.bodies).toContainEqual({ company: null, business_id: null });
    expect(currentPath()).toBe('/');
  });
});
