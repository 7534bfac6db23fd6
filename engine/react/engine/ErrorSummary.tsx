import { forwardRef, memo, useId } from 'react';
import type { Translate } from '../../../texts/index.ts';
import { pointerToFieldId } from '../../core/paths.ts';
import type { FieldError } from '../../core/types.ts';
import { withLabel } from '../../core/errors.ts';
import './engine.css';

/** `errors` counts (its plural forms `_one` and `_other`). */
export const ERROR_SUMMARY_CODES = { title: '100001', errors: '100002' } as const;

/**
 * SPEC §2's rule for the error summary, in the engine's forms and the portal's own forms alike: it
 * shows when two or more fields are in error, and once shown it stays while any error is left (one
 * error alone, never summarised, focuses its field instead).
 */
export function errorSummaryShows(errorCount: number, shownBefore: boolean): boolean {
  return errorCount >= 2 || (shownBefore && errorCount > 0);
}

/** Moves focus to a field of the form: the input itself, or the first focusable control inside a group. */
export function focusField(path: string): boolean {
  return focusElement(pointerToFieldId(path));
}

/** Moves focus to the element of an id, or to the first focusable control inside it. */
function focusElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches('input, select, textarea, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
  (target ?? element).focus();
  (target ?? element).scrollIntoView?.({ block: 'center' });
  return document.activeElement === (target ?? element);
}

/** One line of the summary; the lines whose error did not change are not rendered again. */
const ErrorSummaryItem = memo(function ErrorSummaryItem({
  fieldId,
  label,
  message,
}: Pick<FieldError, 'label' | 'message'> & { fieldId: string }) {
  return (
    <li>
      <a
        href={`#${fieldId}`}
        onClick={(event) => {
          event.preventDefault();
          focusElement(fieldId);
        }}
      >
        {withLabel(label, message)}
      </a>
    </li>
  );
});

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  t: Translate;
  /** The element id of an error's field (a form's fields: from its path; a page of its own names them). */
  fieldIdOf?: (path: string) => string;
}

/**
 * The error summary of SPEC §2: lists every field error with a link that focuses the field. The
 * engine decides when it shows (two or more errors, or once it has been shown) and focuses it; a
 * portal page with a form of its own (send attachments) uses it too, naming its fields' ids.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, t, fieldIdOf = pointerToFieldId },
  ref,
) {
  const titleId = useId();
  return (
    <div className="engine-error-summary" ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(ERROR_SUMMARY_CODES.title)}</h2>
      <p>{t(ERROR_SUMMARY_CODES.errors, { count: errors.length })}</p>
      <ul>
        {errors.map((error) => (
          <ErrorSummaryItem
            key={error.path}
            fieldId={fieldIdOf(error.path)}
            label={error.label}
            message={error.message}
          />
        ))}
      </ul>
    </div>
  );
});
