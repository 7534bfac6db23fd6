/**
 * `/toimitetut-maksutiedostot`: the payment files the organisation delivered (issue 13, SPEC §3
 * Ekevi delivered file list): filters (created from–to, six months back by default; statuses;
 * a file id from the organisation's own), the sort, a table with each file's status and its first
 * error in the chosen language, and the pagination (50 a page, SPEC §9). Filter changes wait
 * 700 ms, then page 1 loads and its result count is said 1 s later (shared/useFilteredPages).
 */
import { useEffect, useId, useState } from 'react';
import {
  EKEVI_FILE_STATUSES,
  operations,
  type DateRange,
  type EkeviDeliveredFiles,
  type EkeviDeliveredPageRequest,
  type EkeviFileStatus,
  type SortOrder,
} from '../../../api/contract.ts';
import { formatDateForPerson, formatEuros } from '../../../engine/core/format.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { Link } from '../../routing/Link.tsx';
import { SHELL_CODES } from '../../shell.tsx';
import { DateRangeFilter, defaultDateRange } from '../shared/DateRangeFilter.tsx';
import { PagedListFooter } from '../shared/PagedListFooter.tsx';
import { useFilteredPages, type PageQuery } from '../shared/useFilteredPages.ts';
import { DELIVERED_CODES as CODES, EKEVI_CODES } from './codes.ts';
import { OrganisationPage } from './OrganisationPage.tsx';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';
import './ekevi.css';
import { TableScroll } from '../shared/TableScroll.tsx';

export interface DeliveredFilters {
  created: DateRange;
  statuses: EkeviFileStatus[];
  /** One file id, or '' for all. */
  fileId: string;
}
export interface DeliveredSort {
  sortBy: NonNullable<EkeviDeliveredPageRequest['sortBy']>;
  sortOrder: SortOrder;
}

const SORTS: readonly { sort: DeliveredSort; code: string }[] = [
  { sort: { sortBy: 'created', sortOrder: 'DESC' }, code: CODES.sortNewest },
  { sort: { sortBy: 'created', sortOrder: 'ASC' }, code: CODES.sortOldest },
  { sort: { sortBy: 'fileId', sortOrder: 'ASC' }, code: CODES.sortFileId },
];
const sortKey = (sort: DeliveredSort) => `${sort.sortBy}-${sort.sortOrder}`;

export const STATUS_CODES: Readonly<Record<EkeviFileStatus, string>> = {
  ACCEPTED: EKEVI_CODES.statusACCEPTED,
  REJECTED: EKEVI_CODES.statusREJECTED,
  COMPLETED: EKEVI_CODES.statusCOMPLETED,
};

/** The request of a page: only the filters that are set. */
export function deliveredRequest(
  query: PageQuery<DeliveredFilters, DeliveredSort>,
): EkeviDeliveredPageRequest {
  const { filters, current, size, sort } = query;
  const created: DateRange = {
    ...(filters.created.from ? { from: filters.created.from } : {}),
    ...(filters.created.to ? { to: filters.created.to } : {}),
  };
  return {
    current,
    size,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    filters: {
      ...(created.from || created.to ? { created } : {}),
      ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
      ...(filters.fileId ? { fileId: [filters.fileId] } : {}),
    },
  };
}

