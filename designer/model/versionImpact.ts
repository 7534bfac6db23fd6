/**
 * What a change to a published form does to the answers landlords have already saved (issue 43),
 * as `schemas:check` says it (engine/core/formChanges.ts, the same code): every change from the
 * form as read to the form as edited, additive or breaking, and the breaking ones that the form's
 * migrations (`<form>.migrations.json`, engine/core/migrations.ts) do not yet cover. The designer
 * shows it before saving and offers the step for the common cases (`withStep`): a removed field's
 * answers dropped or moved into another field, a new or narrowed field asked for anew.
 */
import { fieldLabel, fieldsOf, formChanges, type FormChange } from '../../engine/core/formChanges.ts';
import { formVersionContent, type FormVersionContent } from '../../engine/core/formVersion.ts';
import { setText } from './texts.ts';
import {
  readMigrations,
  uncovered,
  type FormMigrations,
  type MigrationStep,
} from '../../engine/core/migrations.ts';
import type { FormSchema, UiSchema } from '../../engine/core/types.ts';
import { formFile, json, registerOf, type Files } from './workspace.ts';

/** The form's migrations file, beside its schema. */
export const migrationsFile = (form: string) => `schemas/forms/${form}.migrations.json`;

export interface VersionImpact {
  /** The version the edits make (the last kept one's next). */
  version: number;
  changes: FormChange[];
  /** The breaking changes no step of the version's migrations covers. */
  uncovered: FormChange[];
  /** The version's steps as they are. */
  steps: readonly MigrationStep[];
  /** The edited form's fields (a moved answer's possible targets): pointer and label in each language. */
  fields: { pointer: string; label: Record<'fi' | 'sv', string> }[];
}

function contentOf(files: Files, form: string) {
  return formVersionContent(
    {
      schema: json<FormSchema>(files, formFile.schema(form)),
      uiSchema: files[formFile.ui(form)] === undefined ? {} : json<UiSchema>(files, formFile.ui(form)),
      manifest: json<Record<string, unknown>>(files, formFile.manifest(form)),
    },
    { fi: registerOf(files, 'fi'), sv: registerOf(files, 'sv') },
  );
}

/** The migrations of a working set's form (none when its file is missing or not sound). */
export function migrationsOf(files: Files, form: string): FormMigrations {
  const read = readMigrations(files[migrationsFile(form)]);
  return 'migrations' in read ? read.migrations : {};
}

/**
 * The impact of the edits on a published form with a kept version (`lastVersion`); null for a new
 * form, a draft, or one whose files do not parse (the problems say why).
 */
export function versionImpact(
  original: Files,
  files: Files,
  form: string,
  lastVersion: number | undefined,
): VersionImpact | null {
  const manifest = formFile.manifest(form);
  if (lastVersion === undefined || original[manifest] === undefined || files[manifest] === undefined)
    return null;
  try {
    if (json<{ status?: string }>(original, manifest).status !== 'published') return null;
    const version = lastVersion + 1;
    const edited = contentOf(files, form);
    const changes = formChanges(contentOf(original, form), edited);
    const steps = migrationsOf(files, form)[String(version)] ?? [];
    const fields = [...fieldsOf(edited.schema).keys()].map((pointer) => ({
      pointer,
      label: { fi: fieldLabel(edited, pointer, 'fi'), sv: fieldLabel(edited, pointer, 'sv') },
    }));
    return { version, changes, uncovered: uncovered(changes, steps), steps, fields };
  } catch {
    return null;
  }
}

/** The working set with `step` added to the form's migrations into `version` (the file made when missing). */
export function withStep(files: Files, form: string, version: number, step: MigrationStep): Files {
  const path = migrationsFile(form);
  const migrations = { ...migrationsOf(files, form) } as Record<string, readonly MigrationStep[]>;
  migrations[String(version)] = [...(migrations[String(version)] ?? []), step];
  return { ...files, [path]: `${JSON.stringify(migrations, null, 2)}\n` };
}

/**
 * The working set with a kept version restored as the form's working copy (issue 43, roll back):
 * its schema, UI schema and manifest as they were published then, and the texts of the codes it
 * used as they read then (other texts untouched). Saved, it is published as the next version.
 */
export function restoreVersion(files: Files, form: string, content: FormVersionContent): Files {
  const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  let restored: Files = {
    ...files,
    [formFile.schema(form)]: text(content.schema),
    [formFile.ui(form)]: text(content.uiSchema),
    [formFile.manifest(form)]: text(content.manifest),
  };
  for (const language of ['fi', 'sv'] as const)
    for (const [code, value] of Object.entries(content.texts[language]))
      restored = setText(restored, code, language, value);
  return restored;
}
