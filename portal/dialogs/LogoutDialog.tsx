/** SPEC §2: the logout confirmation. 'Kirjaudu ulos' confirms; 'Peruuta', Escape and 'Sulje' cancel. */
import { t, type Language } from '../../texts';
import { Dialog, DIALOG_BUTTON, DIALOG_CODES, useDialogLanguage } from './Dialog';

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
    <Dialog
      open={open}
      title={t(language, DIALOG_CODES.logoutTitle)}
      onCancel={onCancel}
      language={language}
      className="portal-logout-dialog"
      actions={
        <>
          <button type="button" className={DIALOG_BUTTON.primary} onClick={onConfirm}>
            {t(language, DIALOG_CODES.logout)}
          </button>
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onCancel}>
            {t(language, DIALOG_CODES.cancel)}
          </button>
        </>
      }
    >
      <p>{t(language, DIALOG_CODES.logoutBody)}</p>
    </Dialog>
  );
}
