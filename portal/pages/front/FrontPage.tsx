/**
 * `/`: the front page (SPEC §2). States INITIAL (a spinner with a status text while GET
 * /v1/application-statuses and GET /v1/saved-state?type=REALIZATION_REQUEST load, in parallel) and
 * LOADED; a failed load shows an alert with 'try again'.
 *
 * - The paperless info alert: a user who gave an e-mail address or a phone number but has not
 *   chosen paperless service yet (`permission` null or absent) gets a link to my documents.
 * - One alert per saved request (SavedRequestAlert): kept until created + 14 days, 'continue',
 *   'delete' → the danger confirmation → DELETE /v1/saved-state {id}. A polite live region says
 *   'deleting…', then 'deleted' or 'failed' (SPEC §2, §8), each 1 s after it happens (SPEC §9).
 *   Deleted: the alert goes and focus moves to the next alert, or the previous one, or else the
 *   page heading. Failed: the alert stays and says so; focus stays on its delete button.
 * - 'Start a new matter' first (issue 31): the forms whose manifests offer them on the front page
 *   (portal/forms/registry.ts): the landlord form, the realization page, the notice that a tenancy
 *   has ended.
 * - The submitted applications as cards (ApplicationCard), each telling its story: state, what to
 *   do next, the decision and its PDF, new documents, the payment commitment, the timeline.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FRONT_PAGE_FORMS } from '../../forms/registry.ts';
import { Link } from '../../routing/Link.tsx';
import { t } from '../../../texts/index.ts';
import type { ApplicationStatus, SavedState } from '../../../api/contract.ts';
import { formsOperations } from '../../../api/forms.ts';
import { api } from '../../api/client.ts';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { PATHS } from '../../guards/paths.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { ApplicationCard } from './ApplicationCard.tsx';
import type { DeleteSavedRequestDialogProps } from './DeleteSavedRequestDialog.tsx';
import { lazyDialog, prefetchOnFirstInteraction } from '../../dialogs/lazyDialog.tsx';
import { SavedRequestAlert } from './SavedRequestAlert.tsx';
import { FRONT_CODES } from './codes.ts';
import { savedUntil } from './dates.ts';
import { useDelayedAnnouncer } from './useDelayedAnnouncer.ts';
import '../../../engine/react/theme.css';
import './front.css';

export { FRONT_CODES } from './codes.ts';

/** Loaded when it first opens (lazyDialog.tsx): the front page is interactive without it. */
const DeleteSavedRequestDialog = lazyDialog<DeleteSavedRequestDialogProps>(() =>
  import('./DeleteSavedRequestDialog.tsx').then((m) => m.DeleteSavedRequestDialog),
);

type Load =
  | { status: 'INITIAL' }
  | { status: 'FAILED' }
  | { status: 'LOADED'; applications: ApplicationStatus[]; saved: SavedState[] };

