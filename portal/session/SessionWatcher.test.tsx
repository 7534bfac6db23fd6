import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../api/contract.ts';
import { createClient } from '../api/client.ts';
import { DEFAULT_SESSION_LIMITS } from './sessionLogic.ts';
import { ACTIVITY_EVENTS, SessionWatcher } from './SessionWatcher.tsx';
import { useSessionStore } from './store.ts';
import { SessionExpiringDialog } from '../dialogs/lazyShellDialogs.ts';

const T0 = Date.UTC(2026, 0, 15, 8, 0, 0);
const SECOND = 1000;

function setExpiry(epochMs: number) {
  document.cookie = `session-expires=${epochMs}; path=/`;
}
function removeExpiry() {
  document.cookie = 'session-expires=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
/** Lets fake time pass: intervals and timeouts fire, promises settle, React renders. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

interface Server {
  /** What GET /api/auth/refresh does; by default slides the session to now + `slideSeconds`. */
  refresh?: () => Response | Promise<Response>;
  slideSeconds?: number;
  userStatus?: number;
}

function renderWatcher(server: Server = {}) {
  const slide = (server.slideSeconds ?? 1800) * SECOND;
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/auth/refresh') {
      if (server.refresh) return server.refresh();
      const expires = Date.now() + slide;
      setExpiry(expires);
      return new Response(JSON.stringify({ expires }), { status: 200 });
    }
    if (url === '/api/user') return new Response('{"code":"150003"}', { status: server.userStatus ?? 401 });
    return new Response(null, { status: 204 });
  });
  const client = createClient({ fetch: fetch as unknown as typeof globalThis.fetch, logErrors: false });
  const onLogout = vi.fn();
  const onEnded = vi.fn();
  const onUnauthorized = vi.fn();
  const view = render(
    <SessionWatcher
      limits={DEFAULT_SESSION_LIMITS}
      onLogout={onLogout}
      onEnded={onEnded}
      onUnauthorized={onUnauthorized}
      language="fi"
      client={client}
    />,
  );
  const refreshes = () => fetch.mock.calls.filter(([url]) => url === '/api/auth/refresh').length;
  return { ...view, client, fetch, refreshes, onLogout, onEnded, onUnauthorized };
}

const store = () => useSessionStore.getState();
const warning = () => screen.queryByRole('dialog', { name: 'Istuntosi on päättymässä' });

// The warning's code loads when it first opens (lazyDialog.tsx, tested in Dialog.test.tsx); these
// tests are of the watcher's clock, on fake timers that a module's loading does not follow.
beforeAll(() => SessionExpiringDialog.prefetch());

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  removeExpiry();
  vi.useRealTimers();
});

