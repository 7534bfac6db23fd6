/** The portal's routes (SPEC §2): named in api/paths.ts, where the forms' check reads them too. */
import { PATHS } from '../../api/paths.ts';

export { PATHS };

/** The pages shown without a session: everything else waits for the user (a spinner meanwhile). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.loggedOut,
  PATHS.error,
  PATHS.sessionExpired,
  PATHS.accessibility,
  PATHS.testMail,
];

/** The pages anyone may read, logged in or not, with or without a role: no guard sends them away. */
export const OPEN_PATHS: readonly string[] = [PATHS.loggedOut, PATHS.accessibility, PATHS.testMail];

/** `/valitse-rooli/` and `/valitse-rooli` are the same page to the guards. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Where a login should come back to: the page the user was on, unless it was a public page. */
export function returnPath(path: string): string {
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? '/');
  return PUBLIC_PATHS.includes(pathname) ? PATHS.front : path;
}
