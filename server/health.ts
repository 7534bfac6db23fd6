/**
 * The probes (issue 45), which answer any host name (security.ts) and need no session:
 *
 * - `GET /api/health/live`: the process answers. A liveness probe: failing, the instance is restarted.
 * - `GET /api/health/ready`: the database answers, every migration of this build is applied, the
 *   job queue runs and the instance is not draining. A readiness probe: failing, the load balancer
 *   sends it no new requests, and nothing is restarted (a database that is away comes back).
 * - `GET /api/health`: as before issue 45, the database answers (kept for existing monitors).
 *
 * SIGTERM sets `draining` first (main.ts), so readiness fails before the server starts closing.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/index.ts';
import { readMigrations } from './db/migrate.ts';

export interface HealthState {
  /** Set by main.ts on SIGTERM: the instance is about to close. */
  draining: boolean;
}

/** The newest migration this build has: applied, the schema is this build's. */
const LATEST_MIGRATION = readMigrations().at(-1)?.version ?? null;

async function databaseProblem(db: Database): Promise<'unreachable' | 'migrations-pending' | null> {
  try {
    if (LATEST_MIGRATION === null) return null;
    const { rows } = await db.query('select 1 from schema_migrations where version = $1', [LATEST_MIGRATION]);
    return rows.length > 0 ? null : 'migrations-pending';
  } catch (error) {
    // A missing schema_migrations is a database before its migrations, not one that is away.
    return (error as { code?: unknown }).code === '42P01' ? 'migrations-pending' : 'unreachable';
  }
}

export function registerHealth(app: FastifyInstance, db: Database, state: HealthState): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/api/health/live', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/api/health/ready', async (_request, reply) => {
    reply.headers(noStore);
    if (state.draining) return reply.code(503).send({ status: 'draining' });
    const problem = await databaseProblem(db);
    if (problem) {
      app.log.warn({ problem }, 'readiness: not ready');
      return reply.code(503).send({ status: problem, database: db.kind });
    }
    return { status: 'ok', database: db.kind };
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: db.kind });
    }
  });
}
