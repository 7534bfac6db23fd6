import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, useFilteredPages, type PageQuery } from './useFilteredPages.ts';

interface Filters {
  type?: string;
}
type Query = PageQuery<Filters, 'ASC' | 'DESC'>;
interface Result {
  totalItems: number;
  query: Query;
}

/** A load that answers when the test says so. */
function controlledLoad() {
  const calls: {
    query: Query;
    signal: AbortSignal;
    resolve: (r: Result) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = vi.fn(
    (query: Query, signal: AbortSignal) =>
      new Promise<Result>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
  );
  return { load, calls };
}

function setup(load: (query: Query, signal: AbortSignal) => Promise<Result>) {
  return renderHook(() =>
    useFilteredPages<Filters, 'ASC' | 'DESC', Result>({
      initialFilters: {},
      initialSort: 'DESC',
      load,
      announcement: (result) => `${result.totalItems} tulosta`,
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFilteredPages', () => {
  it('loads page 1 at size 20 at once, without announcing', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    expect(result.current.state.status).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual({ filters: {}, current: 1, size: 20, sort: 'DESC' });
    await act(async () => calls[0]!.resolve({ totalItems: 57, query: calls[0]!.query }));
    expect(result.current.state).toMatchObject({ status: 'loaded', data: { totalItems: 57 } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.announcement).toBe('');
  });

  it('debounces filters 700 ms, then loads page 1 and announces the count 1 s later', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    await act(async () => calls[0]!.resolve({ totalItems: 57, query: calls[0]!.query }));
    act(() => result.current.setPage(3));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve({ totalItems: 57, query: calls[1]!.query }));

    act(() => result.current.setFilters({ type: 'A' }));
    expect(result.current.filters).toEqual({ type: 'A' });
    await act(() => vi.advanceTimersByTimeAsync(400));
    act(() => result.current.setFilters((previous) => ({ ...previous, type: 'B' })));
    // SPEC §9: 700 ms after the last change, not 699.
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(3);
    expect(calls[2]!.query).toEqual({ filters: { type: 'B' }, current: 1, size: 20, sort: 'DESC' });

    await act(async () => calls[2]!.resolve({ totalItems: 4, query: calls[2]!.query }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current.announcement).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.announcement).toBe('4 tulosta');
  });

  it('does not reload when the filters end up as they were', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    act(() => result.current.setFilters({ type: 'A' }));
    act(() => result.current.setFilters({}));
    await act(() => vi.advanceTimersByTimeAsync(FILTER_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(1);
  });

  it('loads page and size changes at once; a size or sort change goes back to page 1', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    act(() => result.current.setPage(2));
    expect(calls.at(-1)!.query).toMatchObject({ current: 2, size: 20 });
    act(() => result.current.setSize(50));
    expect(calls.at(-1)!.query).toMatchObject({ current: 1, size: 50 });
    act(() => result.current.setPage(2));
    act(() => result.current.setSort('ASC'));
    expect(calls.at(-1)!.query).toMatchObject({ current: 1, size: 50, sort: 'ASC' });
    expect(calls).toHaveLength(5);
  });

  it('aborts the stale load and never shows its answer', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    act(() => result.current.setPage(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[1]!.resolve({ totalItems: 30, query: calls[1]!.query }));
    await act(async () => calls[0]!.resolve({ totalItems: 99, query: calls[0]!.query }));
    expect(result.current.state).toMatchObject({ status: 'loaded', data: { totalItems: 30 } });
  });

  it('keeps the data shown while loading and after a failure; reload tries again', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    await act(async () => calls[0]!.resolve({ totalItems: 57, query: calls[0]!.query }));
    act(() => result.current.setPage(2));
    expect(result.current.state).toMatchObject({ status: 'loading', data: { totalItems: 57 } });
    await act(async () => calls[1]!.reject(new Error('503')));
    expect(result.current.state).toMatchObject({ status: 'error', data: { totalItems: 57 } });
    act(() => result.current.reload());
    expect(calls).toHaveLength(3);
    expect(calls[2]!.query).toMatchObject({ current: 2 });
  });

  it('update changes the data without loading', async () => {
    const { load, calls } = controlledLoad();
    const { result } = setup(load);
    await act(async () => calls[0]!.resolve({ totalItems: 57, query: calls[0]!.query }));
    act(() => result.current.update((data) => ({ ...data, totalItems: 56 })));
    expect(result.current.state).toMatchObject({ status: 'loaded', data: { totalItems: 56 } });
    expect(calls).toHaveLength(1);
  });
});
