/**
 * A polite live region's message, said 1 s after it is asked for (SPEC §9 'screen-reader messages
 * delayed 1 s'), the way engine/react's FormEngine announces: the region is emptied first and the
 * message set after the delay, so that the same message said twice is heard twice, and a newer
 * message replaces one still waiting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ANNOUNCE_DELAY_MS } from '../../../engine/react/announce.ts';

export function useDelayedAnnouncer(): { announcement: string; announce: (message: string) => void } {
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((message: string) => {
    clearTimeout(timer.current);
    setAnnouncement('');
    timer.current = setTimeout(() => setAnnouncement(message), ANNOUNCE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { announcement, announce };
}
