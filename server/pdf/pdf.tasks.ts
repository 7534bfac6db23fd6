/**
 * The PDF renderer's work task (server/work/): runs in a thread of the worker pool, never on the
 * request thread. `movedPdf` is also what other domains' tasks end with, once they have built
 * their summary model in the thread (ekevi.tasks.ts, payments.tasks.ts).
 */
import { move } from 'piscina';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { renderSummaryPdf, type SummaryPdfOptions } from './summaryPdf.ts';

export interface RenderPdfInput {
  summary: SummaryModel;
  options: SummaryPdfOptions;
}

/** A summary model as a tagged PDF (summaryPdf.ts), its bytes' ArrayBuffer moved, not copied. */
export async function movedPdf(
  summary: SummaryModel,
  options: SummaryPdfOptions,
): Promise<ReturnType<typeof move>> {
  const pdf = await renderSummaryPdf(summary, options);
  // Buffer.concat gives a PDF its own ArrayBuffer; a Buffer that shares one (Node's small-buffer
  // pool) is copied first, so that moving it never takes other bytes along.
  const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(owned.buffer as ArrayBuffer);
}

export const TASKS = {
  renderPdf: ({ summary, options }: RenderPdfInput) => movedPdf(summary, options),
};
