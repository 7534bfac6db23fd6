/**
 * The contract's documents area (issue 6): the documents sent and arrived, their files, the SPEC
 * PDFs, the user's contact details and paperless consent.
 */
import documentPageRequestSchema from '../schemas/api/document-page-request.schema.json' with { type: 'json' };
import documentsPageSchema from '../schemas/api/documents-page.schema.json' with { type: 'json' };
import userContactSchema from '../schemas/api/user-contact.schema.json' with { type: 'json' };
import paperlessPermissionRequestSchema from '../schemas/api/paperless-permission-request.schema.json' with { type: 'json' };
import summaryModelSchema from '../schemas/api/summary-model.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import { json, operation, uuidParam, type AnyOperation, type ParamSpec } from './operation.ts';

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
// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/*.schema.json).
export type { DocumentPageRequest, DocumentsPage, UserContact } from './generated/wireTypes.ts';
/** SPEC §3 Document. */
export type PortalDocument = Wire.DocumentsPage['documents'][number];
export type { PaperlessPermissionRequest as PaperlessPermissionBody } from './generated/wireTypes.ts';
/** SPEC §3 Summary view as the body of POST /v1/pdf/download. */
export type { SummaryModel as PdfModel } from './generated/wireTypes.ts';
/** The product part of the documents paths (`sent-by-{product}`): this portal's one product. */
export const DOCUMENT_PRODUCTS = ['vuokravakuus'] as const;
export type DocumentProduct = (typeof DOCUMENT_PRODUCTS)[number];
const productParam: ParamSpec = {
  name: 'product',
  in: 'path',
  required: true,
  schema: { enum: [...DOCUMENT_PRODUCTS] },
};

export const documentsOperations = {
  documentsSentBy: operation<{ product: DocumentProduct }, Wire.DocumentPageRequest, Wire.DocumentsPage>({
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
  documentsArrivedTo: operation<{ product: DocumentProduct }, Wire.DocumentPageRequest, Wire.DocumentsPage>({
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
  userContactInfo: operation<Record<string, never>, undefined, Wire.UserContact>({
    id: 'userContactInfo',
    method: 'POST',
    path: '/api/api/v1/user-contact-info',
    auth: 'session',
    summary: "The user's e-mail and phone with the paperless choice of each",
    params: [],
    body: null,
    response: json('user-contact', userContactSchema),
  }),
  paperlessPermission: operation<Record<string, never>, Wire.PaperlessPermissionRequest, Wire.UserContact>({
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
  pdfDownload: operation<{ type: SpecDocumentType }, Wire.SummaryModel, Blob>({
    id: 'pdfDownload',
    method: 'POST',
    path: '/api/api/v1/pdf/download',
    auth: 'session',
    summary: 'Renders a summary model (SPEC §3 Summary view) as a tagged PDF, named by its document type',
    params: [{ name: 'type', in: 'query', required: true, schema: { enum: [...DOCUMENT_TYPES] } }],
    body: json('summary-model', summaryModelSchema),
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
} satisfies Record<string, AnyOperation>;
