/**
 * The one declared contract of the API (issue 3): every operation's method, path, auth,
 * parameters, body and response. The server registers its routes from it (server/api/register.ts),
 * builds the OpenAPI document from it, and the portal derives its typed client from it. Nothing
 * about a route is written twice.
 *
 * The TypeScript types of params, body and response ride along as phantom generics
 * (`operation<Params, Body, Response>({...})`); read them with `ParamsOf`, `BodyOf`, `ResponseOf`.
 * This file imports only JSON schemas and types: it runs in the browser and on the server.
 */
import type { Language } from '../texts/index.ts';
import { TEXT_PARTS, type TextPart } from '../texts/parts.ts';
import availableUsersSchema from '../schemas/api/available-users.schema.json' with { type: 'json' };
import frontendLogSchema from '../schemas/api/frontend-log.schema.json' with { type: 'json' };
import landlordInfoSchema from '../schemas/api/landlord-info.schema.json' with { type: 'json' };
import loginRequestSchema from '../schemas/api/login-request.schema.json' with { type: 'json' };
import loginResponseSchema from '../schemas/api/login-response.schema.json' with { type: 'json' };
import logoutResponseSchema from '../schemas/api/logout-response.schema.json' with { type: 'json' };
import postOfficeSchema from '../schemas/api/post-office.schema.json' with { type: 'json' };
import applicationStatusesSchema from '../schemas/api/application-statuses.schema.json' with { type: 'json' };
import refreshResponseSchema from '../schemas/api/refresh-response.schema.json' with { type: 'json' };
import textRegisterSchema from '../schemas/api/text-register.schema.json' with { type: 'json' };
import userSchema from '../schemas/api/user.schema.json' with { type: 'json' };
import runtimeConfigSchema from '../schemas/api/runtime-config.schema.json' with { type: 'json' };
import organizationRolesSchema from '../schemas/api/organization-roles.schema.json' with { type: 'json' };
import onBehalfRequestSchema from '../schemas/api/on-behalf-request.schema.json' with { type: 'json' };
import feedbackRequestSchema from '../schemas/api/feedback-request.schema.json' with { type: 'json' };
import savedStateSchema from '../schemas/api/saved-state.schema.json' with { type: 'json' };
import savedStateCreateSchema from '../schemas/api/saved-state-create.schema.json' with { type: 'json' };
import savedStateUpdateSchema from '../schemas/api/saved-state-update.schema.json' with { type: 'json' };
import savedStateDeleteSchema from '../schemas/api/saved-state-delete.schema.json' with { type: 'json' };
import paymentCommitmentSchema from '../schemas/api/payment-commitment.schema.json' with { type: 'json' };
import realizationResponseSchema from '../schemas/api/realization-response.schema.json' with { type: 'json' };
import navigateResponseSchema from '../schemas/api/navigate-response.schema.json' with { type: 'json' };
import documentPageRequestSchema from '../schemas/api/document-page-request.schema.json' with { type: 'json' };
import documentsPageSchema from '../schemas/api/documents-page.schema.json' with { type: 'json' };
import attachmentRequestApplicationsSchema from '../schemas/api/attachment-request-applications.schema.json' with { type: 'json' };
import attachmentRequestStatusSchema from '../schemas/api/attachment-request-status.schema.json' with { type: 'json' };
import attachmentMetadataSchema from '../schemas/api/attachment-metadata.schema.json' with { type: 'json' };
import attachmentUploadSchema from '../schemas/api/attachment-upload.schema.json' with { type: 'json' };
import generalAttachmentMetadataSchema from '../schemas/api/general-attachment-metadata.schema.json' with { type: 'json' };
import documentTopicsSchema from '../schemas/api/document-topics.schema.json' with { type: 'json' };
import uploadListSchema from '../schemas/api/upload-list.schema.json' with { type: 'json' };
import customerNameSchema from '../schemas/api/customer-name.schema.json' with { type: 'json' };
import userContactSchema from '../schemas/api/user-contact.schema.json' with { type: 'json' };
import paperlessPermissionRequestSchema from '../schemas/api/paperless-permission-request.schema.json' with { type: 'json' };
import henroRequestSchema from '../schemas/api/henro-request.schema.json' with { type: 'json' };
import validityCheckSchema from '../schemas/api/validity-check.schema.json' with { type: 'json' };
import paymentListRequestSchema from '../schemas/api/payment-list-request.schema.json' with { type: 'json' };
import paymentListSchema from '../schemas/api/payment-list.schema.json' with { type: 'json' };
import summaryModelSchema from '../schemas/api/summary-model.schema.json' with { type: 'json' };
import ekeviSendFileSchema from '../schemas/api/ekevi-send-file.schema.json' with { type: 'json' };
import ekeviSendResultSchema from '../schemas/api/ekevi-send-result.schema.json' with { type: 'json' };
import ekeviDeliveredPageRequestSchema from '../schemas/api/ekevi-delivered-page-request.schema.json' with { type: 'json' };
import ekeviDeliveredFilesSchema from '../schemas/api/ekevi-delivered-files.schema.json' with { type: 'json' };
import ekeviArrivedPageRequestSchema from '../schemas/api/ekevi-arrived-page-request.schema.json' with { type: 'json' };
import ekeviArrivedFilesSchema from '../schemas/api/ekevi-arrived-files.schema.json' with { type: 'json' };
import ekeviFilterValuesSchema from '../schemas/api/ekevi-filter-values.schema.json' with { type: 'json' };
import formSubmittedSchema from '../schemas/api/form-submitted.schema.json' with { type: 'json' };
import { FORM_ID_PATTERN } from './formManifest.ts';

export type JsonSchema = Readonly<Record<string, unknown>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A path, query or header parameter. Path parameters appear in the path as `{name}`; header names
 * are lower case (`x-batch-id`). A missing required one is a 400 naming it (SPEC §5).
 */
export interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** Text code of the parameter's label in error messages; the name when absent. */
  label?: string;
}

/** The forms whose schema (schemas/forms/<form>.schema.json) can be a body. */
export type FormId =
  | 'landlord-application'
  | 'realization-request'
  | 'payment-info-update'
  /** Issue 14: the staff's forms (the intra operations). */
  | 'application-decision'
  | 'attachment-request'
  | 'realization-decision';

