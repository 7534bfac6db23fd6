/**
 * Does any request block the others? The server as `npm start` runs it (PGlite, the directory file
 * store, PDFs in the worker pool) in this thread, its event-loop delay recorded with
 * `perf_hooks.monitorEventLoopDelay`, first idle and then while ~10 MB uploads and document PDFs
 * run (bench/lib/eventLoopLoad.ts, in a worker thread), with `GET /api/health` (a query) and
 * `GET /api/config` (none) asked every 20 ms all along from a thread of their own. Target
 * (issue 12): event-loop delay p99 and health p99 ≤ 50 ms under that load.
 * Standalone: `node bench/eventLoop.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { BENCH_QUOTAS } from './lib/server.ts';
import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { directoryFileStore } from '../server/files/fileStore.ts';
import { tinyPdf } from '../server/files/testFiles.ts';
import type { LoadInput, LoadOutput } from './lib/eventLoopLoad.ts';
import { runLoadThread } from './lib/loadThread.ts';
import { loginFirstUser } from './lib/firstUser.ts';
import { percentile } from './lib/stats.ts';

export const EVENT_LOOP_TARGET_P99_MS = 50;
const UPLOAD_BYTES = 9_900_000;
const DURATION_MS = 8_000;

export interface Latencies {
  n: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

function latencies(values: readonly number[]): Latencies {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : null,
  };
}

export interface PhaseResult {
  name: string;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  health: Latencies;
  /** `GET /api/config`, which answers without the database, asked as often as health. */
  config: Latencies;
  uploads: number;
  pdfs: number;
  failures: string[];
}

async function phase(name: string, input: LoadInput): Promise<PhaseResult> {
  // Sampled every millisecond; each figure includes that 1 ms interval.
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // The probes in a thread of their own, the uploads and PDFs in another (eventLoopLoad.ts).
  const [probed, loaded] = await Promise.all([
    runLoadThread({ ...input, uploaders: 0, pdfReaders: 0, probes: true }),
    runLoadThread({ ...input, probes: false }),
  ]);
  const output: LoadOutput = {
    healthMs: probed.healthMs,
    configMs: probed.configMs,
    uploads: loaded.uploads,
    pdfs: loaded.pdfs,
    failures: [...probed.failures, ...loaded.failures],
  };
  histogram.disable();
  const toMs = (nanoseconds: number) => nanoseconds / 1e6;
  return {
    name,
    loopP50: toMs(histogram.percentile(50)),
    loopP99: toMs(histogram.percentile(99)),
    loopMax: toMs(histogram.max),
    health: latencies(output.healthMs),
    config: latencies(output.configMs),
    uploads: output.uploads,
    pdfs: output.pdfs,
    failures: output.failures,
  };
}

export async function measureEventLoop(): Promise<PhaseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-loop-'));
  const db = await openDatabase({ pgliteDir: join(dir, 'pglite') });
  const app = await buildApp({
    db,
    authMode: 'mock',
    // Plain HTTP on 127.0.0.1, whatever NODE_ENV is (the bench's own vite build sets it to production).
    config: { logLevel: 'silent', portalDir: null, https: false, quotas: BENCH_QUOTAS },
    fileStore: directoryFileStore(join(dir, 'files')),
  });
  try {
    await migrate(db);
    await seed(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { session, customerHetu, documentId } = await loginFirstUser(origin, db);
    const input: LoadInput = {
      origin,
      session,
      customerHetu,
      documentId,
      pdfHead: new Uint8Array(await tinyPdf()),
      uploadBytes: UPLOAD_BYTES,
      uploaders: 0,
      pdfReaders: 0,
      probes: true,
      healthEveryMs: 20,
      durationMs: DURATION_MS / 2,
    };
    const idle = await phase('idle', input);
    const loaded = await phase('2 × 10 MB uploads + 2 × document PDF', {
      ...input,
      uploaders: 2,
      pdfReaders: 2,
      durationMs: DURATION_MS,
    });
    return [idle, loaded];
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeEventLoop(results: readonly PhaseResult[]): string {
  const f = (value: number | null) => (value === null ? '–' : value.toFixed(1));
  return [
    `Event loop on PGlite (npm start's set-up; GET /api/health and /api/config every 20 ms; target: loop delay p99 and health p99 ≤ ${EVENT_LOOP_TARGET_P99_MS} ms under load)`,
    ...results.map(
      (result) =>
        `  ${result.name.padEnd(38)} loop delay p50 ${f(result.loopP50)} / p99 ${f(result.loopP99)} / max ${f(result.loopMax)} ms;` +
        ` health p50 ${f(result.health.p50)} / p99 ${f(result.health.p99)} / max ${f(result.health.max)} ms (n ${result.health.n});` +
        ` config (no query) p50 ${f(result.config.p50)} / p99 ${f(result.config.p99)} ms;` +
        ` ${result.uploads} uploads, ${result.pdfs} PDFs` +
        (result.failures.length
          ? `; ${result.failures.length} FAILED: ${result.failures.slice(0, 3).join(' | ')}`
          : ''),
    ),
    `  under load: loop delay p99 ${results.at(-1)!.loopP99 <= EVENT_LOOP_TARGET_P99_MS ? 'target met' : 'target NOT met'};` +
      ` health p99 ${(results.at(-1)!.health.p99 ?? Infinity) <= EVENT_LOOP_TARGET_P99_MS ? 'target met' : 'target NOT met'}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureEventLoop().then(
    (results) => {
      console.log(describeEventLoop(results));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
