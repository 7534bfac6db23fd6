/**
 * One of my documents' two lists (the documents the agency sent, the documents that arrived from the
 * user), product 'vuokravakuus', through the shared `useFilteredPages`:
 *
 * - filters: created from / to (`DateRangeFilter`, by default six months ago to today, SPEC §9), the
 *   type (a select of SPEC §3's types by their names), the decision status (checkboxes, sent list);
 *   a change loads page 1 after 700 ms and the result count is announced 1 s after it arrives;
 *   'reset' goes back to the defaults;
 * - order by created, newest first by default (SPEC §9 DESC);
 * - the documents as a list of cards: type (a heading), 'new' (visible text and a longer text for
 *   screen readers) for a document the agency sent that has not been downloaded, date dd.MM.yyyy,
 *   status, address, payment commitment and rentees; a download button per document, which saves
 *   the file and takes the 'new' marker away;
 * - `Pagination` (numbered, with details and the page-size selector 20 / 50 / 100);
 * - loading (a spinner first, `aria-busy` while the next page loads), failure (an alert with 'try
 *   again'), and 'nothing found'.
 *
 * By default the lists are the logged-in user's own (SPEC §7); `source` gives another customer's,
 * as the staff area shows them (issue 14): its calls, its download, and its texts.
 */
import { useId, useState } from 'react';
import {
  DOCUMENT_PRODUCTS,
  DOCUMENT_TYPES,
  operations,
  type DateRange,
  type DocumentPageRequest,
  type DocumentStatus,
  type DocumentsPage,
  type DocumentType,
  type PortalDocument,
  type SortOrder,
} from '../../../api/contract.ts';
import { DOCUMENT_STATUS_TEXT_CODES, documentTypeTextCode } from '../../../api/documentTexts.ts';
import { FORM_DOCUMENT_TYPE_NAMES } from '../../forms/details.ts';

/** The type filter's choices: SPEC's document types and the forms' (their manifests). */
const DOCUMENT_TYPE_CHOICES: readonly DocumentType[] = [
  ...DOCUMENT_TYPES,
  ...Object.keys(FORM_DOCUMENT_TYPE_NAMES),
];
import { t, type Language } from '../../../texts/index.ts';
import { formatFinnishDate, todayIso } from '../../../validators/date.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { DateRangeFilter, defaultDateRange } from '../shared/DateRangeFilter.tsx';
import { Pagination } from '../shared/Pagination.tsx';
import { useFilteredPages, type PageQuery } from '../shared/useFilteredPages.ts';
import { MY_DOCUMENTS_CODES as CODES } from './codes.ts';
import { downloadDocument } from './download.ts';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';

export type DocumentListKind = 'sent' | 'arrived';

export interface DocumentFilters {
  created: DateRange;
  type: DocumentType | '';
  status: DocumentStatus[];
}

const STATUSES: readonly DocumentStatus[] = ['ACCEPTED', 'REJECTED'];
const PRODUCT = DOCUMENT_PRODUCTS[0];

/** SPEC §9: six months ago to today. */
export function defaultFilters(today: string = todayIso()): DocumentFilters {
  return { created: defaultDateRange(today), type: '', status: [] };
}

