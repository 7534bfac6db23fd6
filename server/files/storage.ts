/**
 * Uploaded files in the database (`files`, migration 007): the bytes in `bytea`, so a file and the
 * rows that refer to it commit together or not at all, and one backup holds everything. A file is
 * its owner's: the person and the organisation they acted for (null = as themself). `file_name` is
 * the user's name for it, only ever stored and shown (never a path); `media_type` was decided from
 * the content (fileType.ts).
 */
import type { Queryable } from '../db';

/** Who owns a row: the session's person and the organisation they act for. */
export interface Owner {
  henro: string;
  businessId: string | null;
}

export interface NewFile {
  fileName: string;
  mediaType: string;
  data: Buffer;
}

export interface StoredFile {
  id: string;
  /** YYYY-MM-DD (Helsinki) */
  date: string;
}

/** Stores a file of `owner` in the batch `batchId` (x-batch-id); call inside the upload's transaction. */
export async function insertFile(
  tx: Queryable,
  owner: Owner,
  batchId: string,
  file: NewFile,
): Promise<StoredFile> {
  const { rows } = await tx.query<{ id: string; date: string }>(
    `insert into files (henro, business_id, batch_id, file_name, media_type, size, data)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id::text as id, to_char(created at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as date`,
    [owner.henro, owner.businessId, batchId, file.fileName, file.mediaType, file.data.length, file.data],
  );
  return rows[0]!;
}

/**
 * Records a stored file as a document arrived from `owner` (SPEC §3 type ATTACHMENT), so that it is
 * listed among the user's arrived documents; call inside the upload's transaction. `payload` says
 * what the file was sent for (an application's requested attachment, a topic's general document).
 */
export async function insertArrivedAttachment(
  tx: Queryable,
  owner: Owner,
  fileId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into documents (henro, business_id, type, direction, payload, file_id)
     values ($1, $2, 'ATTACHMENT', 'ARRIVED', $3, $4)`,
    [owner.henro, owner.businessId, JSON.stringify(payload), fileId],
  );
}

/** PGlite answers bytea as a Uint8Array, pg as a Buffer. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** A file of `owner` with its stored name and type, or null (none, or another's). */
export async function readOwnFile(
  db: Queryable,
  owner: Owner,
  id: string,
): Promise<{ fileName: string; mediaType: string; data: Buffer } | null> {
  const { rows } = await db.query<{ file_name: string; media_type: string; data: Uint8Array }>(
    `select file_name, media_type, data from files
      where id = $1 and henro = $2 and business_id is not distinct from $3`,
    [id, owner.henro, owner.businessId],
  );
  const row = rows[0];
  return row ? { fileName: row.file_name, mediaType: row.media_type, data: asBuffer(row.data) } : null;
}
