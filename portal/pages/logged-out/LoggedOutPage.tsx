/**
 * `/kirjaudu-ulos` (SPEC §2): the session has ended. A heading, a link to the agency's public site
 * (same tab: there is no session left to leave), 'log in again' (`shell.startLogin()`) and the
 * feedback form, which the ekevi and intra modes do not show. Shown as it is even if the user
 * happens to be logged in still.
 */
import { useLocation } from 'react-router';
import { t } from '../../../texts/index.ts';
import { showsFeedback } from '../../config/appMode.ts';
import type { LoggedOutState } from '../../state/shellStore.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import FeedbackForm from './FeedbackForm.tsx';
import { AGENCY_SITE } from '../../layout/externalLinks.ts';
import '../../../engine/react/theme.css';
import './logged-out.css';

export const LOGGED_OUT_CODES = {
  heading: '144040',
  thanks: '144041',
  providerSite: '144042',
  loginAgain: '144043',
  feedbackHeading: '144058',
  /** Shared with /istunto-vanhentui: logged out for security reasons, log in again to go on. */
  sessionEnded: '144061',
} as const;

export default function LoggedOutPage() {
  const { language, config, startLogin } = useShell();
  const heading = t(language, LOGGED_OUT_CODES.heading);
  const showFeedback = showsFeedback(config.appMode);
  // Sent here by the session's end (SPEC §4) rather than by the user's own logout: say why.
  const sessionEnded = (useLocation().state as LoggedOutState | null)?.sessionEnded === true;
  usePageTitle(heading);
  return (
    <>
      <h1>{heading}</h1>
      {sessionEnded && (
        <div className="portal-alert portal-alert--info" role="status">
          <p>{t(language, LOGGED_OUT_CODES.sessionEnded)}</p>
        </div>
      )}
      <p>{t(language, LOGGED_OUT_CODES.thanks)}</p>
      <div className="logged-out__actions">
        <button type="button" className="ef-button ef-button--primary" onClick={startLogin}>
          {t(language, LOGGED_OUT_CODES.loginAgain)}
        </button>
        <a
          className="ef-button ef-button--secondary logged-out__link-button"
          href={AGENCY_SITE.href[language]}
        >
          {t(language, LOGGED_OUT_CODES.providerSite, { site: AGENCY_SITE.name })}
        </a>
      </div>
      {showFeedback && (
        <section className="logged-out__feedback-section" aria-labelledby="logged-out-feedback">
          <h2 id="logged-out-feedback">{t(language, LOGGED_OUT_CODES.feedbackHeading)}</h2>
          <FeedbackForm />
        </section>
      )}
    </>
  );
}
