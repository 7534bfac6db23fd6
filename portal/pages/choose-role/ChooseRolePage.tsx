/**
 * `/valitse-rooli` (SPEC §2 role selection): act as a private person, or on behalf of an
 * organisation. Person → the server records the role with no acting organisation
 * (`chooseRole({company: null, business_id: null})`), then the front page. Organisation →
 * `/valitse-yritys`, which is told it came from here (its return button shows only then).
 *
 * Two buttons, not a radio group with 'continue': each choice is one action with one name, reached
 * with Tab and done with Enter or Space; a radio group would add a step, a second control to find
 * and a state to explain ('chosen but not yet continued') without letting the user do anything
 * more. Each button is described by the sentence under it (aria-describedby).
 *
 * SPEC §4 'once user details load on role or company pages, stored user is reset': the original
 * kept the acting company in the browser and wiped it here. The acting organisation now lives in
 * the server session (with the role-selected flag), and it changes only when the user confirms a
 * new choice: merely opening this page does not clear it, so backing out leaves the user acting as
 * before, and nothing here pre-selects the previous choice.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../texts/index.ts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import '../../../engine/react/theme.css';
import './choose-role.css';

export const ROLE_CODES = {
  heading: '144000',
  intro: '144001',
  person: '144002',
  personDescription: '144003',
  organisation: '144004',
  organisationDescription: '144005',
  failed: '144006',
  title: '144007',
  saving: '144008',
} as const;

export default function ChooseRolePage() {
  const { language, chooseRole, requestLogout } = useShell();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  usePageTitle(t(language, ROLE_CODES.title));

  async function actAsPerson() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await chooseRole({ company: null, business_id: null });
      void navigate('/');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  function actForOrganisation() {
    if (busy) return;
    void navigate('/valitse-yritys', { state: { from: '/valitse-rooli' } });
  }

  return (
    <>
      <h1>{t(language, ROLE_CODES.heading)}</h1>
      <p className="choose-role__intro">{t(language, ROLE_CODES.intro)}</p>
      {failed && (
        <div className="choose-role__error" role="alert">
          <p>{t(language, ROLE_CODES.failed)}</p>
        </div>
      )}
      <ul className="choose-role__choices">
        <li className="choose-role__choice">
          <button
            type="button"
            className="ef-button ef-button--primary"
            aria-describedby={`${id}-person`}
            aria-disabled={busy || undefined}
            onClick={() => void actAsPerson()}
          >
            {t(language, ROLE_CODES.person)}
          </button>
          <p id={`${id}-person`} className="choose-role__description">
            {t(language, ROLE_CODES.personDescription)}
          </p>
        </li>
        <li className="choose-role__choice">
          <button
            type="button"
            className="ef-button ef-button--primary"
            aria-describedby={`${id}-organisation`}
            aria-disabled={busy || undefined}
            onClick={actForOrganisation}
          >
            {t(language, ROLE_CODES.organisation)}
          </button>
          <p id={`${id}-organisation`} className="choose-role__description">
            {t(language, ROLE_CODES.organisationDescription)}
          </p>
        </li>
      </ul>
      <p role="status" className="choose-role__status">
        {busy ? t(language, ROLE_CODES.saving) : ''}
      </p>
      <div className="choose-role__actions">
        <button type="button" className="ef-button ef-button--secondary" onClick={requestLogout}>
          {t(language, SHELL_CODES.logout)}
        </button>
      </div>
    </>
  );
}
