/**
 * `AUTH_MODE=oidc` over HTTP against a real provider (oidc-provider in this process, see
 * tests/oidc/): the whole login driven with fetch — the portal's login, the provider's login form
 * and consent, the callback — then the user, the organisations, the failures that must end at
 * /virhe without a session, and the logout through the provider.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGOUT_CONFIRMATION_PATH } from '../../api/contract.ts';
import { migrate } from '../../server/db/migrate.ts';
import { BACKENDS, Client, openTestDatabase, type TestDatabase } from '../../server/test-helpers.ts';
import { startOidcPortal, type OidcPortal } from '../oidc/portal.ts';
import {
  CLIENT_ID,
  INTRA_GROUP,
  PRIVATE_PERSON,
  REPRESENTATIVE,
  STAFF_MEMBER,
  TEST_SCOPE,
} from '../oidc/provider.ts';

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

function location(response: Response, base: string): URL {
  const value = response.headers.get('location');
  if (!value) throw new Error(`no Location in a ${response.status} response`);
  return new URL(value, base);
}

const pathOf = (url: URL) => url.pathname + url.search;

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The payload of a JWT, unverified (the test only reads what the portal handed over). */
const jwtPayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

type ProviderAction = { login: string } | 'abort';

/**
 * The browser at the provider (its own cookie jar): follows the provider's redirects, fills the
 * login form (any password) or aborts it, consents, until the provider sends it back to the
 * portal; answers that URL.
 */
async function throughProvider(
  provider: Client,
  issuer: string,
  start: URL,
  portalOrigin: string,
  action: ProviderAction,
): Promise<URL> {
  let url = start;
  for (let step = 0; step < 12; step++) {
    if (url.origin === portalOrigin) return url;
    expect(url.origin).toBe(issuer);
    let response = await provider.request(pathOf(url));
    if (!isRedirect(response)) {
      expect(response.status).toBe(200);
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const formAction = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !formAction) throw new Error(`not an interaction page at ${url.pathname}`);
      if (prompt === 'login' && action === 'abort') {
        const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
        if (!abort) throw new Error('no abort link on the login page');
        url = new URL(abort, url);
        continue;
      }
      const fields: Record<string, string> =
        prompt === 'login' && action !== 'abort'
          ? { prompt, login: action.login, password: 'not checked' }
          : { prompt };
      response = await provider.request(new URL(formAction, url).pathname, form(fields));
      expect(isRedirect(response)).toBe(true);
    }
    url = location(response, url.href);
  }
  throw new Error('the provider did not send the browser back to the portal');
}

