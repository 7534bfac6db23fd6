/**
 * For the server's tests: the databases to run against (PGlite always; PostgreSQL too when
 * `DATABASE_URL` is set, in a schema of its own that is dropped afterwards), the app on a seeded
 * database, and a small fetch client with a cookie jar.
 */
import { DEFAULT_QUOTAS, type QuotaLimits } from './quotas.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from './app.ts';
import type { NoticeSettings, ServerConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseKind } from './db/index.ts';
import { migrateAndSeed, openPgliteCopy, type PgliteTemplate } from './db/pgliteTemplates.test-helpers.ts';
import { databaseFileStore, directoryFileStore, type FileStore } from './files/fileStore.ts';
import { jobSchemaOf, type JobQueue } from './jobs/queue.ts';
import { keepSharedWorkPoolAcrossApps } from './work/pool.ts';

// A test process builds app after app (a Vitest worker runs file after file): its PDF threads
// start once and stay (work/pool.ts explains why), whichever file builds the first app.
keepSharedWorkPoolAcrossApps();

export interface TestDatabase {
  db: Database;
  /** A directory store in the PGlite's temporary directory; bytea on PostgreSQL (main.ts's defaults). */
  fileStore: FileStore;
  /** Closes the database and removes what the test created (directory or schema). */
  dispose(): Promise<void>;
}

/** The backends to run a suite against. */
export const BACKENDS: readonly DatabaseKind[] = process.env['DATABASE_URL']
  ? ['pglite', 'postgres']
  : ['pglite'];

/** The file store of each test database, so that `startApp(db)` serves files as main.ts would. */
const storeOf = new WeakMap<Database, FileStore>();

/**
 * An empty database of the kind (`template` 'seeded': migrated and seeded). PGlite's is a copy of
 * the run's template when the global setup made one (server/db/pgliteTemplates.test-helpers.ts).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  template: PgliteTemplate = 'blank',
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'vuokravakuus-pglite-'));
    const db = await openPgliteCopy(join(dir, 'pglite'), template);
    const fileStore = directoryFileStore(join(dir, 'files'));
    storeOf.set(db, fileStore);
    return {
      db,
      fileStore,
      async dispose() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const databaseUrl = process.env['DATABASE_URL']!;
  const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  const fileStore = databaseFileStore();
  storeOf.set(db, fileStore);
  const test: TestDatabase = {
    db,
    fileStore,
    async dispose() {
      await db.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${jobSchemaOf(db)} cascade`);
      } finally {
        await client.end();
      }
    },
  };
  if (template === 'seeded') await migrateAndSeed(db, () => test.dispose());
  return test;
}

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
}

/**
 * The quotas of a test server (server/quotas.ts): the defaults, but for mock logins, of which a suite
 * makes hundreds a minute from 127.0.0.1. tests/api/quotas.test.ts tests every quota with limits
 * of its own.
 */
export const TEST_QUOTAS: QuotaLimits = { ...DEFAULT_QUOTAS, mockLoginsPerMinute: 1_000_000 };

/** Notices as `npm start` sends them (no SMTP_URL: to the embedded mail catcher), linking to `publicUrl`. */
export const embeddedNoticeSettings = (
  publicUrl: string,
  mailFrom = 'Kela <noreply@localhost>',
): NoticeSettings => ({
  smtpUrl: null,
  mailFrom,
  publicUrl,
  work: true,
  retryDelaySeconds: null,
  expireSeconds: null,
});

/** What a test app is built with beyond its settings (app.ts's BuildAppOptions). */
export type AppOptions = Pick<BuildAppOptions, 'metrics' | 'quotaClock'>;

export async function startApp(
  db: Database,
  config: Partial<ServerConfig> = {},
  /** The job queue to enqueue on (a test that runs the jobs); default the app's own. */
  jobs?: JobQueue,
  /** Whether the app counts its metrics (server/metrics.ts); the quotas' clock (app.ts). */
  { metrics = false, quotaClock }: AppOptions = {},
): Promise<RunningApp> {
  const app = await buildApp({
    db,
    authMode: 'mock',
    config: { logLevel: 'silent', quotas: TEST_QUOTAS, ...config },
    fileStore: storeOf.get(db) ?? databaseFileStore(),
    ...(jobs ? { jobs } : {}),
    metrics,
    quotaClock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** A test database with the schema migrated and the seed data in it. */
export function openSeededDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return openTestDatabase(kind, 'seeded');
}

/** The app on a seeded database. */
export interface SeededServer extends RunningApp {
  db: Database;
}

/**
 * For a suite (a `describe`): a seeded database and the app on it (mock login, no portal files
 * unless `config` says otherwise), set up in `beforeAll` and closed and removed in `afterAll`.
 * The returned object's fields are set once `beforeAll` has run, that is, in the tests and their
 * other hooks.
 */
export function useSeededServer(
  kind: DatabaseKind,
  config: Partial<ServerConfig> = {},
  options: AppOptions = {},
): SeededServer {
  const server = {} as SeededServer;
  let test: TestDatabase | undefined;
  let running: RunningApp | undefined;
  beforeAll(async () => {
    test = await openSeededDatabase(kind);
    running = await startApp(test.db, { portalDir: null, ...config }, undefined, options);
    Object.assign(server, { db: test.db, ...running });
  }, 60_000);
  afterAll(async () => {
    await running?.app.close();
    await test?.dispose();
  });
  return server;
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...rest] = header.split(';');
  const at = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const [key = '', ...value] = attribute.trim().split('=');
    attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true;
  }
  return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()), attributes };
}

/** A browser in miniature: keeps the cookies it is given and sends them back. */
export class Client {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie headers of the latest response, parsed. */
  lastSetCookies: ParsedCookie[] = [];

  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
      );
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of this.lastSetCookies) {
      const expires = cookie.attributes['expires'];
      const gone = typeof expires === 'string' && new Date(expires).getTime() <= Date.now();
      if (cookie.value === '' || gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  login(henro: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ henro }).toString(),
    });
  }
}
