/**
 * The contract's attachments area (SPEC §7, issue 6): the applications' attachment requests and
 * the files sent to them, the general documents by topic about a customer (ekulta), and the
 * identity-code lookups they use.
 */
import attachmentRequestApplicationsSchema from '../schemas/api/attachment-request-applications.schema.json' with { type: 'json' };
import attachmentRequestStatusSchema from '../schemas/api/attachment-request-status.schema.json' with { type: 'json' };
import attachmentMetadataSchema from '../schemas/api/attachment-metadata.schema.json' with { type: 'json' };
import attachmentUploadSchema from '../schemas/api/attachment-upload.schema.json' with { type: 'json' };
import generalAttachmentMetadataSchema from '../schemas/api/general-attachment-metadata.schema.json' with { type: 'json' };
import documentTopicsSchema from '../schemas/api/document-topics.schema.json' with { type: 'json' };
import uploadListSchema from '../schemas/api/upload-list.schema.json' with { type: 'json' };
import customerNameSchema from '../schemas/api/customer-name.schema.json' with { type: 'json' };
import henroRequestSchema from '../schemas/api/henro-request.schema.json' with { type: 'json' };
import validityCheckSchema from '../schemas/api/validity-check.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import {
  json,
  operation,
  uuidParam,
  type AnyOperation,
  type JsonSchema,
  type ParamSpec,
  type SortOrder,
  type UploadBody,
} from './operation.ts';

// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/*.schema.json).
export type {
  AttachmentMetadata,
  AttachmentUpload,
  GeneralAttachmentMetadata,
  UploadList,
  ValidityCheck,
} from './generated/wireTypes.ts';
/** SPEC §3 Attachment-request application. */
export type AttachmentRequestApplication = Wire.AttachmentRequestApplications[number];
/** SPEC §3 Attachment request status. */
export type AttachmentRequestStatus = Wire.AttachmentRequestStatus[number];
/** SPEC §3 a requested attachment of an attachment request. */
export type RequestedAttachment = AttachmentRequestStatus['attachments'][number];
/** SPEC §3 Document type tree. */
export type DocumentTopic = Wire.DocumentTopicsTopic;
/** SPEC §3 Upload record. */
export type UploadRecord = Wire.UploadList['uploads'][number];
/** SPEC §5: uploads name their batch (a UUID the portal makes per set of files sent together). */
const batchIdParam: ParamSpec = {
  name: 'x-batch-id',
  in: 'header',
  required: true,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
};

export const attachmentsOperations = {
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
  uploadAttachment: operation<
    { 'x-batch-id': string },
    UploadBody<Wire.AttachmentMetadata>,
    Wire.AttachmentUpload
  >({
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
    UploadBody<Wire.GeneralAttachmentMetadata>,
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
    Wire.UploadList
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
  hetuToHenro: operation<Record<string, never>, { hetu: string }, Wire.ValidityCheck>({
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
} satisfies Record<string, AnyOperation>;
