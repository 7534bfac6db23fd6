/**
 * The payments to the organisation (POST /v1/yhteiso/payment-info/list): filters (payment date from
 * / to, six months back by default; the payment commitment number), the sort order (payment date,
 * newest first by default), the table (SPEC §3 Payment list row), the pagination with the page-size
 * selector, and the PDF of every payment matching the filters (POST …/payment-info/pdf).
 *
 * Filter changes wait 700 ms, then page 1 loads and its result count is said 1 s later
 * (shared/useFilteredPages); a range or commitment number that is not valid filters nothing until
 * it is.
 */
import { useId, useState } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { formatDateForPerson, formatEuros } from '../../../engine/core/format.ts';
import {
  operations,
  type DateRange,
  type PaymentList as PaymentListData,
  type PaymentListRequest,
  type SortOrder,
} from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { saveBlob } from '../shared/saveFile.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES } from '../../shell.tsx';
import { DateRangeFilter, defaultDateRange } from '../shared/DateRangeFilter.tsx';
import { PagedListFooter } from '../shared/PagedListFooter.tsx';
import { useFilteredPages, type PageQuery } from '../shared/useFilteredPages.ts';
import { PAYMENT_INFO_CODES as CODES } from './codes.ts';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';

export type PaymentSortBy = NonNullable<PaymentListRequest['sortBy']>;
export interface PaymentSort {
  sortBy: PaymentSortBy;
  sortOrder: SortOrder;
}
export interface PaymentFilters {
  paymentDate: DateRange;
  /** Eight digits, or empty (no filter). */
  paymentCommitmentId: string;
}

const SORTS: readonly { sort: PaymentSort; code: string }[] = [
  { sort: { sortBy: 'paymentDate', sortOrder: 'DESC' }, code: CODES.sortPaymentDateDesc },
  { sort: { sortBy: 'paymentDate', sortOrder: 'ASC' }, code: CODES.sortPaymentDateAsc },
  { sort: { sortBy: 'amount', sortOrder: 'DESC' }, code: CODES.sortAmountDesc },
  { sort: { sortBy: 'amount', sortOrder: 'ASC' }, code: CODES.sortAmountAsc },
  { sort: { sortBy: 'renteeName', sortOrder: 'ASC' }, code: CODES.sortRenteeNameAsc },
  { sort: { sortBy: 'renteeName', sortOrder: 'DESC' }, code: CODES.sortRenteeNameDesc },
];
const sortKey = (sort: PaymentSort) => `${sort.sortBy}-${sort.sortOrder}`;

const COMMITMENT_ID = /^[0-9]{8}$/;

/** The request of a page: only the filters that are set and valid. */
export function paymentListRequest(query: PageQuery<PaymentFilters, PaymentSort>): PaymentListRequest {
  const { filters, current, size, sort } = query;
  const paymentDate: DateRange = {
    ...(filters.paymentDate.from ? { from: filters.paymentDate.from } : {}),
    ...(filters.paymentDate.to ? { to: filters.paymentDate.to } : {}),
  };
  const requestFilters: NonNullable<PaymentListRequest['filters']> = {
    ...(paymentDate.from || paymentDate.to ? { paymentDate } : {}),
    ...(COMMITMENT_ID.test(filters.paymentCommitmentId)
      ? { paymentCommitmentId: filters.paymentCommitmentId }
      : {}),
  };
  return { current, size, sortBy: sort.sortBy, sortOrder: sort.sortOrder, filters: requestFilters };
}

