/**
 * How long the server takes to render a summary PDF (server/pdf): the full landlord example 20
 * times, and the same landlord with 200 rentees a few times. Standalone: `tsx bench/pdf.ts`; the
 * bench calls `measureSummaryPdf()`. Figures are reported, not asserted.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summaryForForm } from '../server/pdf/forForm';
import { renderSummaryPdf } from '../server/pdf/summaryPdf';
import { ms, summarize, type Summary } from './lib/stats';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FORM = 'landlord-application';
const EXAMPLE = join(
  repoRoot,
  'schemas/forms/examples',
  FORM,
  'valid-full-organisation-foreign-account.json',
);

export interface PdfBenchResult {
  /** The full landlord example (2 rentees), rendered `runs` times. */
  full: Summary & { bytes: number; runs: number };
  /** The same landlord with 200 rentees. */
  rentees200: Summary & { bytes: number; runs: number };
}

async function timeRenders(body: unknown, runs: number): Promise<Summary & { bytes: number; runs: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    // The summary is part of the work a request does, so it is measured too.
    const pdf = await renderSummaryPdf(summaryForForm(FORM, body, 'fi'), { language: 'fi' });
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  return { ...summarize(times), bytes, runs };
}

export async function measureSummaryPdf({ runs = 20, bigRuns = 5 } = {}): Promise<PdfBenchResult> {
  const body = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
  // One warm-up render: loading the fonts and compiling the validators is start-up, not a request.
  await renderSummaryPdf(summaryForForm(FORM, body, 'fi'), { language: 'fi' });
  const full = await timeRenders(body, runs);
  const rentees = Array.from({ length: 200 }, (_, index) => ({
    firstName: 'Åsa-Maria',
    lastName: `Nyström-Öhman ${index + 1}`,
    birthdayHenro: '240386-9325',
    referenceNumber: '1232',
  }));
  const rentees200 = await timeRenders({ ...body, renteeInfo: rentees }, bigRuns);
  return { full, rentees200 };
}

export function describeSummaryPdf(result: PdfBenchResult): string {
  const line = (label: string, s: PdfBenchResult['full']): string =>
    `${label}: median ${ms(s.median)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (${s.runs} runs, ${(s.bytes / 1000).toFixed(1)} kB)`;
  return [
    line('summary PDF, full landlord example', result.full),
    line('summary PDF, 200 rentees', result.rentees200),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(describeSummaryPdf(await measureSummaryPdf()));
}
