/**
 * Prometheus metrics (issue 45), served on a port of their own (`METRICS_PORT`), never on the
 * public one: `fastify-metrics` on `@prometheus-io/client` (prom-client's successor) for the
 * requests — rate, errors and duration by route *template* (`/api/text-register/:language`, never
 * a path with an id in it), status and method — and the client's default metrics (event-loop
 * delay, heap, GC, handles), plus ours, read when scraped: the worker pool's queue, busy threads
 * and task times, the database's connections, the notice outbox's depth and its oldest job's age,
 * and the notices sent and failed by channel.
 *
 * One registry per process: `registerMetrics` instruments the app that serves the public port
 * (main.ts; the staff area beside it in `npm start` is not counted), and `serveMetrics` answers
 * `GET /metrics` on the metrics port.
 */
import { createServer, type Server } from 'node:http';
import client from '@prometheus-io/client';
import fastifyMetrics from 'fastify-metrics';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/index.ts';
import type { JobQueue } from './jobs/queue.ts';
import { DOCUMENT_NOTICE } from './jobs/queues.ts';
import type { NoticeChannel } from './notices/deliver.ts';
import { observeWorkTasks, startedWorkPool } from './work/pool.ts';

export interface Metrics {
  readonly registry: client.Registry;
  /** Notices by channel: one the transport accepted, or one attempt it refused (retried later). */
  notice(channel: NoticeChannel, outcome: 'sent' | 'failed'): void;
}

const LINTED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
  'nodejs_eventloop_utilization_histogram',
  'nodejs_eventloop_utilization_summary',
];

/** Buckets of a request's duration in seconds: most answers take milliseconds, a PDF seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export async function registerMetrics(
  app: FastifyInstance,
  { db, jobs }: { db: Database; jobs: JobQueue },
): Promise<Metrics> {
  const registry = client.register;
  // A CommonJS module: its plugin is the exports' `default`.
  await app.register(fastifyMetrics.default, {
    // Not on the public port: serveMetrics answers on METRICS_PORT.
    endpoint: null,
    promClient: client,
    // One instrumented app per process; a test that builds another starts the registry afresh.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      overrides: { histogram: { buckets: REQUEST_BUCKETS } },
    },
  });

  // Default metrics whose names break Prometheus's naming rules (`promtool check metrics`: a gauge
  // named *_total, a type in a name); what they tell is in others kept (nodejs_active_handles by
  // type, the event-loop lag percentiles).
  for (const name of LINTED_DEFAULTS) registry.removeSingleMetric(name);

  new client.Gauge({
    name: 'worker_pool_queued_tasks',
    help: 'Tasks (PDFs, bulk files) waiting for a thread of the worker pool',
    collect() {
      this.set(startedWorkPool()?.queued ?? 0);
    },
  });
  new client.Gauge({
    name: 'worker_pool_busy_threads',
    help: 'Threads of the worker pool running a task',
    collect() {
      this.set(startedWorkPool()?.busy ?? 0);
    },
  });
  const taskSeconds = new client.Histogram({
    name: 'worker_pool_task_seconds',
    help: 'A worker-pool task: the wait for a thread and the run on it, by task',
    labelNames: ['task', 'phase', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  observeWorkTasks((task, waitMs, runMs, failed) => {
    const outcome = failed ? 'failed' : 'done';
    taskSeconds.observe({ task, phase: 'wait', outcome }, waitMs / 1000);
    taskSeconds.observe({ task, phase: 'run', outcome }, runMs / 1000);
  });
  app.addHook('onClose', async () => observeWorkTasks(null));

  new client.Gauge({
    name: 'database_connections',
    help: 'Database connections by state (PostgreSQL: the pool; PGlite: its one thread)',
    labelNames: ['database', 'state'] as const,
    collect() {
      const { total, idle, waiting } = db.connections();
      this.set({ database: db.kind, state: 'total' }, total);
      this.set({ database: db.kind, state: 'idle' }, idle);
      this.set({ database: db.kind, state: 'waiting' }, waiting);
    },
  });

  // One query for both outbox gauges per scrape (they are collected one after the other).
  let depth: { at: number; read: Promise<{ waiting: number; oldestSeconds: number } | null> } | null = null;
  const outbox = () => {
    if (!depth || performance.now() - depth.at > 1_000)
      // A database that is away: no value this time (the readiness probe says why).
      depth = { at: performance.now(), read: jobs.depth(DOCUMENT_NOTICE).catch(() => null) };
    return depth.read;
  };
  new client.Gauge({
    name: 'outbox_waiting_jobs',
    help: 'Notices waiting to be sent (new, or failed and to be retried)',
    labelNames: ['queue'] as const,
    async collect() {
      const read = await outbox();
      if (read) this.set({ queue: DOCUMENT_NOTICE }, read.waiting);
    },
  });
  new client.Gauge({
    name: 'outbox_oldest_job_age_seconds',
    help: 'How long the oldest notice waiting to be sent has waited (0 when none waits)',
    labelNames: ['queue'] as const,
    async collect() {
      const read = await outbox();
      if (read) this.set({ queue: DOCUMENT_NOTICE }, read.oldestSeconds);
    },
  });

  const notices = new client.Counter({
    name: 'notices_total',
    help: 'Notices to paperless customers by channel: sent (accepted by the transport) or failed (an attempt refused, retried later)',
    labelNames: ['channel', 'outcome'] as const,
  });
  return {
    registry,
    notice: (channel, outcome) => notices.inc({ channel, outcome }),
  };
}

/** `GET /metrics` on `port` (its own listener): the registry in Prometheus's text format. */
export async function serveMetrics(registry: client.Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
