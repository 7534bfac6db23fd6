/**
 * Provides the `Shell` (shell.tsx) from the shell's store, inside the router. Until the runtime
 * configuration and the shown language's texts are there nothing of the portal renders but a
 * spinner: the routes, the guards and the layout all depend on them (auth mode, app mode, texts).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { useStore } from 'zustand';
import { t } from '../../texts/index.ts';
import { api } from '../api/client.ts';
import { loadRuntimeConfig } from '../config/runtimeConfig.ts';
import { Spinner } from '../layout/Spinner.tsx';
import { SHELL_CODES, ShellContext, type Shell } from '../shell.tsx';
import { createShellStore, type ShellEffects, type ShellState, type ShellStore } from './shellStore.ts';
import { loadTexts, textsLoaded } from './texts.ts';
import { readSessionExpiry } from '../session/sessionLogic.ts';

const ShellStoreContext = createContext<ShellStore | null>(null);

/** The shell's own state (dialogs, session callbacks) for the parts of the shell that need it. */
export function useShellStore<T>(selector: (state: ShellState) => T): T {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error('portal: useShellStore outside ShellProvider');
  return useStore(store, selector);
}

interface RouterState {
  navigate: NavigateFunction;
  location: Location;
  leave: ((url: string) => void) | undefined;
}

/**
 * The store's effects in the browser. They read the router (whose `navigate` and location change
 * identity) and the `leave` prop as they are when an action runs: `update` keeps them current.
 */
function browserEffects(initial: RouterState): {
  effects: ShellEffects;
  update: (next: RouterState) => void;
} {
  let router = initial;
  const effects: ShellEffects = {
    api,
    loadConfig: () => loadRuntimeConfig(api),
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => router.location.pathname + router.location.search,
    leave: (url) => (router.leave ? router.leave(url) : window.location.assign(url)),
    storage: typeof window === 'undefined' ? null : window.localStorage,
    setDocumentLanguage: (language) => {
      document.documentElement.lang = language;
    },
    textsLoaded,
    loadTexts,
    hasSession: () => {
      const expiry = typeof document === 'undefined' ? null : readSessionExpiry(document.cookie);
      return expiry !== null && expiry > Date.now();
    },
  };
  return {
    effects,
    update: (next) => {
      router = next;
    },
  };
}

export interface ShellProviderProps {
  children: ReactNode;
  /** Leaving the portal for a server route (default `window.location.assign`); tests watch it. */
  leave?: (url: string) => void;
}

export function ShellProvider({ children, leave }: ShellProviderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [browser] = useState(() => browserEffects({ navigate, location, leave }));
  useEffect(() => browser.update({ navigate, location, leave }));
  const [store] = useState(() => createShellStore(browser.effects));
  useEffect(() => store.getState().start(), [store]);

  const state = useStore(store);
  const { language, textsReady, config, user } = state;
  const shell = useMemo<Shell | null>(() => {
    if (!config || !textsReady) return null;
    const actions = store.getState();
    return {
      language,
      config,
      user,
      setLanguage: actions.setLanguage,
      reloadUser: actions.reloadUser,
      chooseRole: actions.chooseRole,
      requestLogout: actions.requestLogout,
      logout: actions.logout,
      startLogin: actions.startLogin,
      openExternalLink: actions.openExternalLink,
    };
  }, [store, language, textsReady, config, user]);

  if (!shell)
    return (
      <main className="portal-boot">
        {/* Without its texts (their chunk is on its way) the spinner has no words yet. */}
        <Spinner label={textsReady ? t(language, SHELL_CODES.loading) : ''} />
      </main>
    );
  return (
    <ShellStoreContext.Provider value={store}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </ShellStoreContext.Provider>
  );
}
