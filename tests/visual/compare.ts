/**
 * Compares a screenshot with its committed baseline (`tests/visual/baselines/NAME.png`), pixel by
 * pixel with pixelmatch (the comparison Playwright's own `toHaveScreenshot` is built on).
 *
 * - Anti-aliased pixels do not count (pixelmatch's `includeAA: false`), nor colour differences
 *   under `threshold` (0.1 of the YIQ range): what one run of Chromium draws differently from the
 *   next. `ALLOWED_PIXELS` more may differ; anything else fails: a border that disappears (a 130×44
 *   date input's border is ~700 px), a font size or a width that changes the page's size.
 * - A failure writes the new screenshot and a diff image (red where it differs) to
 *   `test-results/visual/`, for looking at.
 * - `UPDATE_BASELINES=1` writes the screenshots as the new baselines: review them as images
 *   before committing (tests/README.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url));
const RESULTS = fileURLToPath(new URL('../../test-results/visual/', import.meta.url));

/** Pixels that may differ beyond anti-aliasing: measured run to run as 0 (tests/README.md). */
export const ALLOWED_PIXELS = 20;

export type Comparison =
  | { name: string; status: 'same' | 'written'; differentPixels: number }
  | { name: string; status: 'differs' | 'resized' | 'missing'; differentPixels: number; message: string };

export function updating(): boolean {
  return process.env.UPDATE_BASELINES === '1';
}

/** The number of pixels of `actual` that differ from `expected` (same size). */
function differentPixels(expected: PNG, actual: PNG, diff?: PNG): number {
  return pixelmatch(expected.data, actual.data, diff?.data ?? null, expected.width, expected.height, {
    threshold: 0.1,
    includeAA: false,
  });
}

/** `keep: false` writes nothing to `test-results/visual/` (the suite's seeded change). */
export function compareWithBaseline(name: string, screenshot: Buffer, { keep = true } = {}): Comparison {
  const baselinePath = join(BASELINES, `${name}.png`);
  if (updating()) {
    writeFileSync(baselinePath, screenshot);
    return { name, status: 'written', differentPixels: 0 };
  }
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  // The same bytes are the same pixels, with nothing to decode: Chromium encodes the same picture
  // the same way (70 of 73 stories at 1280 px in a run here, whose decoding and comparing took 3 s).
  if (baseline?.equals(screenshot)) return { name, status: 'same', differentPixels: 0 };
  const actual = PNG.sync.read(screenshot);
  const fail = (status: 'differs' | 'resized' | 'missing', count: number, message: string, diff?: PNG) => {
    if (keep) {
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, `${name}.actual.png`), screenshot);
      if (diff) writeFileSync(join(RESULTS, `${name}.diff.png`), PNG.sync.write(diff));
    }
    return { name, status, differentPixels: count, message: `${name}: ${message} (test-results/visual/)` };
  };
  if (!baseline) return fail('missing', 0, 'no baseline; UPDATE_BASELINES=1 writes it');
  const expected = PNG.sync.read(baseline);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return fail(
      'resized',
      0,
      `${actual.width}×${actual.height} px against the baseline's ${expected.width}×${expected.height}`,
    );
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const count = differentPixels(expected, actual, diff);
  if (count > ALLOWED_PIXELS) {
    return fail('differs', count, `${count} pixels differ (at most ${ALLOWED_PIXELS} may)`, diff);
  }
  return { name, status: 'same', differentPixels: count };
}
