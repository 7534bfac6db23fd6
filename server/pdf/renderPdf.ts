/**
 * `renderPdf`: the PDF every route answers. The summary model goes to a thread of the worker pool
 * (server/work/), which renders it with `renderSummaryPdf` (summaryPdf.ts) and moves the bytes back;
 * the request thread only waits, free for other requests meanwhile. `renderPdfTask` runs a
 * domain's own PDF task instead, which builds the model in the thread from the rows it is sent, for
 * the long lists whose model takes too long to build on the request thread.
 */
import type { SummaryModel } from '../../engine/core/summary.ts';
import { sharedWorkPool, workTask, type WorkTask } from '../work/pool.ts';
import type { RenderPdfInput } from './pdf.tasks.ts';
import type { SummaryPdfOptions } from './summaryPdf.ts';

/** The module of the renderer's task, for the pool to load as its threads start (app.ts). */
export const PDF_TASKS = new URL('./pdf.tasks.ts', import.meta.url);

const RENDER_PDF = workTask<RenderPdfInput, ArrayBuffer>(PDF_TASKS, 'renderPdf');

/** A summary model as a tagged PDF, rendered in the worker pool; rejects when the render fails. */
export async function renderPdf(summary: SummaryModel, options: SummaryPdfOptions): Promise<Buffer> {
  return renderPdfTask(RENDER_PDF, { summary, options });
}

/** The PDF a task of the worker pool answers (its ArrayBuffer moved back), as a Buffer. */
export async function renderPdfTask<Input>(
  task: WorkTask<Input, ArrayBuffer>,
  input: Input,
): Promise<Buffer> {
  // A view of the moved ArrayBuffer: the bytes are not copied again.
  return Buffer.from(await sharedWorkPool().run(task, input));
}
