/**
 * `/saapuneet-tilitykset`: the agency's statements of the organisation's completed payment files
 * (issue 13, SPEC §3 Statement file row), each downloadable as a PDF.
 *
 * - Acting as oneself: the organisation-only info (OrganisationOnly); no call is made.
 * - For an organisation: filters (the completed date range, none by default so that every statement
 *   is listed; the file ids of the completed files, none chosen = all; an accounting number), the
 *   sort (completed, newest first by default; oldest first; file id), the table, and the pagination
 *   (50 a page, SPEC §9 ekevi lists). The filters' choices come from the organisation's own values
 *   (GET …/filters-completed-file-id, …/completed-filters-accounting-number).
 *
 * Filter changes wait 700 ms, then page 1 loads and its result count is said 1 s later
 * (shared/useFilteredPages); a date range that is not valid filters nothing until it is.
 */
import { useEffect, useId, useState } from 'react';
import {
  operations,
  type DateRange,
  type EkeviArrivedFile,
  type EkeviArrivedFiles,
  type EkeviArrivedPageRequest,
  type SortOrder,
} from '../../../api/contract.ts';
import { formatDateForPerson, formatEuros } from '../../../engine/core/format.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Spinner } from '../../layout/Spinner.tsx';

import { DateRangeFilter } from '../shared/DateRangeFilter.tsx';
import { PagedListFooter } from '../shared/PagedListFooter.tsx';
import { saveBlob } from '../shared/saveFile.ts';
import { useFilteredPages, type PageQuery } from '../shared/useFilteredPages.ts';
import { ARRIVED_CODES as CODES } from './codes.ts';
import { OrganisationPage } from './OrganisationPage.tsx';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import './ekevi-arrived.css';

export interface ArrivedFilters {
  completed: DateRange;
  /** The file ids chosen, in the order offered; none = every file. */
  fileIds: string[];
  /** One accounting number, or '' for all. */
  accountingNumber: string;
}
export interface ArrivedSort {
  sortBy: NonNullable<EkeviArrivedPageRequest['sortBy']>;
  sortOrder: SortOrder;
}

export const DEFAULT_ARRIVED_FILTERS: ArrivedFilters = { completed: {}, fileIds: [], accountingNumber: '' };
export const DEFAULT_ARRIVED_SORT: ArrivedSort = { sortBy: 'completed', sortOrder: 'DESC' };
/** SPEC §9: the ekevi lists show 50 a page. */
export const ARRIVED_PAGE_SIZE = 50;

const SORTS: readonly { sort: ArrivedSort; code: string }[] = [
  { sort: DEFAULT_ARRIVED_SORT, code: CODES.sortCompletedDesc },
  { sort: { sortBy: 'completed', sortOrder: 'ASC' }, code: CODES.sortCompletedAsc },
  { sort: { sortBy: 'fileId', sortOrder: 'ASC' }, code: CODES.sortFileId },
];
const sortKey = (sort: ArrivedSort) => `${sort.sortBy}-${sort.sortOrder}`;

/** The request of a page: only the filters that are set. */
export function arrivedRequest(query: PageQuery<ArrivedFilters, ArrivedSort>): EkeviArrivedPageRequest {
  const { filters, current, size, sort } = query;
  const completed: DateRange = {
    ...(filters.completed.from ? { from: filters.completed.from } : {}),
    ...(filters.completed.to ? { to: filters.completed.to } : {}),
  };
  return {
    current,
    size,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    filters: {
      ...(completed.from || completed.to ? { completed } : {}),
      ...(filters.fileIds.length > 0 ? { fileId: filters.fileIds } : {}),
      ...(filters.accountingNumber ? { accountingNumber: filters.accountingNumber } : {}),
    },
  };
}

function isUnfiltered(filters: ArrivedFilters): boolean {
  return (
    !filters.completed.from &&
    !filters.completed.to &&
    filters.fileIds.length === 0 &&
    !filters.accountingNumber
  );
}

function countText(language: Language, count: number): string {
  if (count === 0) return t(language, CODES.noResults);
  return t(language, CODES.resultCount, { count });
}

interface FilterValues {
  fileIds: string[] | null;
  accountingNumbers: string[] | null;
  failed: boolean;
}

