import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { precompress } from './portal/build/precompress.ts';
import { contractForBrowser, treeShakableReactRouter } from './portal/build/browserModules.ts';
import { formRegistry } from './portal/build/formRegistry.ts';
import { textRegisters } from './portal/build/textRegisters.ts';
import LongFilesFirst from './tests/sequencer.ts';
import SummaryReporter, { NODE_REPORTS } from './tests/summary-reporter.ts';
import { ownPageOnly } from './designer/files/ownOrigin.ts';

const PLAIN_TEXT_MARKDOWN = '\0plain-text-markdown';

/** The Storybook stories rendered in jsdom: a project of their own (test.projects below). */
const STORIES_TEST = '.storybook/stories.test.tsx';

/** What the dom and stories projects share: jsdom, its set-up, and the time a test may take. */
const JSDOM_TESTS = {
  environment: 'jsdom' as const,
  setupFiles: ['./tests/setup-dom.ts'],
  // Typing a whole form through user-event in jsdom takes seconds on a busy 2-core machine;
  // Vitest's 5 s default failed such tests there without anything being wrong. Speed is
  // measured by the bench (npm run bench), not by test timeouts.
  testTimeout: 20000,
};

/**
 * RJSF's markdown renderer (markdown-to-jsx, ~35 kB of the landlord form's gzip) becomes a
 * component that shows its text as it is — everywhere (dev server, tests, Storybook, build), so
 * that no environment behaves differently. RJSF parses markdown only for
 * `ui:enableMarkdownInDescription`/`ui:enableMarkdownInHelp` (which `schemas:check` refuses: texts
 * come from the register as plain text, and the engine's templates replace RJSF's description and
 * help templates anyway) and in developer messages of fields the engine does not use.
 */
function plainTextMarkdown(): Plugin {
  return {
    name: 'plain-text-markdown',
    enforce: 'pre',
    resolveId: (id) => (id === 'markdown-to-jsx/react' ? PLAIN_TEXT_MARKDOWN : null),
    load: (id) =>
      id === PLAIN_TEXT_MARKDOWN
        ? "import { createElement } from 'react';\n" +
          'export function Markdown({ children }) { return createElement("span", null, children); }\n' +
          'export default Markdown;\n'
        : null,
  };
}

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `npm run dev` and Storybook's dev server (which takes this file's settings) answer their own
 * pages only, as the designer does (issue 41): no page of another site or another local port, no
 * `/__open-in-editor` (designer/files/ownOrigin.ts).
 */
function ownPagesOnly(): Plugin {
  return {
    name: 'own-pages-only',
    configureServer(server) {
      server.middlewares.use(ownPageOnly({ ownHost: false }));
    },
  };
}

// Every suite runs in the agency's time zone (ARCHITECTURE.md, Conventions).
process.env.TZ = 'Europe/Helsinki';

export default defineConfig({
  root: 'portal',
  publicDir: false,
  server: {
    // Vite's default answers CORS for any localhost origin: a page on another local port could read
    // what the dev server serves (issue 41). And /@fs/ never serves the embedded database or the
    // uploaded files of a checkout where `npm start` has run (data/), besides Vite's own denials.
    cors: false,
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/data/**'] },
  },
  plugins: [
    ownPagesOnly(),
    react(),
    plainTextMarkdown(),
    contractForBrowser(repoRoot),
    textRegisters(repoRoot),
    formRegistry(),
    treeShakableReactRouter(),
    precompress(),
  ],
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser of the build's target (Vite's default, baseline widely available) knows
    // <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React is its own chunk and each lazily loaded page its own (App.tsx's lazy import), so the
        // bench (bench/README.md) can tell the form's code from the runtime and the shell.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
        // React's chunk is react-<hash> (the bench tells it by name). Every other chunk and style sheet is
        // c-<hash> / s-<hash>: the entry lists every lazily loaded file's name for its preloads, and
        // names such as "PaymentFileFormatPage" there cost the front page's budget (issue 12) more
        // than they tell anyone; the source maps name the modules.
        chunkFileNames: (chunk) => `assets/${chunk.name === 'react' ? 'react' : 'c'}-[hash].js`,
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/s-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    root: '.',
    // Vitest's default on this 2-core machine is one worker (cores − 1), and a project without file
    // parallelism runs after all the others: the whole run was serial (9 min on a quiet machine),
    // and Chromium's processes, the e2e servers and the real-time session tests' waits left a core
    // idle. Two workers share both cores among every project's files, the e2e files included (each
    // has its own server and database, tests/e2e/harness.ts).
    maxWorkers: 2,
    // The e2e files and the fuzzer first, then the other projects' files (tests/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default', new SummaryReporter()],
    // A worker that dies of a fatal error (V8 out of memory, a fatal native error) writes Node's
    // diagnostic report, which the summary reporter prints with the file that did not finish.
    execArgv: ['--report-on-fatalerror', '--report-compact', `--report-directory=${NODE_REPORTS}`],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // A worker keeps the modules it has evaluated from one file to the next (Vitest's
          // "disable isolation" recipe), here and in the server and dom projects: their files do not
          // depend on fresh module state, and runs in shuffled order show it (tests/README.md).
          isolate: false,
          // The property tests check hundreds of random forms each (engine/core/submission.test.ts:
          // 4.1 s alone on a quiet machine); Vitest's 5 s default failed one in a whole `npm test` on
          // a slow day (2026-12-03, the cores 96 % busy), nothing wrong. Speed is the bench's to measure.
          testTimeout: 20000,
          include: [
            '{validators,texts,engine,schemas,portal,designer,design}/**/*.test.ts',
            'tests/schemas/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['./tests/pglite-templates.global-setup.ts'],
          // A thread's first PDF decodes the fonts and a test's server opens its database: well
          // under a second on a quiet machine, past Vitest's 5 s and 10 s defaults when CI shares
          // the machine with other work (a cold render failed so). Speed is the bench's to measure.
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...JSDOM_TESTS,
          include: ['{engine,portal}/**/*.test.tsx', 'tests/forms/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, STORIES_TEST],
          // Without isolation a worker keeps its jsdom document from one file to the next as well
          // as its modules, which these files allow; the stories' file does not (below).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The stories' play functions type with Storybook's own bundled copy of user-event, which
          // prepares the document it types in with its own symbols. In a jsdom document that a
          // worker goes on using, the dom files' user-event then meets a second value interceptor
          // on every focused input, and their typing was lost (7 and 31 failed tests in two shuffled
          // runs; none in three without this file): so this file gets an isolated worker.
          name: 'stories',
          ...JSDOM_TESTS,
          include: [STORIES_TEST],
          // Foundations/Colours and Scales read design/tokens.css as text (`?raw`); Vitest hands other
          // stylesheets to jsdom as empty.
          css: { include: [/design\/tokens\.css/] },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // Each file starts its own server and database (tests/e2e/harness.ts); what a worker keeps
          // from one file to the next is the modules it has evaluated (the server's, playwright-core):
          // 'import' 23 → 6 s of the e2e project, 253 → 234 s back to back; and its Chromium, in
          // which each file opens contexts of its own (sharedBrowser).
          isolate: false,
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['./tests/pglite-templates.global-setup.ts', './tests/e2e/global-setup.ts'],
          // expect.poll waits for what a page computes after a key press (the designer's check of
          // a form with all its examples, a lazily loaded chunk): Vitest's 1 s failed such a wait
          // in CI while the machine was busy, with nothing wrong. It still fails if it never comes.
          expect: { poll: { timeout: 15000 } },
          testTimeout: 120000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
