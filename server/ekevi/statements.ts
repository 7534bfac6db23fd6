/**
 * The agency's statements of delivered payment files (arrived files, migration 010). Processing is
 * the agency's: `completeDeliveredFile` marks an accepted delivery COMPLETED and makes its statement
 * with the organisation's next statement number of the year and an accounting number (the demo
 * data calls it now, the staff area later). The organisation's list, its filter values and a
 * statement as a tagged PDF in the reader's language (rows and totals, rendered in the worker pool).
 */
import type { EkeviArrivedFiles, EkeviArrivedPageRequest } from '../../api/contract.ts';
import type { Language } from '../../texts/index.ts';
import { countedPage, direction } from '../api/paging.ts';
import type { FileResult } from '../files/sendFile.ts';
import { HELSINKI, helsinkiDateSql, helsinkiDayRange } from '../dates.ts';
import type { Database, Queryable } from '../db/index.ts';
import { renderPdfTask } from '../pdf/renderPdf.ts';
import { workTask } from '../work/pool.ts';
import type { StatementPdfInput } from './ekevi.tasks.ts';
import type { CheckPaymentFileInput, PaymentFileCheck } from './paymentFile.ts';
import { EKEVI_PAGE_SIZE } from './deliveries.ts';
import type { StatementDbRow, StatementDetails, StatementRowDb } from './statementSummary.ts';

/** The statement's kind (SPEC §3 statementNameId): the only one is the payment statement. */
export const STATEMENT_NAME_ID = 'PAYMENT_STATEMENT';

/** The most rows a statement PDF lists (its totals count every row; the file says when cut). */
export const STATEMENT_PDF_MAX_ROWS = 5000;

/** The module of the payment files' work tasks (the bulk file's check, a statement's PDF). */
export const EKEVI_TASKS = new URL('./ekevi.tasks.ts', import.meta.url);
const STATEMENT_PDF = workTask<StatementPdfInput, ArrayBuffer>(EKEVI_TASKS, 'statementPdf');
/** A bulk payment file's check (paymentFile.ts), in the worker pool. */
export const CHECK_PAYMENT_FILE = workTask<CheckPaymentFileInput, PaymentFileCheck>(
  EKEVI_TASKS,
  'checkPaymentFile',
);

export interface CompletedStatement {
  statementId: string;
  accountingNumber: string;
}

/**
 * Completes an accepted delivery of `businessId` and makes its statement, in one transaction; null
 * when there is no such accepted delivery (another organisation's, refused, already completed).
 */
export function completeDeliveredFile(
  db: Database,
  businessId: string,
  deliveredId: string,
): Promise<CompletedStatement | null> {
  return db.transaction((tx) => completeDeliveredFileIn(tx, businessId, deliveredId));
}

/** `completeDeliveredFile` inside the caller's transaction; completed `daysAgo` days ago (demo data). */
export async function completeDeliveredFileIn(
  tx: Queryable,
  businessId: string,
  deliveredId: string,
  daysAgo = 0,
): Promise<CompletedStatement | null> {
  // One completion of an organisation at a time takes the next statement number.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`ekevi-statement:${businessId}`]);
  const { rows } = await tx.query<{ id: string; accounting_number: string }>(
    `with done as (
       update ekevi_files set status = 'COMPLETED'
        where id = $1::bigint and business_id = $2 and status = 'ACCEPTED'
        returning id),
     at as (select now() - ($4::int * interval '1 day') as completed),
     year as (select extract(year from at.completed at time zone '${HELSINKI}')::int as year from at),
     next as (
       select year.year, coalesce(max(s.number), 0) + 1 as number
         from year left join ekevi_statements s on s.business_id = $2 and s.year = year.year
        group by year.year)
     insert into ekevi_statements
       (delivered_file_id, business_id, year, number, statement_name_id, accounting_number, completed)
     select done.id, $2, next.year, next.number, $3,
            'KP-' || next.year || '-' || $2 || '-' || lpad(next.number::text, 4, '0'), at.completed
       from done, next, at
     returning id::text as id, accounting_number`,
    [deliveredId, businessId, STATEMENT_NAME_ID, daysAgo],
  );
  const row = rows[0];
  return row ? { statementId: row.id, accountingNumber: row.accounting_number } : null;
}

/** The filters of the arrived list: parameters $1–$5 ($2, $3: `helsinkiDayRange` of the completed days). */
const ARRIVED_MATCHING = `from ekevi_statements s join ekevi_files e on e.id = s.delivered_file_id
  where s.business_id = $1
    and ($2::timestamptz is null or s.completed >= $2::timestamptz)
    and ($3::timestamptz is null or s.completed < $3::timestamptz)
    and (cardinality($4::text[]) = 0 or e.file_code = any($4::text[]))
    and ($5::text is null or s.accounting_number = $5::text)`;

