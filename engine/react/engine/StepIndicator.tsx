import type { Translate } from '../../../texts/index.ts';

export const STEP_CODES = {
  progress: '100010',
  next: '100011',
  previous: '100012',
  check: '100013',
  edit: '100014',
  steps: '100016',
  done: '100017',
  current: '100018',
  moved: '100019',
  checkIntro: '100022',
  send: '100023',
} as const;

interface StepIndicatorProps {
  titles: readonly string[];
  current: number;
  t: Translate;
}

/**
 * The steps of a form (issue 44, after HDS `Stepper`): 'Vaihe 2/5', then each step as a numbered
 * badge (done ✓, current, coming) joined by a line, its title under it. The current step is
 * `aria-current="step"` and each title says to a screen reader whether it is done or current; the
 * badges are decoration. On a narrow screen the titles are hidden from sight only (engine.css): the
 * row of badges shows under 'Vaihe 2/5', and the current step's title is the heading that follows.
 */
export function StepIndicator({ titles, current, t }: StepIndicatorProps) {
  return (
    <nav className="engine-steps" aria-label={t(STEP_CODES.steps)}>
      <p className="engine-steps__progress">
        {t(STEP_CODES.progress, { current: current + 1, total: titles.length })}
      </p>
      <ol className="engine-steps__list">
        {titles.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'coming';
          return (
            <li
              key={title + index}
              aria-current={index === current ? 'step' : undefined}
              className={`engine-steps__step engine-steps__step--${state}`}
            >
              <span className="engine-steps__badge" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="engine-steps__title">
                {title}
                {state === 'done' && <span className="visually-hidden"> ({t(STEP_CODES.done)})</span>}
                {state === 'current' && <span className="visually-hidden"> ({t(STEP_CODES.current)})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
