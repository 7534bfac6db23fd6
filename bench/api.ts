/**
 * Requests per second and latency of the service API on PGlite and on PostgreSQL, beside a bare
 * Fastify JSON echo measured in the same run (the ratio to the echo is the figure that does not
 * depend on the machine): `POST /api/api/v1/application` (validation with the form's schema, one
 * statement storing the application and its document), one page of a user's documents (20 of
 * about 60, filtered by date and sorted: a count and a page), a document rendered as a PDF, and an
 * upload of a 1 MB PDF (multipart, type by content, file and records in one transaction).
 *
 * Two budgets of issue 12, each printed beside its target:
 * - the landlord application's submit throughput ≥ 50 % of the echo's on PostgreSQL, measured in
 *   rounds that alternate with the echo (a shared machine's load changes within seconds, so each
 *   round's ratio compares neighbours; the median round is the figure); PGlite's for the record.
 *   Each round also measures the database echo (`startDatabaseEcho`): a bare Fastify route that
 *   makes the two round trips every submit needs, the session's read and one insert of the body,
 *   and nothing else. Its share of the echo is the most any submit could reach on the day's
 *   machine, and the submit's share of it is what the service's own code costs (bench/budgets.ts
 *   budgets that one: it does not move with the machine's round trips);
 * - the documents page with 100,000 documents in the database, one client, p95 ≤ 10 ms on
 *   PostgreSQL: the filter sets the portal's documents page sends, with the plans of its two
 *   statements.
 * Standalone: `node bench/api.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { DOCUMENT_TYPES, type DocumentPageRequest } from '../api/contract.ts';
import { buildApp } from '../server/app.ts';
import { BENCH_QUOTAS } from './lib/server.ts';
import { documentsPageStatements, type Direction } from '../server/api/documents.ts';
import { openDatabase, preparedStatement, type Database } from '../server/db/index.ts';
import { databaseFileStore, directoryFileStore, type FileStore } from '../server/files/fileStore.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { tinyPdf } from '../server/files/testFiles.ts';
import { loginFirstUser } from './lib/firstUser.ts';
import { LANDLORD_EXAMPLE_JSON } from './lib/landlordExample.ts';
import { medianShare, percentile, summarize, type Summary } from './lib/stats.ts';

const POSTGRES_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = 8;
const DURATION_MS = 4_000;
const MAX_REQUESTS = 20_000;

export const API_TARGETS = {
  /** Landlord application submits per second on PostgreSQL, as a share of the echo's. */
  submitShareOfEcho: 0.5,
  /** The documents page with DOCUMENTS_IN_DATABASE documents, one client, on PostgreSQL. */
  documentsP95Ms: 10,
} as const;

/** Submit and echo take turns this many times, each for ROUND_MS. */
const SUBMIT_ROUNDS = 11;
const ROUND_MS = 1_000;

/** Documents in the database for the documents-page budget; the bench user owns OWN_SHARE of them. */
export const DOCUMENTS_IN_DATABASE = 100_000;
const OWN_SHARE = 0.5;
/** Their `created` spread over this many days before today. */
const DOCUMENT_HISTORY_DAYS = 3 * 365;
/** Requests per filter set of the documents page (one client, one after another). */
const DOCUMENT_PAGE_REPEATS = 30;

const body = LANDLORD_EXAMPLE_JSON;

export interface LoadResult {
  name: string;
  requests: number;
  perSecond: number;
  latency: Summary;
  failures: number;
}

/** The landlord application's submits beside the echo and the database echo, round by round. */
export interface SubmitShare {
  backend: string;
  /** Requests per second of each round: the echo's, the database echo's, then the submit's. */
  rounds: { echo: number; databaseEcho: number; submit: number }[];
  /** The median of the rounds' submit / echo. */
  share: number;
  /** The smallest and largest round's share. */
  range: [number, number];
  /** The median of the rounds' database echo / echo: the most a submit could reach that day. */
  databaseEchoShare: number;
  /** The median of the rounds' submit / database echo: what the service's code costs beyond it. */
  shareOfDatabaseEcho: number;
  /** The smallest and largest round's submit / database echo. */
  rangeOfDatabaseEcho: [number, number];
  /** Only on PostgreSQL: the budget is there. */
  targetMet: boolean | null;
}

