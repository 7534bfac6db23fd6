import type { Translate } from '../../../texts/index.ts';
import type { SummaryModel } from '../../core/summary.ts';
import { STEP_CODES } from './StepIndicator.tsx';

interface SummaryViewProps {
  summary: SummaryModel;
  t: Translate;
  /** Present when the form has steps: "edit" links go back to a segment's step. */
  onEdit?: (stepId: string) => void;
}

/**
 * The check-your-answers view of the summary model: one description list per segment. The step
 * heading above it names the step ('Tarkista tiedot').
 */
export function SummaryView({ summary, t, onEdit }: SummaryViewProps) {
  return (
    <section className="engine-summary">
      <p>{t(STEP_CODES.checkIntro)}</p>
      {summary.segments.map((segment, index) => (
        <section key={`${segment.subtitle}-${index}`} className="engine-summary__segment">
          <h3>{segment.subtitle}</h3>
          <dl>
            {segment.values.map((value) => (
              <div key={value.path} className="engine-summary__row">
                <dt>{value.key}</dt>
                <dd>{value.value}</dd>
              </div>
            ))}
          </dl>
          {onEdit && segment.stepId && (
            <button
              type="button"
              className="engine-link-button"
              onClick={() => onEdit(segment.stepId as string)}
            >
              {t(STEP_CODES.edit)}
              <span className="visually-hidden">: {segment.subtitle}</span>
            </button>
          )}
        </section>
      ))}
    </section>
  );
}
