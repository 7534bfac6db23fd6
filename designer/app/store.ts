/**
 * The designer's state (zustand), with undo and redo of every edit (zundo keeps the working sets of
 * files; each edit is one step, Ctrl+Z / Ctrl+Shift+Z).
 */
import { create } from 'zustand';
import { temporal } from 'zundo';
import type { Language } from '../../texts/index.ts';
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
      announcement: { text: '', count: 0 },
      load: (files, modified, versions = {}) => set({ original: files, files, modified, versions }),
      open: (form) => set({ form, selected: null }),
      select: (selected) => set({ selected }),
      change: (files, announcement) =>
        set((state) =>
          announcement === undefined
            ? { files }
            : { files, announcement: { text: announcement, count: state.announcement.count + 1 } },
        ),
      announce: (text) => set((state) => ({ announcement: { text, count: state.announcement.count + 1 } })),
      setLanguage: (language) => set({ language }),
    }),
    { partialize: (state) => ({ files: state.files }), equality: (a, b) => a.files === b.files, limit: 300 },
  ),
);

export const undo = () => useDesigner.temporal.getState().undo();
export const redo = () => useDesigner.temporal.getState().redo();