const ARRIVED_SORT = { completed: 's.completed', fileId: 'e.file_code' } as const;

const STATEMENT_COLUMNS = `s.id::text as id, e.file_code,
  ${helsinkiDateSql('s.completed')} as completed_date,
  s.year, s.number, s.statement_name_id, s.accounting_number, e.row_count,
  e.total_cents::text as total_cents`;

/** One page of the organisation's statements, every match counted. */
export async function arrivedFiles(
  db: Database,
  businessId: string,
  request: EkeviArrivedPageRequest,
): Promise<EkeviArrivedFiles> {
  const filters = request.filters ?? {};
  const completed = helsinkiDayRange(filters.completed?.from, filters.completed?.to);
  const params = [
    businessId,
    completed.start,
    completed.end,
    filters.fileId ?? [],
    filters.accountingNumber ?? null,
  ];
  const dir = direction(request.sortOrder);
  const { total, totalPages, rows } = await countedPage<StatementDbRow>(
    db,
    {
      matching: ARRIVED_MATCHING,
      params,
      columns: STATEMENT_COLUMNS,
      orderBy: `${ARRIVED_SORT[request.sortBy ?? 'completed']} ${dir}, s.id ${dir}`,
    },
    { current: request.current ?? 1, size: request.size ?? EKEVI_PAGE_SIZE },
  );
  return {
    totalItems: total,
    totalPages,
    files: rows.map((row) => ({
      id: row.id,
      fileId: row.file_code,
      completedDate: row.completed_date,
      year: row.year,
      number: row.number,
      statementNameId: row.statement_name_id,
      accountingNumber: row.accounting_number,
      rowCount: row.row_count,
      totalAmount: Number(row.total_cents) / 100,
    })),
  };
}

/** The file ids of the organisation's completed files, newest completion first. */
export async function completedFileIds(db: Queryable, businessId: string): Promise<string[]> {
  const { rows } = await db.query<{ file_code: string }>(
    `select e.file_code from ekevi_statements s join ekevi_files e on e.id = s.delivered_file_id
      where s.business_id = $1 order by s.completed desc, s.id desc`,
    [businessId],
  );
  return rows.map((row) => row.file_code);
}

/** The accounting numbers of the organisation's statements, newest first. */
export async function accountingNumbers(db: Queryable, businessId: string): Promise<string[]> {
  const { rows } = await db.query<{ accounting_number: string }>(
    `select accounting_number from ekevi_statements where business_id = $1 order by completed desc, id desc`,
    [businessId],
  );
  return rows.map((row) => row.accounting_number);
}

const PDF_FILE_NAMES: Readonly<Record<Language, string>> = { fi: 'tilitys', sv: 'redovisning' };

/** A statement of `businessId` as a PDF in `language`; null when it has none by that id. */
export async function statementPdf(
  db: Database,
  businessId: string,
  id: string,
  language: Language,
): Promise<FileResult | null> {
  const { rows: found } = await db.query<StatementDetails>(
    `select ${STATEMENT_COLUMNS}, e.file_name,
            ${helsinkiDateSql('e.created')} as delivered,
            o.name || ' (' || o.business_id || ')' as organisation
       from ekevi_statements s join ekevi_files e on e.id = s.delivered_file_id
       join organisations o on o.business_id = s.business_id
      where s.id = $1::bigint and s.business_id = $2`,
    [id, businessId],
  );
  const statement = found[0];
  if (!statement) return null;
  const [rows, periods] = await Promise.all([
    db.query<StatementRowDb>(
      `select row_number, payment_number, payment_commitment_id, rentee_hetu, period,
              amount_cents::text as amount_cents, to_char(due_date, 'YYYY-MM-DD') as due_date, iban,
              reference_number
         from ekevi_payment_rows r join ekevi_statements s on s.delivered_file_id = r.file_id
        where s.id = $1::bigint order by row_number limit ${STATEMENT_PDF_MAX_ROWS}`,
      [id],
    ),
    db.query<{ period: string; count: number; total_cents: string }>(
      `select period, count(*)::int as count, sum(amount_cents)::text as total_cents
         from ekevi_payment_rows r join ekevi_statements s on s.delivered_file_id = r.file_id
        where s.id = $1::bigint group by period order by period`,
      [id],
    ),
  ]);
  return {
    fileName: `${PDF_FILE_NAMES[language]}-${statement.file_code}.pdf`,
    data: await renderPdfTask(STATEMENT_PDF, {
      args: [statement, rows.rows, periods.rows, language],
      options: { language },
    }),
  };
}
