import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_CONFIRMATION_PATH, type RuntimeConfig, type User } from '../../api/contract.ts';
import { createClient } from '../api/client.ts';
import { createShellStore, LANGUAGE_STORAGE_KEY, TEXTS_RETRY_MS, type ShellEffects } from './shellStore.ts';

const PERSON: User = {
  name: 'Aino Virtanen',
  email: null,
  preferred_username: '900000001',
  given_name: 'Aino',
  family_name: 'Virtanen',
  isYpaActive: false,
  company: null,
  business_id: null,
  paperlessOption: { phone: null, email: null, isEmailOrPhoneGiven: false },
  roleSelected: true,
};

const CONFIG: RuntimeConfig = {
  appMode: 'default',
  authMode: 'mock',
  session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
  uploadMaxBytes: 10_000_000,
};

interface Harness {
  user: User | number;
  calls: string[];
  bodies: unknown[];
  path: string;
  storage: Map<string, string>;
  /** Whether the browser holds the session cookie (effects.hasSession). */
  session: boolean;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storeWith(config: RuntimeConfig = CONFIG, initial: Partial<Harness> = {}) {
  const harness: Harness = {
    user: PERSON,
    calls: [],
    bodies: [],
    path: '/',
    storage: new Map(),
    session: true,
    ...initial,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    harness.calls.push(`${init.method ?? 'GET'} ${url}`);
    if (typeof init.body === 'string') harness.bodies.push(JSON.parse(init.body) as unknown);
    if (url === '/api/user')
      return typeof harness.user === 'number' ? json({}, harness.user) : json(harness.user);
    if (url === '/api/auth/logout') return json({ loggedOut: true });
    if (url === '/api/user/update-on-behalf-information') return new Response(null, { status: 204 });
    return json({}, 404);
  });
  const effects: ShellEffects = {
    api: createClient({ fetch, logErrors: false }),
    loadConfig: async () => config,
    navigate: vi.fn((to: string) => {
      harness.path = to;
    }),
    currentPath: () => harness.path,
    leave: vi.fn(),
    storage: {
      getItem: (key) => harness.storage.get(key) ?? null,
      setItem: (key, value) => void harness.storage.set(key, value),
    },
    setDocumentLanguage: vi.fn(),
    textsLoaded: () => true,
    loadTexts: vi.fn(async () => undefined),
    hasSession: () => harness.session,
  };
  const store = createShellStore(effects);
  return { store, effects, harness };
}

async function started(config: RuntimeConfig = CONFIG, initial: Partial<Harness> = {}) {
  const built = storeWith(config, initial);
  built.store.getState().start();
  await vi.waitFor(() => {
    expect(built.store.getState().config).not.toBeNull();
    expect(built.store.getState().user.status).not.toBe('loading');
  });
  return built;
}

