/**
 * The portal's router history: react-router's own history (the browser's; a memory one in tests)
 * with one addition — a navigation can be **held** until the user decides (the leave-page warning,
 * `forms/LeaveGuard.tsx`). It holds what react-router's `useBlocker` held under a data
 * router, without the data router (~19 kB gzip of the front page's JavaScript, for one hook):
 *
 * - a push or replace (a link, `navigate()`) is not made until `proceed()`;
 * - the back and forward buttons have already moved the browser when the history hears of them, so
 *   a held one is undone at once (`go(-delta)`) and made again on `proceed()` — as the data router
 *   does. The router never sees the held location.
 *
 * One hold at a time (the page with unsaved work); `hold()` returns its removal.
 */
import type { Location, UNSAFE_createBrowserHistory } from 'react-router';

export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<RouterHistory['listen']>[0];
type Update = Parameters<Listener>[0];

/** A navigation that waits for the user. */
export interface HeldNavigation {
  /** Where it was going. */
  location: Location;
  /** Goes on with it. */
  proceed: () => void;
  /** Stays where the user is. */
  reset: () => void;
}

/** Whether a navigation from `currentLocation` to `nextLocation` waits for the user. */
export type ShouldHold = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface HoldingHistory extends RouterHistory {
  /**
   * Installs the hold: `shouldHold` is asked about every navigation, and a held one is handed to
   * `onHeld` (with `null` once it has been proceeded with or reset). Returns its removal.
   */
  hold(shouldHold: ShouldHold, onHeld: (navigation: HeldNavigation | null) => void): () => void;
}

/**
 * Wraps a history created with `v5Compat: true` (its listener hears pushes and replaces too, as
 * react-router's `BrowserRouter` creates its own).
 */
export function createHoldingHistory(inner: RouterHistory): HoldingHistory {
  const listeners = new Set<Listener>();
  /** What the router shows: a held back/forward never reaches it. */
  let location = inner.location;
  let action = inner.action;
  let hold: { shouldHold: ShouldHold; onHeld: (navigation: HeldNavigation | null) => void } | null = null;
  /** The next POP undoes a held back/forward: it is not the user's and nobody hears of it. */
  let undoing: (() => void) | null = null;
  /** The next POP is a held back/forward the user went on with: nobody asks about it again. */
  let proceeding = false;

  function notify(update: Update): void {
    location = update.location;
    action = update.action;
    for (const listener of [...listeners]) listener(update);
  }

  function held(nextLocation: Location): boolean {
    return hold !== null && hold.shouldHold({ currentLocation: location, nextLocation });
  }

  /** Hands a held navigation to the hold; `go` makes it. */
  function handOver(nextLocation: Location, go: () => void): void {
    const current = hold;
    if (!current) return;
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      if (hold === current) current.onHeld(null);
      return true;
    };
    current.onHeld({
      location: nextLocation,
      proceed: () => settle() && go(),
      reset: () => void settle(),
    });
  }

  inner.listen((update) => {
    if (update.action === 'POP') {
      if (undoing) {
        const undone = undoing;
        undoing = null;
        undone();
        return;
      }
      if (proceeding) {
        proceeding = false;
      } else if (update.delta !== null && update.delta !== 0 && held(update.location)) {
        const delta = update.delta;
        // Back where the user was; going on waits until the browser is there.
        let undone = false;
        let goWhenUndone = false;
        const go = () => {
          proceeding = true;
          inner.go(delta);
        };
        undoing = () => {
          undone = true;
          if (goWhenUndone) go();
        };
        handOver(update.location, () => {
          if (undone) go();
          else goWhenUndone = true;
        });
        inner.go(-delta);
        return;
      }
    }
    notify(update);
  });

  function nextLocation(to: Parameters<RouterHistory['push']>[0], state: unknown): Location {
    return { ...inner.encodeLocation(to), state: state ?? null, key: 'held' };
  }

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      const next = nextLocation(to, state);
      if (held(next)) handOver(next, () => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      const next = nextLocation(to, state);
      if (held(next)) handOver(next, () => inner.replace(to, state));
      else inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hold(shouldHold, onHeld) {
      const installed = { shouldHold, onHeld };
      hold = installed;
      return () => {
        if (hold === installed) hold = null;
      };
    },
  };
}
