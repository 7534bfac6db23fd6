/**
 * The order `npm test` gives its files to its two workers: the long files first (the e2e files and
 * the contract fuzzer, a minute or more each), then every other project's files together, so that
 * neither worker is left finishing one long file alone at the end, and a worker that runs files
 * without isolation (`isolate: false`) keeps its modules from one file to the next.
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

/** Long files outside the e2e project, longest first (seen 140–175 s for the fuzzer). */
const LONG_FILES = ['tests/api/fuzz.test.ts'];

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
