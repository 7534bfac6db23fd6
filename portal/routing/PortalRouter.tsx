/**
 * The portal's router: react-router's declarative routes over the holding history
 * (`holdingHistory.ts`), so that a page can hold navigation (`useHeldNavigation`) — the leave-page
 * warning also catches the back button and navigation started by code — without a data router.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { HeldNavigation, HoldingHistory, ShouldHold } from './holdingHistory.ts';

const HoldingHistoryContext = createContext<HoldingHistory | null>(null);

export function PortalRouter({ history, children }: { history: HoldingHistory; children: ReactNode }) {
  return (
    <HoldingHistoryContext value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </HoldingHistoryContext>
  );
}

/** The portal router's history; null under another router (a test's `MemoryRouter`). */
export function useHoldingHistory(): HoldingHistory | null {
  return useContext(HoldingHistoryContext);
}

/**
 * Holds every navigation `shouldHold` says so about while the calling component is mounted; gives
 * the held one (proceed or reset it), null while none is.
 */
export function useHeldNavigation(history: HoldingHistory, shouldHold: ShouldHold): HeldNavigation | null {
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldHold);
  useEffect(() => {
    latest.current = shouldHold;
  });
  useEffect(() => {
    const release = history.hold((args) => latest.current(args), setHeld);
    return () => {
      release();
      setHeld(null);
    };
  }, [history]);
  return held;
}
