import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_LIMITS,
  evaluateSession,
  idleSecondsAt,
  INITIAL_SESSION_STATE,
  parseExpiry,
  readSessionExpiry,
  secondsLeft,
  type SessionInput,
  type SessionLimits,
  type SessionState,
} from './sessionLogic.ts';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const limits = DEFAULT_SESSION_LIMITS;

const alive: SessionState = { ...INITIAL_SESSION_STATE };
const expiring: SessionState = { ...alive, sessionExpiring: true, expiresInMinutes: 5 };
const warningOpen: SessionState = { ...expiring, sessionExpiringModalOpen: true };

/** One tick with `left` seconds to go (may be fractional) and `idle` seconds of idle time. */
function tickAt(
  previous: SessionState,
  left: number,
  idle = 0,
  extra: Partial<SessionInput> = {},
  withLimits: SessionLimits = limits,
) {
  return evaluateSession(
    previous,
    { expiresAt: NOW + left * 1000, now: NOW, idleSeconds: idle, ...extra },
    withLimits,
  );
}

describe('the expiry cookie', () => {
  it('reads the epoch milliseconds of session-expires', () => {
    expect(readSessionExpiry(`XSRF-TOKEN=abc; session-expires=${NOW}; other=1`)).toBe(NOW);
    expect(readSessionExpiry(`session-expires=${NOW}`)).toBe(NOW);
  });

  it('is missing when there is no such cookie', () => {
    expect(readSessionExpiry('')).toBeNull();
    expect(readSessionExpiry('XSRF-TOKEN=abc; session-expired=1767225600000')).toBeNull();
  });

  it.each([
    ['empty', 'session-expires='],
    ['text', 'session-expires=tomorrow'],
    ['negative', 'session-expires=-1767225600000'],
    ['fraction', 'session-expires=1767225600000.5'],
    ['exponent', 'session-expires=1e12'],
    ['a date', 'session-expires=2026-01-15T10:00:00Z'],
    ['too large', 'session-expires=99999999999999999'],
    ['a broken escape', 'session-expires=%E0%A4%A'],
  ])('is garbled (null) when %s', (_name, cookie) => {
    expect(readSessionExpiry(cookie)).toBeNull();
  });

  it('parses only plain decimal text', () => {
    expect(parseExpiry(' 1767225600000 ')).toBe(1767225600000);
    expect(parseExpiry(null)).toBeNull();
    expect(parseExpiry('0x10')).toBeNull();
  });
});

describe('alive', () => {
  it('is alive while the expiry is in the future, even by one millisecond', () => {
    const decision = evaluateSession(alive, { expiresAt: NOW + 1, now: NOW, idleSeconds: 0 }, limits);
    expect(decision.state.alive).toBe(true);
    expect(decision.ended).toBeNull();
  });

  it('ends at the expiry itself and after it, not expiring before', () => {
    for (const expiresAt of [NOW, NOW - 1, NOW - 60_000]) {
      const decision = evaluateSession(alive, { expiresAt, now: NOW, idleSeconds: 0 }, limits);
      expect(decision.state).toEqual({
        alive: false,
        idlePastLimit: false,
        sessionExpiring: false,
        sessionExpiringModalOpen: false,
        expiresInMinutes: 0,
      });
      expect(decision.refresh).toBe(false);
      expect(decision.ended).toEqual({ wasExpiring: false });
    }
  });

  it('ends with wasExpiring true when the cookie goes while the session was expiring', () => {
    const decision = evaluateSession(expiring, { expiresAt: null, now: NOW, idleSeconds: 0 }, limits);
    expect(decision.ended).toEqual({ wasExpiring: true });
    expect(decision.state.alive).toBe(false);
  });

  it('ends with wasExpiring false when the cookie goes while it was not expiring', () => {
    const decision = evaluateSession(alive, { expiresAt: null, now: NOW, idleSeconds: 0 }, limits);
    expect(decision.ended).toEqual({ wasExpiring: false });
  });

  it('closes the warning when the session ends, and says so with wasExpiring', () => {
    const decision = evaluateSession(warningOpen, { expiresAt: null, now: NOW, idleSeconds: 900 }, limits);
    expect(decision.ended).toEqual({ wasExpiring: true });
    expect(decision.state.sessionExpiringModalOpen).toBe(false);
  });

  it('signals the end once: a session that was not alive does not end again', () => {
    const ended = evaluateSession(alive, { expiresAt: null, now: NOW, idleSeconds: 0 }, limits).state;
    const again = evaluateSession(ended, { expiresAt: null, now: NOW + 1000, idleSeconds: 0 }, limits);
    expect(again.ended).toBeNull();
    expect(again.refresh).toBe(false);
  });

  it('lives again when a cookie comes back (a new login in another tab)', () => {
    const ended = evaluateSession(alive, { expiresAt: null, now: NOW, idleSeconds: 0 }, limits).state;
    const back = tickAt(ended, 1800);
    expect(back.state.alive).toBe(true);
    expect(back.ended).toBeNull();
  });
});

