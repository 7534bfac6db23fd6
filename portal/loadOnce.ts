/**
 * Code loaded on demand, once: the lazily loaded pages (routing/LazyPage.tsx) and dialogs
 * (dialogs/lazyDialog.tsx). A load that fails is forgotten, so that the next call tries again; one
 * that succeeds is kept, and `loaded` then gives it without waiting.
 */
export interface LoadOnce<T> {
  /** Starts the load, or answers the one under way or done. */
  load(): Promise<T>;
  /** What the load gave, once it has; null before. */
  readonly loaded: T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}
