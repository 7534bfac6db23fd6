/**
 * The portal: the shell (`state/ShellProvider`: language, runtime configuration, user, actions),
 * the route guards (`guards/`), the layout (`layout/`), the routes of SPEC §2 inside an error
 * boundary, the shell's dialogs (logout confirmation, external link) and, while a user is logged
 * in, the session watcher (`session/`, which shows the session-expiring dialog itself).
 *
 * Public routes (/kirjaudu in mock mode, /kirjaudu-ulos, /virhe, /istunto-vanhentui,
 * /saavutettavuusseloste) render for
 * anyone; every other route renders only for a logged-in user whom the guards let stay (a spinner
 * meanwhile), unknown paths included ('Not found 404').
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, Route, Routes, UNSAFE_createBrowserHistory, useLocation } from 'react-router';
import { t } from '../texts/index.ts';
import { ExternalLinkDialog, LogoutDialog, prefetchShellDialogs } from './dialogs/lazyShellDialogs.ts';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { GENERIC_FORMS } from './forms/registry.ts';
import { guardTarget } from './guards/guardRules.ts';
import { PATHS } from './guards/paths.ts';
import { RouteGuard } from './guards/RouteGuard.tsx';
import { loadOnce } from './loadOnce.ts';
import { createHoldingHistory } from './routing/holdingHistory.ts';
import { LazyPage, type PageLoader } from './routing/LazyPage.tsx';
import { PortalRouter } from './routing/PortalRouter.tsx';
import { Layout } from './layout/Layout.tsx';
import { Spinner } from './layout/Spinner.tsx';
import FrontPage from './pages/front/FrontPage.tsx';
import { SessionWatcher } from './session/SessionWatcher.tsx';
import { SHELL_CODES, useShell } from './shell.tsx';
import { ShellProvider, useShellStore } from './state/ShellProvider.tsx';
import { loadAllTexts, loadBothLanguages } from './state/texts.ts';

const PAGE_TEXTS = {
  /** The shell's own pages: only core codes, in the language shown (the build checks it). */
  core: () => null,
  /** The error page speaks both languages: their core codes (the build checks it). */
  'core in both languages': loadBothLanguages,
  /** The rest of the text register, loaded beside the page. */
  all: loadAllTexts,
} as const;

/**
 * A page loaded on demand, its own chunk, with the texts it shows (`PAGE_TEXTS`;
 * portal/build/textRegisters.ts); shown by `Lazy` (routing/LazyPage.tsx).
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>, texts: keyof typeof PAGE_TEXTS) =>
  loadOnce<ComponentType>(async () => (await Promise.all([load(), PAGE_TEXTS[texts]()]))[0].default);

// Everything but the front page loads on demand (issue 12: the front page's JavaScript ≤ 100 kB
// gzip), each page its own chunk: the forms (RJSF), the company combobox (downshift), the
// logged-out page with its feedback, the login, role and error pages.
const MyDocumentsPage = lazyPage(() => import('./pages/my-documents/MyDocumentsPage.tsx'), 'all');
const SendAttachmentPage = lazyPage(() => import('./pages/send-attachment/SendAttachmentPage.tsx'), 'all');
const PaymentInfoPage = lazyPage(() => import('./pages/payment-info/PaymentInfoPage.tsx'), 'all');
/** The generic form page: every form whose manifest says `"page": "form"` (portal/forms/registry.ts). */
const ManifestFormPage = lazyPage(() => import('./pages/form/ManifestFormPage.tsx'), 'all');
const SendPaymentFilePage = lazyPage(() => import('./pages/ekevi/SendPaymentFilePage.tsx'), 'all');
const DeliveredFilesPage = lazyPage(() => import('./pages/ekevi/DeliveredFilesPage.tsx'), 'all');
const ArrivedFilesPage = lazyPage(() => import('./pages/ekevi/ArrivedFilesPage.tsx'), 'all');
const PaymentFileFormatPage = lazyPage(() => import('./pages/ekevi/PaymentFileFormatPage.tsx'), 'all');
/** The staff area (app mode intra, issue 14): one chunk that picks its page by path. */
const IntraArea = lazyPage(() => import('./pages/intra/IntraArea.tsx'), 'all');
const ChooseRolePage = lazyPage(() => import('./pages/choose-role/ChooseRolePage.tsx'), 'core');
const ChooseCompanyPage = lazyPage(() => import('./pages/choose-company/ChooseCompanyPage.tsx'), 'core');
const LoggedOutPage = lazyPage(() => import('./pages/logged-out/LoggedOutPage.tsx'), 'core');
const LoginPage = lazyPage(() => import('./pages/login/LoginPage.tsx'), 'core');
const TestMailPage = lazyPage(() => import('./pages/test-mail/TestMailPage.tsx'), 'core');
const ErrorPage = lazyPage(() => import('./pages/error/ErrorPage.tsx'), 'core in both languages');
const SessionExpiredPage = lazyPage(() => import('./pages/session-expired/SessionExpiredPage.tsx'), 'core');
const AccessibilityStatementPage = lazyPage(
  () => import('./pages/accessibility/AccessibilityStatementPage.tsx'),
  'all',
);
const NotFoundPage = lazyPage(() => import('./pages/not-found/NotFoundPage.tsx'), 'core');

/** A lazily loaded page, with the spinner while its chunk arrives (routing/LazyPage.tsx). */
function Lazy({ page }: { page: PageLoader }) {
  const { language } = useShell();
  return <LazyPage page={page} fallback={<Spinner label={t(language, SHELL_CODES.loading)} />} />;
}