/** The filters' choices: the organisation's completed file ids and accounting numbers. */
function useFilterValues(): FilterValues {
  const [values, setValues] = useState<FilterValues>({
    fileIds: null,
    accountingNumbers: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const failed = () => {
      if (!signal.aborted) setValues((previous) => ({ ...previous, failed: true }));
    };
    api.call(operations.ekeviFilterCompletedFileIds, { signal }).then((fileIds) => {
      if (!signal.aborted) setValues((previous) => ({ ...previous, fileIds }));
    }, failed);
    api.call(operations.ekeviFilterAccountingNumbers, { signal }).then((accountingNumbers) => {
      if (!signal.aborted) setValues((previous) => ({ ...previous, accountingNumbers }));
    }, failed);
    return () => controller.abort();
  }, []);
  return values;
}

function ArrivedList({ language }: { language: Language }) {
  const ids = useId();
  /** The range as typed (it may be invalid for a while). */
  const [range, setRange] = useState<DateRange>(DEFAULT_ARRIVED_FILTERS.completed);
  const values = useFilterValues();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const pages = useFilteredPages<ArrivedFilters, ArrivedSort, EkeviArrivedFiles>({
    initialFilters: DEFAULT_ARRIVED_FILTERS,
    initialSort: DEFAULT_ARRIVED_SORT,
    initialSize: ARRIVED_PAGE_SIZE,
    load: (query, signal) => api.call(operations.ekeviArrivedFiles, { body: arrivedRequest(query), signal }),
    announcement: (result) => countText(language, result.totalItems),
  });
  const { query, state, filters, setFilters } = pages;
  const data = state.data;

  async function downloadPdf(file: EkeviArrivedFile) {
    setBusyId(file.id);
    setFailedId(null);
    try {
      const { blob, fileName } = await api.download(operations.ekeviArrivedFilePdf, {
        params: { id: file.id },
      });
      saveBlob(
        blob,
        fileName ?? `${t(language, CODES.pdfFileName, { year: file.year, number: file.number })}.pdf`,
      );
    } catch {
      setFailedId(file.id);
    } finally {
      setBusyId((previous) => (previous === file.id ? null : previous));
    }
  }

  const fileIdOptions = values.fileIds ?? [];
  const columns = [
    CODES.completed,
    CODES.fileId,
    CODES.statementNumber,
    CODES.accountingNumber,
    CODES.rows,
    CODES.total,
    CODES.pdfColumn,
  ];

  return (
    <div className="ekevi-arrived">
      <form
        className="ekevi-arrived__filters"
        aria-label={t(language, CODES.filters)}
        onSubmit={(event) => event.preventDefault()}
      >
        <DateRangeFilter
          language={language}
          legend={t(language, CODES.completed)}
          value={range}
          max="today"
          onChange={(value, valid) => {
            setRange(value);
            if (valid) setFilters((previous) => ({ ...previous, completed: value }));
          }}
        />
        {fileIdOptions.length > 0 && (
          <fieldset className="ef-choices ekevi-arrived__file-ids" aria-describedby={`${ids}-file-id-help`}>
            <legend>{t(language, CODES.fileId)}</legend>
            <p id={`${ids}-file-id-help`} className="ekevi-arrived__help">
              {t(language, CODES.fileIdHelp)}
            </p>
            <div className="ekevi-arrived__choices">
              {fileIdOptions.map((fileId, index) => (
                <div key={fileId} className="ef-choice">
                  <input
                    id={`${ids}-file-id-${index}`}
                    className="ef-choice__input"
                    type="checkbox"
                    checked={filters.fileIds.includes(fileId)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setFilters((previous) => ({
                        ...previous,
                        // In the order offered, so that the same choice is the same filter.
                        fileIds: fileIdOptions.filter((item) =>
                          item === fileId ? checked : previous.fileIds.includes(item),
                        ),
                      }));
                    }}
                  />
                  <label className="ef-choice__label" htmlFor={`${ids}-file-id-${index}`}>
                    {fileId}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {values.accountingNumbers !== null && values.accountingNumbers.length > 0 && (
          <div className="ekevi-arrived__field">
            <label className="ef-label" htmlFor={`${ids}-accounting`}>
              {t(language, CODES.accountingNumber)}
            </label>
            <select
              id={`${ids}-accounting`}
              className="ef-select ekevi-arrived__select"
              value={filters.accountingNumber}
              onChange={(event) => {
                const accountingNumber = event.currentTarget.value;
                setFilters((previous) => ({ ...previous, accountingNumber }));
              }}
            >
              <option value="">{t(language, CODES.allAccountingNumbers)}</option>
              {values.accountingNumbers.map((number) => (
                <option key={number} value={number}>
                  {number}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="ekevi-arrived__field">
          <label className="ef-label" htmlFor={`${ids}-sort`}>
            {t(language, CODES.sort)}
          </label>
          <select
            id={`${ids}-sort`}
            className="ef-select ekevi-arrived__select"
            value={sortKey(query.sort)}
            onChange={(event) => {
              const chosen = SORTS.find((option) => sortKey(option.sort) === event.currentTarget.value);
              if (chosen) pages.setSort(chosen.sort);
            }}
          >
            {SORTS.map((option) => (
              <option key={sortKey(option.sort)} value={sortKey(option.sort)}>
                {t(language, option.code)}
              </option>
            ))}
          </select>
        </div>
        {values.failed && (
          <p className="ekevi-arrived__help ekevi-arrived__values-failed">
            {t(language, CODES.filterValuesFailed)}
          </p>
        )}
      </form>

      {state.status === 'error' && (
        <LoadFailedAlert
          message={t(language, CODES.listFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={pages.reload}
          className="portal-alert ekevi-arrived__alert"
        />
      )}
      {data === null ? (
        state.status === 'loading' && <Spinner label={t(language, CODES.loading)} />
      ) : data.files.length === 0 ? (
        <p className="ekevi-arrived__empty">
          {t(language, isUnfiltered(query.filters) ? CODES.noneYet : CODES.noResults)}
        </p>
      ) : (
        <>
          <p className="ekevi-arrived__count">{countText(language, data.totalItems)}</p>
          <TableScroll label={t(language, CODES.tableCaption)}>
            <table
              className="ekevi-arrived__table stacked-table"
              aria-busy={state.status === 'loading' || undefined}
            >
              <caption className="visually-hidden">{t(language, CODES.tableCaption)}</caption>
              <thead>
                <tr>
                  {columns.map((code) => (
                    <th
                      key={code}
                      scope="col"
                      className={code === CODES.rows || code === CODES.total ? 'num' : undefined}
                    >
                      {t(language, code)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.files.map((file) => {
                  const label = t(language, busyId === file.id ? CODES.pdfLoading : CODES.downloadPdf);
                  return (
                    <tr key={file.id}>
                      <td data-label={t(language, CODES.completed)}>
                        {formatDateForPerson(language, file.completedDate)}
                      </td>
                      <td data-label={t(language, CODES.fileId)} className="ekevi-arrived__code">
                        {file.fileId}
                      </td>
                      <td data-label={t(language, CODES.statementNumber)}>{`${file.number}/${file.year}`}</td>
                      <td data-label={t(language, CODES.accountingNumber)} className="ekevi-arrived__code">
                        {file.accountingNumber}
                      </td>
                      <td data-label={t(language, CODES.rows)} className="num">
                        {file.rowCount}
                      </td>
                      <td data-label={t(language, CODES.total)} className="num">
                        {formatEuros(language, file.totalAmount)}
                      </td>
                      <td className="ekevi-arrived__action">
                        <button
                          type="button"
                          className="ef-button ef-button--secondary"
                          // The visible text first, then the statement's file id (label in name).
                          aria-label={`${label}, ${t(language, CODES.downloadPdfOf, { fileId: file.fileId })}`}
                          aria-disabled={busyId === file.id || undefined}
                          onClick={() => {
                            // Not `disabled`: focus stays on the button while the PDF loads.
                            if (busyId !== file.id) void downloadPdf(file);
                          }}
                        >
                          {label}
                        </button>
                        {failedId === file.id && (
                          <p className="ekevi-arrived__error" role="alert">
                            {t(language, CODES.pdfFailed)}
                          </p>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      <PagedListFooter
        language={language}
        label={t(language, CODES.pages)}
        pages={pages}
        totalItems={data?.totalItems ?? null}
      />
    </div>
  );
}

export default function ArrivedFilesPage() {
  return (
    <OrganisationPage titleCode={LAYOUT_CODES.ekeviArrived}>
      {(language) => (
        <>
          <p>{t(language, CODES.intro)}</p>
          <ArrivedList language={language} />
        </>
      )}
    </OrganisationPage>
  );
}