/** The documents page with DOCUMENTS_IN_DATABASE documents, one client. */
export interface DocumentsPageResult {
  backend: string;
  documents: number;
  ownDocuments: number;
  /** The page's default (sent documents of the last six months): how many match. */
  defaultMatches: number;
  filterSets: { name: string; latency: Summary }[];
  latency: Summary;
  failures: number;
  /** EXPLAIN ANALYZE of the default page's two statements, in one line each. */
  plans: { count: string; page: string };
  /**
   * The two-year filter set's count, timed in the database's own connection (ms, median of
   * COUNT_REPEATS each, interleaved): as the page counts (migration 020's month counts) and as it
   * counted before, every matching entry of the index.
   */
  twoYearCount: { entries: number; monthCounts: number; everyEntry: number };
  targetMet: boolean;
}

const COUNT_REPEATS = 15;

/**
 * The baseline in the same run: the two-year set's count as it was before migration 020, every
 * matching entry of `documents_owner_page` (an index-only scan), against the page's own count.
 */
async function twoYearCount(
  db: Database,
  henro: string,
  request: DocumentPageRequest,
): Promise<DocumentsPageResult['twoYearCount']> {
  const { count } = documentsPageStatements({ henro, businessId: null }, 'SENT', request, 'fi');
  const everyEntry = {
    sql: `select count(*)::int as total from documents d
           where d.henro = $1 and coalesce(d.business_id, '') = '' and d.direction = 'SENT'
             and d.created >= $2::timestamptz and d.created < $3::timestamptz`,
    params: [henro, count.params[3], count.params[4]],
  };
  const times = { monthCounts: [] as number[], everyEntry: [] as number[] };
  let entries = 0;
  for (let repeat = 0; repeat < COUNT_REPEATS; repeat++) {
    // The baseline first, so that every count of the page's is checked against it.
    for (const [name, statement] of [
      ['everyEntry', everyEntry],
      ['monthCounts', count],
    ] as const) {
      const started = performance.now();
      const { rows } = await db.query<{ total: number }>(statement.sql, statement.params);
      times[name].push(performance.now() - started);
      if (name === 'everyEntry') entries = rows[0]!.total;
      else if (rows[0]!.total !== entries)
        throw new Error(`bench: the two counts differ (${rows[0]!.total} against ${entries})`);
    }
  }
  return {
    entries,
    monthCounts: percentile(times.monthCounts, 50) ?? NaN,
    everyEntry: percentile(times.everyEntry, 50) ?? NaN,
  };
}

export interface ApiBenchResult {
  echo: LoadResult;
  results: (LoadResult | string)[];
  submit: SubmitShare[];
  documentsPage: DocumentsPageResult | string;
}

/** One kind of request to measure: made afresh for every request (an upload's batch id is new). */
interface Scenario {
  name: string;
  url: string;
  request: () => RequestInit;
  /** Fewer requests where each one stores a lot (uploads). */
  maxRequests?: number;
  durationMs?: number;
  concurrency?: number;
}

export const jsonPost = (payload: string, headers: Record<string, string>) => (): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: payload,
});

export async function load({
  name,
  url,
  request,
  maxRequests = MAX_REQUESTS,
  durationMs = DURATION_MS,
  concurrency = CONCURRENCY,
}: Scenario): Promise<LoadResult & { latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < durationMs && latencies.length + failures < maxRequests) {
      const sent = performance.now();
      const response = await fetch(url, request());
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sent);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    latency: summarize(latencies),
    failures,
    latencies,
    seconds,
  };
}

const withoutSamples = ({ latencies: _l, seconds: _s, ...result }: Awaited<ReturnType<typeof load>>) =>
  result;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The bare Fastify JSON echo of the same body, listening for the whole run. */
