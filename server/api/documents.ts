/**
 * The caller's documents (issue 6, SPEC §3 Document, Page request), from the contract:
 * - `POST /api/api/v1/document/sent-by-{product}` and `/arrived-to-{product}`: one page of the
 *   documents the agency sent to the caller (direction SENT) or that arrived from them (ARRIVED),
 *   owned like everything else (the person AND the organisation they act for). Filters: created
 *   from/to (inclusive days in Helsinki time), type, status list (empty = any); sort by created or
 *   by type (the type's name in the caller's language), DESC by default, ties broken by id so that
 *   pages never overlap. `totalItems` counts every matching document, the range's whole months
 *   from the month counts of migration 020 and the rest from the documents (countStatement);
 * - `GET /api/api/v1/document/download/{id}`: one document of the caller as a file: its stored file
 *   (an upload) or a tagged PDF rendered from its fields in the caller's language. A document the
 *   agency sent is marked opened (isNew false) on its first download. Anyone else's is 404, the
 *   same answer as an id that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_TYPES,
  operations,
  type DocumentPageRequest,
  type DocumentStatus,
  type DocumentsPage,
  type DocumentType,
  type PortalDocument,
} from '../../api/contract.ts';
import { DOCUMENT_STATUS_TEXT_CODES, documentTypeTextCode } from '../../api/documentTexts.ts';
import { formatDateForPerson, formatEuros } from '../../engine/core/format.ts';
import type { SummaryModel, SummaryValue } from '../../engine/core/summary.ts';
import { translatorFor, type Language, type Translate } from '../../texts/index.ts';
import {
  HELSINKI,
  HELSINKI_TODAY_SQL,
  helsinkiDateSql,
  helsinkiDayRange,
  helsinkiRangeDays,
} from '../dates.ts';
import type { Database } from '../db/index.ts';
import type { FileStore } from '../files/fileStore.ts';
import { readFile } from '../files/storage.ts';
import { requestLanguage } from '../language.ts';
import { formDocumentTypeNames, hasManifest, loadForm } from '../forms/registry.ts';
import type { FormVersions, VersionDrawing } from '../forms/versions.ts';
import { buildSummary } from '../../engine/core/summary.ts';
import { renderPdf } from '../pdf/renderPdf.ts';
import { applicationDecisionSummary } from './decisionSummary.ts';
import { DOCUMENT_TEXT_CODES, PDF_TEXT_CODES } from '../../api/documentTexts.ts';
import { direction, pageWindow, requireOwner, type Owner } from './paging.ts';
import type { FileResult } from '../files/sendFile.ts';
import { registerOperation, type Handler, type RegisterOptions } from './register.ts';
import { ApiError } from './errors.ts';
import { plainWords } from '../../texts/plainWords.ts';

export type Direction = 'SENT' | 'ARRIVED';

export interface DocumentRow {
  id: string;
  created: string;
  type: DocumentType;
  status: DocumentStatus | null;
  payload: Record<string, unknown>;
  is_new: boolean;
  file_id: string | null;
  file_name: string | null;
  /** The form version it was sent or made with (server/forms/versions.ts); null before issue 43. */
  form_version_id: string | null;
  /** That version's number. */
  form_version: number | null;
}

export const DOCUMENT_COLUMNS = `d.id::text as id,
  ${helsinkiDateSql('d.created')} as created,
  d.type, d.status, d.payload, (d.direction = 'SENT' and d.opened is null) as is_new,
  d.file_id::text as file_id, f.file_name, d.form_version_id::text as form_version_id,
  (select v.number from form_versions v where v.id = d.form_version_id) as form_version`;

/**
 * Owner, direction and filters: parameters $1–$7, the same for the count and the page. Written so
 * that migration 009's index `documents_owner_page` answers them: the owner's organisation as an
 * equality (`coalesce(business_id, '')` as indexed: acting as oneself is '', which no business id
 * is; `is not distinct from` is no index condition and orders nothing), and the inclusive
 * Helsinki days as a range of `created` (from the first day's midnight to the midnight after the
 * last day, in Helsinki time: `helsinkiDayRange` of ../dates.ts), so that the index walks the range
 * in its order, the page reads only its rows and the count never leaves the index (type and status
 * are in it too).
 */
const MATCHING_OWNER = `where d.henro = $1 and coalesce(d.business_id, '') = coalesce($2::text, '')`;
/**
 * A customer as the staff area sees one (issue 14): a person's documents as themself ($1 their
 * henro, $2 null), or an organisation's, whoever represented it ($1 null, $2 the business id).
 */
