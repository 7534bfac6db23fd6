/**
 * Reading one upload (SPEC §7): a `multipart/form-data` request of exactly two parts, `attachment`
 * (the JSON metadata, as a text field or as a small JSON file part, as browsers' FormData sends a
 * Blob) and `data` (the file). `@fastify/multipart` parses it as a stream with hard limits, so an
 * oversized file is cut off at `uploadMaxBytes` instead of filling memory, and the file's bytes go
 * straight to a temporary file of the file store (receive.ts), never into one buffer; register.ts
 * turns what is read here into the checked `UploadBody` or an error.
 */
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiveFile, type ReceivedFile } from './receive.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** UPLOAD_MAX_BYTES: the largest file an upload may carry (413 beyond it). */
    uploadMaxBytes: number;
  }
}

/** The largest `attachment` metadata part: JSON of a few short fields. */
export const METADATA_MAX_BYTES = 64 * 1024;

export const UPLOAD_PARTS = ['attachment', 'data'] as const;
export type UploadPart = (typeof UPLOAD_PARTS)[number];

/**
 * The part that names the file: `attachment`, JSON metadata (SPEC §7's attachment uploads), or
 * `filename`, the file's name as plain text (the bulk payment file's `send-file`).
 */
export type MetadataPart = 'attachment' | 'filename';

/** Registers the multipart parser with the upload limits (once, on the root instance). */
export async function registerUploads(app: FastifyInstance, { uploadMaxBytes }: { uploadMaxBytes: number }) {
  app.decorate('uploadMaxBytes', uploadMaxBytes);
  await app.register(multipart, {
    limits: {
      fileSize: uploadMaxBytes,
      // `data`, and `attachment` when it comes as a JSON blob.
      files: 2,
      fields: 2,
      parts: 3,
      fieldSize: METADATA_MAX_BYTES,
      headerPairs: 20,
    },
  });
}

export type PartProblem =
  | { part: string; problem: 'unexpected' | 'repeated' }
  | { part: 'data'; problem: 'not-a-file' }
  | { part: MetadataPart; problem: 'too-large' };

export interface RawUpload {
  /** The metadata part's text (JSON, or the file name), null when the part is missing. */
  attachment: string | null;
  /** The file's bytes, received into a temporary file; null when the part is missing. */
  data: ReceivedFile | null;
  problems: PartProblem[];
}

/** Why reading stopped: the file was larger than allowed, or the request broke a part limit. */
export class UploadReadError extends Error {
  readonly reason: 'file-too-large' | 'too-many-parts' | 'malformed';
  constructor(reason: 'file-too-large' | 'too-many-parts' | 'malformed') {
    super(`upload: ${reason}`);
    this.reason = reason;
  }
}

const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function readError(error: unknown): UploadReadError {
  if (error instanceof UploadReadError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadReadError('file-too-large');
  if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) return new UploadReadError('too-many-parts');
  return new UploadReadError('malformed');
}

async function partText(part: Multipart): Promise<{ text: string; tooLarge: boolean }> {
  if (part.type === 'field') return { text: String(part.value), tooLarge: part.valueTruncated };
  const buffer = await part.toBuffer();
  return { text: buffer.toString('utf8'), tooLarge: buffer.length > METADATA_MAX_BYTES };
}

async function take(
  raw: RawUpload,
  part: Multipart,
  incomingDir: string,
  received: ReceivedFile[],
  metadataPart: MetadataPart,
): Promise<void> {
  // A part whose Content-Disposition has no name gets none from the parser (undefined).
  const name = typeof part.fieldname === 'string' ? part.fieldname : '';
  const seen = name === metadataPart ? raw.attachment !== null : name === 'data' ? raw.data !== null : false;
  if (seen) raw.problems.push({ part: name, problem: 'repeated' });
  if (name === metadataPart) {
    const { text, tooLarge } = await partText(part);
    if (tooLarge) raw.problems.push({ part: metadataPart, problem: 'too-large' });
    raw.attachment = text;
  } else if (name === 'data' && part.type === 'file') {
    const file = await receiveFile(part.file, incomingDir);
    received.push(file);
    raw.data = file;
    // Cut at the size limit: the parser ends the part early and says so.
    if (part.file.truncated) throw new UploadReadError('file-too-large');
  } else {
    // Read to the end (bounded by the limits) so the parser goes on to the next part.
    if (part.type === 'file') for await (const _chunk of part.file as AsyncIterable<Buffer>) void _chunk;
    raw.problems.push(
      name === 'data' ? { part: 'data', problem: 'not-a-file' } : { part: name, problem: 'unexpected' },
    );
  }
}

/**
 * Reads every part of a multipart request, a file part into a temporary file in `incomingDir`;
 * throws UploadReadError when a limit is broken. Every file received, also of a refused request, is
 * pushed to `received` as soon as it is there, for the caller to discard once the request ends.
 */
export async function readUploadParts(
  request: FastifyRequest,
  incomingDir: string,
  received: ReceivedFile[],
  metadataPart: MetadataPart = 'attachment',
): Promise<RawUpload> {
  const raw: RawUpload = { attachment: null, data: null, problems: [] };
  try {
    for await (const part of request.parts()) await take(raw, part, incomingDir, received, metadataPart);
  } catch (error) {
    throw readError(error);
  }
  return raw;
}