describe.each(BACKENDS)('OIDC login and logout on %s', (kind) => {
  let test: TestDatabase;
  let portal: OidcPortal;
  /** The browser's jar for the portal. */
  let browser: Client;
  /** The same browser's jar for the provider. */
  let atProvider: Client;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db);
    // Staff are those whose `groups` claim has INTRA_GROUP (OIDC_INTRA_CLAIM=groups, OIDC_INTRA_CLAIM_VALUE).
    portal = await startOidcPortal(test.db, { oidc: { intraClaim: 'groups', intraClaimValue: INTRA_GROUP } });
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await test?.dispose();
  });

  beforeEach(async () => {
    await test.db.query('delete from sessions');
    await test.db.query('delete from oidc_login_attempts');
    portal.provider.accounts.get(REPRESENTATIVE.accountId)!.claims = structuredClone(REPRESENTATIVE.claims);
    portal.provider.accounts.get(STAFF_MEMBER.accountId)!.claims = structuredClone(STAFF_MEMBER.claims);
    browser = new Client(portal.origin);
    atProvider = new Client(portal.provider.issuer);
  });

  const count = async (table: 'sessions' | 'oidc_login_attempts') =>
    (await test.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  /** GET /api/auth/login in `client`; answers the provider URL it redirects to. */
  async function startLogin(client: Client, returnTo?: string): Promise<URL> {
    const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    const response = await client.request(`/api/auth/login${query}`);
    expect(response.status).toBe(303);
    return location(response, portal.origin);
  }

  /** Login started by `browser` and done at the provider; answers the callback URL, not requested yet. */
  async function callbackFor(action: ProviderAction, returnTo?: string): Promise<URL> {
    const authorization = await startLogin(browser, returnTo);
    const callback = await throughProvider(
      atProvider,
      portal.provider.issuer,
      authorization,
      portal.origin,
      action,
    );
    expect(callback.pathname).toBe('/api/auth/login/callback');
    return callback;
  }

  /** The whole login; answers the portal's redirect after the callback. */
  async function logIn(accountId: string, returnTo?: string): Promise<URL> {
    const callback = await callbackFor({ login: accountId }, returnTo);
    const response = await browser.request(pathOf(callback));
    expect(response.status).toBe(303);
    return location(response, portal.origin);
  }

  async function expectFailure(client: Client, callback: URL): Promise<void> {
    const response = await client.request(pathOf(callback));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/virhe');
    expect(client.cookies.has('SESSION')).toBe(false);
  }

  it('starts a login with PKCE S256, state and nonce, bound to the browser by a short-lived cookie', async () => {
    const authorization = await startLogin(browser, '/paatokset-ja-muut-asiakirjasi');
    expect(authorization.origin).toBe(portal.provider.issuer);
    const params = authorization.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${portal.origin}/api/auth/login/callback`);
    expect(params.get('scope')).toBe(TEST_SCOPE);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(params.has('code_verifier')).toBe(false);

    const binding = browser.lastSetCookies.find((cookie) => cookie.name === 'OIDC_LOGIN');
    expect(binding?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/api/auth/login',
      'max-age': '600',
    });
    // The attempt is kept server-side: the challenge the provider got is the S256 of its verifier.
    const { rows } = await test.db.query<{ code_verifier: string; return_to: string }>(
      'select code_verifier, return_to from oidc_login_attempts where state = $1',
      [params.get('state')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.return_to).toBe('/paatokset-ja-muut-asiakirjasi');
    expect(createHash('sha256').update(rows[0]!.code_verifier).digest('base64url')).toBe(
      params.get('code_challenge'),
    );
  });

  it('logs a company representative in: the claims become the user, the organisations come from the claim', async () => {
    const landed = await logIn(REPRESENTATIVE.accountId, '/paatokset-ja-muut-asiakirjasi');
    expect(pathOf(landed)).toBe('/paatokset-ja-muut-asiakirjasi');
    const cookies = Object.fromEntries(browser.lastSetCookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies['SESSION']?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(Number(cookies['session-expires']?.value)).toBeGreaterThan(Date.now());
    expect(browser.cookies.has('XSRF-TOKEN')).toBe(true);
    expect(browser.cookies.has('OIDC_LOGIN')).toBe(false);

    const user = await browser.request('/api/user');
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({
      name: 'Sari Mäkinen',
      email: 'sari.makinen@example.fi',
      preferred_username: '900000005',
      given_name: 'Sari',
      family_name: 'Mäkinen',
      isYpaActive: true,
      company: null,
      business_id: null,
      paperlessOption: {
        phone: '+358501112233',
        email: 'sari.makinen@example.fi',
        isEmailOrPhoneGiven: true,
        permission: null,
      },
      roleSelected: false,
    });
    const roles = await browser.request('/api/user/organization-roles');
    expect(roles.status).toBe(200);
    expect(await roles.json()).toEqual({
      organizations: [
        { organization: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
        { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
      ],
    });
    const { rows } = await test.db.query<{ hetu: string | null }>('select hetu from users where henro = $1', [
      '900000005',
    ]);
    expect(rows[0]?.hetu).toBe('080476-9621');
    expect((await browser.request('/api/auth/refresh')).status).toBe(200);
  });

  it('logs a private person in: no organisations, not a representative, no identity code', async () => {
    expect(pathOf(await logIn(PRIVATE_PERSON.accountId))).toBe('/');
    const user = (await (await browser.request('/api/user')).json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      name: 'Aino Virtanen',
      preferred_username: '900000001',
      isYpaActive: false,
    });
    expect(await (await browser.request('/api/user/organization-roles')).json()).toEqual({
      organizations: [],
    });
    const { rows } = await test.db.query<{ hetu: string | null }>('select hetu from users where henro = $1', [
      '900000001',
    ]);
    expect(rows[0]?.hetu).toBeNull();
  });

  it('takes the organisations anew at every login, and replaces the session', async () => {
    await logIn(REPRESENTATIVE.accountId);
    const firstSession = browser.cookies.get('SESSION')!;
    portal.provider.accounts.get(REPRESENTATIVE.accountId)!.claims['organizations'] = [
      { organization: '0737546-2', name: 'Uusi Vuokranantaja Oy' },
    ];
    await logIn(REPRESENTATIVE.accountId);
    const secondSession = browser.cookies.get('SESSION')!;
    expect(secondSession).not.toBe(firstSession);
    expect(await (await browser.request('/api/user/organization-roles')).json()).toEqual({
      organizations: [{ organization: '0737546-2', name: 'Uusi Vuokranantaja Oy' }],
    });
    const old = new Client(portal.origin);
    old.cookies.set('SESSION', firstSession);
    expect((await old.request('/api/user')).status).toBe(401);
    expect(await count('sessions')).toBe(1);
  });

  it('gives the intra permission by the named claim, and takes it away at the login without it', async () => {
    const isIntra = async (henro: unknown) =>
      (await test.db.query<{ is_intra: boolean }>('select is_intra from users where henro = $1', [henro]))
        .rows[0]?.is_intra;
    const staffHenro = STAFF_MEMBER.claims['preferred_username'];
    await logIn(STAFF_MEMBER.accountId);
    expect(await isIntra(staffHenro)).toBe(true);
    expect((await browser.request('/api/user')).status).toBe(200);

    // Another person, in a browser of their own (the provider remembers who logged in).
    browser = new Client(portal.origin);
    atProvider = new Client(portal.provider.issuer);
    portal.provider.accounts.get(REPRESENTATIVE.accountId)!.claims['groups'] = ['vuokravakuus-users'];
    await logIn(REPRESENTATIVE.accountId);
    expect(await isIntra(REPRESENTATIVE.claims['preferred_username'])).toBe(false);
    expect(await isIntra(staffHenro)).toBe(true);

    // The provider no longer sends the group: the next login of the same account is no staff's.
    browser = new Client(portal.origin);
    atProvider = new Client(portal.provider.issuer);
    portal.provider.accounts.get(STAFF_MEMBER.accountId)!.claims['groups'] = ['vuokravakuus-users'];
    await logIn(STAFF_MEMBER.accountId);
    expect(await isIntra(staffHenro)).toBe(false);
    // … and the claim back gives it back.
    portal.provider.accounts.get(STAFF_MEMBER.accountId)!.claims['groups'] = INTRA_GROUP;
    await logIn(STAFF_MEMBER.accountId);
    expect(await isIntra(staffHenro)).toBe(true);
    delete portal.provider.accounts.get(STAFF_MEMBER.accountId)!.claims['groups'];
    await logIn(STAFF_MEMBER.accountId);
    expect(await isIntra(staffHenro)).toBe(false);
  });

  it('lets forms post to the portal and to the provider only (CSP form-action), on every answer', async () => {
    for (const path of ['/api/config', '/api/auth/login?returnTo=/', '/api/auth/logout/callback']) {
      const response = await browser.request(path);
      const formAction = response.headers
        .get('content-security-policy')
        ?.split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'form-action');
      expect(formAction, path).toEqual(['form-action', "'self'", new URL(portal.provider.issuer).origin]);
    }
  });

  it('refuses a callback in another browser (login CSRF), and the first browser can still finish', async () => {
    const callback = await callbackFor({ login: REPRESENTATIVE.accountId });
    await expectFailure(new Client(portal.origin), callback);
    expect(await count('sessions')).toBe(0);
    const response = await browser.request(pathOf(callback));
    expect(response.headers.get('location')).toBe('/');
    expect(browser.cookies.has('SESSION')).toBe(true);
  });

  it("refuses another browser's callback even when this browser has a login of its own under way", async () => {
    // The attacker's login, done at the provider as the attacker; its callback URL given to a victim.
    const attackersCallback = await callbackFor({ login: PRIVATE_PERSON.accountId });
    const victim = new Client(portal.origin);
    await startLogin(victim);
    expect(victim.cookies.has('OIDC_LOGIN')).toBe(true);
    await expectFailure(victim, attackersCallback);
    expect(await count('sessions')).toBe(0);
  });

  it('refuses a callback with a wrong state', async () => {
    const callback = await callbackFor({ login: REPRESENTATIVE.accountId });
    callback.searchParams.set('state', randomBytes(32).toString('base64url'));
    await expectFailure(browser, callback);
    expect(await count('sessions')).toBe(0);
  });

  it('refuses a callback used a second time, and keeps the session of the first', async () => {
    const callback = await callbackFor({ login: REPRESENTATIVE.accountId });
    const binding = browser.cookies.get('OIDC_LOGIN')!;
    expect((await browser.request(pathOf(callback))).headers.get('location')).toBe('/');
    const session = browser.cookies.get('SESSION')!;
    expect(await count('oidc_login_attempts')).toBe(0);
    // Even with the binding cookie back, the attempt is gone.
    const replay = new Client(portal.origin);
    replay.cookies.set('OIDC_LOGIN', binding);
    await expectFailure(replay, callback);
    expect(await count('sessions')).toBe(1);
    const user = new Client(portal.origin);
    user.cookies.set('SESSION', session);
    expect((await user.request('/api/user')).status).toBe(200);
  });

  it('ends at /virhe when the user cancels at the provider (error=access_denied), and forgets the attempt', async () => {
    const callback = await callbackFor('abort');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await expectFailure(browser, callback);
    expect(await count('sessions')).toBe(0);
    expect(await count('oidc_login_attempts')).toBe(0);
  });

  it('refuses an attempt older than 10 minutes', async () => {
    const callback = await callbackFor({ login: REPRESENTATIVE.accountId });
    await test.db.query(`update oidc_login_attempts set expires = now() - interval '1 second'`);
    await expectFailure(browser, callback);
    expect(await count('sessions')).toBe(0);
  });

  it('refuses a code the provider does not know, and a callback without parameters', async () => {
    const callback = await callbackFor({ login: REPRESENTATIVE.accountId });
    callback.searchParams.set('code', 'not-a-code');
    await expectFailure(browser, callback);
    await expectFailure(browser, new URL('/api/auth/login/callback', portal.origin));
    expect(await count('sessions')).toBe(0);
  });

  it('deletes expired login attempts as logins start', async () => {
    await test.db.query(
      `insert into oidc_login_attempts (state, browser_binding, nonce, code_verifier, return_to, expires)
       values ('old', 'x', 'x', 'x', '/', now() - interval '1 minute')`,
    );
    await startLogin(browser);
    const { rows } = await test.db.query<{ state: string }>('select state from oidc_login_attempts');
    expect(rows.map((row) => row.state)).not.toContain('old');
    expect(rows).toHaveLength(1);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
    '/api/auth/logout',
  ])('returns to / instead of %j', async (returnTo) => {
    expect(pathOf(await logIn(PRIVATE_PERSON.accountId, returnTo))).toBe('/');
  });

  it('logs out through the provider: id_token_hint, back to /kirjaudu-ulos, the session gone', async () => {
    await logIn(REPRESENTATIVE.accountId);
    const session = browser.cookies.get('SESSION')!;
    // Asked from another site (a link), the session lives on and the browser is asked to confirm.
    const fromElsewhere = await browser.request('/api/auth/logout', {
      headers: { accept: 'text/html', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(303);
    expect(fromElsewhere.headers.get('location')).toBe(LOGOUT_CONFIRMATION_PATH);
    expect(browser.cookies.get('SESSION')).toBe(session);
    // The portal's own navigation (shellStore's logout in oidc mode).
    const logout = await browser.request('/api/auth/logout', {
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(303);
    expect(browser.cookies.has('SESSION')).toBe(false);
    const endSession = location(logout, portal.origin);
    expect(endSession.origin).toBe(portal.provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      `${portal.origin}/api/auth/logout/callback`,
    );
    const hint = jwtPayload(endSession.searchParams.get('id_token_hint') ?? '');
    expect(hint).toMatchObject({
      sub: REPRESENTATIVE.accountId,
      aud: CLIENT_ID,
      iss: portal.provider.issuer,
    });

    // The provider asks for confirmation; yes.
    const page = await atProvider.request(pathOf(endSession));
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !xsrf) throw new Error('no logout form at the provider');
    const confirmed = await atProvider.request(new URL(action).pathname, form({ xsrf, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    const back = location(confirmed, portal.provider.issuer);
    expect(back.origin + back.pathname).toBe(`${portal.origin}/api/auth/logout/callback`);
    const landed = await browser.request(pathOf(back));
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/kirjaudu-ulos');

    const old = new Client(portal.origin);
    old.cookies.set('SESSION', session);
    expect((await old.request('/api/user')).status).toBe(401);
    expect(await count('sessions')).toBe(0);
    // The provider's session has ended too: a new login asks for the account again.
    const again = await atProvider.request(pathOf(await startLogin(browser)));
    const interaction = await atProvider.request(pathOf(location(again, portal.provider.issuer)));
    expect(await interaction.text()).toContain('name="prompt" value="login"');
  });

  it('answers a fetch logout with JSON, ending the session', async () => {
    await logIn(PRIVATE_PERSON.accountId);
    const response = await browser.request('/api/auth/logout', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expect(browser.cookies.has('SESSION')).toBe(false);
    expect(await count('sessions')).toBe(0);
  });
});
