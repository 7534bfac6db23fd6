/**
 * The state of a filtered, paged, sorted list (SPEC §4 'filters: changes debounced 700 ms, then reload
 * page 1 and announce result count'; §9 page sizes, screen-reader messages delayed 1 s):
 *
 * - `setFilters` waits until the filters have not changed for 700 ms, then loads page 1 with them
 *   (nothing is loaded when they end up as they were);
 * - `setPage`, `setSize` (back to page 1) and `setSort` (back to page 1) load at once, with the
 *   filters last loaded;
 * - a newer load aborts the one still running (its `AbortSignal`), and a stale answer never shows;
 * - while a page loads the previous page's data stays (`status: 'loading'`), a failure keeps it too
 *   (`status: 'error'`); `reload()` tries the same query again;
 * - after every load the user caused (not the first one), `announcement(result, query)` is said in
 *   `announcement` 1 s later, for the page's polite live region.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageSize } from '../../../api/contract.ts';
import { useDelayedAnnouncer } from '../front/useDelayedAnnouncer.ts';

/** SPEC §9 filter debounce. */
export const FILTER_DEBOUNCE_MS = 700;
/** SPEC §9 default page size. */
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export interface PageQuery<F, S> {
  filters: F;
  /** 1-based. */
  current: number;
  size: PageSize;
  sort: S;
}

export interface UseFilteredPagesOptions<F, S, R> {
  initialFilters: F;
  initialSort: S;
  /** Default 20. */
  initialSize?: PageSize;
  /** Loads one page; should pass `signal` on to the request. Read at call time (need not be stable). */
  load: (query: PageQuery<F, S>, signal: AbortSignal) => Promise<R>;
  /** What the live region says after a load the user caused ('57 asiakirjaa'); nothing without it. */
  announcement?: (result: R, query: PageQuery<F, S>) => string;
  /** Default `FILTER_DEBOUNCE_MS`; for tests and stories. */
  debounceMs?: number;
}

export type PagesState<R> =
  | { status: 'loading'; data: R | null }
  | { status: 'loaded'; data: R }
  | { status: 'error'; data: R | null; error: unknown };

export interface FilteredPages<F, S, R> {
  /** The query of the page shown (or loading). */
  query: PageQuery<F, S>;
  /** The filters as last set, perhaps still waiting for the debounce. */
  filters: F;
  setFilters: (next: F | ((previous: F) => F)) => void;
  setPage: (page: number) => void;
  setSize: (size: PageSize) => void;
  setSort: (sort: S) => void;
  /** Loads the same query again (after a failure). */
  reload: () => void;
  state: PagesState<R>;
  /** Changes the data shown without loading (e.g. a downloaded document is no longer new). */
  update: (change: (data: R) => R) => void;
  /** The polite live region's text. */
  announcement: string;
}

interface Answer<F, S, R> {
  query: PageQuery<F, S>;
  attempt: number;
  state: PagesState<R>;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useFilteredPages<F, S, R>(options: UseFilteredPagesOptions<F, S, R>): FilteredPages<F, S, R> {
  const {
    initialFilters,
    initialSort,
    initialSize = DEFAULT_PAGE_SIZE,
    debounceMs = FILTER_DEBOUNCE_MS,
  } = options;
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const [query, setQuery] = useState<PageQuery<F, S>>(() => ({
    filters: initialFilters,
    current: 1,
    size: initialSize,
    sort: initialSort,
  }));
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [attempt, setAttempt] = useState(0);
  /** The last answer, with the query and attempt it answers: another query is still loading. */
  const [answer, setAnswer] = useState<Answer<F, S, R> | null>(null);
  const { announcement, announce } = useDelayedAnnouncer();
  const userCaused = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFilters = useRef<F>(initialFilters);

  useEffect(() => {
    const controller = new AbortController();
    let live = true;
    const announceThis = userCaused.current;
    userCaused.current = false;
    optionsRef.current.load(query, controller.signal).then(
      (data) => {
        if (!live) return;
        setAnswer({ query, attempt, state: { status: 'loaded', data } });
        const message = announceThis ? optionsRef.current.announcement?.(data, query) : undefined;
        if (message) announce(message);
      },
      (error: unknown) => {
        if (!live) return;
        setAnswer((previous) => ({
          query,
          attempt,
          state: { status: 'error', data: previous?.state.data ?? null, error },
        }));
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [query, attempt, announce]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const change = useCallback((next: (previous: PageQuery<F, S>) => PageQuery<F, S>) => {
    setQuery((previous) => {
      const changed = next(previous);
      if (changed !== previous) userCaused.current = true;
      return changed;
    });
  }, []);

  const setFilters = useCallback(
    (next: F | ((previous: F) => F)) => {
      const value = typeof next === 'function' ? (next as (previous: F) => F)(pendingFilters.current) : next;
      pendingFilters.current = value;
      setFiltersState(value);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        setQuery((previous) => {
          if (sameJson(previous.filters, value)) return previous;
          userCaused.current = true;
          return { ...previous, filters: value, current: 1 };
        });
      }, debounceMs);
    },
    [debounceMs],
  );

  const setPage = useCallback(
    (page: number) =>
      change((previous) => (previous.current === page ? previous : { ...previous, current: page })),
    [change],
  );
  const setSize = useCallback(
    (size: PageSize) =>
      change((previous) => (previous.size === size ? previous : { ...previous, size, current: 1 })),
    [change],
  );
  const setSort = useCallback(
    (sort: S) =>
      change((previous) => (sameJson(previous.sort, sort) ? previous : { ...previous, sort, current: 1 })),
    [change],
  );
  const reload = useCallback(() => {
    userCaused.current = true;
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback((changeData: (data: R) => R) => {
    setAnswer((previous) =>
      previous === null || previous.state.data === null
        ? previous
        : {
            ...previous,
            state: { ...previous.state, data: changeData(previous.state.data) } as PagesState<R>,
          },
    );
  }, []);

  const state: PagesState<R> =
    answer === null
      ? { status: 'loading', data: null }
      : answer.query === query && answer.attempt === attempt
        ? answer.state
        : { status: 'loading', data: answer.state.data };

  return { query, filters, setFilters, setPage, setSize, setSort, reload, state, update, announcement };
}
