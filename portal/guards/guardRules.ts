/**
 * The route guards of SPEC §2 as one pure function: where a user in a given state, on a given
 * path, must go. `RouteGuard.tsx` runs it on every path change and on window focus and acts on
 * the answer. The rules, in order (the first that applies wins):
 *
 * 1. Mock mode, not logged in → `/kirjaudu`. Except on `/kirjaudu` itself, and on `/kirjaudu-ulos`:
 *    the logged-out page is where a logout ends (and where the feedback form is), so it must stay
 *    reachable without a session — sending it to the login would make logging out impossible to see.
 * 2. Logged in, no role selected, and the path is none of `/valitse-rooli`, `/istunto-vanhentui`,
 *    `/kirjaudu-ulos`, `/valitse-yritys`, `/virhe` → `/valitse-rooli`.
 * 3. Not logged in and not on `/kirjaudu-ulos` → the login flow after 1 s (SPEC §9). In mock mode
 *    only `/kirjaudu` gets this far, and the login flow is that page itself: nothing to do there.
 * 4. App mode ekevi, logged in with a role, on `/` → the sending of a payment file: in that mode
 *    the file exchange is the service (SPEC §1; issue 13).
 *
 * The accessibility statement (issue 31) is, like `/kirjaudu-ulos`, open to anyone: rules 1–3 leave
 * both (OPEN_PATHS) alone.
 *
 * In app mode intra (the staff area, issue 14) staff act as themselves: rule 2 does not apply, and
 * `/` → the customer search.
 */
import type { RuntimeConfig } from '../../api/contract.ts';
import { normalizePath, OPEN_PATHS, PATHS } from './paths.ts';

/** SPEC §9: a user without a session is sent to the login flow after one second. */
export const LOGIN_DELAY_MS = 1000;

export interface GuardInput {
  authMode: RuntimeConfig['authMode'];
  loggedIn: boolean;
  /** The user chose to act as themselves or for an organisation in this session. */
  roleSelected: boolean;
  path: string;
  /** Default `default`. */
  appMode?: RuntimeConfig['appMode'];
}

export type GuardTarget =
  /** Nothing to do. */
  | { kind: 'stay' }
  /** Go to `to` at once (replacing the current history entry). */
  | { kind: 'redirect'; to: string }
  /** Start the login flow after `delayMs`, unless the path or the state changes first. */
  | { kind: 'login'; delayMs: number };

const STAY: GuardTarget = { kind: 'stay' };

/** Rule 2's exemptions: the pages a user without a role can be on. */
export const ROLE_EXEMPT_PATHS: readonly string[] = [
  PATHS.chooseRole,
  PATHS.sessionExpired,
  PATHS.loggedOut,
  PATHS.chooseCompany,
  PATHS.error,
];

export function guardTarget({
  authMode,
  loggedIn,
  roleSelected,
  path,
  appMode = 'default',
}: GuardInput): GuardTarget {
  const at = normalizePath(path);
  if (OPEN_PATHS.includes(at)) return STAY;
  // Rule 1.
  if (authMode === 'mock' && !loggedIn && at !== PATHS.login && at !== PATHS.loggedOut)
    return { kind: 'redirect', to: PATHS.login };
  // Rule 2.
  if (loggedIn && !roleSelected && appMode !== 'intra' && !ROLE_EXEMPT_PATHS.includes(at))
    return { kind: 'redirect', to: PATHS.chooseRole };
  // Rule 3.
  if (!loggedIn && at !== PATHS.loggedOut && !(authMode === 'mock' && at === PATHS.login))
    return { kind: 'login', delayMs: LOGIN_DELAY_MS };
  // Rule 4.
  if (loggedIn && at === PATHS.front && appMode !== 'default')
    return { kind: 'redirect', to: appMode === 'ekevi' ? PATHS.ekeviSend : PATHS.intraCustomers };
  return STAY;
}
