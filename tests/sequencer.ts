/**
 * The order `npm test` gives its files to its two workers: the long files first (the e2e files, the
 * contract fuzzer and the stories in jsdom, most of a minute or more each), then every other
 * project's files together, so that neither worker is left finishing one long file alone at the
 * end, and a worker that runs files without isolation (`isolate: false`) keeps its modules from one
 * file to the next.
 *
 * Vitest's own order runs the projects one after another by name (dom, e2e, server, unit): the
 * fuzzer, the longest file, started at 440 s of 652 and ran alone to the end (tests/README.md).
 * Within each group the order is Vitest's: by the durations of this checkout's last run, longest
 * first, or by size on a fresh clone.
 *
 * `TEST_FILE_SEED=<n> npx vitest run` runs the files in a shuffled order instead (the same for the
 * same seed): files that pass only after some other file has run show up so (tests/README.md).
 */
import { relative } from 'node:path';
import fc from 'fast-check';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long files, longest first as a fresh clone measured them (s): the order when Vitest has no
 * durations of its own yet (a fresh clone, CI), where its fallback (by size) started the Storybook
 * e2e at 220 s of 500 and the stories' file at 456 s, alone at the end. Every other e2e file
 * follows them.
 */
const LONG_FILES = [
  'tests/e2e/storybook.e2e.ts', // 128
  'tests/e2e/designer.e2e.ts', // 100
  'tests/e2e/shell.e2e.ts', // 78
  'tests/e2e/intra.e2e.ts', // 53
  'tests/api/fuzz.test.ts', // 52
  'tests/e2e/realization.e2e.ts', // 48
  '.storybook/stories.test.tsx', // 42
  // Waits for the server processes it starts, most of a minute; by size it came last, alone at the
  // end (started at 1,021 s of a 1,200 s run on a slow day, when the files above took 2.5-3x their
  // figures here).
  'tests/api/server-process.test.ts',
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = process.env['TEST_FILE_SEED'];
    if (seed !== undefined)
      return fc.sample(fc.shuffledSubarray(files, { minLength: files.length }), {
        seed: Number(seed),
        numRuns: 1,
      })[0]!;
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const path = (spec: TestSpecification) => relative(root, spec.moduleId);
    const rank = (spec: TestSpecification) => {
      const listed = LONG_FILES.indexOf(path(spec));
      return listed >= 0 ? listed : spec.project.name === 'e2e' ? LONG_FILES.length : -1;
    };
    const lastDuration = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${path(spec)}`)?.duration;
    const long = sorted
      .filter((spec) => rank(spec) >= 0)
      .sort((a, b) => {
        const [durationA, durationB] = [lastDuration(a), lastDuration(b)];
        if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
        return rank(a) - rank(b);
      });
    return [...long, ...sorted.filter((spec) => rank(spec) < 0)];
  }
}