describe('expiring and minutes left', () => {
  it('is expiring at 300 s left, not at 301 s', () => {
    expect(tickAt(alive, 300).state.sessionExpiring).toBe(true);
    expect(tickAt(alive, 301).state.sessionExpiring).toBe(false);
  });

  it('counts a started second as a whole one (300.001 s left is 301)', () => {
    expect(secondsLeft(NOW + 300_001, NOW)).toBe(301);
    expect(tickAt(alive, 300.001).state.sessionExpiring).toBe(false);
    expect(tickAt(alive, 299.999).state.sessionExpiring).toBe(true);
  });

  it('rounds the minutes left up', () => {
    expect(tickAt(alive, 301).state.expiresInMinutes).toBe(6);
    expect(tickAt(alive, 300).state.expiresInMinutes).toBe(5);
    expect(tickAt(alive, 241).state.expiresInMinutes).toBe(5);
    expect(tickAt(alive, 240).state.expiresInMinutes).toBe(4);
    expect(tickAt(alive, 61).state.expiresInMinutes).toBe(2);
    expect(tickAt(alive, 1).state.expiresInMinutes).toBe(1);
    expect(tickAt(alive, 0.2).state.expiresInMinutes).toBe(1);
  });

  it('stops expiring when the session was slid (refresh in this or another tab)', () => {
    expect(tickAt(expiring, 1800).state.sessionExpiring).toBe(false);
  });

  it('follows thresholds shortened by the server for tests', () => {
    const short = { expiringSeconds: 20, refreshSeconds: 10, idleLimitSeconds: 15, idleStartSeconds: 2 };
    expect(tickAt(alive, 20, 0, {}, short).state.sessionExpiring).toBe(true);
    expect(tickAt(alive, 21, 0, {}, short).state.sessionExpiring).toBe(false);
    expect(tickAt(alive, 10, 0, {}, short).refresh).toBe(true);
    expect(tickAt(alive, 11, 0, {}, short).refresh).toBe(false);
    expect(tickAt(alive, 10, 15, {}, short).refresh).toBe(true); // opens the warning with it
    expect(tickAt(alive, 10, 15, {}, short).state.sessionExpiringModalOpen).toBe(true);
  });
});

describe('refresh', () => {
  it('is requested at 60 s left, not at 61 s', () => {
    expect(tickAt(expiring, 60).refresh).toBe(true);
    expect(tickAt(expiring, 61).refresh).toBe(false);
  });

  it('is requested while idle below the limit (899 s)', () => {
    const decision = tickAt(expiring, 60, 899);
    expect(decision.refresh).toBe(true);
    expect(decision.state.sessionExpiringModalOpen).toBe(false);
  });

  it('is not requested while the warning is open, however little is left', () => {
    for (const idle of [0, 899, 900, 901]) {
      const decision = tickAt(warningOpen, 1, idle);
      expect(decision.refresh).toBe(false);
      expect(decision.state.sessionExpiringModalOpen).toBe(true);
    }
  });

  it('is not asked twice for the same expiry (a session the server no longer slides)', () => {
    const expiresAt = NOW + 30_000;
    expect(tickAt(expiring, 30, 0, { refreshedExpiry: expiresAt }).refresh).toBe(false);
    expect(tickAt(expiring, 30, 0, { refreshedExpiry: expiresAt - 1 }).refresh).toBe(true);
    expect(tickAt(expiring, 30, 0, { refreshedExpiry: null }).refresh).toBe(true);
  });

  it('is not requested for a session that has ended', () => {
    expect(tickAt(expiring, 0).refresh).toBe(false);
    expect(tickAt(expiring, -5).refresh).toBe(false);
  });
});

