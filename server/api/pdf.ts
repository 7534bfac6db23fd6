/**
 * `POST /api/api/v1/pdf/download?type=` (issue 6, SPEC §3 Summary view): the posted summary model
 * (its size bounded by schemas/api/summary-model.schema.json) as a tagged PDF in the caller's
 * language (Accept-Language), named by the document type.
 */
import type { FastifyInstance } from 'fastify';
import { operations, type PdfModel } from '../../api/contract.ts';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { requestLanguage } from '../language.ts';
import { renderPdf } from '../pdf/renderPdf.ts';
import { registerOperation, type RegisterOptions } from './register.ts';

/** The contract's model leaves a value's `path` out when there is none; the renderer never shows it. */
export function toSummaryModel(model: PdfModel): SummaryModel {
  return {
    ...model,
    segments: model.segments.map((segment) => ({
      ...segment,
      values: segment.values.map((value) => ({ ...value, path: value.path ?? '' })),
    })),
  };
}

export function registerPdf(app: FastifyInstance, options: RegisterOptions): void {
  registerOperation(
    app,
    operations.pdfDownload,
    async ({ request, params, body }) => ({
      fileName: `${params.type.toLowerCase()}.pdf`,
      data: await renderPdf(toSummaryModel(body), { language: requestLanguage(request) }),
    }),
    options,
  );
}
