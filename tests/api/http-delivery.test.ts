/**
 * What every answer of the real server carries (issue 11): the security headers of server/security.ts
 * on the portal's files, its deep links and every kind of API answer; the caching of each (hashed
 * assets immutable, index.html revalidated, API no-store but for the text register, compressed and
 * revalidated by its ETag); the portal's files compressed as the build left them; and, behind
 * HTTPS, HSTS and the `__Host-` cookies. Also the SPA fallback for deep links,
 * and the 503s (issue 12) of a database that cannot be reached and of a server that is closing.
 * PGlite only (the unreachable PostgreSQL is a closed port): nothing here needs a database server.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { operations } from '../../api/contract.ts';
import { registerOperation } from '../../server/api/register.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../portal/build/precompress.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { Client, openTestDatabase, useSeededServer, type TestDatabase } from '../../server/test-helpers.ts';
import { DEVELOPMENT_HOSTS } from '../../server/config.ts';
import { SEED_STAFF, SEED_USERS } from '../../server/db/seed.ts';
import { registers, t } from '../../texts/index.ts';
import { textPart } from '../../texts/parts.ts';
import { formCoreCodes } from '../../api/formManifest.ts';
import { manifestForms } from '../../server/forms/registry.ts';
import { callerOf, loginAs } from './session.test-helpers.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request (a GET unless told) with exactly the headers given: fetch would add and undo
 * `accept-encoding`, and never sends a `Host` of its own choosing.
 */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The Content-Security-Policy as directive → sources. */
function policyOf(header: string | null | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const ASSET_SOURCE = `export const greeting = ${JSON.stringify('Hei maailma! '.repeat(200))};\n`;

/** The headers every answer carries over plain HTTP (no HSTS: a browser ignores it there). */
function expectSecurityHeaders(headers: Headers, where: string): void {
  const policy = policyOf(headers.get('content-security-policy'));
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('script-src'), where).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), where).toEqual(["'none'"]);
  expect(policy.get('style-src'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'self'"]);
  expect(policy.get('form-action'), where).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests'), where).toBe(false);
  expect(headers.get('content-security-policy'), where).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy'), where).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy'), where).toBe('same-origin');
  expect(headers.get('strict-transport-security'), where).toBeNull();
}

