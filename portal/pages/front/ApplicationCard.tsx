/**
 * One submitted application (SPEC §2, §3 Application status item; issue 31): its story at a glance.
 * The heading with the arrival date (dd.MM.yyyy) and the state's badge (shared/applicationState.ts);
 * an attachment request not answered yet as the thing to do next, with its due day and a link to
 * send the attachments; once decided, the decision's day and its PDF (downloading opens it, so its
 * 'new' marker goes); a notice of documents about it not opened yet; the payment commitment with
 * its amount once granted, and how to claim against it; the landlord's address; and a disclosure
 * with the timeline of three steps: arrived, in process, then done or rejected. Each step says in
 * words (visually hidden next to its symbol) whether it is done, under way or still to come, and the
 * latest reached step is `aria-current="step"`.
 */
import { useId, useState } from 'react';
import { formatEuros, t, type Language } from '../../../texts/index.ts';
import type { ApplicationStatus } from '../../../api/contract.ts';
import { documentsOperations } from '../../../api/documents.ts';
import { api } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import { Link } from '../../routing/Link.tsx';
import { ApplicationStateBadge } from '../shared/ApplicationStateBadge.tsx';
import { applicationState } from '../shared/applicationState.ts';
import { saveBlob } from '../shared/saveFile.ts';
import { FRONT_CODES } from './codes.ts';
import { showDate } from './dates.ts';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  code: string;
  state: StepState;
  /** The latest step the application has reached. */
  reached: boolean;
}

/**
 * The three steps for a status. ARRIVED: arrived done, the rest to come; INPROCESS: arrived done,
 * in process under way; DONE and REJECTED: all done, the third being 'done' or 'rejected'.
 */
export function timelineSteps(step: ApplicationStatus['currentStep']): TimelineStep[] {
  const last = step === 'REJECTED' ? FRONT_CODES.stepRejected : FRONT_CODES.stepDone;
  const states: Record<ApplicationStatus['currentStep'], [StepState, StepState, StepState]> = {
    ARRIVED: ['done', 'upcoming', 'upcoming'],
    INPROCESS: ['done', 'current', 'upcoming'],
    DONE: ['done', 'done', 'done'],
    REJECTED: ['done', 'done', 'done'],
  };
  const reachedIndex = step === 'ARRIVED' ? 0 : step === 'INPROCESS' ? 1 : 2;
  return [FRONT_CODES.stepArrived, FRONT_CODES.stepInProcess, last].map((code, index) => ({
    code,
    state: states[step][index] as StepState,
    reached: index === reachedIndex,
  }));
}

const STATE_CODES: Record<StepState, string> = {
  done: FRONT_CODES.stateDone,
  current: FRONT_CODES.stateCurrent,
  upcoming: FRONT_CODES.stateUpcoming,
};

const STATE_SYMBOLS: Record<StepState, string> = { done: '✓', current: '●', upcoming: '○' };

type Download =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; name: string } | { status: 'failed' };

