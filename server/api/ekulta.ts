/**
 * General documents (SPEC §2 Send attachment, §3; the agency's "ekulta" service): the topic tree,
 * the upload of a document under a topic about a customer, the list of the caller's general
 * documents, and the masked name of a customer.
 *
 * A customer is a rentee of the caller's own applications (`renteeInfo[].birthdayHenro`) or payment
 * commitments (`rentee_hetu`), owned as everywhere by the person and the organisation the session
 * acts for. Anyone else's identity code answers 404 exactly like an unknown one, and a name is only
 * ever answered masked. x-primary-batch-id must name a batch of the caller's own primary upload.
 */
import type { FastifyInstance } from 'fastify';
import {
  operations,
  type GeneralAttachmentMetadata,
  type UploadBody,
  type UploadList,
  type UploadRecord,
} from '../../api/contract.ts';
import { helsinkiDateSql } from '../dates.ts';
import type { Database, Queryable } from '../db/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import {
  arrivedAttachmentInsert,
  fileReferenceSql,
  FILE_COLUMNS,
  fileValues,
  storeReceived,
  type Owner,
} from '../files/storage.ts';
import { chosenTopic, findTopic, TOPICS, topicTextCode } from '../files/topics.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError, FieldErrors, TEXT_CODES } from './errors.ts';

export const EKULTA_TEXT_CODES = {
  /** 404: no such topic. */
  topicNotFound: '157030',
  /** 400 on /topicId: not a topic and its own sub-topics. */
  topicInvalid: '157031',
  /** 404: not a customer of the caller. */
  customerNotFound: '157032',
  /** 404: x-primary-batch-id is not a primary upload of the caller. */
  primaryNotFound: '157033',
  /** Label of topicId in errors. */
  topicLabel: '157034',
} as const;

export const UPLOADS_PAGE_SIZE = 20;

function owner(session: Owner | null): Owner {
  // register.ts answers 401 before a handler of a `session` operation runs.
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return { henro: session.henro, businessId: session.businessId };
}

/** `ddmmyyC****`: the birth date and century sign of an identity code, the rest hidden. */
export function maskHetu(hetu: string): string {
  return `${hetu.slice(0, 7)}****`;
}

/** "Matti Laine" → "M*** L***": the first letter of each name part. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0] ?? ''}***`)
    .join(' ');
}

/**
 * The names of the rentees of the caller's applications and payment commitments whose identity code
 * is the parameter `hetu` (`$1`/`$2` the caller): the caller's customers (SPEC §4).
 */
function customerNames(hetu: string): string {
  return `select rentee_name as name from payment_commitments
      where henro = $1 and business_id is not distinct from $2 and rentee_hetu = ${hetu}
     union all
     select concat_ws(' ', rentee->>'firstName', rentee->>'lastName') as name
       from applications a,
            jsonb_array_elements(case when jsonb_typeof(a.body->'renteeInfo') = 'array'
                                      then a.body->'renteeInfo' else '[]'::jsonb end) as rentee
      where a.henro = $1 and a.business_id is not distinct from $2 and rentee->>'birthdayHenro' = ${hetu}`;
}

/** The name of a customer of the caller (customerNames), or null. */
async function customerName(db: Queryable, who: Owner, hetu: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(`${customerNames('$3')} limit 1`, [
    who.henro,
    who.businessId,
    hetu,
  ]);
  return rows[0]?.name ?? null;
}

interface UploadRow {
  id: string;
  file_name: string;
  created: string;
  topic_ids: string[];
  benefit_code: string | null;
  customer_hetu: string;
  reference: string;
}

function toRecord(row: UploadRow): UploadRecord {
  const [topicId = '', subTopicId] = row.topic_ids;
  return {
    id: row.id,
    filename: row.file_name,
    created: row.created,
    topic: topicTextCode(topicId) ?? topicId,
    subTopic: subTopicId === undefined ? null : (topicTextCode(subTopicId) ?? subTopicId),
    benefit: row.benefit_code,
    hetu: maskHetu(row.customer_hetu),
    reference: row.reference,
  };
}

const UPLOAD_COLUMNS = `f.id::text as id, f.file_name,
  ${helsinkiDateSql('g.created')} as created,
  g.topic_ids, g.benefit_code, g.customer_hetu`;

const SORT_COLUMNS = { created: 'g.created', filename: 'lower(f.file_name)' } as const;

interface ListQuery {
  page: number;
  hetu: string | null;
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder: 'ASC' | 'DESC';
}

/** One page (20) of the caller's general uploads, newest first unless asked otherwise. */
async function listUploads(db: Database, who: Owner, query: ListQuery): Promise<UploadList> {
  const where = `f.henro = $1 and f.business_id is not distinct from $2
    and ($3::text is null or g.customer_hetu = $3)`;
  const from = 'general_uploads g join files f on f.id = g.file_id';
  const counted = await db.query<{ count: number }>(
    `select count(*)::int as count from ${from} where ${where}`,
    [who.henro, who.businessId, query.hetu],
  );
  const direction = query.sortOrder === 'ASC' ? 'asc' : 'desc';
  const { rows } = await db.query<UploadRow>(
    `select ${UPLOAD_COLUMNS},
            ${fileReferenceSql('f')} as reference
       from ${from} where ${where}
      order by ${SORT_COLUMNS[query.sortBy]} ${direction}, g.created ${direction}, g.id ${direction}
      limit ${UPLOADS_PAGE_SIZE} offset $4`,
    [who.henro, who.businessId, query.hetu, (query.page - 1) * UPLOADS_PAGE_SIZE],
  );
  const total = counted.rows[0]?.count ?? 0;
  return { uploads: rows.map(toRecord), totalPages: Math.ceil(total / UPLOADS_PAGE_SIZE) };
}

