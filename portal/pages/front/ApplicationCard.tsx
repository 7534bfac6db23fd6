/**
 * One submitted application (SPEC §2, §3 Application status item): arrival date (dd.MM.yyyy), the
 * payment commitment's id or a placeholder, the landlord's address, and a disclosure with the
 * timeline of three steps: arrived, in process, then done or rejected. Each step says in words
 * (visually hidden next to its symbol) whether it is done, under way or still to come, and the
 * latest reached step is `aria-current="step"`.
 */
import { useId, useState } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import type { ApplicationStatus } from '../../../api/contract.ts';
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

export function ApplicationCard({
  language,
  application,
}: {
  language: Language;
  application: ApplicationStatus;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const timelineId = useId();
  const date = showDate(application.arrivalDate);
  const rejected = application.currentStep === 'REJECTED';
  return (
    <li className="front-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="front-card__title">
        {t(language, FRONT_CODES.applicationTitle, { date })}
      </h3>
      <dl className="front-card__facts">
        <div>
          <dt>{t(language, FRONT_CODES.arrived)}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t(language, FRONT_CODES.paymentCommitment)}</dt>
          <dd>
            {application.paymentCommitmentId ?? (
              <span className="front-card__placeholder">{t(language, FRONT_CODES.noPaymentCommitment)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t(language, FRONT_CODES.renterAddress)}</dt>
          <dd>{application.renterAddress}</dd>
        </div>
      </dl>
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
        {timelineSteps(application.currentStep).map((step) => (
          <li
            key={step.code}
            className={`front-timeline__step front-timeline__step--${step.state}${
              rejected && step.code === FRONT_CODES.stepRejected ? ' front-timeline__step--rejected' : ''
            }`}
            aria-current={step.reached ? 'step' : undefined}
          >
            <span className="front-timeline__symbol" aria-hidden="true">
              {step.code === FRONT_CODES.stepRejected ? '✕' : STATE_SYMBOLS[step.state]}
            </span>
            <span className="front-timeline__label">{t(language, step.code)}</span>
            <span className="visually-hidden">: {t(language, STATE_CODES[step.state])}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}
