/**
 * The type of an uploaded file, decided by its content (magic bytes, the `file-type` package),
 * never by the name or the Content-Type the client claims (SPEC §5, §9: png, jpeg/jpg, tiff/tif,
 * pdf, heic/heif). The content must also agree with the extension of the name the user gave, so a
 * PNG named `.pdf` or a text file named `.pdf` is refused.
 */
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import { attachmentExtension, type AttachmentExtension } from '../../validators/fileTypes.ts';
import type { ReceivedFile } from './receive.ts';

/** The allowed kinds of content; each has one or more extensions. */
export type AttachmentKind = 'png' | 'jpeg' | 'tiff' | 'pdf' | 'heif';

const KIND_OF_EXTENSION: Readonly<Record<AttachmentExtension, AttachmentKind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  pdf: 'pdf',
  heic: 'heif',
  heif: 'heif',
};

/**
 * `file-type`'s extensions of the allowed kinds. It names JPEG `jpg`, TIFF `tif` and the whole
 * HEIF family `heic` (MIME image/heic, image/heif or their -sequence); an animated PNG is a PNG.
 */
const KIND_OF_DETECTED: Readonly<Record<string, AttachmentKind>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  tif: 'tiff',
  pdf: 'pdf',
  heic: 'heif',
};

/** The media type stored and sent for a kind; HEIF keeps the one detected (heic, heif, …). */
const MEDIA_TYPE_OF_KIND: Readonly<Record<Exclude<AttachmentKind, 'heif'>, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
};

export interface DetectedType {
  kind: AttachmentKind;
  mediaType: string;
}

/** The bytes to decide on: in memory, or received into a file (read as far as the decision needs). */
export type Content = Uint8Array | ReceivedFile;

const sizeOf = (content: Content) => (content instanceof Uint8Array ? content.length : content.size);

/** The allowed type of the content, or null when it is empty or of any other type. */
export async function detectAttachmentType(content: Content): Promise<DetectedType | null> {
  if (sizeOf(content) === 0) return null;
  const detected: FileTypeResult | undefined =
    content instanceof Uint8Array ? await fileTypeFromBuffer(content) : await fileTypeFromFile(content.path);
  const kind = detected ? KIND_OF_DETECTED[detected.ext] : undefined;
  if (!detected || !kind) return null;
  return { kind, mediaType: kind === 'heif' ? detected.mime : MEDIA_TYPE_OF_KIND[kind] };
}

/** The kind an attachment name promises by its extension, or null when the name is not allowed. */
export function kindOfName(fileName: string): AttachmentKind | null {
  const extension = attachmentExtension(fileName);
  return extension ? KIND_OF_EXTENSION[extension] : null;
}

export type TypeCheck =
  | { ok: true; mediaType: string }
  /** `empty`: no bytes; `not-allowed`: not an allowed type; `mismatch`: allowed, but not the name's. */
  | { ok: false; reason: 'empty' | 'not-allowed' | 'mismatch'; detected: AttachmentKind | null };

/** Whether the content is an allowed type that agrees with the extension of `fileName`. */
export async function checkAttachmentType(fileName: string, content: Content): Promise<TypeCheck> {
  if (sizeOf(content) === 0) return { ok: false, reason: 'empty', detected: null };
  const detected = await detectAttachmentType(content);
  if (!detected) return { ok: false, reason: 'not-allowed', detected: null };
  if (kindOfName(fileName) !== detected.kind)
    return { ok: false, reason: 'mismatch', detected: detected.kind };
  return { ok: true, mediaType: detected.mediaType };
}
