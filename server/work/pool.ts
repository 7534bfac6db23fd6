/**
 * The worker pool (ARCHITECTURE.md, Runtime: "the request thread is for requests"): piscina's
 * threads run the work that takes CPU for more than a few milliseconds, so that no request waits
 * for another's PDF. See README.md beside this file.
 *
 * `createWorkPool` makes a pool; the process has one shared pool (`sharedWorkPool()`), started at
 * its first task with the threads `attachWorkPool(app, threads)` asked for (`WORKER_THREADS`) and
 * closed with the app.
 */
import { fileURLToPath } from 'node:url';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { defaultWorkerThreads } from '../config.ts';

/** Each thread's entry: it lowers the thread's priority and runs the domains' tasks (worker.ts). */
const tracer = trace.getTracer('vuokravakuus-portal/work');

export const WORKER_FILE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/**
 * A task that runs longer than this on its thread is stopped, the thread ended and replaced, and
 * its caller gets an error: a request never hangs on a stuck task, and the queue moves on. The
 * largest PDF (5,000 payments) takes seconds.
 */
export const DEFAULT_TASK_TIMEOUT_MS = 120_000;

declare const types: unique symbol;

/**
 * A task a thread can run: the name of a function in the `TASKS` of a domain's `*.tasks.ts` module
 * (e.g. server/pdf/pdf.tasks.ts). The domain names its own tasks, so this folder knows none.
 */
export interface WorkTask<Input, Result> {
  /** The `*.tasks.ts` module's file URL. */
  readonly module: string;
  readonly name: string;
  /** Only for TypeScript: what the task takes and answers. */
  readonly [types]?: { input: Input; result: Result };
}

/** The task `name` of the `TASKS` of the module at `module` (a `*.tasks.ts` file's URL). */
export function workTask<Input, Result>(module: URL, name: string): WorkTask<Input, Result> {
  return { module: module.href, name };
}

/** Where a pool reports what no caller hears of: an error of a thread that runs no task. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface WorkPoolOptions {
  /** Threads of the pool; all start with the pool and live until it closes. */
  threads: number;
  taskTimeoutMs?: number;
  /** pino (the app's logger) or alike; console.error when not given. */
  log?: ErrorLog;
  /** The module each thread loads: worker.ts; tests give one of their own. */
  workerFile?: string;
  /** Task modules (`*.tasks.ts`) each thread loads as it starts, so that no first task waits for one. */
  preload?: readonly URL[];
}

/** A task failed in its thread, the thread died under it, or it ran out of time. */
export class WorkTaskError extends Error {
  override name = 'WorkTaskError';
}

export interface WorkPool {
  /**
   * Runs the task on a thread: `input` is cloned to it (structured clone), the result comes back
   * (moved when the task moves it). Rejects with a `WorkTaskError` (the thread's error as its
   * `cause`) when the task throws, its thread dies or it takes too long.
   */
  run<Input, Result>(task: WorkTask<Input, Result>, input: Input): Promise<Result>;
  /** Waits for the tasks given to it, then ends its threads. */
  close(): Promise<void>;
  /** The pool's threads (started ones); for diagnostics and tests. */
  readonly threads: readonly Worker[];
  /** Threads started and waiting for a task. */
  readonly idleThreads: number;
  /** Tasks waiting for a free thread. */
  readonly queued: number;
  /** Tasks on a thread now. */
  readonly busy: number;
}

/** Told of each finished task (server/metrics.ts): its name, the wait for a thread and the run, in ms. */
export type WorkTaskObserver = (task: string, waitMs: number, runMs: number, failed: boolean) => void;
let taskObserver: WorkTaskObserver | null = null;

/** The process's observer of finished tasks (one pool per process); null stops telling. */
export function observeWorkTasks(observer: WorkTaskObserver | null): void {
  taskObserver = observer;
}

const consoleLog: ErrorLog = {
  error: (details, message) => console.error(message, details),
};

