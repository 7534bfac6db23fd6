/**
 * The Fastify application: `buildApp` wires the database, the auth mode and the settings into one
 * instance. `main.ts` runs it; tests build it on a throw-away database and listen on port 0.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { registerApi } from './api/handlers';
import { buildOpenApi } from './api/openapi';
import { registerApiErrors, TEXT_CODES as API_TEXT_CODES } from './api/register';
import { text } from './language';
import { defaultConfig, type AuthMode, type ServerConfig } from './config';
import type { Database } from './db';
import { registerAuth } from './auth/plugin';
import { registerUploads } from './files/multipart';

export interface BuildAppOptions {
  db: Database;
  authMode: AuthMode;
  /** Settings; anything left out takes `defaultConfig()`. */
  config?: Partial<ServerConfig>;
}

export async function buildApp({
  db,
  authMode,
  config: overrides = {},
}: BuildAppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig(), ...overrides };
  // pino through Fastify; its request log carries method, url and status, never cookies or headers.
  // trustProxy decides where `request.ip` (the feedback rate limit's key) comes from (config.ts).
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  registerApiErrors(app);
  await app.register(cookie);
  await app.register(formbody);
  await registerUploads(app, { uploadMaxBytes: config.uploadMaxBytes });

  app.get('/api/health', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: db.kind });
    }
  });

  await registerAuth(app, { db, authMode, config });
  registerApi(app, { db, authMode, config, bodyLimit: config.bodyLimit });

  const openApi = buildOpenApi();
  app.get('/api/openapi.json', async () => openApi);

  // Placeholders of the service API (issue 3): they prove the session guard of /api/api/* and the
  // XSRF check of state-changing requests until real routes exist.
  const ping = async (request: FastifyRequest) => ({ pong: true, henro: request.session?.henro ?? null });
  app.get('/api/api/v1/ping', ping);
  app.post('/api/api/v1/ping', ping);

  await servePortal(app, config.portalDir);
  return app;
}

/**
 * The built portal at `/` with an SPA fallback: a GET of any other non-`/api` path that is not a
 * file answers index.html, so the portal's router takes deep links. Everything else unknown is 404.
 */
async function servePortal(app: FastifyInstance, portalDir: string | null): Promise<void> {
  const index = portalDir ? join(portalDir, 'index.html') : null;
  const hasPortal = portalDir !== null && index !== null && existsSync(index);
  if (hasPortal) await app.register(fastifyStatic, { root: portalDir, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      hasPortal &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api'
    )
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .code(404)
      .send({ code: API_TEXT_CODES.notFound, message: text(request, API_TEXT_CODES.notFound) });
  });
  if (!hasPortal) app.log.info({ portalDir }, 'no built portal to serve (npm run build)');
}
