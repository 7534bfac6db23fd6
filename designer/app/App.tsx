/**
 * The designer's frame: its title, the author's language, undo and redo, the polite live region, and
 * either the list of forms or the open form, each form at an address of its own.
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../texts/index.ts';
import { loadWorkspace } from './api.ts';
import { C } from './codes.ts';
import { Editor } from './Editor.tsx';
import { FormList } from './FormList.tsx';
import { redoSaying, undoSaying, useDesigner } from './store.ts';
import { useT } from './useTexts.ts';
import { changedFiles, formFile } from '../model/workspace.ts';

function useUndoKeys() {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      // In a text box the browser's own undo of what is being typed comes first.
      const target = event.target as HTMLElement | null;
      if (
        target &&
        /^(INPUT|TEXTAREA)$/.test(target.tagName) &&
        (target as HTMLInputElement).type !== 'checkbox'
      )
        return;
      event.preventDefault();
      if (event.shiftKey) redoSaying(t);
      else undoSaying(t);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [t]);
}

function UndoButtons() {
  const t = useT();
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  useEffect(
    () =>
      useDesigner.temporal.subscribe((history) => {
        setCanUndo(history.pastStates.length > 0);
        setCanRedo(history.futureStates.length > 0);
      }),
    [],
  );
  return (
    <div className="designer-undo" role="group" aria-label={`${t(C.undo)} / ${t(C.redo)}`}>
      <button
        type="button"
        aria-disabled={!canUndo}
        onClick={() => canUndo && undoSaying(t)}
        aria-keyshortcuts="Control+Z"
      >
        {t(C.undo)}
      </button>
      <button
        type="button"
        aria-disabled={!canRedo}
        onClick={() => canRedo && redoSaying(t)}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t(C.redo)}
      </button>
    </div>
  );
}

/** The form an address names: `#/tenancy-end-notice` (each form has an address of its own). */
const formOfAddress = (): string | null => /^#\/([a-z0-9-]+)$/.exec(window.location.hash)?.[1] ?? null;

/**
 * The open form and the address in step (issue 47): opening a form gives it its address, Back goes
 * to where the author was, and an address of a form opens it; leaving with unsaved work asks the
 * browser's own question first.
 */
function useAddress(loaded: boolean) {
  const form = useDesigner((state) => state.form);
  const open = useDesigner((state) => state.open);
  useEffect(() => {
    if (!loaded) return;
    const wanted = formOfAddress();
    if (
      wanted &&
      wanted !== useDesigner.getState().form &&
      useDesigner.getState().files[formFile.schema(wanted)]
    )
      open(wanted);
    const onPop = () => open(formOfAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [loaded, open]);
  useEffect(() => {
    if (!loaded || formOfAddress() === form) return;
    window.history.pushState(null, '', form ? `#/${form}` : window.location.pathname);
  }, [loaded, form]);
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      const { original, files } = useDesigner.getState();
      if (changedFiles(original, files).length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);
}

export function App() {
  const t = useT();
  const { form, language, setLanguage, load, announcement } = useDesigner();
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useUndoKeys();
  useAddress(loaded);
  useEffect(() => {
    loadWorkspace()
      .then((workspace) => {
        load(workspace.files, workspace.modified, workspace.versions);
        useDesigner.temporal.getState().clear();
        setLoaded(true);
      })
      .catch((error: Error) => setFailure(error.message));
  }, [load]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t(C.title);
  }, [language, t]);

  return (
    <>
      <header className="designer-header">
        <p className="designer-name">{t(C.title)}</p>
        <UndoButtons />
        <p className="designer-language">
          <label htmlFor="designer-language">{t(C.uiLanguage)}</label>{' '}
          <select
            id="designer-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <option value="fi" lang="fi">
              suomi
            </option>
            <option value="sv" lang="sv">
              svenska
            </option>
          </select>
        </p>
      </header>
      <main className="designer-main">
        {failure ? (
          <p role="alert" className="designer-error">
            {t(C.loadFailed, { message: failure })}
          </p>
        ) : !loaded ? (
          <p role="status">{t(C.loading)}</p>
        ) : form ? (
          <Editor form={form} />
        ) : (
          <FormList />
        )}
      </main>
      <div className="visually-hidden" role="status" aria-live="polite" key={announcement.count}>
        {announcement.text}
      </div>
    </>
  );
}
