/**
 * `schemas:check --format junit` (issue 47, for testers in CI): the check's findings as a JUnit XML
 * report, which CI systems show as test results. One test case per form, per example of a form and
 * per row file; a case fails with each problem of its files, in the check's own sentences. A
 * problem that belongs to no case (a folder's) fails a case of its own, so nothing is hidden.
 */
import type { Problem } from './checkForm.ts';

export interface CheckedSubjects {
  /** Each form with its example names (`valid-minimal`, …). */
  forms: readonly { id: string; examples: readonly string[] }[];
  rowFiles: readonly string[];
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The line a problem is shown as: `file at path: problem`. */
const lineOf = (problem: Problem) =>
  `${problem.file}${problem.path ? ` at ${problem.path}` : ''}: ${problem.problem}`;

interface Case {
  name: string;
  owns: (problem: Problem) => boolean;
}

function casesOf({ forms, rowFiles }: CheckedSubjects): Case[] {
  const exampleCases = forms.flatMap(({ id, examples }) =>
    examples.map((example) => ({
      name: `form ${id} / example ${example}`,
      owns: (problem: Problem) =>
        problem.file === `schemas/forms/examples/${id}/${example}.json` ||
        (problem.file === `schemas/forms/examples/${id}/expected-errors.json` &&
          problem.path === `/${example}`),
    })),
  );
  const formCases = forms.map(({ id }) => ({
    name: `form ${id}`,
    owns: (problem: Problem) =>
      problem.file.startsWith(`schemas/forms/${id}.`) ||
      problem.file.startsWith(`schemas/forms/examples/${id}/`) ||
      problem.file.startsWith(`schemas/forms/versions/${id}/`),
  }));
  const rowFileCases = rowFiles.map((id) => ({
    name: `row file ${id}`,
    owns: (problem: Problem) =>
      problem.file.startsWith(`schemas/files/${id}.`) ||
      problem.file.startsWith(`schemas/files/examples/${id}/`),
  }));
  // An example's own problems are its case's; the form's case takes the rest of the form's.
  return [...exampleCases, ...formCases, ...rowFileCases];
}

export function junitReport(subjects: CheckedSubjects, problems: readonly Problem[]): string {
  const cases = casesOf(subjects);
  const failures = new Map<string, Problem[]>(cases.map((each) => [each.name, []]));
  const unowned: Problem[] = [];
  for (const problem of problems) {
    const owner = cases.find((each) => each.owns(problem));
    if (owner) failures.get(owner.name)!.push(problem);
    else unowned.push(problem);
  }
  const rows = [...cases.map((each) => each.name), ...(unowned.length > 0 ? ['other files'] : [])];
  if (unowned.length > 0) failures.set('other files', unowned);
  const failed = rows.filter((name) => failures.get(name)!.length > 0).length;
  const body = rows.map((name) => {
    const found = failures.get(name)!;
    const open = `    <testcase classname="schemas:check" name="${escape(name)}"`;
    if (found.length === 0) return `${open}/>`;
    const lines = found.map(lineOf).join('\n');
    return `${open}>\n      <failure message="${escape(`${found.length} problem(s)`)}">${escape(lines)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="schemas:check" tests="${rows.length}" failures="${failed}">`,
    `  <testsuite name="schemas:check" tests="${rows.length}" failures="${failed}" errors="0" skipped="0">`,
    ...body,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
