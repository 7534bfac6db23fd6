/**
 * Before saving: the change summary in words (to paste into a pull request) beside each file's
 * diff. A published form with problems is never saved over its live state silently (issue 47): a
 * dialog says that saving now takes it out of the portal (saved as a draft), and Peruuta, which has
 * the focus, saves nothing and leaves it published; for a published form, what the change does to the drafts landlords have saved (issue 43:
 * each change additive or breaking, as schemas:check says, with the migration step offered for a
 * breaking one, and no save until each has one); and the save. A form with problems is saved as a draft (its manifest's status), never as
 * published; the API refuses to overwrite a file changed on disk since it was read, and whatever
 * fails, the author's work stays in the window.
 */
import { createTwoFilesPatch } from 'diff';
import { useEffect, useRef, useState } from 'react';
import { summarizeChanges } from '../model/changes.ts';
import { describeChange } from './describeChange.ts';
import { versionImpact, withStep, type VersionImpact } from '../model/versionImpact.ts';
import {
  CHANGE_TEXT_CODES,
  describeChange as describeFormChange,
  type FormChange,
} from '../../engine/core/formChanges.ts';
import type { MigrationStep } from '../../engine/core/migrations.ts';
import { setAt, valueAt } from '../model/jsonEdit.ts';
import { filesToWrite, type FileWrite } from '../model/save.ts';
import { formFile, type Files } from '../model/workspace.ts';
import { loadWorkspace, saveFiles } from './api.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

/** A form with problems goes to disk as a draft. */
export function asDraftIfProblems(files: Files, form: string, problemCount: number): Files {
  const manifest = formFile.manifest(form);
  if (
    problemCount === 0 ||
    files[manifest] === undefined ||
    valueAt(files[manifest]!, ['status']) !== 'published'
  )
    return files;
  return { ...files, [manifest]: setAt(files[manifest]!, ['status'], 'draft') };
}

export function Changes({ form, problemCount }: { form: string; problemCount: number }) {
  const t = useT();
  const { original, files, language, load, change, announce, versions } = useDesigner();
  // Null until the files to write are known (formatting is asynchronous): nothing is claimed before.
  const [computed, setComputed] = useState<{ original: Files; files: Files; writes: FileWrite[] } | null>(
    null,
  );
  const writes = computed?.original === original && computed.files === files ? computed.writes : null;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    void filesToWrite(original, files).then(
      (next) => current && setComputed({ original, files, writes: next }),
    );
    return () => {
      current = false;
    };
  }, [original, files]);
  const changes = summarizeChanges(original, files, form);
  const impact = versionImpact(original, files, form, versions[form]);
  const blocked = impact !== null && impact.uncovered.length > 0;

  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const unpublishes = asDraftIfProblems(files, form, problemCount) !== files;
  /** Saves; a published form with problems only after the author chose to take it out of the portal. */
  const requestSave = () => {
    if (blocked) return;
    if (!unpublishes) return void save();
    dialog.current?.showModal();
    // The safe choice has the focus: Enter saves nothing.
    cancelButton.current?.focus();
  };
  const save = async () => {
    if (blocked) return;
    dialog.current?.close();
    setSaving(true);
    try {
      const toSave = asDraftIfProblems(files, form, problemCount);
      const written = await saveFiles(await filesToWrite(original, toSave));
      const workspace = await loadWorkspace();
      load(workspace.files, workspace.modified, workspace.versions);
      const text = [
        t(C.saved, { files: written.written.join(', ') }),
        ...(toSave !== files ? [t(C.savedAsDraft)] : []),
      ].join(' ');
      setResult({ ok: true, text });
      announce(text);
    } catch (error) {
      const text = t(C.saveFailed, { message: (error as Error).message });
      setResult({ ok: false, text });
      change(files);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="changes-heading" className="designer-panel">
      <h2 id="changes-heading">{t(C.changes)}</h2>
      {result && (
        // A success is said by the designer's live region (announce); a failure is an alert.
        <p
          role={result.ok ? undefined : 'alert'}
          className={result.ok ? 'designer-notice' : 'designer-problem'}
        >
          {result.text}
        </p>
      )}
      {writes === null ? null : writes.length === 0 ? (
        <p>{t(C.noChanges)}</p>
      ) : (
        <>
          <h3>{t(C.changeSummary)}</h3>
          <ul className="designer-change-summary">
            {changes.map((item, index) => (
              <li key={index}>{describeChange(item, t, language)}</li>
            ))}
          </ul>
          {impact && (
            <VersionImpactList
              impact={impact}
              onStep={(step) =>
                change(
                  withStep(files, form, impact.version, step),
                  t(C.stepAdded, { step: JSON.stringify(step) }),
                )
              }
            />
          )}
          {problemCount > 0 && (
            <p className="designer-problem">{t(C.hasProblems, { count: problemCount })}</p>
          )}
          {blocked && (
            <p className="designer-problem" id="impact-blocks-save">
              {t(C.impactBlocksSave)}
            </p>
          )}
          <div className="designer-actions">
            <button
              type="button"
              onClick={requestSave}
              aria-disabled={saving || blocked}
              {...(blocked ? { 'aria-describedby': 'impact-blocks-save' } : {})}
            >
              {t(C.save)}
            </button>
          </div>
          <dialog ref={dialog} aria-labelledby="unpublish-question" className="designer-dialog">
            <p id="unpublish-question">{t(C.unpublishQuestion, { count: problemCount })}</p>
            <div className="designer-actions">
              <button type="button" className="designer-danger" onClick={() => void save()}>
                {t(C.saveAsDraft)}
              </button>
              <button
                type="button"
                ref={cancelButton}
                onClick={() => {
                  dialog.current?.close();
                  announce(t(C.nothingSaved));
                }}
              >
                {t(C.cancel)}
              </button>
            </div>
          </dialog>
          <details>
            <summary>{t(C.fileChanges)}</summary>
            {writes.map((write) => (
              <pre key={write.path} className="designer-diff" tabIndex={0} aria-label={write.path}>
                {createTwoFilesPatch(
                  write.path,
                  write.path,
                  original[write.path] ?? '',
                  write.text ?? '',
                  '',
                  '',
                  {
                    context: 2,
                  },
                )}
              </pre>
            ))}
          </details>
        </>
      )}
    </section>
  );
}