describe('SessionWatcher: the cookie', () => {
  it('reads the cookie at once and then every second', async () => {
    setExpiry(T0 + 400 * SECOND);
    renderWatcher();
    expect(store()).toMatchObject({ alive: true, sessionExpiring: false, expiresInMinutes: 7 });
    await advance(99 * SECOND); // 301 s left
    expect(store().sessionExpiring).toBe(false);
    await advance(SECOND); // 300 s left
    expect(store()).toMatchObject({ sessionExpiring: true, expiresInMinutes: 5 });
  });

  it('ends the session with wasExpiring false on the first poll after the cookie vanished', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const { onEnded } = renderWatcher();
    await advance(SECOND);
    removeExpiry();
    await advance(999);
    expect(onEnded).not.toHaveBeenCalled();
    await advance(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(false);
    await advance(5 * SECOND);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session with wasExpiring true when the cookie vanishes while expiring', async () => {
    setExpiry(T0 + 200 * SECOND);
    const { onEnded } = renderWatcher();
    await advance(SECOND);
    expect(store().sessionExpiring).toBe(true);
    removeExpiry();
    await advance(SECOND);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('ends the session when the cookie holds a garbled value', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const { onEnded } = renderWatcher();
    document.cookie = 'session-expires=soon; path=/';
    await advance(SECOND);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('ends a session without a cookie at once (the shell shows it only when logged in)', () => {
    const { onEnded } = renderWatcher();
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe('SessionWatcher: idle time', () => {
  it('records idle time from 5 s without activity, then every second', async () => {
    setExpiry(T0 + 1800 * SECOND);
    renderWatcher();
    await advance(4 * SECOND);
    expect(store().idleSeconds).toBe(0);
    await advance(SECOND);
    expect(store().idleSeconds).toBe(5);
    await advance(SECOND);
    expect(store().idleSeconds).toBe(6);
  });

  it.each(ACTIVITY_EVENTS)('resets the idle time on %s', async (type) => {
    setExpiry(T0 + 1800 * SECOND);
    renderWatcher();
    await advance(10 * SECOND);
    expect(store().idleSeconds).toBe(10);
    const scroller = document.createElement('div');
    document.body.append(scroller);
    // Events on the page's elements count too (scroll and blur do not bubble: caught on the way down).
    fireEvent(type === 'blur' ? window : scroller, new Event(type, { bubbles: false }));
    scroller.remove();
    expect(store().idleSeconds).toBe(0);
    await advance(4 * SECOND);
    expect(store().idleSeconds).toBe(0);
    await advance(SECOND);
    expect(store().idleSeconds).toBe(5);
  });

  it('listens passively and stops listening when unmounted', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const added = vi.spyOn(window, 'addEventListener');
    const { unmount } = renderWatcher();
    for (const type of ACTIVITY_EVENTS)
      expect(added).toHaveBeenCalledWith(
        type,
        expect.any(Function),
        expect.objectContaining({ passive: true }),
      );
    added.mockRestore();
    await advance(10 * SECOND);
    unmount();
    const before = store().lastActivity;
    await advance(SECOND);
    fireEvent.mouseMove(window);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(store().lastActivity).toBe(before);
  });
});

describe('SessionWatcher: refresh', () => {
  it('refreshes at 60 s left while the user is active, not at 61 s', async () => {
    setExpiry(T0 + 65 * SECOND);
    const { refreshes } = renderWatcher();
    await advance(4 * SECOND); // 61 s left
    expect(refreshes()).toBe(0);
    await advance(SECOND); // 60 s left
    expect(refreshes()).toBe(1);
    // The server slid the session: nothing more to do.
    await advance(10 * SECOND);
    expect(refreshes()).toBe(1);
    expect(store().sessionExpiring).toBe(false);
    expect(warning()).not.toBeInTheDocument();
  });

  it('never has two refreshes in flight', async () => {
    setExpiry(T0 + 30 * SECOND);
    const answers: ((response: Response) => void)[] = [];
    const { refreshes } = renderWatcher({
      refresh: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    expect(refreshes()).toBe(1);
    await advance(2 * SECOND);
    // Another call slid the session a little meanwhile: still at most 60 s left, still one refresh.
    setExpiry(T0 + 45 * SECOND);
    await advance(3 * SECOND);
    expect(refreshes()).toBe(1);
    const expires = Date.now() + 1800 * SECOND;
    setExpiry(expires);
    answers[0]?.(new Response(JSON.stringify({ expires }), { status: 200 }));
    await advance(5 * SECOND);
    expect(refreshes()).toBe(1);
  });

  it('does not repeat a refresh the server could not slide (its absolute limit)', async () => {
    setExpiry(T0 + 30 * SECOND);
    const { refreshes, onEnded } = renderWatcher({
      refresh: () => new Response(JSON.stringify({ expires: T0 + 30 * SECOND }), { status: 200 }),
    });
    await advance(29 * SECOND);
    expect(refreshes()).toBe(1);
    await advance(SECOND);
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('tries a failed refresh again on the next tick', async () => {
    setExpiry(T0 + 30 * SECOND);
    let fail = true;
    const { refreshes } = renderWatcher({
      refresh: () => {
        if (fail) return new Response('{}', { status: 503 });
        const expires = Date.now() + 1800 * SECOND;
        setExpiry(expires);
        return new Response(JSON.stringify({ expires }), { status: 200 });
      },
    });
    await advance(0);
    expect(refreshes()).toBe(1);
    fail = false;
    await advance(SECOND);
    expect(refreshes()).toBe(2);
    await advance(5 * SECOND);
    expect(refreshes()).toBe(2);
  });
});

describe('SessionWatcher: the expiry warning', () => {
  /** An idle user whose session ends at T0 + 1000 s; each refresh slides it 120 s. */
  async function idleUntilTheWarning() {
    setExpiry(T0 + 1000 * SECOND);
    const watcher = renderWatcher({ slideSeconds: 120 });
    await advance(899 * SECOND); // idle 899 s, 101 s left, expiring
    expect(store().sessionExpiring).toBe(true);
    expect(warning()).not.toBeInTheDocument();
    expect(watcher.refreshes()).toBe(0);
    await advance(SECOND); // idle 900 s: past the limit
    return watcher;
  }

  it('refreshes once and opens the warning when idle past the limit while expiring; focus moves in', async () => {
    const { refreshes } = await idleUntilTheWarning();
    expect(refreshes()).toBe(1);
    expect(warning()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jatka istuntoa' })).toHaveFocus();
    expect(warning()).toHaveTextContent('Istuntosi päättyy 2 minuutin kuluttua.');
  });

  it('does not refresh again while the warning is open, even in the last minute; the session then ends as expiring', async () => {
    const { refreshes, onEnded } = await idleUntilTheWarning();
    await advance(60 * SECOND); // 60 s left
    expect(refreshes()).toBe(1);
    expect(warning()).toHaveTextContent('Istuntosi päättyy minuutin kuluttua.');
    // A mouse move is not an answer: the warning stays, no refresh.
    fireEvent.mouseMove(window);
    await advance(59 * SECOND); // 1 s left
    expect(refreshes()).toBe(1);
    expect(warning()).toBeInTheDocument();
    expect(onEnded).not.toHaveBeenCalled();
    await advance(SECOND); // the expiry itself
    expect(onEnded).toHaveBeenCalledExactlyOnceWith(true);
    expect(warning()).not.toBeInTheDocument();
  });

  it("'Jatka istuntoa' refreshes and closes the warning, which does not open again while the user is active", async () => {
    const { refreshes, onLogout } = await idleUntilTheWarning();
    await advance(3 * SECOND); // the user reads the warning
    fireEvent.click(screen.getByRole('button', { name: 'Jatka istuntoa' }));
    await advance(0);
    expect(refreshes()).toBe(2);
    expect(warning()).not.toBeInTheDocument();
    expect(store().sessionExpiringModalOpen).toBe(false);
    expect(store().idleSeconds).toBe(0);
    // Active again: the ordinary refresh at 60 s left keeps the session (slid to 120 s).
    await advance(59 * SECOND);
    expect(refreshes()).toBe(2);
    await advance(SECOND);
    expect(refreshes()).toBe(3);
    expect(warning()).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("'Kirjaudu ulos' calls onLogout and closes the warning", async () => {
    const { refreshes, onLogout } = await idleUntilTheWarning();
    fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    await advance(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(refreshes()).toBe(1);
    expect(warning()).not.toBeInTheDocument();
  });

  it('does not open the warning for an idle user whose session is not yet expiring', async () => {
    setExpiry(T0 + 1500 * SECOND);
    const { refreshes } = renderWatcher();
    await advance(1000 * SECOND); // idle 1000 s, 500 s left
    expect(store().idlePastLimit).toBe(true);
    expect(warning()).not.toBeInTheDocument();
    expect(refreshes()).toBe(0);
  });
});

describe('SessionWatcher: 401', () => {
  it('calls onUnauthorized exactly 1 s after a call was answered 401, once for a burst', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const { client, onUnauthorized } = renderWatcher();
    await act(async () => {
      await client.call(operations.user).catch(() => undefined);
      await client.call(operations.user).catch(() => undefined);
    });
    await advance(999);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await advance(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await advance(5 * SECOND);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const { client, onUnauthorized } = renderWatcher({ userStatus: 500 });
    await act(async () => {
      await client.call(operations.user).catch(() => undefined);
    });
    await advance(2 * SECOND);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a 401 to the refresh like any other', async () => {
    setExpiry(T0 + 30 * SECOND);
    const { onUnauthorized } = renderWatcher({ refresh: () => new Response('{}', { status: 401 }) });
    await advance(999);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await advance(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized after unmounting', async () => {
    setExpiry(T0 + 1800 * SECOND);
    const { client, onUnauthorized, unmount } = renderWatcher();
    await act(async () => {
      await client.call(operations.user).catch(() => undefined);
    });
    unmount();
    await advance(2 * SECOND);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