describe('the portal and the API over plain HTTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), ASSET_SOURCE);
    writeFileSync(join(dir, 'assets', 'tiny-Ef56Gh78.js'), 'console.log(1);');
    // What the build does (vite.config.ts): .br and .gz twins of each text file of 1 kB or more.
    expect(await precompressDirectory(dir)).toBe(1);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const server = useSeededServer('pglite', {
    get portalDir() {
      return dir;
    },
  });

  describe('serving the portal', () => {
    it.each(['/', '/kirjaudu', '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen'])(
      'answers index.html at %s, revalidated at every load, with the security headers',
      async (path) => {
        const response = await fetch(server.baseUrl + path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain('<title>portal</title>');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expectSecurityHeaders(response.headers, path);
      },
    );

    it('serves hashed assets as immutable for a year, with the security headers', async () => {
      for (const name of ['index-Ab12Cd34.js', 'tiny-Ef56Gh78.js']) {
        const response = await fetch(`${server.baseUrl}/assets/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expectSecurityHeaders(response.headers, name);
      }
    });

    it('sends brotli to a browser that takes it, else gzip, else the file; always Vary: Accept-Encoding', async () => {
      const url = `${server.baseUrl}/assets/index-Ab12Cd34.js`;
      const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET_SOURCE);
      expect(brotli.body.length).toBeLessThan(ASSET_SOURCE.length / 5);

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(ASSET_SOURCE);

      const plain = await rawGet(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(ASSET_SOURCE);

      for (const answer of [brotli, gzip, plain]) {
        expect(answer.headers['vary']?.toLowerCase()).toContain('accept-encoding');
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('keeps /api paths and other methods out of the fallback', async () => {
      const api = await fetch(`${server.baseUrl}/api/unknown`);
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ code: '152008' });
      expect((await fetch(`${server.baseUrl}/kirjaudu`, { method: 'DELETE' })).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    });
  });

  describe('API answers: the security headers and no-store on every kind', () => {
    it('on JSON, errors of every kind, the OpenAPI document and health', async () => {
      const anonymous = new Client(server.baseUrl);
      const answers: [string, Response, number][] = [
        ['config', await anonymous.request('/api/config'), 200],
        ['health', await anonymous.request('/api/health'), 200],
        ['openapi', await anonymous.request('/api/openapi.json'), 200],
        ['401 without a session', await anonymous.request('/api/user'), 401],
        [
          '401 for the service API without a session',
          await anonymous.request('/api/api/v1/landlord-info'),
          401,
        ],
        ['404 unknown', await anonymous.request('/api/nothing-here'), 404],
        [
          '400 bad JSON',
          await anonymous.request('/api/api/v1/feedback', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"grade":',
          }),
          400,
        ],
      ];
      const aino = await loginAs(server, '900000001');
      answers.push(['user', await aino.get('/api/user'), 200]);
      answers.push([
        '403 without the XSRF header',
        await aino.client.request('/api/frontend-log', { method: 'POST' }),
        403,
      ]);
      for (const [what, response, status] of answers) {
        // Read to the end: an unread body (the OpenAPI document is large) holds the server's answer
        // half-written and its connection open, and the suite's app.close() waited for it.
        await response.arrayBuffer();
        expect(response.status, what).toBe(status);
        expect(response.headers.get('cache-control'), what).toBe('no-store');
        expectSecurityHeaders(response.headers, what);
      }
    });

    it('on the text register: compressed as the request takes it, with an ETag, revalidated, a 304 when unchanged', async () => {
      const url = `${server.baseUrl}/api/text-register/fi?part=rest`;
      const plain = await rawGet(url);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      // The landlords' forms' names are in the core part (their manifests), not in the rest.
      const rest = textPart(registers.fi, 'rest', formCoreCodes(manifestForms()));
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(rest);
      expect(rest['260001']).toBeUndefined();

      const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      const etag = plain.headers['etag'];
      // Weak: the three encodings are one answer, not the same bytes.
      expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
      for (const answer of [plain, brotli, gzip]) {
        expect(answer.headers['etag']).toBe(etag);
        expect(answer.headers['cache-control']).toBe('public, no-cache');
        expect(answer.headers['vary']?.toLowerCase()).toContain('accept-encoding');
        expectSecurityHeaders(new Headers(answer.headers as Record<string, string>), 'text register');
      }

      // The browser asks again with what it keeps: unchanged, no body; a stale tag gets the register.
      for (const ifNoneMatch of [etag!, etag!.slice(2), `"old", ${etag}`]) {
        const again = await rawGet(url, { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
        expect(again.status, ifNoneMatch).toBe(304);
        expect(again.body.length, ifNoneMatch).toBe(0);
        expect(again.headers['etag'], ifNoneMatch).toBe(etag);
        expect(again.headers['cache-control'], ifNoneMatch).toBe('public, no-cache');
      }
      const stale = await rawGet(url, { 'if-none-match': '"old"' });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(plain.body)).toBe(true);

      // Every language and part has its own answer and tag.
      const tags = new Set<string | undefined>([etag]);
      for (const other of ['fi?part=core', 'sv?part=rest', 'sv']) {
        const answer = await rawGet(`${server.baseUrl}/api/text-register/${other}`);
        expect(answer.status, other).toBe(200);
        tags.add(answer.headers['etag']);
      }
      expect(tags.size).toBe(4);
    });

    it('keeps fixed answers to operations without a session: one that needs a session is refused at start', () => {
      const app = Fastify();
      const spec = { ...operations.textRegister, auth: 'session' as const };
      expect(() => registerOperation(app, spec, async () => ({}))).toThrow(/fixed answer is public/);
      void app.close();
    });

    it('on a download, which keeps its own type and Content-Disposition', async () => {
      const aino = await loginAs(server, '900000001');
      const page = await aino.json('POST', '/api/api/v1/document/sent-by-vuokravakuus', {
        current: 1,
        size: 20,
      });
      const { documents } = (await page.json()) as { documents: { id: string }[] };
      const response = await aino.get(`/api/api/v1/document/download/${documents[0]!.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response.headers, 'download');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    });

    it('sets the plain-HTTP cookie names, without Secure', async () => {
      const client = new Client(server.baseUrl);
      expect((await client.login('900000001')).status).toBe(200);
      const names = client.lastSetCookies.map((cookie) => cookie.name).sort();
      expect(names).toEqual(['SESSION', 'XSRF-TOKEN', 'session-expires']);
      for (const cookie of client.lastSetCookies)
        expect(cookie.attributes['secure'], cookie.name).toBeUndefined();
    });
  });
});

/** Sends raw bytes as a request and answers the raw response (what no HTTP client would send). */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('requests that never reach a route', () => {
  const server = useSeededServer('pglite');

  it('answers a path that is not percent-encoded UTF-8 with 400 and a text code, with the headers', async () => {
    for (const path of ['/api/api/v1/document/download/%E0%A4%A', '/api/api/v1/post-office/%C3%28']) {
      const response = await fetch(server.baseUrl + path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual([expect.objectContaining({ code: '152011', path: '' })]);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expectSecurityHeaders(response.headers, path);
    }
  });

  it('answers a request the HTTP parser cannot read with 400 JSON and a text code', async () => {
    const answer = await rawExchange(
      server.baseUrl,
      'GET /api/config HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff/i);
    expect(JSON.parse(body)).toEqual([expect.objectContaining({ code: '152011' })]);
  });

  it('answers headers too large to read with 431 and { code, message }, as every 4xx but a 400', async () => {
    const answer = await rawExchange(
      server.baseUrl,
      `GET /api/config HTTP/1.1\r\nHost: x\r\nAccept-Language: ${'sv,'.repeat(20_000)}sv\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ code: '152014', message: t('fi', '152014') });
  });
});

describe('host names (issue 41: no DNS rebinding)', () => {
  const server = useSeededServer('pglite', { allowedHosts: [...DEVELOPMENT_HOSTS, 'portal.example'] });
  const port = () => new URL(server.baseUrl).port;
  const staff = SEED_STAFF[0]!;

  /** A request with the Host a DNS-rebinding page's browser sends: the attacker's name. */
  async function withHost(
    host: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    const answer = await rawGet(server.baseUrl + path, { ...init.headers, host }, init);
    return { ...answer, body: answer.body.toString('utf8') };
  }

  it('answers 421 to a name it does not serve, before any session is read or made', async () => {
    const sessions = async () =>
      Number((await server.db.query('select count(*) as n from sessions')).rows[0]!.n);
    const before = await sessions();
    // A rebinding page logs in as staff by mock login…
    const login = await withHost(`evil.example:${port()}`, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'sv' },
      body: `henro=${staff.henro}`,
    });
    expect(login.status).toBe(421);
    expect(JSON.parse(login.body)).toEqual({ code: '152017', message: t('sv', '152017') });
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(await sessions()).toBe(before);
    // …and with a real session's cookie (a login made at the right name) reads nothing either.
    const client = new Client(server.baseUrl);
    expect((await client.login(staff.henro)).status).toBe(200);
    const cookie = `SESSION=${client.cookies.get('SESSION')}`;
    const customer = `/api/api/v1/intra/customer/${SEED_USERS[0]!.hetu}`;
    expect((await client.request(customer)).status).toBe(200);
    for (const host of [
      `evil.example:${port()}`,
      'evil.example',
      `127.0.0.1.evil.example:${port()}`,
      `localhost.:${port()}`,
    ]) {
      const answer = await withHost(host, customer, { headers: { cookie } });
      expect(answer.status, host).toBe(421);
      expect(answer.body, host).not.toContain(SEED_USERS[0]!.familyName);
      expect(answer.headers['set-cookie'], host).toBeUndefined();
    }
    // The portal's own pages too, not only the API.
    expect((await withHost(`evil.example:${port()}`, '/')).status).toBe(421);
  });

  it('serves the names it is given: loopback in development, PUBLIC_URL’s and ALLOWED_HOSTS', async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      `localhost:${port()}`,
      `LOCALHOST:${port()}`,
      `[::1]:${port()}`,
      'portal.example',
    ])
      expect((await withHost(host, '/api/config')).status, host).toBe(200);
    // A load balancer's probe names the instance by its address: health answers any name.
    expect((await withHost('10.1.2.3:8080', '/api/health')).status).toBe(200);
  });
});

describe('behind HTTPS (HTTPS=true)', () => {
  const server = useSeededServer('pglite', { https: true });

  it('adds HSTS for a year with subdomains and upgrades insecure requests', async () => {
    for (const path of ['/api/config', '/api/user', '/api/unknown']) {
      const response = await fetch(server.baseUrl + path);
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(
        policyOf(response.headers.get('content-security-policy')).get('upgrade-insecure-requests'),
        path,
      ).toEqual([]);
    }
  });

  it('names the session and XSRF cookies with __Host- (Secure, path /, no Domain) and honours only those', async () => {
    const client = new Client(server.baseUrl);
    expect((await client.login('900000001')).status).toBe(200);
    const cookies = new Map(client.lastSetCookies.map((cookie) => [cookie.name, cookie]));
    expect([...cookies.keys()].sort()).toEqual(['__Host-SESSION', '__Host-XSRF-TOKEN', 'session-expires']);
    for (const cookie of cookies.values()) {
      expect(cookie.attributes['secure'], cookie.name).toBe(true);
      expect(cookie.attributes['path'], cookie.name).toBe('/');
      expect(cookie.attributes['domain'], cookie.name).toBeUndefined();
    }
    expect(cookies.get('__Host-SESSION')!.attributes['httponly']).toBe(true);

    // The session works under its prefixed names, the XSRF token read from its prefixed cookie.
    const xsrf = client.cookies.get('__Host-XSRF-TOKEN')!;
    const chosen = await client.request('/api/user/update-on-behalf-information', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
      body: JSON.stringify({ company: null, business_id: null }),
    });
    expect(chosen.status).toBe(204);
    expect((await client.request('/api/user')).status).toBe(200);

    // The same id under the bare name (as a plain-HTTP page or a subdomain could set it) is no session.
    const planted = new Client(server.baseUrl);
    planted.cookies.set('SESSION', client.cookies.get('__Host-SESSION')!);
    expect((await planted.request('/api/user')).status).toBe(401);

    // Logging out clears the prefixed cookies.
    const caller = callerOf(client);
    expect((await caller.get('/api/auth/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(client.cookies.has('__Host-SESSION')).toBe(false);
  });
});

/** A port on 127.0.0.1 that nothing listens on (taken and given back). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('a PostgreSQL that cannot be reached (issue 12)', () => {
  let db: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    // Nothing listens there: every connection is refused, as while the server is stopped.
    db = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`,
      connectTimeoutMs: 1_000,
    });
    app = await buildApp({ db, authMode: 'mock', config: { logLevel: 'silent', portalDir: null } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers 503 with a text code in the caller’s language at once, never a 500; health says the database is down', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'postgres' });
    // Not ready (no new requests, please), but alive (no restart: the database comes back).
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unreachable', database: 'postgres' });
    expect((await fetch(`${baseUrl}/api/health/live`)).status).toBe(200);

    const session = `SESSION=${'A'.repeat(43)}`;
    const calls: [string, RequestInit][] = [
      ['/api/available-users', {}],
      ['/api/text-register/fi', {}],
      [
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'henro=900000001',
        },
      ],
      // A session cookie of the right shape: its lookup is what fails.
      ['/api/user', { headers: { cookie: session } }],
      ['/api/api/v1/application-statuses', { headers: { cookie: session } }],
    ];
    for (const language of ['fi', 'sv'] as const) {
      for (const [path, init] of calls) {
        if (path.startsWith('/api/text-register')) continue;
        const started = performance.now();
        const response = await fetch(baseUrl + path, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), 'accept-language': language },
        });
        expect(performance.now() - started, path).toBeLessThan(3_000);
        expect(response.status, path).toBe(503);
        expect(await response.json(), path).toEqual({ code: '152012', message: t(language, '152012') });
        expect(response.headers.get('retry-after'), path).toBe('5');
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expectSecurityHeaders(response.headers, path);
      }
    }
    // What needs no database still answers.
    expect((await fetch(`${baseUrl}/api/config`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/text-register/sv`)).status).toBe(200);
  });
});

/** Reads one HTTP/1.1 answer from a socket (a body with Content-Length). */
function readAnswer(socket: Socket): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('utf8');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ head, body: received.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', () => reject(new Error('connection closed without an answer')));
  });
}

function connected(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('the liveness and readiness probes (issue 45)', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  const health = { draining: false };
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    app = await buildApp({
      db: test.db,
      authMode: 'mock',
      config: { logLevel: 'silent', portalDir: null },
      health,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  const probe = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/health/${path}`, {
      headers: { host: 'probe.internal:8080' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('is ready once the migrations are applied and until the instance drains; alive throughout', async () => {
    expect(await probe('live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('ready')).toEqual({
      status: 503,
      body: { status: 'migrations-pending', database: 'pglite' },
    });
    await migrate(test.db);
    expect(await probe('ready')).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
    // SIGTERM (main.ts) sets draining before the server starts closing.
    health.draining = true;
    expect(await probe('ready')).toEqual({ status: 503, body: { status: 'draining' } });
    expect(await probe('live')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('a server that is closing (SIGTERM, issue 12)', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let started: () => void;
  const requestStarted = new Promise<void>((resolve) => (started = resolve));
  let finish: () => void;
  const mayFinish = new Promise<void>((resolve) => (finish = resolve));
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    app = await buildApp({ db: test.db, authMode: 'mock', config: { logLevel: 'silent', portalDir: null } });
    // A request that is in flight when the close starts.
    app.get('/api/test/in-flight', async () => {
      started();
      await mayFinish;
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    finish();
    await app?.close();
    await test?.dispose();
  });

  it('finishes the request in flight, refuses new ones with 503 and a text code, and closes every connection', async () => {
    const inFlight = await connected(baseUrl);
    const inFlightAnswer = readAnswer(inFlight);
    inFlight.write('GET /api/test/in-flight HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // A request whose headers have begun to arrive: its connection is not idle, so it stays open.
    const late = await connected(baseUrl);
    const lateAnswer = readAnswer(late);
    late.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: sv\r\n');
    await requestStarted;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    late.write('\r\n');
    const refused = await lateAnswer;
    expect(refused.head).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(refused.body)).toEqual({ code: '152013', message: t('sv', '152013') });
    finish();
    const answered = await inFlightAnswer;
    expect(answered.head).toMatch(/^HTTP\/1\.1 200 /);
    // The keep-alive connection is not left open for the close to wait on.
    expect(answered.head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(answered.body)).toEqual({ finished: true });
    await closed;
    await expect(connected(baseUrl)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    inFlight.destroy();
    late.destroy();
  });
});
