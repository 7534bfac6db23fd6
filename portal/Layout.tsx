/** The first layout: header (service name, language, logout), sidebar links, the page. */
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { t } from '../texts';
import { operations } from '../api/contract';
import { api } from './api/client';
import { LanguageSelect } from './LanguageSelect';
import { SHELL_CODES, useShell } from './shell';

const LANDLORD_FORM_TITLE = '200001';

export function Layout() {
  const { language, setLanguage, user, reloadUser } = useShell();
  const navigate = useNavigate();
  const loggedIn = user.status === 'ready';

  async function logout() {
    try {
      await api.call(operations.logout);
    } finally {
      await reloadUser();
      void navigate('/kirjaudu');
    }
  }

  return (
    <div className="portal">
      <header className="portal-header">
        <Link to="/" className="portal-service">
          {t(language, SHELL_CODES.service)}
        </Link>
        <div className="portal-header-tools">
          {loggedIn && (
            <span className="portal-user">
              {t(language, SHELL_CODES.signedIn, { name: user.user.name })}
              {user.user.company ? `, ${user.user.company}` : ''}
            </span>
          )}
          <LanguageSelect language={language} onChange={setLanguage} />
          {loggedIn && (
            <button type="button" className="portal-logout" onClick={() => void logout()}>
              {t(language, SHELL_CODES.logout)}
            </button>
          )}
        </div>
      </header>
      <div className="portal-body">
        {loggedIn && (
          <nav className="portal-sidebar" aria-label={t(language, SHELL_CODES.menu)}>
            <ul>
              <li>
                <NavLink to="/" end>
                  {t(language, SHELL_CODES.frontPage)}
                </NavLink>
              </li>
              <li>
                <NavLink to="/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen">
                  {t(language, LANDLORD_FORM_TITLE)}
                </NavLink>
              </li>
            </ul>
          </nav>
        )}
        <main className="portal-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
