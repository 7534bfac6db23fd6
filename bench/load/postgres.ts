/**
 * PostgreSQL for the bench: a throw-away database on the machine's server (the load and kill -9
 * runs; dropped afterwards), and a private cluster of its own in a temporary directory (the outage
 * run stops and starts it for real; the machine's shared server is never stopped). initdb refuses
 * to run as root, so as root the cluster belongs to the `postgres` OS user (runuser).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server.ts';

const execFileAsync = promisify(execFile);

/** The machine's server (CI and developers: trust auth on 127.0.0.1). */
export const SHARED_POSTGRES_URL =
  process.env['BENCH_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the machine's server; `drop()` removes it (and its connections). */
export async function throwawayDatabase(serverUrl = SHARED_POSTGRES_URL): Promise<ThrowawayDatabase> {
  const name = `bench_load_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The directory of initdb and pg_ctl: pg_config's, else the newest under /usr/lib/postgresql. */
function postgresBin(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl) found');
  return join(root, versions[0], 'bin');
}

const clusters = new Set<PrivateCluster>();

/** Stops and removes every private cluster still there (the bench's clean-up, also on a signal). */
export function destroyAllClusters(): void {
  for (const cluster of clusters) cluster.destroy();
}

export interface PrivateCluster {
  url: string;
  port: number;
  /**
   * `pg_ctl stop -m fast`: every session is ended (57P01), new connections are refused. Asynchronous,
   * as is `start`: the bench's load and probes go on while pg_ctl waits (a synchronous pg_ctl froze
   * the bench's thread for 0.2–0.35 s, and with it the send times of the requests it held).
   */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its directory. */
  destroy(): void;
}

/** A PostgreSQL cluster of the bench's own, initialised and started on a free port. */
export async function privateCluster(): Promise<PrivateCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  /** A server binary's command line, as the `postgres` OS user when the bench runs as root. */
  const commandLine = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const failed = (tool: string, args: string[], why: string) =>
    new Error(`${tool} ${args.join(' ')} failed (${why})`);
  /** Runs a server binary and waits for it, letting the bench's other work go on meanwhile. */
  const run = async (tool: string, args: string[]): Promise<void> => {
    const [command, fullArgs] = commandLine(tool, args);
    try {
      await execFileAsync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    } catch (error) {
      // As runNow says it: the exit status (or why it could not run) and what the tool printed.
      const { code, message, stderr, stdout } = error as {
        code?: number | string;
        message: string;
        stderr?: string;
        stdout?: string;
      };
      throw failed(
        tool,
        args,
        `${typeof code === 'number' ? code : `${command}: ${message}`}: ${stderr || stdout || ''}`,
      );
    }
  };
  /** The same, blocking: for `destroy`, which the bench's signal handler calls as it exits. */
  const runNow = (tool: string, args: string[]): void => {
    const [command, fullArgs] = commandLine(tool, args);
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw failed(
        tool,
        args,
        `${result.error ? `${command}: ${result.error.message}` : result.status}: ${result.stderr || result.stdout}`,
      );
  };
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  let running = false;
  await start();
  running = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await adminQuery(url, 'create database bench');
  const cluster: PrivateCluster = {
    url: withDatabase(url, 'bench'),
    port,
    stop: async () => {
      await stop();
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: () => {
      if (running) {
        try {
          runNow('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
      clusters.delete(cluster);
    },
  };
  clusters.add(cluster);
  return cluster;
}
