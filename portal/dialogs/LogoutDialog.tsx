/** SPEC §2: the logout confirmation. 'Kirjaudu ulos' confirms; 'Peruuta', Escape and 'Sulje' cancel. */
import { t, type Language } from '../../texts/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DIALOG_CODES, useDialogLanguage } from './Dialog.tsx';

export interface LogoutDialogProps {
  open: boolean;
  /** Log out (the owner closes the dialog and ends the session). */
  onConfirm: () => void;
  /** Close the dialog; focus returns to the element that opened it. */
  onCancel: () => void;
  language?: Language;
}

export function LogoutDialog({ open, onConfirm, onCancel, language: languageProp }: LogoutDialogProps) {
  const language = useDialogLanguage(languageProp);
  return (
    <ConfirmDialog
      open={open}
      title={t(language, DIALOG_CODES.logoutTitle)}
      confirmLabel={t(language, DIALOG_CODES.logout)}
      cancelLabel={t(language, DIALOG_CODES.cancel)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      language={language}
      className="portal-logout-dialog"
    >
      <p>{t(language, DIALOG_CODES.logoutBody)}</p>
    </ConfirmDialog>
  );
}
