/**
 * The bench's budgets (issue 48): the figures of `npm run bench` that do not depend on the machine's
 * speed — sizes, and ratios measured side by side in the same run — against committed limits.
 * `.ci/run` runs `node bench/budgets.ts` after the bench and fails on a regression beyond noise.
 * Each limit says why its margin is what it is. Timings in milliseconds are not budgeted: this
 * machine's speed swings several-fold within a minute (bench/README.md).
 *
 *   node bench/budgets.ts [bench/results/latest.json]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AFTER_SUBMIT_CASES, KEYSTROKE_CASES } from './lib/sideBySide.ts';

/**
 * Plain RJSF's keystrokes over the engine's at 200 rentees (bench/lib/sideBySide.ts). Set from three
 * runs of 2026-11-30 made back to back on an idle machine: the smallest script ratio of the four
 * cases was 2.5, 2.2 and 2.8 (each case 2.2–5.5), the smallest to-next-paint ratio 1.0, 1.0 and 1.3.
 * On 2026-12-03, four runs: the smallest script ratio 3.0–3.3 (each case 3.0–7.7), paint 1.0 in each
 * case (both forms at the 16 ms floor; the slow-CPU pass below is where paint tells them apart).
 */
const RJSF_SCRIPT_MIN = 1.5;
const RJSF_SCRIPT_WHY =
  'the smallest case measured 2.2–2.8 in three runs of 2026-11-30, 3.0–3.3 in four of 2026-12-03 (goal 3; ' +
  '2.4 in a CI run of 2026-12-02): 1.5 keeps a busy minute ' +
  "from failing CI and catches a cost like the group context's (~5 ms a keystroke put the first case at ~1.4)";
const RJSF_PAINT_MIN = 0.75;
const RJSF_PAINT_WHY =
  'the smallest case measured 1.0–1.3 (goal 2, not met yet); next paint comes in 8 ms steps over a ' +
  '16 ms floor, so one step either way moves a median ratio by a third: 0.75 (24 against 32 ms) ' +
  "fails only when the engine's page paints later than plain RJSF's by more than a step";

/**
 * The same ratio to the next paint on the slow-CPU pass (CPU throttled 4×, bench/run.ts), after the
 * failed submit: there the engine's validation of what changed, against RJSF validating the whole
 * form, shows in what the user waits for. Set from four runs of 2026-12-03: the smaller of the two
 * after-submit cases 2.3, 2.3, 2.0 and 2.3 (before the submit 1.0–1.7: RJSF's own keystroke is near the
 * 16 ms floor there, too, and is not budgeted).
 */
const RJSF_PAINT_SLOW_MIN = 1.4;
const RJSF_PAINT_SLOW_WHY =
  'the smaller after-submit case measured 2.0–2.3 in four runs (the engine 16–24, RJSF 48–56 ms); in 8 ms ' +
  "steps, 1.4 fails when the engine's page paints two steps later against RJSF's 48 ms (40 ms: 1.2×; " +
  '~4 ms more work a keystroke at full speed), three against its 56, not on one step of noise (32 against 48: 1.5×)';

export interface Budget {
  /** What the figure is, for the line printed. */
  label: string;
  unit: 'kB' | '%' | '×';
  /** The figure must stay at or under `max`, or at or over `min`. */
  max?: number;
  min?: number;
  /** Why the limit and its margin are what they are. */
  why: string;
}

export const BUDGETS = {
  frontPageServedKB: {
    label: "front page's initial JavaScript as served (brotli)",
    unit: 'kB',
    max: 100,
    why: 'the goal itself (issue 12, 48): sizes of one build are exact, so no margin for noise; 98.5 kB when set',
  },
  loginPageServedKB: {
    label: "login page's initial JavaScript as served (brotli)",
    unit: 'kB',
    max: 100,
    why: 'as the front page; 99.6 kB when set',
  },
  formCodeGzipKB: {
    label: 'landlord form code (gzip)',
    unit: 'kB',
    max: 120,
    why: 'the goal of issue 12; exact; 117.7 kB when set (the shared dialogs chunk counts: the form page loads it)',
  },
  submitShareOfDatabaseEchoPostgres: {
    label:
      'landlord submit on PostgreSQL, share of the database echo (the session read and one insert; median round)',
    unit: '%',
    min: 40,
    why:
      'medians of eleven rounds 58.6–69.7 % in four runs on 2026-12-02, 49.9 % beside a busy loop; ' +
      'the share of the bare echo it replaced failed on unchanged code (the commit that set it measured ' +
      '15.0 % beside the current 15.2 % that day: the database echo itself was 19.6 % of the echo, the ' +
      'machine’s round trips): 40 catches a cost of a third of the throughput, such as the four round ' +
      'trips the submit once made (172 against 422 a second), not one extra select (59.5 → 49.3 %)',
  },
  rjsfScriptRatio200: {
    label:
      'plain RJSF vs the engine at 200 rentees, script (median), the smallest of the four keystroke cases',
    unit: '×',
    min: RJSF_SCRIPT_MIN,
    why: RJSF_SCRIPT_WHY,
  },
  rjsfPaintRatio200: {
    label: 'plain RJSF vs the engine at 200 rentees, to next paint (median), the smallest of the four cases',
    unit: '×',
    min: RJSF_PAINT_MIN,
    why: RJSF_PAINT_WHY,
  },
  rjsfPaintRatio200SlowCpu: {
    label:
      'plain RJSF vs the engine at 200 rentees on a CPU 4× slower, to next paint (median), the smaller of the two after-submit cases',
    unit: '×',
    min: RJSF_PAINT_SLOW_MIN,
    why: RJSF_PAINT_SLOW_WHY,
  },
  tracingSharePostgres: {
    label: 'traced submit on PostgreSQL, share of the untraced (median round)',
    unit: '%',
    min: 75,
    why:
      'medians of seven rounds 84.7–92.0 % in four runs with statements traced by hand, rounds ' +
      '70–104 %, but 68.2 % in CI on a machine four times slower than usual; with eleven rounds and ' +
      'a receiver that counts the spans without parsing them (its work had been the traced side’s), ' +
      '88.7–89.1 % here, 90.2 % beside two busy loops: 75 catches a cost like the span per Fastify ' +
      'hook (a third of the throughput), not one like instrumentation-pg (81 %); the 90 % goal is ' +
      'printed by the bench',
  },
} as const satisfies Record<string, Budget>;

