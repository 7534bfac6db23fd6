/**
 * The findings of `npm run schemas:check` (engine/build/checkForm.ts, the same code) for the form
 * being edited, pinned to the field each concerns; and the designer's own: a text missing in
 * Finnish or Swedish.
 */
import { exampleCountProblems, MANIFEST_CONTEXT } from '../../engine/build/checkContext.ts';
import { checkForm, type Problem } from '../../engine/build/checkForm.ts';
import { checkManifests } from '../../engine/build/manifestRules.ts';
import { codeAt, TEXT_KEYS } from '../model/operations.ts';
import type { FieldNode, Outline } from '../model/outline.ts';
import { formFile, formsOf, json, registerOf, type Files } from '../model/workspace.ts';

export interface PinnedProblem {
  /** The field it concerns; undefined for the form as a whole. */
  field?: string;
  /** A text code of the register (the designer's own findings), or the check's sentence. */
  code?: string;
  params?: Record<string, string>;
  text?: string;
}

function examplesOf(files: Files, form: string) {
  const folder = formFile.examples(form);
  return Object.fromEntries(
    Object.keys(files)
      .filter((path) => path.startsWith(folder) && !path.endsWith('expected-errors.json'))
      .map((path) => [path.slice(folder.length, -'.json'.length), json(files, path)]),
  );
}

const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.every((segment, index) => String(path[index]) === String(segment));

function fieldOfPath(outline: Outline, problem: Problem): FieldNode | undefined {
  const segments = problem.path.split('/').slice(1);
  let best: FieldNode | undefined;
  for (const field of outline.byId.values()) {
    const prefix = problem.file.endsWith('.ui.json') ? field.uiPath : field.schemaPath;
    if (
      prefix.length > 0 &&
      startsWith(segments, prefix) &&
      (!best || prefix.length > (problem.file.endsWith('.ui.json') ? best.uiPath : best.schemaPath).length)
    )
      best = field;
  }
  return best;
}

export function findProblems(
  files: Files,
  form: string,
  outline: Outline,
  slotName: (key: string) => string,
): PinnedProblem[] {
  let problems: Problem[];
  try {
    const expected = files[`${formFile.examples(form)}expected-errors.json`];
    problems = checkForm(
      {
        form,
        schema: json(files, formFile.schema(form)),
        uiSchema: json(files, formFile.ui(form)),
        examples: examplesOf(files, form),
        ...(expected ? { expectedErrors: JSON.parse(expected) } : {}),
      },
      { fi: registerOf(files, 'fi'), sv: registerOf(files, 'sv') },
    );
    problems.push(...exampleCountProblems(form, Object.keys(examplesOf(files, form))));
    // The manifests are checked together (routes and document types are unique among them); the
    // open form's findings are its own.
    const forms = formsOf(files);
    const manifests = Object.fromEntries(
      forms
        .filter((each) => files[formFile.manifest(each)] !== undefined)
        .map((each) => [each, json(files, formFile.manifest(each))]),
    );
    problems.push(
      ...checkManifests(
        manifests,
        forms,
        { fi: registerOf(files, 'fi'), sv: registerOf(files, 'sv') },
        MANIFEST_CONTEXT,
      ).filter((problem) => problem.file === formFile.manifest(form)),
    );
  } catch (error) {
    problems = [{ file: formFile.schema(form), path: '', problem: (error as Error).message }];
  }
  const pinned: PinnedProblem[] = [];
  // The designer says a missing language in the author's words, on the field.
  const missing = new Set<string>();
  for (const field of outline.byId.values())
    for (const key of TEXT_KEYS) {
      const code = codeAt(files, form, field, { key });
      if (!code) continue;
      for (const language of ['fi', 'sv'] as const)
        if (!registerOf(files, language)[code]) {
          missing.add(code);
          pinned.push({
            field: field.id,
            code: language === 'fi' ? '172145' : '172144',
            params: { slot: slotName(key) },
          });
        }
    }
  for (const problem of problems) {
    if ([...missing].some((code) => problem.problem.includes(`text code ${code}`))) continue;
    const field = problem.file.includes('/examples/') ? undefined : fieldOfPath(outline, problem);
    pinned.push({
      ...(field ? { field: field.id } : {}),
      text: `${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.problem}`,
    });
  }
  return pinned;
}
