/**
 * The problems found in the open form, in the author's words (problems.ts): each names its field by
 * label, lists the errors an example gives, and offers its fixes as buttons, each one undoable
 * edit; a finding the designer cannot fix says whom to ask and folds the check's own sentence.
 */
import type { Translate } from '../../texts/index.ts';
import { completeExamples } from '../model/examples.ts';
import { applyFix, type ProblemFix } from '../model/fixes.ts';
import type { FieldNode, Outline } from '../model/outline.ts';
import type { Files } from '../model/workspace.ts';
import { C } from './codes.ts';
import { fieldAtPointer, type ExampleError, type PinnedProblem } from './problems.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

/** "Täydennä esimerkit": the examples brought up to the form, and what was done, in words. */
export function completeAndSay(files: Files, form: string, t: Translate): [Files, string] {
  const update = completeExamples(files, form);
  if (update.files === files) return [files, t(C.examplesUpToDate)];
  return [
    update.files,
    t(C.examplesCompleted, { completed: update.completed.length, added: update.added.length }),
  ];
}

const PROBLEMS_HEADING = 'problems-heading';

/** A problem's identity across edits, so that a list item (and its buttons) is never another problem's. */
export const problemKey = (problem: PinnedProblem) =>
  JSON.stringify([problem.field, problem.code, problem.params, problem.text]);

/** Each fix's button and what the author hears when it is made (Täydennä esimerkit says its own counts). */
const FIX_TEXTS: Record<ProblemFix['kind'], { label: string; done?: string }> = {
  'complete-examples': { label: C.fixCompleteExamples },
  'fit-values': { label: C.fixFitValues, done: C.valuesFitted },
  'remove-example': { label: C.fixRemoveExample, done: C.exampleRemoved },
  'accept-errors': { label: C.fixAcceptErrors, done: C.errorsAccepted },
  'remove-expected': { label: C.fixRemoveExpected, done: C.expectedRemoved },
  'unset-summary-name': { label: C.fixUnsetSummaryName, done: C.summaryNameUnset },
};

/** The texts' parameter: the example a fix concerns, when it concerns one. */
const fixParams = (fix: ProblemFix): Record<string, string> =>
  'example' in fix ? { example: fix.example } : {};

/** An error's text without the values it is filled with where it shows ("enintään … merkkiä"). */
const errorText = (t: Translate, code: string) => t(code).replace(/\{[^}]*\}/g, '…');

function ErrorList({
  heading,
  errors,
  outline,
  labelOf,
}: {
  heading: string;
  errors: readonly ExampleError[];
  outline: Outline;
  labelOf: (field: FieldNode) => string;
}) {
  const t = useT();
  return (
    <>
      <p className="designer-problem-errors">{heading}</p>
      <ul>
        {errors.map((error) => {
          const field = fieldAtPointer(outline, error.pointer);
          return (
            <li key={`${error.pointer} ${error.code}`}>
              {t(C.exampleError, {
                field: field ? labelOf(field) : error.pointer,
                error: errorText(t, error.code),
              })}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** One problem: its sentence, the errors it lists, its fixes, or the description for a developer. */
export function ProblemItem({
  problem,
  form,
  outline,
  labelOf,
}: {
  problem: PinnedProblem;
  form: string;
  outline: Outline;
  labelOf: (field: FieldNode) => string;
}) {
  const t = useT();
  const { files, change } = useDesigner();
  return (
    <>
      {t(problem.code, problem.params)}
      {problem.errors && (
        <ErrorList heading={t(C.errorsNow)} errors={problem.errors} outline={outline} labelOf={labelOf} />
      )}
      {problem.wanted && (
        <ErrorList heading={t(C.errorsWanted)} errors={problem.wanted} outline={outline} labelOf={labelOf} />
      )}
      {problem.text && (
        <details>
          <summary>{t(C.forDeveloper)}</summary>
          <code lang="en">{problem.text}</code>
        </details>
      )}
      {problem.fixes && (
        <span className="designer-actions">
          {problem.fixes.map((fix) => (
            <button
              key={fix.kind}
              type="button"
              onClick={() => {
                if (fix.kind === 'complete-examples') change(...completeAndSay(files, form, t));
                else change(applyFix(files, form, fix), t(FIX_TEXTS[fix.kind].done!, fixParams(fix)));
                // The problem goes with its button: the focus goes to the list, before the next one.
                document.getElementById(PROBLEMS_HEADING)?.focus();
              }}
            >
              {t(FIX_TEXTS[fix.kind].label, fixParams(fix))}
            </button>
          ))}
        </span>
      )}
    </>
  );
}

/** The form's problems panel: every problem, its field's name and a way to it. */
export function ProblemList({
  problems,
  form,
  outline,
  labelOf,
}: {
  problems: readonly PinnedProblem[];
  form: string;
  outline: Outline;
  labelOf: (field: FieldNode) => string;
}) {
  const t = useT();
  const select = useDesigner((state) => state.select);
  return (
    <section aria-labelledby={PROBLEMS_HEADING} className="designer-panel">
      <h2 id={PROBLEMS_HEADING} tabIndex={-1}>
        {t(C.problems)}
      </h2>
      {problems.length === 0 ? (
        <p>{t(C.noProblems)}</p>
      ) : (
        <ul className="designer-problems">
          {problems.map((problem) => {
            const node = problem.field ? outline.byId.get(problem.field) : undefined;
            return (
              <li key={problemKey(problem)}>
                <strong>{node ? labelOf(node) : t(C.wholeForm)}</strong>:{' '}
                <ProblemItem problem={problem} form={form} outline={outline} labelOf={labelOf} />{' '}
                {node && (
                  <button type="button" className="designer-link" onClick={() => select(node.id)}>
                    {t(C.showField)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
