/**
 * The forms the server serves, from the forms catalogue (catalogue/forms.ts, the one reader of
 * schemas/forms): which manifest forms are sent as documents (`POST /api/api/v1/form/{formId}`),
 * which keep drafts, and every form's definition and run-time validators. A draft is served only
 * when the server runs with FORM_DRAFTS (a preview, never in production).
 */
import type { OperationSpec } from '../../api/contract.ts';
import { formsCatalogue, type LoadedForm } from '../../catalogue/forms.ts';
import { draftTypeOf, isDocumentForm, type ManifestForm } from '../../api/formManifest.ts';

export type { LoadedForm };

/** Every form of the folder that has a manifest, by name. */
export function manifestForms(): ManifestForm[] {
  return formsCatalogue().manifestForms();
}

export interface FormRegistry {
  /** The served form sent as a document (`POST /api/api/v1/form/{formId}`), or undefined. */
  documentForm(formId: string): ManifestForm | undefined;
  /** Every served form sent as a document (their document types are listed like SPEC's). */
  documentForms(): ManifestForm[];
  /** The draft types of the served forms that keep drafts (api/formManifest.ts, draftTypeOf). */
  draftTypes(): string[];
  /** Every served form, whatever its submission makes (each has versions: forms/versions.ts). */
  servedForms(): ManifestForm[];
  /** The served form whose drafts have the type, or undefined. */
  draftForm(type: string): ManifestForm | undefined;
}

export function createFormRegistry(options: { drafts: boolean }): FormRegistry {
  // Read and chosen once, at start-up (server/api/handlers.ts): no request waits for the files.
  const catalogue = formsCatalogue();
  const all = catalogue.served(options);
  const served = all.filter(isDocumentForm);
  const draftTypes = catalogue.draftTypes(all);
  return {
    documentForm: (formId) => served.find((form) => form.id === formId),
    documentForms: () => served,
    draftTypes: () => draftTypes,
    servedForms: () => all,
    draftForm: (type) => all.find((form) => draftTypeOf(form) === type),
  };
}

/**
 * Every manifest form's document type with its name's text code, drafts included: a document's
 * type is named (and sorted by name) whoever can still send such a form.
 */
export function formDocumentTypeNames(): Readonly<Record<string, string>> {
  return formsCatalogue().documentTypeNames();
}

/**
 * A form's definition (schema and UI schema) and its run-time validators, read once: what the
 * server validates a submission with and draws its summary and PDF from.
 */
export function loadForm(formId: string): LoadedForm {
  return formsCatalogue().load(formId);
}

/** Whether `formId` names a form with a manifest (a stored document's `formId`, documents.ts). */
export function hasManifest(formId: string): boolean {
  return formsCatalogue()
    .manifestForms()
    .some((form) => form.id === formId);
}

/** The generic operation of the document forms (`POST /api/api/v1/form/{formId}`). */
export const GENERIC_OPERATION = 'formSubmit';

/**
 * The operations that send a form: the generic one, and each one a manifest names, with the
 * manifest forms they send. Read from the manifests (drafts included: a draft's own operation is
 * still one that sends a form).
 */
export function submissionOperations(): ReadonlyMap<string, readonly ManifestForm[]> {
  // The process's catalogue is read once (formsCatalogue): so is this, though every registered
  // operation asks (registerOperation's `sendsAForm`).
  operationsByForm ??= byOperationOf(formsCatalogue().manifestForms());
  return operationsByForm;
}

let operationsByForm: ReadonlyMap<string, readonly ManifestForm[]> | undefined;

function byOperationOf(forms: readonly ManifestForm[]): ReadonlyMap<string, readonly ManifestForm[]> {
  const byOperation = new Map<string, ManifestForm[]>([[GENERIC_OPERATION, []]]);
  for (const form of forms) {
    const id =
      form.manifest.submission.kind === 'document' ? GENERIC_OPERATION : form.manifest.submission.operation;
    byOperation.set(id, [...(byOperation.get(id) ?? []), form]);
  }
  return byOperation;
}

/** Whether `spec` sends a form: only `registerSubmissions` registers it. */
export function sendsAForm(spec: Pick<OperationSpec, 'id'>): boolean {
  return submissionOperations().has(spec.id);
}
