/**
 * Figures of a ledger: per step, how many requests, their answers, and the latency percentiles of
 * the answered ones; and the verdict lines every part prints.
 */
import { percentile } from '../lib/stats.ts';
import { STEP_NAMES, type Entry, type StepName } from './journey.ts';

export interface StepFigures {
  step: StepName;
  sent: number;
  /** Answered 2xx with what the step expects. */
  ok: number;
  /** Answered, but 4xx/5xx or not what the step expects. */
  wrong: number;
  /** No answer: timed out, or the connection failed or closed under it. */
  failed: number;
  /** Still in flight when the run ended (not counted as errors). */
  cut: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** e.g. `503 ×12`, `ECONNRESET ×1`, `mismatch: not a PDF ×1`. */
  problems: Map<string, number>;
}

export const isOk = (entry: Entry): boolean =>
  entry.status !== undefined && entry.status >= 200 && entry.status < 300 && !entry.mismatch;

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** What went wrong with an entry, or null. */
export function problemOf(entry: Entry): string | null {
  if (entry.status === undefined) return entry.failure ? `no answer (${entry.failure})` : null;
  if (entry.mismatch) return `${entry.status}: ${entry.mismatch}`;
  if (entry.status >= 200 && entry.status < 300) return null;
  return `${entry.status}${entry.code ? ` ${entry.code}` : ''}`;
}

export function stepFigures(entries: readonly Entry[]): StepFigures[] {
  return STEP_NAMES.map((step) => {
    const own = entries.filter((entry) => entry.step === step);
    const latencies = own.filter(isOk).map((entry) => entry.ms!);
    const problems = new Map<string, number>();
    for (const entry of own) {
      const problem = problemOf(entry);
      if (problem) count(problems, problem);
    }
    return {
      step,
      sent: own.length,
      ok: latencies.length,
      wrong: own.filter((entry) => entry.status !== undefined && !isOk(entry)).length,
      failed: own.filter((entry) => entry.status === undefined && entry.failure).length,
      cut: own.filter((entry) => entry.status === undefined && !entry.failure).length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? Math.max(...latencies) : null,
      problems,
    };
  });
}

const f = (value: number | null) => (value === null ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

export function describeSteps(figures: readonly StepFigures[], indent = '  '): string[] {
  const lines = [
    `${indent}${'step'.padEnd(34)} ${'sent'.padStart(6)} ${'2xx'.padStart(6)} ${'errors'.padStart(6)}   p50 / p95 / p99 / max ms`,
  ];
  for (const step of figures) {
    const errors = step.wrong + step.failed;
    lines.push(
      `${indent}${step.step.padEnd(34)} ${String(step.sent).padStart(6)} ${String(step.ok).padStart(6)} ${String(errors).padStart(6)}   ` +
        `${f(step.p50)} / ${f(step.p95)} / ${f(step.p99)} / ${f(step.max)}` +
        (step.cut ? `  (${step.cut} in flight at the end)` : '') +
        (step.problems.size
          ? `  ${[...step.problems].map(([problem, n]) => `${problem} ×${n}`).join(', ')}`
          : ''),
    );
  }
  return lines;
}

export interface Verdict {
  name: string;
  pass: boolean;
  detail: string;
}

export function verdictLine(verdict: Verdict): string {
  return `${verdict.pass ? 'PASS' : 'FAIL'} ${verdict.name}: ${verdict.detail}`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
