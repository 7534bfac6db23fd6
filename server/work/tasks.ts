/**
 * The work the pool's threads do: loaded in each worker thread by worker.ts, never on the request
 * thread. A task takes structured-cloneable input and returns its result; bytes are moved back
 * (their ArrayBuffer transferred), never copied between threads.
 */
import { move } from 'piscina';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { paymentsSummary } from '../api/paymentsSummary.ts';
import { checkPaymentFile } from '../ekevi/paymentFile.ts';
import { statementSummary } from '../ekevi/statementSummary.ts';
import { renderSummaryPdf, type SummaryPdfOptions } from '../pdf/summaryPdf.ts';

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

/**
 * The summary models a thread builds itself, from the rows the request thread read: the lists of
 * up to 5,000 rows, whose formatting (amounts, dates, texts) held the request thread for 70–160 ms.
 */
export const SUMMARY_BUILDERS = { payments: paymentsSummary, statement: statementSummary } as const;

export type SummaryBuilders = typeof SUMMARY_BUILDERS;

export interface RenderBuiltPdfInput<Name extends keyof SummaryBuilders = keyof SummaryBuilders> {
  builder: Name;
  args: Parameters<SummaryBuilders[Name]>;
  options: SummaryPdfOptions;
}

/** Builds the model with the named builder here, in the thread, then renders it as `renderPdf` does. */
async function renderBuiltPdf({
  builder,
  args,
  options,
}: RenderBuiltPdfInput): Promise<ReturnType<typeof move>> {
  const build = SUMMARY_BUILDERS[builder] as (...input: RenderBuiltPdfInput['args']) => SummaryModel;
  return renderPdf({ summary: build(...args), options });
}

/** Every task by name: `WorkPool.run(name, input)` on the request thread runs `TASKS[name](input)` here. */
export const TASKS = { renderPdf, renderBuiltPdf, checkPaymentFile } as const;

export type TaskName = keyof typeof TASKS;
