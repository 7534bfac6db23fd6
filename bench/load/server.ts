/**
 * The real server as `npm start` runs it (after its build): the command after the last `&&` of
 * package.json's `start` script, in a child process, with PORT, HOST 127.0.0.1, DATA_DIR and (for
 * PostgreSQL) DATABASE_URL, NODE_ENV unset, its pino log (the default `info` level: a line per
 * request) in a file. The child leads a process group of its own, so that kill -9 reaches every
 * process of the server (a wrapper's child too), as a crash would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const START_LIMIT_MS = 90_000;

/** What `npm start` runs once the portal is built: `node server/main.ts`. */
export function startCommand(): { text: string; command: string; args: string[] } {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const text = manifest.scripts['start']!.split('&&').pop()!.trim();
  const [program = '', ...args] = text.split(/\s+/);
  const command = program === 'node' ? process.execPath : join(REPO_ROOT, 'node_modules', '.bin', program);
  return { text, command, args };
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PORTAL_DIR: the bench's own copy of the build, which no other build can empty under it. */
  portalDir: string;
  port: number;
  logFile: string;
  /** More settings, e.g. INTRA_PORT=off for a second instance on the same machine. */
  env?: NodeJS.ProcessEnv;
  /** The checkout to run (default this one): a test's copy with a form added from its files. */
  root?: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() of the exit. */
  at: number;
}

export interface ServerProcess {
  origin: string;
  pid: number;
  logFile: string;
  /** ms from spawning to the first healthy answer. */
  startMs: number;
  readonly exit: Exit | null;
  exited: Promise<Exit>;
  /** kill -9 of the whole process group (the server and anything it started). */
  kill9(): void;
  /** SIGTERM to the process `npm start` starts (as a container stop sends it); answers Date.now(). */
  terminate(): number;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The last lines of a log, for an error message. */
export function logTail(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const running = new Set<ChildProcess>();

/** kill -9 of every server still running (the bench's clean-up, also on a crash of the bench). */
export function killAllServers(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

/**
 * A bench stopped by SIGINT or SIGTERM cleans up before it exits: the servers it started run in
 * process groups of their own and would outlive it (by default, kill -9 of every one still running).
 */
export function cleanUpOnSignals(cleanUp: () => void = killAllServers): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      cleanUp();
      process.exit(1);
    });
}

export async function startServer({
  dataDir,
  databaseUrl,
  portalDir,
  port,
  logFile,
  env: extraEnv = {},
  root = REPO_ROOT,
}: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'FILE_STORE', 'LOG_LEVEL', 'VITEST', 'PORTAL_DIR', 'HTTPS'])
    delete env[name];
  if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
  // The load's hundreds of visitors are a few seeded owners on one address: one real user's quotas
  // (server/quotas.ts; tested in tests/api/quotas.test.ts) would refuse them what they measure.
  Object.assign(env, {
    MOCK_LOGINS_PER_MINUTE: '1000000',
    UPLOADS_PER_HOUR: '1000000',
    UPLOAD_BYTES_PER_DAY: String(1e15),
    DRAFTS_PER_USER: '1000000',
  });
  env['PORTAL_DIR'] = portalDir;
  Object.assign(env, extraEnv);
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const { command, args } = startCommand();
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      running.delete(child);
      resolveExit(exit);
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    pid: child.pid!,
    logFile,
    startMs: 0,
    get exit() {
      return exit;
    },
    exited,
    kill9() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
    terminate() {
      const at = Date.now();
      child.kill('SIGTERM');
      return at;
    },
  };
  while (performance.now() - started < START_LIMIT_MS) {
    if (exit)
      throw new Error(`the server exited while starting (${JSON.stringify(exit)}):\n${logTail(logFile)}`);
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        server.startMs = performance.now() - started;
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  server.kill9();
  throw new Error(
    `the server did not answer /api/health within ${START_LIMIT_MS / 1000} s:\n${logTail(logFile)}`,
  );
}

/** The pino lines of a server log (other lines left out). */
export function readLog(logFile: string): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // a line cut by kill -9
    }
  }
  return lines;
}
