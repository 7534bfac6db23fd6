/**
 * Delivered payment files in the database (migration 010): storing a checked file, accepted or
 * refused, and the organisation's list and filter values. Every read and write is limited to the
 * organisation the caller acts for: another organisation's file is one that does not exist.
 */
import { randomUUID } from 'node:crypto';
import type {
  EkeviDeliveredFile,
  EkeviDeliveredFiles,
  EkeviDeliveredPageRequest,
  EkeviFileStatus,
} from '../../api/contract.ts';
import type { RowFileError } from '../../engine/core/rowFile.ts';
import { HELSINKI, helsinkiDateSql, helsinkiDayRange } from '../dates.ts';
import type { Database, Queryable } from '../db/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import type { ReceivedFile } from '../files/receive.ts';
import { FILE_COLUMNS, fileValues, storeReceived } from '../files/storage.ts';
import { countedPage, direction } from '../api/paging.ts';
import type { PaymentFileCheck } from './paymentFile.ts';

/** The sender: a representative acting for an organisation. */
export interface Sender {
  henro: string;
  businessId: string;
}

/** The organisation's payment commitments (a row's commitment must be one of them). */
export async function organisationCommitments(db: Queryable, businessId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from payment_commitments where business_id = $1',
    [businessId],
  );
  return rows.map((row) => row.id);
}

/** The file id of the organisation's earlier delivery of the same bytes, or null (SPEC: double file). */
export async function earlierDelivery(
  db: Queryable,
  businessId: string,
  sha256: string,
): Promise<string | null> {
  const { rows } = await db.query<{ file_code: string }>(
    `select file_code from ekevi_files where business_id = $1 and sha256 = $2 and status <> 'REJECTED'`,
    [businessId, sha256],
  );
  return rows[0]?.file_code ?? null;
}

/** A refused file: its row, with the errors, so that the sender sees it in the list; nothing else. */
export async function storeRefused(
  db: Queryable,
  sender: Sender,
  file: { fileName: string; received: ReceivedFile },
  check: PaymentFileCheck,
): Promise<void> {
  await db.query(
    `insert into ekevi_files
       (business_id, henro, file_name, sha256, size, status, row_count, errors, error_count)
     values ($1, $2, $3, $4, $5, 'REJECTED', $6, $7, $8)`,
    [
      sender.businessId,
      sender.henro,
      file.fileName,
      file.received.sha256,
      file.received.size,
      check.rowCount,
      JSON.stringify(check.errors),
      check.errorCount,
    ],
  );
}

/** `2026-2345671-3-0007`: the year, the organisation and its running number of the year. */
export function deliveredFileId(year: number, businessId: string, number: number): string {
  return `${year}-${businessId}-${String(number).padStart(4, '0')}`;
}

/** Another delivery of the same bytes committed first (the double-file index). */
export class DoubleDeliveryError extends Error {
  override name = 'DoubleDeliveryError';
}

const UNIQUE_VIOLATION = '23505';

/**
 * An accepted file: its bytes put in the file store first, then in one transaction its `files`
 * row, its delivered-file row with the organisation's next number of the year, and its rows.
 * Throws DoubleDeliveryError when the same bytes were delivered meanwhile.
 */
export async function storeAccepted(
  db: Database,
  store: FileStore,
  sender: Sender,
  file: { fileName: string; mediaType: string; received: ReceivedFile },
  check: PaymentFileCheck,
): Promise<string> {
  const stored = await storeReceived(store, file);
  try {
    return await db.transaction(async (tx) => {
      // One delivery of an organisation at a time takes the next number.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`ekevi:${sender.businessId}`]);
      const { rows } = await tx.query<{ id: string; year: number; number: number }>(
        `with f as (
           insert into files (${FILE_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)
           returning id),
         year as (select extract(year from now() at time zone '${HELSINKI}')::int as year),
         next as (
           select year.year, coalesce(max(e.number), 0) + 1 as number
             from year left join ekevi_files e on e.business_id = $2 and e.year = year.year
            group by year.year)
         insert into ekevi_files
           (business_id, henro, file_name, sha256, size, status, file_code, year, number, stored_file,
            row_count, total_cents)
         select $2, $1, $4, $9, $6, 'ACCEPTED',
                next.year || '-' || $2 || '-' || lpad(next.number::text, 4, '0'),
                next.year, next.number, f.id, $10, $11
           from f, next
         returning id::text as id, year, number`,
        [
          // $1–$8 the files row (its own batch), then the delivery's.
          ...fileValues(sender, randomUUID(), stored),
          file.received.sha256,
          check.rowCount,
          check.totalCents,
        ],
      );
      const delivered = rows[0]!;
      const column = <K extends keyof PaymentFileCheck['rows'][number]>(key: K) =>
        check.rows.map((row) => row[key]);
      await tx.query(
        `insert into ekevi_payment_rows
           (file_id, row_number, payment_number, payment_commitment_id, rentee_hetu, period,
            amount_cents, due_date, iban, reference_number)
         select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[],
                                  $7::bigint[], $8::date[], $9::text[], $10::text[])`,
        [
          delivered.id,
          column('rowNumber'),
          column('paymentNumber'),
          column('paymentCommitmentId'),
          column('renteeHetu'),
          column('period'),
          column('amountCents'),
          column('dueDate'),
          column('iban'),
          column('referenceNumber'),
        ],
      );
      return deliveredFileId(delivered.year, sender.businessId, delivered.number);
    });
  } catch (error) {
    if (
      (error as { code?: unknown }).code === UNIQUE_VIOLATION &&
      /ekevi_files_double/.test(String((error as Error).message))
    )
      throw new DoubleDeliveryError('the same bytes were delivered meanwhile', { cause: error });
    throw error;
  }
}