/** The page request of a query: only the filters that are set. */
export function pageRequest(
  query: PageQuery<DocumentFilters, SortOrder>,
  kind: DocumentListKind,
): DocumentPageRequest {
  const { created, type, status } = query.filters;
  const filters: NonNullable<DocumentPageRequest['filters']> = {};
  const range: DateRange = {};
  if (created.from) range.from = created.from;
  if (created.to) range.to = created.to;
  if (range.from || range.to) filters.created = range;
  if (type) filters.type = type;
  if (kind === 'sent' && status.length > 0) filters.status = status;
  return {
    current: query.current,
    size: query.size,
    sortBy: 'created',
    sortOrder: query.sort,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

function countText(language: Language, count: number): string {
  return t(language, CODES.count, { count });
}

function foundText(language: Language, count: number): string {
  if (count === 0) return t(language, CODES.foundNone);
  return t(language, CODES.found, { count });
}

/** Where a list comes from, when not from the logged-in user's own documents. */
export interface DocumentListSource {
  /** Loads one page of the list of `kind`. */
  load: (kind: DocumentListKind, request: DocumentPageRequest, signal: AbortSignal) => Promise<DocumentsPage>;
  /** Downloads and saves a document; answers the file's name. */
  download: (document: PortalDocument) => Promise<string>;
  /** Whether a download takes the 'new' marker away (the user's own download does; staff's does not). */
  downloadClearsNew: boolean;
  /** Whether each document says the version of the form it was sent with (staff's list, issue 43). */
  showsFormVersion?: boolean;
  /** Text codes in place of the list's own: its heading, its pagination's name, the spoken 'new'. */
  codes: {
    heading: Record<DocumentListKind, string>;
    pages: Record<DocumentListKind, string>;
    isNewSpoken: string;
  };
}

export interface DocumentListProps {
  language: Language;
  kind: DocumentListKind;
  /** Default: the logged-in user's own documents. */
  source?: DocumentListSource;
  /** The heading's id (the tab panel is labelled by its tab; the list's own heading names it too). */
  headingId: string;
  /** Today, for the default range (tests and stories). */
  today?: string;
}

export function DocumentList({ language, kind, headingId, today, source }: DocumentListProps) {
  const ids = useId();
  const [defaults] = useState(() => defaultFilters(today));
  const pages = useFilteredPages<DocumentFilters, SortOrder, DocumentsPage>({
    initialFilters: defaults,
    initialSort: 'DESC',
    load: (query, signal) =>
      source
        ? source.load(kind, pageRequest(query, kind), signal)
        : api.call(kind === 'sent' ? operations.documentsSentBy : operations.documentsArrivedTo, {
            params: { product: PRODUCT },
            body: pageRequest(query, kind),
            signal,
          }),
    announcement: (result) => foundText(language, result.totalItems),
  });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState('');

  const { state, filters } = pages;
  const data = state.data;

  async function download(document: PortalDocument) {
    setDownloading(document.id);
    setFailedId(null);
    setDownloaded('');
    try {
      const fileName = await (source ? source.download(document) : downloadDocument(document));
      if (!source || source.downloadClearsNew)
        pages.update((page) => ({
          ...page,
          documents: page.documents.map((item) =>
            item.id === document.id ? { ...item, isNew: false } : item,
          ),
        }));
      setDownloaded(t(language, CODES.downloaded, { name: fileName }));
    } catch {
      setFailedId(document.id);
    } finally {
      setDownloading(null);
    }
  }

  const heading = t(
    language,
    source ? source.codes.heading[kind] : kind === 'sent' ? CODES.headingSent : CODES.headingArrived,
  );
  return (
    <section className="my-documents__list" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>

      <form
        className="my-documents__filters"
        // Named by its heading and the list's, so that the two lists' forms are told apart.
        aria-labelledby={`${ids}-filters ${headingId}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <h3 id={`${ids}-filters`}>{t(language, CODES.filters)}</h3>
        <DateRangeFilter
          language={language}
          legend={t(language, CODES.created)}
          value={filters.created}
          onChange={(created, valid) => {
            if (valid) pages.setFilters((previous) => ({ ...previous, created }));
          }}
        />
        <div className="my-documents__filter">
          <label htmlFor={`${ids}-type`}>{t(language, CODES.type)}</label>
          <select
            id={`${ids}-type`}
            value={filters.type}
            onChange={(event) =>
              pages.setFilters((previous) => ({ ...previous, type: event.target.value as DocumentType | '' }))
            }
          >
            <option value="">{t(language, CODES.allTypes)}</option>
            {DOCUMENT_TYPE_CHOICES.map((type) => (
              <option key={type} value={type}>
                {t(language, documentTypeTextCode(type, FORM_DOCUMENT_TYPE_NAMES))}
              </option>
            ))}
          </select>
        </div>
        {kind === 'sent' && (
          <fieldset className="my-documents__filter my-documents__statuses">
            <legend>{t(language, CODES.status)}</legend>
            {STATUSES.map((status) => (
              <label key={status} className="my-documents__check">
                <input
                  type="checkbox"
                  checked={filters.status.includes(status)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    pages.setFilters((previous) => ({
                      ...previous,
                      status: STATUSES.filter((item) =>
                        item === status ? checked : previous.status.includes(item),
                      ),
                    }));
                  }}
                />
                {t(language, DOCUMENT_STATUS_TEXT_CODES[status])}
              </label>
            ))}
          </fieldset>
        )}
        <div className="my-documents__filter">
          <label htmlFor={`${ids}-order`}>{t(language, CODES.order)}</label>
          <select
            id={`${ids}-order`}
            value={pages.query.sort}
            onChange={(event) => pages.setSort(event.target.value as SortOrder)}
          >
            <option value="DESC">{t(language, CODES.newestFirst)}</option>
            <option value="ASC">{t(language, CODES.oldestFirst)}</option>
          </select>
        </div>
        <div className="my-documents__filter my-documents__reset">
          <button
            type="button"
            className="ef-button ef-button--secondary"
            onClick={() => pages.setFilters(defaults)}
          >
            {t(language, CODES.resetFilters)}
          </button>
        </div>
      </form>

      {state.status === 'error' && (
        <LoadFailedAlert
          message={t(language, CODES.loadFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={pages.reload}
          className="my-documents__alert my-documents__alert--danger"
        />
      )}

      {data === null && state.status === 'loading' && <Spinner label={t(language, CODES.loading)} />}

      {data !== null && (
        <div className="my-documents__results" aria-busy={state.status === 'loading'}>
          <h3 className="my-documents__count">{countText(language, data.totalItems)}</h3>
          {data.documents.length === 0 ? (
            <p>{t(language, CODES.foundNone)}</p>
          ) : (
            <ul className="my-documents__cards">
              {data.documents.map((document) => (
                <DocumentCard
                  key={document.id}
                  language={language}
                  kind={kind}
                  document={document}
                  isNewSpokenCode={source?.codes.isNewSpoken ?? CODES.isNewSpoken}
                  busy={downloading === document.id}
                  failed={failedId === document.id}
                  onDownload={() => void download(document)}
                  showsFormVersion={source?.showsFormVersion ?? false}
                />
              ))}
            </ul>
          )}
          <Pagination
            language={language}
            label={t(
              language,
              source ? source.codes.pages[kind] : kind === 'sent' ? CODES.pagesSent : CODES.pagesArrived,
            )}
            current={pages.query.current}
            totalItems={data.totalItems}
            pageSize={pages.query.size}
            showDetails
            onPageChange={pages.setPage}
            onPageSizeChange={pages.setSize}
          />
        </div>
      )}

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {pages.announcement}
      </div>
      <div className="visually-hidden" role="status">
        {downloaded}
      </div>
    </section>
  );
}

interface DocumentCardProps {
  language: Language;
  kind: DocumentListKind;
  document: PortalDocument;
  /** What a screen reader hears for the 'new' marker. */
  isNewSpokenCode: string;
  busy: boolean;
  failed: boolean;
  onDownload: () => void;
  showsFormVersion?: boolean;
}

/** "Lomakkeen versio": the form version a document was sent with, on staff's list (issue 43). */
const FORM_VERSION_CODE = '173050';

function DocumentCard({
  language,
  kind,
  document,
  isNewSpokenCode,
  busy,
  failed,
  onDownload,
  showsFormVersion = false,
}: DocumentCardProps) {
  const typeName = t(language, documentTypeTextCode(document.type, FORM_DOCUMENT_TYPE_NAMES));
  const date = formatFinnishDate(document.created);
  const fields: [string, string | null][] = [
    [t(language, CODES.date), date],
    [
      t(language, CODES.statusField),
      document.status && t(language, DOCUMENT_STATUS_TEXT_CODES[document.status]),
    ],
    [t(language, CODES.address), document.address],
    [t(language, CODES.commitment), document.paymentCommitmentId],
    [t(language, CODES.rentees), document.rentees.length > 0 ? document.rentees.join(', ') : null],
    [
      t(language, FORM_VERSION_CODE),
      showsFormVersion && document.formVersion ? String(document.formVersion) : null,
    ],
  ];
  return (
    <li className={`my-documents__card${document.isNew ? ' my-documents__card--new' : ''}`}>
      <h4 className="my-documents__card-title">
        {typeName}
        {kind === 'sent' && document.isNew && (
          <span className="my-documents__new">
            <span aria-hidden="true">{t(language, CODES.isNew)}</span>
            <span className="visually-hidden">, {t(language, isNewSpokenCode)}</span>
          </span>
        )}
      </h4>
      <dl className="my-documents__fields">
        {fields
          .filter((field): field is [string, string] => field[1] !== null && field[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <button
        type="button"
        className="ef-button ef-button--secondary my-documents__download"
        aria-disabled={busy || undefined}
        onClick={() => !busy && onDownload()}
      >
        {t(language, CODES.download)}
        <span className="visually-hidden"> {t(language, CODES.downloadWhat, { type: typeName, date })}</span>
      </button>
      {busy && (
        <span className="my-documents__downloading" role="status">
          {t(language, CODES.downloading)}
        </span>
      )}
      {failed && (
        <p className="my-documents__error" role="alert">
          {t(language, CODES.downloadFailed)}
        </p>
      )}
    </li>
  );
}
