/**
 * One database interface over PGlite (embedded PostgreSQL in WASM, the default) and a PostgreSQL
 * server (`pg` Pool, when `DATABASE_URL` is set). Both speak the same SQL: `$1` parameters, jsonb,
 * timestamptz. Code above this module never knows which one it talks to.
 *
 * A PostgreSQL server can go away (stopped, restarted, a failover, the network): every failure to
 * reach it, whatever shape pg gives it, is thrown as a `DatabaseUnavailableError`, which the
 * server answers 503 with a text code (api/register.ts). Connecting, waiting for a pooled
 * connection and each query have time limits, so that a request never hangs on a database that
 * does not answer, and a connection that dies while idle or inside a transaction never ends the
 * process. The pool connects again by itself once the server is back.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Each statement as a span (server/telemetry.ts), PGlite's and PostgreSQL's alike; a no-op unless
 * the process traces. Only statements inside a request or a job: the job queue's polling would be
 * a trace each. By hand rather than with `instrumentation-pg`, which cost PostgreSQL's submits a
 * tenth of their throughput (bench/tracing.ts) and saw nothing of PGlite's thread.
 */
const tracer = trace.getTracer('vuokravakuus-portal/db');

function traced<T>(
  kind: DatabaseKind,
  op: string,
  sql: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  const span = tracer.startSpan(`${kind} ${op}`, {
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': op,
      ...(sql === undefined ? {} : { 'db.query.text': sql.length > 2_000 ? `${sql.slice(0, 2_000)}…` : sql }),
    },
  });
  if (!span.isRecording()) return run();
  return run().then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      span.end();
      throw error;
    },
  );
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (0 for a select). */
  rowCount: number;
}

/** What both the database and an open transaction offer. */
/**
 * A statement PostgreSQL parses and plans once per connection and then runs again by its name (a
 * named prepared statement; after five runs PostgreSQL may keep one generic plan). Made with
 * `preparedStatement`, only for the hottest statements whose best plan does not depend on their
 * parameters' values: a lookup by primary key, an insert. A statement whose plan should follow
 * its parameters (the documents page's optional filters) stays a plain string. PGlite runs the
 * text as any other statement.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const preparedTexts = new Map<string, string>();

/** A named prepared statement; a name is one statement for the whole process. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const known = preparedTexts.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`Prepared statement '${name}' is already another statement`);
  preparedTexts.set(name, text);
  return Object.freeze({ name, text });
}

const statementText = (sql: string | PreparedStatement): string => (typeof sql === 'string' ? sql : sql.text);

export interface Queryable {
  /** One statement with `$1`… parameters. */
  query<Row = Record<string, unknown>>(
    sql: string | PreparedStatement,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Several statements without parameters, answering the rows of all of them in order (the job
   * queue's `begin; …; select …; commit` blocks). Outside a transaction, one that fails midway is
   * rolled back, so that its `begin` does not leave the connection in a failed transaction.
   */
  execRows<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** PostgreSQL opened with `schema` (tests): that schema; else null. */
  readonly schema: string | null;
  /**
   * Connections now (metrics): PostgreSQL's pool, its open, idle and waiting-for-one counts;
   * PGlite's one connection (its thread), busy while statements are pending, which wait in turn.
   */
  connections(): { total: number; idle: number; waiting: number };
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the database is PGlite in `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `memory://` for a throw-away database. Default `./data/pglite`. */
  pgliteDir?: string | undefined;
  /**
   * PostgreSQL only: a schema to create if missing and to put first on every connection's
   * `search_path` (tests use one per run so that runs do not collide).
   */
  schema?: string | undefined;
  /** PostgreSQL only: ms to wait for a connection (new, or a free one of the pool). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL only: ms a query may go unanswered. */
  queryTimeoutMs?: number | undefined;
  /**
   * PostgreSQL only: told of a pooled connection that failed while nobody used it (the server
   * stopped or restarted); the pool has already dropped it. Default: one line on stderr.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

/** PostgreSQL: the longest wait for a connection, new or from the pool, before a 503. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** PostgreSQL: the longest a query may go unanswered (a server that hangs) before a 503. */
export const DEFAULT_QUERY_TIMEOUT_MS = 20_000;

/**
 * The database could not be reached, or lost the connection under a statement: the request could
 * not be served now, but may be later (503). `cause` is the driver's error.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01 admin
 * shutdown (a fast stop terminates every session), 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up, shutting down, in recovery), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool throw, without a code, when a connection fails, is lost or times out. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly)/;

/**
 * Whether `error` (or an error it was caused by) says that the database server could not be
 * reached or went away, rather than that a statement was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    // Node's net module answers a host with several addresses (localhost) with an AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * The DatabaseUnavailableError `error` is or was caused by (this module throws every failure to
 * reach PostgreSQL as one), else null. For answering: raw socket errors elsewhere (a client that
 * went away mid-upload) are no database's.
 */
export function databaseUnavailableIn(error: unknown): DatabaseUnavailableError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return current;
    current = current.cause;
  }
  return null;
}

