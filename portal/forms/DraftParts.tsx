/**
 * A form's drafts on its page (useDraft.ts), the same on every form that keeps them:
 * - `DraftNotices`: the alert of a draft gone, a failed reload or a failed manual save; the
 *   conflict (changed elsewhere) with its two choices; a draft saved with an older version of the
 *   form, brought forward (`FormUpdatedNotice`: what changed for its answers, each answer that moved
 *   or left the form shown with its value); and, on a form continued from a draft, when it was
 *   saved with 'start afresh';
 * - `DraftBar`: 'save unfinished' under the form, with the last save's time or the autosave's
 *   failure (discreet: only a manual save is announced, in `DraftAnnouncer`'s polite region);
 * - `DraftedForm`: the engine with the draft's data, the user's touch observed, and the bar.
 */
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldError, FormDefinition, ValidateFunction } from '../../engine/core/types.ts';
import { FormEngine } from '../../engine/react/index.ts';
import { formatFinnishDate } from '../../validators/date.ts';
import { t, type Language } from '../../texts/index.ts';
import { clockTime } from './draftWork.ts';
import { SUMMARY_CODES } from '../../engine/core/summary.ts';
import { fieldPointerOf } from '../../engine/core/formChanges.ts';
import { DRAFT_CODES, UPDATED_CODES, type Draft, type DraftUpdate } from './useDraft.ts';
import './drafts.css';

/** The Helsinki day (`YYYY-MM-DD`) of a moment. */
function helsinkiDay(moment: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date(moment));
}

export function DraftNotices({
  draft,
  language,
  offerAfresh = false,
}: {
  draft: Draft;
  language: Language;
  /** Whether a continued draft is told, with 'start afresh' (forms that open the newest draft). */
  offerAfresh?: boolean;
}) {
  const { alert, conflict, continued, updated } = draft;
  const alertText = !alert
    ? null
    : alert.kind === 'saveFailed' && alert.because
      ? `${t(language, DRAFT_CODES.saveFailed)} ${alert.because}`
      : t(language, DRAFT_CODES[alert.kind]);
  return (
    <>
      {alertText && (
        <p className="portal-alert" role="alert">
          {alertText}
        </p>
      )}
      {updated && <FormUpdatedNotice update={updated} language={language} />}
      {conflict && (
        <div className="portal-alert draft-conflict" role="alert">
          <p>{t(language, DRAFT_CODES.conflict)}</p>
          <p className="engine-actions">
            <button
              type="button"
              className="ef-button ef-button--primary"
              onClick={() => void draft.resolveConflict(false)}
            >
              {t(language, DRAFT_CODES.reloadDraft)}
            </button>
            <button
              type="button"
              className="ef-button ef-button--secondary"
              onClick={() => void draft.resolveConflict(true)}
            >
              {t(language, DRAFT_CODES.overwriteDraft)}
            </button>
          </p>
        </div>
      )}
      {offerAfresh && continued && (
        <div className="portal-alert portal-alert--info">
          <p>
            {t(language, DRAFT_CODES.continuing, {
              date: formatFinnishDate(helsinkiDay(continued.created)),
              time: clockTime(new Date(continued.created)),
            })}
          </p>
          <p>
            <button
              type="button"
              className="ef-button ef-button--secondary"
              onClick={() => void draft.discard()}
            >
              {t(language, DRAFT_CODES.startAfresh)}
            </button>
          </p>
        </div>
      )}
    </>
  );
}

/** An answer as the user gave it: yes or no for a tick, the text or number itself otherwise. */
function answerText(value: unknown, language: Language): string {
  if (typeof value === 'boolean') return t(language, value ? SUMMARY_CODES.yes : SUMMARY_CODES.no);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The form changed since the draft was saved: said at the top of the form, a heading and what
 * each change means for the user's answers (a moved answer where it went, a dropped one with its
 * value, a new or changed field to answer), in the user's language.
 */
