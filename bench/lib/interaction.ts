/**
 * Keystroke and add-rentee timings in the landlord form, driven through the UI with real input
 * events (CDP Input.dispatch*), read from the probes of probes.ts.
 */
import type { Page } from 'playwright-core';
import type { EventTimingSample, ScriptSample } from './probes.ts';

/** Where the driver finds a form's fields and buttons. */
export interface FormSelectors {
  landlordName: string;
  renteeFirstName: (index: number) => string;
  addRentee: string;
  submit: string;
  errorSummary: string;
  errorSummaryItems: string;
}

/** The portal's form (FormEngine). */
export const SELECTORS: FormSelectors = {
  landlordName: '#root_name',
  renteeFirstName: (index: number) => `#root_renteeInfo_${index}_firstName`,
  addRentee: 'button.ef-array__add',
  submit: '.engine-form button[type="submit"]',
  errorSummary: '.engine-error-summary',
  errorSummaryItems: '.engine-error-summary li',
};

/** The same form on plain RJSF with its default theme (bench/rjsf/): the same ids, RJSF's buttons and error list. */
export const PLAIN_RJSF_SELECTORS: FormSelectors = {
  ...SELECTORS,
  addRentee: '#root_renteeInfo__add',
  submit: 'form.rjsf button[type="submit"]',
  errorSummary: '.panel.errors',
  errorSummaryItems: '.panel.errors li',
};

/** 20 characters: letters of both cases and a space, as a name is typed. */
export const TYPED_TEXT = 'Aleksanteri Virtanen';

/** Resolves after the next frame has been produced (or after 1 s, so a hidden page cannot hang). */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const fallback = setTimeout(done, 1000);
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(fallback);
            done();
          }, 0),
        );
      }),
  );
}

async function resetProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probes = window.__bench;
    if (!probes) throw new Error('bench: the probes are not installed');
    probes.script.length = 0;
    probes.eventTiming.length = 0;
  });
}

async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The probes' samples; Event Timing entries only of interactions that started at or after `since`. */
async function readProbes(
  page: Page,
  since: number,
): Promise<{ script: ScriptSample[]; eventTiming: EventTimingSample[] }> {
  // Event Timing entries reach observers after the frame is presented; give them a moment.
  await page.waitForTimeout(400);
  return page.evaluate((start) => {
    const probes = window.__bench;
    if (!probes) throw new Error('bench: the probes are not installed');
    return {
      script: [...probes.script],
      eventTiming: probes.eventTiming.filter((entry) => entry.startTime >= start),
    };
  }, since);
}

/** The longest entry of each interaction (keydown/keyup or pointerdown/pointerup/click) in ms. */
function interactionDurations(entries: readonly EventTimingSample[]): number[] {
  const longest = new Map<number, number>();
  for (const entry of entries)
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  return [...longest.values()];
}

export interface TimingRun {
  /** Script time per event (input or click), ms. */
  script: number[];
  /** Interactions of at least 16 ms (Event Timing reports no shorter ones), ms. */
  toNextPaint: number[];
  /** How many interactions there were (one per keystroke or click). */
  interactions: number;
  /** Whether the field holds what was typed afterwards (false: the form lost or refused input). */
  valueKept?: boolean;
}

/**
 * Each interaction's time to the next paint. Event Timing reports none under 16 ms: those count as
 * 0 (`below16` of them).
 */
export function paintDurations(run: TimingRun): { durations: number[]; below16: number } {
  const below16 = Math.max(0, run.interactions - run.toNextPaint.length);
  return { durations: [...run.toNextPaint, ...Array<number>(below16).fill(0)], below16 };
}

/** Types `text` into the field one key at a time, waiting for a frame after each key. */
export async function typeMeasured(
  page: Page,
  selector: string,
  text: string = TYPED_TEXT,
): Promise<TimingRun> {
  await page.focus(selector);
  // In the middle of the viewport, as a user has the field they type in (at the very edge of the
  // viewport, headless Chromium presents no frame for the change, so Event Timing reports nothing).
  await page.evaluate(
    (field) => document.querySelector(field)?.scrollIntoView({ block: 'center' }),
    selector,
  );
  await nextPaint(page);
  await page.waitForTimeout(100);
  await resetProbes(page);
  const since = await pageNow(page);
  for (const character of text) {
    await page.keyboard.type(character);
    await nextPaint(page);
  }
  const { script, eventTiming } = await readProbes(page, since);
  const typed = await page.inputValue(selector);
  return {
    script: script.filter((sample) => sample.type === 'input').map((sample) => sample.duration),
    toNextPaint: interactionDurations(eventTiming),
    interactions: text.length,
    valueKept: typed.endsWith(text),
  };
}

/**
 * Clicks the add-rentee button until the form has `count` rentees (the first exists already),
 * measuring the last `measureLast` clicks.
 */
export async function addRentees(
  page: Page,
  selectors: FormSelectors,
  count: number,
  measureLast: number,
  beforeMeasuring?: () => Promise<void>,
): Promise<TimingRun | null> {
  const existing = await page.locator(`${selectors.addRentee}`).count();
  if (existing === 0 && count > 1) throw new Error('bench: no add-rentee button');
  let measured: TimingRun | null = null;
  let since = 0;
  for (let index = 1; index < count; index++) {
    const measuring = index >= count - measureLast;
    if (measuring && index === count - measureLast) {
      await beforeMeasuring?.();
      await resetProbes(page);
      since = await pageNow(page);
    }
    await page.click(selectors.addRentee);
    await page.waitForSelector(selectors.renteeFirstName(index), { state: 'attached', timeout: 10_000 });
    if (measuring) await nextPaint(page);
  }
  if (measureLast > 0 && count > 1) {
    const { script, eventTiming } = await readProbes(page, since);
    measured = {
      script: script
        .filter((sample) => sample.type === 'click' && sample.target.endsWith('__add'))
        .map((sample) => sample.duration),
      toNextPaint: interactionDurations(eventTiming),
      interactions: Math.min(measureLast, count - 1),
    };
  }
  return measured;
}

/** Submits the form as it is and waits for the error summary; returns how many errors it lists. */
export async function failSubmit(page: Page, selectors: FormSelectors): Promise<number> {
  await page.click(selectors.submit);
  await page.waitForSelector(selectors.errorSummary, { timeout: 10_000 });
  return page.locator(selectors.errorSummaryItems).count();
}
