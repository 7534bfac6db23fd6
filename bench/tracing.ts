/**
 * What tracing costs (issue 45; goal: under 10 % of throughput). Two real servers as a deployment
 * runs them, side by side on the same database: one plain (`node server/main.ts`, what `npm start`
 * runs), one traced (`node --import ./server/telemetry.ts server/main.ts` with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP receiver in this process, which answers every
 * export at once and counts the spans). bench/api.ts's requests — the landlord application's
 * submit, a page of the documents list, a document rendered as a PDF — are sent to each in turn,
 * ROUNDS rounds of ROUND_MS per server, the order swapped every round, so that each round's ratio
 * compares two neighbouring seconds of this machine; the median round is the figure. On PGlite
 * (each server its own database: PGlite is one process's) and on PostgreSQL (one throw-away
 * database, the second instance with INTRA_PORT=off).
 * Standalone: `node bench/tracing.ts [pglite|postgres]` (after `npm run build`, as `npm run bench` does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonPost, load } from './api.ts';
import { loginAs } from './lib/firstUser.ts';
import { LANDLORD_EXAMPLE_JSON } from './lib/landlordExample.ts';
import { countSpans, startOtlpReceiver } from './lib/otlpReceiver.ts';
import { medianShare, percentile } from './lib/stats.ts';
import { stopServer } from './load/phases.ts';
import { throwawayDatabase } from './load/postgres.ts';
import { cleanUpOnSignals, freePort, REPO_ROOT, startServer, type ServerProcess } from './load/server.ts';
import { SEED_USERS } from '../server/db/seed.ts';
import type { DocumentsPage } from '../api/generated/wireTypes.ts';

const ROUNDS = 11;
const ROUND_MS = 1_000;
/** Traced throughput as a share of plain, the goal. */
export const TRACING_TARGET = 0.9;

export interface TracingScenario {
  backend: string;
  name: string;
  /** Requests per second of each round. */
  rounds: { plain: number; traced: number }[];
  /** The median round's traced / plain. */
  share: number;
  range: [number, number];
  failures: number;
}

export interface TracingResult {
  scenarios: TracingScenario[];
  /** Spans the traced servers exported during the run. */
  spans: number;
  /** What was not measured, and why. */
  notes: string[];
  target: number;
  targetMet: boolean;
}

interface Pair {
  backend: string;
  plain: ServerProcess;
  traced: ServerProcess;
}

async function startPair(
  backend: string,
  root: string,
  endpoint: string,
  databaseUrl: string | undefined,
): Promise<Pair> {
  const start = async (name: string, env: NodeJS.ProcessEnv) => {
    const dataDir = mkdtempSync(join(root, `${name}-`));
    return startServer({
      dataDir,
      databaseUrl,
      portalDir: join(REPO_ROOT, 'dist', 'portal'),
      port: await freePort(),
      logFile: join(dataDir, 'server.log'),
      env: { INTRA_PORT: 'off', ...env },
    });
  };
  // One after the other: on an empty PostgreSQL the first migrates and seeds.
  const plain = await start('plain', {});
  const traced = await start('traced', {
    NODE_OPTIONS: '--import ./server/telemetry.ts',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  });
  return { backend, plain, traced };
}

/** The requests of one server: the first seed user's session and what the scenarios send. */
async function scenariosOf(origin: string) {
  const session = await loginAs(origin, SEED_USERS[0]!.henro);
  const json = { ...session, 'content-type': 'application/json' };
  const pageRequest = JSON.stringify({ current: 1, size: 20, sortBy: 'created', sortOrder: 'DESC' });
  const pageUrl = `${origin}/api/api/v1/document/sent-by-vuokravakuus`;
  const page = (await (await fetch(pageUrl, jsonPost(pageRequest, json)())).json()) as DocumentsPage;
  const pdf = page.documents.find((document) => document.documents.length === 0);
  if (!pdf) throw new Error('bench tracing: the first user has no document rendered as a PDF');
  return [
    {
      name: 'applications',
      url: `${origin}/api/api/v1/application`,
      request: jsonPost(LANDLORD_EXAMPLE_JSON, json),
    },
    { name: 'documents page', url: pageUrl, request: jsonPost(pageRequest, json) },
    {
      name: 'document PDF',
      url: `${origin}/api/api/v1/document/download/${pdf.id}`,
      request: () => ({ method: 'GET', headers: session }),
    },
  ];
}

