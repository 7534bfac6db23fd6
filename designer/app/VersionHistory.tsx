/**
 * Roll back (issue 43): a published form's kept versions, and any of them restored as the working
 * copy in one undoable step (its files and the texts it used as they read then). Saved, it is
 * published as the form's next version; the documents already sent keep their own.
 */
import { useId, useState } from 'react';
import { restoreVersion } from '../model/versionImpact.ts';
import { loadVersion } from './api.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

export function VersionHistory({ form }: { form: string }) {
  const t = useT();
  const { files, change, versions } = useDesigner();
  const last = versions[form];
  const [chosen, setChosen] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();
  if (last === undefined) return null;
  const restore = async () => {
    try {
      const version = await loadVersion(form, chosen);
      setFailure(null);
      change(
        restoreVersion(files, form, version.content),
        t(C.versionRestored, { number: version.number, next: last + 1 }),
      );
    } catch (error) {
      setFailure(t(C.versionLoadFailed, { message: (error as Error).message }));
    }
  };
  return (
    <section aria-labelledby={`${selectId}-heading`} className="designer-panel">
      <h2 id={`${selectId}-heading`}>{t(C.versionsHeading)}</h2>
      <p>{t(C.versionsIntro, { count: last })}</p>
      <div className="designer-actions">
        <label htmlFor={selectId}>{t(C.versionLabel)}</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {Array.from({ length: last }, (_, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void restore()}>
          {t(C.restoreVersion)}
        </button>
      </div>
      {failure && (
        <p role="alert" className="designer-problem">
          {failure}
        </p>
      )}
    </section>
  );
}
