/**
 * The staff area (app mode intra, issue 14): one chunk for all its pages, which App.tsx loads for
 * `/asiakkaat`, `/asiakas/…` and `/toimintaloki`; the page is picked here by path, every one behind
 * the permission check (IntraGate). A path of the area that names no page is the portal's 404.
 */
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { PATHS } from '../../guards/paths.ts';
import NotFoundPage from '../not-found/NotFoundPage.tsx';
import ApplicationAttachmentsPage from './ApplicationAttachmentsPage.tsx';
import ApplicationDecisionPage from './ApplicationDecisionPage.tsx';
import AttachmentRequestPage from './AttachmentRequestPage.tsx';
import AuditPage from './AuditPage.tsx';
import CustomerPage from './CustomerPage.tsx';
import CustomerSearchPage from './CustomerSearchPage.tsx';
import { IntraGate } from './IntraGate.tsx';
import { INTRA_PATHS, type IntraPageProps } from './paths.ts';
import RealizationDecisionPage from './RealizationDecisionPage.tsx';

const PAGES: readonly [pattern: string, page: ComponentType<IntraPageProps>][] = [
  [PATHS.intraCustomers, CustomerSearchPage],
  [PATHS.intraAudit, AuditPage],
  [INTRA_PATHS.customer, CustomerPage],
  [INTRA_PATHS.attachments, ApplicationAttachmentsPage],
  [INTRA_PATHS.decision, ApplicationDecisionPage],
  [INTRA_PATHS.attachmentRequest, AttachmentRequestPage],
  [INTRA_PATHS.realizationDecision, RealizationDecisionPage],
];

export default function IntraArea() {
  const { pathname } = useLocation();
  for (const [pattern, Page] of PAGES) {
    const match = matchPath(pattern, pathname);
    if (match)
      return (
        <IntraGate>
          <Page {...match.params} />
        </IntraGate>
      );
  }
  return <NotFoundPage />;
}
