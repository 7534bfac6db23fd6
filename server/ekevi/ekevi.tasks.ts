/**
 * The payment files' work tasks (server/work/), run in a thread of the worker pool: a bulk file's
 * check, and a statement's PDF, whose model of up to 5,000 rows is built here from the rows the
 * request thread read (their formatting held the request thread for 70–160 ms).
 */
import type { SummaryPdfOptions } from '../pdf/summaryPdf.ts';
import { movedPdf } from '../pdf/pdf.tasks.ts';
import { checkPaymentFile } from './paymentFile.ts';
import { statementSummary } from './statementSummary.ts';

export interface StatementPdfInput {
  args: Parameters<typeof statementSummary>;
  options: SummaryPdfOptions;
}

export const TASKS = {
  checkPaymentFile,
  statementPdf: ({ args, options }: StatementPdfInput) => movedPdf(statementSummary(...args), options),
};
