/**
 * `/asiakas`: the customer being handled (issue 14), as chosen on the search (customerStore, never
 * the address). Without one, the page says so and links to the search. Otherwise GET intraCustomer
 * for the stored id (a spinner, an error with 'try again', or 'not found'), then:
 *
 * - the name (h1), the identity code or business id and the kind;
 * - applications (customerSections): 'take into processing' (ARRIVED only; POST
 *   intraProcessApplication), links to the attachments, the attachment request and the decision
 *   (the last two while ARRIVED or INPROCESS), 'delete' behind a danger dialog that asks for the
 *   reason (DeleteApplicationDialog; POST intraDeleteApplication);
 * - attachment requests, realization requests (a link to the decision while undecided), an
 *   organisation's payment files ('mark as processed' for an accepted one, behind a confirmation;
 *   POST intraCompletePaymentFile);
 * - the customer's documents: the two lists of their own documents page (my-documents/DocumentList
 *   with the staff calls as its source), downloaded through GET intraDocumentDownload.
 *
 * An action says what it does in a status region under the heading, then its result (done, or
 * failed in words), and focus moves there; the overview is loaded again behind it, the old one
 * shown meanwhile.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  intraOperations,
  type IntraApplication,
  type IntraCustomer,
  type IntraPaymentFile,
} from '../../../api/intra.ts';
import { formatDateForPerson } from '../../../engine/core/format.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog.tsx';
import { DIALOG_CODES } from '../../dialogs/Dialog.tsx';
import { PATHS } from '../../guards/paths.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { Link } from '../../routing/Link.tsx';
import { usePageTitle, useShell } from '../../shell.tsx';
import {
  DocumentList,
  type DocumentListKind,
  type DocumentListSource,
} from '../my-documents/DocumentList.tsx';
import { INTRA_CUSTOMER_CODES as CODES } from './codes.ts';
import { useCustomerStore } from './customerStore.ts';
import {
  ApplicationsSection,
  AttachmentRequestsSection,
  PaymentFilesSection,
  RealizationRequestsSection,
} from './customerSections.tsx';
import { DeleteApplicationDialog } from './DeleteApplicationDialog.tsx';
import { NoCustomerChosen } from './IntraCase.tsx';
import { downloadIntraDocument, failedWith, failureText } from './intraHelpers.ts';
import type { IntraPageProps } from './paths.ts';
import '../../../engine/react/theme.css';
import '../my-documents/myDocuments.css';
import './intraCustomer.css';

const DOCUMENT_KINDS: readonly DocumentListKind[] = ['sent', 'arrived'];

/** `today` (YYYY-MM-DD): the documents' default range, for tests and stories. */
export default function CustomerPage({ today }: IntraPageProps) {
  const customerId = useCustomerStore((state) => state.customerId);
  if (customerId === null) return <NoCustomer />;
  return <CustomerOverview key={customerId} customerId={customerId} today={today} />;
}

function NoCustomer() {
  const { language } = useShell();
  const title = t(language, CODES.title);
  usePageTitle(title);
  return <NoCustomerChosen language={language} title={title} />;
}

interface Load {
  /** The overview last loaded (kept while it loads again). */
  customer: IntraCustomer | null;
  status: 'loading' | 'loaded' | 'failed' | 'notFound';
}

type Notice = { kind: 'working' | 'done' | 'failed'; text: string };

