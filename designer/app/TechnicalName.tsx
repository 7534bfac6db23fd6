/**
 * A field's technical name (issue 47): editable while no published version of the form has the
 * field (model/renameField.ts renames it everywhere), shown as text after that. A name that cannot
 * be says why, by the box, and the author's text stays in it.
 */
import { useId, useState } from 'react';
import { outlineOf, type FieldNode } from '../model/outline.ts';
import { renameField, renameRefusal, type RenameRefusal } from '../model/renameField.ts';
import { formFile, json, type Files } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

/** The one field panel's name box, found again after the panel is the renamed field's. */
const INPUT_ID = 'technical-name';

const REFUSALS: Record<RenameRefusal, string> = {
  invalid: C.technicalNameInvalid,
  taken: C.technicalNameTaken,
  locked: C.technicalNameLocked,
  shared: C.technicalNameShared,
};

/** Whether the form as read has been published (now or in a kept version) with this field. */
function published(original: Files, versions: Record<string, number>, form: string, field: FieldNode) {
  if (original[formFile.schema(form)] === undefined) return false;
  const manifest = original[formFile.manifest(form)]
    ? json<{ status?: string }>(original, formFile.manifest(form))
    : {};
  if (versions[form] === undefined && manifest.status !== 'published') return false;
  return outlineOf(original, form).byId.has(field.id);
}

export function TechnicalName({ form, field, label }: { form: string; field: FieldNode; label: string }) {
  const t = useT();
  const { files, original, versions, change, select } = useDesigner();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RenameRefusal | null>(null);
  if (published(original, versions, form, field))
    return <p className="designer-muted">{t(C.technicalName, { name: field.name })}</p>;
  const commit = (byEnter: boolean) => {
    const name = draft?.trim();
    if (name === undefined || name === field.name) return setRefusal(null);
    const refused = renameRefusal(files, form, field, name);
    setRefusal(refused);
    if (refused) return;
    const renamed = renameField(files, form, field.id, name);
    setDraft(null);
    change(renamed, t(C.technicalNameChanged, { label, name }));
    select(`${field.parent.id}/${name}`);
    // The panel is the renamed field's now: Enter keeps the author in its box.
    if (byEnter) requestAnimationFrame(() => document.getElementById(INPUT_ID)?.focus());
  };
  return (
    <div className="designer-rule">
      <label htmlFor={INPUT_ID}>{t(C.technicalNameLabel)}</label>
      <input
        id={INPUT_ID}
        value={draft ?? field.name}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={refusal !== null}
        aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(false)}
        onKeyDown={(event) => event.key === 'Enter' && commit(true)}
      />
      <span id={`${id}-hint`} className="designer-muted designer-block">
        {t(C.technicalNameHint)}
      </span>
      {refusal && (
        <span id={`${id}-error`} className="designer-problem designer-block" role="alert">
          {t(REFUSALS[refusal], { name: draft?.trim() ?? '' })}
        </span>
      )}
    </div>
  );
}
