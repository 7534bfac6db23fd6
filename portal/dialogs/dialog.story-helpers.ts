/**
 * What the Docs pages of the dialogs say alike (every dialog is a `Dialog.tsx`): how the keyboard
 * and a screen reader meet it. Each dialog's page adds where the focus starts.
 */

export const DIALOG_KEYBOARD =
  "Focus moves into the dialog and stays there: Tab and Shift+Tab wrap; Escape and 'Sulje' cancel; focus returns to where it was when the dialog closes.";

export const DIALOG_SCREEN_READER =
  'Read as a dialog named by its heading and described by its text; the rest of the page is inert.';
