/**
 * Requested attachments (SPEC §2 Send attachment, §3, §7): the caller's applications with an open
 * attachment request, one application's requests with their uploads, the upload of a file to a
 * requested attachment, and the download of a file the caller uploaded.
 *
 * Ownership as everywhere: the person and the organisation the session acts for (`business_id`,
 * null = as themself). Another's application, request or file answers 404 exactly like one that
 * does not exist. An upload stores the file (bytes in the database), its upload row and an ARRIVED
 * ATTACHMENT document in one transaction, and marks the request delivered once every non-optional
 * requested attachment has an upload; register.ts has already refused a bad upload, so nothing of
 * one is ever stored.
 */
import type { FastifyInstance } from 'fastify';
import {
  operations,
  type AttachmentMetadata,
  type AttachmentRequestApplication,
  type AttachmentRequestStatus,
  type AttachmentUpload,
  type RequestedAttachment,
  type UploadBody,
} from '../../api/contract.ts';
import { parseHetu } from '../../validators/hetu.ts';
import { applicationAddress, type ApplicationBody } from './applicationBody.ts';
import { helsinkiDateSql } from '../dates.ts';
import type { Database, Queryable } from '../db/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import {
  arrivedAttachmentInsert,
  FILE_COLUMNS,
  fileReferenceSql,
  fileValues,
  readOwnFile,
  STORED_FILE_COLUMNS,
  storeReceived,
  type Owner,
  type StoredFile,
} from '../files/storage.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError, TEXT_CODES } from './errors.ts';

export const ATTACHMENT_TEXT_CODES = {
  /** 404: no such application of the caller. */
  applicationNotFound: '157020',
  /** 404: no open attachment request of the caller's application with the attachment code. */
  requestNotFound: '157021',
  /** 404: no such file of the caller. */
  fileNotFound: '157022',
} as const;

function owner(session: Owner | null): Owner {
  // register.ts answers 401 before a handler of a `session` operation runs.
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return { henro: session.henro, businessId: session.businessId };
}

interface ApplicationRow {
  id: string;
  payment_commitment_id: string | null;
  body: ApplicationBody;
  address: string | null;
}

function firstRenteeBirthdate(body: ApplicationRow['body']): string | null {
  const hetu = Array.isArray(body.renteeInfo) ? body.renteeInfo[0]?.birthdayHenro : undefined;
  return typeof hetu === 'string' ? (parseHetu(hetu)?.birthDate ?? null) : null;
}

function toApplication(row: ApplicationRow): AttachmentRequestApplication {
  return {
    id: row.id,
    paymentCommitmentId: row.payment_commitment_id,
    address: row.address ?? applicationAddress(row.body),
    renterBirthdate: firstRenteeBirthdate(row.body),
  };
}

/** The caller's applications with an attachment request not yet delivered, newest first. */
async function openRequestApplications(db: Database, who: Owner): Promise<AttachmentRequestApplication[]> {
  // The rented apartment's address is in the documents of the application (as seeded and sent by
  // the agency); the landlord's own address of the form stands in when there is none.
  const { rows } = await db.query<ApplicationRow>(
    `select a.id::text as id, a.payment_commitment_id, a.body,
            (select d.payload->>'address' from documents d
              where d.henro = a.henro and d.business_id is not distinct from a.business_id
                and d.payload->>'applicationId' = a.id::text and d.payload->>'address' is not null
              order by d.created limit 1) as address
       from applications a
      where a.henro = $1 and a.business_id is not distinct from $2
        and exists (select 1 from attachment_requests r where r.application_id = a.id and not r.delivered)
      order by a.created desc, a.id`,
    [who.henro, who.businessId],
  );
  return rows.map(toApplication);
}

async function isOwnApplication(db: Database, who: Owner, applicationId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from applications where id = $1 and henro = $2 and business_id is not distinct from $3',
    [applicationId, who.henro, who.businessId],
  );
  return rows.length > 0;
}

interface StatusRow {
  id: number;
  benefit_tr_code: string;
  due_date: string;
  type: string;
  created: string;
  delivered: boolean;
  item_id: number | null;
  attachment_code: string | null;
  optional: boolean | null;
  name_tr_code: string | null;
  description_tr_code: string | null;
  file_id: string | null;
  file_name: string | null;
  upload_date: string | null;
  reference: string | null;
}

function requestOf(row: StatusRow, applicationId: string): AttachmentRequestStatus {
  return {
    id: row.id,
    applicationId,
    benefitTrCode: row.benefit_tr_code,
    dueDate: row.due_date,
    type: row.type,
    created: row.created,
    delivered: row.delivered,
    attachments: [],
  };
}

function itemOf(row: StatusRow): RequestedAttachment {
  return {
    attachmentCode: row.attachment_code ?? '',
    optional: row.optional ?? false,
    originalRequired: false,
    extraInfo: null,
    delivered: false,
    uploads: [],
    nameTrCode: row.name_tr_code ?? '',
    descriptionTrCode: row.description_tr_code ?? '',
  };
}

