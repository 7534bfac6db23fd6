/**
 * The portal's first shell: the language choice (remembered in local storage, SPEC §1) and the
 * landlord form page. Routes, guards, login and the full layout come with the server and shell.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, t, type Language } from '../texts';
import { LanguageSelect } from './LanguageSelect';

const LandlordApplicationPage = lazy(() => import('./pages/landlord-application/LandlordApplicationPage'));

export const LANGUAGE_STORAGE_KEY = 'language';
const PORTAL_CODES = { loading: '140002', service: '140003' } as const;

function storedLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function App() {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  }, [language]);

  return (
    <div className="portal">
      <header className="portal-header">
        <span className="portal-service">{t(language, PORTAL_CODES.service)}</span>
        <LanguageSelect language={language} onChange={setLanguage} />
      </header>
      <main className="portal-main">
        <Suspense fallback={<p role="status">{t(language, PORTAL_CODES.loading)}</p>}>
          <LandlordApplicationPage language={language} />
        </Suspense>
      </main>
    </div>
  );
}
