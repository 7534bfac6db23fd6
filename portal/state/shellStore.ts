/**
 * The shell's state and actions (a zustand store, one per mounted portal): the language, the
 * runtime configuration, the session's user, and which of the shell's dialogs is open. The
 * `Shell` context of `shell.tsx` is built from it by `ShellProvider`; the store's few extra
 * actions (a quiet user refresh on window focus, the session watcher's callbacks, closing the
 * dialogs) are for the shell itself.
 *
 * Everything that reaches outside the store goes through `ShellEffects`, so that a test can run
 * it with a memory router and a stubbed `fetch`, and watch where the portal wants to leave to.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../texts/index.ts';
import type { OnBehalfInformation, RuntimeConfig } from '../../api/contract.ts';
import { LOGOUT_CONFIRMATION_QUERY } from '../../api/session.ts';
import { sessionOperations } from '../../api/session.ts';
import { ResponseError, type ApiClient } from '../api/client.ts';
import { PATHS, returnPath } from '../guards/paths.ts';
import type { UserState } from '../shell.tsx';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface ShellEffects {
  api: ApiClient;
  loadConfig: () => Promise<RuntimeConfig>;
  /** The router's navigation (inside the portal). */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The router's current path with its query string. */
  currentPath: () => string;
  /** Leaves the portal for a server route (the OIDC login and logout): `window.location.assign`. */
  leave: (url: string) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Sets `<html lang>`. */
  setDocumentLanguage: (language: Language) => void;
  /** Whether a language's texts are there (state/texts.ts). */
  textsLoaded: (language: Language) => boolean;
  /** Loads a language's texts (a chunk of their own in the browser). */
  loadTexts: (language: Language) => Promise<void>;
  /**
   * Whether the browser holds a live session: the readable `session-expires` cookie is there and in
   * the future (SPEC §9). Without one the user is anonymous, and GET /api/user is not asked (its
   * 401 would be an error in the console of every visit to /kirjaudu).
   */
  hasSession: () => boolean;
}

/** How long the shell waits before it asks again for texts that did not load. */
export const TEXTS_RETRY_MS = 2000;

export interface ShellState {
  /** The language shown; it changes once the new language's texts are there. */
  language: Language;
  /** Whether the texts of `language` are there (in the browser they load at start, beside the configuration). */
  textsReady: boolean;
  /** Null until GET /api/config has answered (or failed, and the defaults were taken). */
  config: RuntimeConfig | null;
  user: UserState;
  logoutDialogOpen: boolean;
  /** The address the external-link dialog asks about, or null when it is closed. */
  externalLink: string | null;
  /** True while a logout is on its way: the session's end it causes is not a session that died. */
  loggingOut: boolean;
  /**
   * A path the shell is navigating to while it changes the user (logout, a session that ended while
   * expiring). The router commits a navigation later than the store's change (react-router renders
   * it in a transition), so until the path is there the guards hold: they would otherwise judge the
   * new user on the old path (an anonymous user on `/` → `/kirjaudu`, instead of `/kirjaudu-ulos`).
   */
  pendingPath: string | null;

  /** The router has reached `pendingPath`. */
  arrived: () => void;
  /** Loads the configuration and the user (once; StrictMode's second mount does nothing). */
  start: () => void;
  /**
   * Switches the language once its texts are there (nothing shows a code meanwhile, nothing
   * typed is lost: the pages stay mounted); rejects, keeping the language, when they cannot be
   * loaded. The last switch asked for wins.
   */
  setLanguage: (language: Language) => Promise<void>;
  /** GET /api/user: `ready`, `anonymous` on 401, `failed` otherwise (the guard then shows /virhe). */
  reloadUser: () => Promise<void>;
  /**
   * GET /api/user again on window focus, to see what another tab did (logged out, chose another
   * role). Only a definite answer changes the user: a network failure keeps the page as it is.
   */
  refreshUser: () => Promise<void>;
  chooseRole: (onBehalf: OnBehalfInformation) => Promise<void>;
  requestLogout: () => void;
  cancelLogout: () => void;
  logout: () => Promise<void>;
  startLogin: () => void;
  openExternalLink: (href: string) => void;
  closeExternalLink: () => void;
  /** The session watcher saw the session end: clear the user; to /kirjaudu-ulos if it was expiring. */
  sessionEnded: (wasExpiring: boolean) => void;
  /** A call was answered 401 (the watcher has waited its second): clear the user, log in again. */
  unauthorized: () => void;
}

export type ShellStore = StoreApi<ShellState>;

