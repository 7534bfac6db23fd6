/**
 * `staffCase`: a staff form of one case (issue 14: the application decision, the attachment
 * request, the realization decision) for the customer chosen on the search page (kept in the tab,
 * pages/intra/customerStore.ts, never in the address):
 *
 * - no customer chosen: the page says so, with the way to the search, instead of the form;
 * - above the heading the way back to the customer, under it what the form decides (CaseSubject:
 *   the customer and the application or realization request of the path's id);
 * - the form is sent for the customer and the case (`hetuOrBusinessId` and the path's id);
 * - 409 (already decided) and 404 (not this customer's, or gone) in the manifest's words;
 * - once sent, the decision document's PDF (GET intraDocumentDownload, by the answer's id) when the
 *   manifest names its file name, and the way back to the customer; no 'new' and no links home.
 *
 * What only staff see (the case's subject and its facts) is loaded when it is shown, not with the
 * generic form page every landlord's form loads (the landlord form's code budget,
 * bench/budgets.ts). The intra API's operations are not: the form page finds a manifest's operation
 * among them (portal/api/operations.ts).
 */
import { lazy, Suspense, useMemo } from 'react';
import { intraOperations, type IntraCreated } from '../../../api/intra.ts';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { useCustomerStore } from '../../pages/intra/customerStore.ts';
import { BackToCustomer, caseFailure, NoCustomerChosen } from '../../pages/intra/IntraCase.tsx';
import { CaseSubjectLoading } from '../../pages/intra/CaseSubjectLoading.tsx';
import type { ExtensionContext, ExtensionParts } from './parts.ts';

const CaseSubject = lazy(() =>
  import('../../pages/intra/CaseSubject.tsx').then(({ CaseSubject }) => ({ default: CaseSubject })),
);

export function useStaffCase(
  spec: Extract<PageExtensionSpec, { name: 'staffCase' }>,
  { language, pathParams }: ExtensionContext,
): ExtensionParts {
  const customerId = useCustomerStore((state) => state.customerId);
  // The path names the case: `:applicationId` or `:realizationId`.
  const caseId = pathParams[`${spec.subject}Id`] ?? '';
  return useMemo((): ExtensionParts => {
    const back = <BackToCustomer language={language} />;
    if (!customerId)
      return {
        opening: { instead: (title: string) => <NoCustomerChosen language={language} title={title} /> },
      };
    return {
      above: back,
      below: (
        <Suspense fallback={<CaseSubjectLoading />}>
          <CaseSubject language={language} customerId={customerId} kind={spec.subject} id={caseId} />
        </Suspense>
      ),
      params: { hetuOrBusinessId: customerId, [`${spec.subject}Id`]: caseId },
      failure: (error) => {
        const kind = caseFailure(error);
        return kind === 'conflict'
          ? t(language, spec.conflict)
          : kind === 'notFound'
            ? t(language, spec.notFound)
            : null;
      },
      sent: {
        plain: true,
        after: back,
        pdf: (answer) => {
          const { pdfFileName } = spec;
          if (!pdfFileName) return undefined;
          const { id } = answer as IntraCreated;
          return async () => {
            const { blob, fileName } = await api.download(intraOperations.intraDocumentDownload, {
              params: { id },
            });
            return { blob, fileName: fileName ?? `${t(language, pdfFileName)}.pdf` };
          };
        },
      },
    };
  }, [customerId, caseId, language, spec]);
}
