/**
 * `/valitse-yritys` (SPEC §2 company selection, §8 company list): loads the organisations the user
 * may act for (GET /api/user/organization-roles) and lets the user choose one of them.
 *
 * Load states: LOADING (the layout's spinner with a status text), FETCHING_ERROR (an alert with 388170 and a
 * retry), NO_DATA (a danger alert: 406060, or 439880 in the ekevi and intra modes), LIST (the
 * combobox and 'confirm', disabled until an organisation is chosen — SPEC §5). Confirm records the
 * choice on the server (`chooseRole`; a 403 means the organisation is not the user's) and goes to
 * the front page; a failure is shown in an alert and the choice stays. Every state ends with the
 * page's way out: 'back to choosing the role' (a link, since it only navigates; only when the
 * user came from /valitse-rooli, told by router state `from`) and log out (with confirmation).
 *
 * SPEC §4 'once user details load on role or company pages, stored user is reset': the acting
 * organisation is kept in the server session now and changes only on confirm; the page starts
 * with nothing chosen rather than clearing the current choice on arrival.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../../texts/index.ts';
import { operations } from '../../../api/contract.ts';
import { api, ResponseError } from '../../api/client.ts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { Spinner } from '../../layout/Spinner.tsx';
import CompanyCombobox, { type Organisation } from './CompanyCombobox.tsx';
import '../../../engine/react/theme.css';
import './choose-company.css';

export const COMPANY_CODES = {
  heading: '144020',
  confirm: '144027',
  back: '144028',
  retry: '144029',
  forbidden: '144030',
  failed: '144031',
  title: '144032',
  saving: '144008',
  fetchingError: '388170',
  noData: '406060',
  noDataService: '439880',
} as const;

export const ROLE_PAGE = '/valitse-rooli';

type Load =
  | { status: 'LOADING' }
  | { status: 'FETCHING_ERROR' }
  | { status: 'NO_DATA' }
  | { status: 'LIST'; organisations: Organisation[] };

export default function ChooseCompanyPage() {
  const { language, config, chooseRole, requestLogout } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromRolePage = (location.state as { from?: unknown } | null)?.from === ROLE_PAGE;
  const [load, setLoad] = useState<Load>({ status: 'LOADING' });
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<Organisation | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  usePageTitle(t(language, COMPANY_CODES.title));

  useEffect(() => {
    let live = true;
    api.call(operations.organizationRoles).then(
      ({ organizations }) => {
        if (!live) return;
        const organisations = organizations.map(({ organization, name }) => ({
          name,
          business_id: organization,
        }));
        setLoad(organisations.length > 0 ? { status: 'LIST', organisations } : { status: 'NO_DATA' });
      },
      () => live && setLoad({ status: 'FETCHING_ERROR' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!chosen || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      await chooseRole({ company: chosen.name, business_id: chosen.business_id });
      void navigate('/');
    } catch (error) {
      setSaveError(
        error instanceof ResponseError && error.status === 403
          ? COMPANY_CODES.forbidden
          : COMPANY_CODES.failed,
      );
      setSaving(false);
    }
  }

  const noDataCode = config.appMode === 'default' ? COMPANY_CODES.noData : COMPANY_CODES.noDataService;

  return (
    <>
      <h1>{t(language, COMPANY_CODES.heading)}</h1>
      {load.status === 'LOADING' && <Spinner label={t(language, SHELL_CODES.loading)} />}
      {load.status === 'FETCHING_ERROR' && (
        <div className="choose-company__alert choose-company__alert--info" role="alert">
          <p>{t(language, COMPANY_CODES.fetchingError)}</p>
          <button
            type="button"
            className="ef-button ef-button--primary"
            onClick={() => {
              setLoad({ status: 'LOADING' });
              setAttempt((count) => count + 1);
            }}
          >
            {t(language, COMPANY_CODES.retry)}
          </button>
        </div>
      )}
      {load.status === 'NO_DATA' && (
        <div className="choose-company__alert choose-company__alert--danger" role="alert">
          <p>{t(language, noDataCode)}</p>
        </div>
      )}
      {load.status === 'LIST' && (
        <form className="choose-company__form" noValidate onSubmit={(event) => void confirm(event)}>
          <CompanyCombobox
            language={language}
            organisations={load.organisations}
            onChange={(organisation) => {
              setChosen(organisation);
              setSaveError(null);
            }}
          />
          {saveError && (
            <div className="choose-company__alert choose-company__alert--danger" role="alert">
              <p>{t(language, saveError)}</p>
            </div>
          )}
          <button type="submit" className="ef-button ef-button--primary" disabled={!chosen}>
            {t(language, COMPANY_CODES.confirm)}
          </button>
          <p className="choose-company__saving" role="status">
            {saving ? t(language, COMPANY_CODES.saving) : ''}
          </p>
        </form>
      )}
      <div className="choose-company__actions">
        {cameFromRolePage && (
          <Link className="ef-button ef-button--secondary choose-company__link-button" to={ROLE_PAGE}>
            {t(language, COMPANY_CODES.back)}
          </Link>
        )}
        <button type="button" className="ef-button ef-button--secondary" onClick={requestLogout}>
          {t(language, SHELL_CODES.logout)}
        </button>
      </div>
    </>
  );
}
