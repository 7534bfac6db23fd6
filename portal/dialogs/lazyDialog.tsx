/**
 * A dialog whose code loads when it first opens, not with the page: the front page is interactive
 * without the shell's dialogs (logout, external link, the session warning, deleting a saved
 * request), so their code stays out of its initial JavaScript (issue 48; bench/README.md). At the
 * user's first key press or touch it is fetched in the background (`prefetchOnFirstInteraction`),
 * so that a dialog opens at once; one that opens before (the session warning of a user who never
 * touched the page) shows as soon as its code is there. A failed load (the network away) shows
 * nothing yet and is tried again every two seconds while the dialog is wanted: the page never breaks
 * for a dialog.
 */
import { useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from '../loadOnce.ts';

export type LazyDialog<P extends { open: boolean }> = FunctionComponent<P> & {
  /** Loads the dialog's code now (once); resolves when it is there, or could not be loaded. */
  prefetch(): Promise<void>;
};

export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  /** While it is wanted open, a failed load is tried again after this long. */
  retryMs = 2_000,
): LazyDialog<P> {
  const code = loadOnce(load);
  function DialogWhenOpened(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => code.loaded);
    const [attempt, setAttempt] = useState(0);
    const { open } = props;
    useEffect(() => {
      if (!open || Component) return;
      let current = true;
      let retry: ReturnType<typeof setTimeout> | undefined;
      code.load().then(
        (component) => current && setComponent(() => component),
        () => {
          if (current) retry = setTimeout(() => setAttempt((count) => count + 1), retryMs);
        },
      );
      return () => {
        current = false;
        clearTimeout(retry);
      };
    }, [open, Component, attempt]);
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(DialogWhenOpened, {
    prefetch: () =>
      code.load().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** What tells that the user has begun to use the page. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `prefetch` at the user's first key press or touch: by then the page is interactive, and a
 * dialog may be asked for soon. Answers the clean-up.
 */
export function prefetchOnFirstInteraction(prefetch: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    prefetch();
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