/** The offers for a breaking change no step covers yet: drop or move a removed field's answers, ask anew for any other. */
function StepOffers({
  change,
  fields,
  onStep,
}: {
  change: FormChange;
  fields: VersionImpact['fields'];
  onStep: (step: MigrationStep) => void;
}) {
  const t = useT();
  const language = useDesigner((state) => state.language);
  const [target, setTarget] = useState(fields[0]?.pointer ?? '');
  if (change.kind !== 'fieldRemoved')
    return (
      <button type="button" onClick={() => onStep({ ask: change.at })}>
        {t(C.askAnswer)}
      </button>
    );
  const selectId = `move-target-${change.at.replaceAll('/', '_')}`;
  return (
    <span className="designer-step-offers">
      <button type="button" onClick={() => onStep({ drop: change.at })}>
        {t(C.dropAnswers)}
      </button>
      <label htmlFor={selectId}>{t(C.moveAnswersTo)}</label>
      <select id={selectId} value={target} onChange={(event) => setTarget(event.target.value)}>
        {fields.map((field) => (
          <option key={field.pointer} value={field.pointer}>
            {field.label[language]} ({field.pointer})
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onStep({ move: change.at, to: target })} disabled={target === ''}>
        {t(C.moveAnswers)}
      </button>
      <button
        type="button"
        onClick={() => onStep({ rename: change.at, to: target })}
        disabled={target === ''}
      >
        {t(C.renamedTo)}
      </button>
    </span>
  );
}

/** Each change of a published form, additive or breaking, and the steps a breaking one still needs. */
function VersionImpactList({
  impact,
  onStep,
}: {
  impact: VersionImpact;
  onStep: (step: MigrationStep) => void;
}) {
  const t = useT();
  return (
    <>
      <h3>{t(C.impactHeading, { version: impact.version })}</h3>
      {impact.changes.every((item) => !item.breaking) && <p>{t(C.impactNone)}</p>}
      {impact.changes.length > 0 && (
        <ul className="designer-impact">
          {impact.changes.map((item, index) => (
            <li key={index} className={item.breaking ? 'designer-impact--breaking' : undefined}>
              <span className="designer-impact-sentence">
                <strong>{t(item.breaking ? CHANGE_TEXT_CODES.breaking : CHANGE_TEXT_CODES.additive)}:</strong>{' '}
                {describeFormChange(item, t)}
              </span>
              {impact.uncovered.includes(item) && (
                <>
                  {' '}
                  <StepOffers change={item} fields={impact.fields} onStep={onStep} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {impact.steps.length > 0 && (
        <p>{t(C.impactSteps, { steps: impact.steps.map((step) => JSON.stringify(step)).join(', ') })}</p>
      )}
    </>
  );
}
