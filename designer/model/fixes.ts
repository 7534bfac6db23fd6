/**
 * The fixes the designer offers for the check's findings (issue 47: every problem is the author's
 * to fix), each one edit of the working set, undoable like any other: fit an example's values to
 * the form, drop an example, accept the errors an invalid example gives as the ones it must give,
 * drop a line of expected errors that names no example, and choose the field whose answer names
 * the summary.
 */
import type { FormSchema } from '../../engine/core/types.ts';
import { completeExamples, examplePath, fittingValue } from './examples.ts';
import { removeAt, setAt, valueAt } from './jsonEdit.ts';
import { formFile, json, type Files } from './workspace.ts';

const expectedPath = (form: string) => `${formFile.examples(form)}expected-errors.json`;

/**
 * The values behind `errors` (data pointer → error code) in `example` made to fit the form: a value
 * its field accepts, or none where the form does not take one; only those lines change.
 */
export function fitValues(
  files: Files,
  form: string,
  example: string,
  errors: Readonly<Record<string, string>>,
): Files {
  const schema = json<FormSchema>(files, formFile.schema(form));
  const path = `${formFile.examples(form)}${example}.json`;
  let text = files[path]!;
  for (const [pointer, code] of Object.entries(errors)) {
    const at = examplePath(pointer);
    const value = fittingValue(schema, pointer, code, valueAt(text, at));
    text = value === undefined ? removeAt(text, at) : setAt(text, at, value);
  }
  return { ...files, [path]: text };
}

/** The example goes, with its line of expected errors. */
export function removeExample(files: Files, form: string, example: string): Files {
  const { [`${formFile.examples(form)}${example}.json`]: _gone, ...rest } = files;
  return removeExpected(rest, form, example);
}

/** The errors `example` gives now are the ones it must give. */
export function acceptErrors(
  files: Files,
  form: string,
  example: string,
  errors: Readonly<Record<string, string>>,
): Files {
  const path = expectedPath(form);
  return { ...files, [path]: setAt(files[path] ?? '{}\n', [example], errors) };
}

/** The line of expected errors for `example` goes (when there is one). */
export function removeExpected(files: Files, form: string, example: string): Files {
  const path = expectedPath(form);
  const text = files[path];
  if (text === undefined) return files;
  const next = removeAt(text, [example]);
  return next === text ? files : { ...files, [path]: next };
}

/** The field (a data pointer, `/tenants/0/name`) whose answer names the form's summary; none unsets it. */
export function setSummaryName(files: Files, form: string, pointer: string | undefined): Files {
  const path = formFile.ui(form);
  const text = files[path]!;
  return {
    ...files,
    [path]:
      pointer === undefined
        ? removeAt(text, ['ui:summary', 'name'])
        : setAt(text, ['ui:summary', 'name'], pointer),
  };
}

/** What the designer can do about a finding (designer/app/problems.ts), one undoable edit. */
export type ProblemFix =
  | { kind: 'complete-examples' }
  | { kind: 'fit-values'; example: string; errors: Record<string, string> }
  | { kind: 'remove-example'; example: string }
  | { kind: 'accept-errors'; example: string; errors: Record<string, string> }
  | { kind: 'remove-expected'; example: string }
  | { kind: 'unset-summary-name' };

export function applyFix(files: Files, form: string, fix: ProblemFix): Files {
  switch (fix.kind) {
    case 'complete-examples':
      return completeExamples(files, form).files;
    case 'fit-values':
      return fitValues(files, form, fix.example, fix.errors);
    case 'remove-example':
      return removeExample(files, form, fix.example);
    case 'accept-errors':
      return acceptErrors(files, form, fix.example, fix.errors);
    case 'remove-expected':
      return removeExpected(files, form, fix.example);
    case 'unset-summary-name':
      return setSummaryName(files, form, undefined);
  }
}
