/**
 * A form's manifest (`schemas/forms/<form>.form.json`, schema `schemas/form-manifest.schema.json`):
 * where the form is offered, to whom, and what a submission becomes. The portal's routes, sidebar
 * and front-page links for the forms, the generic form operation and the documents' type names all
 * come from the manifests (portal/forms/, server/forms/). Types and pure rules only: this runs in the
 * browser and on the server.
 */
import { plainWords } from '../texts/plainWords.ts';

export const FORM_ROLES = ['person', 'organisation', 'staff'] as const;
export type FormRole = (typeof FORM_ROLES)[number];

/**
 * The server's submission handlers by name (server/forms/submissions.ts): what a checked form
 * becomes. A document form's is `document`; a form sent through a contract operation of its own
 * names its handler in its manifest (the manifest schema's enum lists the same names).
 */
export const SUBMISSION_HANDLERS = [
  'document',
  'landlordApplication',
  'realization',
  'paymentInfoUpdate',
  'applicationDecision',
  'realizationDecision',
  'attachmentRequest',
] as const;
export type SubmissionHandlerName = (typeof SUBMISSION_HANDLERS)[number];

/** The submission handler a manifest names (`document` for a document form). */
export function submissionHandlerOf(manifest: FormManifest): SubmissionHandlerName {
  return manifest.submission.kind === 'document' ? 'document' : manifest.submission.handler;
}

export interface FormManifest {
  status: 'draft' | 'published';
  /** Text code of the form's name: the sidebar link, and the page heading unless `heading` says more. */
  title: string;
  /** Text code of the page's heading (and the browser tab's title) when it differs from `title`. */
  heading?: string;
  /** The page's address (a Finnish slug; `:name` segments for a staff form's ids). */
  path: string;
  roles: FormRole[];
  /** `form`: the portal's generic form page serves it (every form; its extensions do the rest). */
  page: 'form';
  offer?: { sidebar?: number; frontPage?: boolean };
  submission:
    | { kind: 'document'; documentType: string; documentName: string }
    | { kind: 'operation'; operation: string; handler: SubmissionHandlerName };
  drafts?: boolean;
  /**
   * How a form that keeps drafts opens without `?openExisting=`: `newest` (the default) continues
   * the newest saved draft; `new` starts a new one, the front page listing the saved ones.
   */
  opens?: 'newest' | 'new';
  /**
   * What the page says once sent (text codes); `next`: what happens next; `again`: the button that
   * starts another.
   */
  confirmation?: { title: string; body: string; next?: string; again?: string };
  /** Text code of the send button (the engine's 'Lähetä' otherwise). */
  submitLabel?: string;
  /** The generic page's extensions for this form (portal/forms/extensions/). */
  extensions?: PageExtensionSpec[];
}

/**
 * A page extension as a manifest names it: what the generic form page does for a form beyond the
 * engine (portal/forms/extensions/, one file each).
 */
export type PageExtensionSpec =
  | 'landlordPrefill'
  | { name: 'postOfficeLookup'; postalCode: string; postOffice: string }
  | { name: 'openingCheck'; operation: string }
  | { name: 'paymentCommitment'; group: string }
  | { name: 'identityCodeCheck'; field: string }
  | {
      name: 'staffCase';
      /** What the form decides: an application or a realization request (the path's id). */
      subject: 'application' | 'realization';
      /** Text codes: the case already decided (409), not the customer's or gone (404). */
      conflict: string;
      notFound: string;
      /** Text code of the decision document's file name (no `.pdf`); none: the answer is no document. */
      pdfFileName?: string;
    };

/** The name of a page extension as its manifest names it. */
export function extensionName(spec: PageExtensionSpec): string {
  return typeof spec === 'string' ? spec : spec.name;
}

/**
 * What an extension's settings name, for schemas:check: the form's fields (`fields`: a top-level
 * property, or a dotted path into an object's), the contract's operations (`operations`) and text
 * codes (`texts`).
 */
export const EXTENSION_REFERENCES: Readonly<
  Record<string, { fields?: readonly string[]; operations?: readonly string[]; texts?: readonly string[] }>
> = {
  postOfficeLookup: { fields: ['postalCode', 'postOffice'] },
  paymentCommitment: { fields: ['group'] },
  identityCodeCheck: { fields: ['field'] },
  staffCase: { texts: ['conflict', 'notFound', 'pdfFileName'] },
  openingCheck: { operations: ['operation'] },
};

/** A form of schemas/forms with its manifest. */
export interface ManifestForm {
  id: string;
  manifest: FormManifest;
}

/** What the portal's shell knows of a form: where it is, its name, for whom, where it is offered. */
export type ShellManifest = Pick<FormManifest, 'status' | 'title' | 'path' | 'roles' | 'page' | 'offer'>;

export interface ShellForm {
  id: string;
  manifest: ShellManifest;
}

/** A form's name: lower-case words joined by hyphens (the base name of its files). */
export const FORM_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/**
 * Whether a form is served: a published one always, a draft only in development and previews
 * (`drafts`), never by a production build.
 */
export function isServed(manifest: FormManifest, options: { drafts: boolean }): boolean {
  return manifest.status === 'published' || options.drafts;
}

/**
 * The type of a form's saved drafts, or null when it keeps none: a document form's document type,
 * else its name in capitals (`realization-request` → `REALIZATION_REQUEST`, SPEC's saved request).
 */
export function draftTypeOf(form: ManifestForm): string | null {
  if (form.manifest.drafts !== true) return null;
  return form.manifest.submission.kind === 'document'
    ? form.manifest.submission.documentType
    : form.id.replace(/-/g, '_').toUpperCase();
}

/** The document types `forms` send, each with the text code of its name (the documents lists). */
export function documentTypeNamesOf(forms: readonly ManifestForm[]): Readonly<Record<string, string>> {
  return Object.fromEntries(
    forms.flatMap(({ manifest }) =>
      manifest.submission.kind === 'document'
        ? [[manifest.submission.documentType, manifest.submission.documentName]]
        : [],
    ),
  );
}

/** The forms sent through the generic operation (`POST /api/api/v1/form/{formId}`). */
export function isDocumentForm(
  form: ManifestForm,
): form is ManifestForm & { manifest: { submission: { kind: 'document' } } } {
  return form.manifest.submission.kind === 'document';
}

/** The role a portal session acts in: as themself, for an organisation, or staff in the intra mode. */
export function roleOf(session: { businessId: string | null | undefined; staff?: boolean }): FormRole {
  if (session.staff) return 'staff';
  return session.businessId ? 'organisation' : 'person';
}

/**
 * The codes the shell shows before any page loads its texts: the names of the landlords' forms,
 * which the shell knows (their routes, the sidebar, the front page: portal/build/formRegistry.ts,
 * shellForms) (texts/parts.ts, the core part).
 */
export function formCoreCodes(forms: readonly ManifestForm[]): string[] {
  return [
    ...new Set(
      forms
        .filter(({ manifest }) => manifest.roles.some((role) => role !== 'staff'))
        .map(({ manifest }) => manifest.title),
    ),
  ].sort();
}

/**
 * A file name from a form's title in a language, as the landlords' other PDFs are named:
 * `Ilmoitus vuokrasuhteen päättymisestä` → `ilmoitus-vuokrasuhteen-paattymisesta.pdf`.
 */
export function formPdfFileName(title: string): string {
  const slug = plainWords(title).join('-').toLowerCase();
  return `${slug || 'lomake'}.pdf`;
}
