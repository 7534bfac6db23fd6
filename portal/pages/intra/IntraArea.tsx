/**
 * The staff area (app mode intra, issue 14): one chunk for all its pages, which App.tsx loads for
 * `/asiakkaat`, `/asiakas/…` and `/toimintaloki`; the page is picked here by path, every one behind
 * the permission check (IntraGate). The staff forms (the application decision, the attachment
 * request, the realization decision) are the generic form page's, at their manifests' paths
 * (`staffFormAt`, portal/forms/details.ts). A path of the area that names no page is the portal's 404.
 */
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { staffFormAt } from '../../forms/details.ts';
import { PATHS } from '../../guards/paths.ts';
import ManifestFormPage from '../form/ManifestFormPage.tsx';
import NotFoundPage from '../not-found/NotFoundPage.tsx';
import ApplicationAttachmentsPage from './ApplicationAttachmentsPage.tsx';
import AuditPage from './AuditPage.tsx';
import CustomerPage from './CustomerPage.tsx';
import CustomerSearchPage from './CustomerSearchPage.tsx';
import { IntraGate } from './IntraGate.tsx';
import { INTRA_PATHS, type IntraPageProps } from './paths.ts';

const PAGES: readonly [pattern: string, page: ComponentType<IntraPageProps>][] = [
  [PATHS.intraCustomers, CustomerSearchPage],
  [PATHS.intraAudit, AuditPage],
  [INTRA_PATHS.customer, CustomerPage],
  [INTRA_PATHS.attachments, ApplicationAttachmentsPage],
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
  const staffForm = staffFormAt(pathname);
  if (staffForm)
    return (
      <IntraGate>
        <div className="intra-case">
          {/* Keyed by the form and its case: another one starts afresh. */}
          <ManifestFormPage key={pathname} />
        </div>
      </IntraGate>
    );
  return <NotFoundPage />;
}
