/**
 * The text codes of the documents' routes and of a document's PDF (documents.ts), in a module of
 * their own so that the worker pool's summaries (paymentsSummary.ts) can name a field the same way
 * without loading the routes.
 */
export const DOCUMENT_TEXT_CODES = {
  /** 404: no such document of the caller (also: someone else's). */
  notFound: '157500',
  /** The PDF of a document: its one segment and its fields. */
  details: '157510',
  date: '157511',
  status: '157512',
  address: '157513',
  renter: '157514',
  rentees: '157515',
  commitment: '157516',
  /** A decision the agency sent (issue 14): the decision, its justification, the amount granted. */
  decision: '157517',
  justification: '157518',
  amountGranted: '157519',
} as const;
