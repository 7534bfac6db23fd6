/**
 * What every page shares: the language, the session's user, and the page title
 * 'page – service – organisation' (the organisation when the user acts for one).
 */
import { createContext, useContext, useEffect } from 'react';
import { t, type Language } from '../texts';
import type { User } from '../api/contract';

export const SHELL_CODES = {
  loading: '140002',
  service: '140003',
  loginTitle: '141004',
  frontPage: '141005',
  menu: '141006',
  logout: '141011',
  notFound: '141012',
  welcome: '141014',
  signedIn: '141015',
  loginRequired: '141016',
} as const;

export type UserState = { status: 'loading' } | { status: 'anonymous' } | { status: 'ready'; user: User };

export interface Shell {
  language: Language;
  setLanguage: (language: Language) => void;
  user: UserState;
  /** Loads the user again (after login or logout). */
  reloadUser: () => Promise<void>;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('portal: useShell outside the shell');
  return shell;
}

export function pageTitle(language: Language, page: string, organisation?: string | null): string {
  return [page, t(language, SHELL_CODES.service), organisation].filter(Boolean).join(' – ');
}

/** Sets `document.title` to 'page – service – organisation'. */
export function usePageTitle(page: string): void {
  const { language, user } = useShell();
  const organisation = user.status === 'ready' ? user.user.company : null;
  useEffect(() => {
    document.title = pageTitle(language, page, organisation);
  }, [language, page, organisation]);
}
