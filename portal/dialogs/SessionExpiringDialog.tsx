/**
 * SPEC §4: the warning that opens by itself when the user has been idle past the limit and the
 * session is about to end. Focus moves to 'Jatka istuntoa', so a screen reader says the heading and
 * the text (the dialog's name and description) at once.
 *
 * 'Jatka istuntoa' continues the session; so do Escape and 'Sulje', since whoever presses them is
 * evidently at the browser. 'Kirjaudu ulos' logs out.
 */
import { t, type Language } from '../../texts/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DIALOG_CODES, useDialogLanguage } from './Dialog.tsx';

export interface SessionExpiringDialogProps {
  open: boolean;
  /** Whole minutes left, rounded up. */
  expiresInMinutes: number;
  /** Refresh the session and close the warning. */
  onContinue: () => void;
  onLogout: () => void;
  language?: Language;
}

export function SessionExpiringDialog({
  open,
  expiresInMinutes,
  onContinue,
  onLogout,
  language: languageProp,
}: SessionExpiringDialogProps) {
  const language = useDialogLanguage(languageProp);
  const endsIn = t(language, DIALOG_CODES.sessionEndsIn, { count: Math.max(1, expiresInMinutes) });
  return (
    <ConfirmDialog
      open={open}
      title={t(language, DIALOG_CODES.sessionTitle)}
      confirmLabel={t(language, DIALOG_CODES.sessionContinue)}
      cancelLabel={t(language, DIALOG_CODES.logout)}
      onConfirm={onContinue}
      onCancel={onLogout}
      onDismiss={onContinue}
      language={language}
      className="portal-session-dialog"
    >
      <p>{endsIn}</p>
      <p>{t(language, DIALOG_CODES.sessionHowToContinue)}</p>
    </ConfirmDialog>
  );
}