async function startEcho(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.post('/echo', async (request) => request.body);
  const origin = await listen(app);
  return { url: `${origin}/echo`, close: () => app.close() };
}

const ECHO_NAME = 'bare Fastify JSON echo';
const DATABASE_ECHO_NAME = 'bare Fastify with the session read and one insert';

/** The database echo's two statements (prepared, as the submit's). */
const READ_SESSION_BASELINE = preparedStatement(
  'bench-database-echo-session',
  'select id, henro, business_id, xsrf_token, expires from sessions where id = $1 and expires > now()',
);
const STORE_BASELINE = preparedStatement(
  'bench-database-echo-store',
  'insert into bench_database_echo (body) values ($1) returning id::text',
);

/**
 * The least a submit must do, for a baseline that pays the machine's round trips to the database as
 * the submit does: a bare Fastify route (no hooks, no contract, no engine) that reads the caller's
 * session row by its primary key and stores the body in a table of its own, two prepared
 * statements as the submit's (server/auth/sessions.ts, server/api/handlers.ts), and answers the
 * new row's id. The table is made in the bench's own database (a schema or a directory of its own).
 */
async function startDatabaseEcho(
  db: Database,
  sessionId: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  await db.exec(
    `create table if not exists bench_database_echo (
       id bigint generated always as identity primary key,
       body jsonb not null,
       created timestamptz not null default now())`,
  );
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.post('/database-echo', async (request) => {
    const session = await db.query(READ_SESSION_BASELINE, [sessionId]);
    if (session.rows.length !== 1) throw new Error('bench: the database echo found no session');
    const { rows } = await db.query<{ id: string }>(STORE_BASELINE, [JSON.stringify(request.body)]);
    return { id: rows[0]!.id };
  });
  const origin = await listen(app);
  return { url: `${origin}/database-echo`, close: () => app.close() };
}

/**
 * Submits against the echo: SUBMIT_ROUNDS rounds of ROUND_MS each, the echo and then the submit,
 * so that each round's ratio compares two neighbouring seconds of the machine.
 */
async function submitBesideEcho(
  backend: string,
  echoUrl: string,
  databaseEchoUrl: string,
  submitUrl: string,
  session: Record<string, string>,
): Promise<{ share: SubmitShare; load: LoadResult }> {
  const rounds: SubmitShare['rounds'] = [];
  const latencies: number[] = [];
  let failures = 0;
  let seconds = 0;
  const name = `applications on ${backend}`;
  for (let round = 0; round < SUBMIT_ROUNDS; round++) {
    const echoRound = await load({
      name: ECHO_NAME,
      url: echoUrl,
      request: jsonPost(body, {}),
      durationMs: ROUND_MS,
    });
    const databaseEchoRound = await load({
      name: DATABASE_ECHO_NAME,
      url: databaseEchoUrl,
      request: jsonPost(body, {}),
      durationMs: ROUND_MS,
    });
    const submitRound = await load({
      name,
      url: submitUrl,
      request: jsonPost(body, session),
      durationMs: ROUND_MS,
    });
    // A baseline that failed would make any submit look fast: the run stops instead.
    if (databaseEchoRound.failures > 0 || databaseEchoRound.requests === 0)
      throw new Error(`bench: the database echo failed ${databaseEchoRound.failures} requests`);
    rounds.push({
      echo: echoRound.perSecond,
      databaseEcho: databaseEchoRound.perSecond,
      submit: submitRound.perSecond,
    });
    latencies.push(...submitRound.latencies);
    failures += submitRound.failures + echoRound.failures;
    seconds += submitRound.seconds;
  }
  const { share, range } = medianShare(rounds.map((round) => round.submit / round.echo));
  const ofDatabaseEcho = medianShare(rounds.map((round) => round.submit / round.databaseEcho));
  return {
    share: {
      backend,
      rounds,
      share,
      range,
      databaseEchoShare: medianShare(rounds.map((round) => round.databaseEcho / round.echo)).share,
      shareOfDatabaseEcho: ofDatabaseEcho.share,
      rangeOfDatabaseEcho: ofDatabaseEcho.range,
      targetMet: backend === 'PostgreSQL' ? share >= API_TARGETS.submitShareOfEcho : null,
    },
    load: {
      name,
      requests: latencies.length,
      perSecond: latencies.length / seconds,
      latency: summarize(latencies),
      failures,
    },
  };
}

