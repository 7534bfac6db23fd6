/**
 * `npm run schemas:check`: checks every form of schemas/forms and its examples, and says per
 * problem the file, the path and what is wrong. Exits non-zero when anything is wrong.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registers } from '../../texts/index.ts';
import { checkForm, checkRowFile, formatProblems, type Problem } from './checkForm.ts';
import { FILES_DIR, FORMS_DIR, listForms } from './forms.ts';
import { precompileAll } from './precompile.ts';

function readJson(file: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({
      file: file.slice(file.indexOf('schemas/')),
      path: '',
      problem: `not well-formed JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}

const problems: Problem[] = [];
const forms = listForms();
for (const form of forms) {
  const schema = readJson(join(FORMS_DIR, `${form}.schema.json`), problems);
  const uiFile = join(FORMS_DIR, `${form}.ui.json`);
  const uiSchema = existsSync(uiFile) ? readJson(uiFile, problems) : {};
  const exampleDir = join(FORMS_DIR, 'examples', form);
  const examples: Record<string, unknown> = {};
  if (existsSync(exampleDir)) {
    for (const name of readdirSync(exampleDir).filter((file) => file.endsWith('.json'))) {
      examples[name.replace(/\.json$/, '')] = readJson(join(exampleDir, name), problems);
    }
  }
  if (Object.keys(examples).length === 0)
    problems.push({ file: `schemas/forms/examples/${form}/`, path: '', problem: 'no examples' });
  if (schema === undefined || uiSchema === undefined) continue;
  problems.push(...checkForm({ form, schema, uiSchema, examples }, registers));
}

const rowFiles = listForms(FILES_DIR);
for (const file of rowFiles) {
  const schema = readJson(join(FILES_DIR, `${file}.schema.json`), problems);
  const uiSchema = readJson(join(FILES_DIR, `${file}.ui.json`), problems);
  const exampleDir = join(FILES_DIR, 'examples', file);
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

if (problems.length > 0) {
  console.error(`schemas:check found ${problems.length} problem(s):\n${formatProblems(problems)}`);
  process.exit(1);
}
precompileAll();
console.log(
  `schemas:check: ${forms.length} forms sound (${forms.join(', ')}), ${rowFiles.length} row files sound (${rowFiles.join(', ')}); validators regenerated`,
);
