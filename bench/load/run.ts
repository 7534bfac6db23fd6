/**
 * `npm run bench:load` (after `npm run build`): the server as `npm start` runs it, under load and
 * under faults (bench/README.md, "Load and faults"). Every part prints its figures and a PASS/FAIL
 * line; the process exits 1 when any part fails.
 *
 *   node bench/load/run.ts [--users 200] [--seconds 60] [--rate 0.25]
 *                         [--fault-users 50] [--fault-rate 1] [--fault-seconds 10]
 *                         [--parts load,kill,outage,sigterm,instances,notices] [--databases pglite,postgres]
 *
 * The same from the environment: LOAD_USERS, LOAD_SECONDS, LOAD_RATE, LOAD_FAULT_USERS,
 * LOAD_FAULT_RATE, LOAD_FAULT_SECONDS, LOAD_PARTS, LOAD_DATABASES (flags win).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tinyPdf } from '../../server/files/testFiles.ts';
import {
  instancesPart,
  killPart,
  loadPart,
  outagePart,
  sigtermPart,
  type Backend,
  type BenchOptions,
  type PartResult,
} from './phases.ts';
import { noticesPart } from './notices.ts';
import { destroyAllClusters } from './postgres.ts';
import { verdictLine } from './report.ts';
import { cleanUpOnSignals, killAllServers, REPO_ROOT, startCommand } from './server.ts';

const PARTS = ['load', 'kill', 'outage', 'sigterm', 'instances', 'notices'] as const;
type Part = (typeof PARTS)[number];
const BACKENDS: readonly Backend[] = ['pglite', 'postgres'];
/** Everything is stopped after this long, whatever it waits for. */
const WATCHDOG_MS = 15 * 60_000;

function cleanUp(): void {
  killAllServers();
  destroyAllClusters();
}

/** The command line: the runs' sizes as the parts take them, and which parts on which databases. */
type LoadSizes = Pick<
  BenchOptions,
  'users' | 'seconds' | 'rate' | 'faultUsers' | 'faultRate' | 'faultSeconds'
>;
interface Settings extends LoadSizes {
  parts: Part[];
  databases: Backend[];
}

function parse(argv: readonly string[], env: NodeJS.ProcessEnv): Settings {
  const given = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    const value = argv[index + 1];
    if (!flag.startsWith('--') || value === undefined)
      throw new Error(`bench:load: unknown argument ${flag}`);
    given.set(flag.slice(2), value);
    index++;
  }
  const raw = (flag: string, variable: string, fallback: string) =>
    given.get(flag) ?? env[variable] ?? fallback;
  const number = (flag: string, variable: string, fallback: number, min: number) => {
    const value = Number(raw(flag, variable, String(fallback)));
    if (!Number.isFinite(value) || value < min)
      throw new Error(`bench:load: --${flag} must be a number ≥ ${min}`);
    return value;
  };
  const list = <T extends string>(
    flag: string,
    variable: string,
    allowed: readonly T[],
    byDefault: readonly T[] = allowed,
  ): T[] => {
    const values = raw(flag, variable, byDefault.join(','))
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const wrong = values.filter((value) => !allowed.includes(value as T));
    if (wrong.length)
      throw new Error(`bench:load: --${flag} takes ${allowed.join(', ')}; not ${wrong.join(', ')}`);
    return values as T[];
  };
  for (const flag of given.keys())
    if (
      ![
        'users',
        'seconds',
        'rate',
        'fault-users',
        'fault-rate',
        'fault-seconds',
        'parts',
        'databases',
      ].includes(flag)
    )
      throw new Error(`bench:load: unknown flag --${flag}`);
  return {
    users: Math.round(number('users', 'LOAD_USERS', 200, 1)),
    seconds: number('seconds', 'LOAD_SECONDS', 60, 1),
    rate: number('rate', 'LOAD_RATE', 0.25, 0),
    faultUsers: Math.round(number('fault-users', 'LOAD_FAULT_USERS', 50, 1)),
    faultRate: number('fault-rate', 'LOAD_FAULT_RATE', 1, 0),
    faultSeconds: number('fault-seconds', 'LOAD_FAULT_SECONDS', 10, 1),
    parts: list('parts', 'LOAD_PARTS', PARTS, PARTS),
    databases: list('databases', 'LOAD_DATABASES', BACKENDS),
  };
}

