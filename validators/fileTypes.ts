/**
 * Attachment file names (SPEC §5, §9): the file types an attachment may have, by extension.
 *
 * A name is allowed when its extension (after the last dot, compared case-insensitively) is one of
 * ATTACHMENT_EXTENSIONS and there is a non-empty name before that dot. As a guard for the server,
 * a name holding a path separator (`/` or `\`) or a control character, or longer than
 * ATTACHMENT_NAME_MAX_LENGTH characters, is not allowed either. The content of the file is not
 * checked here.
 */

export const ATTACHMENT_EXTENSIONS = ['png', 'jpeg', 'jpg', 'tiff', 'tif', 'pdf', 'heic', 'heif'] as const;

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The longest file name most file systems store. */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\\u0000-\u001F\u007F]/;

/** The lowercased extension of an allowed attachment name, otherwise null. */
export function attachmentExtension(filename: string): AttachmentExtension | null {
  if (filename.length > ATTACHMENT_NAME_MAX_LENGTH || FORBIDDEN_IN_NAME.test(filename)) return null;
  const dot = filename.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as AttachmentExtension)
    : null;
}

export function isAllowedAttachmentName(filename: string): boolean {
  return attachmentExtension(filename) !== null;
}

/**
 * Characters that change how a name reads without being seen (issue 41): the C0 and C1 controls,
 * the bidirectional marks, embeddings, overrides and isolates (`harmless\u202Egnp.pdf` shows as
 * "harmlessfdp.png"), and the invisible ones: zero-width space, joiners, word joiner and invisible
 * operators, the soft hyphen, the Mongolian vowel separator, the deprecated format controls and the
 * byte-order mark.
 */
const UNSEEN_IN_NAME =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/gu;

/**
 * A file name as it is stored and shown: the unseen characters above removed and the rest in
 * Unicode NFC, so that it reads as it is and a search finds it. A name left with nothing before its
 * extension is then refused by `isAllowedAttachmentName`, as any such name is.
 */
export function cleanFileName(filename: string): string {
  return filename.replace(UNSEEN_IN_NAME, '').normalize('NFC');
}
