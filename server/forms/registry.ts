/**
 * The forms the server serves, found from the files of schemas/forms (or the folder `FORMS_DIR`
 * names): each form's manifest (`<form>.form.json`, api/formManifest.ts), read once. A draft is
 * served only when the server runs with FORM_DRAFTS (a preview, never in production).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDocumentForm, isServed, type FormManifest, type ManifestForm } from '../../api/formManifest.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import type { SubmissionValidators } from '../../engine/core/submission.ts';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/core/types.ts';

export const FORMS_DIR = process.env['FORMS_DIR']
  ? resolve(process.env['FORMS_DIR'])
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas/forms');

interface Read {
  forms: ManifestForm[];
  typeNames: Readonly<Record<string, string>>;
  ids: Readonly<Record<string, true>>;
}

const read = new Map<string, Read>();

/**
 * The folder's manifests and what is derived from them, read once. `createFormRegistry` reads them
 * when the server starts (server/api/handlers.ts), so no request waits for the files.
 */
function readFolder(directory: string): Read {
  let found = read.get(directory);
  if (!found) {
    const forms: ManifestForm[] = existsSync(directory)
      ? readdirSync(directory)
          .filter((name) => name.endsWith('.form.json'))
          .sort()
          .map((name) => ({
            id: name.replace(/\.form\.json$/, ''),
            manifest: JSON.parse(readFileSync(join(directory, name), 'utf8')) as FormManifest,
          }))
      : [];
    found = {
      forms,
      typeNames: Object.fromEntries(
        forms.flatMap(({ manifest }) =>
          manifest.submission.kind === 'document'
            ? [[manifest.submission.documentType, manifest.submission.documentName]]
            : [],
        ),
      ),
      ids: Object.fromEntries(forms.map((form) => [form.id, true] as const)),
    };
    read.set(directory, found);
  }
  return found;
}

/** Every form of the folder that has a manifest, by name. */
export function manifestForms(directory = FORMS_DIR): ManifestForm[] {
  return readFolder(directory).forms;
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
  // Read and chosen once, at start-up: the manifests do not change while the server runs.
  const served = manifestForms(directory).filter(
    (form) => isServed(form.manifest, options) && isDocumentForm(form),
  );
  const draftTypes = served.flatMap(({ manifest }) =>
    manifest.drafts === true && manifest.submission.kind === 'document'
      ? [manifest.submission.documentType]
      : [],
  );
  return {
    documentForm: (formId) => served.find((form) => form.id === formId),
    documentForms: () => served,
    draftTypes: () => draftTypes,
  };
}

/**
 * Every manifest form's document type with its name's text code, drafts included: a document's
 * type is named (and sorted by name) whoever can still send such a form.
 */
export function formDocumentTypeNames(directory = FORMS_DIR): Readonly<Record<string, string>> {
  return readFolder(directory).typeNames;
}

/** The names of the forms that have a manifest, as an object's keys (`formId in …`). */
export function formIdsWithManifests(directory = FORMS_DIR): Readonly<Record<string, true>> {
  return readFolder(directory).ids;
}

export interface LoadedForm {
  form: FormDefinition;
  validators: SubmissionValidators;
}

const cache = new Map<string, LoadedForm>();

/** A form id is the base name of its schema file (`landlord-application`). */
function isFormId(formId: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(formId);
}

/**
 * A form's definition (schema and UI schema) and its run-time validators, read once from
 * `FORMS_DIR`: what the server validates a submission with and draws its summary and PDF from.
 */
export function loadForm(formId: string): LoadedForm {
  const cached = cache.get(formId);
  if (cached) return cached;
  const schemaFile = join(FORMS_DIR, `${formId}.schema.json`);
  if (!isFormId(formId) || !existsSync(schemaFile)) throw new Error(`Unknown form: ${formId}`);
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as FormSchema;
  const uiFile = join(FORMS_DIR, `${formId}.ui.json`);
  const uiSchema = existsSync(uiFile) ? (JSON.parse(readFileSync(uiFile, 'utf8')) as UiSchema) : {};
  const loaded = { form: { id: formId, schema, uiSchema }, validators: createRuntimeValidators(schema) };
  cache.set(formId, loaded);
  return loaded;
}
