import { useSyncExternalStore } from 'react';
import { below, MOBILE_BREAKPOINT_PX } from '../../design/scales.ts';

/** SPEC §2: the mobile layout below 992 px (design/tokens.css `--breakpoint-mobile`, as in portal.css). */
export const MOBILE_QUERY = below(MOBILE_BREAKPOINT_PX);

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
