/**
 * Uploaded files (`files`, migrations 007 and 008): the row with the file's owner, name and type in
 * the database, the bytes where the file store keeps them (fileStore.ts: a directory under DATA_DIR
 * for the embedded default, the row's `bytea` with PostgreSQL). The bytes are made durable by
 * `storeBytes` before the transaction that inserts the row starts, so that a row never names
 * missing bytes and a PGlite transaction never waits for a disk. A file is
 * its owner's: the person and the organisation they acted for (null = as themself). `file_name` is
 * the user's name for it, only ever stored and shown (never a path); `media_type` was decided from
 * the content (fileType.ts).
 */
import { helsinkiDateSql } from '../dates.ts';
import type { Queryable } from '../db/index.ts';
import type { FileStore, StoredBytes } from './fileStore.ts';
import type { ReceivedFile } from './receive.ts';

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

/** A new file whose bytes the store has made durable: what its row records. */
export interface StoredNewFile {
  fileName: string;
  mediaType: string;
  size: number;
  bytes: StoredBytes;
}

/** Puts the file's bytes in the store; call before the statement that inserts its row (FILE_COLUMNS). */
export async function storeBytes(store: FileStore, file: NewFile): Promise<StoredNewFile> {
  return {
    fileName: file.fileName,
    mediaType: file.mediaType,
    size: file.data.length,
    bytes: await store.put(file.data),
  };
}

/** An upload's file as the handler gets it (UploadBody): its bytes received into a temporary file. */
export interface ReceivedNewFile {
  fileName: string;
  mediaType: string;
  received: ReceivedFile;
}

/** `storeBytes` for an upload: the received file moved into the store (or read into the row). */
export async function storeReceived(store: FileStore, file: ReceivedNewFile): Promise<StoredNewFile> {
  return {
    fileName: file.fileName,
    mediaType: file.mediaType,
    size: file.received.size,
    bytes: await store.putReceived(file.received),
  };
}

export interface StoredFile {
  id: string;
  /** YYYY-MM-DD (Helsinki) */
  date: string;
}

/** The columns of a new `files` row, in the order of `fileValues`. */
export const FILE_COLUMNS = 'henro, business_id, batch_id, file_name, media_type, size, data, storage_key';

/** A new `files` row's values, for the columns `FILE_COLUMNS` names. */
export function fileValues(owner: Owner, batchId: string, file: StoredNewFile): unknown[] {
  return [
    owner.henro,
    owner.businessId,
    batchId,
    file.fileName,
    file.mediaType,
    file.size,
    file.bytes.data,
    file.bytes.storageKey,
  ];
}

/** The `files` row's id and its day (YYYY-MM-DD, Helsinki), as `StoredFile`, from a row named `f`. */
export const STORED_FILE_COLUMNS = `f.id::text as id, ${helsinkiDateSql('f.created')} as date`;

/**
 * The insert that records a stored file as a document arrived from its owner (SPEC §3 type
 * ATTACHMENT), so that it is listed among the user's arrived documents, for a statement that
 * inserts the `files` row as `f` (a WITH query): `$1`/`$2` are the owner (`fileValues`' first two),
 * `payload` the parameter that says what the file was sent for (an application's requested
 * attachment, a topic's general document).
 */
export function arrivedAttachmentInsert(payload: string): string {
  return `insert into documents (henro, business_id, type, direction, payload, file_id)
          select $1, $2, 'ATTACHMENT', 'ARRIVED', ${payload}::jsonb, f.id from f
          returning reference`;
}

/** The reference of the arrived document carrying the file aliased `file`: its upload's receipt. */
export function fileReferenceSql(file: string): string {
  return `(select d.reference from documents d where d.file_id = ${file}.id order by d.id limit 1)`;
}

export interface FileContent {
  fileName: string;
  mediaType: string;
  data: Buffer;
}

/** A file by id with its stored name and type; `owner` limits it to theirs. Null when there is none. */
export async function readFile(
  db: Queryable,
  store: FileStore,
  id: string,
  owner: Owner | null = null,
): Promise<FileContent | null> {
  const { rows } = await db.query<{
    file_name: string;
    media_type: string;
    data: Uint8Array | null;
    storage_key: string | null;
  }>(
    `select file_name, media_type, data, storage_key from files
      where id = $1 ${owner ? 'and henro = $2 and business_id is not distinct from $3' : ''}`,
    owner ? [id, owner.henro, owner.businessId] : [id],
  );
  const row = rows[0];
  return row ? { fileName: row.file_name, mediaType: row.media_type, data: await store.get(row) } : null;
}

/** A file of `owner` with its stored name and type, or null (none, or another's). */
export function readOwnFile(
  db: Queryable,
  store: FileStore,
  owner: Owner,
  id: string,
): Promise<FileContent | null> {
  return readFile(db, store, id, owner);
}
