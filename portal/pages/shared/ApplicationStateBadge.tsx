/**
 * An application's state as a badge: its word on a tint, with "Tila:" / "Status:" before it for a
 * screen reader (shared/applicationState.ts). The word carries the meaning; the tint repeats it.
 */
import { t, type Language } from '../../../texts/index.ts';
import {
  APPLICATION_STATE_CODES,
  APPLICATION_STATE_LABEL,
  type ApplicationState,
} from './applicationState.ts';
import './applicationState.css';

export function ApplicationStateBadge({
  language,
  state,
  labelled = false,
}: {
  language: Language;
  state: ApplicationState;
  /** The badge stands beside a label of its own (a `dt`): no "Tila:" before it. */
  labelled?: boolean;
}) {
  return (
    <span className={`state-badge state-badge--${state.toLowerCase().replace('_', '-')}`}>
      {!labelled && <span className="visually-hidden">{t(language, APPLICATION_STATE_LABEL)}: </span>}
      {t(language, APPLICATION_STATE_CODES[state])}
    </span>
  );
}
