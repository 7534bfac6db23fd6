/**
 * A multipart upload as an operation's body (SPEC §5, §7, §9): its parts read (limits of
 * multipart.ts), each missing, repeated or unexpected part a 400 that names it, the metadata checked
 * against the body's schema like any JSON body (texts in NFC, the file name cleaned), then the
 * file's type decided by its content and compared with the metadata's file name. Nothing is stored
 * here: a refused upload leaves no trace, and the files a request received are removed when it ends
 * (`discardAll`), whatever its handler did not move into the store.
 */
import type { FastifyRequest } from 'fastify';
import type { BodySpec, TextFileUpload, UploadBody } from '../../api/contract.ts';
import { formatMegabytes } from '../../engine/core/format.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { cleanFileName } from '../../validators/fileTypes.ts';
import { textsInNfc } from '../../validators/freeText.ts';
import { checkSchema, unstorableJsonErrors, type Checked } from '../api/checks.ts';
import {
  ApiError,
  bodyError,
  escapePointer,
  fieldError,
  FieldErrors,
  TEXT_CODES,
  UPLOAD_TEXT_CODES,
} from '../api/errors.ts';
import { requestLanguage, text } from '../language.ts';
import { checkAttachmentType, type TypeCheck } from './fileType.ts';
import { readUploadParts, UPLOAD_PARTS, UploadReadError, type RawUpload } from './multipart.ts';
import { discardReceived, type ReceivedFile } from './receive.ts';

const PART_LABELS: Record<string, string> = {
  attachment: UPLOAD_TEXT_CODES.attachmentLabel,
  filename: UPLOAD_TEXT_CODES.filenameLabel,
  data: UPLOAD_TEXT_CODES.dataLabel,
};

function partError(request: FastifyRequest, part: string, code: string): FieldError {
  const labelCode = Object.hasOwn(PART_LABELS, part) ? PART_LABELS[part] : undefined;
  const label = labelCode ? text(request, labelCode) : part || text(request, TEXT_CODES.bodyLabel);
  return fieldError(request, `/${escapePointer(part)}`, label, code, { name: part });
}

/** 400s of the parts as read: missing, repeated, unexpected, the file not a file or empty. */
function partErrors(request: FastifyRequest, raw: RawUpload, text: boolean): FieldError[] {
  const errors = raw.problems.map((problem) => {
    switch (problem.problem) {
      case 'not-a-file':
        return partError(request, problem.part, UPLOAD_TEXT_CODES.dataNotFile);
      case 'too-large':
        return partError(request, problem.part, TEXT_CODES.tooLarge);
      default:
        return partError(request, problem.part, UPLOAD_TEXT_CODES.partUnexpected);
    }
  });
  for (const part of text ? (['filename', 'data'] as const) : UPLOAD_PARTS) {
    const missing = part === 'data' ? raw.data === null : raw.attachment === null;
    if (missing && !raw.problems.some((problem) => problem.part === part))
      errors.push(partError(request, part, UPLOAD_TEXT_CODES.partMissing));
  }
  // An empty text file is its handler's to word (an empty payment file is a validation result).
  if (!text && raw.data !== null && raw.data.size === 0)
    errors.push(partError(request, 'data', UPLOAD_TEXT_CODES.fileEmpty));
  return errors;
}

async function readUpload(
  request: FastifyRequest,
  received: ReceivedFile[],
  text: boolean,
): Promise<RawUpload | 'over-limit'> {
  try {
    return await readUploadParts(
      request,
      request.server.fileStore.incomingDir,
      received,
      text ? 'filename' : 'attachment',
    );
  } catch (error) {
    if (!(error instanceof UploadReadError)) throw error;
    if (error.reason === 'file-too-large' && text) return 'over-limit';
    if (error.reason === 'file-too-large')
      throw new ApiError(413, UPLOAD_TEXT_CODES.fileTooLarge, {
        limit: formatMegabytes(requestLanguage(request), request.server.uploadMaxBytes),
      });
    throw FieldErrors.at(
      '',
      error.reason === 'too-many-parts' ? UPLOAD_TEXT_CODES.tooManyParts : UPLOAD_TEXT_CODES.malformed,
      TEXT_CODES.bodyLabel,
    );
  }
}

const KIND_LABELS = {
  pdf: UPLOAD_TEXT_CODES.kindPdf,
  png: UPLOAD_TEXT_CODES.kindPng,
  jpeg: UPLOAD_TEXT_CODES.kindJpeg,
  tiff: UPLOAD_TEXT_CODES.kindTiff,
  heif: UPLOAD_TEXT_CODES.kindHeif,
} as const;