export type BodySpec =
  /** JSON validated against one of schemas/api/*.schema.json. */
  | { kind: 'json'; schemaName: string; schema: JsonSchema }
  /** JSON that is a form's data: checked by the engine as the browser checks it (checkSubmission). */
  | { kind: 'form'; form: FormId }
  /**
   * JSON that is the data of the manifest form the path parameter `param` names (a form of
   * schemas/forms whose manifest sends it as a document, api/formManifest.ts): 404 when no such
   * form is served, 403 when its manifest does not allow the caller's role, then checked as `form`.
   */
  | { kind: 'manifestForm'; param: string }
  /** `application/x-www-form-urlencoded` (mock login only). */
  | { kind: 'urlencoded'; schemaName: string; schema: JsonSchema }
  /**
   * `multipart/form-data` of one upload (SPEC §7): part `attachment` holds JSON metadata validated
   * against `schema`, part `data` the file. The file's type is decided by its content (magic bytes)
   * and must agree with the metadata's `filename` extension; its size is limited by configuration
   * (UPLOAD_MAX_BYTES). The handler gets `UploadBody<Metadata>`.
   */
  | {
      kind: 'multipart';
      schemaName: string;
      schema: JsonSchema;
      /**
       * `text` (the bulk payment file's `send-file`): the parts are `filename` (the file's name as
       * plain text; the metadata `{ filename }`) and `data`; the content is the handler's to check
       * (no magic bytes), and a file over UPLOAD_MAX_BYTES reaches the handler as `{ overLimit }`
       * (a result it words) instead of a 413. The handler gets `TextFileUpload`.
       */
      file?: 'attachment' | 'text';
    };

export type ResponseSpec =
  | {
      kind: 'json';
      schemaName: string;
      schema: JsonSchema;
      /**
       * The same parameters give the same answer for the server's whole run, and it is nobody's
       * personal data (the text register): sent compressed, with an ETag, revalidated instead of
       * `no-store` (server/api/fixedJson.ts).
       */
      fixed?: true;
    }
  /**
   * A file download sent with Content-Disposition attachment; `mediaType` e.g. application/pdf, or
   * `application/octet-stream` for stored uploads, whose handler names the stored file's own type.
   */
  | {
      kind: 'file';
      mediaType: string;
      /**
       * `inline`: shown in the browser where the type allows (the staff's attachment viewer), with
       * the stored type and `nosniff`; a download (`attachment`) when absent.
       */
      disposition?: 'inline';
    }
  /** No content: 204. */
  | { kind: 'empty' };

export interface OperationSpec {
  id: string;
  method: HttpMethod;
  /** The full path, `{param}` for path parameters, e.g. `/api/api/v1/post-office/{postalCode}`. */
  path: string;
  /**
   * `session`: a live session is needed (else 401); POST etc. also need `x-xsrf-token` (else 403).
   * `intra` (issue 14, every path under `/api/api/v1/intra/`): as `session`, and the user must have
   * the intra permission (else 403, nothing read or changed); each call leaves an audit row
   * (server/intra/guard.ts). Registered only where the setting INTRA_API allows.
   */
  auth: 'none' | 'session' | 'intra';
  summary: string;
  params: readonly ParamSpec[];
  body: BodySpec | null;
  response: ResponseSpec;
  /** Registered only in mock mode (test-user login). */
  mockOnly?: boolean;
}

declare const phantom: unique symbol;

/** An operation with its TypeScript types attached (they exist only at compile time). */
export interface Operation<Params, Body, Response> extends OperationSpec {
  readonly [phantom]?: { params: Params; body: Body; response: Response };
}

