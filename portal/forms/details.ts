/**
 * The served forms' whole manifests and the generic page's forms' files (`virtual:form-details`,
 * portal/build/formRegistry.ts), for the pages that need them: the generic form page (its
 * confirmation, its files) and the documents lists (the forms' document types' names). Kept out of
 * the shell: the front page's JavaScript carries only what it shows.
 */
import { matchPath } from 'react-router';
import * as generated from 'virtual:form-details';
import { documentTypeNamesOf, type ManifestForm } from '../../api/formManifest.ts';
import type { FormHistory } from '../../engine/core/migrations.ts';
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../../engine/core/types.ts';

type FormLoader = () => Promise<{
  schema: FormSchema;
  uiSchema: UiSchema;
  validateFns: Record<string, ValidateFunction>;
  history: FormHistory;
}>;

/** Every served form with its manifest (staff forms too). */
export const MANIFEST_FORMS = generated.MANIFEST_FORMS as readonly ManifestForm[];
const FORM_LOADERS = generated.FORM_LOADERS as Readonly<Record<string, FormLoader>>;

/** A served form's whole manifest by its name. */
export function manifestOf(formId: string): ManifestForm | undefined {
  return MANIFEST_FORMS.find((form) => form.id === formId);
}

/**
 * The staff form of the generic page at a path, with the path's parameters (its manifest's path
 * names the case: `/asiakas/hakemus/:applicationId/paatos`), or undefined.
 */
export function staffFormAt(
  path: string,
): { form: ManifestForm; params: Readonly<Record<string, string>> } | undefined {
  for (const form of MANIFEST_FORMS) {
    if (!form.manifest.roles.includes('staff')) continue;
    const match = matchPath(form.manifest.path, path);
    if (match)
      return {
        form,
        params: Object.fromEntries(
          Object.entries(match.params).flatMap(([key, value]) => (value ? [[key, value]] : [])),
        ),
      };
  }
  return undefined;
}

/** A manifest form's path by its name: the own pages' routes (guards/paths.ts) are held to these. */
export function formPath(formId: string): string | undefined {
  return manifestOf(formId)?.manifest.path;
}

/** The forms' document types with the text codes of their names (api/documentTexts.ts). */
export const FORM_DOCUMENT_TYPE_NAMES = documentTypeNamesOf(MANIFEST_FORMS);

/** The generic page's form with its files and validators (its own chunk, loaded on demand). */
export async function loadGenericForm(formId: string): Promise<{
  definition: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
  /** Its version now and its migrations: a draft saved with an older version is brought forward. */
  history: FormHistory;
}> {
  const load = FORM_LOADERS[formId];
  if (!load) throw new Error(`no loader for the form ${formId}`);
  const { schema, uiSchema, validateFns, history } = await load();
  return { definition: { id: formId, schema, uiSchema }, validateFns, history };
}
