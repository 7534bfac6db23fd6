/**
 * A submission's receipt (issue 31): what the server answers besides its body, so that every
 * submission ends on a receipt page with a reference the customer can quote and the moment it
 * arrived, without changing the bodies SPEC gives the submissions (POST /v1/application has none).
 * The server sets the two headers on every submission it records as an arrived document; the
 * portal's client reads them (`callWithReceipt`).
 */
export const RECEIPT_HEADERS = {
  /** The arrived document's reference: `VV-` and seven digits. */
  reference: 'receipt-reference',
  /** When it arrived: an ISO 8601 moment. */
  received: 'receipt-received',
  /**
   * The arrived document's id: its PDF is `GET /api/api/v1/document/download/{id}`, the same file the
   * documents page gives, rendered from what was stored (issue 42).
   */
  document: 'receipt-document',
} as const;

export interface Receipt {
  reference: string;
  /** ISO 8601. */
  received: string;
  /** The arrived document's id (its PDF by `documentDownload`); absent when the server named none. */
  documentId?: string;
}

export const REFERENCE_PATTERN = /^VV-\d{7,}$/;
