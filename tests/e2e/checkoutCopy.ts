/** A copy of this checkout for a test that changes files (as git lists them, node_modules shared). */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../bench/load/server.ts';
import { copyPgliteTemplate } from '../../server/db/pgliteTemplates.test-helpers.ts';

/** Runs a command in the copy; its output is the error's message when it fails. */
export function run(copy: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(process.execPath, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** A copy of the checkout's files (as git lists them, untracked ones too), node_modules shared. */
export function copyCheckout(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(REPO_ROOT, file), join(copy, file));
    } catch (error) {
      // A file deleted in the work tree but still in git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * The copy's data directory (`DATA_DIR` of a server started in it), its embedded database the
 * run's seeded template (what `npm start` would create and seed on its first start).
 */
export function seededDataDir(copy: string): string {
  const dataDir = join(copy, 'data');
  copyPgliteTemplate(join(dataDir, 'pglite'), 'seeded');
  return dataDir;
}
