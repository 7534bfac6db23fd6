/**
 * SPEC §2: deleting a saved request asks first, in a danger confirmation: 'Poista' confirms;
 * 'Peruuta', Escape and 'Sulje' cancel (focus then returns to the delete button).
 */
import { t } from '../../../texts/index.ts';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog.tsx';
import { DIALOG_CODES, useDialogLanguage } from '../../dialogs/Dialog.tsx';
import { FRONT_CODES } from './codes.ts';

export interface DeleteSavedRequestDialogProps {
  open: boolean;
  /** The day the request is kept until (dd.MM.yyyy), to tell which one is meant. */
  date: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteSavedRequestDialog({ open, date, onConfirm, onCancel }: DeleteSavedRequestDialogProps) {
  const language = useDialogLanguage();
  return (
    <ConfirmDialog
      open={open}
      title={t(language, FRONT_CODES.deleteTitle)}
      confirmLabel={t(language, FRONT_CODES.delete)}
      cancelLabel={t(language, DIALOG_CODES.cancel)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      variant="danger"
      language={language}
      className="front-delete-dialog"
    >
      <p>{t(language, FRONT_CODES.deleteBody, { date })}</p>
    </ConfirmDialog>
  );
}
