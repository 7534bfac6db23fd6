/**
 * `renderPdf`: the PDF every route answers. The summary model goes to a thread of the worker pool
 * (server/work/), which renders it with `renderSummaryPdf` (summaryPdf.ts) and moves the bytes back;
 * the request thread only waits, free for other requests meanwhile. `renderBuiltPdf` sends the
 * rows instead, for the long lists whose model takes too long to build on the request thread.
 */
import type { SummaryModel } from '../../engine/core/summary.ts';
import { sharedWorkPool } from '../work/pool.ts';
import type { RenderBuiltPdfInput, RenderPdfInput, SummaryBuilders } from '../work/tasks.ts';
import type { SummaryPdfOptions } from './summaryPdf.ts';

/** A summary model as a tagged PDF, rendered in the worker pool; rejects when the render fails. */
export async function renderPdf(summary: SummaryModel, options: SummaryPdfOptions): Promise<Buffer> {
  const input: RenderPdfInput = { summary, options };
  return asBuffer(await sharedWorkPool().run<ArrayBuffer>('renderPdf', input));
}

/**
 * A tagged PDF of the model `SUMMARY_BUILDERS[builder](...args)` (server/work/tasks.ts), built and
 * rendered in the worker pool: the request thread clones the rows, not thousands of formatted values.
 */
export async function renderBuiltPdf<Name extends keyof SummaryBuilders>(
  builder: Name,
  args: Parameters<SummaryBuilders[Name]>,
  options: SummaryPdfOptions,
): Promise<Buffer> {
  const input: RenderBuiltPdfInput<Name> = { builder, args, options };
  return asBuffer(await sharedWorkPool().run<ArrayBuffer>('renderBuiltPdf', input));
}

// A view of the moved ArrayBuffer: the bytes are not copied again.
const asBuffer = (bytes: ArrayBuffer): Buffer => Buffer.from(bytes);