function DeliveredList({ language }: { language: Language }) {
  const ids = useId();
  const [initialFilters] = useState<DeliveredFilters>(() => ({
    created: defaultDateRange(),
    statuses: [],
    fileId: '',
  }));
  const [range, setRange] = useState<DateRange>(initialFilters.created);
  const [fileIds, setFileIds] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(operations.ekeviFilterFileIds, { signal: controller.signal })
      .then(setFileIds)
      .catch(() => setFileIds([]));
    return () => controller.abort();
  }, []);

  const pages = useFilteredPages<DeliveredFilters, DeliveredSort, EkeviDeliveredFiles>({
    initialFilters,
    initialSort: { sortBy: 'created', sortOrder: 'DESC' },
    initialSize: 50,
    load: (query, signal) =>
      api.call(operations.ekeviDeliveredFiles, { body: deliveredRequest(query), signal }),
    announcement: (result) =>
      result.totalItems === 0
        ? t(language, CODES.noResults)
        : t(language, CODES.resultCount, { count: result.totalItems }),
  });
  const { query, state, setFilters, filters } = pages;
  const data = state.data;

  return (
    <div className="ekevi-list">
      <form
        className="ekevi-list__filters"
        aria-label={t(language, CODES.filters)}
        onSubmit={(event) => event.preventDefault()}
      >
        <DateRangeFilter
          language={language}
          legend={t(language, CODES.created)}
          value={range}
          max="today"
          onChange={(value, valid) => {
            setRange(value);
            if (valid) setFilters((previous) => ({ ...previous, created: value }));
          }}
        />
        <fieldset className="ef-choices" aria-describedby={`${ids}-status-hint`}>
          <legend>{t(language, CODES.status)}</legend>
          <p id={`${ids}-status-hint`} className="ef-help">
            {t(language, CODES.statusHint)}
          </p>
          {EKEVI_FILE_STATUSES.map((status) => (
            <div key={status} className="ef-choice">
              <input
                id={`${ids}-status-${status}`}
                className="ef-choice__input"
                type="checkbox"
                checked={filters.statuses.includes(status)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setFilters((previous) => ({
                    ...previous,
                    // In the statuses' own order, so that the same choice is the same filter.
                    statuses: EKEVI_FILE_STATUSES.filter((item) =>
                      item === status ? checked : previous.statuses.includes(item),
                    ),
                  }));
                }}
              />
              <label className="ef-choice__label" htmlFor={`${ids}-status-${status}`}>
                {t(language, STATUS_CODES[status])}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="ef-field">
          <label className="ef-label" htmlFor={`${ids}-file-id`}>
            {t(language, CODES.fileId)}
          </label>
          <select
            id={`${ids}-file-id`}
            className="ef-select ekevi-list__select"
            value={filters.fileId}
            onChange={(event) => {
              const fileId = event.currentTarget.value;
              setFilters((previous) => ({ ...previous, fileId }));
            }}
          >
            <option value="">{t(language, CODES.all)}</option>
            {fileIds.map((fileId) => (
              <option key={fileId} value={fileId}>
                {fileId}
              </option>
            ))}
          </select>
        </div>
        <div className="ef-field">
          <label className="ef-label" htmlFor={`${ids}-sort`}>
            {t(language, CODES.sort)}
          </label>
          <select
            id={`${ids}-sort`}
            className="ef-select ekevi-list__select"
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
      </form>

      {state.status === 'error' && (
        <LoadFailedAlert
          message={t(language, CODES.listFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={pages.reload}
        />
      )}
      {data === null ? (
        state.status === 'loading' && <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : data.files.length === 0 ? (
        <p>{t(language, CODES.noResults)}</p>
      ) : (
        <>
          <p>{t(language, CODES.resultCount, { count: data.totalItems })}</p>
          <TableScroll label={t(language, CODES.tableCaption)}>
            <table className="ekevi-table stacked-table" aria-busy={state.status === 'loading' || undefined}>
              <caption className="visually-hidden">{t(language, CODES.tableCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(language, CODES.created)}</th>
                  <th scope="col">{t(language, CODES.fileName)}</th>
                  <th scope="col">{t(language, CODES.fileId)}</th>
                  <th scope="col">{t(language, CODES.status)}</th>
                  <th scope="col" className="num">
                    {t(language, CODES.rows)}
                  </th>
                  <th scope="col" className="num">
                    {t(language, CODES.total)}
                  </th>
                  <th scope="col">{t(language, CODES.error)}</th>
                </tr>
              </thead>
              <tbody>
                {data.files.map((file) => (
                  <tr key={file.id}>
                    <td data-label={t(language, CODES.created)}>
                      {formatDateForPerson(language, file.created)}
                    </td>
                    <td className="ekevi-table__free-text" data-label={t(language, CODES.fileName)}>
                      {file.file}
                    </td>
                    <td data-label={t(language, CODES.fileId)}>{file.fileId ?? '–'}</td>
                    <td data-label={t(language, CODES.status)}>{t(language, STATUS_CODES[file.status])}</td>
                    <td data-label={t(language, CODES.rows)} className="num">
                      {file.rowCount}
                    </td>
                    <td data-label={t(language, CODES.total)} className="num">
                      {file.status === 'REJECTED' ? '–' : formatEuros(language, file.totalAmount)}
                    </td>
                    <td className="ekevi-table__free-text" data-label={t(language, CODES.error)}>
                      {file.error
                        ? t(language, CODES.firstError, {
                            row: file.error.rowNumber ?? '–',
                            message: language === 'sv' ? file.error.sv : file.error.fi,
                            count: file.errorCount,
                          })
                        : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      <PagedListFooter
        language={language}
        label={t(language, EKEVI_CODES.pages)}
        pages={pages}
        totalItems={data?.totalItems ?? null}
      />
    </div>
  );
}

export default function DeliveredFilesPage() {
  return (
    <OrganisationPage titleCode={LAYOUT_CODES.ekeviDelivered}>
      {(language) => (
        <>
          <p>{t(language, CODES.intro)}</p>
          <p>
            <Link to={PATHS.ekeviSend}>{t(language, LAYOUT_CODES.ekeviSend)}</Link>
          </p>
          <DeliveredList language={language} />
        </>
      )}
    </OrganisationPage>
  );
}
