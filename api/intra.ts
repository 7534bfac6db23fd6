/**
 * The staff area's operations (issue 14, SPEC §6 and §7), part of the one declared contract
 * (`./contract.ts`, whose helpers they use) but in a module of their own, so that the customers'
 * portal does not carry them in its front-page bundle: the staff pages import them from here, the
 * server registers them (server/intra/), and `./allOperations.ts` lists them with the rest for the
 * OpenAPI document and the tests. Every operation here but the permission check has
 * `auth: 'intra'`: the intra permission is checked before anything is read, and each call is
 * audited (server/intra/guard.ts).
 */
import {
  FORM_VERSION_PARAM,
  json,
  operation,
  uuidParam,
  type AnyOperation,
  type SendsForm,
  type DocumentPageRequest,
  type DocumentsPage,
  type OperationSpec,
  type ParamSpec,
} from './contract.ts';
import type * as Wire from './generated/wireTypes.ts';
import documentPageRequestSchema from '../schemas/api/document-page-request.schema.json' with { type: 'json' };
import documentsPageSchema from '../schemas/api/documents-page.schema.json' with { type: 'json' };
import intraPermissionSchema from '../schemas/api/intra-permission.schema.json' with { type: 'json' };
import intraCustomerSchema from '../schemas/api/intra-customer.schema.json' with { type: 'json' };
import intraAttachmentsSchema from '../schemas/api/intra-attachments.schema.json' with { type: 'json' };
import intraDeletionSchema from '../schemas/api/intra-deletion.schema.json' with { type: 'json' };
import intraCreatedSchema from '../schemas/api/intra-created.schema.json' with { type: 'json' };
import intraAuditRequestSchema from '../schemas/api/intra-audit-request.schema.json' with { type: 'json' };
import intraAuditPageSchema from '../schemas/api/intra-audit-page.schema.json' with { type: 'json' };

// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/intra-*.schema.json).
export type {
  IntraAuditPage,
  IntraAuditRequest,
  IntraCreated,
  IntraCustomer,
  IntraDeletion,
  IntraPermission,
} from './generated/wireTypes.ts';
/** An application as staff see it. */
export type IntraApplication = Wire.IntraCustomer['applications'][number];
export type IntraRealizationRequest = Wire.IntraCustomer['realizationRequests'][number];
export type IntraAttachmentRequest = Wire.IntraCustomer['attachmentRequests'][number];
/** An organisation's bulk payment file as staff see it. */
export type IntraPaymentFile = Wire.IntraCustomer['paymentFiles'][number];
/** A file the customer sent to an application's attachment request. */
export type IntraAttachment = Wire.IntraAttachments[number];
export interface ApplicationDecisionBody {
  decision: 'ACCEPTED' | 'REJECTED';
  /** Euros: the guarantee's amount, given with ACCEPTED (the payment commitment's amount). */
  amount?: number;
  justification: string;
}
export interface AttachmentRequestBody {
  requested: ('VUOKRASOPIMUS' | 'IRTISANOMISILMOITUS' | 'TILIOTE')[];
  /** YYYY-MM-DD, today or later. */
  dueDate: string;
}
export interface RealizationDecisionBody {
  /** Euros; 0 rejects the request. */
  amountGranted: number;
  justification: string;
}
export type IntraAuditEntry = Wire.IntraAuditPage['entries'][number];

/**
 * The audit list's actor (`staffHenro`) of a row the service wrote by itself, no staff member
 * acting: a notice to a paperless customer that could not be delivered (server/notices/).
 */
export const SERVICE_ACTOR = 'SERVICE';
/** The operation of such a row: the notice of the document `target` did not reach `customer`. */
export const NOTICE_UNDELIVERED_OPERATION = 'documentNoticeUndelivered';

/** A customer of the staff area: an identity code (a person) or a business id (SPEC §5 rules). */
const CUSTOMER_PARAM: ParamSpec = {
  name: 'hetuOrBusinessId',
  in: 'path',
  required: true,
  schema: { type: 'string', maxLength: 11, format: 'hetu-or-business-id' },
  label: '170011',
};
const APPLICATION_PARAM: ParamSpec = { ...uuidParam('applicationId'), label: '170012' };

