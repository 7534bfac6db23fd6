/**
 * What follows a filtered, paged list (shared/useFilteredPages): the pagination with its details and
 * page-size selector, once a page has loaded, and the polite live region that says the result count
 * after a change the user made (SPEC §4, §9).
 */
import type { Language } from '../../../texts/index.ts';
import { Pagination } from './Pagination.tsx';
import type { FilteredPages } from './useFilteredPages.ts';

export function PagedListFooter<F, S, R>({
  language,
  label,
  pages,
  totalItems,
}: {
  language: Language;
  /** The pagination's accessible name. */
  label: string;
  pages: FilteredPages<F, S, R>;
  /** Of the page shown; null before the first page has loaded. */
  totalItems: number | null;
}) {
  return (
    <>
      {totalItems !== null && (
        <Pagination
          language={language}
          label={label}
          current={pages.query.current}
          totalItems={totalItems}
          pageSize={pages.query.size}
          onPageChange={pages.setPage}
          onPageSizeChange={pages.setSize}
          showDetails
        />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {pages.announcement}
      </div>
    </>
  );
}
