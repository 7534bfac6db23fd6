/**
 * `npx tsx server/main.ts`: reads the environment (see README.md), migrates the database and
 * seeds it in mock mode (never in oidc mode: users come from the provider), removes the file
 * store's orphans (bytes a crash left without their row), listens (in oidc mode
 * after reading the provider's metadata once; an unreachable provider stops the start-up), and on
 * SIGTERM/SIGINT closes Fastify first (finishing requests in flight) and the database after it.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { readEnv } from './config';
import { openDatabase } from './db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { databaseFileStore, directoryFileStore } from './files/fileStore';
import { sharedWorkPool } from './work/pool';

async function main(): Promise<void> {
  const settings = readEnv();
  const db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: join(settings.dataDir, 'pglite'),
  });
  const fileStore =
    settings.fileStore === 'directory'
      ? directoryFileStore(join(settings.dataDir, 'files'))
      : databaseFileStore();
  const app = await buildApp({ db, authMode: settings.authMode, config: settings.config, fileStore });
  if (settings.mockInProductionWarning) {
    for (let line = 0; line < 3; line++) app.log.warn(settings.mockInProductionWarning);
  }
  const applied = await migrate(db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (settings.authMode === 'mock' && (await seed(db))) app.log.info('test users seeded');
  const orphans = await fileStore.removeOrphans(db);
  app.log.info({ fileStore: fileStore.kind, orphansRemoved: orphans }, 'file store ready');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => db.close())
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
  // The PDF threads start now (tsx loads the renderer in each), not at the first user's PDF.
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
