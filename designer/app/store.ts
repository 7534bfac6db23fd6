/**
 * The designer's state (zustand), with undo and redo of every edit (zundo keeps the working sets of
 * files; each edit is one step, Ctrl+Z / Ctrl+Shift+Z).
 */
import { create } from 'zustand';
import { temporal } from 'zundo';
import type { Language, Translate } from '../../texts/index.ts';
import { C } from './codes.ts';
import type { Files } from '../model/workspace.ts';

export interface DesignerState {
  /** The files as read (or as last saved). */
  original: Files;
  /** The working set: what the author has made of them. */
  files: Files;
  modified: Record<string, string>;
  /** Each published form's last kept version number: a change to it makes the next one. */
  versions: Record<string, number>;
  form: string | null;
  selected: string | null;
  language: Language;
  /** What the edit that made this working set did, in words: undo and redo say it (issue 47). */
  step: string;
  /** What the polite live region says (the counter makes a repeated message heard again). */
  announcement: { text: string; count: number };
  load(files: Files, modified: Record<string, string>, versions?: Record<string, number>): void;
  open(form: string | null): void;
  select(id: string | null): void;
  change(files: Files, announcement?: string): void;
  announce(text: string): void;
  setLanguage(language: Language): void;
}

export const useDesigner = create<DesignerState>()(
  temporal(
    (set) => ({
      original: {},
      files: {},
      modified: {},
      versions: {},
      form: null,
      selected: null,
      language: 'fi',
      step: '',
      announcement: { text: '', count: 0 },
      // Reading the files (at start, after a save) is not an edit: the undo history stays as it
      // was, so the first undo after a save undoes the author's last edit.
      load: (files, modified, versions = {}) => {
        const history = useDesigner.temporal.getState();
        history.pause();
        set({ original: files, files, modified, versions, step: '' });
        history.resume();
      },
      open: (form) => set({ form, selected: null }),
      select: (selected) => set({ selected }),
      change: (files, announcement) =>
        set((state) =>
          announcement === undefined
            ? { files, step: '' }
            : {
                files,
                step: announcement,
                announcement: { text: announcement, count: state.announcement.count + 1 },
              },
        ),
      announce: (text) => set((state) => ({ announcement: { text, count: state.announcement.count + 1 } })),
      setLanguage: (language) => set({ language }),
    }),
    {
      partialize: (state) => ({ files: state.files, step: state.step }),
      equality: (a, b) => a.files === b.files,
      limit: 300,
    },
  ),
);

export const undo = () => useDesigner.temporal.getState().undo();
export const redo = () => useDesigner.temporal.getState().redo();

/**
 * After an undo or redo the focus stays where it was; when the edit took its element away (a field
 * panel's box of a field no longer there), it goes to the page's heading, not to the page's top.
 */
function keepFocus(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>('main h1')?.focus();
  });
}

/** Undoes the last edit and says which it was ("Kumottu: Kenttä ”X” poistettiin."). */
export function undoSaying(t: Translate): void {
  const what = useDesigner.getState().step;
  undo();
  useDesigner.getState().announce(what ? t(C.undoneWhat, { what }) : t(C.undone));
  keepFocus();
}

/** Redoes the edit undone last and says which it was. */
export function redoSaying(t: Translate): void {
  redo();
  const what = useDesigner.getState().step;
  useDesigner.getState().announce(what ? t(C.redoneWhat, { what }) : t(C.redone));
  keepFocus();
}
