/**
 * The leave-page warning (SPEC §4: leaving a page with unsaved work shows a warning).
 *
 * - Reload, closing the tab, typing another address: the browser's own `beforeunload` prompt.
 * - In-app navigation: a confirmation dialog (stay / leave). Under the portal's router
 *   (`routing/PortalRouter.tsx`) it holds the navigation in the router's history, which also catches
 *   the back button and programmatic navigation. Under another router (a test's `<MemoryRouter>`)
 *   it catches clicks on in-app links instead (the sidebar, the header, the profile menu).
 *
 * Navigations to the public pages (session expired, logged out, error, login) are never held: the
 * session is gone by then, and what was typed is in the draft the autosave kept.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t, type Language } from '../../texts/index.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { normalizePath, PUBLIC_PATHS } from '../guards/paths.ts';
import type { HoldingHistory } from '../routing/holdingHistory.ts';
import { useHeldNavigation, useHoldingHistory } from '../routing/PortalRouter.tsx';

export const LEAVE_CODES = {
  title: '146020',
  body: '146021',
  stay: '146022',
  leave: '146023',
} as const;

interface LeaveGuardProps {
  /** Whether there is unsaved work. */
  when: boolean;
  language: Language;
}

function holds(when: boolean, from: string, to: string): boolean {
  return when && normalizePath(from) !== normalizePath(to) && !PUBLIC_PATHS.includes(normalizePath(to));
}

function LeaveDialog({
  open,
  language,
  onStay,
  onLeave,
}: {
  open: boolean;
  language: Language;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t(language, LEAVE_CODES.title)}
      confirmLabel={t(language, LEAVE_CODES.stay)}
      cancelLabel={t(language, LEAVE_CODES.leave)}
      onConfirm={onStay}
      onCancel={onLeave}
      onDismiss={onStay}
      language={language}
    >
      <p>{t(language, LEAVE_CODES.body)}</p>
    </ConfirmDialog>
  );
}

function HistoryGuard({ when, language, history }: LeaveGuardProps & { history: HoldingHistory }) {
  const held = useHeldNavigation(history, ({ currentLocation, nextLocation }) =>
    holds(when, currentLocation.pathname, nextLocation.pathname),
  );
  return (
    <LeaveDialog
      open={held !== null}
      language={language}
      onStay={() => held?.reset()}
      onLeave={() => held?.proceed()}
    />
  );
}

/** A click that the router would turn into a navigation inside the portal: its target path. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || anchor.getAttribute('href')?.startsWith('#')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function LinkGuard({ when, language }: LeaveGuardProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  const state = useRef({ when, pathname });
  useEffect(() => {
    state.current = { when, pathname };
  }, [when, pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const to = inAppTarget(event);
      if (to === null || !holds(state.current.when, state.current.pathname, to.split(/[?#]/)[0] ?? '/'))
        return;
      // Captured on the document, before the router's own handler on the link.
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return (
    <LeaveDialog
      open={target !== null}
      language={language}
      onStay={() => setTarget(null)}
      onLeave={() => {
        const to = target;
        setTarget(null);
        if (to !== null) void navigate(to);
      }}
    />
  );
}

export function LeaveGuard({ when, language }: LeaveGuardProps) {
  useEffect(() => {
    if (!when) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const history = useHoldingHistory();
  return history ? (
    <HistoryGuard when={when} language={language} history={history} />
  ) : (
    <LinkGuard when={when} language={language} />
  );
}