/** Declares an operation; the generics are the types a typed client takes and gives. */
export function operation<Params = Record<string, never>, Body = undefined, Response = undefined>(
  spec: OperationSpec,
): Operation<Params, Body, Response> {
  return spec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any>;
export type ParamsOf<O> = O extends Operation<infer P, unknown, unknown> ? P : never;
export type BodyOf<O> = O extends Operation<unknown, infer B, unknown> ? B : never;
export type ResponseOf<O> = O extends Operation<unknown, unknown, infer R> ? R : never;

export const json = (
  schemaName: string,
  schema: unknown,
): { kind: 'json'; schemaName: string; schema: JsonSchema } => ({
  kind: 'json',
  schemaName,
  schema: schema as JsonSchema,
});

/** A `json` answer that never changes while the server runs and holds no personal data (ResponseSpec). */
const fixedJson = (schemaName: string, schema: unknown) => ({
  ...json(schemaName, schema),
  fixed: true as const,
});

// ---- Types of bodies and responses -------------------------------------------------------------

export interface AvailableUser {
  userId: string;
  name: string;
}
export interface LoginBody {
  henro: string;
}
export interface LoginResponse {
  userId: string;
  /** The session's expiry, epoch milliseconds. */
  expires: number;
}
export interface User {
  name: string;
  email: string | null;
  preferred_username: string;
  given_name: string;
  family_name: string;
  isYpaActive: boolean;
  company: string | null;
  business_id: string | null;
  paperlessOption: {
    phone: string | null;
    email: string | null;
    isEmailOrPhoneGiven: boolean;
    /** The user's paperless choice; null while not chosen (the front page then suggests it). */
    permission?: boolean | null;
  };
  /**
   * Whether the user has chosen, in this session, to act as themselves or for an organisation
   * (SPEC §4 role-selected flag). Kept on the server session with the acting organisation, so the
   * two never disagree; a new login starts without it, logout ends it.
   */
  roleSelected: boolean;
}
export type AppMode = 'default' | 'ekevi' | 'intra';
/** GET /api/config: what one build needs to know about the environment it runs in. */
export interface RuntimeConfig {
  appMode: AppMode;
  authMode: 'mock' | 'oidc';
  /** SPEC §4/§9 thresholds in seconds: 300, 60, 900, 5 unless shortened for tests. */
  session: {
    expiringSeconds: number;
    refreshSeconds: number;
    idleLimitSeconds: number;
    idleStartSeconds: number;
  };
  /** The largest file an upload may be (UPLOAD_MAX_BYTES, 10 MB by default), told to the user before upload. */
  uploadMaxBytes: number;
}
/** SPEC §3 Organization: `organization` is the business id. */
export interface OrganizationRole {
  organization: string;
  name: string;
}
export interface OrganizationRoles {
  organizations: OrganizationRole[];
}
/** SPEC §3 On-behalf information; both null = act as oneself. */
export interface OnBehalfInformation {
  company: string | null;
  business_id: string | null;
}
/**
 * SPEC's realization request, or the document type of a form whose manifest keeps drafts
 * (`"drafts": true`, api/formManifest.ts); the server refuses any other.
 */
export type SavedStateType = 'REALIZATION_REQUEST' | (string & {});
/** SPEC §3 Saved request (user form record), with the version a PUT must name. */
export interface SavedState {
  id: string;
  type: SavedStateType;
  /** The form's data as typed so far. */
  data: Record<string, unknown>;
  /** ISO 8601 timestamps. */
  created: string;
  updated: string;
  /** The owner's henro. */
  userId: string;
  version: number;
}
export interface SavedStateCreate {
  type: SavedStateType;
  data: Record<string, unknown>;
}
export interface SavedStateUpdate {
  id: string;
  type: SavedStateType;
  data: Record<string, unknown>;
  /** The version read; another one is refused with 409. */
  version: number;
}
/** The realization form's data (schemas/forms/realization-request.schema.json); the engine checks it. */
export type RealizationRequestBody = Record<string, unknown> & { currentLanguageCode: Language };
export interface PaymentCommitment {
  id: string;
  renteeName: string;
  /** The rentee's identity code (the form's rentee.customerHenro). */
  customerHenro: string;
  address: string;
  amount: number;
  /** YYYY-MM-DD */
  startDate: string;
}
/** SPEC §3 Rating. */
export interface FeedbackBody {
  grade: number;
}
export interface FrontendLogBody {
  logLevel: 'error';
  message: string;
}
/** The landlord form's data (schemas/forms/landlord-application.schema.json); the engine checks it. */
export type LandlordApplicationBody = Record<string, unknown> & { currentLanguageCode: Language };
export interface LandlordInfo {
  businessType: 'PERSON' | 'ORGANISATION';
  name: string;
  businessId?: string;
  contactPersonOrBranchName?: string;
  contactPersonPhoneNumber?: string;
  contactPersonEmailAddress?: string;
  /** Issue 31: the person's paperless choice as it stands, which the form's boxes show and set. */
  allowPaperlessServiceEmail?: boolean;
  allowPaperlessServicePhone?: boolean;
}
/** SPEC §3 Application status item. */
export interface ApplicationStatus {
  id: string;
  /** The payment commitment's id, null while there is none (the portal shows a placeholder). */
  paymentCommitmentId: string | null;
  renterAddress: string;
  /** YYYY-MM-DD, the day the application arrived (Helsinki time). */
  arrivalDate: string;
  currentStep: 'ARRIVED' | 'INPROCESS' | 'DONE' | 'REJECTED';
  /** Issue 31: the payment commitment's amount in euros, null while there is none. */
  paymentCommitmentAmount: number | null;
  /**
   * Issue 31: the decision, once made: its document (documentDownload), its day (YYYY-MM-DD,
   * Helsinki) and whether the caller has not opened it yet.
   */
  decision: { documentId: string; date: string; isNew: boolean } | null;
  /** Issue 31: the due day (YYYY-MM-DD) of an attachment request not answered yet, else null. */
  attachmentRequestDueDate: string | null;
  /** Issue 31: documents the agency sent about this application that the caller has not opened. */
  newDocuments: number;
}
export interface PostOffice {
  townNumber: string;
  nameFin: string;
  nameSv: string;
  postalCode: string;
}
/** 400: the errors field by field (or parameter by parameter), in the caller's language. */
export interface FieldErrorBody {
  path: string;
  label: string;
  message: string;
  code?: string;
}

// ---- Documents, attachments, paperless consent and payment information (issue 6) -------------

/** SPEC §3 Document types. A manifest form adds its own (api/formManifest.ts, `submission.documentType`). */
export const DOCUMENT_TYPES = [
  'RENTALDEPOSIT_APPLICATION_DECISION',
  'RENTALDEPOSIT_APPLICATION',
  'ANNOUNCE_LANDLORD_RENTEE_INFORMATION',
  'PAYMENT_INFO_UPDATE',
  'PAYMENT_REQUEST',
  'PAYMENT_RETURN_REQUEST',
  'ATTACHMENT',
  'ADDITIONAL_INFORMATION_REQUEST',
] as const;
export type SpecDocumentType = (typeof DOCUMENT_TYPES)[number];
/** One of SPEC's types, or a manifest form's. */
export type DocumentType = SpecDocumentType | (string & {});
export type DocumentStatus = 'ACCEPTED' | 'REJECTED';
export type SortOrder = 'ASC' | 'DESC';
/** SPEC §9 page sizes; 20 by default. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Inclusive `YYYY-MM-DD` bounds; either may be left out. */
export interface DateRange {
  from?: string;
  to?: string;
}
/** SPEC §3 Page request of the documents lists. `current` is 1-based; sortOrder DESC by default. */
export interface DocumentPageRequest {
  current: number;
  size: PageSize;
  sortBy?: 'created' | 'type';
  sortOrder?: SortOrder;
  filters?: { created?: DateRange; type?: DocumentType; status?: DocumentStatus[] };
}
/** SPEC §3 Document. */
export interface PortalDocument {
  id: string;
  /** YYYY-MM-DD (Helsinki). */
  created: string;
  type: DocumentType;
  paymentCommitmentId: string | null;
  address: string | null;
  renterName: string | null;
  renterId: string | null;
  renteeName: string | null;
  renteeId: string | null;
  status: DocumentStatus | null;
  rentees: string[];
  /** Sent by the agency and not downloaded yet. */
  isNew: boolean;
  /** The document's stored files (an upload's own file); empty when it is rendered as a PDF. */
  documents: { id: string; fileName: string }[];
  paymentCommitmentOrHetu: string | null;
  customerHenro: string | null;
}
/** SPEC §3 Page response. */
export interface DocumentsPage {
  totalItems: number;
  documents: PortalDocument[];
}
/** SPEC §3 Attachment-request application. */
export interface AttachmentRequestApplication {
  id: string;
  paymentCommitmentId: string | null;
  address: string;
  /** YYYY-MM-DD, the first rentee's birth date (from the identity code), null when unknown. */
  renterBirthdate: string | null;
}
/** An upload delivered to a requested attachment. */
export interface AttachmentUpload {
  /** YYYY-MM-DD */
  date: string;
  fileName: string;
  fileId: string;
  /** The arrived document's reference (VV-0000123), the receipt a customer can quote (issue 31). */
  reference: string;
}
/** SPEC §3 a requested attachment of an attachment request. */
export interface RequestedAttachment {
  attachmentCode: string;
  optional: boolean;
  originalRequired: boolean;
  extraInfo: { value: string; attachmentType: string; valueType: 'TEXT' } | null;
  delivered: boolean;
  uploads: AttachmentUpload[];
  nameTrCode: string;
  descriptionTrCode: string;
}
/** SPEC §3 Attachment request status. */
export interface AttachmentRequestStatus {
  id: number;
  applicationId: string;
  benefitTrCode: string;
  /** YYYY-MM-DD */
  dueDate: string;
  type: string;
  /** YYYY-MM-DD */
  created: string;
  delivered: boolean;
  attachments: RequestedAttachment[];
}
/** SPEC §3 Attachment upload metadata (part `attachment` of POST /v1/attachment). */
export interface AttachmentMetadata {
  applicationId: string;
  documentId?: string;
  /** The requested attachment's `attachmentCode`. */
  code: string;
  customerHenro?: string;
  customerHetuOrCommitmentId?: string;
  filename: string;
  pipelineId?: string;
}
/** SPEC §3 General attachment metadata (part `attachment` of POST /v1/ekulta/attachment). */
export interface GeneralAttachmentMetadata {
  filename: string;
  /** The chosen topic, then its chosen sub-topics (ids of the topic tree). */
  topicId: string[];
  docType?: string;
  formCode?: string;
  benefitCode?: string;
  customerHenro?: string;
  /** The customer (rentee) the document concerns. */
  customerHetu: string;
  additionalInformationId?: string;
  isPrimaryDoc: boolean;
  primaryDoc?: string;
}
/** SPEC §4: 0 accepted, 1 validation error, 2 double file, 9 internal error. */
export type EkeviReturnCode = 0 | 1 | 2 | 9;

/** One error of a sent payment file, in both languages (SPEC §3 Ekevi send result). */
export interface EkeviFileError {
  errorMessageFinnish: string;
  errorMessageSwedish: string;
  paymentNumber: string | null;
  /** 1 = the first row after the header; null for the file as a whole. */
  rowNumber: number | null;
  /** The column's name as in the header, or null. */
  fieldCode: string | null;
}

/** SPEC §3 Ekevi send result: the first error in its own fields, every error (up to 1,000) listed. */
export interface EkeviSendResult {
  returnCode: EkeviReturnCode;
  /** The accepted file's id (returnCode 0), or the earlier delivery's (2). */
  fileId: string | null;
  errorMessageFinnish: string | null;
  errorMessageSwedish: string | null;
  paymentNumber: string | null;
  rowNumber: number | null;
  fieldCode: string | null;
  errors: EkeviFileError[];
  errorCount: number;
  rowCount: number;
}

export const EKEVI_FILE_STATUSES = ['ACCEPTED', 'REJECTED', 'COMPLETED'] as const;
export type EkeviFileStatus = (typeof EKEVI_FILE_STATUSES)[number];

export interface EkeviDeliveredPageRequest {
  current?: number;
  size?: 20 | 50 | 100;
  sortBy?: 'created' | 'fileId' | 'status';
  sortOrder?: SortOrder;
  filters?: {
    created?: { from?: string; to?: string };
    fileId?: string[];
    status?: EkeviFileStatus[];
  };
}

/** SPEC §3 File row: a delivered payment file. */
export interface EkeviDeliveredFile {
  id: string;
  /** Accepted files only. */
  fileId: string | null;
  /** YYYY-MM-DD */
  created: string;
  /** The sender's name of the file. */
  file: string;
  year: number | null;
  number: number | null;
  status: EkeviFileStatus;
  rowCount: number;
  /** Euros. */
  totalAmount: number;
  errorCount: number;
  /** The first error, in both languages. */
  error: {
    fi: string;
    sv: string;
    paymentNumber: string | null;
    rowNumber: number | null;
    fieldCode: string | null;
  } | null;
}

export interface EkeviDeliveredFiles {
  files: EkeviDeliveredFile[];
  totalItems: number;
  totalPages: number;
}

export interface EkeviArrivedPageRequest {
  current?: number;
  size?: 20 | 50 | 100;
  sortBy?: 'completed' | 'fileId';
  sortOrder?: SortOrder;
  filters?: {
    completed?: { from?: string; to?: string };
    fileId?: string[];
    accountingNumber?: string;
  };
}

/** SPEC §3 Statement file row: the agency's statement of a completed delivered file. */
export interface EkeviArrivedFile {
  id: string;
  /** The delivered file the statement settles. */
  fileId: string;
  /** YYYY-MM-DD */
  completedDate: string;
  year: number;
  number: number;
  statementNameId: string;
  accountingNumber: string;
  rowCount: number;
  /** Euros. */
  totalAmount: number;
}

export interface EkeviArrivedFiles {
  files: EkeviArrivedFile[];
  totalItems: number;
  totalPages: number;
}

/** A text file upload (`file: 'text'`) as its handler gets it: the file, or how large it may be. */
export type TextFileUpload =
  (UploadBody<{ filename: string }> & { overLimit?: undefined }) | { overLimit: true; limitBytes: number };

/** A checked multipart upload as a handler gets it (register.ts). */
export interface UploadBody<Metadata> {
  metadata: Metadata;
  file: {
    /** The metadata's filename, as the user named it: only ever stored and shown, never a path. */
    fileName: string;
    /** Decided by content (magic bytes), agreeing with the extension. */
    mediaType: string;
    /**
     * The bytes as the server received them: in a temporary file (server/files/receive.ts) until
     * the handler stores them (`storeReceived`, server/files/storage.ts).
     */
    received: { readonly path: string; readonly size: number; readonly sha256: string };
  };
}
/** SPEC §3 Document type tree. */
export interface DocumentTopic {
  id: string;
  trCode: string;
  docType: string;
  isApplication: boolean;
  child: DocumentTopic[] | null;
  childIsMultiselect: boolean;
}
/** SPEC §3 Upload record. */
export interface UploadRecord {
  id: string;
  filename: string;
  /** YYYY-MM-DD */
  created: string;
  /** Text codes of the topic and sub-topic. */
  topic: string;
  subTopic: string | null;
  benefit: string | null;
  /** The customer's identity code, masked but for the birth date (e.g. 010180-****). */
  hetu: string;
  /** The arrived document's reference (VV-0000123), the receipt a customer can quote (issue 31). */
  reference: string;
}
/** SPEC §3 Attachment upload list. */
export interface UploadList {
  uploads: UploadRecord[];
  totalPages: number;
}
/** SPEC §3 User contact, with whether the paperless question has been answered at all. */
export interface UserContact {
  userId: string;
  email: { value: string | null; paperlessAllowed: boolean };
  phone: { value: string | null; paperlessAllowed: boolean };
  language: Language;
  paperlessChosen: boolean;
}
export interface PaperlessPermissionBody {
  email: boolean;
  phone: boolean;
}
/** SPEC §3 Validity check. */
export interface ValidityCheck {
  henro: string | null;
  valid: boolean;
  firstname: string | null;
  lastname: string | null;
}
/** Page request of the payment list. */
export interface PaymentListRequest {
  current: number;
  size: PageSize;
  sortBy?: 'paymentDate' | 'amount' | 'renteeName';
  sortOrder?: SortOrder;
  filters?: { paymentDate?: DateRange; paymentCommitmentId?: string };
}
/** SPEC §3 Payment list row. */
export interface PaymentRow {
  id: string;
  renteeName: string;
  /** YYYY-MM-DD */
  applicationCreated: string;
  paymentCommitmentId: string;
  renteeAddress: string;
  amount: number;
  /** YYYY-MM-DD */
  paymentDate: string;
}
export interface PaymentList {
  totalItems: number;
  totalPages: number;
  payments: PaymentRow[];
}
/** The payment-info update form's data (schemas/forms/payment-info-update.schema.json). */
export type PaymentInfoUpdateBody = Record<string, unknown> & { currentLanguageCode: Language };
/** SPEC §3 Summary view as the body of POST /v1/pdf/download. */
export interface PdfModel {
  title: string;
  name: string;
  segments: {
    subtitle: string;
    /** `text`: running text, each value's `value` a paragraph. */
    type: 'fields' | 'item' | 'text';
    values: { key: string; value: string; path?: string }[];
    stepId?: string;
  }[];
}

// ---- The operations ----------------------------------------------------------------------------

const languageParam: ParamSpec = {
  name: 'language',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: ['fi', 'sv'] },
};
const postalCodeParam: ParamSpec = {
  name: 'postalCode',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]{5}$' },
};