async function main(): Promise<number> {
  const settings = parse(process.argv.slice(2), process.env);
  const build = join(REPO_ROOT, 'dist', 'portal');
  if (!existsSync(join(build, 'index.html')))
    throw new Error('bench:load: no portal build in dist/portal: run npm run build');
  const root = mkdtempSync(join(tmpdir(), 'bench-load-'));
  // The servers serve a copy of the build (PORTAL_DIR): a build started meanwhile (another
  // checkout's tool, a developer) empties dist/portal first, and GET / would answer 404.
  const portalDir = join(root, 'portal');
  cpSync(build, portalDir, { recursive: true });
  const results: { part: string; result: PartResult | null; error?: string }[] = [];
  const { parts: _parts, databases: _databases, ...sizes } = settings;
  const options: BenchOptions = {
    ...sizes,
    root,
    portalDir,
    pdfHead: await tinyPdf(),
    print: (line) => console.log(line),
  };
  const startedAt = Date.now();
  const pace = (rate: number) => (rate > 0 ? `${rate} request/s each` : 'no think time');
  console.log(
    `bench:load: load runs ${settings.users} users (${pace(settings.rate)}) for ${settings.seconds} s; ` +
      `fault runs ${settings.faultUsers} users (${pace(settings.faultRate)}); parts ${settings.parts.join(', ')} ` +
      `on ${settings.databases.join(', ')}; the server: ${startCommand().text}`,
  );
  const run = async (part: string, work: () => Promise<PartResult>) => {
    try {
      results.push({ part, result: await work() });
    } catch (error) {
      console.log(`  ${part} could not run: ${error instanceof Error ? error.stack : String(error)}`);
      results.push({ part, result: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  try {
    if (settings.parts.includes('load'))
      for (const backend of settings.databases)
        await run(`load ${backend}`, () => loadPart(backend, options));
    if (settings.parts.includes('kill'))
      for (const backend of settings.databases)
        await run(`kill ${backend}`, () => killPart(backend, options));
    if (settings.parts.includes('outage') && settings.databases.includes('postgres'))
      await run('outage', () => outagePart(options));
    if (settings.parts.includes('sigterm'))
      for (const backend of settings.databases)
        await run(`sigterm ${backend}`, () => sigtermPart(backend, options));
    if (settings.parts.includes('instances') && settings.databases.includes('postgres'))
      await run('instances', () => instancesPart(options));
    if (settings.parts.includes('notices'))
      for (const backend of settings.databases)
        await run(`notices ${backend}`, () => noticesPart(backend, options));
  } finally {
    cleanUp();
    // LOAD_KEEP=1 keeps the servers' data and logs for a look afterwards.
    if (process.env['LOAD_KEEP'] === '1') console.log(`bench:load: kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
  console.log(`\nbench:load: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  for (const { part, result, error } of results)
    console.log(result ? verdictLine(result.verdict) : `FAIL ${part}: could not run (${error})`);
  const resultsDir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'load-latest.json'),
    JSON.stringify(
      { settings, results },
      (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value),
      2,
    ) + '\n',
  );
  return results.every(({ result }) => result?.verdict.pass) ? 0 : 1;
}

const watchdog = setTimeout(() => {
  console.error(`bench:load: stopped after ${WATCHDOG_MS / 60_000} minutes`);
  cleanUp();
  process.exit(1);
}, WATCHDOG_MS);
watchdog.unref();
cleanUpOnSignals(cleanUp);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    cleanUp();
    process.exit(1);
  },
);
