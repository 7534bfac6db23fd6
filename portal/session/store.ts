/**
 * The session's state (SPEC §3 Session state) and the user's idle time, for the session watcher and
 * anything that wants to show them (`useSessionStore(selector)`). `SessionWatcher` is the only
 * writer: it resets the store when it mounts and ticks it every second.
 */
import { create } from 'zustand';
import {
  evaluateSession,
  idleSecondsAt,
  INITIAL_SESSION_STATE,
  type SessionDecision,
  type SessionInput,
  type SessionLimits,
  type SessionState,
} from './sessionLogic.ts';

export interface SessionStore extends SessionState {
  /** Seconds without activity, recorded from `idleStartSeconds` on (0 before). */
  idleSeconds: number;
  /** Epoch milliseconds of the last activity (or of the start). */
  lastActivity: number;
  /** Back to a fresh, alive session whose last activity was `now`. */
  reset: (now: number) => void;
  /** Any user activity: the idle time is 0 again. */
  recordActivity: (now: number) => void;
  /**
   * One second's tick: records the idle time, evaluates the cookie's expiry with the rules of
   * `sessionLogic.ts`, stores the new state and answers what the watcher must do.
   */
  tick: (input: Omit<SessionInput, 'idleSeconds'>, limits: SessionLimits) => SessionDecision;
  /** Closes the expiry warning ('Continue' after its refresh, or 'Log out'). */
  closeWarning: () => void;
}

function sessionStateOf(store: SessionStore): SessionState {
  return {
    alive: store.alive,
    idlePastLimit: store.idlePastLimit,
    sessionExpiring: store.sessionExpiring,
    sessionExpiringModalOpen: store.sessionExpiringModalOpen,
    expiresInMinutes: store.expiresInMinutes,
  };
}

export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...INITIAL_SESSION_STATE,
  idleSeconds: 0,
  lastActivity: 0,
  reset: (now) => set({ ...INITIAL_SESSION_STATE, idleSeconds: 0, lastActivity: now }),
  recordActivity: (now) => {
    const { idleSeconds, idlePastLimit } = get();
    // Activity comes many times a second (mouse moves): only the time changes unless idle was recorded.
    if (idleSeconds === 0 && !idlePastLimit) set({ lastActivity: now });
    else set({ lastActivity: now, idleSeconds: 0, idlePastLimit: false });
  },
  tick: (input, limits) => {
    const store = get();
    const idleSeconds = idleSecondsAt(store.lastActivity, input.now, limits);
    const decision = evaluateSession(sessionStateOf(store), { ...input, idleSeconds }, limits);
    set({ ...decision.state, idleSeconds });
    return decision;
  },
  closeWarning: () => set({ sessionExpiringModalOpen: false }),
}));

/** The SPEC §3 Session state part of the store, for reading it at once. */
export function currentSessionState(): SessionState {
  return sessionStateOf(useSessionStore.getState());
}
