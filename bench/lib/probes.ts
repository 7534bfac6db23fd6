/**
 * What the bench installs in the page before any of the portal's scripts run (page.addInitScript):
 *
 * - script time per input/click: a capturing listener on window notes t0 when the event starts, a
 *   bubbling listener on window notes t1 when it has passed React's root listener (React 19 renders
 *   and commits a discrete event's update before that, or in the microtask checkpoint that runs
 *   right after its listener returns, so t1 - t0 is the script time up to React's commit);
 * - the Event Timing API's entries (durationThreshold 16 ms, the smallest allowed) that belong to an
 *   interaction, for the to-next-paint figure;
 * - every `securitypolicyviolation` event.
 */

export interface ScriptSample {
  type: 'input' | 'click';
  target: string;
  /** ms from the capturing listener to the bubbling listener on window. */
  duration: number;
}

export interface EventTimingSample {
  interactionId: number;
  name: string;
  duration: number;
  startTime: number;
  /** Input delay + processing: processingEnd - startTime. */
  processed: number;
}

export interface ViolationSample {
  violatedDirective: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

export interface BenchProbes {
  script: ScriptSample[];
  eventTiming: EventTimingSample[];
  violations: ViolationSample[];
}

declare global {
  interface Window {
    __bench?: BenchProbes;
  }
}

/** Runs in the page (serialized by Playwright), so it uses nothing from outside its own body. */
export function installProbes(): void {
  const probes: BenchProbes = { script: [], eventTiming: [], violations: [] };
  window.__bench = probes;
  const started = new Map<string, number>();
  for (const type of ['input', 'click'] as const) {
    window.addEventListener(type, () => started.set(type, performance.now()), { capture: true });
    window.addEventListener(type, (event) => {
      const end = performance.now();
      const start = started.get(type);
      if (start === undefined) return;
      // A click on a button's icon counts as the button's (RJSF's default add button holds an icon).
      const element =
        event.target instanceof Element ? (event.target.closest('button') ?? event.target) : null;
      const target = element ? element.id || element.tagName : '';
      probes.script.push({ type, target, duration: end - start });
    });
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    probes.violations.push({
      violatedDirective: event.violatedDirective,
      effectiveDirective: event.effectiveDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
      sample: event.sample,
    });
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        probes.eventTiming.push({
          interactionId: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          processed: entry.processingEnd - entry.startTime,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing API: the to-next-paint figures stay empty.
  }
}
