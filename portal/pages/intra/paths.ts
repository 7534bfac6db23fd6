/**
 * The staff area's pages of one customer (issue 14). The customer being handled is kept in the tab
 * (customerStore.ts), never in the address: an identity code does not belong in browser history or
 * access logs. The search and the audit list are in guards/paths.ts (the sidebar names them).
 */
import { generatePath } from 'react-router';

export const INTRA_PATHS = {
  customer: '/asiakas',
  attachments: '/asiakas/hakemus/:applicationId/liitteet',
  decision: '/asiakas/hakemus/:applicationId/paatos',
  attachmentRequest: '/asiakas/hakemus/:applicationId/liitepyynto',
  realizationDecision: '/asiakas/realisointipyynto/:realizationId/paatos',
} as const;

export const applicationPath = (
  page: 'attachments' | 'decision' | 'attachmentRequest',
  applicationId: string,
): string => generatePath(INTRA_PATHS[page], { applicationId });

export const realizationDecisionPath = (realizationId: string): string =>
  generatePath(INTRA_PATHS.realizationDecision, { realizationId });

/** A page of the area gets the path's parameters (`applicationId`, `realizationId`) as props. */
export type IntraPageProps = Readonly<Record<string, string | undefined>>;