function CustomerOverview({ customerId, today }: { customerId: string; today: string | undefined }) {
  const { language } = useShell();
  const [load, setLoad] = useState<Load>({ customer: null, status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const customer = load.customer;
  const title = customer?.name ?? t(language, CODES.title);
  usePageTitle(title);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(intraOperations.intraCustomer, {
        params: { hetuOrBusinessId: customerId },
        signal: controller.signal,
      })
      .then(
        (answer) => setLoad({ customer: answer, status: 'loaded' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoad((previous) => ({
            customer: failedWith(error, 404) ? null : previous.customer,
            status: failedWith(error, 404) ? 'notFound' : 'failed',
          }));
        },
      );
    return () => controller.abort();
  }, [customerId, attempt]);

  /** Loads the overview again, the one shown kept meanwhile. */
  const refresh = () => {
    setLoad((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((count) => count + 1);
  };

  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && notice.kind !== 'working') noticeRef.current?.focus();
  }, [notice]);
  const busy = notice?.kind === 'working';

  /** Runs an action: 'working', then its result; the overview is loaded again either way. */
  async function act(working: string, action: () => Promise<unknown>, done: string, failedCode: string) {
    setNotice({ kind: 'working', text: working });
    try {
      await action();
      setNotice({ kind: 'done', text: done });
    } catch (error) {
      setNotice({ kind: 'failed', text: failureText(language, error, failedCode) });
    }
    refresh();
  }

  const processApplication = (application: IntraApplication) =>
    void act(
      t(language, CODES.processing),
      () =>
        api.call(intraOperations.intraProcessApplication, {
          params: { hetuOrBusinessId: customerId, applicationId: application.id },
        }),
      t(language, CODES.processed, { date: formatDateForPerson(language, application.arrivalDate) }),
      CODES.processFailed,
    );

  // Deleting an application: the dialog, the call, and the document lists mounted again after it.
  const [deleting, setDeleting] = useState<{
    application: IntraApplication;
    busy: boolean;
    failure: string | null;
  } | null>(null);
  const [documentsVersion, setDocumentsVersion] = useState(0);
  async function deleteApplication(application: IntraApplication, reason: string) {
    setDeleting({ application, busy: true, failure: null });
    try {
      await api.call(intraOperations.intraDeleteApplication, {
        params: { hetuOrBusinessId: customerId, applicationId: application.id },
        body: { reason },
      });
    } catch (error) {
      const text = failureText(language, error, CODES.deleteFailed);
      if (failedWith(error, 404) || failedWith(error, 409)) {
        // Gone or changed meanwhile: nothing to retry here; the overview shows how it is now.
        setDeleting(null);
        setNotice({ kind: 'failed', text });
        refresh();
      } else setDeleting({ application, busy: false, failure: text });
      return;
    }
    setDeleting(null);
    setNotice({
      kind: 'done',
      text: t(language, CODES.deleted, { date: formatDateForPerson(language, application.arrivalDate) }),
    });
    setDocumentsVersion((version) => version + 1);
    refresh();
  }

  const [completing, setCompleting] = useState<IntraPaymentFile | null>(null);
  const completePaymentFile = (file: IntraPaymentFile) => {
    setCompleting(null);
    void act(
      t(language, CODES.completing),
      () =>
        api.call(intraOperations.intraCompletePaymentFile, {
          params: { hetuOrBusinessId: customerId, deliveryId: file.id },
        }),
      t(language, CODES.completed, { file: file.fileName }),
      CODES.completeFailed,
    );
  };

  const documentSource = useMemo<DocumentListSource>(
    () => ({
      load: (kind, request, signal) =>
        api.call(
          kind === 'sent' ? intraOperations.intraSentDocuments : intraOperations.intraArrivedDocuments,
          {
            params: { hetuOrBusinessId: customerId },
            body: request,
            signal,
          },
        ),
      download: downloadIntraDocument,
      downloadClearsNew: false,
      showsFormVersion: true,
      codes: {
        heading: { sent: CODES.documentsSent, arrived: CODES.documentsArrived },
        pages: { sent: CODES.pagesSent, arrived: CODES.pagesArrived },
        isNewSpoken: CODES.newSpoken,
      },
    }),
    [customerId],
  );

  if (customer === null || load.status === 'notFound')
    return (
      <div className="intra-page">
        <h1>{title}</h1>
        {load.status === 'loading' && <Spinner label={t(language, CODES.loading)} />}
        {load.status === 'failed' && <LoadFailed language={language} onRetry={refresh} />}
        {load.status === 'notFound' && (
          <div className="portal-alert" role="alert">
            <p>{t(language, CODES.notFound, { id: customerId })}</p>
            <p>
              <Link to={PATHS.intraCustomers}>{t(language, CODES.searchAnother)}</Link>
            </p>
          </div>
        )}
      </div>
    );

  const kind = customer.kind;
  return (
    <div className="intra-page intra-customer">
      <h1>{customer.name}</h1>
      <dl className="intra-customer__facts">
        <div>
          <dt>{t(language, kind === 'PERSON' ? CODES.idPERSON : CODES.idORGANISATION)}</dt>
          <dd>{customer.hetuOrBusinessId}</dd>
        </div>
        <div>
          <dt>{t(language, CODES.kind)}</dt>
          <dd>{t(language, kind === 'PERSON' ? CODES.kindPERSON : CODES.kindORGANISATION)}</dd>
        </div>
      </dl>
      <p>
        <Link to={PATHS.intraCustomers}>{t(language, CODES.searchAnother)}</Link>
      </p>

      <div role="status" className="intra-notice-region">
        {notice && notice.kind !== 'failed' && (
          <div ref={noticeRef} tabIndex={-1} className={`intra-notice intra-notice--${notice.kind}`}>
            <p>{notice.text}</p>
          </div>
        )}
      </div>
      {notice?.kind === 'failed' && (
        <div ref={noticeRef} tabIndex={-1} role="alert" className="portal-alert intra-notice">
          <p>{notice.text}</p>
        </div>
      )}
      {load.status === 'failed' && <LoadFailed language={language} onRetry={refresh} />}

      <div className="intra-customer__sections" aria-busy={load.status === 'loading' || undefined}>
        <ApplicationsSection
          language={language}
          applications={customer.applications}
          requests={customer.attachmentRequests}
          busy={busy || deleting !== null}
          onProcess={processApplication}
          onDelete={(application) => setDeleting({ application, busy: false, failure: null })}
        />
        <AttachmentRequestsSection
          language={language}
          requests={customer.attachmentRequests}
          applications={customer.applications}
        />
        <RealizationRequestsSection language={language} requests={customer.realizationRequests} />
        {(kind === 'ORGANISATION' || customer.paymentFiles.length > 0) && (
          <PaymentFilesSection
            language={language}
            files={customer.paymentFiles}
            busy={busy}
            onComplete={setCompleting}
          />
        )}
      </div>
      <div className="my-documents intra-documents">
        {DOCUMENT_KINDS.map((listKind) => (
          <DocumentList
            key={`${listKind}-${documentsVersion}`}
            language={language}
            kind={listKind}
            headingId={`intra-documents-${listKind}`}
            source={documentSource}
            {...(today ? { today } : {})}
          />
        ))}
      </div>

      {deleting && (
        <DeleteApplicationDialog
          language={language}
          date={formatDateForPerson(language, deleting.application.arrivalDate)}
          address={deleting.application.address}
          busy={deleting.busy}
          failure={deleting.failure}
          onConfirm={(reason) => void deleteApplication(deleting.application, reason)}
          onCancel={() => setDeleting(null)}
        />
      )}
      <ConfirmDialog
        open={completing !== null}
        title={t(language, CODES.completeTitle)}
        confirmLabel={t(language, CODES.complete)}
        cancelLabel={t(language, DIALOG_CODES.cancel)}
        onConfirm={() => completing && completePaymentFile(completing)}
        onCancel={() => setCompleting(null)}
        language={language}
      >
        <p>
          {completing &&
            t(language, CODES.completeBody, {
              file: completing.fileName,
              fileId: completing.fileId ?? '–',
            })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function LoadFailed({ language, onRetry }: { language: Language; onRetry: () => void }) {
  const id = useId();
  return (
    <div className="portal-alert" role="alert" aria-labelledby={id}>
      <p id={id}>{t(language, CODES.loadFailed)}</p>
      <button type="button" className="ef-button ef-button--primary" onClick={onRetry}>
        {t(language, CODES.retry)}
      </button>
    </div>
  );
}
