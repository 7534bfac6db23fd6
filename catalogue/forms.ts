/**
 * The forms catalogue (ARCHITECTURE.md): the one reader of the forms folder, `schemas/forms` or the
 * folder `FORMS_DIR` names (a copy with one form broken, in tests). Node only. The server, the
 * portal's build plugin, `schemas:build` and `schemas:check` read the forms through it, so that
 * what a form is — its files, its manifest, its document type, whether it is served, whether it
 * keeps drafts — is decided once.
 *
 * `readForms(directory)` reads the folder's manifests as it is called (the build plugin calls it
 * again when a manifest changes); `formsCatalogue()` is the process's catalogue of `FORMS_DIR`, read once
 * (the server's: the files do not change while it runs). A form's definition and run-time
 * validators are read at its first use and kept.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  documentTypeNamesOf,
  draftTypeOf,
  isServed,
  type FormManifest,
  type ManifestForm,
} from '../api/formManifest.ts';
import { readMigrations, type MigrationsRead } from '../engine/core/migrations.ts';
import { createRuntimeValidators } from '../engine/core/runtimeValidators.ts';
import type { SubmissionValidators } from '../engine/core/submission.ts';
import type { FormDefinition, FormSchema, UiSchema } from '../engine/core/types.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const FORMS_DIR = process.env['FORMS_DIR']
  ? resolve(process.env['FORMS_DIR'])
  : join(REPO_ROOT, 'schemas/forms');

/** The file beside a form's examples that says which errors each invalid example must give. */
export const EXPECTED_ERRORS_FILE = 'expected-errors.json';

/** A form as the server checks and summarises a submission of it. */
export interface LoadedForm {
  form: FormDefinition;
  validators: SubmissionValidators;
}

export interface FormExamples {
  /** `examples/<form>/valid-….json` and `invalid-….json` by name. */
  examples: Record<string, unknown>;
  /** `expected-errors.json`, undefined when missing. */
  expectedErrors: unknown;
}

export interface FormsCatalogue {
  readonly directory: string;
  /** Every form of the folder (its `<form>.schema.json`), sorted. */
  formIds(): string[];
  /** The forms that have a manifest (`<form>.form.json`), sorted; their manifests not read. */
  manifestIds(): string[];
  /** Every form with its manifest, drafts included, sorted by id. Throws for a manifest not JSON. */
  manifestForms(): ManifestForm[];
  /** The forms a server or a bundle serves: the published ones, and drafts too when `drafts`. */
  served(options: { drafts: boolean }): ManifestForm[];
  /** Every document type a manifest names, with its name's text code (drafts included). */
  documentTypeNames(): Readonly<Record<string, string>>;
  /** The draft types of `forms` that keep drafts (api/formManifest.ts, draftTypeOf). */
  draftTypes(forms: readonly ManifestForm[]): string[];
  /** A form's schema and UI schema (an empty UI schema when it has none). Throws for no such form. */
  definition(formId: string): FormDefinition;
  /** A form's definition with its run-time validators, made once. Throws for no such form. */
  load(formId: string): LoadedForm;
  /** A form's examples; JSON that does not parse throws, naming the file. */
  examples(formId: string): FormExamples;
  /** A form's files by what they are: its schema, UI schema and manifest (if any), its examples by name. */
  files(formId: string): FormFiles;
  /**
   * A form's migrations (`<form>.migrations.json`, engine/core/migrations.ts) as read, or why its
   * file is not one; none when it has no file. Read once and kept.
   */
  migrations(formId: string): MigrationsRead;
}

export interface FormFiles {
  schema: string;
  uiSchema: string | undefined;
  /** Its manifest (`<form>.form.json`), if it has one. */
  manifest: string | undefined;
  /** Its migrations (`<form>.migrations.json`: engine/core/migrations.ts), if it has any. */
  migrations: string | undefined;
  /** The example files by name (`valid-minimal`), without `expected-errors.json`. */
  examples: Record<string, string>;
  /** The invalid examples' expected errors, if there are any. */
  expectedErrors: string | undefined;
}

