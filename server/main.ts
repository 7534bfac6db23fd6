/**
 * `node server/main.ts` (Node 24 runs its TypeScript itself): reads the environment (see
 * README.md), migrates the database and seeds it in mock mode (never in oidc mode: users come from
 * the provider), removes the file store's orphans (bytes a crash left without their row), listens
 * (in oidc mode after reading the provider's metadata once; an unreachable provider stops the start-up), and on
 * SIGTERM/SIGINT fails the readiness probe, then closes Fastify (finishing requests in flight,
 * refusing new ones with 503, closing keep-alive connections as they fall idle, waiting for the PDFs
 * in the worker pool) and the job queue (the notices being sent) and the database after them,
 * exiting within SHUTDOWN_LIMIT_MS whatever is still running.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { readEnv } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { seed, seedStaff } from './db/seed.ts';
import { databaseFileStore, directoryFileStore } from './files/fileStore.ts';
import { sharedWorkPool } from './work/pool.ts';
import { openJobQueue } from './jobs/queue.ts';
import type { HealthState } from './health.ts';
import { mailCatcherFor, startNotices } from './notices/start.ts';
import { serveMetrics } from './metrics.ts';
import { runBeforeExit } from './shutdownTasks.ts';
import { foldDocumentCounts } from './api/documents.ts';

/**
 * The process ends this long after SIGTERM even if a request or a PDF has not finished: under a
 * container's usual 10 s grace period, so that it ends by itself and is not killed half-way.
 */
const SHUTDOWN_LIMIT_MS = 9_000;
/** While closing, keep-alive connections that fell idle are closed this often. */
const IDLE_SWEEP_MS = 100;
/** How often an instance looks whether a month's document counts are to be folded (a no-op but once a month). */
const FOLD_INTERVAL_MS = 3_600_000;
/** While closing, the jobs under way (a notice being sent) get this long to finish. */
const JOB_STOP_LIMIT_MS = 5_000;

async function main(): Promise<void> {
  const settings = readEnv();
  // The app's logger once there is an app (a pooled PostgreSQL connection can fail at any time).
  const logger: { app?: FastifyBaseLogger } = {};
  const db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: join(settings.dataDir, 'pglite'),
    onIdleError: (error) => {
      const message = 'database: an idle connection failed; the pool connects again';
      if (logger.app) logger.app.warn({ reason: error.message }, message);
      else console.warn(message, error.message);
    },
  });
  const fileStore =
    settings.fileStore === 'directory'
      ? directoryFileStore(join(settings.dataDir, 'files'), { shared: settings.fileStoreShared })
      : databaseFileStore();
  // One job queue for the process (server/jobs/): both apps enqueue on it; it runs the notices.
  const { retryDelaySeconds, expireSeconds } = settings.notices;
  const jobs = await openJobQueue(db, {
    supervise: true,
    // A shorter expiry is looked for as often (pg-boss looks every 60 s by default).
    ...(expireSeconds ? { superviseIntervalSeconds: Math.min(60, expireSeconds) } : {}),
    retry: {
      ...(retryDelaySeconds ? { retryDelay: retryDelaySeconds } : {}),
      ...(expireSeconds ? { expireInSeconds: expireSeconds } : {}),
    },
    onError: (error) => {
      if (logger.app) logger.app.warn({ reason: error.message }, 'job queue');
      else console.warn('job queue:', error.message);
    },
  });
  // SIGTERM sets draining: the readiness probe fails before the server starts closing (health.ts).
  const health: HealthState = { draining: false };
  // Without SMTP_URL, notices go to a mail server of the process's own (mock mode lists them).
  const mailCatcher = await mailCatcherFor(settings.notices);
  const app = await buildApp({
    db,
    authMode: settings.authMode,
    config: settings.config,
    fileStore,
    jobs,
    health,
    mailCatcher,
    metrics: settings.metricsPort !== null,
  });
  logger.app = app.log;
  // The staff area beside it (INTRA_PORT): the same process, database and file store, the portal in
  // app mode intra. A browser keeps the two sides' logins apart only on different host names
  // (cookies ignore ports): README.md says to open it at 127.0.0.1 while the other is at localhost.
  const intraApp =
    settings.intraPort === null
      ? null
      : await buildApp({
          db,
          authMode: settings.authMode,
          config: { ...settings.config, appMode: 'intra', intraApi: true },
          fileStore,
          jobs,
          health,
          mailCatcher,
        });
  const apps = intraApp ? [app, intraApp] : [app];
  if (settings.mockInProductionWarning) {
    for (let line = 0; line < 3; line++) app.log.warn(settings.mockInProductionWarning);
  }
  const applied = await migrate(db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (settings.authMode === 'mock') {
    if (await seed(db)) app.log.info('test users seeded');
    // seed() writes users only into an empty table: a database seeded before the staff area
    // (issue 14) gets the seed's staff members here, once, so that its staff area can be tried.
    const staffAdded = await seedStaff(db);
    if (staffAdded > 0) app.log.info({ staffAdded }, 'test staff members added');
  }
  const orphans = await fileStore.removeOrphans(db);
  app.log.info({ fileStore: fileStore.kind, orphansRemoved: orphans }, 'file store ready');
  // The documents' month counts (migration 020): the months before this one are folded once it
  // has begun, by the first instance to look; a fold that fails (the database away a moment) is
  // tried the next hour, and until then those months are counted from the documents themselves.
  const foldCounts = () =>
    foldDocumentCounts(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'document counts not folded'),
    );
  await foldCounts();
  const folding = setInterval(() => void foldCounts(), FOLD_INTERVAL_MS).unref();
  const notices = await startNotices(
    db,
    jobs,
    settings.notices,
    mailCatcher,
    app.log,
    {},
    app.serverMetrics?.notice,
  );

  let metricsServer: Server | null = null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    health.draining = true;
    clearInterval(folding);
    const started = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal, limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // Fastify closes the connections idle at its start; one whose request finishes later would
    // otherwise stay open (and the close wait) until the client or the keep-alive timeout ends it.
    const sweep = setInterval(() => {
      for (const each of apps) each.server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    // The notices being sent finish (or are retried later by another instance) while requests do.
    Promise.all([
      ...apps.map((each) => each.close()),
      jobs.stop(JOB_STOP_LIMIT_MS),
      new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())),
    ])
      .then(async () => {
        clearInterval(sweep);
        await notices.close();
        return db.close();
      })
      .then(() => app.log.info({ signal, ms: Date.now() - started }, 'shut down'))
      // The telemetry's last spans (when traced), within what is left of the limit.
      .then(() => runBeforeExit(Math.max(0, SHUTDOWN_LIMIT_MS - (Date.now() - started) - 500)))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: settings.port, host: settings.host });
  // Metrics on a port of their own, never the public one (server/metrics.ts).
  if (app.serverMetrics && settings.metricsPort !== null)
    metricsServer = await serveMetrics(app.serverMetrics.registry, settings.metricsPort, settings.host);
  if (metricsServer) app.log.info({ port: settings.metricsPort }, 'metrics at /metrics');
  if (intraApp && settings.intraPort !== null) {
    await intraApp.listen({ port: settings.intraPort, host: settings.host });
    app.log.info({ port: settings.intraPort }, 'staff area (app mode intra) ready');
  }
  // The PDF threads start now (each loads the renderer and its fonts), not at the first user's PDF.
  sharedWorkPool();
  app.log.info(
    { database: db.kind, authMode: settings.authMode, workerThreads: settings.config.workerThreads },
    'server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
