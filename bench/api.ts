/**
 * Requests per second and latency of the service API on PGlite and on PostgreSQL, beside a bare
 * Fastify JSON echo measured in the same run (the ratio to the echo is the figure that does not
 * depend on the machine): `POST /api/api/v1/application` (validation with the form's schema, one
 * transaction storing the application and its document), one page of a user's documents (20 of
 * about 60, filtered by date and sorted: a count and a page), a document rendered as a PDF, and an
 * upload of a 1 MB PDF (multipart, type by content, file and records in one transaction).
 * Standalone: `npx tsx bench/api.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db';
import { databaseFileStore, directoryFileStore, type FileStore } from '../server/files/fileStore';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { tinyPdf } from '../server/files/testFiles';
import { loginFirstUser } from './lib/firstUser';
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

/** One kind of request to measure: made afresh for every request (an upload's batch id is new). */
interface Scenario {
  name: string;
  url: string;
  request: () => RequestInit;
  /** Fewer requests where each one stores a lot (uploads). */
  maxRequests?: number;
}

const jsonPost = (payload: string, headers: Record<string, string>) => (): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: payload,
});

async function load({ name, url, request, maxRequests = MAX_REQUESTS }: Scenario): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < DURATION_MS && latencies.length + failures < maxRequests) {
      const sent = performance.now();
      const response = await fetch(url, request());
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
    return await load({ name: 'bare Fastify JSON echo', url: `${origin}/echo`, request: jsonPost(body, {}) });
  } finally {
    await app.close();
  }
}

/** The landlord form, the documents page, a document's PDF and an upload, as the first test user. */
async function serviceApi(backend: string, db: Database, fileStore: FileStore): Promise<LoadResult[]> {
  await migrate(db);
  await seed(db);
  const app = await buildApp({
    db,
    authMode: 'mock',
    // Plain HTTP on 127.0.0.1, whatever NODE_ENV is (the bench's own vite build sets it to production).
    config: { logLevel: 'silent', portalDir: null, https: false },
    fileStore,
  });
  const origin = await listen(app);
  try {
    const { session, customerHetu, documentId } = await loginFirstUser(origin, db);
    const today = new Date();
    const halfYearAgo = new Date(today.getTime() - 183 * 24 * 3600 * 1000);
    const pageRequest = JSON.stringify({
      current: 2,
      size: 20,
      sortBy: 'created',
      sortOrder: 'DESC',
      filters: {
        created: { from: halfYearAgo.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) },
      },
    });
    // A real PDF grown to about 1 MB with a trailing comment (still a PDF by its magic bytes),
    // different in every upload: the directory store keeps the same content once, and the figure
    // must be of files really written.
    const head = await tinyPdf();
    const padding = `\n%${'x'.repeat(1_000_000)}\n`;
    const upload = (): RequestInit => {
      const pdf = Buffer.concat([head, Buffer.from(`${padding}%${randomUUID()}\n`)]);
      const form = new FormData();
      form.append(
        'attachment',
        JSON.stringify({
          filename: 'vuokrasopimus.pdf',
          topicId: ['vuokravakuus'],
          customerHetu,
          isPrimaryDoc: true,
        }),
      );
      form.append('data', new Blob([pdf], { type: 'application/pdf' }), 'vuokrasopimus.pdf');
      return { method: 'POST', headers: { ...session, 'x-batch-id': randomUUID() }, body: form };
    };
    // The worker pool starts its threads at the first PDF (main.ts starts it with the server): not measured.
    await (
      await fetch(`${origin}/api/api/v1/document/download/${documentId}`, { headers: session })
    ).arrayBuffer();
    return [
      await load({
        name: `applications on ${backend}`,
        url: `${origin}/api/api/v1/application`,
        request: jsonPost(body, session),
      }),
      await load({
        name: `documents page on ${backend}`,
        url: `${origin}/api/api/v1/document/sent-by-vuokravakuus`,
        request: jsonPost(pageRequest, session),
      }),
      await load({
        name: `document PDF on ${backend}`,
        url: `${origin}/api/api/v1/document/download/${documentId}`,
        request: () => ({ method: 'GET', headers: session }),
      }),
      await load({
        name: `1 MB upload on ${backend}`,
        url: `${origin}/api/api/v1/ekulta/attachment`,
        request: upload,
        maxRequests: 300,
      }),
    ];
  } finally {
    await app.close();
  }
}

async function onPglite(): Promise<LoadResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const db = await openDatabase({ pgliteDir: join(dir, 'pglite') });
  try {
    // As main.ts: with PGlite the files' bytes go to a directory store, never through PGlite.
    return await serviceApi('PGlite', db, directoryFileStore(join(dir, 'files')));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<LoadResult[] | string> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  } catch (error) {
    return `PostgreSQL not reachable at ${POSTGRES_URL}: ${(error as Error).message}`;
  }
  try {
    return await serviceApi('PostgreSQL', db, databaseFileStore());
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  }
}

export async function measureApi(): Promise<{ echo: LoadResult; results: (LoadResult | string)[] }> {
  const echoResult = await echo();
  const postgres = await onPostgres();
  return {
    echo: echoResult,
    results: [...(await onPglite()), ...(typeof postgres === 'string' ? [postgres] : postgres)],
  };
}

export function describeApi({ echo: base, results }: Awaited<ReturnType<typeof measureApi>>): string {
  const line = (result: LoadResult) =>
    `  ${result.name.padEnd(32)} ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${(result.latency.median ?? NaN).toFixed(1)} ms  p95 ${(result.latency.p95 ?? NaN).toFixed(1)} ms` +
    (result === base ? '' : `  (${((result.perSecond / base.perSecond) * 100).toFixed(1)} % of the echo)`) +
    (result.failures ? `  ${result.failures} failed` : '');
  return [
    `API (${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each; application: landlord form with 2 rentees; documents page: page 2 of a user's last six months; 1 MB upload: a general document)`,
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
