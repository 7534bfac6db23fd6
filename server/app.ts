/**
 * The Fastify application: `buildApp` wires the database, the auth mode and the settings into one
 * instance. `main.ts` runs it; tests build it on a throw-away database and listen on port 0.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { registerApi } from './api/handlers.ts';
import { buildOpenApi, servedOperations } from './api/openapi.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerApiErrors,
  registerClosingAnswer,
} from './api/errorAnswers.ts';
import { defaultConfig, type AuthMode, type ServerConfig } from './config.ts';
import type { Database } from './db/index.ts';
import { registerAuth } from './auth/plugin.ts';
import { databaseFileStore, type FileStore } from './files/fileStore.ts';
import { registerUploads } from './files/multipart.ts';
import { servePortal } from './portalFiles.ts';
import { rawSecurityHeaders, registerHostCheck, registerSecurityHeaders } from './security.ts';
import { requestForLog } from './logRedaction.ts';
import { attachWorkPool } from './work/pool.ts';
import { PDF_TASKS } from './pdf/renderPdf.ts';
import { EKEVI_TASKS } from './ekevi/statements.ts';
import { PAYMENTS_TASKS } from './api/payments.ts';
import { createQuotas } from './quotas.ts';
import type { Owner } from './api/paging.ts';
import { callersOwnContext } from './forms/callersOwn.ts';
import { openJobQueueWhenReachable, type JobQueue } from './jobs/queue.ts';
import { registerHealth, type HealthState } from './health.ts';
import { registerMockMailbox } from './notices/mailbox.ts';
import { registerMetrics, type Metrics } from './metrics.ts';
import type { MailCatcher } from './notices/mailCatcher.ts';

export interface BuildAppOptions {
  db: Database;
  authMode: AuthMode;
  /** Settings; anything left out takes `defaultConfig()`. */
  config?: Partial<ServerConfig>;
  /**
   * Where uploaded files' bytes live (files/fileStore.ts); default the database's `bytea`. With
   * PGlite give a directory store, so that no file's bytes pass through the server's thread.
   */
  fileStore?: FileStore;
  /**
   * The job queue (server/jobs/), shared by the apps of one process; without it the app opens its
   * own, which enqueues but runs no jobs, and stops it when it closes.
   */
  jobs?: JobQueue;
  /** Whether the instance is draining (main.ts sets it on SIGTERM): readiness fails (health.ts). */
  health?: HealthState;
  /**
   * The embedded mail catcher notices go to without SMTP_URL: mock mode lists what it received at
   * `GET /api/mock/mail` (the portal's test mailbox). Mock mode without one answers an empty list.
   */
  mailCatcher?: MailCatcher | null;
  /**
   * Count requests and the rest of server/metrics.ts in the process's registry (main.ts: the app
   * on the public port, when METRICS_PORT is set); `app.metrics` then holds them.
   */
  metrics?: boolean;
  /**
   * The moment the quotas count at (quotas.ts); by default the database's `now()`. For tests, which
   * pin it so that a window cannot end between the hits a test counts.
   */
  quotaClock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue on the app's database: a submission handler enqueues its notices on it. */
    jobs: JobQueue;
    /** With `metrics`: the process's metrics (server/metrics.ts). */
    serverMetrics?: Metrics;
  }
}

export async function buildApp({
  db,
  authMode,
  config: overrides = {},
  fileStore = databaseFileStore(),
  jobs: givenJobs,
  health = { draining: false },
  mailCatcher = null,
  metrics = false,
  quotaClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig(), ...overrides };
  const securityHeaders = rawSecurityHeaders(config);
  // pino through Fastify; its request log carries method, url and status, never cookies or headers.
  // trustProxy decides where `request.ip` (the feedback rate limit's key) comes from (config.ts).
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // What the router refuses before any route (a path that is not percent-encoded UTF-8, a path
    // parameter longer than it takes) and what Node's HTTP parser refuses before Fastify sees a
    // request: 400s in our shape, with a text code, never Fastify's own bodies.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw);
      answerFrameworkError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
    // While closing, requests get our own 503 with a text code (registerClosingAnswer).
    return503OnClosing: false,
  });
  // First: every answer, also an error or a refusal of a later hook, carries the headers.
  await registerSecurityHeaders(app, config);
  // Then: a host name the server does not serve is refused before anything else reads the request.
  registerHostCheck(app, config);
  registerApiErrors(app);
  registerClosingAnswer(app);
  app.decorate('fileStore', fileStore);
  const jobs =
    givenJobs ??
    (await openJobQueueWhenReachable(db, {
      supervise: false,
      onError: (error) => app.log.warn({ reason: error.message }, 'job queue'),
    }));
  if (!givenJobs) app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  if (metrics) app.decorate('serverMetrics', await registerMetrics(app, { db, jobs }));
  app.decorate('quotas', createQuotas(db, config.quotas, quotaClock));
  app.decorate('callersOwnContext', (schema: object, owner: Owner | null) =>
    callersOwnContext(db, schema, owner),
  );
  await app.register(cookie);
  await app.register(formbody);
  await registerUploads(app, { uploadMaxBytes: config.uploadMaxBytes });

  registerHealth(app, db, health);

  await registerAuth(app, { db, authMode, config });
  if (authMode === 'mock') registerMockMailbox(app, mailCatcher);
  registerApi(app, { db, authMode, config, bodyLimit: config.bodyLimit });

  const openApi = buildOpenApi(servedOperations({ authMode, intraApi: config.intraApi }), {
    https: config.https,
  });
  app.get('/api/openapi.json', async () => openApi);

  // Placeholders of the service API (issue 3): they prove the session guard of /api/api/* and the
  // XSRF check of state-changing requests until real routes exist.
  const ping = async (request: FastifyRequest) => ({ pong: true, henro: request.session?.henro ?? null });
  app.get('/api/api/v1/ping', ping);
  app.post('/api/api/v1/ping', ping);

  // PDFs render in the worker pool (work/pool.ts), which closes with the app.
  attachWorkPool(app, config.workerThreads, [PDF_TASKS, EKEVI_TASKS, PAYMENTS_TASKS]);
  await servePortal(app, config.portalDir);
  return app;
}
