/**
 * Form versions (issue 43; ARCHITECTURE.md, Forms over time). A form's version is its content
 * (engine/core/formVersion.ts: schema, UI schema, manifest and the fi and sv texts of every code
 * they and its documents use) with a number and the SHA-256 of its canonical JSON. Every version
 * a form has been published with is kept under version control beside the form, one file each:
 * `schemas/forms/versions/<form>/<number>.json`, written by `npm run forms:versions` when the form
 * has changed since its last one (and checked by `schemas:check`). The server keeps every version it
 * serves in the database (server/forms/versions.ts) and draws a document from the version it was
 * sent with, never from today's files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOCUMENT_TYPE_TEXT_CODES,
  HANDLER_DOCUMENT_TEXT_CODES,
  PDF_TEXT_CODES,
} from '../api/documentTexts.ts';
import { submissionHandlerOf, type FormManifest } from '../api/formManifest.ts';
import { canonicalJson, formVersionContent, type FormVersionContent } from '../engine/core/formVersion.ts';
import { fieldLabel, fieldsOf } from '../engine/core/formChanges.ts';
import { stepPointers, type FormHistory } from '../engine/core/migrations.ts';
import { SUMMARY_CODES } from '../engine/core/summary.ts';
import type { Language, TextRegister } from '../texts/index.ts';
import type { FormsCatalogue } from './forms.ts';

export type { FormVersionContent };

/** A version of a form: its number (1, 2, …), its content's hash and the content. */
export interface FormVersion {
  formId: string;
  number: number;
  hash: string;
  content: FormVersionContent;
}

/** The folder of a form's kept versions, beside the forms. */
export function versionsFolder(forms: FormsCatalogue, formId: string): string {
  return join(forms.directory, 'versions', formId);
}

/** A version's content as a SHA-256 (hex) of its canonical JSON. */
export function versionHash(content: FormVersionContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** The codes every version of a form keeps besides the form's own: its documents' frame and words. */
function documentCodes(manifest: FormManifest): string[] {
  const type = manifest.submission.kind === 'document' ? manifest.submission.documentType : undefined;
  const typeName = type ? (DOCUMENT_TYPE_TEXT_CODES as Record<string, string>)[type] : undefined;
  return [
    ...Object.values(PDF_TEXT_CODES),
    ...Object.values(SUMMARY_CODES),
    ...(typeName ? [typeName] : []),
    ...HANDLER_DOCUMENT_TEXT_CODES[submissionHandlerOf(manifest)],
  ];
}

/** The form's content as its files and the registers have it now. Throws for a form without a manifest. */
export function currentContent(
  forms: FormsCatalogue,
  formId: string,
  registers: Readonly<Record<Language, TextRegister>>,
): FormVersionContent {
  const manifest = forms.manifestForms().find((form) => form.id === formId)?.manifest;
  if (!manifest) throw new Error(`${formId}: a form version needs the form's manifest`);
  const { schema, uiSchema } = forms.definition(formId);
  return formVersionContent(
    { schema, uiSchema, manifest: manifest as unknown as Record<string, unknown> },
    registers,
    documentCodes(manifest),
  );
}

/** The versions of a form kept beside it, oldest first. A file that is not a version throws, naming it. */
export function keptVersions(forms: FormsCatalogue, formId: string): FormVersion[] {
  const folder = versionsFolder(forms, formId);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => {
      const file = join(folder, name);
      const read = JSON.parse(readFileSync(file, 'utf8')) as FormVersion;
      const number = Number(name.replace('.json', ''));
      if (read.formId !== formId || read.number !== number || versionHash(read.content) !== read.hash)
        throw new Error(`${file}: not version ${number} of ${formId} as written (its hash does not match)`);
      return read;
    })
    .sort((a, b) => a.number - b.number);
}

/** A form's versions: those kept beside it, and the one it is now, which the last of `all` is. */
export interface VersionChain {
  /** The kept versions, oldest first. */
  kept: FormVersion[];
  /** The version as served now (`kept` false while not yet kept). */
  current: FormVersion & { kept: boolean };
  /** The kept versions, and the current one after them when it is not kept yet. */
  all: FormVersion[];
}

/**
 * A form's kept versions and its version as served now: its last kept version when the content is
 * the same, or the next number when the form has changed since (not yet kept). A form rolled back
 * to an earlier version's content is a new version too: what came after it is history.
 */
export function versionChain(
  forms: FormsCatalogue,
  formId: string,
  registers: Readonly<Record<Language, TextRegister>>,
): VersionChain {
  const content = currentContent(forms, formId, registers);
  const hash = versionHash(content);
  const kept = keptVersions(forms, formId);
  const last = kept.at(-1);
  if (last?.hash === hash) return { kept, current: { ...last, kept: true }, all: kept };
  const current = { formId, number: (last?.number ?? 0) + 1, hash, content };
  return { kept, current: { ...current, kept: false }, all: [...kept, current] };
}

/** The form's version as served now (versionChain's `current`). */
export function currentVersion(
  forms: FormsCatalogue,
  formId: string,
  registers: Readonly<Record<Language, TextRegister>>,
): FormVersion & { kept: boolean } {
  return versionChain(forms, formId, registers).current;
}

/** Writes the form's current version beside it when it is new; answers it, and whether it was written. */
export function keepCurrentVersion(
  forms: FormsCatalogue,
  formId: string,
  registers: Readonly<Record<Language, TextRegister>>,
): { version: FormVersion; written: boolean } {
  const { kept, ...version } = currentVersion(forms, formId, registers);
  if (kept) return { version, written: false };
  const folder = versionsFolder(forms, formId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${version.number}.json`), `${JSON.stringify(version, null, 2)}\n`);
  return { version, written: true };
}

/**
 * Keeps the current version of every published form of `forms` that has changed since its last
 * kept one (`npm run forms:versions`, and the designer as it saves); answers the files written,
 * relative to the forms' folder (`versions/<form>/<number>.json`).
 */
export function keepPublishedVersions(
  forms: FormsCatalogue,
  registers: Readonly<Record<Language, TextRegister>>,
): string[] {
  return forms.served({ drafts: false }).flatMap(({ id }) => {
    const { version, written } = keepCurrentVersion(forms, id, registers);
    return written ? [`versions/${id}/${version.number}.json`] : [];
  });
}

/**
 * What the browser needs of a form's history to bring a saved draft forward (engine/core/migrations.ts
 * FormHistory): its version now, its migrations (none when its file is not sound: schemas:check
 * says why), and the labels of the fields they name.
 */
export function formHistory(
  forms: FormsCatalogue,
  formId: string,
  registers: Readonly<Record<Language, TextRegister>>,
): FormHistory {
  const { current, all } = versionChain(forms, formId, registers);
  const read = forms.migrations(formId);
  const migrations = 'migrations' in read ? read.migrations : {};
  const newestFirst = [...all].reverse();
  const labels: Record<string, Record<Language, string>> = {};
  for (const steps of Object.values(migrations))
    for (const step of steps)
      for (const pointer of Object.values(stepPointers(step))) {
        if (pointer === undefined || labels[pointer]) continue;
        const holder =
          newestFirst.find((version) => fieldsOf(version.content.schema).has(pointer)) ?? current;
        labels[pointer] = {
          fi: fieldLabel(holder.content, pointer, 'fi'),
          sv: fieldLabel(holder.content, pointer, 'sv'),
        };
      }
  return { version: current.number, migrations, labels };
}