/** Rows of request × item × upload, grouped back into requests with their items and uploads. */
function groupStatus(rows: readonly StatusRow[], applicationId: string): AttachmentRequestStatus[] {
  const requests = new Map<number, AttachmentRequestStatus>();
  const items = new Map<number, RequestedAttachment>();
  for (const row of rows) {
    let request = requests.get(row.id);
    if (!request) requests.set(row.id, (request = requestOf(row, applicationId)));
    if (row.item_id === null) continue;
    let item = items.get(row.item_id);
    if (!item) {
      items.set(row.item_id, (item = itemOf(row)));
      request.attachments.push(item);
    }
    if (row.file_id === null) continue;
    item.uploads.push({
      date: row.upload_date ?? '',
      fileName: row.file_name ?? '',
      fileId: row.file_id,
      reference: row.reference ?? '',
    });
    item.delivered = true;
  }
  return [...requests.values()];
}

async function requestStatus(db: Database, applicationId: string): Promise<AttachmentRequestStatus[]> {
  const { rows } = await db.query<StatusRow>(
    `select r.id, r.benefit_tr_code, to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.type,
            ${helsinkiDateSql('r.created')} as created, r.delivered,
            i.id as item_id, i.attachment_code, i.optional, i.name_tr_code, i.description_tr_code,
            f.id::text as file_id, f.file_name, ${helsinkiDateSql('u.created')} as upload_date,
            ${fileReferenceSql('f')} as reference
       from attachment_requests r
       left join attachment_request_items i on i.request_id = r.id
       left join attachment_uploads u on u.item_id = i.id
       left join files f on f.id = u.file_id
      where r.application_id = $1
      order by r.created, r.id, i.id, u.created, u.id`,
    [applicationId],
  );
  return groupStatus(rows, applicationId);
}

export function registerAttachments(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.attachmentRequestApplications,
    async ({ request }) => openRequestApplications(db, owner(request.session)),
    options,
  );

  registerOperation(
    app,
    operations.attachmentRequestStatus,
    async ({ request, params }) => {
      if (!(await isOwnApplication(db, owner(request.session), params.id)))
        throw new ApiError(404, ATTACHMENT_TEXT_CODES.applicationNotFound);
      return requestStatus(db, params.id);
    },
    options,
  );

  registerOperation(
    app,
    operations.uploadAttachment,
    async ({ request, params, body }) =>
      deliverAttachment(db, request.server.fileStore, owner(request.session), params['x-batch-id'], body),
    options,
  );

  registerOperation(
    app,
    operations.attachmentFile,
    async ({ request, params }) => {
      const file = await readOwnFile(db, request.server.fileStore, owner(request.session), params.id);
      if (!file) throw new ApiError(404, ATTACHMENT_TEXT_CODES.fileNotFound);
      return file;
    },
    options,
  );
}

/**
 * The requested attachment an upload goes to: an item with the code, in a request not yet
 * delivered, of the caller's application; the request's row is locked until the transaction ends,
 * so two uploads to one request decide "delivered" one after the other.
 */
async function openItem(
  tx: Queryable,
  who: Owner,
  applicationId: string,
  code: string,
): Promise<{ itemId: number; requestId: number } | null> {
  const { rows } = await tx.query<{ item_id: number; request_id: number }>(
    `select i.id as item_id, r.id as request_id
       from attachment_requests r
       join applications a on a.id = r.application_id
       join attachment_request_items i on i.request_id = r.id
      where a.id = $1 and a.henro = $2 and a.business_id is not distinct from $3
        and not r.delivered and i.attachment_code = $4
      order by r.created, r.id, i.id
      limit 1
      for update of r`,
    [applicationId, who.henro, who.businessId, code],
  );
  const row = rows[0];
  return row ? { itemId: row.item_id, requestId: row.request_id } : null;
}

/** Delivered once every requested attachment that is not optional has an upload. */
async function markDeliveredWhenComplete(tx: Queryable, requestId: number): Promise<void> {
  await tx.query(
    `update attachment_requests r set delivered = true
      where r.id = $1 and not exists (
        select 1 from attachment_request_items i
         where i.request_id = r.id and not i.optional
           and not exists (select 1 from attachment_uploads u where u.item_id = i.id))`,
    [requestId],
  );
}

async function deliverAttachment(
  db: Database,
  store: FileStore,
  who: Owner,
  batchId: string,
  { metadata, file }: UploadBody<AttachmentMetadata>,
): Promise<AttachmentUpload> {
  const stored = await storeReceived(store, file);
  return db.transaction(async (tx) => {
    const item = await openItem(tx, who, metadata.applicationId, metadata.code);
    if (!item) throw new ApiError(404, ATTACHMENT_TEXT_CODES.requestNotFound);
    // The file, its upload row and its document in one statement: fewer round trips while the
    // transaction holds the embedded database.
    const { rows } = await tx.query<StoredFile & { reference: string }>(
      `with f as (
         insert into files (${FILE_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *),
       u as (insert into attachment_uploads (item_id, file_id) select $9, f.id from f),
       d as (${arrivedAttachmentInsert('$10')})
       select ${STORED_FILE_COLUMNS}, d.reference from f, d`,
      [
        ...fileValues(who, batchId, stored),
        item.itemId,
        JSON.stringify({
          applicationId: metadata.applicationId,
          attachmentCode: metadata.code,
          fileName: file.fileName,
        }),
      ],
    );
    const row = rows[0]!;
    await markDeliveredWhenComplete(tx, item.requestId);
    return { date: row.date, fileName: file.fileName, fileId: row.id, reference: row.reference };
  });
}
