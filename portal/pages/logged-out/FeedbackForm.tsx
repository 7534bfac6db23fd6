/**
 * The logged-out page's feedback (SPEC §2, §3 Rating, §4 Feedback states, §5, §8): a grade 0–10
 * as 11 native radios in a fieldset (Tab into the group, arrow keys move and choose), sent with
 * `POST /api/api/v1/feedback` (no session needed).
 *
 * States: INITIAL → SENDING on submit → SUBMITTED on success, ERROR on failure. The radios are
 * disabled whenever the state is not INITIAL; submit is disabled until a grade is chosen and while
 * sending. SUBMITTED replaces the form with a thank-you that takes the focus (the submit button
 * the focus was on is gone) and links to the agency's feedback page in a new tab.
 *
 * ERROR shows no message (SPEC §8 'Feedback failure: ERROR state, no message'). So that a failure
 * is not a dead end, the chosen grade is kept, submit is enabled again and gets the focus back:
 * pressing it again retries. (A short 'sending failed' text would serve users better; that is a
 * SPEC change, not made here.)
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../texts/index.ts';
import { operations } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { useShell } from '../../shell.tsx';
import { FEEDBACK_PAGE } from '../../layout/externalLinks.ts';
import { DIALOG_CODES } from '../../dialogs/Dialog.tsx';

export const FEEDBACK_CODES = {
  legend: '144050',
  scale: '144051',
  submit: '144052',
  thanks: '144053',
  more: '144054',
  link: '144055',
  sending: '144057',
} as const;

export const GRADES: readonly number[] = Array.from({ length: 11 }, (_, grade) => grade);

export type FeedbackState = 'INITIAL' | 'SENDING' | 'SUBMITTED' | 'ERROR';

export default function FeedbackForm() {
  const { language } = useShell();
  const id = useId();
  const [state, setState] = useState<FeedbackState>('INITIAL');
  const [grade, setGrade] = useState<number | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state === 'SUBMITTED') thanksRef.current?.focus();
    if (state === 'ERROR') submitRef.current?.focus();
  }, [state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (grade === null || state === 'SENDING' || state === 'SUBMITTED') return;
    setState('SENDING');
    try {
      await api.call(operations.feedback, { body: { grade } });
      setState('SUBMITTED');
    } catch {
      setState('ERROR');
    }
  }

  if (state === 'SUBMITTED') {
    return (
      <div ref={thanksRef} className="portal-success logged-out__thanks" tabIndex={-1}>
        <p className="logged-out__thanks-title">{t(language, FEEDBACK_CODES.thanks)}</p>
        <p>
          {t(language, FEEDBACK_CODES.more)}{' '}
          <a href={FEEDBACK_PAGE[language]} target="_blank" rel="noopener noreferrer">
            {t(language, FEEDBACK_CODES.link)}{' '}
            <span className="logged-out__new-tab">({t(language, DIALOG_CODES.newTab)})</span>
          </a>
        </p>
      </div>
    );
  }

  const locked = state !== 'INITIAL';
  return (
    <form className="logged-out__feedback" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="logged-out__grades" aria-describedby={`${id}-scale`}>
        <legend className="logged-out__legend">{t(language, FEEDBACK_CODES.legend)}</legend>
        <p id={`${id}-scale`} className="logged-out__scale">
          {t(language, FEEDBACK_CODES.scale)}
        </p>
        <div className="logged-out__radios">
          {GRADES.map((value) => (
            <label key={value} className="logged-out__radio">
              <input
                type="radio"
                name={`${id}-grade`}
                value={value}
                checked={grade === value}
                disabled={locked}
                onChange={() => setGrade(value)}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        ref={submitRef}
        type="submit"
        className="ef-button ef-button--primary"
        disabled={grade === null || state === 'SENDING'}
      >
        {t(language, FEEDBACK_CODES.submit)}
      </button>
      <p role="status" className="logged-out__status">
        {state === 'SENDING' ? t(language, FEEDBACK_CODES.sending) : ''}
      </p>
    </form>
  );
}
