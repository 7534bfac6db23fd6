/**
 * Applications per second and latency of `POST /api/api/v1/application` (validation with the
 * form's schema, one transaction storing the application and its document) on PGlite and on
 * PostgreSQL, beside a bare Fastify JSON echo of the same body measured in the same run: the ratio
 * to the echo is the figure that does not depend on the machine. Standalone: `npx tsx bench/api.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db';
import { migrate } from '../server/db/migrate';
import { SEED_USERS, seed } from '../server/db/seed';
import { summarize, type Summary } from './lib/stats';

const POSTGRES_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = 8;
const DURATION_MS = 4_000;
const MAX_REQUESTS = 20_000;

const body = readFileSync(
  new URL(
    '../schemas/forms/examples/landlord-application/valid-full-organisation-foreign-account.json',
    import.meta.url,
  ),
  'utf8',
);

export interface LoadResult {
  name: string;
  requests: number;
  perSecond: number;
  latency: Summary;
  failures: number;
}

async function load(name: string, url: string, headers: Record<string, string>): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < DURATION_MS && latencies.length + failures < MAX_REQUESTS) {
      const sent = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sent);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    latency: summarize(latencies),
    failures,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function echo(): Promise<LoadResult> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.post('/echo', async (request) => request.body);
  const origin = await listen(app);
  try {
    return await load('bare Fastify JSON echo', `${origin}/echo`, {});
  } finally {
    await app.close();
  }
}

async function applications(name: string, db: Database): Promise<LoadResult> {
  await migrate(db);
  await seed(db);
  const app = await buildApp({ db, authMode: 'mock', config: { logLevel: 'silent', portalDir: null } });
  const origin = await listen(app);
  try {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ henro: SEED_USERS[0]!.henro }),
      redirect: 'manual',
    });
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    return await load(name, `${origin}/api/api/v1/application`, {
      cookie: cookies.join('; '),
      'x-xsrf-token': xsrf,
    });
  } finally {
    await app.close();
  }
}

async function onPglite(): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const db = await openDatabase({ pgliteDir: dir });
  try {
    return await applications('applications on PGlite', db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<LoadResult | string> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  } catch (error) {
    return `PostgreSQL not reachable at ${POSTGRES_URL}: ${(error as Error).message}`;
  }
  try {
    return await applications('applications on PostgreSQL', db);
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  }
}

export async function measureApi(): Promise<{ echo: LoadResult; results: (LoadResult | string)[] }> {
  const echoResult = await echo();
  return { echo: echoResult, results: [await onPglite(), await onPostgres()] };
}

export function describeApi({ echo: base, results }: Awaited<ReturnType<typeof measureApi>>): string {
  const line = (result: LoadResult) =>
    `  ${result.name.padEnd(30)} ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${(result.latency.median ?? NaN).toFixed(1)} ms  p95 ${(result.latency.p95 ?? NaN).toFixed(1)} ms` +
    (result === base ? '' : `  (${((result.perSecond / base.perSecond) * 100).toFixed(1)} % of the echo)`) +
    (result.failures ? `  ${result.failures} failed` : '');
  return [
    `API (${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, landlord application with 2 rentees)`,
    line(base),
    ...results.map((result) => (typeof result === 'string' ? `  ${result}` : line(result))),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureApi().then(
    (result) => {
      console.log(describeApi(result));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