export function FormUpdatedNotice({ update, language }: { update: DraftUpdate; language: Language }) {
  const label = (pointer: string | undefined) =>
    pointer === undefined ? '' : (update.labels[fieldPointerOf(pointer)]?.[language] ?? pointer);
  const sentences = update.notes.map((note) =>
    t(language, UPDATED_CODES[note.kind], {
      label: label(note.from),
      to: label(note.to),
      value: answerText(note.value, language),
    }),
  );
  return (
    <section
      className="portal-alert portal-alert--info draft-updated"
      aria-labelledby="draft-updated-heading"
    >
      <h2 id="draft-updated-heading">{t(language, UPDATED_CODES.heading)}</h2>
      <p>{t(language, sentences.length > 0 ? UPDATED_CODES.checkThese : UPDATED_CODES.checkAll)}</p>
      {sentences.length > 0 && (
        <ul>
          {sentences.map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DraftBar({ draft, language }: { draft: Draft; language: Language }) {
  const { saving, savedAt, autosaveFailedAt, autosaveFailedBecause } = draft;
  return (
    <div className="draft-bar">
      <button
        type="button"
        className="ef-button ef-button--secondary"
        disabled={saving}
        onClick={() => void draft.save('manual')}
      >
        {t(language, saving ? DRAFT_CODES.saving : DRAFT_CODES.save)}
      </button>
      {autosaveFailedAt ? (
        <span className="portal-save-status portal-save-status--failed">
          {[
            t(language, DRAFT_CODES.autosaveFailed, { time: clockTime(autosaveFailedAt) }),
            autosaveFailedBecause,
          ]
            .filter(Boolean)
            .join(' ')}
        </span>
      ) : (
        savedAt && (
          <span className="portal-save-status">
            {t(language, DRAFT_CODES.savedAt, { time: clockTime(savedAt) })}
          </span>
        )
      )}
    </div>
  );
}

/** The polite live region of a form's page: a manual save done, and what the page adds. */
export function DraftAnnouncer({ text }: { text: string }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}

export interface DraftedFormProps {
  draft: Draft;
  language: Language;
  form: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
  /** FormEngine's onChange: the draft's own unless the page adds to it. */
  onChange?: (data: Record<string, unknown>) => void;
  onSubmit: (data: Record<string, unknown>) => void | Promise<void>;
  serverErrors?: readonly FieldError[];
  /** Whether the form keeps drafts: 'save unfinished' under it. */
  keepsDrafts: boolean;
  /** Widgets the form's UI schema names beyond the theme's (a page extension's). */
  extraWidgets?: Record<string, ComponentType<WidgetProps>>;
  /** The send button's text code (the engine's 'Lähetä' otherwise). */
  submitCode?: string;
}

/**
 * The form of a page with drafts: the engine started from the draft's data, its changes the user's
 * work once they touch it (any input, key, click or paste), and the draft bar under it.
 */
export function DraftedForm({
  draft,
  language,
  form,
  validateFns,
  onChange,
  onSubmit,
  serverErrors,
  keepsDrafts,
  extraWidgets,
  submitCode,
}: DraftedFormProps) {
  if (!draft.initialData) return null;
  return (
    <>
      <div
        onInputCapture={draft.touch}
        onKeyDownCapture={draft.touch}
        onClickCapture={draft.touch}
        onPasteCapture={draft.touch}
      >
        <FormEngine<Record<string, unknown>>
          form={form}
          validateFns={validateFns}
          language={language}
          initialData={draft.initialData}
          onChange={onChange ?? draft.onChange}
          onSubmit={onSubmit}
          serverErrors={serverErrors}
          {...(extraWidgets ? { extraWidgets } : {})}
          {...(submitCode ? { submitCode } : {})}
        />
      </div>
      {keepsDrafts && <DraftBar draft={draft} language={language} />}
    </>
  );
}