interface DeliveredDbRow {
  id: string;
  file_code: string | null;
  created: string;
  file_name: string;
  year: number | null;
  number: number | null;
  status: EkeviFileStatus;
  row_count: number;
  total_cents: string;
  error_count: number;
  first_error: RowFileError | null;
}

/** SPEC §9: the file lists' default page size. */
export const EKEVI_PAGE_SIZE = 50;

/** The filters of the delivered list: parameters $1–$5 ($2, $3: `helsinkiDayRange` of the created days). */
const DELIVERED_MATCHING = `from ekevi_files e
  where e.business_id = $1
    and ($2::timestamptz is null or e.created >= $2::timestamptz)
    and ($3::timestamptz is null or e.created < $3::timestamptz)
    and (cardinality($4::text[]) = 0 or e.file_code = any($4::text[]))
    and (cardinality($5::text[]) = 0 or e.status = any($5::text[]))`;

const DELIVERED_SORT = { created: 'e.created', fileId: 'e.file_code', status: 'e.status' } as const;

/** A delivered file as the list gives it; `describe` words its first error in both languages. */
export type DescribeError = (error: RowFileError) => EkeviDeliveredFile['error'];

/** One page of the organisation's delivered files, every match counted. */
export async function deliveredFiles(
  db: Database,
  businessId: string,
  request: EkeviDeliveredPageRequest,
  describe: DescribeError,
): Promise<EkeviDeliveredFiles> {
  const filters = request.filters ?? {};
  const created = helsinkiDayRange(filters.created?.from, filters.created?.to);
  const params = [businessId, created.start, created.end, filters.fileId ?? [], filters.status ?? []];
  const dir = direction(request.sortOrder);
  const { total, totalPages, rows } = await countedPage<DeliveredDbRow>(
    db,
    {
      matching: DELIVERED_MATCHING,
      params,
      columns: `e.id::text as id, e.file_code,
        ${helsinkiDateSql('e.created')} as created,
        e.file_name, e.year, e.number, e.status, e.row_count, e.total_cents::text as total_cents,
        e.error_count, e.errors -> 0 as first_error`,
      orderBy: `${DELIVERED_SORT[request.sortBy ?? 'created']} ${dir} nulls last, e.id ${dir}`,
    },
    { current: request.current ?? 1, size: request.size ?? EKEVI_PAGE_SIZE },
  );
  return {
    totalItems: total,
    totalPages,
    files: rows.map((row) => ({
      id: row.id,
      fileId: row.file_code,
      created: row.created,
      file: row.file_name,
      year: row.year,
      number: row.number,
      status: row.status,
      rowCount: row.row_count,
      totalAmount: Number(row.total_cents) / 100,
      errorCount: row.error_count,
      error: row.first_error ? describe(row.first_error) : null,
    })),
  };
}

/** The file ids of the organisation's delivered files, newest first (the delivered list's filter). */
export async function deliveredFileIds(db: Queryable, businessId: string): Promise<string[]> {
  const { rows } = await db.query<{ file_code: string }>(
    `select file_code from ekevi_files where business_id = $1 and file_code is not null
      order by created desc, id desc`,
    [businessId],
  );
  return rows.map((row) => row.file_code);
}