/**
 * DOCUMENTS_IN_DATABASE documents in one statement: OWN_SHARE of them the bench user's (as
 * herself), the rest spread over every other owner of the seed (the other users as themselves and
 * as each of their organisations), so that the index has to pick hers out of them. Over the last
 * DOCUMENT_HISTORY_DAYS, 70 % sent by the agency, every type, a third accepted and a third
 * rejected, a third opened. Then VACUUM ANALYZE, as autovacuum does after such a load: statistics
 * for the planner and the visibility map for index-only scans.
 */
async function seedDocuments(db: Database, henro: string): Promise<number> {
  const ownEvery = Math.round(1 / OWN_SHARE);
  await db.query(
    `with owners as (
       select array_agg(o.henro order by o.henro, o.business_id) as henros,
              array_agg(o.business_id order by o.henro, o.business_id) as businesses,
              count(*)::int as n
         from (select henro, null::text as business_id from users where henro <> $1
               union all select henro, business_id from user_organisations) o
     )
     insert into documents (henro, business_id, type, direction, status, payload, created, opened)
     select case when own then $1 else owners.henros[1 + g % owners.n] end,
            case when own then null else owners.businesses[1 + g % owners.n] end,
            ($4::text[])[1 + (i * 7) % cardinality($4::text[])],
            case when i % 10 < 7 then 'SENT' else 'ARRIVED' end,
            case i % 3 when 0 then 'ACCEPTED' when 1 then 'REJECTED' end,
            jsonb_build_object('address', 'Mannerheimintie ' || (g % 500) || ' A ' || (g % 40),
                               'renterName', 'Vuokranantaja Oy ' || (g % 300),
                               'renteeName', 'Vuokralainen ' || g,
                               'rentees', jsonb_build_array('Vuokralainen ' || g)),
            now() - (i % $3::int) * interval '1 day' - (g * 37 % 1440) * interval '1 minute',
            case when i % 3 = 0 then now() end
       from generate_series(1, $2::int) g
            cross join owners
            -- Every $5th document the user's; i numbers each owner's documents, so that hers and
            -- the others' are alike (every type, direction, status and day).
            cross join lateral (select g % $5::int = 0 as own, g / $5::int as i) mine`,
    [henro, DOCUMENTS_IN_DATABASE, DOCUMENT_HISTORY_DAYS, [...DOCUMENT_TYPES], ownEvery],
  );
  await db.exec('vacuum analyze documents, document_month_counts');
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from documents where henro = $1 and business_id is null',
    [henro],
  );
  return rows[0]!.n;
}

