/**
 * What every page shares (`useShell()`): the language, the runtime configuration (app mode, auth
 * mode, session thresholds), the session's user and the shell's actions (choose a role, log out,
 * log in, open an external link), and the page title 'page – service – organisation'.
 *
 * App.tsx provides it; pages and the layout only consume it. Tests build one with
 * `testShell()` from `shell.test-helpers.tsx`.
 */
import { createContext, useContext, useEffect } from 'react';
import type { Language } from '../texts/index.ts';
import type { AppMode, OnBehalfInformation, RuntimeConfig, User } from '../api/contract.ts';
import { SIDEBAR_PAGES } from '../api/sidebarPages.ts';
import { serviceName } from './config/appMode.ts';

export const SHELL_CODES = {
  loading: '140002',
  /** The default mode's service name; use `serviceName()` of config/appMode.ts, which follows the mode. */
  service: '140003',
  loginTitle: '141004',
  frontPage: SIDEBAR_PAGES.front.code,
  logout: '141011',
  welcome: '141014',
  loginRequired: '141016',
} as const;

/**
 * The session's user: `loading` until GET /api/user answers; `anonymous` on 401 (not logged in);
 * `failed` when it could not be loaded otherwise (the shell shows /virhe); `ready` with the user.
 */
export type UserState =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'failed' } | { status: 'ready'; user: User };

export interface Shell {
  language: Language;
  /**
   * Switches once the language's texts are there (the portal's store answers a promise that
   * rejects, keeping the language, if they cannot be loaded).
   */
  setLanguage: (language: Language) => void | Promise<void>;
  config: RuntimeConfig;
  user: UserState;
  /** Loads the user again (after login, or after the role changed). */
  reloadUser: () => Promise<void>;
  /**
   * Chooses the role on the server (POST /api/user/update-on-behalf-information): for an
   * organisation, or as oneself with both null; then reloads the user. Rejects on failure (403 for
   * an organisation not in the user's list).
   */
  chooseRole: (onBehalf: OnBehalfInformation) => Promise<void>;
  /** Asks for confirmation in the logout dialog; confirming logs out. */
  requestLogout: () => void;
  /** Logs out at once: ends the session, clears the user, goes to /kirjaudu-ulos. */
  logout: () => Promise<void>;
  /** Starts the login flow: /kirjaudu in mock mode, the provider (GET /api/auth/login) in oidc mode. */
  startLogin: () => void;
  /** Opens an external address in a new tab after the external-link dialog's 'Jatka'. */
  openExternalLink: (href: string) => void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('portal: useShell outside the shell');
  return shell;
}

/** SPEC §1: 'page – service – organisation'; the service's name is the app mode's. */
export function pageTitle(
  language: Language,
  page: string,
  organisation?: string | null,
  appMode: AppMode = 'default',
): string {
  return [page, serviceName(language, appMode), organisation].filter(Boolean).join(' – ');
}

/** Sets `document.title` to 'page – service – organisation'. */
export function usePageTitle(page: string): void {
  const { language, user, config } = useShell();
  const organisation = user.status === 'ready' ? user.user.company : null;
  useEffect(() => {
    document.title = pageTitle(language, page, organisation, config.appMode);
  }, [language, page, organisation, config.appMode]);
}
