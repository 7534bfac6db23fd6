/**
 * The durable job queue (ARCHITECTURE.md, Runtime: background work): pg-boss on the service's own
 * database, through the same `Database` as everything else — PGlite in its thread or the
 * PostgreSQL pool — so that a job is enqueued in the transaction that causes it (`enqueue(tx, …)`):
 * it exists once that commits, and never for work that rolled back. pg-boss claims jobs with
 * `FOR UPDATE SKIP LOCKED` (any number of instances), retries with backoff, moves a job that failed
 * every retry to its queue's dead letter, and fails an active job whose instance died once it has
 * been active longer than its queue's `expireInSeconds`, so that another instance retries it.
 *
 * The queues and their retry policies are `JOB_QUEUES` (queues.ts). `openJobQueue` creates
 * pg-boss's schema and the queues when missing, and starts an instance.
 */
import { createHash } from 'node:crypto';
import { PgBoss, type Db, type Job, type JobResult, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import { isDatabaseUnavailable, type Database, type Queryable } from '../db/index.ts';
import { JOB_QUEUES, type JobQueueName } from './queues.ts';

/** pg-boss's schema: its own on a database of ours, the test's schema in a test on PostgreSQL. */
export const jobSchemaOf = (db: Database): string => (db.schema ? `${db.schema}_jobs` : 'pgboss');

/**
 * pg-boss's database interface over ours: a statement with parameters as one query, a
 * parameterless one (pg-boss's `begin; …; commit` blocks) with the rows of all its statements.
 */
export function bossDatabase(target: Queryable): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: (await target.query(text, values)).rows };
      return { rows: await target.execRows(text) };
    },
  };
}

interface BossOptions {
  /** Maintenance: expiring jobs of dead instances, retention (on in a serving instance). */
  supervise: boolean;
  /** How often the maintenance looks for jobs of dead instances (pg-boss's default 60 s). */
  superviseIntervalSeconds?: number;
}

function newBoss(db: Database, { supervise, superviseIntervalSeconds }: BossOptions): PgBoss {
  return new PgBoss({
    db: bossDatabase(db),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: jobSchemaOf(db),
    supervise,
    // Expiry runs in the maintenance's monitor pass, as often as the longer of the two intervals.
    ...(superviseIntervalSeconds
      ? { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds }
      : {}),
    // The instance registry (pg-boss's heartbeat rows) only for an instance that serves.
    registerInstance: supervise,
    // Cron schedules: none yet.
    schedule: false,
    migrate: true,
  });
}

/**
 * Creates pg-boss's schema (or brings it to this pg-boss's version) and the queues of
 * `JOB_QUEUES`, updating the retry policy of a queue that exists.
 */
