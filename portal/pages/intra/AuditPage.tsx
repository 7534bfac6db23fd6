/**
 * `/toimintaloki`: the staff actions (issue 14, POST intraAudit), newest first: when (Helsinki time
 * in the language's format), who, what (a text per operation of api/intra.ts), which customer,
 * which target, the reason of a deletion, and the outcome in words (from the answer's HTTP status).
 *
 * Filters: the customer (an identity code or business id, SPEC §5) and the staff member (their user
 * id). A filter is used once what is typed is whole and valid (or empty): a change loads page 1
 * after 700 ms and the result count is said 1 s after it arrives (shared/useFilteredPages); a
 * value that cannot be one gets its error on the field when the field is left, and the list stays
 * as it was. Pagination and page size as the other lists.
 */
import { useId, useState } from 'react';
import {
  intraOperations,
  SERVICE_ACTOR,
  type IntraAuditEntry,
  type IntraAuditPage,
  type IntraAuditRequest,
} from '../../../api/intra.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { usePageTitle, useShell } from '../../shell.tsx';
import { PagedListFooter } from '../shared/PagedListFooter.tsx';
import { useFilteredPages, type PageQuery } from '../shared/useFilteredPages.ts';
import { INTRA_AUDIT_CODES as CODES, INTRA_OPERATION_CODES, INTRA_OUTCOME_CODES } from './codes.ts';
import { checkCustomerId, formatHelsinkiTime } from './intraHelpers.ts';
import type { IntraPageProps } from './paths.ts';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';
import '../../../engine/react/theme.css';
import './intraAudit.css';
import '../shared/stackedTable.css';

export interface AuditFilters {
  /** An identity code or business id (upper case), or '' for all. */
  customer: string;
  /** A staff member's user id, or '' for all. */
  staff: string;
}

const NO_FILTERS: AuditFilters = { customer: '', staff: '' };

/** schemas/api/intra-audit-request.schema.json: a user id of letters and digits. */
const STAFF_PATTERN = /^[0-9A-Za-z]{1,20}$/;

