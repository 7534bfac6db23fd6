/**
 * `npm run schemas:check`: checks every form of schemas/forms and its examples, and every row file
 * of schemas/files, and says per problem the file, the path, what is wrong and what to do. Exits
 * non-zero when anything is wrong; when all is sound, regenerates the validators. The usage below
 * is what `--help` prints; schemas/README.md says the same for testers.
 */
import { parseArgs } from 'node:util';
import { registers } from '../../texts/index.ts';
import { FORMS_DIR, readForms } from '../../catalogue/forms.ts';
import { formatProblems } from './checkForm.ts';
import { checkFormsFolder, checkRowFilesFolder } from './checkFolder.ts';
import { junitReport } from './junit.ts';
import { precompileAll } from './precompile.ts';

const USAGE = `Usage: npm run schemas:check -- [options]

Checks every form of schemas/forms (its schema, UI schema, manifest, examples, versions and
migrations) and every row file of schemas/files, and says what is wrong in sentences.

Options:
  --format text|json|junit  how to report (default text):
                            text   one line per problem on stderr, a summary on stdout
                            json   the problems as a JSON array of { file, path, problem } on stdout
                            junit  a JUnit XML report on stdout: a test case per form, per example
                                   of a form and per row file, failing with its problems
  --json                    the same as --format json
  --forms DIR               check the forms of DIR instead (validators are then not regenerated)
  --help                    print this and exit

Exit codes:
  0  everything is sound (the validators are regenerated)
  1  problems were found (each is reported)
  2  the command line was not understood (this usage is printed)
`;

const FORMATS = ['text', 'json', 'junit'] as const;
type Format = (typeof FORMATS)[number];

function options(): { format: Format; forms: string | undefined } | 'help' {
  try {
    const { values } = parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        forms: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) return 'help';
    const format = values.format ?? (values.json ? 'json' : 'text');
    if (!(FORMATS as readonly string[]).includes(format))
      throw new Error(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
    return { format: format as Format, forms: values.forms };
  } catch (error) {
    console.error(`schemas:check: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const chosen = options();
if (chosen === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const { format, forms } = chosen;
const formsChecked = checkFormsFolder(registers, forms);
const filesChecked = checkRowFilesFolder(registers);
const problems = [...formsChecked.problems, ...filesChecked.problems];

if (format === 'json')
  console.log(
    JSON.stringify(
      problems.map(({ file, path, problem }) => ({ file, path, problem })),
      null,
      2,
    ),
  );
if (format === 'junit') {
  const catalogue = readForms(forms ?? FORMS_DIR);
  const subjects = formsChecked.forms.map((id) => ({
    id,
    examples: Object.keys(catalogue.files(id).examples),
  }));
  process.stdout.write(junitReport({ forms: subjects, rowFiles: filesChecked.rowFiles }, problems));
}
if (problems.length > 0) {
  if (format === 'text')
    console.error(
      `schemas:check found ${problems.length} problem(s):\n${formatProblems(problems)}\n\n` +
        'Each line names the file, the place in it (a JSON path) and what to do. schemas/README.md ("When the check says no") explains more.',
    );
  process.exit(1);
}
if (forms === undefined) precompileAll();
if (format === 'text')
  console.log(
    `schemas:check: ${formsChecked.forms.length} forms sound (${formsChecked.forms.join(', ')}), ` +
      `${filesChecked.rowFiles.length} row files sound (${filesChecked.rowFiles.join(', ')})` +
      (forms === undefined ? '; validators regenerated' : ''),
  );
