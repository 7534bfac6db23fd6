/**
 * The portal's layout (SPEC §2 Layout) around every page:
 *
 * - a skip link to the main content, the first thing to focus (visible when focused);
 * - the header (banner): the service's name, the language dropdown, and for a logged-in user the
 *   profile menu and the info bar;
 * - the sidebar (a labelled nav) for a logged-in user; below 992 px it hides behind a menu button
 *   (aria-expanded, aria-controls; Escape closes it and returns focus to the button; following a
 *   link closes it and moves focus to the page);
 * - the main content (`#main-content`), inside the error boundary;
 * - the footer (contentinfo) with the external links.
 *
 * The public pages (login, logged out, session expired, /virhe) get the header and footer only.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Link } from '../routing/Link.tsx';
import { t } from '../../texts/index.ts';
import { serviceName } from '../config/appMode.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { LanguageSelect } from '../LanguageSelect.tsx';
import { useShell } from '../shell.tsx';
import { LAYOUT_CODES } from './codes.ts';
import { Footer } from './Footer.tsx';
import { InfoBar } from './InfoBar.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { Sidebar } from './Sidebar.tsx';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery.ts';

export const MAIN_CONTENT_ID = 'main-content';
const SIDEBAR_ID = 'portal-sidebar';
/** SPEC §9: the skip link moves focus after 10 ms. */
export const SKIP_LINK_FOCUS_DELAY_MS = 10;

export function Layout() {
  const { language, setLanguage, config, user } = useShell();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The mobile menu is open on the path where it was opened: navigation closes it by itself.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = mobile && menuOpenAt === pathname;
  const loggedInUser = user.status === 'ready' ? user.user : null;

  function focusMain(delay = 0) {
    window.setTimeout(() => main.current?.focus(), delay);
  }

  function skipToContent(event: MouseEvent) {
    event.preventDefault();
    focusMain(SKIP_LINK_FOCUS_DELAY_MS);
  }

  function onSidebarKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpenAt(null);
      menuButton.current?.focus();
    }
  }

  function onSidebarNavigate() {
    if (!mobile) return;
    setMenuOpenAt(null);
    focusMain();
  }

  return (
    <div className="portal">
      <a className="portal-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t(language, LAYOUT_CODES.skipToContent)}
      </a>
      <header className="portal-header">
        <div className="portal-header-bar">
          {loggedInUser && mobile && (
            <button
              ref={menuButton}
              type="button"
              className="portal-menu-button"
              aria-expanded={menuOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
              onKeyDown={onSidebarKeyDown}
            >
              <span className="portal-menu-icon" aria-hidden="true" />
              {t(language, LAYOUT_CODES.menuButton)}
            </button>
          )}
          <Link to="/" className="portal-service">
            {serviceName(language, config.appMode)}
          </Link>
          <div className="portal-toolbar">
            <LanguageSelect language={language} onChange={setLanguage} />
            {loggedInUser && <ProfileMenu user={loggedInUser} />}
          </div>
        </div>
        {/* Whom a landlord acts for; staff (app mode intra) act as staff, for no one. */}
        {loggedInUser && config.appMode !== 'intra' && <InfoBar user={loggedInUser} />}
      </header>
      <div className="portal-body">
        {loggedInUser && (
          <Sidebar
            id={SIDEBAR_ID}
            user={loggedInUser}
            hidden={mobile && !menuOpen}
            onKeyDown={onSidebarKeyDown}
            onNavigate={onSidebarNavigate}
          />
        )}
        <main id={MAIN_CONTENT_ID} ref={main} className="portal-main" tabIndex={-1}>
          <ErrorBoundary language={language} resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
      <Footer />
    </div>
  );
}
