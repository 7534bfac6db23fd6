/**
 * Watches a logged-in user's session (SPEC §4, §9) with the rules of `sessionLogic.ts`:
 *
 * - every second it reads the `session-expires` cookie, records the idle time and evaluates the
 *   session; the store (`useSessionStore`) holds the result;
 * - any activity (blur, mousemove, mousedown, touchstart, click, keydown, keypress, scroll; passive
 *   listeners on window, capturing, so that scrolls and blurs inside the page count too) resets the
 *   idle time;
 * - it refreshes the session (GET /api/auth/refresh) when the rules say so, never two at a time;
 * - it shows the session-expiring warning: 'Jatka istuntoa' refreshes and closes it, 'Kirjaudu
 *   ulos' calls `onLogout`;
 * - the cookie missing or expired calls `onEnded(wasExpiring)` once;
 * - a 401 from any call of the client calls `onUnauthorized()` one second later (once for a burst).
 *
 * The shell renders it only while a user is logged in: a missing cookie on the first reading ends
 * the session at once (tests that render it must set the cookie).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { sessionOperations } from '../../api/session.ts';
import type { Language } from '../../texts/index.ts';
import { api, type ApiClient } from '../api/client.ts';
import { SessionExpiringDialog } from '../dialogs/lazyShellDialogs.ts';
import {
  readSessionExpiry,
  SESSION_POLL_MS,
  UNAUTHORIZED_DELAY_MS,
  type SessionLimits,
} from './sessionLogic.ts';
import { useSessionStore } from './store.ts';

/** SPEC §4: what counts as activity. */
export const ACTIVITY_EVENTS = [
  'blur',
  'mousemove',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'keypress',
  'scroll',
] as const;

export interface SessionWatcherProps {
  /** `config.session` of the runtime configuration. */
  limits: SessionLimits;
  /** The warning's 'Kirjaudu ulos': log out at once. */
  onLogout: () => void;
  /** The session ended (cookie missing or expired); `wasExpiring`: it was in its last minutes. */
  onEnded: (wasExpiring: boolean) => void;
  /** A call was answered 401: one second later, send the user to log in. */
  onUnauthorized: () => void;
  /** Default: the shell's language. */
  language?: Language;
  /** The client whose calls are watched and which refreshes (default: the portal's `api`). */
  client?: Pick<ApiClient, 'call' | 'onUnauthorized'>;
  /** Where cookies are read (default `document.cookie`). */
  cookies?: () => string;
}

const documentCookies = () => document.cookie;

export function SessionWatcher({
  limits,
  onLogout,
  onEnded,
  onUnauthorized,
  language,
  client = api,
  cookies = documentCookies,
}: SessionWatcherProps) {
  const modalOpen = useSessionStore((state) => state.sessionExpiringModalOpen);
  const expiresInMinutes = useSessionStore((state) => state.expiresInMinutes);
  const refreshing = useRef(false);
  /** The expiry a refresh was last sent for (sessionLogic's `refreshedExpiry`). */
  const refreshedExpiry = useRef<number | null>(null);

  function refresh(expiresAt: number | null): void {
    if (refreshing.current) return;
    refreshing.current = true;
    refreshedExpiry.current = expiresAt;
    client.call(sessionOperations.refresh).then(
      () => {
        refreshing.current = false;
      },
      () => {
        // The client has logged it (or, for a 401, told the unauthorized listener): try again on a
        // later tick if the rules still ask for it.
        refreshing.current = false;
        refreshedExpiry.current = null;
      },
    );
  }

  const tick = useEffectEvent(() => {
    const expiresAt = readSessionExpiry(cookies());
    const decision = useSessionStore
      .getState()
      .tick({ expiresAt, now: Date.now(), refreshedExpiry: refreshedExpiry.current }, limits);
    if (decision.ended) onEnded(decision.ended.wasExpiring);
    else if (decision.refresh) refresh(expiresAt);
  });

  useEffect(() => {
    useSessionStore.getState().reset(Date.now());
    tick();
    const timer = setInterval(() => tick(), SESSION_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const record = () => useSessionStore.getState().recordActivity(Date.now());
    const options: AddEventListenerOptions = { passive: true, capture: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, options);
    };
  }, []);

  const unauthorized = useEffectEvent(() => onUnauthorized());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.onUnauthorized(() => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        unauthorized();
      }, UNAUTHORIZED_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);

  return (
    <SessionExpiringDialog
      open={modalOpen}
      expiresInMinutes={expiresInMinutes}
      language={language}
      onContinue={() => {
        refresh(readSessionExpiry(cookies()));
        useSessionStore.getState().closeWarning();
      }}
      onLogout={() => {
        useSessionStore.getState().closeWarning();
        onLogout();
      }}
    />
  );
}
