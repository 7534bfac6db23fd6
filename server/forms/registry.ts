/**
 * The forms the server serves, found from the files of schemas/forms (or the folder `FORMS_DIR`
 * names): each form's manifest (`<form>.form.json`, api/formManifest.ts), read once. A draft is
 * served only when the server runs with FORM_DRAFTS (a preview, never in production).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDocumentForm, isServed, type FormManifest, type ManifestForm } from '../../api/formManifest.ts';

export const FORMS_DIR = process.env['FORMS_DIR']
  ? resolve(process.env['FORMS_DIR'])
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas/forms');

const read = new Map<string, ManifestForm[]>();

/** Every form of the folder that has a manifest, by name. */
export function manifestForms(directory = FORMS_DIR): ManifestForm[] {
  let forms = read.get(directory);
  if (!forms) {
    forms = existsSync(directory)
      ? readdirSync(directory)
          .filter((name) => name.endsWith('.form.json'))
          .sort()
          .map((name) => ({
            id: name.replace(/\.form\.json$/, ''),
            manifest: JSON.parse(readFileSync(join(directory, name), 'utf8')) as FormManifest,
          }))
      : [];
    read.set(directory, forms);
  }
  return forms;
}

export interface FormRegistry {
  /** The served form sent as a document (`POST /api/api/v1/form/{formId}`), or undefined. */
  documentForm(formId: string): ManifestForm | undefined;
  /** Every served form sent as a document (their document types are listed like SPEC's). */
  documentForms(): ManifestForm[];
  /** The draft types of the served forms that keep drafts (their document types). */
  draftTypes(): string[];
}

export function createFormRegistry(options: { drafts: boolean }, directory = FORMS_DIR): FormRegistry {
  const served = () =>
    manifestForms(directory).filter((form) => isServed(form.manifest, options) && isDocumentForm(form));
  return {
    documentForm: (formId) => served().find((form) => form.id === formId),
    documentForms: served,
    draftTypes: () =>
      served().flatMap(({ manifest }) =>
        manifest.drafts === true && manifest.submission.kind === 'document'
          ? [manifest.submission.documentType]
          : [],
      ),
  };
}

/**
 * Every manifest form's document type with its name's text code, drafts included: a document's
 * type is named (and sorted by name) whoever can still send such a form.
 */
export function formDocumentTypeNames(directory = FORMS_DIR): Readonly<Record<string, string>> {
  return Object.fromEntries(
    manifestForms(directory).flatMap(({ manifest }) =>
      manifest.submission.kind === 'document'
        ? [[manifest.submission.documentType, manifest.submission.documentName]]
        : [],
    ),
  );
}

/** The names of the forms that have a manifest, as an object's keys (`formId in …`). */
export function formIdsWithManifests(directory = FORMS_DIR): Readonly<Record<string, true>> {
  return Object.fromEntries(manifestForms(directory).map((form) => [form.id, true] as const));
}
