/**
 * `npm run fuzz`: every operation of the contract fuzzed with `FUZZ_RUNS` cases (default 10,000),
 * on PGlite, or on PostgreSQL when `DATABASE_URL` is set (a schema of its own, dropped at the end).
 * Prints per operation the runs, the count of each status, the 5xx and the broken invariants, with
 * the first broken cases; exits 1 when any case answered 5xx or broke an invariant.
 *
 *   FUZZ_RUNS=2000 npm run fuzz
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run fuzz
 *   FUZZ_SEED=123 FUZZ_OPERATIONS=createSavedState,login npm run fuzz   # replay
 *   FUZZ_LOG=error npm run fuzz                                          # the server's error log too
 */
import fc from 'fast-check';
import { allOperations as operationList } from '../../api/allOperations.ts';
import { Fuzzer, formatStatuses } from './fuzzer.ts';
import { startFuzzServer } from './server.ts';

const runs = Number(process.env['FUZZ_RUNS'] ?? 10_000);
const seed =
  process.env['FUZZ_SEED'] === undefined
    ? Date.now() ^ (Math.random() * 0x100000000)
    : Number(process.env['FUZZ_SEED']);
const only = process.env['FUZZ_OPERATIONS']
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const kind = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

/** Each operation's own seed from the run's (FNV-1a over its id), so they do not all draw alike. */
function seedOf(operation: string): number {
  let hash = seed | 0;
  for (const character of operation) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return hash | 0;
}

const operations = operationList.filter((spec) => !only || only.includes(spec.id));
if (!Number.isInteger(runs) || runs < 1 || operations.length === 0) {
  console.error(
    `Nothing to do: FUZZ_RUNS=${process.env['FUZZ_RUNS'] ?? ''} FUZZ_OPERATIONS=${only?.join(',') ?? ''}`,
  );
  process.exit(2);
}

console.log(`fuzz: ${operations.length} operations × ${runs} cases on ${kind}, seed ${seed}`);
const server = await startFuzzServer(kind, { logLevel: process.env['FUZZ_LOG'] ?? 'silent' });
let fuzzer: Fuzzer | null = null;
const width = Math.max(...operations.map((spec) => spec.id.length));
let serverErrors = 0;
let broken = 0;
let failures = 0;
const started = Date.now();
try {
  fuzzer = await Fuzzer.create({ baseUrl: server.baseUrl, db: server.db });
  console.log(
    `${'operation'.padEnd(width)}  ${'runs'.padStart(6)}  ${'5xx'.padStart(5)}  ${'broken'.padStart(6)}  statuses`,
  );
  for (const spec of operations) {
    await fuzzer.refreshHints();
    const details = await fc.check(fuzzer.property(spec, { stopAtFirst: false }), {
      numRuns: runs,
      seed: seedOf(spec.id),
    });
    const report = fuzzer.report(spec.id);
    serverErrors += report.serverErrors;
    broken += report.broken;
    console.log(
      `${spec.id.padEnd(width)}  ${String(report.runs).padStart(6)}  ${String(report.serverErrors).padStart(5)}  ` +
        `${String(report.broken).padStart(6)}  ${formatStatuses(report.byStatus)}`,
    );
    for (const example of report.examples) console.log(`    ${example}`);
    if (details.failed) {
      // Not a broken invariant (those are counted): the harness itself failed, e.g. a login.
      failures++;
      console.log(`    the run stopped: ${String(details.errorInstance ?? 'unknown error')}`);
    }
  }
} finally {
  await fuzzer?.close();
  // The database too (its directory or schema), also when the run failed.
  await server.stop();
}
const total = operations.reduce((sum, spec) => sum + fuzzer.report(spec.id).runs, 0);
console.log(
  `fuzz: ${total} cases in ${Math.round((Date.now() - started) / 1000)} s on ${kind}, seed ${seed}: ` +
    `${serverErrors} 5xx, ${broken} broken invariants${failures > 0 ? `, ${failures} runs stopped` : ''}`,
);
process.exit(serverErrors > 0 || broken > 0 || failures > 0 ? 1 : 0);
