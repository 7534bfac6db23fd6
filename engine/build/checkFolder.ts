/**
 * Checks every form of a forms folder (schemas/forms by default) and every row file of
 * schemas/files, reading the files: what `npm run schemas:check` runs, and what the tests run on a
 * copy of a form with one thing broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextRegister } from '../../texts/index.ts';
import { checkForm, checkRowFile, type Problem } from './checkForm.ts';
import { FORMS_DIR, readForms } from '../../catalogue/forms.ts';
import { FILES_DIR } from './forms.ts';
import { exampleCountProblems, MANIFEST_CONTEXT } from './checkContext.ts';
import { checkManifests, fieldPaths } from './manifestRules.ts';
import { versionProblems } from './versionRules.ts';

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
  const catalogue = readForms(directory);
  const forms = catalogue.formIds();
  const fields: Record<string, string[]> = {};
  for (const form of forms) {
    const schema = readJson(join(directory, `${form}.schema.json`), problems);
    if (typeof schema === 'object' && schema !== null) fields[form] = fieldPaths(schema);
    const uiFile = join(directory, `${form}.ui.json`);
    const uiSchema = existsSync(uiFile) ? readJson(uiFile, problems) : {};
    let examples: Record<string, unknown> = {};
    let expectedErrors: unknown;
    try {
      ({ examples, expectedErrors } = catalogue.examples(form));
    } catch (error) {
      problems.push({ file: `schemas/forms/examples/${form}/`, path: '', problem: (error as Error).message });
    }
    problems.push(...exampleCountProblems(form, Object.keys(examples)));
    if (schema === undefined || uiSchema === undefined) continue;
    problems.push(...checkForm({ form, schema, uiSchema, examples, expectedErrors }, registers));
  }
  const manifests: Record<string, unknown> = {};
  for (const form of catalogue.manifestIds()) {
    const manifest = readJson(join(directory, `${form}.form.json`), problems);
    if (manifest !== undefined) manifests[form] = manifest;
  }
  problems.push(...checkManifests(manifests, forms, registers, MANIFEST_CONTEXT, fields));
  // Only a sound folder's versions are read: a form that does not parse has no content to compare.
  if (problems.length === 0) problems.push(...versionProblems(catalogue, registers));
  return { forms, problems };
}

export function checkRowFilesFolder(registers: Record<string, TextRegister>, directory = FILES_DIR) {
  const problems: Problem[] = [];
  const rowFiles = readForms(directory).formIds();
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