const MATCHING_CUSTOMER = `where ((d.business_id is null and d.henro = $1) or d.business_id = $2::text)`;
const FILTERS = `and d.direction = $3
    and ($4::timestamptz is null or d.created >= $4::timestamptz)
    and ($5::timestamptz is null or d.created < $5::timestamptz)
    and ($6::text is null or d.type = $6::text)
    and ($7::text[] is null or d.status = any($7::text[]))`;

/** Whose documents a page lists: the caller's own (owner), or a customer's for staff. */
export type DocumentScope =
  { kind: 'owner'; owner: Owner } | { kind: 'customer'; henro: string | null; businessId: string | null };

function matchingParams(
  scope: DocumentScope,
  documentDirection: Direction,
  request: DocumentPageRequest,
): unknown[] {
  const filters = request.filters ?? {};
  const statuses = filters.status && filters.status.length > 0 ? filters.status : null;
  const [first, second] =
    scope.kind === 'owner' ? [scope.owner.henro, scope.owner.businessId] : [scope.henro, scope.businessId];
  const created = helsinkiDayRange(filters.created?.from, filters.created?.to);
  return [first, second, documentDirection, created.start, created.end, filters.type ?? null, statuses];
}

/** The types in the order of their names in `language` (sorting by type sorts what the user reads). */
function typesByName(language: Language): DocumentType[] {
  const collator = new Intl.Collator(language);
  const names = formDocumentTypeNames();
  const t = translatorFor(language);
  const name = (type: DocumentType) => t(documentTypeTextCode(type, names));
  return [...DOCUMENT_TYPES, ...Object.keys(names)].sort((a, b) => collator.compare(name(a), name(b)));
}

/** ORDER BY of a page; `typeOrderParam` is the parameter holding `typesByName`. */
function orderBy(request: DocumentPageRequest, typeOrderParam: string): string {
  const dir = direction(request.sortOrder);
  return request.sortBy === 'type'
    ? `array_position(${typeOrderParam}::text[], d.type) ${dir}, d.created desc, d.id desc`
    : `d.created ${dir}, d.id ${dir}`;
}

