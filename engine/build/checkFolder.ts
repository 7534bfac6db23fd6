/**
 * Checks every form of a forms folder (schemas/forms by default) and every row file of
 * schemas/files, reading the files: what `npm run schemas:check` runs, and what the tests run on a
 * copy of a form with one thing broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allOperations } from '../../api/allOperations.ts';
import { DOCUMENT_TYPES } from '../../api/contract.ts';
import { PATHS } from '../../portal/guards/paths.ts';
import type { TextRegister } from '../../texts/index.ts';
import { checkForm, checkRowFile, type Problem } from './checkForm.ts';
import { FILES_DIR, FORMS_DIR, listForms, listManifests, readExamples } from './forms.ts';
import { checkManifests, type ManifestContext } from './manifestRules.ts';

/** What a manifest is checked against: the portal's own pages, SPEC's document types, the contract. */
export const MANIFEST_CONTEXT: ManifestContext = {
  portalPaths: PATHS,
  documentTypes: DOCUMENT_TYPES,
  operations: allOperations.map((operation) => operation.id),
};

/** What a form needs at least (schemas/README.md, "Examples"). */
export const MINIMUM_EXAMPLES = { valid: 2, invalid: 6 } as const;

const shortName = (file: string) => file.slice(file.lastIndexOf('schemas/'));

function readJson(file: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({
      file: shortName(file),
      path: '',
      problem: `not well-formed JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}

export function checkFormsFolder(registers: Record<string, TextRegister>, directory = FORMS_DIR) {
  const problems: Problem[] = [];
  const forms = listForms(directory);
  for (const form of forms) {
    const schema = readJson(join(directory, `${form}.schema.json`), problems);
    const uiFile = join(directory, `${form}.ui.json`);
    const uiSchema = existsSync(uiFile) ? readJson(uiFile, problems) : {};
    let examples: Record<string, unknown> = {};
    let expectedErrors: unknown;
    try {
      ({ examples, expectedErrors } = readExamples(form, directory));
    } catch (error) {
      problems.push({ file: `schemas/forms/examples/${form}/`, path: '', problem: (error as Error).message });
    }
    const count = (prefix: string) => Object.keys(examples).filter((name) => name.startsWith(prefix)).length;
    for (const kind of ['valid', 'invalid'] as const) {
      if (count(kind) < MINIMUM_EXAMPLES[kind])
        problems.push({
          file: `schemas/forms/examples/${form}/`,
          path: '',
          problem: `${count(kind)} ${kind} examples; a form needs at least ${MINIMUM_EXAMPLES[kind]} (${kind}-<what it shows>.json, schemas/README.md)`,
        });
    }
    if (schema === undefined || uiSchema === undefined) continue;
    problems.push(...checkForm({ form, schema, uiSchema, examples, expectedErrors }, registers));
  }
  const manifests: Record<string, unknown> = {};
  for (const form of listManifests(directory)) {
    const manifest = readJson(join(directory, `${form}.form.json`), problems);
    if (manifest !== undefined) manifests[form] = manifest;
  }
  problems.push(...checkManifests(manifests, forms, registers, MANIFEST_CONTEXT));
  return { forms, problems };
}

export function checkRowFilesFolder(registers: Record<string, TextRegister>, directory = FILES_DIR) {
  const problems: Problem[] = [];
  const rowFiles = listForms(directory);
  for (const file of rowFiles) {
    const schema = readJson(join(directory, `${file}.schema.json`), problems);
    const uiSchema = readJson(join(directory, `${file}.ui.json`), problems);
    const exampleDir = join(directory, 'examples', file);
    const examples: Record<string, string> = {};
    if (existsSync(exampleDir)) {
      for (const name of readdirSync(exampleDir).filter((entry) => entry.endsWith('.csv')))
        examples[name.replace(/\.csv$/, '')] = readFileSync(join(exampleDir, name), 'utf8');
    }
    if (!Object.keys(examples).some((name) => name.startsWith('valid')))
      problems.push({ file: `schemas/files/examples/${file}/`, path: '', problem: 'no valid example' });
    if (schema === undefined || uiSchema === undefined) continue;
    problems.push(...checkRowFile({ file, schema, uiSchema, examples }, registers));
  }
  return { rowFiles, problems };
}