export const intraOperations = {
  intraPermission: operation<Record<string, never>, undefined, Wire.IntraPermission>({
    id: 'intraPermission',
    method: 'GET',
    path: '/api/user/isIntraPermission',
    auth: 'session',
    summary: 'Whether the logged-in user is agency staff (SPEC §6); false for every customer',
    params: [],
    body: null,
    response: json('intra-permission', intraPermissionSchema),
  }),
  intraCustomer: operation<{ hetuOrBusinessId: string }, undefined, Wire.IntraCustomer>({
    id: 'intraCustomer',
    method: 'GET',
    path: '/api/api/v1/intra/customer/{hetuOrBusinessId}',
    auth: 'intra',
    summary:
      'A customer by identity code (a person acting as themself) or business id (an organisation, whoever represented it): name, applications, realization requests, attachment requests, payment files; 404 when unknown',
    params: [CUSTOMER_PARAM],
    body: null,
    response: json('intra-customer', intraCustomerSchema),
  }),
  intraAttachments: operation<
    { hetuOrBusinessId: string; applicationId: string },
    undefined,
    IntraAttachment[]
  >({
    id: 'intraAttachments',
    method: 'GET',
    path: '/api/api/v1/intra/documents/attachments/{hetuOrBusinessId}/{applicationId}',
    auth: 'intra',
    summary:
      "The files the customer sent to one application's attachment requests; 404 for another's application",
    params: [CUSTOMER_PARAM, APPLICATION_PARAM],
    body: null,
    response: json('intra-attachments', intraAttachmentsSchema),
  }),
  intraViewAttachment: operation<{ hetuOrBusinessId: string; attachmentId: string }, undefined, Blob>({
    id: 'intraViewAttachment',
    method: 'GET',
    path: '/api/api/v1/intra/documents/viewAttachment/{hetuOrBusinessId}/{attachmentId}',
    auth: 'intra',
    summary:
      "A file the customer sent, inline in the browser with its stored type and nosniff; 404 for another customer's",
    params: [CUSTOMER_PARAM, { ...uuidParam('attachmentId'), label: '170013' }],
    body: null,
    response: { kind: 'file', mediaType: 'application/octet-stream', disposition: 'inline' },
  }),
  intraDocumentDownload: operation<{ id: string }, undefined, Blob>({
    id: 'intraDocumentDownload',
    method: 'GET',
    path: '/api/api/v1/intra/document/download/{id}',
    auth: 'intra',
    summary:
      "Any customer's document as a file (its stored file or a tagged PDF in the staff member's language); the customer's new mark stays",
    params: [uuidParam('id')],
    body: null,
    response: { kind: 'file', mediaType: 'application/octet-stream' },
  }),
  intraSentDocuments: operation<{ hetuOrBusinessId: string }, DocumentPageRequest, DocumentsPage>({
    id: 'intraSentDocuments',
    method: 'POST',
    path: '/api/api/v1/intra/sent-documents/{hetuOrBusinessId}',
    auth: 'intra',
    summary:
      'One page of the documents the agency sent to the customer (the filters and sorting of the customer’s own list)',
    params: [CUSTOMER_PARAM],
    body: json('document-page-request', documentPageRequestSchema),
    response: json('documents-page', documentsPageSchema),
  }),
  intraArrivedDocuments: operation<{ hetuOrBusinessId: string }, DocumentPageRequest, DocumentsPage>({
    id: 'intraArrivedDocuments',
    method: 'POST',
    path: '/api/api/v1/intra/arrived-documents/{hetuOrBusinessId}',
    auth: 'intra',
    summary: 'One page of the documents that arrived from the customer',
    params: [CUSTOMER_PARAM],
    body: json('document-page-request', documentPageRequestSchema),
    response: json('documents-page', documentsPageSchema),
  }),
  intraDeleteAttachment: operation<
    { hetuOrBusinessId: string; applicationId: string; attachmentId: string },
    Wire.IntraDeletion,
    undefined
  >({
    id: 'intraDeleteAttachment',
    method: 'POST',
    path: '/api/api/v1/intra/delete-attachment/{hetuOrBusinessId}/{applicationId}/{attachmentId}',
    auth: 'intra',
    summary:
      'Deletes a file the customer sent to the application (gone for the customer at once; its request opens again if it was required); 404 when the parts do not belong together',
    params: [CUSTOMER_PARAM, APPLICATION_PARAM, { ...uuidParam('attachmentId'), label: '170013' }],
    body: json('intra-deletion', intraDeletionSchema),
    response: { kind: 'empty' },
  }),
  intraDeleteApplication: operation<
    { hetuOrBusinessId: string; applicationId: string },
    Wire.IntraDeletion,
    undefined
  >({
    id: 'intraDeleteApplication',
    method: 'POST',
    path: '/api/api/v1/intra/delete-application/{hetuOrBusinessId}/{applicationId}',
    auth: 'intra',
    summary:
      "Deletes the customer's application with its documents, attachment requests and the files sent to them; 404 for another customer's",
    params: [CUSTOMER_PARAM, APPLICATION_PARAM],
    body: json('intra-deletion', intraDeletionSchema),
    response: { kind: 'empty' },
  }),
  intraProcessApplication: operation<
    { hetuOrBusinessId: string; applicationId: string },
    undefined,
    undefined
  >({
    id: 'intraProcessApplication',
    method: 'POST',
    path: '/api/api/v1/intra/applications/{hetuOrBusinessId}/{applicationId}/process',
    auth: 'intra',
    summary: 'Takes an arrived application into processing (ARRIVED → INPROCESS); 409 from any other step',
    params: [CUSTOMER_PARAM, APPLICATION_PARAM],
    body: null,
    response: { kind: 'empty' },
  }),
  intraDecideApplication: operation<
    SendsForm<{ hetuOrBusinessId: string; applicationId: string }>,
    ApplicationDecisionBody,
    Wire.IntraCreated
  >({
    id: 'intraDecideApplication',
    method: 'POST',
    path: '/api/api/v1/intra/applications/{hetuOrBusinessId}/{applicationId}/decision',
    auth: 'intra',
    summary:
      "Decides an application (ACCEPTED → DONE, REJECTED → REJECTED): a RENTALDEPOSIT_APPLICATION_DECISION document to the customer, new in their list; answers the document's id; 409 once decided",
    params: [CUSTOMER_PARAM, APPLICATION_PARAM, FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'application-decision' },
    response: json('intra-created', intraCreatedSchema),
  }),
  intraRequestAttachments: operation<
    SendsForm<{ hetuOrBusinessId: string; applicationId: string }>,
    AttachmentRequestBody,
    Wire.IntraCreated
  >({
    id: 'intraRequestAttachments',
    method: 'POST',
    path: '/api/api/v1/intra/applications/{hetuOrBusinessId}/{applicationId}/attachment-request',
    auth: 'intra',
    summary:
      'Asks the customer for attachments to an undecided application by a due date; the customer answers on the send-attachment page; 409 once decided',
    params: [CUSTOMER_PARAM, APPLICATION_PARAM, FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'attachment-request' },
    response: json('intra-created', intraCreatedSchema),
  }),
  intraDecideRealization: operation<
    SendsForm<{ hetuOrBusinessId: string; realizationId: string }>,
    RealizationDecisionBody,
    Wire.IntraCreated
  >({
    id: 'intraDecideRealization',
    method: 'POST',
    path: '/api/api/v1/intra/realizations/{hetuOrBusinessId}/{realizationId}/decision',
    auth: 'intra',
    summary:
      'Decides a realization request: the amount granted (0 rejects) in a PAYMENT_REQUEST document sent to the landlord, new in their list; 409 once decided',
    params: [CUSTOMER_PARAM, { ...uuidParam('realizationId'), label: '170015' }, FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'realization-decision' },
    response: json('intra-created', intraCreatedSchema),
  }),
  intraCompletePaymentFile: operation<
    { hetuOrBusinessId: string; deliveryId: string },
    undefined,
    Wire.IntraCreated
  >({
    id: 'intraCompletePaymentFile',
    method: 'POST',
    path: '/api/api/v1/intra/payment-files/{hetuOrBusinessId}/{deliveryId}/complete',
    auth: 'intra',
    summary:
      "Completes an organisation's accepted payment file: its statement (an arrived file) is made; answers the statement's id; 404 for another's, a refused or a completed file",
    params: [
      CUSTOMER_PARAM,
      {
        name: 'deliveryId',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
        label: '170016',
      },
    ],
    body: null,
    response: json('intra-created', intraCreatedSchema),
  }),
  intraAudit: operation<Record<string, never>, Wire.IntraAuditRequest, Wire.IntraAuditPage>({
    id: 'intraAudit',
    method: 'POST',
    path: '/api/api/v1/intra/audit',
    auth: 'intra',
    summary: 'One page of the staff actions, newest first, filtered by customer and staff member',
    params: [],
    body: json('intra-audit-request', intraAuditRequestSchema),
    response: json('intra-audit-page', intraAuditPageSchema),
  }),
} satisfies Record<string, AnyOperation>;

export type IntraOperations = typeof intraOperations;

/** The staff area's operations, in declaration order. */
export const intraOperationList: readonly OperationSpec[] = Object.values(intraOperations);