/**
 * The routes behind login: rendered for a logged-in user on a path the guards accept, a spinner
 * otherwise (loading; not logged in, while the guard sends the user to log in; on the way to
 * /valitse-rooli), so that no page starts its calls for a user who is about to be sent elsewhere.
 */
function RequireLogin() {
  const { language, config, user } = useShell();
  const { pathname } = useLocation();
  if (user.status === 'anonymous') return <Spinner label={t(language, SHELL_CODES.loginRequired)} />;
  if (user.status !== 'ready') return <Spinner label={t(language, SHELL_CODES.loading)} />;
  const target = guardTarget({
    authMode: config.authMode,
    loggedIn: true,
    roleSelected: user.user.roleSelected,
    path: pathname,
    appMode: config.appMode,
  });
  return target.kind === 'stay' ? <Outlet /> : <Spinner label={t(language, SHELL_CODES.loading)} />;
}

function PortalRoutes() {
  const { language, config } = useShell();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary language={language} resetKey={pathname} standalone>
      <Routes>
        <Route element={<Layout />}>
          {config.authMode === 'mock' && <Route path={PATHS.login} element={<Lazy page={LoginPage} />} />}
          {config.authMode === 'mock' && (
            <Route path={PATHS.testMail} element={<Lazy page={TestMailPage} />} />
          )}
          <Route path={PATHS.loggedOut} element={<Lazy page={LoggedOutPage} />} />
          <Route path={PATHS.accessibility} element={<Lazy page={AccessibilityStatementPage} />} />
          <Route path={PATHS.sessionExpired} element={<Lazy page={SessionExpiredPage} />} />
          <Route path={PATHS.error} element={<Lazy page={ErrorPage} />} />
          <Route element={<RequireLogin />}>
            <Route path={PATHS.front} element={<FrontPage />} />
            <Route path={PATHS.myDocuments} element={<Lazy page={MyDocumentsPage} />} />
            <Route path={PATHS.sendAttachment} element={<Lazy page={SendAttachmentPage} />} />
            <Route path={PATHS.paymentInfo} element={<Lazy page={PaymentInfoPage} />} />
            {GENERIC_FORMS.map((form) => (
              // Keyed by the form: another form's page starts afresh.
              <Route
                key={form.id}
                path={form.manifest.path}
                element={<Lazy key={form.id} page={ManifestFormPage} />}
              />
            ))}
            <Route path={PATHS.ekeviSend} element={<Lazy page={SendPaymentFilePage} />} />
            <Route path={PATHS.ekeviDelivered} element={<Lazy page={DeliveredFilesPage} />} />
            <Route path={PATHS.ekeviArrived} element={<Lazy page={ArrivedFilesPage} />} />
            <Route path={PATHS.ekeviFormat} element={<Lazy page={PaymentFileFormatPage} />} />
            {config.appMode === 'intra' &&
              [PATHS.intraCustomers, PATHS.intraCustomerPages, PATHS.intraAudit].map((path) => (
                <Route key={path} path={path} element={<Lazy page={IntraArea} />} />
              ))}
            <Route path={PATHS.chooseRole} element={<Lazy page={ChooseRolePage} />} />
            <Route path={PATHS.chooseCompany} element={<Lazy page={ChooseCompanyPage} />} />
            <Route path="*" element={<Lazy page={NotFoundPage} />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

/** The logout confirmation, the external-link warning and, for a logged-in user, the session watcher. */
function ShellServices() {
  const { config, user, logout } = useShell();
  const logoutDialogOpen = useShellStore((state) => state.logoutDialogOpen);
  const cancelLogout = useShellStore((state) => state.cancelLogout);
  const externalLink = useShellStore((state) => state.externalLink);
  const closeExternalLink = useShellStore((state) => state.closeExternalLink);
  const sessionEnded = useShellStore((state) => state.sessionEnded);
  const unauthorized = useShellStore((state) => state.unauthorized);
  useEffect(prefetchShellDialogs, []);
  return (
    <>
      <LogoutDialog open={logoutDialogOpen} onConfirm={() => void logout()} onCancel={cancelLogout} />
      <ExternalLinkDialog
        href={externalLink ?? ''}
        open={externalLink !== null}
        onClose={closeExternalLink}
      />
      {user.status === 'ready' && (
        <SessionWatcher
          limits={config.session}
          onLogout={() => void logout()}
          onEnded={sessionEnded}
          onUnauthorized={unauthorized}
        />
      )}
    </>
  );
}

function ShellGuard() {
  const refreshUser = useShellStore((state) => state.refreshUser);
  const pendingPath = useShellStore((state) => state.pendingPath);
  const arrived = useShellStore((state) => state.arrived);
  return <RouteGuard onWindowFocus={refreshUser} pendingPath={pendingPath} onArrived={arrived} />;
}

export interface PortalProps {
  /** Leaving the portal for a server route (default `window.location.assign`); tests watch it. */
  leave?: (url: string) => void;
}

/** The portal inside a router (`App` gives it the browser's; tests a memory router). */
export function Portal({ leave }: PortalProps) {
  return (
    <ShellProvider leave={leave}>
      <ShellGuard />
      <PortalRoutes />
      <ShellServices />
    </ShellProvider>
  );
}

/**
 * The browser's router: declarative routes over the browser's history wrapped so that a page can
 * hold navigation (`routing/`) — the realization form's leave warning also catches the back button
 * and navigation started by code.
 */
export function App() {
  const [history] = useState(() => createHoldingHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
  return (
    <PortalRouter history={history}>
      <Portal />
    </PortalRouter>
  );
}
