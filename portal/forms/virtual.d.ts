/**
 * The registry of forms the build derives from schemas/forms (portal/build/formRegistry.ts). Its
 * types are given where it is read (portal/forms/registry.ts, details.ts): an ambient module
 * cannot import ours.
 */
declare module 'virtual:form-registry' {
  export const SHELL_FORMS: unknown;
}
declare module 'virtual:form-details' {
  export const MANIFEST_FORMS: unknown;
  export const FORM_LOADERS: unknown;
}
declare module 'virtual:every-form' {
  export const FORM_FILES: unknown;
}
