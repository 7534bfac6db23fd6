/**
 * The receipt of a submission (api/receipt.ts): the arrived document's reference, the moment it
 * arrived and its id, as three answer headers. Each submission route reads them back from its insert
 * (`returning ${RECEIPT_COLUMNS}`) and sets them with `sendReceipt`.
 */
import type { FastifyReply } from 'fastify';
import { RECEIPT_HEADERS } from '../../api/receipt.ts';

/** The receipt's columns of a `documents` row (in a `returning` clause). */
export const RECEIPT_COLUMNS = `reference, id::text as document_id,
  to_char(created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received`;

export interface ReceiptRow {
  reference: string;
  received: string;
  document_id: string;
}

export function sendReceipt(reply: FastifyReply, row: ReceiptRow | undefined): void {
  if (!row) return;
  reply.header(RECEIPT_HEADERS.reference, row.reference);
  reply.header(RECEIPT_HEADERS.received, row.received);
  reply.header(RECEIPT_HEADERS.document, row.document_id);
}