describe('idle past the limit', () => {
  it('is past the limit at 900 s and 901 s, not at 899 s', () => {
    expect(tickAt(alive, 1800, 899).state.idlePastLimit).toBe(false);
    expect(tickAt(alive, 1800, 900).state.idlePastLimit).toBe(true);
    expect(tickAt(alive, 1800, 901).state.idlePastLimit).toBe(true);
  });

  it('refreshes once and opens the warning when idle past the limit and expiring', () => {
    for (const idle of [900, 901]) {
      const decision = tickAt(expiring, 300, idle);
      expect(decision.refresh).toBe(true);
      expect(decision.state.sessionExpiringModalOpen).toBe(true);
      expect(decision.state.expiresInMinutes).toBe(5);
    }
  });

  it('does nothing at 899 s idle while expiring above the refresh threshold', () => {
    const decision = tickAt(expiring, 300, 899);
    expect(decision.refresh).toBe(false);
    expect(decision.state.sessionExpiringModalOpen).toBe(false);
  });

  it('does nothing while not yet expiring (301 s left)', () => {
    const decision = tickAt(alive, 301, 900);
    expect(decision.refresh).toBe(false);
    expect(decision.state.sessionExpiringModalOpen).toBe(false);
  });

  it('does not refresh again once the warning is open (the session ends unless continued)', () => {
    const opened = tickAt(expiring, 300, 900).state;
    // The refresh slid the session; the warning stays open and asks for nothing more.
    const afterRefresh = tickAt(opened, 1800, 901);
    expect(afterRefresh.state.sessionExpiringModalOpen).toBe(true);
    expect(afterRefresh.refresh).toBe(false);
    const lastSecond = tickAt(afterRefresh.state, 1, 2700);
    expect(lastSecond.refresh).toBe(false);
    expect(lastSecond.state.sessionExpiring).toBe(true);
    const gone = evaluateSession(lastSecond.state, { expiresAt: null, now: NOW, idleSeconds: 2701 }, limits);
    expect(gone.ended).toEqual({ wasExpiring: true });
  });

  it('keeps the warning open while the user moves again, until Continue closes it', () => {
    const decision = tickAt(warningOpen, 200, 0);
    expect(decision.state.sessionExpiringModalOpen).toBe(true);
    expect(decision.refresh).toBe(false);
  });

  it('does not refresh at 60 s left when idle at or past the limit with the warning open', () => {
    expect(tickAt(warningOpen, 60, 900).refresh).toBe(false);
  });

  it('opens the warning without a second refresh when one was already sent for this expiry', () => {
    const decision = tickAt(expiring, 50, 900, { refreshedExpiry: NOW + 50_000 });
    expect(decision.refresh).toBe(false);
    expect(decision.state.sessionExpiringModalOpen).toBe(true);
  });
});

describe('idle time', () => {
  const start = NOW;

  it('is 0 until 5 s without activity, then the seconds since the activity', () => {
    expect(idleSecondsAt(start, start, limits)).toBe(0);
    expect(idleSecondsAt(start, start + 4000, limits)).toBe(0);
    expect(idleSecondsAt(start, start + 4999, limits)).toBe(0);
    expect(idleSecondsAt(start, start + 5000, limits)).toBe(5);
    expect(idleSecondsAt(start, start + 6000, limits)).toBe(6);
    expect(idleSecondsAt(start, start + 900_000, limits)).toBe(900);
  });

  it('follows a shortened idle start', () => {
    const short = { ...limits, idleStartSeconds: 2 };
    expect(idleSecondsAt(start, start + 1999, short)).toBe(0);
    expect(idleSecondsAt(start, start + 2000, short)).toBe(2);
  });
});
