/**
 * The words of SPEC §3's document vocabulary as text codes (147001–147012), shared by the portal
 * (the documents lists) and the server (a document's rendered PDF), so a type is named the same
 * everywhere. Like contract.ts this imports only types: it runs in the browser and on the server.
 */
import type { DocumentStatus, DocumentType, SpecDocumentType } from './contract.ts';

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