/** The product part of the documents paths (`sent-by-{product}`): this portal's one product. */
export const DOCUMENT_PRODUCTS = ['vuokravakuus'] as const;
export type DocumentProduct = (typeof DOCUMENT_PRODUCTS)[number];
const productParam: ParamSpec = {
  name: 'product',
  in: 'path',
  required: true,
  schema: { enum: [...DOCUMENT_PRODUCTS] },
};
/**
 * A UUID parameter: ajv-formats' `uuid`, in either case (the server hands it on in lower case);
 * maxLength keeps out the `urn:uuid:` prefix that the format also takes and PostgreSQL's `uuid`
 * refuses. Written out at each use: the portal's bundle leaves out schema literals
 * (portal/build/browserModules.ts), not a shared constant.
 */
export const uuidParam = (name: string): ParamSpec => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
});
/** SPEC §5: uploads name their batch (a UUID the portal makes per set of files sent together). */
const batchIdParam: ParamSpec = {
  name: 'x-batch-id',
  in: 'header',
  required: true,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
};

/** A saved request's type: REALIZATION_REQUEST or a drafts-keeping form's document type. */
const SAVED_STATE_TYPE_SCHEMA = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{2,59}$' } as const;

/** The caller's draft that a submission ends (deleted with it, in one transaction). */
const SAVED_STATE_ID_PARAM: ParamSpec = {
  name: 'savedStateId',
  in: 'query',
  required: false,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
};

