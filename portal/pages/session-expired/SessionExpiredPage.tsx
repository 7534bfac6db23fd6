/**
 * `/istunto-vanhentui` (SPEC §2, §8 'Your session died'): the session ended (idle or absolute
 * timeout, or the expiry cookie vanished); says so and offers to log in again
 * (`shell.startLogin()`: /kirjaudu in mock mode, the identity provider otherwise).
 */
import { t } from '../../../texts/index.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import '../../../engine/react/theme.css';
import './session-expired.css';

export const SESSION_EXPIRED_CODES = {
  heading: '144060',
  text: '144061',
  /** Shared with /kirjaudu-ulos: 'Kirjaudu uudelleen'. */
  loginAgain: '144043',
} as const;

export default function SessionExpiredPage() {
  const { language, startLogin } = useShell();
  const heading = t(language, SESSION_EXPIRED_CODES.heading);
  usePageTitle(heading);
  return (
    <>
      <h1>{heading}</h1>
      <p className="session-expired__text">{t(language, SESSION_EXPIRED_CODES.text)}</p>
      <button type="button" className="ef-button ef-button--primary" onClick={startLogin}>
        {t(language, SESSION_EXPIRED_CODES.loginAgain)}
      </button>
    </>
  );
}
