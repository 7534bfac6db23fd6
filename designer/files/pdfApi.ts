/**
 * The preview's PDF: `POST /designer-api/pdf` with a form's summary model (engine/core/summary.ts,
 * built in the browser from the previewed data) answers the PDF the portal's server would make of
 * it, drawn by the server's own renderer (server/pdf/summaryPdf.ts), so that the author sees the
 * real thing. A development tool's endpoint like the file API: loopback, the designer's own request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SummaryModel } from '../../engine/core/summary.ts';
import { renderSummaryPdf } from '../../server/pdf/summaryPdf.ts';
import { API_PREFIX, FileApiError, fileApiGuard, readBody } from './fileApi.ts';

export function pdfApi() {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url !== `${API_PREFIX}/pdf` || request.method !== 'POST') return next();
    try {
      fileApiGuard(request, true);
      const body = (await readBody(request)) as { summary?: SummaryModel; language?: string } | null;
      if (
        !body?.summary ||
        !Array.isArray(body.summary.segments) ||
        (body.language !== 'fi' && body.language !== 'sv')
      )
        throw new FileApiError(400, 'a summary model and a language (fi or sv) are needed');
      const pdf = await renderSummaryPdf(body.summary, { language: body.language });
      response.statusCode = 200;
      response.setHeader('content-type', 'application/pdf');
      response.setHeader('cache-control', 'no-store');
      response.end(pdf);
    } catch (error) {
      response.statusCode = error instanceof FileApiError ? error.status : 500;
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ message: (error as Error).message }));
    }
  };
}
