/**
 * The session and idle rules of SPEC §4 and §9 as pure functions: no timers, no DOM, the time and
 * the cookie's value given. `SessionWatcher.tsx` runs them every second and acts on the answer.
 *
 * - alive ⇔ the `session-expires` cookie exists and its epoch-millisecond value is in the future;
 * - expiring ⇔ alive and at most `expiringSeconds` (300) left; `expiresInMinutes` is rounded up;
 * - a refresh is requested when alive and at most `refreshSeconds` (60) are left, the user has been
 *   idle less than `idleLimitSeconds` (900) and the expiry warning is closed;
 * - idle past the limit, expiring, alive and the warning closed: refresh once and open the warning;
 * - a missing, garbled or expired cookie ends the session (`ended`, with whether it was expiring).
 *
 * How SPEC §4's refresh sentence is read. It says 'refresh requested when 60 s or fewer remain,
 * unless the user has been idle 15 minutes or more and the expiry modal is closed'. Read literally
 * the refresh would be suppressed only when both hold, so an open warning would keep refreshing the
 * session for ever — with nobody at the browser. The reading used here is
 *
 *     refresh = left ≤ refreshSeconds && idle < idleLimit && warning closed
 *
 * Once the warning is open, only its 'Continue' keeps the session (it refreshes and closes the
 * warning); a warning left unanswered lets the session end at the server's idle timeout, and the
 * cookie's disappearing then ends it here. This is the reading in which an unattended browser cannot
 * keep a session alive for ever.
 *
 * Idle time is the whole seconds since the last activity, recorded only once `idleStartSeconds` (5)
 * have passed without activity: 0 below that, then 5, 6, … on each one-second tick. It is computed
 * from the time of the last activity rather than counted tick by tick, so that a background tab,
 * whose timers the browser slows down, does not undercount it.
 */
import type { RuntimeConfig } from '../../api/contract.ts';
import { EXPIRES_COOKIE_NAME } from '../../api/cookies.ts';
import { readCookie } from '../api/client.ts';

export type SessionLimits = RuntimeConfig['session'];

/** SPEC §9, the values the server gives unless they are shortened for tests. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  expiringSeconds: 300,
  refreshSeconds: 60,
  idleLimitSeconds: 15 * 60,
  idleStartSeconds: 5,
};

/** The readable cookie with the session's expiry as epoch milliseconds in decimal (api/cookies.ts). */
export const SESSION_EXPIRES_COOKIE = EXPIRES_COOKIE_NAME;
/** SPEC §9: the cookie is polled, and idle time recorded, every second. */
export const SESSION_POLL_MS = 1000;
/** SPEC §9: a 401 sends the user to log in after one second. */
export const UNAUTHORIZED_DELAY_MS = 1000;

/** SPEC §3 Session state. */
export interface SessionState {
  alive: boolean;
  idlePastLimit: boolean;
  sessionExpiring: boolean;
  sessionExpiringModalOpen: boolean;
  /** Whole minutes left, rounded up (0 when the session is not alive). */
  expiresInMinutes: number;
}

/**
 * The state a watcher starts from: it is shown only to a logged-in user, so the session counts as
 * alive until the first reading of the cookie says otherwise (a missing cookie then ends it).
 */
export const INITIAL_SESSION_STATE: SessionState = {
  alive: true,
  idlePastLimit: false,
  sessionExpiring: false,
  sessionExpiringModalOpen: false,
  expiresInMinutes: 0,
};

/** The cookie's value as epoch milliseconds; null when missing or not a plain decimal number. */
export function parseExpiry(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!/^\d{1,16}$/.test(trimmed)) return null;
  const expires = Number(trimmed);
  return Number.isSafeInteger(expires) ? expires : null;
}

/** The session's expiry from a `document.cookie` string; null when missing or garbled. */
export function readSessionExpiry(cookieHeader: string): number | null {
  try {
    return parseExpiry(readCookie(cookieHeader, SESSION_EXPIRES_COOKIE));
  } catch {
    // A malformed percent-escape makes decodeURIComponent throw: as garbled as any other value.
    return null;
  }
}

/** Whole seconds left until `expiresAt`, rounded up (299.2 s left is 300). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.ceil((expiresAt - now) / 1000);
}

/**
 * Idle seconds at `now` when the last activity was at `lastActivity` (both epoch milliseconds):
 * 0 until `idleStartSeconds` have passed, then the whole seconds since the activity.
 */
export function idleSecondsAt(lastActivity: number, now: number, limits: SessionLimits): number {
  const elapsed = Math.floor((now - lastActivity) / 1000);
  return elapsed >= limits.idleStartSeconds ? elapsed : 0;
}

export function isIdlePastLimit(idleSeconds: number, limits: SessionLimits): boolean {
  return idleSeconds >= limits.idleLimitSeconds;
}

export interface SessionInput {
  /** The cookie's expiry (`readSessionExpiry`), null when missing or garbled. */
  expiresAt: number | null;
  now: number;
  idleSeconds: number;
  /**
   * The expiry a refresh has already been answered for (null: none). No second refresh is asked
   * while the cookie still shows that expiry, so a session the server will not slide any further
   * (its absolute limit) is not refreshed every second of its last minute. The watcher clears it
   * when a refresh fails, so that a failed one is tried again on the next tick.
   */
  refreshedExpiry?: number | null;
}

export interface SessionDecision {
  state: SessionState;
  /** Ask the server to slide the session (GET /api/auth/refresh). */
  refresh: boolean;
  /** Set once, on the tick the session stops being alive. */
  ended: { wasExpiring: boolean } | null;
}

/** One tick: the new state from the previous one and what the watcher must do. */
export function evaluateSession(
  previous: SessionState,
  input: SessionInput,
  limits: SessionLimits,
): SessionDecision {
  const idlePastLimit = isIdlePastLimit(input.idleSeconds, limits);
  const alive = input.expiresAt !== null && input.expiresAt > input.now;
  if (input.expiresAt === null || !alive) {
    return {
      state: {
        alive: false,
        idlePastLimit,
        sessionExpiring: false,
        sessionExpiringModalOpen: false,
        expiresInMinutes: 0,
      },
      refresh: false,
      ended: previous.alive ? { wasExpiring: previous.sessionExpiring } : null,
    };
  }

  const left = secondsLeft(input.expiresAt, input.now);
  const sessionExpiring = left <= limits.expiringSeconds;
  const alreadyRefreshed =
    input.refreshedExpiry !== null &&
    input.refreshedExpiry !== undefined &&
    input.refreshedExpiry === input.expiresAt;
  let modalOpen = previous.sessionExpiringModalOpen;
  let refresh = false;

  if (idlePastLimit && sessionExpiring && !modalOpen) {
    // The user has been away past the limit: slide the session once more and ask whether to go on.
    refresh = !alreadyRefreshed;
    modalOpen = true;
  } else if (left <= limits.refreshSeconds && !idlePastLimit && !modalOpen) {
    refresh = !alreadyRefreshed;
  }

  return {
    state: {
      alive: true,
      idlePastLimit,
      sessionExpiring,
      sessionExpiringModalOpen: modalOpen,
      expiresInMinutes: Math.ceil(left / 60),
    },
    refresh,
    ended: null,
  };
}