export function PaymentList({ language }: { language: Language }) {
  const ids = useId();
  const [initialFilters] = useState<PaymentFilters>(() => ({
    paymentDate: defaultDateRange(),
    paymentCommitmentId: '',
  }));
  /** The filters as typed (the date range may be invalid for a while). */
  const [range, setRange] = useState<DateRange>(initialFilters.paymentDate);
  const [commitmentText, setCommitmentText] = useState('');
  const [commitmentLeft, setCommitmentLeft] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);

  const pages = useFilteredPages<PaymentFilters, PaymentSort, PaymentListData>({
    initialFilters,
    initialSort: { sortBy: 'paymentDate', sortOrder: 'DESC' },
    load: (query, signal) =>
      api.call(operations.paymentInfoList, { body: paymentListRequest(query), signal }),
    announcement: (result) =>
      result.totalItems === 0
        ? t(language, CODES.noResults)
        : t(language, CODES.resultCount, { count: result.totalItems }),
  });
  const { query, state, setFilters } = pages;

  const commitmentInvalid = commitmentText !== '' && !COMMITMENT_ID.test(commitmentText);
  const commitmentErrorShown = commitmentInvalid && commitmentLeft;

  async function downloadPdf() {
    setPdfBusy(true);
    setPdfFailed(false);
    try {
      // Every payment matching the filters the list shows.
      const { blob, fileName } = await api.download(operations.paymentInfoPdf, {
        body: paymentListRequest(query),
      });
      saveBlob(blob, fileName ?? `${t(language, CODES.pdfFileName)}.pdf`);
    } catch {
      setPdfFailed(true);
    } finally {
      setPdfBusy(false);
    }
  }

  const data = state.data;
  const columns = [
    CODES.renteeName,
    CODES.applicationCreated,
    CODES.commitment,
    CODES.renteeAddress,
    CODES.amount,
    CODES.paymentDate,
  ];

  return (
    <div className="payment-list">
      <form
        className="payment-list__filters"
        aria-label={t(language, CODES.filters)}
        onSubmit={(event) => event.preventDefault()}
      >
        <DateRangeFilter
          language={language}
          legend={t(language, CODES.paymentDate)}
          value={range}
          max="today"
          onChange={(value, valid) => {
            setRange(value);
            if (valid) setFilters((previous) => ({ ...previous, paymentDate: value }));
          }}
        />
        <div className="payment-list__field">
          <label htmlFor={`${ids}-commitment`}>{t(language, CODES.commitmentId)}</label>
          <p id={`${ids}-commitment-help`} className="payment-list__help">
            {t(language, CODES.commitmentIdHelp)}
          </p>
          <input
            id={`${ids}-commitment`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            className="ef-input payment-list__commitment"
            value={commitmentText}
            aria-invalid={commitmentErrorShown || undefined}
            aria-describedby={`${ids}-commitment-help${commitmentErrorShown ? ` ${ids}-commitment-error` : ''}`}
            onChange={(event) => {
              const text = event.target.value.trim();
              setCommitmentText(text);
              if (text === '' || COMMITMENT_ID.test(text))
                setFilters((previous) => ({ ...previous, paymentCommitmentId: text }));
            }}
            onBlur={() => setCommitmentLeft(true)}
          />
          {commitmentErrorShown && (
            <p id={`${ids}-commitment-error`} className="payment-list__error">
              {t(language, CODES.commitmentIdInvalid)}
            </p>
          )}
        </div>
        <div className="payment-list__field">
          <label htmlFor={`${ids}-sort`}>{t(language, CODES.sort)}</label>
          <select
            id={`${ids}-sort`}
            className="payment-list__sort"
            value={sortKey(query.sort)}
            onChange={(event) => {
              const chosen = SORTS.find((option) => sortKey(option.sort) === event.target.value);
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

      <div className="payment-list__pdf">
        <button
          type="button"
          className="ef-button ef-button--secondary"
          disabled={pdfBusy}
          aria-describedby={`${ids}-pdf-help`}
          onClick={() => void downloadPdf()}
        >
          {t(language, pdfBusy ? CODES.pdfLoading : CODES.downloadPdf)}
        </button>
        <p id={`${ids}-pdf-help`} className="payment-list__help">
          {t(language, CODES.pdfHelp)}
        </p>
        {pdfFailed && (
          <p className="portal-alert" role="alert">
            {t(language, CODES.pdfFailed)}
          </p>
        )}
      </div>

      {state.status === 'error' && (
        <LoadFailedAlert
          message={t(language, CODES.listFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={pages.reload}
        />
      )}
      {data === null ? (
        state.status === 'loading' && <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : data.payments.length === 0 ? (
        <p className="payment-list__empty">{t(language, CODES.noResults)}</p>
      ) : (
        <>
          <p className="payment-list__count">{t(language, CODES.resultCount, { count: data.totalItems })}</p>
          <TableScroll label={t(language, CODES.tableCaption)}>
            <table
              className="payment-list__table stacked-table"
              aria-busy={state.status === 'loading' || undefined}
            >
              <caption className="visually-hidden">{t(language, CODES.tableCaption)}</caption>
              <thead>
                <tr>
                  {columns.map((code) => (
                    <th key={code} scope="col" className={code === CODES.amount ? 'num' : undefined}>
                      {t(language, code)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td data-label={t(language, CODES.renteeName)}>{payment.renteeName}</td>
                    <td data-label={t(language, CODES.applicationCreated)}>
                      {formatDateForPerson(language, payment.applicationCreated)}
                    </td>
                    <td data-label={t(language, CODES.commitment)}>{payment.paymentCommitmentId}</td>
                    <td data-label={t(language, CODES.renteeAddress)}>{payment.renteeAddress}</td>
                    <td data-label={t(language, CODES.amount)} className="payment-list__amount num">
                      {formatEuros(language, payment.amount)}
                    </td>
                    <td data-label={t(language, CODES.paymentDate)}>
                      {formatDateForPerson(language, payment.paymentDate)}
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
        label={t(language, CODES.pages)}
        pages={pages}
        totalItems={data?.totalItems ?? null}
      />
    </div>
  );
}
