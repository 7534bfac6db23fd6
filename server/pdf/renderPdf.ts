/**
 * `renderPdf`: the PDF every route answers. The summary model goes to a thread of the worker pool
 * (server/work/), which renders it with `renderSummaryPdf` (summaryPdf.ts) and moves the bytes back;
 * the request thread only waits, free for other requests meanwhile.
 */
import type { SummaryModel } from '../../engine/core/summary';
import { sharedWorkPool } from '../work/pool';
import type { RenderPdfInput } from '../work/tasks';
import type { SummaryPdfOptions } from './summaryPdf';

/** A summary model as a tagged PDF, rendered in the worker pool; rejects when the render fails. */
export async function renderPdf(summary: SummaryModel, options: SummaryPdfOptions): Promise<Buffer> {
  const input: RenderPdfInput = { summary, options };
  const bytes = await sharedWorkPool().run<ArrayBuffer>('renderPdf', input);
  // A view of the moved ArrayBuffer: the bytes are not copied again.
  return Buffer.from(bytes);
}
