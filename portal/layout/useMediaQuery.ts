import { useSyncExternalStore } from 'react';

/** SPEC §2: the mobile layout below 992 px (the same query as in portal.css). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/** Whether a media query matches now, following its changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
