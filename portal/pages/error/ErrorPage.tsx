/**
 * `/virhe` (SPEC §8): shown when the user's information cannot be loaded. At that point the
 * chosen language may not be known and nothing else works, so the page speaks both languages
 * whatever the language setting is, each block marked with its own `lang` (screen readers switch
 * voice), and its one action logs out at once (`shell.logout()`, no confirmation dialog).
 */
import { t } from '../../../texts/index.ts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import '../../../engine/react/theme.css';
import './error.css';

export const ERROR_CODES = {
  heading: '144070',
  text: '144071',
  title: '144072',
} as const;

export default function ErrorPage() {
  const { language, logout } = useShell();
  usePageTitle(t(language, ERROR_CODES.title));
  return (
    <>
      <div className="error-page__block" lang="fi">
        <h1>{t('fi', ERROR_CODES.heading)}</h1>
        <p>{t('fi', ERROR_CODES.text)}</p>
      </div>
      <div className="error-page__block" lang="sv">
        <h2>{t('sv', ERROR_CODES.heading)}</h2>
        <p>{t('sv', ERROR_CODES.text)}</p>
      </div>
      <button type="button" className="ef-button ef-button--primary" onClick={() => void logout()}>
        <span lang="fi">{t('fi', SHELL_CODES.logout)}</span>
        {' / '}
        <span lang="sv">{t('sv', SHELL_CODES.logout)}</span>
      </button>
    </>
  );
}
