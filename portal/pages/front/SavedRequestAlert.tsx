/**
 * One saved, unfinished realization request (SPEC §2 front page): the day it is kept until
 * (created + 14 days, SPEC §9), 'continue' (a link to the realization page with `openExisting`)
 * and 'delete' (asks in the danger dialog first). The alert can take focus (`tabIndex -1`), so that
 * the page can move focus to it when the one before it is deleted.
 */
import { forwardRef, useId } from 'react';
import { Link } from '../../routing/Link.tsx';
import { t, type Language } from '../../../texts/index.ts';
import type { SavedState } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import { FRONT_CODES } from './codes.ts';
import { savedUntil } from './dates.ts';

export interface SavedRequestAlertProps {
  language: Language;
  saved: SavedState;
  /** Whether the deletion of this request failed last time (the alert then says so). */
  failed: boolean;
  /** A deletion is under way (this or another): 'delete' does nothing meanwhile. */
  busy: boolean;
  onDelete: (saved: SavedState) => void;
}

export function continueHref(id: string): string {
  return `${PATHS.realizationRequest}?${new URLSearchParams({ openExisting: id }).toString()}`;
}

export const SavedRequestAlert = forwardRef<HTMLDivElement, SavedRequestAlertProps>(
  function SavedRequestAlert({ language, saved, failed, busy, onDelete }, ref) {
    const textId = useId();
    const errorId = useId();
    const date = savedUntil(saved.created);
    return (
      <div
        ref={ref}
        className="front-alert front-alert--saved"
        tabIndex={-1}
        aria-labelledby={textId}
        role="group"
      >
        <p id={textId} className="front-alert__text">
          {t(language, FRONT_CODES.savedText, { date })}
        </p>
        {failed && (
          <p id={errorId} className="front-alert__error">
            {t(language, FRONT_CODES.deleteFailed)}
          </p>
        )}
        <div className="front-alert__actions">
          <Link
            className="ef-button ef-button--primary front-button-link"
            to={continueHref(saved.id)}
            aria-describedby={textId}
          >
            {t(language, FRONT_CODES.continue)}
          </Link>
          <button
            type="button"
            className="ef-button ef-button--secondary"
            aria-describedby={failed ? `${textId} ${errorId}` : textId}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onDelete(saved);
            }}
          >
            {t(language, FRONT_CODES.delete)}
          </button>
        </div>
      </div>
    );
  },
);
