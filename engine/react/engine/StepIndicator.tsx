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

/** The list of steps with the current one marked (`aria-current="step"`). */
export function StepIndicator({ titles, current, t }: StepIndicatorProps) {
  return (
    <nav className="engine-steps" aria-label={t(STEP_CODES.steps)}>
      <p className="engine-steps__progress">
        {t(STEP_CODES.progress, { current: current + 1, total: titles.length })}
      </p>
      <ol>
        {titles.map((title, index) => (
          <li
            key={title + index}
            aria-current={index === current ? 'step' : undefined}
            className={index < current ? 'done' : index === current ? 'current' : undefined}
          >
            {title}
            {index < current && <span className="visually-hidden"> ({t(STEP_CODES.done)})</span>}
            {index === current && <span className="visually-hidden"> ({t(STEP_CODES.current)})</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
