/**
 * The portal's shell: the language (remembered in local storage, SPEC §1, and set on `<html lang>`),
 * the session's user (GET /api/user; none → `/kirjaudu` in mock mode), the layout and the routes.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, t, type Language } from '../texts';
import { operations } from '../api/contract';
import { api, ResponseError } from './api/client';
import { Layout } from './Layout';
import { SHELL_CODES, ShellContext, usePageTitle, useShell, type Shell, type UserState } from './shell';
import LoginPage from './pages/login/LoginPage';
import FrontPage from './pages/front/FrontPage';

const LandlordApplicationPage = lazy(() => import('./pages/landlord-application/LandlordApplicationPage'));

export const LANGUAGE_STORAGE_KEY = 'language';
export const ROUTES = {
  login: '/kirjaudu',
  front: '/',
  landlordApplication: '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
} as const;

function storedLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

async function fetchUser(): Promise<UserState> {
  try {
    return { status: 'ready', user: await api.call(operations.user) };
  } catch (error) {
    if (!(error instanceof ResponseError && error.status === 401)) console.error(error);
    return { status: 'anonymous' };
  }
}

/** A page behind login: waits for the user, and without one goes to the (mock) login. */
function RequireUser({ children }: { children: ReactNode }) {
  const { user, language } = useShell();
  const location = useLocation();
  if (user.status === 'loading') return <p role="status">{t(language, SHELL_CODES.loading)}</p>;
  if (user.status === 'anonymous')
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

function NotFound() {
  const { language } = useShell();
  const title = t(language, SHELL_CODES.notFound);
  usePageTitle(title);
  return <h1>{title}</h1>;
}

export function App() {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const [user, setUser] = useState<UserState>({ status: 'loading' });
  useEffect(() => {
    document.documentElement.lang = language;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  }, [language]);

  const reloadUser = useCallback(async () => setUser(await fetchUser()), []);
  useEffect(() => {
    let live = true;
    void fetchUser().then((state) => live && setUser(state));
    return () => {
      live = false;
    };
  }, []);

  const shell = useMemo<Shell>(
    () => ({ language, setLanguage, user, reloadUser }),
    [language, user, reloadUser],
  );
  const loading = <p role="status">{t(language, SHELL_CODES.loading)}</p>;

  return (
    <ShellContext.Provider value={shell}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route path={ROUTES.login} element={<LoginPage />} />
            <Route
              path={ROUTES.front}
              element={
                <RequireUser>
                  <FrontPage />
                </RequireUser>
              }
            />
            <Route
              path={ROUTES.landlordApplication}
              element={
                <RequireUser>
                  <Suspense fallback={loading}>
                    <LandlordApplicationPage language={language} />
                  </Suspense>
                </RequireUser>
              }
            />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ShellContext.Provider>
  );
}
