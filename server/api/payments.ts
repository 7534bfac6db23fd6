/**
 * Payment information of an organisation (issue 6, SPEC §3 Payment list row), from the contract.
 * Only while the caller acts for an organisation (403 as themself); the payments are the
 * organisation's, so every representative of it sees the same ones:
 * - `POST /api/api/v1/yhteiso/payment-info/list`: one page of the payments under the
 *   organisation's payment commitments, filtered by payment date (inclusive) and commitment, sorted
 *   by payment date (default, DESC), amount or rentee name, ties broken by id;
 * - `POST /api/api/v1/yhteiso/payment-info/pdf`: every matching payment (at most
 *   `PDF_MAX_PAYMENTS`, said in the file when cut) as a tagged PDF in the caller's language;
 * - `POST /api/api/v1/yhteiso/payment-info`: a payment-info update, its body checked by the engine
 *   (form `payment-info-update`), stored as a document that arrived from the organisation.
 */
import type { FastifyInstance } from 'fastify';
import {
  operations,
  type PaymentInfoUpdateBody,
  type PaymentList,
  type PaymentListRequest,
  type PaymentRow,
} from '../../api/contract.ts';
import type { Language } from '../../texts/index.ts';
import { helsinkiDateSql } from '../dates.ts';
import type { Database } from '../db/index.ts';
import { requestLanguage } from '../language.ts';
import { renderPdfTask } from '../pdf/renderPdf.ts';
import { workTask } from '../work/pool.ts';
import type { PaymentsPdfInput } from './payments.tasks.ts';
import { direction, pageWindow, requireOwner, totalPages, type Owner } from './paging.ts';
import { PAYMENT_TEXT_CODES } from './paymentsSummary.ts';
import { paperlessChoiceIn, recordPaperlessChoice } from './paperlessChoice.ts';
import { RECEIPT_COLUMNS, sendReceipt, type ReceiptRow } from './receipt.ts';
import type { FileResult } from '../files/sendFile.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import type { SubmissionHandler } from '../forms/submissions.ts';
import { ApiError } from './errors.ts';

export const DOCUMENT_TYPE_PAYMENT_INFO_UPDATE = 'PAYMENT_INFO_UPDATE';

/** The most payments one PDF holds (the rest are left out, and the file says so). */
export const PDF_MAX_PAYMENTS = 5000;

/** The module of the payments list's work task (its PDF). */
export const PAYMENTS_TASKS = new URL('./payments.tasks.ts', import.meta.url);
const PAYMENTS_PDF = workTask<PaymentsPdfInput, ArrayBuffer>(PAYMENTS_TASKS, 'paymentsPdf');

const PDF_FILE_NAMES: Readonly<Record<Language, string>> = {
  fi: 'maksutiedot.pdf',
  sv: 'betalningsuppgifter.pdf',
};

interface PaymentDbRow {
  id: string;
  rentee_name: string;
  application_created: string;
  payment_commitment_id: string;
  address: string;
  amount: string;
  payment_date: string;
}

const COLUMNS = `p.id::text as id, c.rentee_name,
  ${helsinkiDateSql('c.created')} as application_created,
  c.id as payment_commitment_id, c.address, p.amount::text as amount,
  to_char(p.payment_date, 'YYYY-MM-DD') as payment_date`;

/** The organisation and the filters: parameters $1–$4, the same for the count and the rows. */
const MATCHING = `from payments p join payment_commitments c on c.id = p.payment_commitment_id
  where c.business_id = $1
    and ($2::date is null or p.payment_date >= $2::date)
    and ($3::date is null or p.payment_date <= $3::date)
    and ($4::text is null or c.id = $4::text)`;

/** Sort columns by name; rentee names in code-point order, the same on every database. */
const SORT_COLUMNS = {
  paymentDate: 'p.payment_date',
  amount: 'p.amount',
  renteeName: 'c.rentee_name collate "C"',
} as const;

function organisationOf(owner: Owner): string {
  if (owner.businessId === null) throw new ApiError(403, PAYMENT_TEXT_CODES.organisationOnly);
  return owner.businessId;
}

function matchingParams(businessId: string, request: PaymentListRequest): unknown[] {
  const filters = request.filters ?? {};
  return [
    businessId,
    filters.paymentDate?.from ?? null,
    filters.paymentDate?.to ?? null,
    filters.paymentCommitmentId ?? null,
  ];
}

function orderBy(request: PaymentListRequest): string {
  const dir = direction(request.sortOrder);
  return `${SORT_COLUMNS[request.sortBy ?? 'paymentDate']} ${dir}, p.id ${dir}`;
}

