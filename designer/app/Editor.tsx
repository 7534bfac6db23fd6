/** The open form: its structure, the chosen field, adding fields, problems, changes and the preview. */
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { outlineOf, type FieldNode } from '../model/outline.ts';
import { formFile, json, registerOf } from '../model/workspace.ts';
import { AddField } from './AddField.tsx';
import { Changes } from './Changes.tsx';
import { ask, ConfirmDialog } from './ConfirmDialog.tsx';
import { C, SLOT_NAMES } from './codes.ts';
import { FieldPanel } from './FieldPanel.tsx';
import { VersionHistory } from './VersionHistory.tsx';
import { FormSettings } from './FormSettings.tsx';
import { discardNewForm } from '../model/newForm.ts';
import { Outline } from './Outline.tsx';
import { Preview } from './Preview.tsx';
import { findProblems } from './problems.ts';
import { completeAndSay, ProblemList } from './ProblemList.tsx';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

export function Editor({ form }: { form: string }) {
  const t = useT();
  const { files, language, selected, open, change } = useDesigner();
  const outline = useMemo(() => outlineOf(files, form), [files, form]);
  const register = registerOf(files, language);
  const labelOf = useCallback(
    (field: FieldNode) => {
      let node: unknown = json(files, formFile.ui(form));
      for (const segment of field.uiPath)
        node = (node as Record<string, unknown> | undefined)?.[segment as string];
      const code = (node as Record<string, unknown> | undefined)?.['ui:title'];
      return (typeof code === 'string' && register[code]) || field.name;
    },
    [files, form, register],
  );
  const deferredFiles = useDeferredValue(files);
  const problems = useMemo(
    () =>
      findProblems(deferredFiles, form, outlineOf(deferredFiles, form), (key) =>
        t(SLOT_NAMES[key] ?? C.slotTitle),
      ),
    [deferredFiles, form, t],
  );
  const manifest = files[formFile.manifest(form)]
    ? json<{ title?: string }>(files, formFile.manifest(form))
    : {};
  const title = (manifest.title && register[manifest.title]) || form;
  const field = selected ? outline.byId.get(selected) : undefined;
  const unsavedNew = useDesigner((state) => state.original[formFile.schema(form)] === undefined);

  return (
    <div className="designer-editor">
      <p>
        <button type="button" className="designer-link" onClick={() => open(null)}>
          {t(C.backToForms)}
        </button>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="designer-muted">{t(C.shortcuts)}</p>
      {unsavedNew && <DiscardNewForm form={form} title={title} />}
      <div className="designer-columns">
        <Outline form={form} outline={outline} problems={problems} labelOf={labelOf} />
        <div className="designer-column">
          {field ? (
            <FieldPanel
              key={field.id}
              form={form}
              outline={outline}
              field={field}
              problems={problems}
              labelOf={labelOf}
            />
          ) : (
            <section className="designer-panel" aria-labelledby="field-heading">
              <h2 id="field-heading">{t(C.fieldDetails)}</h2>
              <p>{t(C.chooseField)}</p>
            </section>
          )}
          <AddField form={form} outline={outline} />
        </div>
        <div className="designer-column">
          <ProblemList problems={problems} form={form} outline={outline} labelOf={labelOf} />
          <div className="designer-actions">
            <button
              type="button"
              aria-describedby="complete-examples-hint"
              onClick={() => change(...completeAndSay(files, form, t))}
            >
              {t(C.completeExamples)}
            </button>
          </div>
          <p id="complete-examples-hint" className="designer-muted">
            {t(C.completeExamplesHint)}
          </p>
          <Changes form={form} problemCount={problems.length} />
          <FormSettings form={form} problemCount={problems.length} outline={outline} labelOf={labelOf} />
          <VersionHistory form={form} />
        </div>
      </div>
      <Preview form={form} />
    </div>
  );
}

/** An unsaved new form can be thrown away whole (issue 47), after a question whose safe answer has the focus. */
function DiscardNewForm({ form, title }: { form: string; title: string }) {
  const t = useT();
  const { files, change, open } = useDesigner();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div className="designer-actions">
      <button type="button" className="designer-danger" onClick={() => ask(dialog.current)}>
        {t(C.discardNewForm)}
      </button>
      <ConfirmDialog
        dialog={dialog}
        id="discard-question"
        question={t(C.discardQuestion, { title })}
        confirm={t(C.discardForm)}
        onConfirm={() => {
          open(null);
          change(discardNewForm(files, form), t(C.formDiscarded, { title }));
        }}
      />
    </div>
  );
}
