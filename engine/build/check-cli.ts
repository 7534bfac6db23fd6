/**
 * `npm run schemas:check`: checks every form of schemas/forms and its examples, and every row file
 * of schemas/files, and says per problem the file, the path, what is wrong and what to do. Exits
 * non-zero when anything is wrong; when all is sound, regenerates the validators.
 *
 *   --json         the problems as a JSON array of { file, path, problem } (for CI annotations)
 *   --forms DIR    check the forms of DIR instead (validators are then not regenerated)
 */
import { parseArgs } from 'node:util';
import { registers } from '../../texts/index.ts';
import { formatProblems } from './checkForm.ts';
import { checkFormsFolder, checkRowFilesFolder } from './checkFolder.ts';
import { precompileAll } from './precompile.ts';

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, forms: { type: 'string' } },
});
const formsChecked = checkFormsFolder(registers, values.forms);
const filesChecked = checkRowFilesFolder(registers);
const problems = [...formsChecked.problems, ...filesChecked.problems];

if (values.json) console.log(JSON.stringify(problems, null, 2));
if (problems.length > 0) {
  if (!values.json)
    console.error(
      `schemas:check found ${problems.length} problem(s):\n${formatProblems(problems)}\n\n` +
        'Each line names the file, the place in it (a JSON path) and what to do. schemas/README.md ("When the check says no") explains more.',
    );
  process.exit(1);
}
if (values.forms === undefined) precompileAll();
if (!values.json)
  console.log(
    `schemas:check: ${formsChecked.forms.length} forms sound (${formsChecked.forms.join(', ')}), ` +
      `${filesChecked.rowFiles.length} row files sound (${filesChecked.rowFiles.join(', ')})` +
      (values.forms === undefined ? '; validators regenerated' : ''),
  );
