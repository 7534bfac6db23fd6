/**
 * A page loaded on demand (App.tsx's `lazyPage`, with `loadOnce`): a fallback (the spinner) while
 * its code arrives, the page as soon as it is here, and the page at once when it already is.
 *
 * Not React.lazy under a Suspense boundary: React 19 holds content that replaces a committed
 * fallback for at least 300 ms (its FALLBACK_THROTTLE_MS; react/react#31819, #36569), so every first
 * visit to a page waited that long with its chunk already loaded, and the page's own calls started
 * only then (seen in Chromium: the login page's first request 300 ms after its chunk arrived, the
 * page idle between; its heading 889 → 198 ms after navigating). A chunk that cannot be loaded is
 * thrown to the nearest error boundary, as a lazy component's is, and is tried again on the next
 * visit.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { LoadOnce } from '../loadOnce.ts';

/** A page's code, loaded once (`loadOnce`). */
export type PageLoader = LoadOnce<ComponentType>;

export function LazyPage({ page, fallback }: { page: PageLoader; fallback: ReactNode }) {
  const [, setLoaded] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<{ page: PageLoader; error: unknown } | null>(null);
  useEffect(() => {
    if (page.loaded) return;
    let current = true;
    page.load().then(
      (loaded) => current && setLoaded(() => loaded),
      (error: unknown) => current && setFailure({ page, error }),
    );
    return () => {
      current = false;
    };
  }, [page]);
  if (failure?.page === page) throw failure.error;
  const Page = page.loaded;
  return Page ? <Page /> : fallback;
}
