/**
 * Multipart bodies built byte by byte (not with FormData), so that a part can be repeated, left
 * out, misnamed, unterminated or carry a file name that tries to be a path: what a browser never
 * sends and anyone else can.
 */

export interface Part {
  /** The part's form name; undefined leaves `name=` out. */
  name?: string;
  /** A file part's name (Content-Disposition `filename=`), raw: quotes, `../` and NUL included. */
  filename?: string;
  contentType?: string;
  /** Replaces the Content-Disposition line when given (a broken or missing one). */
  disposition?: string | null;
  data: Buffer | string;
}

export interface MultipartOptions {
  /** Leave out the closing `--boundary--` (a body cut short). */
  unterminated?: boolean;
  /** Bytes before the first boundary. */
  preamble?: string;
}

export function multipartBody(
  parts: readonly Part[],
  boundary: string,
  options: MultipartOptions = {},
): Buffer {
  const chunks: Buffer[] = [];
  if (options.preamble !== undefined) chunks.push(Buffer.from(`${options.preamble}\r\n`, 'latin1'));
  for (const part of parts) {
    const lines = [`--${boundary}`];
    if (part.disposition !== null) {
      const name = part.name === undefined ? '' : `; name="${part.name}"`;
      const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
      lines.push(part.disposition ?? `Content-Disposition: form-data${name}${filename}`);
    }
    if (part.contentType !== undefined) lines.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  if (!options.unterminated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

export function multipartContentType(boundary = BOUNDARY): string {
  return `multipart/form-data; boundary=${boundary}`;
}
