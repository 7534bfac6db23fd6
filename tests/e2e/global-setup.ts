/**
 * The e2e project's global setup: builds the portal once (`vite build` → dist/portal), which every
 * e2e file's server then serves. Runs only when the e2e project runs.
 */
import { join, resolve } from 'node:path';
import { build } from 'vite';

export default async function setup(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const started = performance.now();
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.info(`e2e: portal built in ${Math.round(performance.now() - started)} ms`);
}