/**
 * Stores a general upload: the file, its general_uploads row and an ARRIVED ATTACHMENT document,
 * in one statement, so that the embedded database is held for one round trip, not one per step
 * (no other statement runs while a PGlite transaction is open). The rows are inserted only when
 * the customer is the caller's and the primary batch (if any) the caller's primary upload; the
 * statement says which check failed.
 */
async function storeGeneralUpload(
  db: Database,
  store: FileStore,
  who: Owner,
  batches: { batchId: string; primaryBatchId: string | null },
  { metadata, file }: UploadBody<GeneralAttachmentMetadata>,
): Promise<UploadRecord> {
  const topic = chosenTopic(metadata.topicId);
  if (!topic) throw FieldErrors.at('/topicId', EKULTA_TEXT_CODES.topicInvalid, EKULTA_TEXT_CODES.topicLabel);
  const stored = await storeReceived(store, file);
  // $1–$8 the files row (fileValues: $1/$2 the caller, $3 the batch), then the upload's own.
  const { rows } = await db.query<Partial<UploadRow> & { customer_ok: boolean; primary_ok: boolean }>(
    `with checks as (
       select exists (${customerNames('$9')}) as customer_ok,
              ($14::uuid is null or exists (
                 select 1 from files pf join general_uploads pg on pg.file_id = pf.id
                  where pf.batch_id = $14::uuid and pf.henro = $1
                    and pf.business_id is not distinct from $2 and pg.is_primary)) as primary_ok),
     f as (
       insert into files (${FILE_COLUMNS})
       select $1, $2, $3, $4, $5, $6, $7, $8 from checks where customer_ok and primary_ok
       returning *),
     g as (
       insert into general_uploads
         (file_id, topic_ids, doc_type, benefit_code, customer_hetu, is_primary, primary_batch_id)
       select f.id, $10, $11, $12, $9, $13, $14::uuid from f
       returning *),
     d as (${arrivedAttachmentInsert('$15')})
     select c.customer_ok, c.primary_ok, ${UPLOAD_COLUMNS}, d.reference
       from checks c left join (f join g on g.file_id = f.id join d on true) on true`,
    [
      ...fileValues(who, batches.batchId, stored),
      metadata.customerHetu,
      metadata.topicId,
      topic.docType,
      metadata.benefitCode ?? null,
      metadata.isPrimaryDoc,
      batches.primaryBatchId,
      JSON.stringify({
        topicId: metadata.topicId,
        renteeId: metadata.customerHetu,
        fileName: file.fileName,
      }),
    ],
  );
  const row = rows[0]!;
  if (!row.customer_ok) throw new ApiError(404, EKULTA_TEXT_CODES.customerNotFound);
  if (!row.primary_ok) throw new ApiError(404, EKULTA_TEXT_CODES.primaryNotFound);
  return toRecord(row as UploadRow);
}

export function registerEkulta(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(app, operations.ekultaTopics, async () => [...TOPICS], options);

  registerOperation(
    app,
    operations.ekultaTopicsForApplication,
    async ({ params }) => {
      const topic = findTopic(params.topic);
      if (!topic) throw new ApiError(404, EKULTA_TEXT_CODES.topicNotFound);
      return topic.child ?? [];
    },
    options,
  );

  registerOperation(
    app,
    operations.uploadGeneralAttachment,
    async ({ request, params, body }) =>
      storeGeneralUpload(
        db,
        request.server.fileStore,
        owner(request.session),
        { batchId: params['x-batch-id'], primaryBatchId: params['x-primary-batch-id'] ?? null },
        body,
      ),
    options,
  );

  registerOperation(
    app,
    operations.ekultaAttachments,
    async ({ request, params }) => {
      const who = owner(request.session);
      // A search by someone who is not the caller's customer is 404, as for a code that exists
      // nowhere (no existence leak); the caller's own customer without uploads is an empty page
      // (SPEC §4's no-results flag).
      if (params.hetu && (await customerName(db, who, params.hetu)) === null)
        throw new ApiError(404, EKULTA_TEXT_CODES.customerNotFound);
      return listUploads(db, who, {
        page: Number(params.page),
        hetu: params.hetu ?? null,
        sortBy: params.sortBy ?? 'created',
        sortOrder: params.sortOrder ?? 'DESC',
      });
    },
    options,
  );

  registerOperation(
    app,
    operations.ekultaCustomer,
    async ({ request, params }) => {
      const name = await customerName(db, owner(request.session), params.hetu);
      if (name === null) throw new ApiError(404, EKULTA_TEXT_CODES.customerNotFound);
      return { name: maskName(name) };
    },
    options,
  );
}