describe('the shell store', () => {
  it('starts with the stored language, sets it on the document, and loads configuration and user once', async () => {
    const { store, effects, harness } = await started(CONFIG, {
      storage: new Map([[LANGUAGE_STORAGE_KEY, 'sv']]),
    });
    expect(store.getState().language).toBe('sv');
    expect(effects.setDocumentLanguage).toHaveBeenCalledWith('sv');
    store.getState().start();
    expect(harness.calls).toEqual(['GET /api/user']);
    expect(store.getState().user).toEqual({ status: 'ready', user: PERSON });
  });

  it('takes a browser without the session cookie as anonymous, without asking GET /api/user', async () => {
    const { store, harness } = await started(CONFIG, { session: false });
    expect(store.getState().user).toEqual({ status: 'anonymous' });
    expect(harness.calls).toEqual([]);
    harness.session = true;
    await store.getState().reloadUser();
    expect(store.getState().user).toEqual({ status: 'ready', user: PERSON });
    expect(harness.calls).toEqual(['GET /api/user']);
  });

  it('keeps a language switch in storage and on the document', () => {
    const { store, effects, harness } = storeWith();
    expect(store.getState().language).toBe('fi');
    store.getState().setLanguage('sv');
    expect(harness.storage.get('language')).toBe('sv');
    expect(effects.setDocumentLanguage).toHaveBeenLastCalledWith('sv');
  });

  describe('with texts loaded on demand (the browser)', () => {
    /** Texts that load when the test says so; `loaded` are there from the start. */
    function onDemand(loaded: string[] = []) {
      const there = new Set(loaded);
      const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
      const built = storeWith();
      const textsLoaded = (language: string) => there.has(language);
      const loadTexts = vi.fn(
        (language: string) =>
          new Promise<void>((resolve, reject) =>
            pending.set(language, {
              resolve: () => {
                there.add(language);
                resolve();
              },
              reject,
            }),
          ),
      );
      Object.assign(built.effects, { textsLoaded, loadTexts });
      const store = createShellStore(built.effects);
      return { ...built, store, loadTexts, pending };
    }

    it('loads the shown language at start, beside the configuration and the user, and is ready once it is there', async () => {
      const { store, loadTexts, pending } = onDemand();
      expect(store.getState().textsReady).toBe(false);
      store.getState().start();
      expect(loadTexts).toHaveBeenCalledExactlyOnceWith('fi');
      await vi.waitFor(() => expect(store.getState().config).not.toBeNull());
      expect(store.getState().textsReady).toBe(false);
      pending.get('fi')?.resolve();
      await vi.waitFor(() => expect(store.getState().textsReady).toBe(true));
    });

    it('tries again when the texts could not be loaded', async () => {
      vi.useFakeTimers();
      try {
        const { store, loadTexts, pending } = onDemand();
        store.getState().start();
        pending.get('fi')?.reject(new Error('offline'));
        await vi.advanceTimersByTimeAsync(TEXTS_RETRY_MS);
        expect(loadTexts).toHaveBeenCalledTimes(2);
        pending.get('fi')?.resolve();
        await vi.waitFor(() => expect(store.getState().textsReady).toBe(true));
      } finally {
        vi.useRealTimers();
      }
    });

    it('switches only once the new language is there, storing it then', async () => {
      const { store, pending, harness, effects } = onDemand(['fi']);
      const switched = store.getState().setLanguage('sv');
      expect(store.getState().language).toBe('fi');
      expect(harness.storage.get('language')).toBeUndefined();
      pending.get('sv')?.resolve();
      await switched;
      expect(store.getState()).toMatchObject({ language: 'sv', textsReady: true });
      expect(harness.storage.get('language')).toBe('sv');
      expect(effects.setDocumentLanguage).toHaveBeenLastCalledWith('sv');
    });

    it('keeps the language when the new one cannot be loaded, and lets the last switch win', async () => {
      const { store, pending } = onDemand(['fi']);
      const failed = store.getState().setLanguage('sv');
      pending.get('sv')?.reject(new Error('offline'));
      await expect(failed).rejects.toThrow('offline');
      expect(store.getState().language).toBe('fi');

      const toSwedish = store.getState().setLanguage('sv');
      await store.getState().setLanguage('fi'); // loaded: at once
      pending.get('sv')?.resolve();
      await toSwedish;
      expect(store.getState().language).toBe('fi');
    });
  });

  it('knows a 401 as logged out and anything else as failed', async () => {
    expect((await started(CONFIG, { user: 401 })).store.getState().user).toEqual({ status: 'anonymous' });
    expect((await started(CONFIG, { user: 503 })).store.getState().user).toEqual({ status: 'failed' });
  });

  it('refreshes the user on focus only with a definite answer', async () => {
    const { store, harness } = await started();
    harness.user = 503;
    await store.getState().refreshUser();
    expect(store.getState().user.status).toBe('ready');
    harness.user = 401;
    await store.getState().refreshUser();
    expect(store.getState().user.status).toBe('anonymous');
  });

  it('chooses a role on the server, then loads the user again', async () => {
    const { store, harness } = await started(CONFIG, { user: { ...PERSON, roleSelected: false } });
    harness.user = { ...PERSON, company: 'Oy', business_id: '1234567-1', roleSelected: true };
    await store.getState().chooseRole({ company: 'Oy', business_id: '1234567-1' });
    expect(harness.calls.slice(1)).toEqual(['POST /api/user/update-on-behalf-information', 'GET /api/user']);
    expect(harness.bodies).toEqual([{ company: 'Oy', business_id: '1234567-1' }]);
    const user = store.getState().user;
    expect(user.status === 'ready' && user.user.company).toBe('Oy');
  });

  it('opens and closes the logout confirmation and the external-link dialog', () => {
    const { store } = storeWith();
    store.getState().requestLogout();
    expect(store.getState().logoutDialogOpen).toBe(true);
    store.getState().cancelLogout();
    expect(store.getState().logoutDialogOpen).toBe(false);
    store.getState().openExternalLink('https://www.kela.fi/');
    expect(store.getState().externalLink).toBe('https://www.kela.fi/');
    store.getState().closeExternalLink();
    expect(store.getState().externalLink).toBeNull();
  });

  it('opens the logout confirmation when the server sent a logout asked from another page here', async () => {
    const { store } = await started(CONFIG, { path: LOGOUT_CONFIRMATION_PATH });
    expect(store.getState().logoutDialogOpen).toBe(true);
    const plain = await started(CONFIG, { path: '/?other=1' });
    expect(plain.store.getState().logoutDialogOpen).toBe(false);
  });

  describe('in mock mode', () => {
    it('logs out through GET /api/auth/logout, then to /kirjaudu-ulos with the user cleared', async () => {
      const { store, harness, effects } = await started();
      store.getState().requestLogout();
      await store.getState().logout();
      expect(harness.calls).toContain('GET /api/auth/logout');
      expect(effects.navigate).toHaveBeenCalledWith('/kirjaudu-ulos');
      expect(store.getState()).toMatchObject({
        user: { status: 'anonymous' },
        logoutDialogOpen: false,
        pendingPath: '/kirjaudu-ulos',
        loggingOut: false,
      });
      store.getState().arrived();
      expect(store.getState().pendingPath).toBeNull();
    });

    it('does not take the session ending during a logout for a session that died', async () => {
      const { store, effects } = await started();
      const logout = store.getState().logout();
      store.getState().sessionEnded(true);
      await logout;
      expect(effects.navigate).toHaveBeenCalledTimes(1);
    });

    it('logs in at /kirjaudu, coming back to the page (or to / from a public page)', async () => {
      const { store, effects, harness } = await started(CONFIG, { path: '/x?y=1' });
      store.getState().startLogin();
      expect(effects.navigate).toHaveBeenLastCalledWith('/kirjaudu', {
        replace: true,
        state: { from: '/x?y=1' },
      });
      harness.path = '/kirjaudu-ulos';
      store.getState().startLogin();
      expect(effects.navigate).toHaveBeenLastCalledWith('/kirjaudu', { replace: true, state: { from: '/' } });
      expect(effects.leave).not.toHaveBeenCalled();
    });
  });

  describe('in oidc mode', () => {
    const OIDC: RuntimeConfig = { ...CONFIG, authMode: 'oidc' };

    it('logs out by leaving for GET /api/auth/logout', async () => {
      const { store, effects, harness } = await started(OIDC);
      await store.getState().logout();
      expect(effects.leave).toHaveBeenCalledWith('/api/auth/logout');
      expect(harness.calls).not.toContain('GET /api/auth/logout');
    });

    it('logs in through the server, with the page to come back to', async () => {
      const { store, effects } = await started(OIDC, { path: '/vuokranantajan?a=1&b=2' });
      store.getState().startLogin();
      expect(effects.leave).toHaveBeenCalledWith(
        '/api/auth/login?returnTo=%2Fvuokranantajan%3Fa%3D1%26b%3D2',
      );
    });

    it('goes to the provider at once on a 401 (the watcher has waited its second)', async () => {
      const { store, effects } = await started(OIDC);
      store.getState().unauthorized();
      expect(store.getState().user).toEqual({ status: 'anonymous' });
      expect(effects.leave).toHaveBeenCalledWith('/api/auth/login?returnTo=%2F');
    });
  });

  describe('when the session watcher sees the session end', () => {
    it('goes to /kirjaudu-ulos if it was expiring', async () => {
      const { store, effects } = await started();
      store.getState().requestLogout();
      store.getState().sessionEnded(true);
      expect(effects.navigate).toHaveBeenCalledWith('/kirjaudu-ulos', { state: { sessionEnded: true } });
      expect(store.getState()).toMatchObject({
        user: { status: 'anonymous' },
        pendingPath: '/kirjaudu-ulos',
        logoutDialogOpen: false,
      });
    });

    it('otherwise only clears the user (the guards send it to log in)', async () => {
      const { store, effects } = await started();
      store.getState().sessionEnded(false);
      expect(effects.navigate).not.toHaveBeenCalled();
      expect(store.getState()).toMatchObject({ user: { status: 'anonymous' }, pendingPath: null });
    });

    it('on a 401 in mock mode clears the user for the guards to send to /kirjaudu', async () => {
      const { store, effects } = await started();
      store.getState().unauthorized();
      expect(store.getState().user).toEqual({ status: 'anonymous' });
      expect(effects.leave).not.toHaveBeenCalled();
    });
  });
});