function text(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function texts(payload: Record<string, unknown>, key: string): string[] {
  const value = payload[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function toPortalDocument(row: DocumentRow): PortalDocument {
  const { payload } = row;
  const paymentCommitmentId = text(payload, 'paymentCommitmentId');
  const renteeId = text(payload, 'renteeId');
  return {
    id: row.id,
    created: row.created,
    type: row.type,
    paymentCommitmentId,
    address: text(payload, 'address'),
    renterName: text(payload, 'renterName'),
    renterId: text(payload, 'renterId'),
    renteeName: text(payload, 'renteeName'),
    renteeId,
    status: row.status,
    rentees: texts(payload, 'rentees'),
    isNew: row.is_new,
    documents: row.file_id ? [{ id: row.file_id, fileName: row.file_name ?? '' }] : [],
    paymentCommitmentOrHetu:
      text(payload, 'customerHetuOrCommitmentId') ?? paymentCommitmentId ?? renteeId ?? null,
    customerHenro: text(payload, 'customerHenro'),
    formVersion: row.form_version ?? null,
  };
}

/** A Helsinki day's month, as the month counts key it: `YYYY-MM-01`. */
const monthOf = (day: string): string => `${day.slice(0, -3)}-01`;

/** The first day of the month after `day`'s (`YYYY-MM-DD`). */
function nextMonth(day: string): string {
  const [year, month] = [Number(day.slice(0, -6)), Number(day.slice(-5, -3))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The summary rows' own columns for the owner's conditions of MATCHING_OWNER and MATCHING_CUSTOMER. */
const COUNTED_OWNER = `s.henro = $1 and s.business_key = coalesce($2::text, '')`;
const COUNTED_CUSTOMER = `((s.business_key = '' and s.henro = $1) or s.business_key = $2::text)`;
const FOLDED_BEFORE = '(select folded_before from document_counts_folded)';
const helsinkiMidnight = (date: string) => `(${date}::timestamp at time zone '${HELSINKI}')`;

/**
 * The exact count of a page's documents (SPEC §3 totalItems) in three parts (migration 020): the
 * range's whole months that are folded, from `document_month_counts`; the days before its first
 * whole month; and the rest from its last whole month or the first month not folded, whichever is
 * later. The two last are counted in `documents_owner_page` as before, each a range of it. $8 is
 * the range's first whole month ('-infinity' with no start), $9 the month its end falls in
 * ('infinity' with no end); the three parts read one snapshot, so a fold between them cannot count
 * a document twice or miss it.
 */
function countStatement(
  whose: DocumentScope,
  matching: string,
  params: unknown[],
  request: DocumentPageRequest,
): Statement {
  const { startDay, endDay } = helsinkiRangeDays(
    request.filters?.created?.from,
    request.filters?.created?.to,
  );
  const firstWholeMonth =
    startDay === null ? '-infinity' : startDay.endsWith('-01') ? startDay : nextMonth(startDay);
  const endMonth = endDay === null ? 'infinity' : monthOf(endDay);
  const lastWholeMonthEnd = `least($9::date, ${FOLDED_BEFORE})`;
  const counted = `${whose.kind === 'owner' ? COUNTED_OWNER : COUNTED_CUSTOMER} and s.direction = $3
    and ($6::text is null or s.type = $6::text) and ($7::text[] is null or s.status = any($7::text[]))`;
  return {
    sql: `select (
      coalesce((select sum(s.n) from document_month_counts s where ${counted}
        and s.month >= $8::date and s.month < ${lastWholeMonthEnd}), 0)
      + (select count(*) from documents d ${matching} and d.created < ${helsinkiMidnight('$8::date')})
      + (select count(*) from documents d ${matching}
          and d.created >= ${helsinkiMidnight(`greatest($8::date, ${lastWholeMonthEnd})`)})
    )::int as total`,
    params: [...params, firstWholeMonth, endMonth],
  };
}

/**
 * Folds the months before this one (in Helsinki) into the documents' month counts, if they are not
 * yet (migration 020: at most once a month does it do anything). main.ts calls it at start and
 * hourly; a month not folded yet is only counted the slower way.
 */
export async function foldDocumentCounts(db: Database): Promise<void> {
  await db.query(`select fold_document_counts(date_trunc('month', ${HELSINKI_TODAY_SQL})::date)`);
}

/** One SQL statement with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of one page (the bench explains them too): the exact count of every matching
 * document (SPEC §3 totalItems) and the page's rows.
 */
export function documentsPageStatements(
  scope: Owner | DocumentScope,
  documentDirection: Direction,
  request: DocumentPageRequest,
  language: Language,
): { count: Statement; page: Statement } {
  const whose: DocumentScope = 'kind' in scope ? scope : { kind: 'owner', owner: scope };
  const params = matchingParams(whose, documentDirection, request);
  const MATCHING = `${whose.kind === 'owner' ? MATCHING_OWNER : MATCHING_CUSTOMER} ${FILTERS}`;
  const { limit, offset } = pageWindow(request);
  const byType = request.sortBy === 'type';
  return {
    count: countStatement(whose, MATCHING, params, request),
    page: {
      sql: `select ${DOCUMENT_COLUMNS} from documents d left join files f on f.id = d.file_id ${MATCHING}
        order by ${orderBy(request, '$10')} limit $8 offset $9`,
      params: [...params, limit, offset, ...(byType ? [typesByName(language)] : [])],
    },
  };
}

export async function documentsPage(
  db: Database,
  scope: Owner | DocumentScope,
  documentDirection: Direction,
  request: DocumentPageRequest,
  language: Language,
): Promise<DocumentsPage> {
  const { count, page } = documentsPageStatements(scope, documentDirection, request, language);
  // Side by side: on PostgreSQL two connections of the pool answer at once (PGlite takes turns).
  const [counted, { rows }] = await Promise.all([
    db.query<{ total: number }>(count.sql, count.params),
    db.query<DocumentRow>(page.sql, page.params),
  ]);
  return { totalItems: counted.rows[0]?.total ?? 0, documents: rows.map(toPortalDocument) };
}

/**
 * The document's fields as a summary model: the type's name as title, the renter as name; a
 * decision's justification and amount granted from its payload (issue 14). Its words come from
 * `t`, the translator of the version it was made with (renderedFile) or the register's.
 */
export function documentSummary(
  document: PortalDocument,
  language: Language,
  payload: Record<string, unknown> = {},
  t: Translate = translatorFor(language),
): SummaryModel {
  const codes = DOCUMENT_TEXT_CODES;
  const renter = [document.renterName, document.renterId && `(${document.renterId})`].filter(Boolean);
  const entries: [string, string, string | null][] = [
    ['created', codes.date, formatDateForPerson(language, document.created)],
    ['status', codes.status, document.status && t(DOCUMENT_STATUS_TEXT_CODES[document.status])],
    ['address', codes.address, document.address],
    ['renter', codes.renter, renter.length > 0 ? renter.join(' ') : null],
    ['rentees', codes.rentees, document.rentees.length > 0 ? document.rentees.join(', ') : null],
    ['paymentCommitmentId', codes.commitment, document.paymentCommitmentId],
    [
      'amountGranted',
      codes.amountGranted,
      typeof payload['amountGranted'] === 'number' ? formatEuros(language, payload['amountGranted']) : null,
    ],
    ['justification', codes.justification, text(payload, 'justification')],
  ];
  const values: SummaryValue[] = entries
    .filter((entry): entry is [string, string, string] => entry[2] !== null && entry[2] !== '')
    .map(([path, code, value]) => ({ key: t(code), value, path: `/${path}` }));
  return {
    title: t(documentTypeTextCode(document.type, formDocumentTypeNames())),
    name: document.renterName ?? '',
    segments: [{ subtitle: t(codes.details), type: 'fields', values }],
  };
}

async function ownDocument(db: Database, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from documents d left join files f on f.id = d.file_id
      where d.id = $1 and d.henro = $2 and d.business_id is not distinct from $3`,
    [id, owner.henro, owner.businessId],
  );
  return rows[0];
}

export async function storedFile(db: Database, store: FileStore, fileId: string): Promise<FileResult> {
  const file = await readFile(db, store, fileId);
  // files.id is a foreign key of documents.file_id (on delete cascade): the file is there.
  if (!file) throw new ApiError(404, DOCUMENT_TEXT_CODES.notFound);
  return file;
}

/** The form's data a document holds when a manifest form sent it (server/api/forms.ts). */
function sentFormData(payload: Record<string, unknown>): { formId: string; data: unknown } | null {
  const formId = payload['formId'];
  return typeof formId === 'string' && typeof payload['form'] === 'object'
    ? { formId, data: payload['form'] }
    : null;
}

/** The frame's texts of a version in one language (the PDF's own words: summaryPdf.ts). */
function frameOf(drawing: VersionDrawing, language: Language) {
  const texts = drawing.texts[language];
  return Object.fromEntries(
    Object.values(PDF_TEXT_CODES).flatMap((code) => (texts[code] === undefined ? [] : [[code, texts[code]]])),
  );
}

/**
 * A document as a PDF in `language`, drawn from the form version it was sent or made with
 * (issue 43: its schema, UI schema and texts, whatever the form's files say today): a manifest
 * form's submission as the form's own summary (every answer, labelled as the form labelled it
 * then), a staff decision or request from its fields in its version's words. A document from
 * before form versions is drawn from today's form.
 */
export async function renderedFile(
  row: DocumentRow,
  language: Language,
  versions: FormVersions,
): Promise<FileResult> {
  const drawing = row.form_version_id ? await versions.drawing(row.form_version_id) : undefined;
  const t = drawing?.t[language] ?? translatorFor(language);
  const sent = sentFormData(row.payload);
  const form = drawing ?? (sent && hasManifest(sent.formId) ? loadForm(sent.formId) : undefined);
  const document = toPortalDocument(row);
  const summary =
    sent && form
      ? buildSummary(form.form, sent.data, { t, language, isValid: form.validators.isValid })
      : row.type === 'RENTALDEPOSIT_APPLICATION_DECISION'
        ? applicationDecisionSummary(document, language, row.payload, t)
        : documentSummary(document, language, row.payload, t);
  const data = await renderPdf(summary, {
    language,
    ...(drawing ? { frame: frameOf(drawing, language) } : {}),
  });
  return { fileName: documentFileName(row, language), data };
}

/**
 * A rendered document's file name in the reader's language: its type's name, as the list shows it,
 * in plain letters, and its date ("vuokravakuushakemuksen-paatos-2026-11-27.pdf",
 * "beslut-om-ansokan-om-hyresgaranti-2026-11-27.pdf").
 */
export function documentFileName(row: Pick<DocumentRow, 'type' | 'created'>, language: Language): string {
  const name = translatorFor(language)(documentTypeTextCode(row.type, formDocumentTypeNames()));
  const plain = plainWords(name).join('-').toLowerCase();
  return `${plain || 'document'}-${row.created}.pdf`;
}

async function markOpened(db: Database, owner: Owner, id: string): Promise<void> {
  await db.query(
    `update documents set opened = now()
      where id = $1 and henro = $2 and business_id is not distinct from $3
        and direction = 'SENT' and opened is null`,
    [id, owner.henro, owner.businessId],
  );
}

export function registerDocuments(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  const list =
    (documentDirection: Direction): Handler<typeof operations.documentsSentBy> =>
    async ({ request, body }) =>
      documentsPage(db, requireOwner(request.session), documentDirection, body, requestLanguage(request));

  registerOperation(app, operations.documentsSentBy, list('SENT'), options);
  registerOperation(app, operations.documentsArrivedTo, list('ARRIVED'), options);

  registerOperation(
    app,
    operations.documentDownload,
    async ({ request, params }) => {
      const owner = requireOwner(request.session);
      const row = await ownDocument(db, owner, params.id);
      if (!row) throw new ApiError(404, DOCUMENT_TEXT_CODES.notFound);
      const file = row.file_id
        ? await storedFile(db, request.server.fileStore, row.file_id)
        : await renderedFile(row, requestLanguage(request), request.server.formVersions);
      await markOpened(db, owner, row.id);
      return file;
    },
    options,
  );
}
