/**
 * Deleting a customer's application (issue 14) asks first, in a danger dialog with the reason the
 * audit log keeps: a required text of 1–500 characters (SPEC §5 free text). Focus starts in the
 * reason; 'Poista hakemus' with an empty, too long or unusable reason puts the error on the field
 * (aria-invalid, described by it) and focus back there, and calls nothing. 'Peruuta', Escape and
 * 'Sulje' cancel. While the deletion runs, the buttons wait (aria-disabled) and a status says so;
 * a failure the owner keeps the dialog open for is shown inside it, the reason kept.
 */
import { useId, useRef, useState } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { isValidMultilineFreeText } from '../../../validators/freeText.ts';
import { Dialog, DIALOG_BUTTON, DIALOG_CODES } from '../../dialogs/Dialog.tsx';
import { INTRA_CUSTOMER_CODES as CODES } from './codes.ts';

/** The reason's longest length (schemas/api/intra-deletion.schema.json). */
export const REASON_MAX_LENGTH = 500;

/** The error code of a reason, or null when it may be sent. */
export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return CODES.reasonRequired;
  if (trimmed.length > REASON_MAX_LENGTH) return CODES.reasonTooLong;
  if (!isValidMultilineFreeText(trimmed)) return CODES.reasonInvalid;
  return null;
}

export interface DeleteApplicationDialogProps {
  language: Language;
  /** The application's arrival date (dd.MM.yyyy) and address, to tell which one is meant. */
  date: string;
  address: string;
  /** The deletion is under way. */
  busy: boolean;
  /** A failure to show inside the dialog. */
  failure: string | null;
  /** With the reason, trimmed. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Rendered while open: mounting opens it (focus in the reason), unmounting closes it. */
export function DeleteApplicationDialog({
  language,
  date,
  address,
  busy,
  failure,
  onConfirm,
  onCancel,
}: DeleteApplicationDialogProps) {
  const ids = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    if (busy) return;
    const code = reasonError(reason);
    if (code) {
      setError(t(language, code));
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    onConfirm(reason.trim());
  }

  const reasonId = `${ids}-reason`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <Dialog
      open
      title={t(language, CODES.deleteTitle)}
      onCancel={() => !busy && onCancel()}
      variant="danger"
      language={language}
      initialFocus={reasonRef}
      className="intra-delete-dialog"
      actions={
        <>
          <button
            type="button"
            className={DIALOG_BUTTON.danger}
            aria-disabled={busy || undefined}
            onClick={confirm}
          >
            {t(language, CODES.deleteApplication)}
          </button>
          <button
            type="button"
            className={DIALOG_BUTTON.secondary}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onCancel()}
          >
            {t(language, DIALOG_CODES.cancel)}
          </button>
        </>
      }
    >
      <p>{t(language, CODES.deleteBody, { date, address })}</p>
      <div className={`ef-field${error ? ' ef-field--invalid' : ''}`}>
        <label className="ef-label" htmlFor={reasonId}>
          {t(language, CODES.reason)}
          <span className="ef-required" aria-hidden="true">
            *
          </span>
        </label>
        <p className="ef-description" id={hintId}>
          {t(language, CODES.reasonHint)}
        </p>
        {error && (
          <p className="ef-error" id={errorId}>
            {error}
          </p>
        )}
        <textarea
          ref={reasonRef}
          id={reasonId}
          className="ef-textarea"
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          value={reason}
          readOnly={busy}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error && reasonError(event.currentTarget.value) === null) setError(null);
          }}
        />
      </div>
      {busy && <p role="status">{t(language, CODES.deleting)}</p>}
      {failure && (
        <p className="ef-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
