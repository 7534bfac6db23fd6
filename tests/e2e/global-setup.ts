/**
 * The e2e project's global setup: builds the portal once (`vite build` → dist/portal), which every
 * e2e file's server then serves. Runs only when the e2e project runs.
 *
 * The build is the production build that `npm run build` makes. Vitest sets `NODE_ENV=test` in its
 * process, and Vite's build takes `process.env.NODE_ENV` from it before its `mode`
 * (vitejs/vite#11303): React's development build (~2× its code, with its checks and warnings) was in
 * the portal that the e2e files tested. So NODE_ENV is `production` while the build runs, and the
 * built React chunk is checked to be React's production build.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** A link that only React DOM's development build has (its "Download the React DevTools" hint). */
export const REACT_DEVELOPMENT_MARKER = 'react.dev/link/react-devtools';

export default async function setup(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const started = performance.now();
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
  await assertReactProduction(join(root, 'dist', 'portal', 'assets'));
  console.info(`e2e: portal built in ${Math.round(performance.now() - started)} ms`);
}

async function assertReactProduction(assets: string): Promise<void> {
  const react = (await readdir(assets)).filter((file) => /^react-[\w-]+\.js$/.test(file));
  if (react.length !== 1)
    throw new Error(`e2e: expected one React chunk in ${assets}, found ${react.length}`);
  const code = await readFile(join(assets, react[0]!), 'utf8');
  if (code.includes(REACT_DEVELOPMENT_MARKER)) {
    throw new Error(`e2e: ${react[0]} is React's development build; the e2e files test the production build`);
  }
}
