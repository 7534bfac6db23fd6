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
import {
  json,
  operation,
  type AnyOperation,
  type JsonSchema,
  type SortOrder,
  type UploadBody,
} from './operation.ts';

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

export const bulkFilesOperations = {
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
} satisfies Record<string, AnyOperation>;