/** A form id is the base name of its files (`landlord-application`). */
const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const idsOf = (directory: string, suffix: string): string[] =>
  existsSync(directory)
    ? readdirSync(directory)
        .filter((name) => name.endsWith(suffix))
        .map((name) => name.slice(0, -suffix.length))
        .sort()
    : [];

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    const shown = file.includes('schemas/') ? file.slice(file.indexOf('schemas/')) : file;
    throw new Error(`${shown}: not well-formed JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** The catalogue of `directory`: its manifests are read at their first use, then kept. */
export function readForms(directory: string = FORMS_DIR): FormsCatalogue {
  let manifests: ManifestForm[] | undefined;
  const manifestForms = (): ManifestForm[] =>
    (manifests ??= idsOf(directory, '.form.json').map((id) => ({
      id,
      manifest: readJson<FormManifest>(join(directory, `${id}.form.json`)),
    })));
  let typeNames: Readonly<Record<string, string>> | undefined;
  const loaded = new Map<string, LoadedForm>();
  const migrations = new Map<string, MigrationsRead>();
  const existing = (file: string) => (existsSync(file) ? file : undefined);
  const files = (formId: string): FormFiles => {
    const folder = join(directory, 'examples', formId);
    return {
      schema: join(directory, `${formId}.schema.json`),
      uiSchema: existing(join(directory, `${formId}.ui.json`)),
      manifest: existing(join(directory, `${formId}.form.json`)),
      migrations: existing(join(directory, `${formId}.migrations.json`)),
      examples: existsSync(folder)
        ? Object.fromEntries(
            readdirSync(folder)
              .filter((name) => name.endsWith('.json') && name !== EXPECTED_ERRORS_FILE)
              .sort()
              .map((name) => [name.replace(/\.json$/, ''), join(folder, name)]),
          )
        : {},
      expectedErrors: existing(join(folder, EXPECTED_ERRORS_FILE)),
    };
  };

  const definition = (formId: string): FormDefinition => {
    const schemaFile = join(directory, `${formId}.schema.json`);
    if (!FORM_ID.test(formId) || !existsSync(schemaFile)) throw new Error(`Unknown form: ${formId}`);
    const uiFile = join(directory, `${formId}.ui.json`);
    return {
      id: formId,
      schema: readJson<FormSchema>(schemaFile),
      uiSchema: existsSync(uiFile) ? readJson<UiSchema>(uiFile) : {},
    };
  };

  return {
    directory,
    formIds: () => idsOf(directory, '.schema.json'),
    manifestIds: () => idsOf(directory, '.form.json'),
    manifestForms,
    served: (options) => manifestForms().filter((form) => isServed(form.manifest, options)),
    documentTypeNames: () => (typeNames ??= documentTypeNamesOf(manifestForms())),
    draftTypes: (forms) => forms.flatMap((form) => draftTypeOf(form) ?? []),
    definition,
    load(formId) {
      let form = loaded.get(formId);
      if (!form) {
        const read = definition(formId);
        form = { form: read, validators: createRuntimeValidators(read.schema) };
        loaded.set(formId, form);
      }
      return form;
    },
    examples(formId) {
      const { examples, expectedErrors } = files(formId);
      return {
        examples: Object.fromEntries(Object.entries(examples).map(([name, file]) => [name, readJson(file)])),
        expectedErrors: expectedErrors ? readJson(expectedErrors) : undefined,
      };
    },
    files,
    migrations(formId) {
      let read = migrations.get(formId);
      if (!read) {
        const file = files(formId).migrations;
        read = readMigrations(file === undefined ? undefined : readFileSync(file, 'utf8'));
        migrations.set(formId, read);
      }
      return read;
    },
  };
}

let forms: FormsCatalogue | undefined;

/** The process's catalogue of `FORMS_DIR`, read at its first use and kept. */
export function formsCatalogue(): FormsCatalogue {
  forms ??= readForms();
  return forms;
}
