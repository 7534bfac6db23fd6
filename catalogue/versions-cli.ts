/**
 * `npm run forms:versions`: keeps the current version of every published form beside it
 * (`schemas/forms/versions/<form>/<number>.json`, catalogue/versions.ts) when the form or a text it
 * uses has changed since its last kept version, and says which it wrote. Commit what it writes
 * with the change: `schemas:check` refuses a published form whose version is not kept. The
 * designer keeps them as it saves.
 *
 *   --forms DIR    the forms of DIR instead of schemas/forms
 */
import { parseArgs } from 'node:util';
import { registers } from '../texts/index.ts';
import { FORMS_DIR, readForms } from './forms.ts';
import { keepPublishedVersions } from './versions.ts';

const { values } = parseArgs({ options: { forms: { type: 'string' } } });
const written = keepPublishedVersions(readForms(values.forms ?? FORMS_DIR), registers);
console.log(
  written.length > 0
    ? `forms:versions: kept ${written.join(', ')}`
    : 'forms:versions: every published form is as its last kept version',
);
