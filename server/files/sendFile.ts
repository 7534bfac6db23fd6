/**
 * A file operation's answer: always a download (Content-Disposition attachment with the stored
 * name, never a path), of its stored type or the contract's, never cached and never sniffed into
 * another type by a browser.
 */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './contentDisposition.ts';

/** What a file operation's handler answers. */
export interface FileResult {
  /** Sent as Content-Disposition's name only (RFC 5987 and an ASCII fallback), never used as a path. */
  fileName: string;
  data: Buffer;
  /** The stored file's own type, overriding the contract's (`application/octet-stream` downloads). */
  mediaType?: string;
}

/** Sends `file` as the answer (`mediaType`: the contract's, when the file names none). */
export function sendFile(
  reply: FastifyReply,
  file: FileResult,
  mediaType: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.mediaType ?? mediaType)
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.data);
}