export default function FrontPage() {
  const { language, user } = useShell();
  const title = t(language, SHELL_CODES.frontPage);
  usePageTitle(title);
  const [load, setLoad] = useState<Load>({ status: 'INITIAL' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<SavedState | null>(null);
  useEffect(() => prefetchOnFirstInteraction(() => void DeleteSavedRequestDialog.prefetch()), []);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const { announcement, announce } = useDelayedAnnouncer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRefs = useRef(new Map<string, HTMLDivElement>());
  /** Where focus goes once the deleted alert is gone: an alert's id, or 'heading'. */
  const focusAfterDelete = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([
      api.call(formsOperations.applicationStatuses),
      api.call(formsOperations.savedStates, { params: { type: 'REALIZATION_REQUEST' } }),
    ]).then(
      ([applications, saved]) => live && setLoad({ status: 'LOADED', applications, saved }),
      () => live && setLoad({ status: 'FAILED' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // After a deletion, once the list without the deleted request is on the page.
  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending) return;
    focusAfterDelete.current = null;
    const target = pending === 'heading' ? headingRef.current : alertRefs.current.get(pending);
    (target ?? headingRef.current)?.focus();
  }, [load]);

  const confirmDelete = useCallback(async () => {
    const saved = confirming;
    if (!saved || load.status !== 'LOADED') return;
    // Closing first returns focus to the alert's delete button, where it stays if deletion fails.
    setConfirming(null);
    setDeleting(saved.id);
    setFailedId(null);
    announce(t(language, FRONT_CODES.deleting));
    try {
      await api.call(formsOperations.deleteSavedState, { body: { id: saved.id } });
    } catch {
      setDeleting(null);
      setFailedId(saved.id);
      announce(t(language, FRONT_CODES.deleteFailed));
      return;
    }
    setDeleting(null);
    const index = load.saved.findIndex((item) => item.id === saved.id);
    const rest = load.saved.filter((item) => item.id !== saved.id);
    const next = rest[index] ?? rest[index - 1];
    focusAfterDelete.current = next ? next.id : 'heading';
    setLoad({ ...load, saved: rest });
    announce(t(language, FRONT_CODES.deleted));
  }, [confirming, load, announce, language]);

  const userInfo = user.status === 'ready' ? user.user : null;
  const offerPaperless =
    userInfo !== null &&
    userInfo.paperlessOption.isEmailOrPhoneGiven &&
    (userInfo.paperlessOption.permission === null || userInfo.paperlessOption.permission === undefined);

  return (
    <div className="front-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p>{t(language, SHELL_CODES.welcome)}</p>

      <section className="front-section" aria-labelledby="front-start-heading">
        <h2 id="front-start-heading">{t(language, FRONT_CODES.startHeading)}</h2>
        <ul className="front-start">
          {FRONT_PAGE_FORMS.map(({ id, manifest }) => (
            <li key={id}>
              <Link to={manifest.path}>{t(language, manifest.title)}</Link>
            </li>
          ))}
        </ul>
      </section>

      {offerPaperless && (
        <div className="front-alert front-alert--info">
          <p className="front-alert__text">{t(language, FRONT_CODES.paperless)}</p>
          <Link to={PATHS.myDocuments}>{t(language, FRONT_CODES.paperlessLink)}</Link>
        </div>
      )}

      {load.status === 'INITIAL' && <Spinner label={t(language, SHELL_CODES.loading)} />}

      {load.status === 'FAILED' && (
        <div className="front-alert front-alert--danger" role="alert">
          <p className="front-alert__text">{t(language, FRONT_CODES.loadFailed)}</p>
          <button
            type="button"
            className="ef-button ef-button--primary"
            onClick={() => {
              setLoad({ status: 'INITIAL' });
              setAttempt((count) => count + 1);
            }}
          >
            {t(language, FRONT_CODES.retry)}
          </button>
        </div>
      )}

      {load.status === 'LOADED' && load.saved.length > 0 && (
        <section className="front-section" aria-labelledby="front-saved-heading">
          <h2 id="front-saved-heading">{t(language, FRONT_CODES.savedHeading)}</h2>
          {load.saved.map((saved) => (
            <SavedRequestAlert
              key={saved.id}
              ref={(element) => {
                if (element) alertRefs.current.set(saved.id, element);
                else alertRefs.current.delete(saved.id);
              }}
              language={language}
              saved={saved}
              failed={failedId === saved.id}
              busy={deleting !== null}
              onDelete={setConfirming}
            />
          ))}
        </section>
      )}

      {load.status === 'LOADED' && (
        <section className="front-section" aria-labelledby="front-applications-heading">
          <h2 id="front-applications-heading">{t(language, FRONT_CODES.applicationsHeading)}</h2>
          {load.applications.length === 0 ? (
            <p>{t(language, FRONT_CODES.noApplications)}</p>
          ) : (
            <ul className="front-cards">
              {load.applications.map((application) => (
                <ApplicationCard key={application.id} language={language} application={application} />
              ))}
            </ul>
          )}
        </section>
      )}

      <DeleteSavedRequestDialog
        open={confirming !== null}
        date={confirming ? savedUntil(confirming.created) : ''}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