function toPaymentRow(row: PaymentDbRow): PaymentRow {
  return {
    id: row.id,
    renteeName: row.rentee_name,
    applicationCreated: row.application_created,
    paymentCommitmentId: row.payment_commitment_id,
    renteeAddress: row.address,
    amount: Number(row.amount),
    paymentDate: row.payment_date,
  };
}

async function countPayments(db: Database, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`select count(*)::int as total ${MATCHING}`, params);
  return rows[0]?.total ?? 0;
}

async function paymentRows(
  db: Database,
  params: unknown[],
  request: PaymentListRequest,
  window: { limit: number; offset: number },
): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentDbRow>(
    `select ${COLUMNS} ${MATCHING} order by ${orderBy(request)} limit $5 offset $6`,
    [...params, window.limit, window.offset],
  );
  return rows.map(toPaymentRow);
}

async function paymentList(
  db: Database,
  businessId: string,
  request: PaymentListRequest,
): Promise<PaymentList> {
  const params = matchingParams(businessId, request);
  const totalItems = await countPayments(db, params);
  const payments = await paymentRows(db, params, request, pageWindow(request));
  return { totalItems, totalPages: totalPages(totalItems, request.size), payments };
}

async function organisationName(db: Database, businessId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>('select name from organisations where business_id = $1', [
    businessId,
  ]);
  return rows[0] ? `${rows[0].name} (${businessId})` : businessId;
}

async function paymentsPdf(
  db: Database,
  businessId: string,
  request: PaymentListRequest,
  language: Language,
): Promise<FileResult> {
  const params = matchingParams(businessId, request);
  const total = await countPayments(db, params);
  const payments = await paymentRows(db, params, request, { limit: PDF_MAX_PAYMENTS, offset: 0 });
  const organisation = await organisationName(db, businessId);
  return {
    fileName: PDF_FILE_NAMES[language],
    data: await renderPdfTask(PAYMENTS_PDF, {
      args: [organisation, request, payments, total, language],
      options: { language },
    }),
  };
}

/** The update as a document: the body, with the fields the documents lists show. */
function updatePayload(body: PaymentInfoUpdateBody): Record<string, unknown> {
  const rentee = (body['renteeInfo'] ?? {}) as {
    firstName?: string;
    lastName?: string;
    birthdayHenro?: string;
  };
  const renteeName = [rentee.firstName, rentee.lastName].filter(Boolean).join(' ');
  const address = [body['landlordAddress'], [body['landlordZipCode'], body['landlordZipArea']].join(' ')];
  return {
    formId: 'payment-info-update',
    form: body,
    address: address.filter((part) => typeof part === 'string' && part.trim() !== '').join(', '),
    renterName: body['name'],
    renterId: body['businessId'] ?? null,
    renteeName,
    renteeId: rentee.birthdayHenro ?? null,
    rentees: renteeName ? [renteeName] : [],
  };
}

/**
 * The `paymentInfoUpdate` submission handler (`POST /api/api/v1/yhteiso/payment-info`,
 * forms/submissions.ts): 403 as oneself; the update stored as a document that arrived from the
 * organisation, holding the form as sent, with the paperless choice. Answers nothing (204).
 */
export const paymentInfoUpdateSubmission: SubmissionHandler = async ({ owner, version, data, db, reply }) => {
  const organisation = organisationOf(owner);
  const choice = paperlessChoiceIn(data, 'contactPersonEmailAddress', 'contactPersonPhoneNumber');
  const receipt = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ReceiptRow>(
      `insert into documents (henro, business_id, type, direction, payload, form_version_id)
       values ($1, $2, $3, 'ARRIVED', $4, $5) returning ${RECEIPT_COLUMNS}`,
      [
        owner.henro,
        organisation,
        DOCUMENT_TYPE_PAYMENT_INFO_UPDATE,
        JSON.stringify(updatePayload(data as PaymentInfoUpdateBody)),
        version.id,
      ],
    );
    if (choice) await recordPaperlessChoice(tx, owner.henro, choice);
    return rows[0];
  });
  sendReceipt(reply, receipt);
};

export function registerPayments(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.paymentInfoList,
    async ({ request, body }) => paymentList(db, organisationOf(requireOwner(request.session)), body),
    options,
  );

  registerOperation(
    app,
    operations.paymentInfoPdf,
    async ({ request, body }) =>
      paymentsPdf(db, organisationOf(requireOwner(request.session)), body, requestLanguage(request)),
    options,
  );
}
