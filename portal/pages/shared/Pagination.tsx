/**
 * SPEC §2 shared pagination: one labelled `<nav>` with the page controls of a `variant`, optionally
 * the details ('1–20 / 57') and a page-size selector (SPEC §9: 20, 50, 100).
 *
 * - `numbered`: previous, the page numbers (first, last and the current one's neighbours, '…' between),
 *   next. The current page has `aria-current="page"`; every button is named 'Sivu 3' / 'Sida 3'.
 * - `selector`: a select of the pages ('3 / 10').
 * - `selectorWithNavigation`: previous, the select, next.
 * - `details`: the details text with previous and next.
 *
 * Previous / next at the first / last page are `aria-disabled` rather than `disabled`, so that focus
 * stays on them when a click takes the user to the end. Page buttons keep their keys, so the clicked
 * button keeps focus as the window of numbers moves. Nothing is rendered without items; with one page
 * only the details and the page-size selector remain.
 */
import { useId, type ReactNode } from 'react';
import { PAGE_SIZES, type PageSize } from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import './pagination.css';

export const PAGINATION_CODES = {
  previousPage: '147100',
  nextPage: '147101',
  page: '147102',
  pageSelect: '147104',
  pageOfPages: '147105',
  details: '147106',
  detailsSpoken: '147107',
  pageSize: '147108',
  previous: '147109',
  next: '147110',
} as const;

export type PaginationVariant = 'numbered' | 'selector' | 'selectorWithNavigation' | 'details';

export interface PaginationProps {
  language: Language;
  /** The nav's accessible name ('Lähetettyjen asiakirjojen sivut'): unique on the page. */
  label: string;
  /** The page shown, 1-based. */
  current: number;
  totalItems: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  /** Shows the page-size selector when given. */
  onPageSizeChange?: (size: PageSize) => void;
  /** Default `numbered`. */
  variant?: PaginationVariant;
  /** Shows the details ('1–20 / 57') with a variant other than `details` (which always has them). */
  showDetails?: boolean;
  /** The sizes offered; default SPEC §9's `PAGE_SIZES`. */
  pageSizes?: readonly PageSize[];
  /** Disables every control (e.g. while a page loads). */
  disabled?: boolean;
}

/** The number of pages: at least 1. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The pages a numbered pagination shows, `null` for a gap: 1 … 4 5 6 … 10. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(current + 1, 5));
  const shown: (number | null)[] = [1];
  if (start > 2) shown.push(null);
  for (let page = start; page <= end; page++) shown.push(page);
  if (end < pages - 1) shown.push(null);
  shown.push(pages);
  return shown;
}

export function Pagination({
  language,
  label,
  current,
  totalItems,
  pageSize,
  onPageChange,
  onPageSizeChange,
  variant = 'numbered',
  showDetails = false,
  pageSizes = PAGE_SIZES,
  disabled = false,
}: PaginationProps) {
  const ids = useId();
  if (totalItems <= 0) return null;
  const pages = pageCount(totalItems, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(totalItems, page * pageSize);
  const go = (target: number) => {
    if (disabled || target < 1 || target > pages || target === page) return;
    onPageChange(target);
  };

  const step = (direction: -1 | 1) => {
    const unavailable = disabled || (direction < 0 ? page <= 1 : page >= pages);
    return (
      <button
        type="button"
        className={`pagination__step pagination__step--${direction < 0 ? 'previous' : 'next'}`}
        aria-label={t(language, direction < 0 ? PAGINATION_CODES.previousPage : PAGINATION_CODES.nextPage)}
        aria-disabled={unavailable || undefined}
        onClick={() => go(page + direction)}
      >
        {direction < 0 ? (
          <>
            <span aria-hidden="true">‹ </span>
            {t(language, PAGINATION_CODES.previous)}
          </>
        ) : (
          <>
            {t(language, PAGINATION_CODES.next)}
            <span aria-hidden="true"> ›</span>
          </>
        )}
      </button>
    );
  };

  const select = (
    <span className="pagination__select">
      <label htmlFor={`${ids}-page`}>{t(language, PAGINATION_CODES.pageSelect)}</label>
      <select
        id={`${ids}-page`}
        value={page}
        disabled={disabled}
        onChange={(event) => go(Number(event.target.value))}
      >
        {Array.from({ length: pages }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {t(language, PAGINATION_CODES.pageOfPages, { page: index + 1, pages })}
          </option>
        ))}
      </select>
    </span>
  );

  const numbers = (
    <ul className="pagination__pages">
      {pageWindow(page, pages).map((shown, index) =>
        shown === null ? (
          <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </li>
        ) : (
          <li key={shown}>
            <button
              type="button"
              className="pagination__page"
              aria-label={t(language, PAGINATION_CODES.page, { page: shown })}
              aria-current={shown === page ? 'page' : undefined}
              aria-disabled={disabled || undefined}
              onClick={() => go(shown)}
            >
              {shown}
            </button>
          </li>
        ),
      )}
    </ul>
  );

  const details = (
    <p className="pagination__details">
      <span aria-hidden="true">
        {t(language, PAGINATION_CODES.details, { first, last, total: totalItems })}
      </span>
      <span className="visually-hidden">
        {t(language, PAGINATION_CODES.detailsSpoken, { first, last, total: totalItems })}
      </span>
    </p>
  );

  let controls: ReactNode = null;
  if (pages > 1) {
    if (variant === 'numbered')
      controls = (
        <>
          {step(-1)}
          {numbers}
          {step(1)}
        </>
      );
    else if (variant === 'selector') controls = select;
    else if (variant === 'selectorWithNavigation')
      controls = (
        <>
          {step(-1)}
          {select}
          {step(1)}
        </>
      );
    else
      controls = (
        <>
          {step(-1)}
          {step(1)}
        </>
      );
  }

  return (
    <nav aria-label={label} className={`pagination pagination--${variant}`}>
      {(variant === 'details' || showDetails) && details}
      {controls && <div className="pagination__controls">{controls}</div>}
      {onPageSizeChange && (
        <span className="pagination__size">
          <label htmlFor={`${ids}-size`}>{t(language, PAGINATION_CODES.pageSize)}</label>
          <select
            id={`${ids}-size`}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}
