/**
 * The work the pool's threads do: loaded in each worker thread by worker.mjs, never on the request
 * thread. A task takes structured-cloneable input and returns its result; bytes are moved back
 * (their ArrayBuffer transferred), never copied between threads.
 */
import { move } from 'piscina';
import type { SummaryModel } from '../../engine/core/summary';
import { checkPaymentFile } from '../ekevi/paymentFile';
import { renderSummaryPdf, type SummaryPdfOptions } from '../pdf/summaryPdf';

export interface RenderPdfInput {
  summary: SummaryModel;
  options: SummaryPdfOptions;
}

/** A summary model as a tagged PDF (server/pdf/summaryPdf.ts); the bytes' ArrayBuffer is moved. */
async function renderPdf({ summary, options }: RenderPdfInput): Promise<ReturnType<typeof move>> {
  const pdf = await renderSummaryPdf(summary, options);
  // Buffer.concat gives a PDF its own ArrayBuffer; a Buffer that shares one (Node's small-buffer
  // pool) is copied first, so that moving it never takes other bytes along.
  const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(owned.buffer as ArrayBuffer);
}

/** Every task by name: `WorkPool.run(name, input)` on the request thread runs `TASKS[name](input)` here. */
export const TASKS = { renderPdf, checkPaymentFile } as const;

export type TaskName = keyof typeof TASKS;
