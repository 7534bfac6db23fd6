/**
 * The findings of `npm run schemas:check` (engine/build/checkForm.ts, the same code) for the form
 * being edited, said in the author's words (issue 47): pinned to the field each concerns, naming
 * fields by their labels, each with the fix the designer can make (designer/model/fixes.ts), or,
 * for a finding in what the designer does not edit, what to do and the check's own sentence to
 * pass on. And the designer's own: a text missing in Finnish or Swedish.
 */
import { exampleCountProblems, MANIFEST_CONTEXT } from '../../engine/build/checkContext.ts';
import { checkForm, type Finding, type Problem } from '../../engine/build/checkForm.ts';
import { checkManifests } from '../../engine/build/manifestRules.ts';
import { completeExamples } from '../model/examples.ts';
import type { ProblemFix } from '../model/fixes.ts';
import { codeAt, TEXT_KEYS } from '../model/operations.ts';
import { idOfPointer, type FieldNode, type Outline } from '../model/outline.ts';
import { formFile, formsOf, json, registerOf, type Files } from '../model/workspace.ts';
import { C } from './codes.ts';

/** An error an example gives: the field (a data pointer) and the error's text code. */
export interface ExampleError {
  pointer: string;
  code: string;
}

export interface PinnedProblem {
  /** The field it concerns; undefined for the form as a whole. */
  field?: string;
  /** The sentence: a text code of the register with its parameters. */
  code: string;
  params?: Record<string, string>;
  /** The errors an example gives now, and those written down for it, listed under the sentence. */
  errors?: ExampleError[];
  wanted?: ExampleError[];
  fixes?: ProblemFix[];
  /** The check's own sentence, for a developer: shown folded under a finding the designer cannot fix. */
  text?: string;
}

const listed = (errors: Readonly<Record<string, string>>): ExampleError[] =>
  Object.entries(errors).map(([pointer, code]) => ({ pointer, code }));

/** The field a data pointer (`/tenants/0/name`) is in: the deepest whose id covers it. */
export function fieldAtPointer(outline: Outline, pointer: string): FieldNode | undefined {
  const segments = idOfPointer(pointer).split('/');
  for (let length = segments.length; length > 1; length--) {
    const field = outline.byId.get(segments.slice(0, length).join('/'));
    if (field) return field;
  }
  return undefined;
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
            code: language === 'fi' ? C.missingFi : C.missingSv,
            params: { slot: slotName(key) },
          });
        }
    }
  const completion = lazy(() => completeExamples(files, form));
  const seen = new Set<string>();
  for (const problem of problems) {
    if ([...missing].some((code) => problem.problem.includes(`text code ${code}`))) continue;
    if (problem.about) {
      // A valid example that fails is found once per error; it is one finding of the example.
      const key = JSON.stringify(problem.about);
      if (seen.has(key)) continue;
      seen.add(key);
      pinned.push(authorsFinding(problem.about, outline, completion));
      continue;
    }
    const field = problem.file.includes('/examples/') ? undefined : fieldOfPath(outline, problem);
    pinned.push({
      ...(field ? { field: field.id } : {}),
      code: C.problemForDeveloper,
      text: `${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.problem}`,
    });
  }
  return pinned;
}

/** The one field data pointers are in, when they are all in one: the finding is pinned to it. */
function onlyField(outline: Outline, pointers: readonly string[]): string | undefined {
  const fields = new Set(pointers.map((pointer) => fieldAtPointer(outline, pointer)?.id));
  const [only] = fields;
  return fields.size === 1 ? only : undefined;
}

function lazy<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/** A finding the designer can fix, in the author's words, with its fixes. */
function authorsFinding(
  about: Finding,
  outline: Outline,
  completion: () => ReturnType<typeof completeExamples>,
): PinnedProblem {
  switch (about.kind) {
    case 'valid-fails': {
      const errors = listed(about.errors);
      const field = onlyField(outline, Object.keys(about.errors));
      return {
        ...(field ? { field } : {}),
        code: C.validExampleFails,
        params: { example: about.example },
        errors,
        fixes: [
          { kind: 'fit-values', example: about.example, errors: about.errors },
          { kind: 'remove-example', example: about.example },
        ],
      };
    }
    case 'invalid-passes':
      return {
        code: C.invalidExamplePasses,
        params: { example: about.example },
        fixes: [{ kind: 'remove-example', example: about.example }],
      };
    case 'expected-unsaid':
      return {
        code: C.expectedUnsaid,
        params: { example: about.example },
        errors: listed(about.errors),
        fixes: [
          { kind: 'accept-errors', example: about.example, errors: about.errors },
          { kind: 'remove-example', example: about.example },
        ],
      };
    case 'expected-differs': {
      // The errors it was written for, and more: the values behind the others can be made to fit.
      const extra = Object.fromEntries(
        Object.entries(about.errors).filter(([pointer, code]) => about.wanted[pointer] !== code),
      );
      const keepsItsOwn = Object.entries(about.wanted).every(
        ([pointer, code]) => about.errors[pointer] === code,
      );
      const field = onlyField(outline, Object.keys(extra));
      return {
        ...(field ? { field } : {}),
        code: C.expectedDiffers,
        params: { example: about.example },
        errors: listed(about.errors),
        wanted: listed(about.wanted),
        fixes: [
          ...(keepsItsOwn ? [{ kind: 'fit-values', example: about.example, errors: extra } as const] : []),
          { kind: 'accept-errors', example: about.example, errors: about.errors },
          { kind: 'remove-example', example: about.example },
        ],
      };
    }
    case 'expected-orphan':
      return {
        code: C.expectedOrphan,
        params: { example: about.example },
        fixes: [{ kind: 'remove-expected', example: about.example }],
      };
    case 'too-few': {
      const update = completion();
      const helps =
        about.examples === 'valid'
          ? update.completed.some((name) => name.startsWith('valid'))
          : update.added.length > 0;
      return {
        code: about.examples === 'valid' ? C.tooFewValid : helps ? C.tooFewInvalid : C.tooFewInvalidNoRules,
        params: { count: String(about.count), minimum: String(about.minimum) },
        ...(helps ? { fixes: [{ kind: 'complete-examples' }] } : {}),
      };
    }
    case 'summary-name':
      return {
        code: C.summaryNameGone,
        params: { pointer: about.pointer },
        fixes: [{ kind: 'unset-summary-name' }],
      };
  }
}
