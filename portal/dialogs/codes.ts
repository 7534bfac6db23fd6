/**
 * The dialogs' text codes and button classes, apart from the dialogs themselves: the shell's footer
 * names a code ('avautuu uuteen välilehteen') on the front page, whose JavaScript loads the
 * dialogs only when one opens (lazyDialog.tsx).
 */

/** Text codes of the dialogs (142xxx). */
export const DIALOG_CODES = {
  close: '142001',
  newTab: '142002',
  continue: '142003',
  cancel: '142004',
  /** 'Kirjaudu ulos', the shell's own. */
  logout: '141011',
  logoutTitle: '142010',
  logoutBody: '142011',
  sessionTitle: '142020',
  /** Counts minutes (its plural forms `_one` and `_other`). */
  sessionEndsIn: '142021',
  sessionHowToContinue: '142023',
  sessionContinue: '142024',
  externalTitle: '142030',
  externalBody: '142031',
  externalAddress: '142032',
} as const;

/** Class names of the dialogs' action buttons (and of a link styled as one). */
export const DIALOG_BUTTON = {
  primary: 'portal-dialog-button portal-dialog-button--primary',
  secondary: 'portal-dialog-button portal-dialog-button--secondary',
  danger: 'portal-dialog-button portal-dialog-button--danger',
} as const;
