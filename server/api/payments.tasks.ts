/**
 * The payments list's work task (server/work/): its PDF, whose model of up to 5,000 payments is
 * built in a thread of the worker pool from the rows the request thread read.
 */
import type { SummaryPdfOptions } from '../pdf/summaryPdf.ts';
import { movedPdf } from '../pdf/pdf.tasks.ts';
import { paymentsSummary } from './paymentsSummary.ts';

export interface PaymentsPdfInput {
  args: Parameters<typeof paymentsSummary>;
  options: SummaryPdfOptions;
}

export const TASKS = {
  paymentsPdf: ({ args, options }: PaymentsPdfInput) => movedPdf(paymentsSummary(...args), options),
};
