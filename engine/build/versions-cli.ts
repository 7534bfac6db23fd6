/**
 * `npm run forms:versions`: keeps the current version of every published form beside it
 * (`schemas/forms/versions/<form>/<number>.json`, catalogue/versions.ts) when the form or a text it
 * uses has changed since its last kept version, and says which it wrote. Commit what it writes
 * with the change: `schemas:check` refuses a published form whose version is not kept. The
 * designer keeps them as it saves.
 *
 * It keeps nothing while a change could break answers already saved without a migration that
 * brings them forward (versionRules.ts): it prints those in sentences, with what to add, and
 * exits 1.
 *
 *   --forms DIR    the forms of DIR instead of schemas/forms
 */
import { parseArgs } from 'node:util';
import { registers } from '../../texts/index.ts';
import { FORMS_DIR, readForms } from '../../catalogue/forms.ts';
import { keepPublishedVersions } from '../../catalogue/versions.ts';
import { formatProblems } from './checkForm.ts';
import { migrationProblems } from './versionRules.ts';

const { values } = parseArgs({ options: { forms: { type: 'string' } } });
const forms = readForms(values.forms ?? FORMS_DIR);
const problems = migrationProblems(forms, registers);
if (problems.length > 0) {
  console.error(
    `forms:versions kept nothing: ${problems.length} change(s) need a migration first:\n${formatProblems(problems)}`,
  );
  process.exit(1);
}
const written = keepPublishedVersions(forms, registers);
console.log(
  written.length > 0
    ? `forms:versions: kept ${written.join(', ')}`
    : 'forms:versions: every published form is as its last kept version',
);