export function ApplicationCard({
  language,
  application,
}: {
  language: Language;
  application: ApplicationStatus;
}) {
  const [open, setOpen] = useState(false);
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  const [decisionOpened, setDecisionOpened] = useState(false);
  const headingId = useId();
  const timelineId = useId();
  const date = showDate(application.arrivalDate);
  const step = application.currentStep;
  const rejected = step === 'REJECTED';
  const undecided = step === 'ARRIVED' || step === 'INPROCESS';
  const requestDue = undecided ? application.attachmentRequestDueDate : null;
  const state = applicationState(step, requestDue !== null);
  const { decision } = application;
  const decisionNew = decision !== null && decision.isNew && !decisionOpened;
  // The decision is one of the new documents: once opened here it no longer counts.
  const newDocuments = Math.max(0, application.newDocuments - (decision?.isNew && decisionOpened ? 1 : 0));

  async function openDecision(documentId: string) {
    setDownload({ status: 'busy' });
    try {
      const { blob, fileName } = await api.download(documentsOperations.documentDownload, {
        params: { id: documentId },
      });
      const name = fileName || `${documentId}.pdf`;
      saveBlob(blob, name);
      setDecisionOpened(true);
      setDownload({ status: 'done', name });
    } catch {
      setDownload({ status: 'failed' });
    }
  }

  return (
    <li className="front-card" aria-labelledby={headingId}>
      <div className="front-card__head">
        <h3 id={headingId} className="front-card__title">
          {t(language, FRONT_CODES.applicationTitle, { date })}
        </h3>
        <ApplicationStateBadge language={language} state={state} />
      </div>

      {requestDue && (
        <div className="front-card__todo">
          <p>{t(language, FRONT_CODES.requestText, { date: showDate(requestDue) })}</p>
          <Link to={PATHS.sendAttachment} aria-describedby={headingId}>
            {t(language, FRONT_CODES.requestLink)}
          </Link>
        </div>
      )}

      {decision && (
        <div className="front-card__decision">
          <p>
            {t(language, FRONT_CODES.decisionMade, { date: showDate(decision.date) })}
            {decisionNew && ' '}
            {decisionNew && <span className="front-card__new">{t(language, FRONT_CODES.newMarker)}</span>}
          </p>
          <button
            type="button"
            className="ef-button ef-button--secondary"
            aria-describedby={headingId}
            aria-disabled={download.status === 'busy' || undefined}
            onClick={() => download.status !== 'busy' && void openDecision(decision.documentId)}
          >
            {t(language, FRONT_CODES.openDecision)}
          </button>
          {download.status === 'failed' && (
            <p className="front-card__error" role="alert">
              {t(language, FRONT_CODES.decisionFailed)}
            </p>
          )}
          <p className="visually-hidden" aria-live="polite">
            {download.status === 'done'
              ? t(language, FRONT_CODES.decisionDownloaded, { name: download.name })
              : ''}
          </p>
        </div>
      )}

      {newDocuments > 0 && (
        <p className="front-card__notice">
          {t(language, FRONT_CODES.newDocuments, { count: String(newDocuments) })}{' '}
          <Link to={PATHS.myDocuments}>{t(language, FRONT_CODES.newDocumentsLink)}</Link>
        </p>
      )}

      <dl className="front-card__facts">
        {!rejected && (
          <div>
            <dt>{t(language, FRONT_CODES.paymentCommitment)}</dt>
            <dd>
              {application.paymentCommitmentId ?? (
                <span className="front-card__placeholder">
                  {t(language, FRONT_CODES.noPaymentCommitment)}
                </span>
              )}
            </dd>
          </div>
        )}
        {!rejected && application.paymentCommitmentAmount !== null && (
          <div>
            <dt>{t(language, FRONT_CODES.guaranteeAmount)}</dt>
            <dd>{formatEuros(language, application.paymentCommitmentAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t(language, FRONT_CODES.renterAddress)}</dt>
          <dd>{application.renterAddress}</dd>
        </div>
      </dl>

      {step === 'DONE' && application.paymentCommitmentId && (
        <p className="front-card__claim">
          {t(language, FRONT_CODES.claimText)}{' '}
          <Link to={PATHS.realizationRequest} aria-describedby={headingId}>
            {t(language, FRONT_CODES.claimLink)}
          </Link>
        </p>
      )}

      <button
        type="button"
        className="front-card__toggle"
        aria-expanded={open}
        aria-controls={timelineId}
        aria-describedby={headingId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="front-card__chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {t(language, FRONT_CODES.timeline)}
      </button>
      <ol id={timelineId} className="front-timeline" hidden={!open}>
        {timelineSteps(step).map((item) => (
          <li
            key={item.code}
            className={`front-timeline__step front-timeline__step--${item.state}${
              rejected && item.code === FRONT_CODES.stepRejected ? ' front-timeline__step--rejected' : ''
            }`}
            aria-current={item.reached ? 'step' : undefined}
          >
            <span className="front-timeline__symbol" aria-hidden="true">
              {item.code === FRONT_CODES.stepRejected ? '✕' : STATE_SYMBOLS[item.state]}
            </span>
            <span className="front-timeline__label">{t(language, item.code)}</span>
            <span className="visually-hidden">: {t(language, STATE_CODES[item.state])}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}
