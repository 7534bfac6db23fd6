/**
 * What the API answers a request that it refuses, in one leaf module that every handler and check
 * can import (issue 42): the API's own text codes, the uploads' text codes, and the two errors a
 * handler throws — `ApiError` for a 4xx `{ code, message }` (a quota's 429 with `Retry-After`
 * too), and `FieldErrors` for a 400 `[{ path, label, message, code }]`, the errors already in
 * words or a path and a text code that register.ts's error handler puts in the caller's language.
 */
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../../engine/core/types.ts';
import { t, type TextParams } from '../../texts/index.ts';
import { requestLanguage, text } from '../language.ts';

export const TEXT_CODES = {
  bodyLabel: '152000',
  malformedJson: '152001',
  notJson: '152002',
  tooLarge: '152003',
  paramMissing: '152004',
  paramInvalid: '152005',
  postOfficeNotFound: '152006',
  serverError: '152007',
  notFound: '152008',
  tooDeep: '152009',
  urlLabel: '152010',
  urlInvalid: '152011',
  /** 503: the database cannot be reached (db/index.ts DatabaseUnavailableError). */
  databaseUnavailable: '152012',
  /** 503: the server is closing (SIGTERM) and takes no new requests. */
  shuttingDown: '152013',
  /** 431: the request's headers are larger than the HTTP parser takes. */
  headersTooLarge: '152014',
  /** 404: no served manifest form of that name (POST /api/api/v1/form/{formId}). */
  formNotFound: '152015',
  /** 403: the form's manifest does not allow the role the caller acts in. */
  formNotForRole: '152016',
  sessionEnded: '150003',
} as const;

/** Texts of uploads (multipart bodies, SPEC §5, §7, §9). */
export const UPLOAD_TEXT_CODES = {
  /** 400: the body is not multipart/form-data. */
  notMultipart: '157000',
  /** 400: a required part ("attachment" or "data") is missing. */
  partMissing: '157001',
  /** 400: a part other than "attachment" and "data", or one of them twice. */
  partUnexpected: '157002',
  /** 400: more parts than an upload has. */
  tooManyParts: '157003',
  /** 413: the file is larger than UPLOAD_MAX_BYTES (message names the limit in MB). */
  fileTooLarge: '157004',
  /** 415: the content is not one of the allowed types. */
  typeNotAllowed: '157005',
  /** 415: the content is an allowed type, but not the one the name's extension says. */
  typeMismatch: '157006',
  /** 400: the file is empty. */
  fileEmpty: '157007',
  /** 400: the "data" part is not a file. */
  dataNotFile: '157008',
  /** 400: the multipart body could not be read. */
  malformed: '157009',
  /** Labels of the parts. */
  attachmentLabel: '157010',
  dataLabel: '157011',
  filenameLabel: '157018',
  /** 400: the "attachment" part is not valid JSON. */
  attachmentNotJson: '157012',
  /** Names of the detected kinds in the mismatch message. */
  kindPdf: '157013',
  kindPng: '157014',
  kindJpeg: '157015',
  kindTiff: '157016',
  kindHeif: '157017',
} as const;

/**
 * An error a handler throws to answer a 4xx with `{ code, message }` (the message by text code,
 * its `{placeholders}` filled from `params`), with `Retry-After` when `retryAfterSeconds` is given.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly textCode: string;
  readonly params?: TextParams;
  readonly retryAfterSeconds?: number;
  constructor(statusCode: number, textCode: string, params?: TextParams, retryAfterSeconds?: number) {
    super(`API error ${statusCode} ${textCode}`);
    this.statusCode = statusCode;
    this.textCode = textCode;
    this.params = params;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A field's error not yet in words: the error handler gives it the caller's language. */
export interface FieldProblem {
  /** JSON pointer of the field, e.g. `/topicId`. */
  path: string;
  textCode: string;
  /** Text code of the field's label; the pointer's last segment when absent. */
  labelCode?: string;
}

/** An error a handler throws to answer 400 `[{ path, label, message, code }]`, a field each. */
export class FieldErrors extends Error {
  readonly errors: readonly (FieldError | FieldProblem)[];
  constructor(errors: readonly (FieldError | FieldProblem)[]) {
    super(`field errors: ${errors.map((error) => error.path).join(', ')}`);
    this.errors = errors;
  }

  /** One field's error by text code (its label by code, or the pointer's last segment). */
  static at(path: string, textCode: string, labelCode?: string): FieldErrors {
    return new FieldErrors([{ path, textCode, ...(labelCode ? { labelCode } : {}) }]);
  }
}

/** A JSON pointer's segment: `~` and `/` escaped (RFC 6901). */
export function escapePointer(segment: string): string {
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A field's error in the caller's language. */
export function fieldError(
  request: FastifyRequest,
  path: string,
  label: string,
  code: string,
  params = {},
): FieldError {
  return { path, label, message: t(requestLanguage(request), code, params), code };
}

/** The error of a body as a whole (path ''), labelled "the request's content". */
export function bodyError(request: FastifyRequest, code: string): FieldError[] {
  return [fieldError(request, '', text(request, TEXT_CODES.bodyLabel), code)];
}
