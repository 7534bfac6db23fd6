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
} as const;

export interface Receipt {
  reference: string;
  /** ISO 8601. */
  received: string;
}

export const REFERENCE_PATTERN = /^VV-\d{7,}$/;
