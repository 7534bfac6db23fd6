/**
 * The server and e2e projects' global setup: makes the run's PGlite templates once
 * (server/db/pgliteTemplates.test-helpers.ts) and names their directory in the environment, which
 * the test workers inherit. Both projects list this file; the templates are made once per run
 * whichever starts first, and removed when the last of them ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePgliteTemplates, PGLITE_TEMPLATES_ENV } from '../server/db/pgliteTemplates.test-helpers.ts';

interface Shared {
  ready: Promise<string>;
  users: number;
}

// On globalThis: Vitest may load this file once per project, in the same process.
const key = Symbol.for('vuokravakuus.pgliteTemplates');
const scope = globalThis as unknown as Record<symbol, Shared | undefined>;

export default async function setup(): Promise<() => void> {
  let shared = scope[key];
  if (shared === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'vuokravakuus-templates-'));
    const started = performance.now();
    const ready = makePgliteTemplates(dir).then(() => {
      console.info(`PGlite templates made in ${Math.round(performance.now() - started)} ms`);
      return dir;
    });
    shared = { ready, users: 0 };
    scope[key] = shared;
  }
  shared.users++;
  const dir = await shared.ready;
  process.env[PGLITE_TEMPLATES_ENV] = dir;
  return () => {
    const current = scope[key];
    if (current === undefined || --current.users > 0) return;
    scope[key] = undefined;
    rmSync(dir, { recursive: true, force: true });
  };
}
