/**
 * Runs the route guards (`guardRules.ts`) on every path change, whenever the user's state changes
 * (loaded, logged out, role chosen) and on window focus, and does what they say: a redirect at
 * once, or the login flow after 1 s (cancelled when the path or the state changes first). A user
 * whose information could not be loaded (not a 401) goes to /virhe, and no other rule applies to
 * them: they are neither logged in nor out. While the user is loading nothing is decided.
 *
 * While the shell navigates and changes the user at once (`pendingPath`), the guard waits for
 * the path to be there: it would otherwise judge the new user on the old path.
 *
 * On focus the guard also calls `onWindowFocus` (the shell refreshes the user there), so that what
 * another tab did — a logout, another role — is seen when the user comes back to this one.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../shell.tsx';
import { guardTarget } from './guardRules.ts';
import { normalizePath, PATHS, returnPath } from './paths.ts';

export interface RouteGuardProps {
  onWindowFocus?: () => unknown;
  /**
   * A path the shell is navigating to while it changes the user: the guards hold until the router
   * is there (it commits later than the user changes), then call `onArrived` and run.
   */
  pendingPath?: string | null;
  onArrived?: () => void;
}

export function RouteGuard({ onWindowFocus, pendingPath = null, onArrived }: RouteGuardProps) {
  const { config, user, startLogin } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [focusCount, setFocusCount] = useState(0);

  // The effect below runs on what the guard decides on; these only carry the latest functions.
  const latest = useRef({ navigate, startLogin, onWindowFocus, onArrived, search: location.search });
  useEffect(() => {
    latest.current = { navigate, startLogin, onWindowFocus, onArrived, search: location.search };
  });

  useEffect(() => {
    const onFocus = () => {
      setFocusCount((count) => count + 1);
      void latest.current.onWindowFocus?.();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  const { pathname } = location;
  const status = user.status;
  const roleSelected = user.status === 'ready' && user.user.roleSelected;
  const { authMode, appMode } = config;

  useEffect(() => {
    const { navigate: go, startLogin: login, search } = latest.current;
    if (pendingPath !== null) {
      if (normalizePath(pathname) !== normalizePath(pendingPath)) return;
      latest.current.onArrived?.();
    }
    if (status === 'loading') return;
    if (status === 'failed') {
      if (normalizePath(pathname) !== PATHS.error) void go(PATHS.error, { replace: true });
      return;
    }
    const target = guardTarget({
      authMode,
      appMode,
      loggedIn: status === 'ready',
      roleSelected,
      path: pathname,
    });
    if (target.kind === 'redirect') {
      const state = target.to === PATHS.login ? { from: returnPath(pathname + search) } : undefined;
      void go(target.to, { replace: true, state });
    } else if (target.kind === 'login') {
      const timer = window.setTimeout(login, target.delayMs);
      return () => window.clearTimeout(timer);
    }
  }, [pathname, status, roleSelected, authMode, appMode, focusCount, pendingPath]);

  return null;
}
