/**
 * What the pages of one application or realization request share (issue 14): the words when no
 * customer has been chosen (a link to the search), the link back to the customer page, and the
 * kinds of failure an action on a case can meet.
 */
import { t, type Language } from '../../../texts/index.ts';
import { ResponseError } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import { Link } from '../../routing/Link.tsx';
import { INTRA_CASE_CODES, INTRA_CODES } from './codes.ts';
import { INTRA_PATHS } from './paths.ts';
import './intraCase.css';

/** The page's heading and the words that no customer is chosen yet, with a link to the search. */
export function NoCustomerChosen({ language, title }: { language: Language; title: string }) {
  return (
    <div className="intra-case">
      <h1>{title}</h1>
      <div className="portal-alert portal-alert--info">
        <p>{t(language, INTRA_CODES.noCustomer)}</p>
        <p>
          <Link to={PATHS.intraCustomers}>{t(language, INTRA_CODES.searchForCustomer)}</Link>
        </p>
      </div>
    </div>
  );
}

/** 'Takaisin asiakkaan tietoihin': the customer page (the chosen customer, kept in the tab). */
export function BackToCustomer({ language }: { language: Language }) {
  return (
    <p className="intra-case__back">
      <Link to={INTRA_PATHS.customer}>
        <span aria-hidden="true">← </span>
        {t(language, INTRA_CASE_CODES.backToCustomer)}
      </Link>
    </p>
  );
}

/** Why an action on a case did not happen: already decided (409), not found (404), anything else. */
export type CaseFailure = 'conflict' | 'notFound' | 'failed';

export function caseFailure(error: unknown): CaseFailure {
  if (error instanceof ResponseError && error.status === 409) return 'conflict';
  if (error instanceof ResponseError && error.status === 404) return 'notFound';
  return 'failed';
}