export type Figures = Partial<Record<keyof typeof BUDGETS, number>>;

interface SideBySideJson {
  ratios?: {
    rentees: number;
    case: string;
    script: { median: number | null };
    paint: { median: number | null };
  }[];
}

interface LatestJson {
  sideBySide?: SideBySideJson;
  slowCpu?: SideBySideJson | null;
  bundle?: { formGzip?: number } | null;
  initialJs?: { path: string; chunks: { served: number }[] }[];
  api?: { submit?: { backend: string; shareOfDatabaseEcho?: number }[] };
  tracing?: { scenarios?: { backend: string; name: string; share: number }[] };
}

/** The budgeted figures of a bench run's `latest.json` (a figure the run did not measure is left out). */
export function figuresOf(latest: LatestJson): Figures {
  const served = (path: string) => {
    const page = latest.initialJs?.find((each) => each.path === path);
    return page ? page.chunks.reduce((sum, chunk) => sum + chunk.served, 0) / 1000 : undefined;
  };
  const submit = latest.api?.submit?.find((each) => each.backend === 'PostgreSQL');
  const tracing = latest.tracing?.scenarios?.find(
    (each) => each.backend === 'PostgreSQL' && each.name === 'applications',
  );
  // The smallest ratio over keystroke cases at 200 rentees (adding a rentee is reported, not
  // budgeted); a case missing leaves the figure unmeasured.
  const smallest = (
    sideBySide: SideBySideJson | null | undefined,
    cases: readonly string[],
    pick: (one: NonNullable<SideBySideJson['ratios']>[number]) => number | null,
  ) => {
    const at200 = (sideBySide?.ratios ?? []).filter((one) => one.rentees === 200 && cases.includes(one.case));
    return at200.length === cases.length && at200.every((one) => pick(one) !== null)
      ? Math.min(...at200.map((one) => pick(one) ?? 0))
      : undefined;
  };
  const figures: Figures = {
    frontPageServedKB: served('/'),
    loginPageServedKB: served('/kirjaudu'),
    formCodeGzipKB: latest.bundle?.formGzip !== undefined ? latest.bundle.formGzip / 1000 : undefined,
    submitShareOfDatabaseEchoPostgres:
      submit?.shareOfDatabaseEcho !== undefined ? submit.shareOfDatabaseEcho * 100 : undefined,
    tracingSharePostgres: tracing ? tracing.share * 100 : undefined,
    rjsfScriptRatio200: smallest(latest.sideBySide, KEYSTROKE_CASES, (one) => one.script.median),
    rjsfPaintRatio200: smallest(latest.sideBySide, KEYSTROKE_CASES, (one) => one.paint.median),
    rjsfPaintRatio200SlowCpu: smallest(latest.slowCpu, AFTER_SUBMIT_CASES, (one) => one.paint.median),
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
}

export interface BudgetCheck {
  lines: string[];
  failures: string[];
}

/** Each budget against its figure; a budget without a figure fails (the bench did not measure it). */
export function checkBudgets(figures: Figures, budgets: Record<string, Budget> = BUDGETS): BudgetCheck {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const [name, budget] of Object.entries(budgets)) {
    const value = figures[name as keyof Figures];
    const limit = budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`;
    if (value === undefined) {
      failures.push(name);
      lines.push(`FAIL ${budget.label}: not measured (budget ${limit} ${budget.unit})`);
      continue;
    }
    const ok =
      (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
    if (!ok) failures.push(name);
    lines.push(
      `${ok ? 'ok  ' : 'FAIL'} ${budget.label}: ${value.toFixed(1)} ${budget.unit} (budget ${limit} ${budget.unit}; ${budget.why})`,
    );
  }
  return { lines, failures };
}

if (import.meta.filename === process.argv[1]) {
  const file =
    process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), 'results', 'latest.json');
  const { lines, failures } = checkBudgets(figuresOf(JSON.parse(readFileSync(file, 'utf8')) as LatestJson));
  console.log(`bench budgets (${file}):\n${lines.map((line) => `  ${line}`).join('\n')}`);
  if (failures.length > 0) {
    console.error(`bench budgets: ${failures.length} over budget: ${failures.join(', ')}`);
    process.exit(1);
  }
}
