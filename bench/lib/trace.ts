/**
 * Chromium's own trace of a phase (`--trace`): where the time to the next paint goes on the page's
 * main thread — script, style, layout, paint, … — which the JS profiler (`--profile`) lumps
 * together as "(program)".
 */
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = ['devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline'];

/**
 * The main-thread steps of a frame, by the trace events' names (as Chromium 156 writes them). Some
 * nest: script runs within an event's dispatch, and a forced style and layout within script.
 */
const STEPS: Record<string, string> = {
  FunctionCall: 'script',
  EventDispatch: 'event dispatch (script within)',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  'Document::UpdateStyleAndLayout': 'style and layout forced by script',
  HitTest: 'hit test',
  UpdateLayer: 'update layer',
  'LocalFrameView::RunAccessibilitySteps': 'accessibility',
};

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

export interface StepTime {
  step: string;
  /** ms over the whole phase, on the renderer's main thread. */
  totalMs: number;
}

/** Stops the trace; the main thread's time by step over the phase. */
export async function stopTrace(browser: Browser): Promise<{ steps: StepTime[]; raw: Buffer }> {
  const raw = await browser.stopTracing();
  const { traceEvents } = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const totals = new Map<string, StepTime>();
  for (const event of traceEvents) {
    const step = STEPS[event.name];
    if (!step || event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    const entry = totals.get(step) ?? { step, totalMs: 0 };
    entry.totalMs += (event.dur ?? 0) / 1000;
    totals.set(step, entry);
  }
  return { steps: [...totals.values()].sort((a, b) => b.totalMs - a.totalMs), raw };
}
