/**
 * The portal's modal dialog: a native `<dialog>` opened with `showModal()` (the rest of the page
 * inert, the dialog in the top layer), named by its heading (`aria-labelledby`) and described by its
 * body (`aria-describedby`), so that a screen reader says both when focus moves in.
 *
 * - On open, focus moves to `initialFocus`, or else to the first action, or else to the first
 *   focusable element; on close it returns to the element that had it before.
 * - Tab and Shift+Tab wrap inside the dialog (also where `showModal` is missing, e.g. jsdom, where
 *   the dialog opens with the `open` attribute and the same trap).
 * - Escape, the browser's own cancel (e.g. Android's back) and the close button 'Sulje' call
 *   `onCancel`; the dialog stays open until the owner sets `open` to false.
 */
import {
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { DEFAULT_LANGUAGE, t, type Language } from '../../texts/index.ts';
import { ShellContext } from '../shell.tsx';
// The base styles (buttons, `visually-hidden`) are the engine theme's, shared by the whole portal.
import '../../engine/react/theme.css';
import './dialogs.css';

import { DIALOG_CODES } from './codes.ts';

export { DIALOG_BUTTON, DIALOG_CODES } from './codes.ts';

export type DialogVariant = 'default' | 'danger';

export interface DialogProps {
  open: boolean;
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** Escape, the browser's cancel and the close button. */
  onCancel: () => void;
  /** The body: the dialog's accessible description. */
  children: ReactNode;
  /** The action buttons, first the one focus moves to. */
  actions: ReactNode;
  /** `danger` marks a destructive confirmation (red accent). */
  variant?: DialogVariant;
  /** Where focus moves on open (default: the first action). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Default: the shell's language, or Finnish outside the shell. */
  language?: Language;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside `root`, in order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The language of a dialog: given, or the shell's, or Finnish. */
export function useDialogLanguage(language?: Language): Language {
  const shell = useContext(ShellContext);
  return language ?? shell?.language ?? DEFAULT_LANGUAGE;
}

function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') {
    try {
      dialog.showModal();
      return;
    } catch {
      // Not connected or already open non-modally: fall back to the attribute.
    }
  }
  dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  // `close()` is missing in jsdom; where it exists the attribute is gone already.
  dialog.removeAttribute('open');
}

export function Dialog({
  open,
  title,
  onCancel,
  children,
  actions,
  variant = 'default',
  initialFocus,
  language: languageProp,
  className,
}: DialogProps) {
  const language = useDialogLanguage(languageProp);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialog(dialog);
    const target =
      initialFocus?.current ??
      (actionsRef.current ? tabbableIn(actionsRef.current)[0] : undefined) ??
      tabbableIn(dialog)[0] ??
      dialog;
    target.focus();
    return () => {
      openRef.current = false;
      if (dialog.open || dialog.hasAttribute('open')) closeDialog(dialog);
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
    };
    // initialFocus is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    // A control inside that used the key itself (a combobox closing its list on Escape) keeps it.
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Handled here rather than by the browser, so that the owner's state decides about closing.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableIn(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const outside = !(active instanceof HTMLElement) || active === dialog || !dialog.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  }

  const classes = ['portal-dialog', `portal-dialog--${variant}`, className].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialogRef}
      className={classes}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's close request (Escape not seen as a key event, Android's back button).
        event.preventDefault();
        if (openRef.current) onCancel();
      }}
      onClose={() => {
        // Closed by the browser itself while the owner still has it open (a close request that
        // could not be cancelled): tell the owner, who closes it in its state. The event comes
        // after the fact: a dialog that is open again by then (mounted open, closed and reopened
        // by React's StrictMode, or reopened at once) was not closed by the browser.
        if (openRef.current && !dialogRef.current?.open) onCancel();
      }}
    >
      {open && (
        <div className="portal-dialog-frame">
          <div className="portal-dialog-header">
            <h2 id={titleId} className="portal-dialog-title">
              {title}
            </h2>
            <button
              type="button"
              className="portal-dialog-close"
              aria-label={t(language, DIALOG_CODES.close)}
              onClick={onCancel}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div id={bodyId} className="portal-dialog-body">
            {children}
          </div>
          <div ref={actionsRef} className="portal-dialog-actions">
            {actions}
          </div>
        </div>
      )}
    </dialog>
  );
}
