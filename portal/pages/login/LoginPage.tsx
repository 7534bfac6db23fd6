/**
 * `/kirjaudu` in mock mode: a card per test user (GET /api/available-users) with 'Valitse', which
 * logs in as that user and goes to the page the user was sent here from (or the front page). The
 * route guards then decide: a fresh login has no role yet, so it goes on to `/valitse-rooli`.
 * A link leads to the test mailbox (`/testiposti`), where the notices the test users got are.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../../texts/index.ts';
import type { AvailableUser } from '../../../api/contract.ts';
import { sessionOperations } from '../../../api/session.ts';
import { api, ResponseError } from '../../api/client.ts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { Link } from '../../routing/Link.tsx';
import { PATHS } from '../../guards/paths.ts';
import { TEST_MAIL_CODES } from '../test-mail/codes.ts';

export const LOGIN_CODES = {
  heading: '141000',
  choose: '141001',
  listFailed: '141002',
  details: '141003',
  userId: '141018',
} as const;

type UsersState =
  { status: 'loading' } | { status: 'ready'; users: AvailableUser[] } | { status: 'failed'; details: string };

function describe(error: unknown): string {
  if (error instanceof ResponseError)
    return `${error.message} (${error.status})${error.body ? `: ${JSON.stringify(error.body)}` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

export default function LoginPage() {
  const { language, reloadUser } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [users, setUsers] = useState<UsersState>({ status: 'loading' });
  const [loginError, setLoginError] = useState<string | null>(null);
  const mounted = useRef(true);
  const heading = t(language, LOGIN_CODES.heading);
  usePageTitle(t(language, SHELL_CODES.loginTitle));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    api.call(sessionOperations.availableUsers).then(
      (list) => live && setUsers({ status: 'ready', users: list }),
      (error: unknown) => live && setUsers({ status: 'failed', details: describe(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function choose(user: AvailableUser) {
    setLoginError(null);
    try {
      await api.call(sessionOperations.login, { body: { henro: user.userId } });
      await reloadUser();
      // The guards may have moved on already (to /valitse-rooli): then this page is gone.
      if (!mounted.current) return;
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from !== '/kirjaudu' ? from : '/', { replace: true });
    } catch (error) {
      setLoginError(describe(error));
    }
  }

  return (
    <>
      <h1>{heading}</h1>
      <p>
        <Link to={PATHS.testMail}>{t(language, TEST_MAIL_CODES.loginLink)}</Link>
      </p>
      {users.status === 'loading' && <p role="status">{t(language, SHELL_CODES.loading)}</p>}
      {users.status === 'failed' && (
        <div className="portal-alert" role="alert">
          <p>{t(language, LOGIN_CODES.listFailed)}</p>
          <details>
            <summary>{t(language, LOGIN_CODES.details)}</summary>
            <pre>{users.details}</pre>
          </details>
        </div>
      )}
      {loginError && (
        <div className="portal-alert" role="alert">
          <p>{loginError}</p>
        </div>
      )}
      {users.status === 'ready' && (
        <ul className="portal-cards">
          {users.users.map((user) => (
            <li key={user.userId} className="portal-card">
              <h2 className="portal-card-title">{user.name}</h2>
              <p>{t(language, LOGIN_CODES.userId, { userId: user.userId })}</p>
              <button
                type="button"
                className="ef-button ef-button--primary"
                aria-label={`${t(language, LOGIN_CODES.choose)}: ${user.name}`}
                onClick={() => void choose(user)}
              >
                {t(language, LOGIN_CODES.choose)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