export async function installJobQueue(db: Database): Promise<void> {
  const boss = newBoss(db, { supervise: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    // Dead letters first: a queue names its dead letter, which must exist.
    const ordered = Object.entries(JOB_QUEUES).sort(
      ([, a], [, b]) => Number(!!a.deadLetter) - Number(!!b.deadLetter),
    );
    for (const [name, options] of ordered) {
      if (existing.has(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * The job's id from its dedupe key: the same key is the same job, and pg-boss inserts a job whose
 * id exists as nothing (`on conflict do nothing`) while the first is kept (JOB_QUEUES' retention).
 */
export function jobIdOf(queue: JobQueueName, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Formatted as a UUID (version 8: made by the application), pg-boss's id type.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface WorkOptions {
  /** How often an idle worker looks for jobs (pg-boss's default 2 s; tests shorten it). */
  pollingIntervalSeconds?: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
}

export type JobHandler<Data> = (job: JobWithMetadata<Data>) => Promise<void>;

/** Jobs fetched at once by a worker. */
const WORK_BATCH = 10;

/**
 * A failed attempt's error as pg-boss keeps it with the job (and hands it to the dead letter as
 * its `sourceOutput`): its name, message and own fields (a notice's `reason`).
 */
function jobErrorOutput(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { name: error.name, message: error.message, ...fields };
}

export interface JobQueue {
  /**
   * Enqueues in `tx`: the job becomes visible when `tx` commits and is gone if it rolls back. A
   * job with the same `key` in the queue is kept and this one is none (at-least-once, deduped).
   * `retry` overrides the queue's retry policy for this job (tests).
   */
  enqueue(tx: Queryable, queue: JobQueueName, data: object, key: string, retry?: QueueOptions): Promise<void>;
  /** Runs `handler` for each job of `queue` in this instance; a throw is a failed attempt (retried). */
  work<Data extends object>(
    queue: JobQueueName,
    handler: JobHandler<Data>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Stops taking jobs, waits up to `timeoutMs` for those running, then stops the maintenance. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs of `queue` waiting to run (new or to be retried) and how long the oldest has waited, in s. */
  depth(queue: JobQueueName): Promise<{ waiting: number; oldestSeconds: number }>;
  /** pg-boss itself, for counts and tests. */
  readonly boss: PgBoss;
}

export interface OpenJobQueueOptions extends BossOptions {
  /** pg-boss's errors and warnings (a failed poll while the database is away). */
  onError(error: Error): void;
  /** Retry policy given to every job enqueued (tests); default the queue's. */
  retry?: QueueOptions;
}

/**
 * Starts pg-boss on `db`, installing it first (a few milliseconds when it is). The queues must
 * exist before pg-boss starts: it reads them once then, and an enqueue inside a transaction must
 * not have to read them (on PGlite that read would wait for the very transaction it is in).
 */
export async function openJobQueue(
  db: Database,
  { supervise, superviseIntervalSeconds, onError, retry }: OpenJobQueueOptions,
): Promise<JobQueue> {
  await installJobQueue(db);
  const boss = newBoss(db, { supervise, ...(superviseIntervalSeconds ? { superviseIntervalSeconds } : {}) });
  boss.on('error', onError);
  await boss.start();
  const schema = jobSchemaOf(db);
  return {
    boss,
    async depth(queue) {
      const { rows } = await db.query<{ waiting: number; oldest: number | null }>(
        `select count(*)::int as waiting, extract(epoch from now() - min(created_on))::float8 as oldest
           from ${schema}.job where name = $1 and state in ('created', 'retry')`,
        [queue],
      );
      return { waiting: rows[0]?.waiting ?? 0, oldestSeconds: rows[0]?.oldest ?? 0 };
    },
    async enqueue(tx, queue, data, key, jobRetry) {
      await boss.send(queue, data, { ...retry, ...jobRetry, id: jobIdOf(queue, key), db: bossDatabase(tx) });
    },
    async work<Data extends object>(
      queue: JobQueueName,
      handler: JobHandler<Data>,
      options: WorkOptions = {},
    ) {
      await boss.work(
        queue,
        {
          includeMetadata: true,
          // Up to ten jobs a fetch, each with its own outcome, and the next fetch at once while
          // fetches come back full: a backlog (after a mail server's outage) drains at the speed
          // of sending, not of one job per polling interval.
          batchSize: WORK_BATCH,
          perJobResults: true,
          burstWhenBatchFull: true,
          localConcurrency: options.concurrency ?? 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs: JobWithMetadata<Data>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: jobErrorOutput(error) });
            }
          }
          return results;
        },
      );
    },
    async stop(timeoutMs = 5_000) {
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
}

/**
 * `openJobQueue`, but an app can be built while PostgreSQL is away (it answers 503 until it is
 * back, api/register.ts): the queue then opens at the first enqueue, whose request is 503 while the
 * database still cannot be reached. PGlite is never away, so its queue is always open here, before
 * any transaction could need it.
 */
export async function openJobQueueWhenReachable(
  db: Database,
  options: OpenJobQueueOptions,
): Promise<JobQueue> {
  let opened: JobQueue | null = null;
  let opening: Promise<JobQueue> | null = null;
  const open = (): Promise<JobQueue> =>
    (opening ??= openJobQueue(db, options).then(
      (queue) => (opened = queue),
      (error: unknown) => {
        opening = null;
        throw error;
      },
    ));
  await open().catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
  });
  return {
    get boss() {
      if (!opened) throw new Error('the job queue is not open: the database has not been reached');
      return opened.boss;
    },
    enqueue: async (...args) => (await open()).enqueue(...args),
    depth: async (queue) => (await open()).depth(queue),
    work: async (...args) => (await open()).work(...args),
    async stop(timeoutMs) {
      await opening?.catch(() => undefined);
      await opened?.stop(timeoutMs);
    },
  };
}

export type { Job };
