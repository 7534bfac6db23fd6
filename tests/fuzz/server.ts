/**
 * The server the fuzzer runs against: the app on a seeded database of its own (PGlite in a
 * temporary directory, or a schema of its own on `DATABASE_URL`'s PostgreSQL, dropped afterwards),
 * as the API suites have it (server/test-helpers.ts).
 */
import type { ServerConfig } from '../../server/config.ts';
import type { Database, DatabaseKind } from '../../server/db/index.ts';
import { openSeededDatabase, startApp } from '../../server/test-helpers.ts';

export const FUZZ_SERVER_CONFIG: Partial<ServerConfig> = {
  // Files over the upload limit are fuzzed too: a small limit keeps those cases small.
  uploadMaxBytes: 100_000,
};

export interface FuzzServer {
  baseUrl: string;
  db: Database;
  stop(): Promise<void>;
}

export async function startFuzzServer(
  kind: DatabaseKind,
  config: Partial<ServerConfig> = {},
): Promise<FuzzServer> {
  const test = await openSeededDatabase(kind);
  try {
    const { app, baseUrl } = await startApp(test.db, { portalDir: null, ...FUZZ_SERVER_CONFIG, ...config });
    return {
      baseUrl,
      db: test.db,
      async stop() {
        await app.close();
        await test.dispose();
      },
    };
  } catch (error) {
    await test.dispose();
    throw error;
  }
}
