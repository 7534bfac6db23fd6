/**
 * A customer's files and documents as staff see them (SPEC §7 intra calls) and the deletions.
 *
 * - The attachments of one application: the files the customer sent to its attachment requests.
 * - A file the customer sent, shown inline (register.ts: the stored type, nosniff, no-store).
 * - Any document by id: its stored file, or its tagged PDF in the staff member's language; the
 *   customer's "new" mark stays, since the customer has not opened it.
 * - Deleting a file sent to an application, or an application with everything sent for it, in one
 *   transaction: gone for the customer at once. With the database file store the bytes go with the
 *   row; the directory store's content-addressed bytes are removed when no row names them, at the
 *   next start (fileStore.ts removeOrphans): removing them at once could race an upload of the same
 *   content that has written its bytes but not yet committed its row.
 */
import type { IntraAttachment } from '../../api/intra.ts';
import { DOCUMENT_COLUMNS, renderedFile, storedFile, type DocumentRow } from '../api/documents.ts';
import type { FormVersions } from '../forms/versions.ts';
import type { FileResult } from '../files/sendFile.ts';
import { ApiError } from '../api/errors.ts';
import { helsinkiDateSql } from '../dates.ts';
import type { Database } from '../db/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import { readFile } from '../files/storage.ts';
import type { Language } from '../../texts/index.ts';
import { customerParams, customerRows, requireApplication, type Customer } from './customers.ts';
import { INTRA_TEXT_CODES } from './guard.ts';

const UPLOADS_OF_APPLICATION = `from attachment_requests r
   join attachment_request_items i on i.request_id = r.id
   join attachment_uploads up on up.item_id = i.id
   join files f on f.id = up.file_id
  where r.application_id = $1`;

export async function applicationAttachments(
  db: Database,
  customer: Customer,
  applicationId: string,
): Promise<IntraAttachment[]> {
  await requireApplication(db, customer, applicationId);
  const { rows } = await db.query<IntraAttachment>(
    `select f.id::text as id, f.file_name as "fileName", f.media_type as "mediaType", f.size,
            ${helsinkiDateSql('f.created')} as created,
            i.attachment_code as "attachmentCode", r.id as "requestId"
     ${UPLOADS_OF_APPLICATION}
      order by f.created desc, f.id`,
    [applicationId],
  );
  return rows;
}

/** A file the customer sent (to an application or as a general document); 404 for anyone else's. */
export async function customerFile(
  db: Database,
  store: FileStore,
  customer: Customer,
  fileId: string,
): Promise<FileResult> {
  const { rows } = await db.query(`select 1 from files f where f.id = $1 and ${customerRows('f', 2)}`, [
    fileId,
    ...customerParams(customer),
  ]);
  const file = rows.length > 0 ? await readFile(db, store, fileId) : null;
  if (!file) throw new ApiError(404, INTRA_TEXT_CODES.attachmentNotFound);
  return file;
}

/** Any customer's document as a file, and whose it is (for the audit row). */
export async function anyDocument(
  db: Database,
  store: FileStore,
  id: string,
  language: Language,
  versions: FormVersions,
): Promise<{ file: FileResult; customer: string | null }> {
  const { rows } = await db.query<DocumentRow & { customer: string | null }>(
    `select ${DOCUMENT_COLUMNS}, coalesce(d.business_id, u.hetu) as customer
       from documents d left join files f on f.id = d.file_id join users u on u.henro = d.henro
      where d.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, INTRA_TEXT_CODES.documentNotFound);
  const file = row.file_id
    ? await storedFile(db, store, row.file_id)
    : await renderedFile(row, language, versions);
  return { file, customer: row.customer };
}

/**
 * Deletes a file sent to one of the application's attachment requests, its document with it (the
 * foreign keys cascade), and opens its request again when a required attachment is now missing.
 */
export function deleteAttachment(
  db: Database,
  customer: Customer,
  applicationId: string,
  fileId: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    await requireApplication(tx, customer, applicationId);
    const { rows } = await tx.query<{ request_id: number }>(
      `select r.id as request_id ${UPLOADS_OF_APPLICATION} and f.id = $2 for update of r`,
      [applicationId, fileId],
    );
    const upload = rows[0];
    if (!upload) throw new ApiError(404, INTRA_TEXT_CODES.attachmentNotFound);
    await tx.query('delete from files where id = $1', [fileId]);
    await tx.query(
      `update attachment_requests r set delivered = false
        where r.id = $1 and exists (
          select 1 from attachment_request_items i
           where i.request_id = r.id and not i.optional
             and not exists (select 1 from attachment_uploads up where up.item_id = i.id))`,
      [upload.request_id],
    );
  });
}

/**
 * Deletes the application, its documents (arrived and sent: the payload names the application),
 * its attachment requests and the files sent to them.
 */
export function deleteApplication(db: Database, customer: Customer, applicationId: string): Promise<void> {
  return db.transaction(async (tx) => {
    await requireApplication(tx, customer, applicationId);
    await tx.query(`delete from files where id in (select f.id ${UPLOADS_OF_APPLICATION})`, [applicationId]);
    await tx.query(`delete from documents where payload->>'applicationId' = $1::text`, [applicationId]);
    await tx.query('delete from applications where id = $1', [applicationId]);
  });
}
