/**
 * The forms this portal serves, as the build found them (`virtual:form-registry`,
 * portal/build/formRegistry.ts): what the shell needs of the landlords' forms. The routes of the
 * generic form page and the sidebar's and the front page's links to forms come from here, never
 * from a hand list. The forms' whole manifests and files are in `./details.ts`, loaded with the
 * pages that need them.
 */
import * as generated from 'virtual:form-registry';
import type { FormRole, ShellForm } from '../../api/formManifest.ts';

/** The landlords' forms (not only for staff) with their path, name, roles, page and offer. */
export const LANDLORD_FORMS = generated.SHELL_FORMS as readonly ShellForm[];

/** The landlords' forms the generic form page serves, each at its manifest's path (every one). */
export const GENERIC_FORMS: readonly ShellForm[] = LANDLORD_FORMS;

/** The generic page's form at a path, or undefined. */
export function genericFormAt(path: string): ShellForm | undefined {
  const at = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return GENERIC_FORMS.find((form) => form.manifest.path === at);
}

/** The forms in the sidebar, in their manifests' order (`offer.sidebar`). */
export const SIDEBAR_FORMS: readonly ShellForm[] = LANDLORD_FORMS.filter(
  (form) => form.manifest.offer?.sidebar !== undefined,
);

/** The forms linked from the front page, in the sidebar's order (then by name). */
export const FRONT_PAGE_FORMS: readonly ShellForm[] = LANDLORD_FORMS.filter(
  (form) => form.manifest.offer?.frontPage === true,
).sort(
  (a, b) =>
    (a.manifest.offer?.sidebar ?? 999) - (b.manifest.offer?.sidebar ?? 999) || a.id.localeCompare(b.id),
);

/** Whether the role the user acts in may fill the form. */
export function formAllows(form: ShellForm, role: FormRole): boolean {
  return form.manifest.roles.includes(role);
}
