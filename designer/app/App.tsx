/**
 * The designer's frame: its title, the author's language, undo and redo, the polite live region, and
 * either the list of forms or the open form.
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../texts/index.ts';
import { loadWorkspace } from './api.ts';
import { C } from './codes.ts';
import { Editor } from './Editor.tsx';
import { FormList } from './FormList.tsx';
import { redo, undo, useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

function useUndoKeys() {
  const t = useT();
  const announce = useDesigner((state) => state.announce);
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
      if (event.shiftKey) {
        redo();
        announce(t(C.redone));
      } else {
        undo();
        announce(t(C.undone));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [t, announce]);
}

function UndoButtons() {
  const t = useT();
  const announce = useDesigner((state) => state.announce);
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
        onClick={() => canUndo && (undo(), announce(t(C.undone)))}
        aria-keyshortcuts="Control+Z"
      >
        {t(C.undo)}
      </button>
      <button
        type="button"
        aria-disabled={!canRedo}
        onClick={() => canRedo && (redo(), announce(t(C.redone)))}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t(C.redo)}
      </button>
    </div>
  );
}

export function App() {
  const t = useT();
  const { form, language, setLanguage, load, announcement } = useDesigner();
  const [failure, setFailure] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useUndoKeys();
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
        <label className="designer-language">
          {t(C.uiLanguage)}{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            <option value="fi" lang="fi">
              suomi
            </option>
            <option value="sv" lang="sv">
              svenska
            </option>
          </select>
        </label>
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