/** The request of a page: only the filters that are set. */
export function auditRequest(query: PageQuery<AuditFilters, 'DESC'>): IntraAuditRequest {
  const { customer, staff } = query.filters;
  const filters = { ...(customer ? { customer } : {}), ...(staff ? { staff } : {}) };
  return {
    current: query.current,
    size: query.size,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** The outcome's words by the answer's HTTP status; null: the action did not finish. */
export function outcomeText(language: Language, outcome: number | null): string {
  if (outcome === null) return t(language, INTRA_OUTCOME_CODES.unfinished);
  if (outcome >= 200 && outcome < 300) return t(language, INTRA_OUTCOME_CODES.done);
  if (outcome === 404) return t(language, INTRA_OUTCOME_CODES.notFound);
  if (outcome === 401 || outcome === 403) return t(language, INTRA_OUTCOME_CODES.refused);
  if (outcome === 409) return t(language, INTRA_OUTCOME_CODES.conflict);
  if (outcome >= 400 && outcome < 500) return t(language, INTRA_OUTCOME_CODES.invalid);
  if (outcome >= 500) return t(language, INTRA_OUTCOME_CODES.failed);
  return t(language, INTRA_OUTCOME_CODES.other, { status: outcome });
}

/** The action's words: the operation's text, or its id for an operation this portal does not know. */
export function actionText(language: Language, operation: string): string {
  const code = (INTRA_OPERATION_CODES as Readonly<Record<string, string>>)[operation];
  return code ? t(language, code) : operation;
}

function countText(language: Language, count: number): string {
  return t(language, CODES.count, { count });
}

function foundText(language: Language, count: number): string {
  if (count === 0) return t(language, CODES.foundNone);
  return t(language, CODES.found, { count });
}

export default function AuditPage(_props: IntraPageProps) {
  const { language } = useShell();
  const title = t(language, LAYOUT_CODES.intraAudit);
  usePageTitle(title);
  const ids = useId();
  const pages = useFilteredPages<AuditFilters, 'DESC', IntraAuditPage>({
    initialFilters: NO_FILTERS,
    initialSort: 'DESC',
    load: (query, signal) => api.call(intraOperations.intraAudit, { body: auditRequest(query), signal }),
    announcement: (result) => foundText(language, result.totalItems),
  });
  const [customer, setCustomer] = useState('');
  const [staff, setStaff] = useState('');
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [staffError, setStaffError] = useState<string | null>(null);
  const { state } = pages;
  const data = state.data;

  // A value that cannot be one keeps the filter of the list shown, and takes back a valid one still
  // waiting for the pause (typing on after 'laura' must not filter by 'laura').
  const shown = pages.query.filters;
  function changeCustomer(value: string) {
    setCustomer(value);
    const check = checkCustomerId(value);
    const usable = check.valid || check.reason === 'required';
    if (usable) setCustomerError(null);
    const next = check.valid ? check.id : usable ? '' : shown.customer;
    pages.setFilters((previous) => ({ ...previous, customer: next }));
  }
  function changeStaff(value: string) {
    setStaff(value);
    const trimmed = value.trim();
    const usable = trimmed === '' || STAFF_PATTERN.test(trimmed);
    if (usable) setStaffError(null);
    pages.setFilters((previous) => ({ ...previous, staff: usable ? trimmed : shown.staff }));
  }

  const field = (
    name: 'customer' | 'staff',
    label: string,
    hint: string,
    value: string,
    error: string | null,
    onChange: (value: string) => void,
    onBlur: () => void,
    maxLength: number,
  ) => {
    const id = `${ids}-${name}`;
    return (
      <div className={`ef-field intra-audit__filter${error ? ' ef-field--invalid' : ''}`}>
        <label className="ef-label" htmlFor={id}>
          {label}
        </label>
        <p className="ef-description" id={`${id}-hint`}>
          {hint}
        </p>
        {error && (
          <p className="ef-error" id={`${id}-error`}>
            {error}
          </p>
        )}
        <input
          id={id}
          className="ef-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      </div>
    );
  };

  return (
    <div className="intra-audit">
      <h1>{title}</h1>
      <p>{t(language, CODES.intro)}</p>

      <form
        className="intra-audit__filters"
        aria-labelledby={`${ids}-filters`}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 id={`${ids}-filters`}>{t(language, CODES.filters)}</h2>
        <div className="intra-audit__fields">
          {field(
            'customer',
            t(language, CODES.customerFilter),
            t(language, CODES.customerHint),
            customer,
            customerError,
            changeCustomer,
            () => {
              const check = checkCustomerId(customer);
              setCustomerError(
                !check.valid && check.reason === 'invalid' ? t(language, CODES.customerInvalid) : null,
              );
            },
            11,
          )}
          {field(
            'staff',
            t(language, CODES.staff),
            t(language, CODES.staffHint),
            staff,
            staffError,
            changeStaff,
            () => {
              const trimmed = staff.trim();
              setStaffError(
                trimmed !== '' && !STAFF_PATTERN.test(trimmed) ? t(language, CODES.staffInvalid) : null,
              );
            },
            20,
          )}
        </div>
        <button
          type="button"
          className="ef-button ef-button--secondary"
          onClick={() => {
            setCustomer('');
            setStaff('');
            setCustomerError(null);
            setStaffError(null);
            pages.setFilters(NO_FILTERS);
          }}
        >
          {t(language, CODES.resetFilters)}
        </button>
      </form>

      {state.status === 'error' && (
        <LoadFailedAlert
          message={t(language, CODES.loadFailed)}
          retryLabel={t(language, CODES.retry)}
          onRetry={pages.reload}
        />
      )}
      {data === null && state.status === 'loading' && <Spinner label={t(language, CODES.loading)} />}

      {data !== null && (
        <div className="intra-audit__results">
          <h2>{countText(language, data.totalItems)}</h2>
          {data.entries.length === 0 ? (
            <p>{t(language, CODES.foundNone)}</p>
          ) : (
            <AuditTable language={language} entries={data.entries} busy={state.status === 'loading'} />
          )}
        </div>
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

function AuditTable({
  language,
  entries,
  busy,
}: {
  language: Language;
  entries: IntraAuditEntry[];
  busy: boolean;
}) {
  const columns = {
    time: t(language, CODES.time),
    staff: t(language, CODES.staffColumn),
    action: t(language, CODES.action),
    customer: t(language, CODES.customer),
    target: t(language, CODES.target),
    reason: t(language, CODES.reason),
    outcome: t(language, CODES.outcome),
  };
  return (
    <div className="intra-audit__table-wrap">
      <table className="intra-audit__table stacked-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{t(language, CODES.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.staff}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.customer}</th>
            <th scope="col">{columns.target}</th>
            <th scope="col">{columns.reason}</th>
            <th scope="col">{columns.outcome}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={columns.time}>
                <time dateTime={entry.created}>{formatHelsinkiTime(language, entry.created)}</time>
              </td>
              <td data-label={columns.staff}>
                {entry.staffHenro === SERVICE_ACTOR ? (
                  t(language, CODES.serviceActor)
                ) : (
                  <>
                    {entry.staffName ?? t(language, CODES.staffUnknown)}{' '}
                    <span className="intra-audit__secondary">({entry.staffHenro})</span>
                  </>
                )}
              </td>
              <td data-label={columns.action}>{actionText(language, entry.operation)}</td>
              <td data-label={columns.customer}>{entry.customer ?? '–'}</td>
              <td data-label={columns.target} className="intra-audit__id">
                {entry.target ?? '–'}
              </td>
              <td data-label={columns.reason}>{entry.reason ?? '–'}</td>
              <td data-label={columns.outcome}>{outcomeText(language, entry.outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
