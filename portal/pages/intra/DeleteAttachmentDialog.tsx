/**
 * Deleting a file a customer sent asks first, in a danger confirmation with a required reason (the
 * audit log keeps it; 1–500 characters of free text, SPEC §5). Focus opens in the reason field;
 * 'Poista liite' with no reason (or only spaces) says so on the field, keeping what was typed, and
 * deletes nothing; 'Peruuta', Escape and 'Sulje' cancel. While the deletion is under way the dialog
 * says so; a failure is said inside it, the reason kept for another try.
 */
import { useEffect, useId, useRef } from 'react';
import { t } from '../../../texts/index.ts';
import { Dialog, DIALOG_BUTTON, DIALOG_CODES, useDialogLanguage } from '../../dialogs/Dialog.tsx';
import { INTRA_CASE_CODES } from './codes.ts';

/** The reason's limit (schemas/api/intra-deletion.schema.json). */
export const REASON_MAX_LENGTH = 500;

/** 'pakollinen', 'Virhe:' and 'Merkkejä jäljellä {n}': the form theme's own texts. */
const FIELD_CODES = { required: '130009', errorPrefix: '130015', charactersLeft: '130001' } as const;

export interface DeleteAttachmentDialogProps {
  open: boolean;
  /** The file's name, to tell which one is meant. */
  fileName: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The reason field's error, in words (a new object each time: focus moves to the field); or null. */
  reasonError: { message: string } | null;
  /** The deletion is under way. */
  busy: boolean;
  /** The last try failed (not for the reason): said inside the dialog. */
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteAttachmentDialog({
  open,
  fileName,
  reason,
  onReasonChange,
  reasonError,
  busy,
  failed,
  onConfirm,
  onCancel,
}: DeleteAttachmentDialogProps) {
  const language = useDialogLanguage();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  useEffect(() => {
    if (reasonError) reasonRef.current?.focus();
  }, [reasonError]);
  return (
    <Dialog
      open={open}
      title={t(language, INTRA_CASE_CODES.deleteTitle)}
      onCancel={onCancel}
      variant="danger"
      initialFocus={reasonRef}
      language={language}
      className="intra-delete-dialog"
      actions={
        <>
          <button
            type="button"
            className={DIALOG_BUTTON.danger}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {t(language, INTRA_CASE_CODES.confirmDelete)}
          </button>
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onCancel}>
            {t(language, DIALOG_CODES.cancel)}
          </button>
        </>
      }
    >
      <p>{t(language, INTRA_CASE_CODES.deleteBody, { name: fileName })}</p>
      <div className={`ef-field${reasonError ? ' ef-field--invalid' : ''}`}>
        <label htmlFor={`${id}-reason`} className="ef-label">
          {t(language, INTRA_CASE_CODES.reasonLabel)}{' '}
          <span className="ef-required">
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t(language, FIELD_CODES.required)}</span>
          </span>
        </label>
        {reasonError && (
          <div id={errorId} className="ef-error">
            <p className="ef-error__message">
              <span className="visually-hidden">{t(language, FIELD_CODES.errorPrefix)} </span>
              {reasonError.message}
            </p>
          </div>
        )}
        <textarea
          ref={reasonRef}
          id={`${id}-reason`}
          className="ef-textarea"
          rows={4}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${errorId} ${helpId}` : helpId}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
        />
        <p className="ef-counter" aria-hidden="true">
          {t(language, FIELD_CODES.charactersLeft, {
            n: Math.max(0, REASON_MAX_LENGTH - reason.length),
          })}
        </p>
        <p id={helpId} className="ef-help">
          {t(language, INTRA_CASE_CODES.reasonHelp)}
        </p>
      </div>
      {busy && <p role="status">{t(language, INTRA_CASE_CODES.deleting)}</p>}
      {failed && (
        <p className="portal-alert" role="alert">
          {t(language, INTRA_CASE_CODES.deleteFailed)}
        </p>
      )}
    </Dialog>
  );
}