const TWO_YEARS = 'sent, last two years';

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The page requests of the portal's documents page (portal/pages/my-documents/DocumentList.tsx). */
function documentPageRequests(): { name: string; direction: Direction; request: DocumentPageRequest }[] {
  const sixMonths = { from: isoDay(183), to: isoDay(0) };
  const page = (current: number, filters: DocumentPageRequest['filters']): DocumentPageRequest => ({
    current,
    size: 20,
    sortBy: 'created',
    sortOrder: 'DESC',
    ...(filters ? { filters } : {}),
  });
  return [
    {
      name: 'sent, last six months (the default), page 1',
      direction: 'SENT',
      request: page(1, { created: sixMonths }),
    },
    { name: 'sent, last six months, page 2', direction: 'SENT', request: page(2, { created: sixMonths }) },
    { name: 'sent, last six months, page 10', direction: 'SENT', request: page(10, { created: sixMonths }) },
    {
      name: 'sent, six months, a type',
      direction: 'SENT',
      request: page(1, { created: sixMonths, type: 'RENTALDEPOSIT_APPLICATION_DECISION' }),
    },
    {
      name: 'sent, six months, accepted',
      direction: 'SENT',
      request: page(1, { created: sixMonths, status: ['ACCEPTED'] }),
    },
    {
      name: 'sent, six months, a type, both statuses',
      direction: 'SENT',
      request: page(1, { created: sixMonths, type: 'PAYMENT_REQUEST', status: ['ACCEPTED', 'REJECTED'] }),
    },
    {
      name: TWO_YEARS,
      direction: 'SENT',
      request: page(1, { created: { from: isoDay(730), to: isoDay(0) } }),
    },
    { name: 'arrived, last six months', direction: 'ARRIVED', request: page(1, { created: sixMonths }) },
  ];
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** A plan as one line: `Limit > Nested Loop > Index Scan using x (rows 40)…`, outermost first. */
function planLine(node: PlanNode): string {
  const details = [
    node['Index Name'] ? ` using ${node['Index Name']}` : '',
    node['Heap Fetches'] !== undefined ? `, heap fetches ${node['Heap Fetches']}` : '',
    node['Actual Rows'] !== undefined && node['Index Name'] ? `, ${node['Actual Rows']} rows` : '',
  ].join('');
  const children = (node.Plans ?? []).map(planLine);
  const self = `${node['Node Type']}${details}`;
  return children.length === 0
    ? self
    : `${self} > ${children.length === 1 ? children[0] : `(${children.join('; ')})`}`;
}

async function explain(db: Database, statement: { sql: string; params: unknown[] }): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, format json) ${statement.sql}`,
    statement.params,
  );
  const [plan] = rows[0]!['QUERY PLAN'];
  return `${planLine(plan.Plan)} (${plan['Execution Time'].toFixed(2)} ms)`;
}

/** The documents page, one client, with DOCUMENTS_IN_DATABASE documents in the database. */
async function documentsPageOfMany(
  backend: string,
  origin: string,
  db: Database,
  henro: string,
  session: Record<string, string>,
): Promise<DocumentsPageResult> {
  const ownDocuments = await seedDocuments(db, henro);
  const requests = documentPageRequests();
  const url = (direction: Direction) =>
    `${origin}/api/api/v1/document/${direction === 'SENT' ? 'sent-by' : 'arrived-to'}-vuokravakuus`;
  const ask = async (direction: Direction, request: DocumentPageRequest) => {
    const sent = performance.now();
    const response = await fetch(url(direction), jsonPost(JSON.stringify(request), session)());
    const answer = (await response.json()) as { totalItems?: number };
    return { ok: response.ok, ms: performance.now() - sent, totalItems: answer.totalItems ?? -1 };
  };
  // One pass unmeasured (the first of each statement plans it and reads the index into memory).
  const totals = [];
  for (const { direction, request } of requests) totals.push((await ask(direction, request)).totalItems);
  const samples = requests.map(() => [] as number[]);
  let failures = 0;
  for (let repeat = 0; repeat < DOCUMENT_PAGE_REPEATS; repeat++) {
    for (const [index, { direction, request }] of requests.entries()) {
      const answer = await ask(direction, request);
      if (answer.ok) samples[index]!.push(answer.ms);
      else failures++;
    }
  }
  const latency = summarize(samples.flat());
  const defaults = documentsPageStatements({ henro, businessId: null }, 'SENT', requests[0]!.request, 'fi');
  return {
    backend,
    documents: DOCUMENTS_IN_DATABASE,
    ownDocuments,
    defaultMatches: totals[0] ?? -1,
    filterSets: requests.map(({ name }, index) => ({ name, latency: summarize(samples[index]!) })),
    latency,
    failures,
    plans: { count: await explain(db, defaults.count), page: await explain(db, defaults.page) },
    twoYearCount: await twoYearCount(db, henro, requests.find(({ name }) => name === TWO_YEARS)!.request),
    targetMet: failures === 0 && (latency.p95 ?? Infinity) <= API_TARGETS.documentsP95Ms,
  };
}

interface ServiceResult {
  loads: LoadResult[];
  submit: SubmitShare;
  documentsPage?: DocumentsPageResult;
}

/** The landlord form, the documents page, a document's PDF and an upload, as the first test user. */
async function serviceApi(
  backend: string,
  db: Database,
  fileStore: FileStore,
  echoUrl: string,
  { manyDocuments }: { manyDocuments: boolean },
): Promise<ServiceResult> {
  await migrate(db);
  await seed(db);
  const app = await buildApp({
    db,
    authMode: 'mock',
    // Plain HTTP on 127.0.0.1, whatever NODE_ENV is (the bench's own vite build sets it to production).
    config: { logLevel: 'silent', portalDir: null, https: false, quotas: BENCH_QUOTAS },
    fileStore,
  });
  const origin = await listen(app);
  try {
    const { henro, session, customerHetu, documentId } = await loginFirstUser(origin, db);
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
    const submitUrl = `${origin}/api/api/v1/application`;
    // One unmeasured second: the first submits compile the form's validators and plan the statement.
    await load({ name: 'warm-up', url: submitUrl, request: jsonPost(body, session), durationMs: ROUND_MS });
    const { rows: sessions } = await db.query<{ id: string }>(
      'select id from sessions where henro = $1 order by created desc limit 1',
      [henro],
    );
    const databaseEcho = await startDatabaseEcho(db, sessions[0]!.id);
    let submit: Awaited<ReturnType<typeof submitBesideEcho>>;
    try {
      await load({
        name: 'warm-up',
        url: databaseEcho.url,
        request: jsonPost(body, {}),
        durationMs: ROUND_MS,
      });
      submit = await submitBesideEcho(backend, echoUrl, databaseEcho.url, submitUrl, session);
    } finally {
      await databaseEcho.close();
    }
    const loads = [
      submit.load,
      withoutSamples(
        await load({
          name: `documents page on ${backend}`,
          url: `${origin}/api/api/v1/document/sent-by-vuokravakuus`,
          request: jsonPost(pageRequest, session),
        }),
      ),
      withoutSamples(
        await load({
          name: `document PDF on ${backend}`,
          url: `${origin}/api/api/v1/document/download/${documentId}`,
          request: () => ({ method: 'GET', headers: session }),
        }),
      ),
      withoutSamples(
        await load({
          name: `1 MB upload on ${backend}`,
          url: `${origin}/api/api/v1/ekulta/attachment`,
          request: upload,
          maxRequests: 300,
        }),
      ),
    ];
    return {
      loads,
      submit: submit.share,
      ...(manyDocuments
        ? { documentsPage: await documentsPageOfMany(backend, origin, db, henro, session) }
        : {}),
    };
  } finally {
    await app.close();
  }
}

async function onPglite(echoUrl: string): Promise<ServiceResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const db = await openDatabase({ pgliteDir: join(dir, 'pglite') });
  try {
    // As main.ts: with PGlite the files' bytes go to a directory store, never through PGlite.
    return await serviceApi('PGlite', db, directoryFileStore(join(dir, 'files')), echoUrl, {
      manyDocuments: false,
    });
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(echoUrl: string): Promise<ServiceResult | string> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  } catch (error) {
    return `PostgreSQL not reachable at ${POSTGRES_URL}: ${(error as Error).message}`;
  }
  try {
    return await serviceApi('PostgreSQL', db, databaseFileStore(), echoUrl, { manyDocuments: true });
  } finally {
    await db.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
  }
}

export async function measureApi(): Promise<ApiBenchResult> {
  const echo = await startEcho();
  try {
    const echoResult = withoutSamples(
      await load({ name: ECHO_NAME, url: echo.url, request: jsonPost(body, {}) }),
    );
    const postgres = await onPostgres(echo.url);
    const pglite = await onPglite(echo.url);
    return {
      echo: echoResult,
      results: [...pglite.loads, ...(typeof postgres === 'string' ? [postgres] : postgres.loads)],
      submit: [...(typeof postgres === 'string' ? [] : [postgres.submit]), pglite.submit],
      documentsPage:
        typeof postgres === 'string' ? postgres : (postgres.documentsPage ?? 'documents page not measured'),
    };
  } finally {
    await echo.close();
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const msFigure = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} ms`);

