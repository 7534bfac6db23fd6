import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../texts/index.ts';
import { SEED_USERS } from '../db/seed.ts';
import { BACKENDS, Client, type RunningApp, startApp, useSeededServer } from '../test-helpers.ts';
import { LOGOUT_CONFIRMATION_PATH } from '../../api/contract.ts';
import { TEXT_CODES } from './plugin.ts';

const AINO = SEED_USERS[0]!; // a private person with e-mail and phone
const HENRIK = SEED_USERS.find((user) => user.familyName === 'Åström')!; // represents three organisations

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('auth over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let client: Client;

  beforeEach(async () => {
    await server.db.query('delete from sessions');
    client = new Client(server.baseUrl);
  });

  it('answers health with the database kind', async () => {
    const response = await client.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('lists the test users', async () => {
    const response = await client.request('/api/available-users');
    expect(response.status).toBe(200);
    const users = (await response.json()) as { userId: string; name: string }[];
    expect(users).toHaveLength(SEED_USERS.length);
    expect(users).toContainEqual({ userId: AINO.henro, name: 'Aino Virtanen' });
  });

  it('logs in, answers the user, and logs out', async () => {
    const login = await client.login(AINO.henro);
    expect(login.status).toBe(200);
    const cookies = Object.fromEntries(client.lastSetCookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies['SESSION']?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookies['XSRF-TOKEN']?.attributes['httponly']).toBeUndefined();
    expect(cookies['session-expires']?.attributes['httponly']).toBeUndefined();
    const expires = Number(cookies['session-expires']?.value);
    expect(expires).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

    const user = await client.request('/api/user');
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({
      name: 'Aino Virtanen',
      email: AINO.email,
      preferred_username: AINO.henro,
      given_name: 'Aino',
      family_name: 'Virtanen',
      isYpaActive: false,
      company: null,
      business_id: null,
      paperlessOption: { phone: AINO.phone, email: AINO.email, isEmailOrPhoneGiven: true, permission: null },
      roleSelected: false,
    });

    const sessionId = client.cookies.get('SESSION')!;
    // As the portal's own page asks it (issue 41: a logout needs proof that it is asked for).
    const logout = await client.request('/api/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect((await server.db.query('select 1 from sessions where id = $1', [sessionId])).rows).toHaveLength(0);
    expect((await client.request('/api/user')).status).toBe(401);

    // The old cookie is worth nothing after logout.
    const replay = new Client(server.baseUrl);
    replay.cookies.set('SESSION', sessionId);
    expect((await replay.request('/api/user')).status).toBe(401);
  });

  it('ends a session only when the portal asks: a link or image of another site cannot log anyone out', async () => {
    const live = async () =>
      (await server.db.query('select 1 from sessions where henro = $1', [AINO.henro])).rows.length === 1;
    await client.login(AINO.henro);
    // A top-level navigation from another site, an <img> on another port of this host, and a
    // request that says nothing of where it comes from: the session lives on.
    for (const site of ['cross-site', 'same-site', undefined]) {
      const fromElsewhere = await client.request('/api/auth/logout', {
        headers: { accept: 'text/html', ...(site ? { 'sec-fetch-site': site } : {}) },
        redirect: 'manual',
      });
      // A browser is shown the logout confirmation instead, where one press logs out.
      expect(fromElsewhere.status, site).toBe(303);
      expect(fromElsewhere.headers.get('location')).toBe(LOGOUT_CONFIRMATION_PATH);
      expect(await live(), site).toBe(true);
      const fetched = await client.request('/api/auth/logout', {
        headers: { 'accept-language': 'sv', ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      expect(fetched.status, site).toBe(403);
      expect(await fetched.json()).toEqual({
        code: TEXT_CODES.logoutUnproven,
        message: t('sv', TEXT_CODES.logoutUnproven),
      });
      expect(await live(), site).toBe(true);
      expect((await client.request('/api/user')).status).toBe(200);
    }
    // Without the SameSite cookies (an <img> of another site) nothing is cleared either.
    const cookieless = await new Client(server.baseUrl).request('/api/auth/logout', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cookieless.status).toBe(403);
    expect(cookieless.headers.get('set-cookie')).toBeNull();
    // The XSRF token is proof enough, for a tool that sends no Sec-Fetch-Site.
    const withToken = await client.request('/api/auth/logout', {
      headers: { 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
    });
    expect(withToken.status).toBe(200);
    expect(await live()).toBe(false);
    // An address typed into the browser or a bookmark (`none`) logs out too.
    await client.login(AINO.henro);
    const typed = await client.request('/api/auth/logout', {
      headers: { accept: 'text/html', 'sec-fetch-site': 'none' },
      redirect: 'manual',
    });
    expect(typed.status).toBe(303);
    expect(typed.headers.get('location')).toBe('/');
    expect(await live()).toBe(false);
  });

  it('marks a representative as YPA-active', async () => {
    await client.login(HENRIK.henro);
    const user = (await (await client.request('/api/user')).json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      name: 'Henrik Åström',
      isYpaActive: true,
      preferred_username: HENRIK.henro,
    });
  });

  it('refuses an unknown or missing henro with a field error in the caller’s language', async () => {
    const unknown = await client.login('123456789', { 'accept-language': 'sv-FI,sv;q=0.9' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual([
      {
        path: '/henro',
        label: t('sv', TEXT_CODES.henroLabel),
        message: t('sv', TEXT_CODES.henroUnknown),
        code: TEXT_CODES.henroUnknown,
      },
    ]);
    expect(client.cookies.has('SESSION')).toBe(false);

    const missing = await client.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([
      {
        path: '/henro',
        label: t('fi', TEXT_CODES.henroLabel),
        message: t('fi', TEXT_CODES.henroRequired),
        code: TEXT_CODES.henroRequired,
      },
    ]);
  });

  it('answers 401 without a live session', async () => {
    expect((await client.request('/api/user')).status).toBe(401);
    expect((await client.request('/api/auth/refresh')).status).toBe(401);
    const ping = await client.request('/api/api/v1/ping');
    expect(ping.status).toBe(401);
    expect(await ping.json()).toEqual({
      code: TEXT_CODES.sessionEnded,
      message: t('fi', TEXT_CODES.sessionEnded),
    });
    expect((await client.request('/api/api/v1/no-such-route')).status).toBe(401);
    // A state-changing request without any session is a 401 too, not an XSRF 403.
    const log = await client.request('/api/frontend-log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logLevel: 'error', message: 'boom' }),
    });
    expect(log.status).toBe(401);

    client.cookies.set('SESSION', 'made-up-session-id');
    expect((await client.request('/api/api/v1/ping')).status).toBe(401);
    // A dead session cookie is cleared.
    expect(client.cookies.has('SESSION')).toBe(false);
  });

  it('lets a live session through the /api/api guard', async () => {
    await client.login(AINO.henro);
    const ping = await client.request('/api/api/v1/ping');
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ pong: true, henro: AINO.henro });
  });

  it('refuses state-changing requests without the right XSRF token', async () => {
    await client.login(AINO.henro);
    const token = client.cookies.get('XSRF-TOKEN')!;
    expect((await client.request('/api/api/v1/ping', { method: 'POST' })).status).toBe(403);
    const wrong = await client.request('/api/api/v1/ping', {
      method: 'POST',
      headers: { 'x-xsrf-token': `${token}x` },
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { code: string }).code).toBe(TEXT_CODES.xsrfRefused);

    // Another session's token does not do either.
    const other = new Client(server.baseUrl);
    await other.login(HENRIK.henro);
    const crossed = { method: 'POST', headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN')! } };
    expect((await client.request('/api/api/v1/ping', crossed)).status).toBe(403);

    const right = await client.request('/api/api/v1/ping', {
      method: 'POST',
      headers: { 'x-xsrf-token': token },
    });
    expect(right.status).toBe(200);
  });

  it('gives a new random session id of at least 128 bits and a new XSRF token at every login', async () => {
    await client.login(AINO.henro);
    const first = client.cookies.get('SESSION')!;
    const firstXsrf = client.cookies.get('XSRF-TOKEN')!;
    await client.login(AINO.henro);
    const second = client.cookies.get('SESSION')!;
    for (const id of [first, second]) {
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    expect(second).not.toBe(first);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(firstXsrf);
    // Logging in again ends the session it replaces.
    expect((await server.db.query('select 1 from sessions where id = $1', [first])).rows).toHaveLength(0);
    const ids = new Set<string>();
    for (let index = 0; index < 20; index++) {
      const someone = new Client(server.baseUrl);
      await someone.login(AINO.henro);
      ids.add(someone.cookies.get('SESSION')!);
    }
    expect(ids.size).toBe(20);
  });

  it('extends the session on refresh and sends a new expiry cookie', async () => {
    await client.login(AINO.henro);
    const before = Number(client.cookies.get('session-expires'));
    await sleep(20);
    const refresh = await client.request('/api/auth/refresh');
    expect(refresh.status).toBe(200);
    const after = Number(client.cookies.get('session-expires'));
    expect(after).toBeGreaterThan(before);
    expect(await refresh.json()).toEqual({ expires: after });
  });

  describe('timeouts', () => {
    let short: RunningApp;

    beforeAll(async () => {
      short = await startApp(server.db, { sessionIdleMs: 1000, sessionAbsoluteMs: 2500 });
    });

    afterAll(async () => {
      await short?.app.close();
    });

    it('ends a session idle longer than the idle limit', async () => {
      const idle = new Client(short.baseUrl);
      await idle.login(AINO.henro);
      expect((await idle.request('/api/user')).status).toBe(200);
      await sleep(1400);
      expect((await idle.request('/api/user')).status).toBe(401);
      expect(idle.cookies.size).toBe(0);
    });

    it('keeps an active session alive until the absolute limit', async () => {
      const active = new Client(short.baseUrl);
      await active.login(AINO.henro);
      for (let step = 0; step < 4; step++) {
        await sleep(400);
        expect((await active.request('/api/auth/refresh')).status).toBe(200);
      }
      // created + 2500 ms caps the expiry whatever the activity.
      expect(Number(active.cookies.get('session-expires'))).toBeLessThan(Date.now() + 1000);
      await sleep(1100);
      expect((await active.request('/api/user')).status).toBe(401);
    });
  });
});
