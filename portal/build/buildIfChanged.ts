/**
 * `npm start`'s first step: builds the portal (`npm run build`) unless the build in `dist/portal`
 * was made from exactly the files it would be made from now. A warm `npm start` then starts the
 * server in a few seconds instead of waiting for a build whose output would be the same.
 *
 * What the build is made from: every file under the folders the portal and its precompiled
 * validators are built from, and the files that configure the build and pin its packages. Their
 * paths and contents are hashed (SHA-256); the hash of the last successful build is kept beside its
 * output in `dist/portal.inputs`. Any difference — a file changed, added or removed, another
 * `package-lock.json` — builds again. `npm run build` alone always builds.
 *
 * `node portal/build/buildIfChanged.ts [--check]`: `--check` only says whether a build is needed
 * (exit 0: up to date, 1: it would build), for tests and the curious.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folders whose files the build reads (the portal, what it imports, the forms it precompiles). */
export const INPUT_FOLDERS = ['portal', 'engine', 'api', 'catalogue', 'texts', 'validators', 'schemas'];
/** The build's configuration and the packages it is built with. */
export const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** What lies inside the input folders but is no input: the precompiled validators (an output of the build), packages. */
const isNotInput = (file: string) =>
  file.startsWith('engine/generated/') || file.split('/').includes('node_modules');

/** The stamp of the last successful build, beside its output (not inside the served folder). */
export function stampFile(root: string): string {
  return join(root, 'dist', 'portal.inputs');
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The settings that change what the build makes: a preview build serves the draft forms
 * (FORM_DRAFTS, portal/build/formRegistry.ts), so turning it on or off builds again.
 */
export const INPUT_SETTINGS = ['FORM_DRAFTS'];

/** The hash of every input's path and contents, in a fixed order, and of the build's settings. */
export function inputsHash(root: string = repoRoot, env: NodeJS.ProcessEnv = process.env): string {
  const files = [
    ...INPUT_FOLDERS.flatMap((folder) => filesUnder(join(root, folder))),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .map((file) => relative(root, file))
    .filter((file) => !isNotInput(file))
    .sort();
  const hash = createHash('sha256');
  for (const name of INPUT_SETTINGS) hash.update(`${name}=${env[name] ?? ''}\0`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist/portal` and the precompiled validators were built from the inputs as they are now. */
export function buildIsCurrent(root: string = repoRoot, env: NodeJS.ProcessEnv = process.env): boolean {
  const stamp = stampFile(root);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist', 'portal', 'index.html'))) return false;
  if (!existsSync(join(root, 'engine', 'generated'))) return false;
  return readFileSync(stamp, 'utf8').trim() === inputsHash(root, env);
}

function main(): void {
  const current = buildIsCurrent();
  if (process.argv.includes('--check')) {
    console.log(current ? 'portal: the build is up to date' : 'portal: a build is needed');
    process.exit(current ? 0 : 1);
  }
  if (current) {
    console.log('portal: built from these very files already (dist/portal.inputs); not rebuilt');
    return;
  }
  // The hash before the build: a file changed while it runs makes the next start build again.
  const inputs = inputsHash();
  // No stamp while the output is being replaced: a build that fails half-way is never taken as current.
  rmSync(stampFile(repoRoot), { force: true });
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile(repoRoot), `${inputs}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
