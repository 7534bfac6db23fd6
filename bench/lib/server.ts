/**
 * The real server for the production build: the Fastify app of server/ on a throw-away PGlite
 * database (migrated and seeded with the test users, as `npm start` does), serving dist/portal.
 * Every response carries the server's own Content-Security-Policy (server/security.ts: scripts
 * and styles `'self'` only, no 'unsafe-inline', no 'unsafe-eval'), the one production sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { DEFAULT_QUOTAS, type QuotaLimits } from '../../server/quotas.ts';
import { contentSecurityPolicy } from '../../server/security.ts';

/**
 * The bench's quotas: its clients are a few seeded users on one address sending thousands of
 * requests, which one real user's quotas (server/quotas.ts, issue 41; tested in
 * tests/api/quotas.test.ts) would refuse: the bench measures throughput, not the quotas.
 */
export const BENCH_QUOTAS: QuotaLimits = {
  ...DEFAULT_QUOTAS,
  mockLoginsPerMinute: 1_000_000,
  uploadsPerHour: 1_000_000,
  uploadBytesPerDay: 1e15,
  draftsPerUser: 1_000_000,
};

/** The policy the server sends over plain HTTP in mock mode (as the bench runs it). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ https: false, oidc: null });

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A script the bench adds to the page as the policy's control: same origin, so `script-src 'self'`
 * lets it run, and it tries to evaluate a string, which the policy must refuse.
 */
export const EVAL_CONTROL_PATH = '/__bench/eval-control.js';
const EVAL_CONTROL_SCRIPT = `try {
  window.__benchEvalControl = new Function('return "allowed"')();
} catch (error) {
  window.__benchEvalControl = 'refused: ' + error.name;
}
`;

export async function serveStatic(rootDir: string): Promise<StaticServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const db = await openDatabase({ pgliteDir: dataDir });
  await migrate(db);
  await seed(db);
  const app = await buildApp({
    db,
    authMode: 'mock',
    // Plain HTTP on 127.0.0.1, whatever NODE_ENV is (the bench's own vite build sets it to production).
    config: { logLevel: 'silent', portalDir: resolve(rootDir), https: false, quotas: BENCH_QUOTAS },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.get(EVAL_CONTROL_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(EVAL_CONTROL_SCRIPT),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
