/**
 * The form's manifest as settings: its name, status (published only without problems), address,
 * who may use it, where it is offered, what a submission becomes, drafts and the confirmation.
 */
import { useId } from 'react';
import { setSummaryName } from '../model/fixes.ts';
import { setManifest } from '../model/newForm.ts';
import { isTechnical } from '../model/outline.ts';
import { formFile, json } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import type { FieldNode, Outline } from '../model/outline.ts';
import { CommitInput } from './CommitInput.tsx';
import { GroupRules } from './FieldRules.tsx';
import { SidebarPlaces } from './SidebarPlaces.tsx';
import { CodeTexts } from './TextRow.tsx';
import { useT } from './useTexts.ts';

interface Manifest {
  status: 'draft' | 'published';
  title: string;
  path: string;
  roles: string[];
  page: string;
  offer?: { sidebar?: number; frontPage?: boolean };
  submission: { kind: string; documentType?: string; documentName?: string };
  drafts?: boolean;
  confirmation?: { title: string; body: string };
}

export function FormSettings({
  form,
  problemCount,
  outline,
  labelOf,
}: {
  form: string;
  problemCount: number;
  outline: Outline;
  labelOf: (field: FieldNode) => string;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const path = formFile.manifest(form);
  if (files[path] === undefined) return null;
  const manifest = json<Manifest>(files, path);
  const set = (at: (string | number)[], value: unknown) => change(setManifest(files, form, at, value));
  const roles: [string, string][] = [
    ['person', C.rolePerson],
    ['organisation', C.roleOrganisation],
    ['staff', C.roleStaff],
  ];
  return (
    <section aria-labelledby={`${id}-heading`} className="designer-panel">
      <h2 id={`${id}-heading`}>{t(C.formSettings)}</h2>
      <fieldset>
        <legend>{t(C.status)}</legend>
        <label className="designer-check">
          <input
            type="radio"
            name={`${id}-status`}
            checked={manifest.status === 'draft'}
            onChange={() => set(['status'], 'draft')}
          />{' '}
          {t(C.statusDraft)}
        </label>
        <label className="designer-check">
          <input
            type="radio"
            name={`${id}-status`}
            checked={manifest.status === 'published'}
            disabled={problemCount > 0}
            aria-describedby={problemCount > 0 ? `${id}-publish` : undefined}
            onChange={() => set(['status'], 'published')}
          />{' '}
          {t(C.statusPublished)}
        </label>
        {problemCount > 0 && (
          <p id={`${id}-publish`} className="designer-muted">
            {t(C.publishNeedsNoProblems)}
          </p>
        )}
      </fieldset>
      <CodeTexts code={manifest.title} name={t(C.formName)} />
      <SummaryName form={form} outline={outline} labelOf={labelOf} />
      <CommitInput label={t(C.formPath)} value={manifest.path} onCommit={(value) => set(['path'], value)} />
      <fieldset>
        <legend>{t(C.formRoles)}</legend>
        {roles.map(([role, code]) => (
          <label key={role} className="designer-check">
            <input
              type="checkbox"
              checked={manifest.roles.includes(role)}
              onChange={(event) =>
                set(
                  ['roles'],
                  event.target.checked
                    ? [...manifest.roles, role]
                    : manifest.roles.filter((candidate) => candidate !== role),
                )
              }
            />{' '}
            {t(code)}
          </label>
        ))}
      </fieldset>
      <CommitInput
        label={t(C.sidebarPlace)}
        number
        value={manifest.offer?.sidebar}
        onCommit={(value) => set(['offer', 'sidebar'], value)}
      />
      <SidebarPlaces form={form} />
      <label className="designer-check">
        <input
          type="checkbox"
          checked={manifest.offer?.frontPage === true}
          onChange={(event) => set(['offer', 'frontPage'], event.target.checked)}
        />{' '}
        {t(C.frontPageLink)}
      </label>
      {manifest.submission.kind === 'document' && (
        <>
          <CommitInput
            label={t(C.documentType)}
            value={manifest.submission.documentType ?? ''}
            onCommit={(value) => set(['submission', 'documentType'], value)}
          />
          {manifest.submission.documentName && (
            <CodeTexts code={manifest.submission.documentName} name={t(C.documentName)} />
          )}
        </>
      )}
      <label className="designer-check">
        <input
          type="checkbox"
          checked={manifest.drafts === true}
          onChange={(event) => set(['drafts'], event.target.checked)}
        />{' '}
        {t(C.keepsDrafts)}
      </label>
      {manifest.confirmation && (
        <CodeTexts code={manifest.confirmation.title} name={t(C.confirmationTitle)} />
      )}
      {manifest.confirmation && <CodeTexts code={manifest.confirmation.body} name={t(C.confirmationBody)} />}
      <GroupRules
        form={form}
        outline={outline}
        container={outline.root}
        labelOf={labelOf}
        heading={t(C.formRules)}
      />
    </section>
  );
}

/**
 * The field whose answer names the form's summary (its PDF's heading): a field with one answer,
 * not a group nor in a repeating group; or none.
 */
function SummaryName({
  form,
  outline,
  labelOf,
}: {
  form: string;
  outline: Outline;
  labelOf: (field: FieldNode) => string;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  const id = useId();
  const summary = json<{ 'ui:summary'?: { name?: string } }>(files, formFile.ui(form))['ui:summary'];
  if (!summary) return null;
  const candidates = [...outline.byId.values()].filter(
    (field) => !field.container && !field.id.includes('/items/') && !isTechnical(field),
  );
  const current = summary.name ?? '';
  return (
    <p>
      <label htmlFor={id}>{t(C.summaryName)}</label>
      <select
        id={id}
        value={candidates.some((field) => field.id === current) ? current : ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = candidates.find((field) => field.id === event.target.value);
          change(setSummaryName(files, form, chosen?.id));
        }}
      >
        <option value="">{t(C.summaryNameNone)}</option>
        {candidates.map((field) => (
          <option key={field.id} value={field.id}>
            {labelOf(field)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="designer-muted">
        {t(C.summaryNameHint)}
      </span>
    </p>
  );
}