/** 415 when the content is not an allowed type, or not the type of the name's extension. */
function typeError(
  request: FastifyRequest,
  fileName: string,
  check: Exclude<TypeCheck, { ok: true }>,
): Error {
  if (check.reason === 'empty') return FieldErrors.at('/data', UPLOAD_TEXT_CODES.fileEmpty);
  if (check.reason === 'not-allowed') return new ApiError(415, UPLOAD_TEXT_CODES.typeNotAllowed);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const detected = check.detected ? text(request, KIND_LABELS[check.detected]) : '';
  return new ApiError(415, UPLOAD_TEXT_CODES.typeMismatch, { detected, extension });
}

function parseMetadata(
  request: FastifyRequest,
  json: string,
): { metadata: unknown } | { errors: FieldError[] } {
  try {
    return { metadata: JSON.parse(json) as unknown };
  } catch {
    return { errors: [partError(request, 'attachment', UPLOAD_TEXT_CODES.attachmentNotJson)] };
  }
}

/**
 * An upload's metadata as it is stored (issue 41): its texts in NFC, and its file name without the
 * characters that would make it read as another (validators/fileTypes.ts `cleanFileName`).
 */
function storedMetadata(metadata: unknown): unknown {
  const composed = textsInNfc(metadata);
  if (typeof composed !== 'object' || composed === null || Array.isArray(composed)) return composed;
  const { filename } = composed as { filename?: unknown };
  return typeof filename === 'string' ? { ...composed, filename: cleanFileName(filename) } : composed;
}

export async function checkUpload(
  request: FastifyRequest,
  body: Extract<BodySpec, { kind: 'multipart' }>,
): Promise<Checked> {
  if (!request.isMultipart())
    return { errors: bodyError(request, UPLOAD_TEXT_CODES.notMultipart), body: undefined };
  const text = body.file === 'text';
  const raw = await readUpload(request, receivedFiles(request), text);
  if (raw === 'over-limit') {
    const overLimit: TextFileUpload = { overLimit: true, limitBytes: request.server.uploadMaxBytes };
    return { errors: [], body: overLimit };
  }
  const errors = partErrors(request, raw, text);
  if (errors.length > 0 || raw.attachment === null || raw.data === null) return { errors, body: undefined };
  if (text) {
    // The file's name is the part's text, cleaned of what would make it lie; its content is the
    // handler's to check.
    const filename = cleanFileName(raw.attachment);
    const checked = checkSchema(request, body.schema, { filename });
    if (checked.errors.length > 0) return checked;
    const upload: TextFileUpload = {
      metadata: { filename },
      file: { fileName: filename, mediaType: 'text/plain', received: raw.data },
    };
    return { errors: [], body: upload };
  }
  const parsed = parseMetadata(request, raw.attachment);
  if ('errors' in parsed) return { errors: parsed.errors, body: undefined };
  const unstorable = unstorableJsonErrors(request, parsed.metadata);
  if (unstorable.length > 0) return { errors: unstorable, body: undefined };
  const checked = checkSchema(request, body.schema, storedMetadata(parsed.metadata));
  if (checked.errors.length > 0) return checked;
  const metadata = checked.body as { filename: string };
  const type = await checkAttachmentType(metadata.filename, raw.data);
  if (!type.ok) throw typeError(request, metadata.filename, type);
  const upload: UploadBody<unknown> = {
    metadata,
    file: { fileName: metadata.filename, mediaType: type.mediaType, received: raw.data },
  };
  return { errors: [], body: upload };
}
/** The bytes of a received upload on its user's daily quota (an upload over the size limit has none). */
export async function spendUploadBytes(request: FastifyRequest, henro: string, body: unknown): Promise<void> {
  const size = (body as { file?: { received?: { size?: unknown } } } | undefined)?.file?.received?.size;
  if (typeof size !== 'number' || size <= 0) return;
  const limit = formatMegabytes(requestLanguage(request), request.server.quotas.limits.uploadBytesPerDay);
  await request.server.quotas.spend('uploadBytesPerDay', henro, size, { limit });
}

const receivedByRequest = new WeakMap<FastifyRequest, ReceivedFile[]>();

/** The files this request's upload received (multipart.ts), filled as they arrive. */
function receivedFiles(request: FastifyRequest): ReceivedFile[] {
  let files = receivedByRequest.get(request);
  if (!files) receivedByRequest.set(request, (files = []));
  return files;
}

/** Removes the files this request received (called when its answer goes out, or its handler ends). */
export async function discardAll(request: FastifyRequest): Promise<void> {
  const files = receivedByRequest.get(request) ?? [];
  receivedByRequest.delete(request);
  for (const file of files)
    await discardReceived(file).catch((error: unknown) =>
      request.log.error({ err: error, path: file.path }, 'could not remove a received file'),
    );
}

/** Registers one operation of the contract with its handler. */