export function createWorkPool({
  threads,
  taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS,
  log = consoleLog,
  workerFile = WORKER_FILE,
  preload = [],
}: WorkPoolOptions): WorkPool {
  const piscina = new Piscina({
    filename: workerFile,
    workerData: { preload: preload.map((module) => module.href) },
    minThreads: threads,
    maxThreads: threads,
    // min = max: the threads stay; no thread is started and stopped per burst of PDFs.
    idleTimeout: Infinity,
  });
  // Without a listener an 'error' event would throw on the request thread and end the process.
  piscina.on('error', (error: unknown) => log.error({ err: error }, 'worker pool: a thread failed'));

  // Our own first-come-first-served queue: piscina gets a task only when a thread is free. Its own
  // queue serves tasks that carry an AbortSignal (our time limit) in no fair order (measured: under
  // 8 concurrent PDFs on one thread, some waited for all the others, seconds), and the time limit
  // then counts the run only, not the wait.
  const waiting: (() => void)[] = [];
  let running = 0;
  const inFlight = new Set<Promise<unknown>>();
  const turn = async (): Promise<void> => {
    if (running < threads) running++;
    // The finishing task hands its place over (running stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const runOnThread = async <Result>(task: WorkTask<unknown, Result>, input: unknown): Promise<Result> => {
    const asked = performance.now();
    // A span per task (a no-op unless the process traces, server/telemetry.ts), its wait included.
    const span = tracer.startSpan(`work ${task.name}`, { attributes: { 'work.task': task.name } });
    await turn();
    const started = performance.now();
    span.addEvent('thread taken', { 'work.wait_ms': started - asked });
    let failed = false;
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new Error(`took longer than ${taskTimeoutMs} ms`)),
      taskTimeoutMs,
    );
    try {
      const message = { module: task.module, task: task.name, input };
      return (await piscina.run(message, { signal: timeout.signal })) as Result;
    } catch (error) {
      failed = true;
      const reason = timeout.signal.aborted ? (timeout.signal.reason as Error) : error;
      const message = reason instanceof Error ? reason.message : String(reason);
      throw new WorkTaskError(`work task '${task.name}' failed: ${message}`, { cause: error });
    } finally {
      clearTimeout(timer);
      done();
      taskObserver?.(task.name, started - asked, performance.now() - started, failed);
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };

  return {
    run<Input, Result>(task: WorkTask<Input, Result>, input: Input): Promise<Result> {
      const result = runOnThread<Result>(task, input);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return result;
    },
    async close() {
      // The tasks given to the pool finish first, also those still waiting for a thread.
      while (inFlight.size > 0) await Promise.all(inFlight);
      await piscina.close();
    },
    get threads() {
      return piscina.threads;
    },
    get idleThreads() {
      return piscina.idleThreads;
    },
    get queued() {
      return waiting.length;
    },
    get busy() {
      return running;
    },
  };
}

let sharedOptions: WorkPoolOptions = { threads: defaultWorkerThreads() };
let shared: WorkPool | undefined;

/** The process's pool, started at the first call with the latest `attachWorkPool`'s size. */
export function sharedWorkPool(): WorkPool {
  shared ??= createWorkPool(sharedOptions);
  return shared;
}

/** The process's pool if it has started (metrics read it without starting one). */
export function startedWorkPool(): WorkPool | undefined {
  return shared;
}

/**
 * Closes the process's pool when it runs (waiting for its tasks); a later task starts a new one.
 * Scripts that render without an app (the bench) call it when done.
 */
export async function closeSharedWorkPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

let keptAcrossApps = false;

/**
 * For a process that builds one app after another (a Vitest worker runs file after file, each
 * with apps of its own): from now on the process's pool outlives the apps, which no longer close
 * it, and ends with the process (or `closeSharedWorkPool`). Closed with each app, the pool started
 * its threads again for each file's first PDF, which decoded the fonts again (0.5-0.8 s), and
 * stopped them with `Worker.terminate()` at its end. Terminating a thread while another starts is
 * a known way to crash Node natively (nodejs/node#56312); a Vitest worker of the server suites died
 * twice in CI with no report, once at a file's first PDF. `false` brings back the default.
 */
export function keepSharedWorkPoolAcrossApps(keep = true): void {
  keptAcrossApps = keep;
}

/**
 * app.ts: the process's pool gets `threads` threads (from its next start), each loading the task
 * modules `preload` names as it starts, and the app's logger, and closes when the app closes (but
 * see keepSharedWorkPoolAcrossApps). A pool that already runs keeps its size until then.
 */
export function attachWorkPool(app: FastifyInstance, threads: number, preload: readonly URL[] = []): void {
  sharedOptions = { threads, log: app.log, preload };
  app.addHook('onClose', async () => {
    if (!keptAcrossApps) await closeSharedWorkPool();
  });
}
