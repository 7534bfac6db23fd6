/**
 * The send-attachment page's pure rules: which files may be chosen (SPEC §5 types by extension, the
 * size limit of the runtime configuration), how sizes read, what a failed call says to the user,
 * and the batch ids of uploads. The server decides again by content (magic bytes); these checks
 * only save the user a futile upload and say why before it.
 */
import { ATTACHMENT_EXTENSIONS, attachmentExtension } from '../../../validators/fileTypes.ts';
import { formatNumber, t, type Language } from '../../../texts/index.ts';
import { SEND_CODES } from './codes.ts';

/** The file input's `accept`: the SPEC §5 extensions. */
export const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The allowed types as the user reads them: 'PNG, JPEG, …'. */
export const TYPE_LIST = ATTACHMENT_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

/** A size in the user's language: whole kilobytes under 1 MB, else megabytes with at most one decimal. */
export function formatSize(bytes: number, language: Language): string {
  if (bytes < 1_000_000) {
    const kilobytes = formatNumber(language, Math.max(1, Math.ceil(bytes / 1000)));
    return t(language, SEND_CODES.kilobytes, { size: kilobytes });
  }
  return t(language, SEND_CODES.megabytes, { size: formatNumber(language, bytes / 1_000_000, 1) });
}

/** 'Sallitut tiedostotyypit: PNG, … Tiedoston enimmäiskoko on 10 Mt.' */
export function allowedFilesText(language: Language, maxBytes: number): string {
  return t(language, SEND_CODES.allowedFiles, { types: TYPE_LIST, size: formatSize(maxBytes, language) });
}

/**
 * Why a chosen file cannot be sent, in the user's language; null when it can. Checked: the
 * extension (SPEC §5), that it has content, and the configured maximum size.
 */
export function fileProblem(file: File, maxBytes: number, language: Language): string | null {
  if (attachmentExtension(file.name) === null)
    return t(language, SEND_CODES.wrongType, { name: file.name, types: TYPE_LIST });
  if (file.size === 0) return t(language, SEND_CODES.emptyFile, { name: file.name });
  if (file.size > maxBytes)
    return t(language, SEND_CODES.tooLarge, {
      name: file.name,
      size: formatSize(file.size, language),
      max: formatSize(maxBytes, language),
    });
  return null;
}

/** A new batch id (x-batch-id): the UUID that names one upload. */
export function newBatchId(): string {
  return crypto.randomUUID();
}
