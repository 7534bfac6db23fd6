/**
 * The designer's question before an edit that loses something (remove a field, throw a new form
 * away): a modal dialog whose safe answer, Peruuta, has the focus, so Enter changes nothing. Open it
 * with `ask(ref.current)`.
 */
import type { ReactNode, RefObject } from 'react';
import { C } from './codes.ts';
import { useT } from './useTexts.ts';

export function ConfirmDialog({
  dialog,
  id,
  question,
  confirm,
  onConfirm,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  id: string;
  question: ReactNode;
  confirm: string;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <dialog ref={dialog} aria-labelledby={id} className="designer-dialog">
      <p id={id}>{question}</p>
      <div className="designer-actions">
        <button
          type="button"
          className="designer-danger"
          onClick={() => {
            dialog.current?.close();
            onConfirm();
          }}
        >
          {confirm}
        </button>
        <button type="button" data-safe="" onClick={() => dialog.current?.close()}>
          {t(C.cancel)}
        </button>
      </div>
    </dialog>
  );
}

/** Opens a dialog with its safe answer (the button marked `data-safe`) focused. */
export function ask(dialog: HTMLDialogElement | null): void {
  dialog?.showModal();
  dialog?.querySelector<HTMLButtonElement>('[data-safe]')?.focus();
}