/** A manifest form's name in a path (api/formManifest.ts); which forms are served is the server's. */
const FORM_ID_PARAM: ParamSpec = {
  name: 'formId',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: FORM_ID_PATTERN, maxLength: 60 },
};

/**
 * Where `GET /api/auth/logout` sends a browser that came from another page (issue 41): the front
 * page with the logout confirmation open, so that a link of another site cannot log anyone out
 * but the user can, with one press.
 */
export const LOGOUT_CONFIRMATION_QUERY = 'vahvista-uloskirjautuminen';
export const LOGOUT_CONFIRMATION_PATH = `/?${LOGOUT_CONFIRMATION_QUERY}`;

export const operations = {
  availableUsers: operation<Record<string, never>, undefined, AvailableUser[]>({
    id: 'availableUsers',
    method: 'GET',
    path: '/api/available-users',
    auth: 'none',
    summary: 'Test users to log in as (mock mode)',
    params: [],
    body: null,
    response: json('available-users', availableUsersSchema),
    mockOnly: true,
  }),
  login: operation<Record<string, never>, LoginBody, LoginResponse>({
    id: 'login',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    summary: 'Mock login as a test user (form-encoded henro); sets the session cookies',
    params: [],
    body: { kind: 'urlencoded', schemaName: 'login-request', schema: loginRequestSchema as JsonSchema },
    response: json('login-response', loginResponseSchema),
    mockOnly: true,
  }),
  user: operation<Record<string, never>, undefined, User>({
    id: 'user',
    method: 'GET',
    path: '/api/user',
    auth: 'session',
    summary: "The session's user (SPEC §3 User information)",
    params: [],
    body: null,
    response: json('user', userSchema),
  }),
  logout: operation<Record<string, never>, undefined, { loggedOut: true }>({
    id: 'logout',
    method: 'GET',
    path: '/api/auth/logout',
    auth: 'none',
    summary:
      "Ends the session when the portal's own page asks (Sec-Fetch-Site same-origin or none, or the x-xsrf-token header): a browser is sent to /, a fetch gets { loggedOut: true }. Asked from another page, the session lives on: a browser is sent to the logout confirmation, a fetch gets 403",
    params: [],
    body: null,
    response: json('logout-response', logoutResponseSchema),
  }),
  refresh: operation<Record<string, never>, undefined, { expires: number }>({
    id: 'refresh',
    method: 'GET',
    path: '/api/auth/refresh',
    auth: 'session',
    summary: 'Slides the session and answers its new expiry',
    params: [],
    body: null,
    response: json('refresh-response', refreshResponseSchema),
  }),
  textRegister: operation<{ language: Language; part?: TextPart }, undefined, Record<string, string>>({
    id: 'textRegister',
    method: 'GET',
    path: '/api/text-register/{language}',
    auth: 'none',
    summary:
      "The text register of a language: code → text, a counting text's plural forms as <code>_one and <code>_other; part: only the portal's core (shell and front page) or the rest (texts/parts.ts)",
    params: [
      languageParam,
      { name: 'part', in: 'query', required: false, schema: { type: 'string', enum: [...TEXT_PARTS] } },
    ],
    body: null,
    response: fixedJson('text-register', textRegisterSchema),
  }),
  frontendLog: operation<Record<string, never>, FrontendLogBody, undefined>({
    id: 'frontendLog',
    method: 'POST',
    path: '/api/frontend-log',
    auth: 'session',
    summary: 'Logs a front-end error (SPEC §8)',
    params: [],
    body: json('frontend-log', frontendLogSchema),
    response: { kind: 'empty' },
  }),
  submitApplication: operation<Record<string, never>, LandlordApplicationBody, undefined>({
    id: 'submitApplication',
    method: 'POST',
    path: '/api/api/v1/application',
    auth: 'session',
    summary: 'Submits the landlord and tenant information; stored and recorded as an arrived document',
    params: [],
    body: { kind: 'form', form: 'landlord-application' },
    response: { kind: 'empty' },
  }),
  applicationPdf: operation<Record<string, never>, LandlordApplicationBody, Blob>({
    id: 'applicationPdf',
    method: 'POST',
    path: '/api/api/v1/application/pdf',
    auth: 'session',
    summary: 'The landlord application as a tagged PDF in currentLanguageCode',
    params: [],
    body: { kind: 'form', form: 'landlord-application' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  landlordInfo: operation<Record<string, never>, undefined, LandlordInfo>({
    id: 'landlordInfo',
    method: 'GET',
    path: '/api/api/v1/landlord-info',
    auth: 'session',
    summary: "Prefill of the landlord form for the session's user or organisation",
    params: [],
    body: null,
    response: json('landlord-info', landlordInfoSchema),
  }),
  applicationStatuses: operation<Record<string, never>, undefined, ApplicationStatus[]>({
    id: 'applicationStatuses',
    method: 'GET',
    path: '/api/api/v1/application-statuses',
    auth: 'session',
    summary:
      "The caller's submitted applications (as themselves, or for the organisation they act for), newest first",
    params: [],
    body: null,
    response: json('application-statuses', applicationStatusesSchema),
  }),
  postOffice: operation<{ postalCode: string }, undefined, PostOffice>({
    id: 'postOffice',
    method: 'GET',
    path: '/api/api/v1/post-office/{postalCode}',
    auth: 'session',
    summary: "A postal code's post office (Posti's data); 404 when there is none",
    params: [postalCodeParam],
    body: null,
    response: json('post-office', postOfficeSchema),
  }),
  runtimeConfig: operation<Record<string, never>, undefined, RuntimeConfig>({
    id: 'runtimeConfig',
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    summary: 'Runtime configuration of the portal: app mode, auth mode, session thresholds',
    params: [],
    body: null,
    response: json('runtime-config', runtimeConfigSchema),
  }),
  organizationRoles: operation<Record<string, never>, undefined, OrganizationRoles>({
    id: 'organizationRoles',
    method: 'GET',
    path: '/api/user/organization-roles',
    auth: 'session',
    summary: 'The organisations the user may act for',
    params: [],
    body: null,
    response: json('organization-roles', organizationRolesSchema),
  }),
  updateOnBehalfInformation: operation<Record<string, never>, OnBehalfInformation, undefined>({
    id: 'updateOnBehalfInformation',
    method: 'POST',
    path: '/api/user/update-on-behalf-information',
    auth: 'session',
    summary:
      "Chooses the role: act for one of the user's organisations (403 for any other), or as oneself (nulls)",
    params: [],
    body: json('on-behalf-request', onBehalfRequestSchema),
    response: { kind: 'empty' },
  }),
  feedback: operation<Record<string, never>, FeedbackBody, undefined>({
    id: 'feedback',
    method: 'POST',
    path: '/api/api/v1/feedback',
    auth: 'none',
    summary: 'An anonymous grade 0–10 from the logged-out page (JSON only; no session needed)',
    params: [],
    body: json('feedback-request', feedbackRequestSchema),
    response: { kind: 'empty' },
  }),
  navigateToRealization: operation<Record<string, never>, undefined, boolean>({
    id: 'navigateToRealization',
    method: 'GET',
    path: '/api/api/navigate-to-rental-deposit-realization',
    auth: 'session',
    summary:
      'Writes the visit to the audit log (who, when, acting for whom); true opens the realization feature',
    params: [],
    body: null,
    response: json('navigate-response', navigateResponseSchema),
  }),
  paymentCommitment: operation<{ id: string }, undefined, PaymentCommitment>({
    id: 'paymentCommitment',
    method: 'GET',
    path: '/api/api/v1/payment-commitment/{id}',
    auth: 'session',
    summary: "A payment commitment of the caller (404 for any other): the realization form's rentee part",
    params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } }],
    body: null,
    response: json('payment-commitment', paymentCommitmentSchema),
  }),
  submitRealization: operation<{ savedStateId?: string }, RealizationRequestBody, { id: string }>({
    id: 'submitRealization',
    method: 'POST',
    path: '/api/api/v1/rental-deposit-realization',
    auth: 'session',
    summary:
      'Submits a realization request: stored, recorded as an arrived document, and its draft (savedStateId) removed, in one transaction',
    params: [SAVED_STATE_ID_PARAM],
    body: { kind: 'form', form: 'realization-request' },
    response: json('realization-response', realizationResponseSchema),
  }),
  realizationPdf: operation<Record<string, never>, RealizationRequestBody, Blob>({
    id: 'realizationPdf',
    method: 'POST',
    path: '/api/api/v1/rental-deposit-realization/pdf',
    auth: 'session',
    summary: 'The realization request as a tagged PDF in currentLanguageCode',
    params: [],
    body: { kind: 'form', form: 'realization-request' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  savedStates: operation<{ type: SavedStateType }, undefined, SavedState[]>({
    id: 'savedStates',
    method: 'GET',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary:
      "The caller's saved requests of a type (as themselves, or for the organisation they act for), newest first",
    params: [{ name: 'type', in: 'query', required: true, schema: SAVED_STATE_TYPE_SCHEMA }],
    body: null,
    response: json('saved-states', { type: 'array', items: savedStateSchema }),
  }),
  createSavedState: operation<Record<string, never>, SavedStateCreate, SavedState>({
    id: 'createSavedState',
    method: 'POST',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary: 'Saves an unfinished form',
    params: [],
    body: json('saved-state-create', savedStateCreateSchema),
    response: json('saved-state', savedStateSchema),
  }),
  updateSavedState: operation<Record<string, never>, SavedStateUpdate, SavedState>({
    id: 'updateSavedState',
    method: 'PUT',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary:
      "Replaces a saved request's data: 404 when it is not the caller's, 409 when the version read is stale",
    params: [],
    body: json('saved-state-update', savedStateUpdateSchema),
    response: json('saved-state', savedStateSchema),
  }),
  deleteSavedState: operation<Record<string, never>, { id: string }, undefined>({
    id: 'deleteSavedState',
    method: 'DELETE',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary: "Deletes a saved request: 404 when it is not the caller's",
    params: [],
    body: json('saved-state-delete', savedStateDeleteSchema),
    response: { kind: 'empty' },
  }),

  // ---- Issue 6: documents, attachments, paperless consent, payment information ----------------
  documentsSentBy: operation<{ product: DocumentProduct }, DocumentPageRequest, DocumentsPage>({
    id: 'documentsSentBy',
    method: 'POST',
    path: '/api/api/v1/document/sent-by-{product}',
    auth: 'session',
    summary:
      'One page of the documents the agency sent to the caller (as themselves, or for the organisation they act for), filtered and sorted',
    params: [productParam],
    body: json('document-page-request', documentPageRequestSchema),
    response: json('documents-page', documentsPageSchema),
  }),
  documentsArrivedTo: operation<{ product: DocumentProduct }, DocumentPageRequest, DocumentsPage>({
    id: 'documentsArrivedTo',
    method: 'POST',
    path: '/api/api/v1/document/arrived-to-{product}',
    auth: 'session',
    summary: 'One page of the documents that arrived at the agency from the caller, filtered and sorted',
    params: [productParam],
    body: json('document-page-request', documentPageRequestSchema),
    response: json('documents-page', documentsPageSchema),
  }),
  documentDownload: operation<{ id: string }, undefined, Blob>({
    id: 'documentDownload',
    method: 'GET',
    path: '/api/api/v1/document/download/{id}',
    auth: 'session',
    summary:
      "A document of the caller as a file: its stored file, or a PDF rendered from it; marks it read (isNew false). 404 for any other's",
    params: [uuidParam('id')],
    body: null,
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  attachmentRequestApplications: operation<Record<string, never>, undefined, AttachmentRequestApplication[]>({
    id: 'attachmentRequestApplications',
    method: 'GET',
    path: '/api/api/v1/attachment-request/applications',
    auth: 'session',
    summary: "The caller's applications with an open attachment request",
    params: [],
    body: null,
    response: json('attachment-request-applications', attachmentRequestApplicationsSchema),
  }),
  attachmentRequestStatus: operation<{ id: string }, undefined, AttachmentRequestStatus[]>({
    id: 'attachmentRequestStatus',
    method: 'GET',
    path: '/api/api/v1/attachment-request/status',
    auth: 'session',
    summary:
      "The attachment requests of one of the caller's applications, each requested attachment with its uploads (404 for any other's)",
    params: [{ ...uuidParam('id'), in: 'query' }],
    body: null,
    response: json('attachment-request-status', attachmentRequestStatusSchema),
  }),
  uploadAttachment: operation<{ 'x-batch-id': string }, UploadBody<AttachmentMetadata>, AttachmentUpload>({
    id: 'uploadAttachment',
    method: 'POST',
    path: '/api/api/v1/attachment',
    auth: 'session',
    summary:
      "Delivers a file to a requested attachment of the caller's application: the file, its upload row and an arrived ATTACHMENT document in one transaction",
    params: [batchIdParam],
    body: {
      kind: 'multipart',
      schemaName: 'attachment-metadata',
      schema: attachmentMetadataSchema as JsonSchema,
    },
    response: json('attachment-upload', attachmentUploadSchema),
  }),
  attachmentFile: operation<{ id: string }, undefined, Blob>({
    id: 'attachmentFile',
    method: 'GET',
    path: '/api/api/v1/attachment/{id}',
    auth: 'session',
    summary: "A file the caller uploaded, with its stored name and type (404 for any other's)",
    params: [uuidParam('id')],
    body: null,
    response: { kind: 'file', mediaType: 'application/octet-stream' },
  }),
  ekultaTopics: operation<Record<string, never>, undefined, DocumentTopic[]>({
    id: 'ekultaTopics',
    method: 'GET',
    path: '/api/api/v1/ekulta/topics',
    auth: 'session',
    summary: 'The topics a general document can be sent under (the document type tree)',
    params: [],
    body: null,
    response: json('document-topics', documentTopicsSchema),
  }),
  ekultaTopicsForApplication: operation<{ topic: string }, undefined, DocumentTopic[]>({
    id: 'ekultaTopicsForApplication',
    method: 'GET',
    path: '/api/api/v1/ekulta/topics/application',
    auth: 'session',
    summary: "A topic's sub-topics (404 for an unknown topic)",
    params: [
      {
        name: 'topic',
        in: 'query',
        required: true,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,50}$' },
      },
    ],
    body: null,
    response: json('document-topics', documentTopicsSchema),
  }),
  uploadGeneralAttachment: operation<
    { 'x-batch-id': string; 'x-primary-batch-id'?: string },
    UploadBody<GeneralAttachmentMetadata>,
    UploadRecord
  >({
    id: 'uploadGeneralAttachment',
    method: 'POST',
    path: '/api/api/v1/ekulta/attachment',
    auth: 'session',
    summary:
      'Sends a general document under a topic about a customer; x-primary-batch-id names the primary document (an earlier batch of the caller) it is an attachment of',
    params: [batchIdParam, { ...batchIdParam, name: 'x-primary-batch-id', required: false }],
    body: {
      kind: 'multipart',
      schemaName: 'general-attachment-metadata',
      schema: generalAttachmentMetadataSchema as JsonSchema,
    },
    response: json(
      'upload-record',
      (uploadListSchema as { properties: { uploads: { items: unknown } } }).properties.uploads.items,
    ),
  }),
  ekultaAttachments: operation<
    { page: number; hetu?: string; sortBy?: 'created' | 'filename'; sortOrder?: SortOrder },
    undefined,
    UploadList
  >({
    id: 'ekultaAttachments',
    method: 'GET',
    path: '/api/api/v1/ekulta/attachments',
    auth: 'session',
    summary: "One page (20) of the caller's general documents, newest first, optionally of one customer",
    params: [
      { name: 'page', in: 'query', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } },
      { name: 'hetu', in: 'query', required: false, schema: { type: 'string', format: 'hetu' } },
      { name: 'sortBy', in: 'query', required: false, schema: { enum: ['created', 'filename'] } },
      { name: 'sortOrder', in: 'query', required: false, schema: { enum: ['ASC', 'DESC'] } },
    ],
    body: null,
    response: json('upload-list', uploadListSchema),
  }),
  ekultaCustomer: operation<{ hetu: string }, undefined, { name: string }>({
    id: 'ekultaCustomer',
    method: 'GET',
    path: '/api/api/v1/ekulta/customer/{hetu}',
    auth: 'session',
    summary:
      "The masked name of a customer (rentee) of the caller's applications or payment commitments; 404 for anyone else",
    params: [{ name: 'hetu', in: 'path', required: true, schema: { type: 'string', format: 'hetu' } }],
    body: null,
    response: json('customer-name', customerNameSchema),
  }),
  userContactInfo: operation<Record<string, never>, undefined, UserContact>({
    id: 'userContactInfo',
    method: 'POST',
    path: '/api/api/v1/user-contact-info',
    auth: 'session',
    summary: "The user's e-mail and phone with the paperless choice of each",
    params: [],
    body: null,
    response: json('user-contact', userContactSchema),
  }),
  paperlessPermission: operation<Record<string, never>, PaperlessPermissionBody, UserContact>({
    id: 'paperlessPermission',
    method: 'POST',
    path: '/api/api/v1/paperless-permission',
    auth: 'session',
    summary:
      'Records the paperless choice per channel (400 for a channel the agency has no value for); answers the contact as stored',
    params: [],
    body: json('paperless-permission-request', paperlessPermissionRequestSchema),
    response: json('user-contact', userContactSchema),
  }),
  hetuToHenro: operation<Record<string, never>, { hetu: string }, ValidityCheck>({
    id: 'hetuToHenro',
    method: 'POST',
    path: '/api/api/v1/hyp/hetu-to-henro',
    auth: 'session',
    summary:
      "Checks an identity code: valid or not; the person's number and name only for a rentee of the caller's own applications or commitments",
    params: [],
    body: json('henro-request', henroRequestSchema),
    response: json('validity-check', validityCheckSchema),
  }),
  paymentInfoList: operation<Record<string, never>, PaymentListRequest, PaymentList>({
    id: 'paymentInfoList',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info/list',
    auth: 'session',
    summary: 'One page of the payments to the organisation the caller acts for (403 when acting as oneself)',
    params: [],
    body: json('payment-list-request', paymentListRequestSchema),
    response: json('payment-list', paymentListSchema),
  }),
  paymentInfoPdf: operation<Record<string, never>, PaymentListRequest, Blob>({
    id: 'paymentInfoPdf',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info/pdf',
    auth: 'session',
    summary:
      "Every payment matching the filters (not only one page) as a tagged PDF in the caller's language",
    params: [],
    body: json('payment-list-request', paymentListRequestSchema),
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  paymentInfoUpdate: operation<Record<string, never>, PaymentInfoUpdateBody, undefined>({
    id: 'paymentInfoUpdate',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info',
    auth: 'session',
    summary:
      'Sends a payment-info update for the organisation the caller acts for (403 when acting as oneself): stored as an arrived PAYMENT_INFO_UPDATE document',
    params: [],
    body: { kind: 'form', form: 'payment-info-update' },
    response: { kind: 'empty' },
  }),
  pdfDownload: operation<{ type: SpecDocumentType }, PdfModel, Blob>({
    id: 'pdfDownload',
    method: 'POST',
    path: '/api/api/v1/pdf/download',
    auth: 'session',
    summary: 'Renders a summary model (SPEC §3 Summary view) as a tagged PDF, named by its document type',
    params: [{ name: 'type', in: 'query', required: true, schema: { enum: [...DOCUMENT_TYPES] } }],
    body: json('summary-model', summaryModelSchema),
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  ekeviSendFile: operation<Record<string, never>, TextFileUpload, EkeviSendResult>({
    id: 'ekeviSendFile',
    method: 'POST',
    path: '/api/api/v1/ekevi/send-file',
    auth: 'session',
    summary:
      'Sends a bulk payment file for the organisation the caller acts for (403 when acting as oneself): checked row by row; returnCode 0 accepted, 1 validation errors (the file is listed with them, nothing else stored), 2 the same bytes already delivered, 9 internal error (nothing stored)',
    params: [],
    body: {
      kind: 'multipart',
      schemaName: 'ekevi-send-file',
      schema: ekeviSendFileSchema as JsonSchema,
      file: 'text',
    },
    response: json('ekevi-send-result', ekeviSendResultSchema),
  }),
  ekeviDeliveredFiles: operation<Record<string, never>, EkeviDeliveredPageRequest, EkeviDeliveredFiles>({
    id: 'ekeviDeliveredFiles',
    method: 'POST',
    path: '/api/api/v1/ekevi/delivered-files',
    auth: 'session',
    summary:
      "One page of the payment files the caller's organisation delivered (default 50, newest first), every match counted",
    params: [],
    body: json('ekevi-delivered-page-request', ekeviDeliveredPageRequestSchema),
    response: json('ekevi-delivered-files', ekeviDeliveredFilesSchema),
  }),
  ekeviArrivedFiles: operation<Record<string, never>, EkeviArrivedPageRequest, EkeviArrivedFiles>({
    id: 'ekeviArrivedFiles',
    method: 'POST',
    path: '/api/api/v1/ekevi/arrived-files',
    auth: 'session',
    summary:
      "One page of the statements of the caller's organisation's completed payment files (default 50, newest completion first), every match counted",
    params: [],
    body: json('ekevi-arrived-page-request', ekeviArrivedPageRequestSchema),
    response: json('ekevi-arrived-files', ekeviArrivedFilesSchema),
  }),
  ekeviFilterFileIds: operation<Record<string, never>, undefined, string[]>({
    id: 'ekeviFilterFileIds',
    method: 'GET',
    path: '/api/api/v1/ekevi/filters-file-id',
    auth: 'session',
    summary: "The file ids of the caller's organisation's delivered files (the delivered list's filter)",
    params: [],
    body: null,
    response: json('ekevi-filter-values', ekeviFilterValuesSchema),
  }),
  ekeviFilterCompletedFileIds: operation<Record<string, never>, undefined, string[]>({
    id: 'ekeviFilterCompletedFileIds',
    method: 'GET',
    path: '/api/api/v1/ekevi/filters-completed-file-id',
    auth: 'session',
    summary: "The file ids of the caller's organisation's completed files (the arrived list's filter)",
    params: [],
    body: null,
    response: json('ekevi-filter-values', ekeviFilterValuesSchema),
  }),
  ekeviFilterAccountingNumbers: operation<Record<string, never>, undefined, string[]>({
    id: 'ekeviFilterAccountingNumbers',
    method: 'GET',
    path: '/api/api/v1/ekevi/completed-filters-accounting-number',
    auth: 'session',
    summary: "The accounting numbers of the caller's organisation's statements (the arrived list's filter)",
    params: [],
    body: null,
    response: json('ekevi-filter-values', ekeviFilterValuesSchema),
  }),
  ekeviArrivedFilePdf: operation<{ id: string }, undefined, Blob>({
    id: 'ekeviArrivedFilePdf',
    method: 'GET',
    path: '/api/api/v1/ekevi/arrived-file-pdf/{id}',
    auth: 'session',
    summary:
      "A statement of the caller's organisation as a tagged PDF in the caller's language: its rows and totals; 404 for any other's",
    params: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
    ],
    body: null,
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  formSubmit: operation<{ formId: string; savedStateId?: string }, Record<string, unknown>, FormSubmitted>({
    id: 'formSubmit',
    method: 'POST',
    path: '/api/api/v1/form/{formId}',
    auth: 'session',
    summary:
      "Sends a form that its manifest (schemas/forms/<formId>.form.json) makes a document: checked with the form's own validators and stored as a document the customer sent, with its summary PDF in the reader's language, and its draft (savedStateId, of the form's type) removed, in one transaction; 404 for a form that is not served or a draft that is not the caller's, 403 for a role the manifest does not allow",
    params: [FORM_ID_PARAM, SAVED_STATE_ID_PARAM],
    body: { kind: 'manifestForm', param: 'formId' },
    response: json('form-submitted', formSubmittedSchema),
  }),
  formPdf: operation<{ formId: string }, Record<string, unknown>, Blob>({
    id: 'formPdf',
    method: 'POST',
    path: '/api/api/v1/form/{formId}/pdf',
    auth: 'session',
    summary:
      "A manifest form's data as its tagged summary PDF in the data's language (currentLanguageCode), as the landlord form's PDF; checked as formSubmit",
    params: [FORM_ID_PARAM],
    body: { kind: 'manifestForm', param: 'formId' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
} satisfies Record<string, AnyOperation>;

export type Operations = typeof operations;

/** The answer to a manifest form's submission: the document it became. */
export interface FormSubmitted {
  id: string;
}
export type OperationId = keyof Operations;

/**
 * The operations of the customers' portal, in declaration order. The staff area's are in
 * `./intra.ts` (kept out of the portal's front-page bundle); `./allOperations.ts` lists both.
 */
export const operationList: readonly OperationSpec[] = Object.values(operations);

/** The path with its `{param}`s filled in (URI-encoded). */
export function buildPath(
  spec: Pick<OperationSpec, 'path'>,
  params: Readonly<Record<string, unknown>>,
): string {
  return spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}