/** `error` as a DatabaseUnavailableError when it is one, else unchanged. */
function classified(error: unknown): unknown {
  return error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)
    ? error
    : new DatabaseUnavailableError(error);
}

const PGLITE_WORKER = fileURLToPath(new URL('./pgliteWorker.mjs', import.meta.url));

/** An error the database thread sent as plain data, as an Error again (PostgreSQL's code kept). */
function errorFrom(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain['message']));
  Object.assign(error, plain);
  return error;
}

/** PGlite's WebAssembly modules and its file-system bundle, as its options take them ready. */
interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's artifacts (the files next to its code, where it would read them itself), compiled and
 * read once per process and handed to each database thread. A thread left to read and compile the
 * 9 MB module itself spent ~2.5 s of CPU opening a database, against ~0.9 s with them (a test run
 * opens some 50 databases; the server one). A compiled module is shared between threads, not copied.
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    // Its entry (dist/index.cjs for require) sits beside them. Vitest's module runner has no
    // import.meta.resolve.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const file = (name: string) => readFile(join(dirname(entry), name));
    const [pglite, initdb, bundle] = await Promise.all([
      file('pglite.wasm'),
      file('initdb.wasm'),
      file('pglite.data'),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  // A failure (a file that could not be read) is the caller's, and the next open tries again.
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}

/**
 * PGlite in a thread of its own (pgliteWorker.mjs). In the request thread PGlite's queries, WASM
 * with synchronous file I/O, took 28 % of the thread's busy time under 10 MB uploads and PDFs, and
 * every other request waited for them (bench/README.md, Event loop). Statements and their results
 * are cloned between the threads; a transaction is PGlite's own, held open in its thread between
 * `begin` and `commit`.
 */
async function openPgliteThread(dir: string): Promise<Database> {
  const worker = new Worker(PGLITE_WORKER, { workerData: { dir, artifacts: await pgliteArtifacts() } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let ended: Error | null = null;
  const failAll = (error: Error) => {
    ended = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = pending.get(id);
      if (!waiting) return;
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      if (error) waiting.reject(errorFrom(error));
      else waiting.resolve(result);
    },
  );
  worker.on('error', (error) =>
    failAll(new Error(`database thread failed: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => failAll(new Error(`database thread exited (${code})`)));
  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive only while a statement is under way.
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const ask = <T>(message: Record<string, unknown>): Promise<T> =>
    traced(
      'pglite',
      String(message['op']),
      typeof message['sql'] === 'string' ? message['sql'] : undefined,
      () => send<T>(message),
    );
  const queryable = (tx?: number): Queryable => ({
    query: <Row>(sql: string | PreparedStatement, params: readonly unknown[] = []) =>
      ask<QueryResult<Row>>({ op: 'query', sql: statementText(sql), params: [...params], tx }),
    exec: async (sql: string) => {
      await ask({ op: 'exec', sql, tx });
    },
    execRows: <Row>(sql: string) => ask<Row[]>({ op: 'execRows', sql, tx }),
  });
  let nextTransaction = 0;
  // Starting: the thread answers once PGlite is ready (a failure to open rejects here).
  await ask({ op: 'query', sql: 'select 1' });
  return {
    kind: 'pglite',
    schema: null,
    connections: () => ({
      total: 1,
      idle: pending.size === 0 ? 1 : 0,
      waiting: Math.max(0, pending.size - 1),
    }),
    ...queryable(),
    async transaction(work) {
      const tx = nextTransaction++;
      await ask({ op: 'begin', tx });
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await ask({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'commit', tx });
      return result;
    },
    async close() {
      if (ended) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await ask({ op: 'close' });
      // The thread ends by itself once PGlite has closed (pgliteWorker.mjs). Terminating a thread,
      // more so one that ran WebAssembly, is Node's least safe way to end it (its docs; native
      // crashes in nodejs/node#56312): only a thread still there after a while is terminated.
      const late = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(late);
    },
  };
}

function wrapPg(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query<Row>(sql: string | PreparedStatement, params: readonly unknown[] = []) {
      return traced('postgres', 'query', statementText(sql), async () => {
        try {
          const result =
            typeof sql === 'string'
              ? await client.query(sql, [...params])
              : await client.query({ name: sql.name, text: sql.text, values: [...params] });
          return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
        } catch (error) {
          throw classified(error);
        }
      });
    },
    exec(sql: string) {
      return traced('postgres', 'exec', sql, async () => {
        try {
          await client.query(sql);
        } catch (error) {
          throw classified(error);
        }
      });
    },
    execRows<Row>(sql: string) {
      return traced('postgres', 'execRows', sql, async () => {
        // A pooled statement takes a connection of its own, so that a failed block's rollback goes
        // to the connection it failed on; inside a transaction the transaction's own client.
        const pooled = client instanceof pg.Pool;
        let connection: pg.PoolClient;
        try {
          connection = pooled ? await client.connect() : client;
        } catch (error) {
          throw classified(error);
        }
        try {
          const result = (await connection.query(sql)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? result : [result]).flatMap((each) => (each.rows ?? []) as Row[]);
        } catch (error) {
          if (pooled) await connection.query('rollback').catch(() => undefined);
          throw classified(error);
        } finally {
          if (pooled) connection.release();
        }
      });
    },
  };
}

const logIdleError = (error: Error) =>
  console.error(`database: an idle connection failed (${error.message}); the pool connects again`);

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(
  databaseUrl: string,
  {
    schema,
    connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
    queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS,
    onIdleError = logIdleError,
  }: OpenDatabaseOptions,
): Promise<Database> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Not a plain schema name: ${schema}`);
    const setup = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
    // Also the longest wait for a free connection when all are in use.
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    // A server that vanished without closing the connection is noticed.
    keepAlive: true,
  });
  // Without a listener, an idle connection's error (the server stopped) would end the process.
  pool.on('error', onIdleError);
  return {
    kind: 'postgres',
    schema: schema ?? null,
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...wrapPg(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classified(error);
      }
      // The pool listens for a connection's errors only while it is idle: while the transaction
      // holds it (between its statements too), a lost connection must not end the process; the
      // next statement fails instead.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await traced('postgres', 'begin', undefined, () => client.query('begin'));
        const result = await work(wrapPg(client));
        await traced('postgres', 'commit', undefined, () => client.query('commit'));
        return result;
      } catch (error) {
        await traced('postgres', 'rollback', undefined, () => client.query('rollback')).catch(
          (rollbackError: unknown) => {
            lost ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          },
        );
        throw classified(error);
      } finally {
        client.removeListener('error', onLost);
        // A connection that failed is closed, not handed to the next request.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPgliteThread(options.pgliteDir ?? DEFAULT_PGLITE_DIR);
}
