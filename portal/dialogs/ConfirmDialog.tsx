/**
 * A {@link Dialog} that asks one question with two buttons: first the confirming one (focus moves
 * to it on open; red in the `danger` variant), then the other one. Escape, the browser's cancel and
 * the close button 'Sulje' call `onDismiss`, by default `onCancel`.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../texts/index.ts';
import { Dialog, DIALOG_BUTTON, type DialogVariant } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** The body: the dialog's accessible description. */
  children: ReactNode;
  /** The first button, where focus moves on open. */
  confirmLabel: string;
  /** The second button. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape, the browser's cancel and 'Sulje' (default: `onCancel`). */
  onDismiss?: () => void;
  /** `danger` marks a destructive confirmation (red accent and a red confirming button). */
  variant?: DialogVariant;
  className?: string;
  /** Default: the shell's language, or Finnish outside the shell. */
  language?: Language;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onDismiss = onCancel,
  variant = 'default',
  className,
  language,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onDismiss}
      variant={variant}
      language={language}
      className={className}
      actions={
        <>
          <button
            type="button"
            className={variant === 'danger' ? DIALOG_BUTTON.danger : DIALOG_BUTTON.primary}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onCancel}>
            {cancelLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
