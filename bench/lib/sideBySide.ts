/**
 * The portal's form beside the same form on plain RJSF (issue 48): for each count of rentees and
 * each case (the two fields, before and after a failed submit, and adding a rentee), how many times
 * longer plain RJSF took than the engine, in script and to the next paint. Both are measured in the
 * same run, one right after the other, so the ratio carries across machines where milliseconds do not.
 */
import { paintDurations, type TimingRun } from './interaction.ts';
import { summarize } from './stats.ts';

export interface MeasuredCount {
  rentees: number;
  addRentee: TimingRun | null;
  beforeSubmit: { renteeFirstName: TimingRun; landlordName: TimingRun };
  afterFailedSubmit: { renteeFirstName: TimingRun; landlordName: TimingRun } | null;
}

/** Plain RJSF's figure over the engine's: 3 means the engine took a third of RJSF's time. */
export interface CaseRatio {
  rentees: number;
  case: string;
  script: { median: number | null; p95: number | null };
  paint: { median: number | null; p95: number | null };
}

/** Event Timing reports nothing under 16 ms: such an interaction counts as 16 ms here, to either side's cost. */
const PAINT_FLOOR_MS = 16;

function paintFigures(run: TimingRun): number[] {
  return paintDurations(run).durations.map((value) => Math.max(value, PAINT_FLOOR_MS));
}

function ratio(rjsf: number | null, ours: number | null): number | null {
  return rjsf === null || ours === null || ours <= 0 ? null : rjsf / ours;
}

function caseRatio(rentees: number, label: string, ours: TimingRun, rjsf: TimingRun): CaseRatio {
  const [ourScript, rjsfScript] = [summarize(ours.script), summarize(rjsf.script)];
  const [ourPaint, rjsfPaint] = [summarize(paintFigures(ours)), summarize(paintFigures(rjsf))];
  return {
    rentees,
    case: label,
    script: { median: ratio(rjsfScript.median, ourScript.median), p95: ratio(rjsfScript.p95, ourScript.p95) },
    paint: { median: ratio(rjsfPaint.median, ourPaint.median), p95: ratio(rjsfPaint.p95, ourPaint.p95) },
  };
}

/** The keystroke cases the goals are judged on, and adding a rentee (reported). */
export const KEYSTROKE_CASES = [
  'last rentee first name',
  'landlord name',
  'last rentee first name, after submit',
  'landlord name, after submit',
] as const;
/** The keystroke cases typed after the failed submit, when the engine validates every change. */
export const AFTER_SUBMIT_CASES = KEYSTROKE_CASES.slice(2);
export const ADD_CASE = 'add rentee';

export function sideBySide(ours: MeasuredCount, rjsf: MeasuredCount): CaseRatio[] {
  const rentees = ours.rentees;
  const cases: CaseRatio[] = [
    caseRatio(
      rentees,
      KEYSTROKE_CASES[0],
      ours.beforeSubmit.renteeFirstName,
      rjsf.beforeSubmit.renteeFirstName,
    ),
    caseRatio(rentees, KEYSTROKE_CASES[1], ours.beforeSubmit.landlordName, rjsf.beforeSubmit.landlordName),
  ];
  if (ours.afterFailedSubmit && rjsf.afterFailedSubmit)
    cases.push(
      caseRatio(
        rentees,
        KEYSTROKE_CASES[2],
        ours.afterFailedSubmit.renteeFirstName,
        rjsf.afterFailedSubmit.renteeFirstName,
      ),
      caseRatio(
        rentees,
        KEYSTROKE_CASES[3],
        ours.afterFailedSubmit.landlordName,
        rjsf.afterFailedSubmit.landlordName,
      ),
    );
  if (ours.addRentee && rjsf.addRentee)
    cases.push(caseRatio(rentees, ADD_CASE, ours.addRentee, rjsf.addRentee));
  return cases;
}

/** Issue 48's goals at 200 rentees, in every keystroke case: script ≥ 3×, next paint ≥ 2× (medians). */
export const SIDE_BY_SIDE_GOALS = { rentees: 200, script: 3, paint: 2 } as const;

export function goalsMet(ratios: readonly CaseRatio[]): { script: boolean; paint: boolean } {
  const judged = ratios.filter(
    (one) =>
      one.rentees === SIDE_BY_SIDE_GOALS.rentees && (KEYSTROKE_CASES as readonly string[]).includes(one.case),
  );
  const all = (pick: (one: CaseRatio) => number | null, goal: number) =>
    judged.length === KEYSTROKE_CASES.length && judged.every((one) => (pick(one) ?? 0) >= goal);
  return {
    script: all((one) => one.script.median, SIDE_BY_SIDE_GOALS.script),
    paint: all((one) => one.paint.median, SIDE_BY_SIDE_GOALS.paint),
  };
}

function times(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}×`;
}

export function describeSideBySide(ratios: readonly CaseRatio[], slowdown = 1): string {
  const lines = [
    '\nSide by side: plain RJSF (default theme, validator-ajv8, live validation after the first submit) vs the engine' +
      (slowdown > 1 ? `, on a CPU ${slowdown} times slower (Chromium's throttling)` : ''),
  ];
  lines.push(
    '  how many times longer plain RJSF took (medians; p95 in brackets); to next paint counts under 16 ms as 16',
  );
  for (const one of ratios)
    lines.push(
      `  @${String(one.rentees).padEnd(4)} ${one.case.padEnd(38)} script ${times(one.script.median).padStart(6)} (${times(one.script.p95)})` +
        `   to next paint ${times(one.paint.median).padStart(6)} (${times(one.paint.p95)})`,
    );
  const met = goalsMet(ratios);
  lines.push(
    `  goals at ${SIDE_BY_SIDE_GOALS.rentees} rentees, every keystroke case: script ≥ ${SIDE_BY_SIDE_GOALS.script}× ` +
      `${met.script ? 'met' : 'NOT met'}; to next paint ≥ ${SIDE_BY_SIDE_GOALS.paint}× ${met.paint ? 'met' : 'NOT met'}`,
  );
  return lines.join('\n');
}
