/** Finding and reading the forms of schemas/forms (build-time, Node only). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormSchema, UiSchema } from '../core/types.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The forms: schemas/forms, or the folder `FORMS_DIR` names (a copy with one form broken, in tests). */
export const FORMS_DIR = process.env['FORMS_DIR']
  ? resolve(process.env['FORMS_DIR'])
  : join(repoRoot, 'schemas/forms');
/** Row files (engine/core/rowFile.ts): the bulk payment file. */
export const FILES_DIR = join(repoRoot, 'schemas/files');
export const GENERATED_DIR = join(repoRoot, 'engine/generated');

export function listForms(directory = FORMS_DIR): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort();
}

export function readFormFiles(
  form: string,
  directory = FORMS_DIR,
): { schema: FormSchema; uiSchema: UiSchema } {
  const schema = JSON.parse(readFileSync(join(directory, `${form}.schema.json`), 'utf8')) as FormSchema;
  const uiFile = join(directory, `${form}.ui.json`);
  const uiSchema = existsSync(uiFile) ? (JSON.parse(readFileSync(uiFile, 'utf8')) as UiSchema) : {};
  return { schema, uiSchema };
}

/** The manifests of a forms folder by form (the forms with a `.form.json`). */
export function listManifests(directory = FORMS_DIR): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.form.json'))
    .map((name) => name.replace(/\.form\.json$/, ''))
    .sort();
}

/** The file beside a form's examples that says which errors each invalid example must give. */
export const EXPECTED_ERRORS_FILE = 'expected-errors.json';

/**
 * A form's examples (`examples/<form>/valid-….json`, `invalid-….json`) by name, and its
 * `expected-errors.json` (undefined when missing). JSON that does not parse throws, naming the file.
 */
export function readExamples(
  form: string,
  directory = FORMS_DIR,
): { examples: Record<string, unknown>; expectedErrors: unknown } {
  const folder = join(directory, 'examples', form);
  const read = (name: string): unknown => {
    const file = join(folder, name);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(
        `${file.slice(file.indexOf('schemas/'))}: not well-formed JSON: ${(error as Error).message}`,
      );
    }
  };
  if (!existsSync(folder)) return { examples: {}, expectedErrors: undefined };
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== EXPECTED_ERRORS_FILE)
    .sort();
  return {
    examples: Object.fromEntries(names.map((name) => [name.replace(/\.json$/, ''), read(name)])),
    expectedErrors: existsSync(join(folder, EXPECTED_ERRORS_FILE)) ? read(EXPECTED_ERRORS_FILE) : undefined,
  };
}
