/** Finding and reading the forms of schemas/forms (build-time, Node only). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormSchema, UiSchema } from '../core/types.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FORMS_DIR = join(repoRoot, 'schemas/forms');
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
