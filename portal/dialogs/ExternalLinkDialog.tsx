/**
 * SPEC §2: the warning before an external link: the user is leaving the service and the link opens
 * in a new tab. 'Jatka' is the link itself (`target="_blank"`, `rel="noopener noreferrer"`), so the
 * browser opens it as any link (middle click, copy address, no pop-up blocker); following it closes
 * the dialog. 'Peruuta', Escape and 'Sulje' close the dialog.
 *
 * Only http(s), mailto and tel addresses become a link: anything else (`javascript:` above all) gets
 * no 'Jatka' at all.
 */
import { t, type Language } from '../../texts/index.ts';
import { Dialog, DIALOG_BUTTON, DIALOG_CODES, useDialogLanguage } from './Dialog.tsx';

export interface ExternalLinkDialogProps {
  /** The external address; the dialog shows it too. */
  href: string;
  open: boolean;
  /** Close the dialog (after 'Jatka' the link has opened in a new tab). */
  onClose: () => void;
  language?: Language;
}

export function isSafeExternalHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)/i.test(href.trim());
}

export function ExternalLinkDialog({ href, open, onClose, language: languageProp }: ExternalLinkDialogProps) {
  const language = useDialogLanguage(languageProp);
  return (
    <Dialog
      open={open}
      title={t(language, DIALOG_CODES.externalTitle)}
      onCancel={onClose}
      language={language}
      className="portal-external-dialog"
      actions={
        <>
          {isSafeExternalHref(href) && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={DIALOG_BUTTON.primary}
              onClick={onClose}
            >
              {t(language, DIALOG_CODES.continue)}
              <span className="visually-hidden"> ({t(language, DIALOG_CODES.newTab)})</span>
              <svg className="portal-dialog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M9 2h5v5M14 2 7 9M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
          )}
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
            {t(language, DIALOG_CODES.cancel)}
          </button>
        </>
      }
    >
      <p>{t(language, DIALOG_CODES.externalBody)}</p>
      <p className="portal-dialog-address">{t(language, DIALOG_CODES.externalAddress, { href })}</p>
    </Dialog>
  );
}
