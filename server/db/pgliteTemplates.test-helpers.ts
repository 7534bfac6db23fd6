/**
 * For the test suites: PGlite databases copied from templates made once per run, instead of
 * created afresh each time. Creating a PGlite database (its initdb, in WASM) takes about 5 s of
 * CPU on this project's 2-core machine; copying a closed one's directory and opening it takes
 * well under 1 s. The suites open some 40 databases a run.
 *
 * `makePgliteTemplates(dir)` (the server and e2e projects' global setup, tests/pglite-templates.ts)
 * writes two closed databases — `blank` (created, nothing in it) and `seeded` (migrated and
 * seeded as `npm start` does) — and names their directory in `PGLITE_TEMPLATES_DIR`, which the
 * test workers inherit. `openPgliteCopy(dir, template)` opens a copy in `dir`; without the
 * variable (a suite run outside Vitest, `npm run fuzz`) it creates the database as before, so
 * the result is the same either way.
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from './index.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

export type PgliteTemplate = 'blank' | 'seeded';

export const PGLITE_TEMPLATES_ENV = 'PGLITE_TEMPLATES_DIR';

/** Writes the `blank` and `seeded` templates under `dir` (each closed cleanly, ready to copy). */
export async function makePgliteTemplates(dir: string): Promise<void> {
  const blankDir = join(dir, 'blank');
  const blank = await openDatabase({ pgliteDir: blankDir });
  await blank.close();
  cpSync(blankDir, join(dir, 'seeded'), { recursive: true });
  const seeded = await openDatabase({ pgliteDir: join(dir, 'seeded') });
  await migrateAndSeed(seeded, () => seeded.close());
  await seeded.close();
}

/** Migrates and seeds `db` as `npm start` does; if that fails, runs `undo` (close, dispose) and throws. */
export async function migrateAndSeed(db: Database, undo: () => Promise<void>): Promise<void> {
  try {
    await migrate(db);
    await seed(db);
  } catch (error) {
    await undo();
    throw error;
  }
}

/**
 * A PGlite database in `dir` (which must not exist yet or be empty): a copy of the run's template
 * when there is one, else created (and for `seeded`, migrated and seeded) here.
 */
export async function openPgliteCopy(dir: string, template: PgliteTemplate): Promise<Database> {
  if (copyPgliteTemplate(dir, template)) return openDatabase({ pgliteDir: dir });
  const db = await openDatabase({ pgliteDir: dir });
  if (template === 'seeded') await migrateAndSeed(db, () => db.close());
  return db;
}

/**
 * Copies the run's template into `dir` (which must not exist yet or be empty) when there is one,
 * and answers whether it did. For a server that a test starts as a process of its own on a data
 * directory (`DATA_DIR/pglite`): it then opens the copy instead of creating its database (~5 s).
 */
export function copyPgliteTemplate(dir: string, template: PgliteTemplate): boolean {
  const templatesDir = process.env[PGLITE_TEMPLATES_ENV];
  if (!templatesDir || !existsSync(join(templatesDir, template))) return false;
  mkdirSync(dir, { recursive: true });
  cpSync(join(templatesDir, template), dir, { recursive: true });
  return true;
}
