/**
 * The words of SPEC §3's document vocabulary as text codes (147001–147012), shared by the portal
 * (the documents lists) and the server (a document's rendered PDF), so a type is named the same
 * everywhere. Like contract.ts this imports only types: it runs in the browser and on the server.
 */
import type { DocumentStatus, DocumentType, SpecDocumentType } from './contract.ts';
import type { SubmissionHandlerName } from './formManifest.ts';

export const DOCUMENT_TYPE_TEXT_CODES: Readonly<Record<SpecDocumentType, string>> = {
  RENTALDEPOSIT_APPLICATION_DECISION: '147001',
  RENTALDEPOSIT_APPLICATION: '147002',
  ANNOUNCE_LANDLORD_RENTEE_INFORMATION: '147003',
  PAYMENT_INFO_UPDATE: '147004',
  PAYMENT_REQUEST: '147005',
  PAYMENT_RETURN_REQUEST: '147006',
  ATTACHMENT: '147007',
  ADDITIONAL_INFORMATION_REQUEST: '147008',
};

/**
 * The text code of a document type's name: SPEC's from the table above, a manifest form's from
 * `formTypeNames` (type → its manifest's `submission.documentName`). A type neither knows gets
 * the name "Asiakirja" / "Handling" (147012), never a missing-text message.
 */
export function documentTypeTextCode(
  type: DocumentType,
  formTypeNames: Readonly<Record<string, string>> = {},
): string {
  return (
    (DOCUMENT_TYPE_TEXT_CODES as Readonly<Record<string, string>>)[type] ??
    formTypeNames[type] ??
    UNKNOWN_DOCUMENT_TYPE_TEXT_CODE
  );
}

export const UNKNOWN_DOCUMENT_TYPE_TEXT_CODE = '147012';

export const DOCUMENT_STATUS_TEXT_CODES: Readonly<Record<DocumentStatus, string>> = {
  ACCEPTED: '147010',
  REJECTED: '147011',
};

/**
 * The text codes of the documents' routes and of a document's PDF (server/api/documents.ts), here
 * so that the worker pool's summaries (paymentsSummary.ts) name a field the same way and a form
 * version (catalogue/versions.ts) keeps the texts its documents are drawn with.
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

/** The PDF's own words around any summary (server/pdf/summaryPdf.ts): its kind, page, print date, sender. */
export const PDF_TEXT_CODES = {
  summary: '151001',
  page: '151002',
  printed: '151003',
  agency: '151004',
} as const;

/** The words of an application's decision (server/api/decisionSummary.ts, hallintolaki §§ 44–49 e). */
export const DECISION_TEXT_CODES = {
  kind: '151005',
  title: '151010',
  decisionDate: '151011',
  granted: '151012',
  rejected: '151013',
  amount: '151014',
  reasons: '151015',
  parties: '151016',
  applicant: '151017',
  arrived: '151018',
  decisionMaker: '151019',
  authority: '151020',
  authorityName: '151021',
  staffTitle: '151022',
  reviewHeading: '151023',
  review: ['151024', '151025', '151026', '151027'],
  nameAndTitle: '151028',
} as const;

/** A document's fields as its PDF names them when no form of its own draws it (documents.ts, documentSummary). */
const DOCUMENT_FIELD_CODES: readonly string[] = [
  ...Object.values(DOCUMENT_TEXT_CODES).filter((code) => code !== DOCUMENT_TEXT_CODES.notFound),
  ...Object.values(DOCUMENT_STATUS_TEXT_CODES),
  ...Object.values(DOCUMENT_TYPE_TEXT_CODES),
];

/**
 * The texts a handler's documents are drawn with besides its form's own: a form version keeps them
 * too (catalogue/versions.ts), so that rewording one of them (the review instructions of a
 * decision, say) never changes a document already sent. Every document's PDF has the frame
 * (PDF_TEXT_CODES); a staff decision or request is drawn by the server's code from these.
 */
export const HANDLER_DOCUMENT_TEXT_CODES: Readonly<Record<SubmissionHandlerName, readonly string[]>> = {
  document: [],
  landlordApplication: [],
  realization: [],
  paymentInfoUpdate: [],
  applicationDecision: [
    ...DOCUMENT_FIELD_CODES,
    ...Object.values(DECISION_TEXT_CODES).flatMap((code) => (typeof code === 'string' ? [code] : [...code])),
  ],
  realizationDecision: DOCUMENT_FIELD_CODES,
  attachmentRequest: DOCUMENT_FIELD_CODES,
};