async function compare({ backend, plain, traced }: Pair): Promise<TracingScenario[]> {
  const [plainScenarios, tracedScenarios] = [
    await scenariosOf(plain.origin),
    await scenariosOf(traced.origin),
  ];
  const results: TracingScenario[] = [];
  for (const [index, scenario] of plainScenarios.entries()) {
    const sides = { plain: scenario, traced: tracedScenarios[index]! };
    // One unmeasured round each: the first requests compile validators, plan statements, start threads.
    for (const side of Object.values(sides)) await load({ ...side, durationMs: ROUND_MS });
    const rounds: TracingScenario['rounds'] = [];
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['plain', 'traced'] as const) : (['traced', 'plain'] as const);
      const figures = { plain: 0, traced: 0 };
      for (const side of order) {
        const result = await load({ ...sides[side], durationMs: ROUND_MS });
        figures[side] = result.perSecond;
        failures += result.failures;
      }
      rounds.push(figures);
    }
    results.push({
      backend,
      name: scenario.name,
      rounds,
      ...medianShare(rounds.map((round) => round.traced / round.plain)),
      failures,
    });
  }
  return results;
}

export async function measureTracing(
  backends: readonly ('pglite' | 'postgres')[] = ['pglite', 'postgres'],
): Promise<TracingResult> {
  let spans = 0;
  const receiver = await startOtlpReceiver((body) => (spans += countSpans(body)));
  const root = mkdtempSync(join(tmpdir(), 'bench-tracing-'));
  const scenarios: TracingScenario[] = [];
  const notes: string[] = [];
  // SIGTERM, and kill -9 if one does not end in time.
  const stop = async (pair: Pair | null) => {
    for (const server of pair ? [pair.plain, pair.traced] : []) await stopServer(server);
  };
  try {
    let pair: Pair | null = null;
    if (backends.includes('pglite'))
      try {
        pair = await startPair('PGlite', root, receiver.endpoint, undefined);
        scenarios.push(...(await compare(pair)));
      } finally {
        await stop(pair);
      }
    const database = backends.includes('postgres')
      ? await throwawayDatabase().catch((error: unknown) => {
          notes.push(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        })
      : null;
    pair = null;
    if (database)
      try {
        pair = await startPair('PostgreSQL', root, receiver.endpoint, database.url);
        scenarios.push(...(await compare(pair)));
      } finally {
        await stop(pair);
        await database.drop();
      }
  } finally {
    await receiver.close();
    rmSync(root, { recursive: true, force: true });
  }
  return {
    scenarios,
    spans,
    notes,
    target: TRACING_TARGET,
    targetMet:
      spans > 0 && scenarios.every((scenario) => scenario.failures === 0 && scenario.share >= TRACING_TARGET),
  };
}

export function describeTracing(result: TracingResult): string {
  const lines = [
    `Tracing's price (issue 45): traced vs plain server, ${ROUNDS} interleaved rounds of ${ROUND_MS / 1000} s, 8 clients; ${result.spans} spans exported`,
  ];
  for (const scenario of result.scenarios) {
    const plain =
      percentile(
        scenario.rounds.map((round) => round.plain),
        50,
      ) ?? 0;
    const traced =
      percentile(
        scenario.rounds.map((round) => round.traced),
        50,
      ) ?? 0;
    lines.push(
      `  ${scenario.name} on ${scenario.backend}: plain ${plain.toFixed(0)} req/s, traced ${traced.toFixed(0)} req/s; ` +
        `traced/plain median ${(scenario.share * 100).toFixed(1)} % (rounds ${(scenario.range[0] * 100).toFixed(1)}–${(scenario.range[1] * 100).toFixed(1)} %)` +
        (scenario.failures ? `; ${scenario.failures} failed requests` : ''),
    );
  }
  for (const note of result.notes) lines.push(`  ${note}`);
  lines.push(
    `  target: traced ≥ ${(result.target * 100).toFixed(0)} % of plain in every case — ${result.targetMet ? 'met' : 'NOT met'}`,
  );
  return lines.join('\n');
}

if (import.meta.filename === process.argv[1]) {
  cleanUpOnSignals();
  const asked = process.argv.slice(2).filter((word) => word === 'pglite' || word === 'postgres');
  console.log(describeTracing(await measureTracing(asked.length > 0 ? asked : undefined)));
}