export function describeApi({ echo: base, results, submit, documentsPage }: ApiBenchResult): string {
  const line = (result: LoadResult) =>
    `  ${result.name.padEnd(32)} ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${(result.latency.median ?? NaN).toFixed(1)} ms  p95 ${(result.latency.p95 ?? NaN).toFixed(1)} ms` +
    (result === base ? '' : `  (${((result.perSecond / base.perSecond) * 100).toFixed(1)} % of the echo)`) +
    (result.failures ? `  ${result.failures} failed` : '');
  const submitLine = (share: SubmitShare) =>
    `  landlord application submit on ${share.backend}: ${percent(share.share)} of the echo ` +
    `(median of ${share.rounds.length} rounds of ${ROUND_MS / 1000} s beside the echo, ${percent(share.range[0])}–${percent(share.range[1])}; ` +
    `the echo ${Math.round(
      percentile(
        share.rounds.map((round) => round.echo),
        50,
      ) ?? 0,
    )}/s)` +
    (share.targetMet === null
      ? ', for the record'
      : `; target ≥ ${percent(API_TARGETS.submitShareOfEcho)}: ${share.targetMet ? 'target met' : 'target NOT met'}`) +
    `\n    beside the database echo (the session read and one insert, nothing else; ${percent(share.databaseEchoShare)} of the echo, ` +
    `the most a submit could reach on this machine now): ${percent(share.shareOfDatabaseEcho)} ` +
    `(rounds ${percent(share.rangeOfDatabaseEcho[0])}–${percent(share.rangeOfDatabaseEcho[1])})`;
  const documentsLines = (result: DocumentsPageResult | string): string[] => {
    if (typeof result === 'string')
      return [`  documents page with ${DOCUMENTS_IN_DATABASE.toLocaleString('en')} documents: ${result}`];
    const slowest = [...result.filterSets].sort((a, b) => (b.latency.p95 ?? 0) - (a.latency.p95 ?? 0))[0]!;
    return [
      `  documents page with ${result.documents.toLocaleString('en')} documents on ${result.backend} (the user's ${result.ownDocuments.toLocaleString('en')}; ` +
        `the default filter matches ${result.defaultMatches.toLocaleString('en')}), one client, ${result.latency.n} requests over ${result.filterSets.length} filter sets: ` +
        `p50 ${msFigure(result.latency.median)}, p95 ${msFigure(result.latency.p95)}, max ${msFigure(result.latency.max)}` +
        (result.failures ? `, ${result.failures} failed` : '') +
        `; target p95 ≤ ${API_TARGETS.documentsP95Ms} ms: ${result.targetMet ? 'target met' : 'target NOT met'}`,
      `    slowest filter set: ${slowest.name}, p50 ${msFigure(slowest.latency.median)}, p95 ${msFigure(slowest.latency.p95)}`,
      `    the two-year count (${result.twoYearCount.entries.toLocaleString('en')} documents), median of ${COUNT_REPEATS} in the database's connection: ` +
        `month counts ${msFigure(result.twoYearCount.monthCounts)}, every index entry as before migration 020 ${msFigure(result.twoYearCount.everyEntry)}`,
      `    plan of the count: ${result.plans.count}`,
      `    plan of the page:  ${result.plans.page}`,
    ];
  };
  return [
    `API (${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, applications ${SUBMIT_ROUNDS} × ${ROUND_MS / 1000} s; application: landlord form with 2 rentees; documents page: page 2 of a user's last six months; 1 MB upload: a general document)`,
    line(base),
    ...results.map((result) => (typeof result === 'string' ? `  ${result}` : line(result))),
    ...submit.map(submitLine),
    ...documentsLines(documentsPage),
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