export function storedLanguage(storage: ShellEffects['storage']): Language {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The router state of /kirjaudu-ulos: `sessionEnded` when the session ran out rather than the user logging out. */
export interface LoggedOutState {
  sessionEnded: boolean;
}

export function createShellStore(effects: ShellEffects): ShellStore {
  let started = false;
  /** The language the user asked for last (a switch that loads after a later one is dropped). */
  let requestedLanguage: Language | null = null;

  async function fetchUser(): Promise<UserState> {
    if (!effects.hasSession()) return { status: 'anonymous' };
    try {
      return { status: 'ready', user: await effects.api.call(sessionOperations.user) };
    } catch (error) {
      if (error instanceof ResponseError && error.status === 401) return { status: 'anonymous' };
      return { status: 'failed' };
    }
  }

  return createStore<ShellState>()((set, get) => {
    /** Changes the state and navigates, the guards holding until the path is there. */
    function goTo(path: string, change: Partial<ShellState>, state?: LoggedOutState): void {
      set({ ...change, pendingPath: path });
      if (state) effects.navigate(path, { state });
      else effects.navigate(path);
    }

    const language = storedLanguage(effects.storage);
    return {
      language,
      textsReady: effects.textsLoaded(language),
      config: null,
      user: { status: 'loading' },
      logoutDialogOpen: false,
      externalLink: null,
      loggingOut: false,
      pendingPath: null,

      arrived: () => set({ pendingPath: null }),

      start: () => {
        if (started) return;
        started = true;
        effects.setDocumentLanguage(get().language);
        const loadShownTexts = (): void =>
          void effects.loadTexts(get().language).then(
            () => set({ textsReady: true }),
            () => setTimeout(loadShownTexts, TEXTS_RETRY_MS),
          );
        if (!get().textsReady) loadShownTexts();
        void effects.loadConfig().then((config) => set({ config }));
        void fetchUser().then((user) => set({ user }));
        // The server sent a logout asked from another page here (server/auth/logoutRequest.ts): the
        // user confirms it, or cancels and goes on.
        const query = effects.currentPath().split('?')[1] ?? '';
        if (new URLSearchParams(query).has(LOGOUT_CONFIRMATION_QUERY)) set({ logoutDialogOpen: true });
      },

      setLanguage: async (language) => {
        requestedLanguage = language;
        const show = () => {
          effects.storage?.setItem(LANGUAGE_STORAGE_KEY, language);
          effects.setDocumentLanguage(language);
          set({ language, textsReady: true });
        };
        // Loaded already: at once, in the same render as the choice.
        if (effects.textsLoaded(language)) return show();
        await effects.loadTexts(language);
        if (requestedLanguage === language) show();
      },

      reloadUser: async () => set({ user: await fetchUser() }),

      refreshUser: async () => {
        const user = await fetchUser();
        if (user.status !== 'failed') set({ user });
      },

      chooseRole: async (onBehalf) => {
        await effects.api.call(sessionOperations.updateOnBehalfInformation, { body: onBehalf });
        await get().reloadUser();
      },

      requestLogout: () => set({ logoutDialogOpen: true }),
      cancelLogout: () => set({ logoutDialogOpen: false }),

      logout: async () => {
        set({ logoutDialogOpen: false, loggingOut: true });
        if (get().config?.authMode === 'oidc') {
          // The server ends the session and sends the browser through the provider's logout back to
          // /kirjaudu-ulos.
          effects.leave(sessionOperations.logout.path);
          return;
        }
        try {
          await effects.api.call(sessionOperations.logout);
        } catch {
          // Logged by the client. The user asked to leave: the portal forgets the session anyway.
        }
        goTo(PATHS.loggedOut, { user: { status: 'anonymous' }, loggingOut: false });
      },

      startLogin: () => {
        const from = returnPath(effects.currentPath());
        if (get().config?.authMode === 'oidc')
          effects.leave(`/api/auth/login?returnTo=${encodeURIComponent(from)}`);
        else effects.navigate(PATHS.login, { replace: true, state: { from } });
      },

      openExternalLink: (href) => set({ externalLink: href }),
      closeExternalLink: () => set({ externalLink: null }),

      sessionEnded: (wasExpiring) => {
        if (get().loggingOut) return;
        const change: Partial<ShellState> = { user: { status: 'anonymous' }, logoutDialogOpen: false };
        // SPEC §4: to the logout page if it was expiring; otherwise the guards send the user to log in.
        if (wasExpiring) goTo(PATHS.loggedOut, change, { sessionEnded: true });
        else set(change);
      },

      unauthorized: () => {
        if (get().loggingOut) return;
        set({ user: { status: 'anonymous' }, logoutDialogOpen: false });
        // The watcher has waited SPEC's second already: in oidc mode to the provider at once (not
        // after the guards' own second); in mock mode the guards send the user to /kirjaudu.
        if (get().config?.authMode === 'oidc') get().startLogin();
      },
    };
  });
}
