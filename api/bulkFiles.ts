/**
 * The contract's bulk payment files area (issue 13, SPEC §1 ekevi): sending a payment file, the
 * delivered files and the arrived statements, their filters and a statement's PDF.
 */
import ekeviSendFileSchema from '../schemas/api/ekevi-send-file.schema.json' with { type: 'json' };
import ekeviSendResultSchema from '../schemas/api/ekevi-send-result.schema.json' with { type: 'json' };
import ekeviDeliveredPageRequestSchema from '../schemas/api/ekevi-delivered-page-request.schema.json' with { type: 'json' };
import ekeviDeliveredFilesSchema from '../schemas/api/ekevi-delivered-files.schema.json' with { type: 'json' };
import ekeviArrivedPageRequestSchema from '../schemas/api/ekevi-arrived-page-request.schema.json' with { type: 'json' };
import ekeviArrivedFilesSchema from '../schemas/api/ekevi-arrived-files.schema.json' with { type: 'json' };
import ekeviFilterValuesSchema from '../schemas/api/ekevi-filter-values.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import { json, operation, type AnyOperation, type JsonSchema, type UploadBody } from './operation.ts';

// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/ekevi-*.schema.json).
export type {
  EkeviArrivedFiles,
  EkeviArrivedPageRequest,
  EkeviDeliveredFiles,
  EkeviDeliveredPageRequest,
  EkeviSendResult,
} from './generated/wireTypes.ts';
/** SPEC §4: 0 accepted, 1 validation error, 2 double file, 9 internal error. */
export type EkeviReturnCode = Wire.EkeviSendResult['returnCode'];
/** One error of a sent payment file, in both languages (SPEC §3 Ekevi send result). */
export type EkeviFileError = Wire.EkeviSendResult['errors'][number];
export const EKEVI_FILE_STATUSES = ['ACCEPTED', 'REJECTED', 'COMPLETED'] as const;
export type EkeviFileStatus = (typeof EKEVI_FILE_STATUSES)[number];
/** SPEC §3 File row: a delivered payment file. */
export type EkeviDeliveredFile = Wire.EkeviDeliveredFiles['files'][number];
/** SPEC §3 Statement file row: the agency's statement of a completed delivered file. */
export type EkeviArrivedFile = Wire.EkeviArrivedFiles['files'][number];
/** A text file upload (`file: 'text'`) as its handler gets it: the file, or how large it may be. */
export type TextFileUpload =
  (UploadBody<{ filename: string }> & { overLimit?: undefined }) | { overLimit: true; limitBytes: number };

export const bulkFilesOperations = {
  ekeviSendFile: operation<Record<string, never>, TextFileUpload, Wire.EkeviSendResult>({
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
  ekeviDeliveredFiles: operation<
    Record<string, never>,
    Wire.EkeviDeliveredPageRequest,
    Wire.EkeviDeliveredFiles
  >({
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
  ekeviArrivedFiles: operation<Record<string, never>, Wire.EkeviArrivedPageRequest, Wire.EkeviArrivedFiles>({
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
} satisfies Record<string, AnyOperation>;
