/**
 * The receipt's PDF (issue 42): the stored document's own PDF, by the id the server gave with the
 * receipt (api/receipt.ts), the very file the documents page gives for it, rendered from what was
 * stored. Nothing sent is posted again to get a PDF of it.
 */
import { operations } from '../../../api/contract.ts';
import type { Receipt } from '../../../api/receipt.ts';
import { api } from '../../api/client.ts';
import type { SubmittedPdf } from './SubmittedView.tsx';

/** SubmittedView's `downloadPdf` for a receipt; none when the server named no document. */
export function receiptPdf(receipt: Receipt | null): (() => Promise<SubmittedPdf>) | undefined {
  const id = receipt?.documentId;
  if (!id) return undefined;
  return async () => {
    const { blob, fileName } = await api.download(operations.documentDownload, { params: { id } });
    return { blob, fileName: fileName ?? `${receipt.reference}.pdf` };
  };
}
