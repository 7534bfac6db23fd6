/**
 * The parts of a customer's overview (issue 14, CustomerPage): applications with their step in
 * words and their actions, attachment requests with the items asked for, realization requests with
 * the amounts, an organisation's payment files (a table that stacks below 600 px). Each list is a
 * section with an h2; each item a card with an h3, which the item's buttons and links name as their
 * description, so that 'Tee päätös' says which application it is about.
 */
import { useId, type ReactNode } from 'react';
import type {
  IntraApplication,
  IntraAttachmentRequest,
  IntraPaymentFile,
  IntraRealizationRequest,
} from '../../../api/intra.ts';
import { formatDateForPerson, formatEuros } from '../../../engine/core/format.ts';
import { t, type Language } from '../../../texts/index.ts';
import { Link } from '../../routing/Link.tsx';
import { EKEVI_CODES } from '../ekevi/codes.ts';
import { ApplicationStateBadge } from '../shared/ApplicationStateBadge.tsx';
import { applicationState, type ApplicationState } from '../shared/applicationState.ts';
import { INTRA_CUSTOMER_CODES as CODES } from './codes.ts';
import { applicationPath, realizationDecisionPath } from './paths.ts';
import '../shared/stackedTable.css';

/** The names of the attachments staff ask for (server/db/seed.ts ATTACHMENT_TEXT_CODES). */
export const ATTACHMENT_NAME_CODES: Readonly<Record<string, string>> = {
  VUOKRASOPIMUS: '153010',
  IRTISANOMISILMOITUS: '153012',
  TILIOTE: '153014',
};

/**
 * An application's state as the landlord's front page words it (issue 31: the same words on both
 * sides): more information requested while an attachment request of it is not answered.
 */
export function intraApplicationState(
  application: IntraApplication,
  requests: readonly IntraAttachmentRequest[],
): ApplicationState {
  const open = requests.some((request) => request.applicationId === application.id && !request.delivered);
  return applicationState(application.currentStep, open);
}

/** A payment file's status in words (the file exchange's own). */
const FILE_STATUS_CODES: Readonly<Record<IntraPaymentFile['status'], string>> = {
  ACCEPTED: EKEVI_CODES.statusACCEPTED,
  REJECTED: EKEVI_CODES.statusREJECTED,
  COMPLETED: EKEVI_CODES.statusCOMPLETED,
};

/** Whether an application can still be asked for attachments and decided. */
export const isOpen = (application: IntraApplication): boolean =>
  application.currentStep === 'ARRIVED' || application.currentStep === 'INPROCESS';

const date = (language: Language, value: string | null): string | null =>
  value ? formatDateForPerson(language, value) : null;

/** Label–value pairs; an empty value says 'Ei tiedossa'. */
export function Facts({ language, facts }: { language: Language; facts: [string, ReactNode][] }) {
  return (
    <dl className="intra-card__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === '' ? (
              <span className="intra-card__missing">{t(language, CODES.notGiven)}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  id,
  heading,
  empty,
  emptyText,
  children,
}: {
  id: string;
  heading: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section className="intra-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {empty ? <p>{emptyText}</p> : children}
    </section>
  );
}

export interface ApplicationsProps {
  language: Language;
  applications: IntraApplication[];
  /** The customer's attachment requests (an open one makes its application's state 'more information requested'). */
  requests: readonly IntraAttachmentRequest[];
  /** An action is under way: every action button waits. */
  busy: boolean;
  onProcess: (application: IntraApplication) => void;
  onDelete: (application: IntraApplication) => void;
}

export function ApplicationsSection({
  language,
  applications,
  requests,
  busy,
  onProcess,
  onDelete,
}: ApplicationsProps) {
  const id = useId();
  return (
    <Section
      id={id}
      heading={t(language, CODES.applications)}
      empty={applications.length === 0}
      emptyText={t(language, CODES.noApplications)}
    >
      <ul className="intra-cards">
        {applications.map((application) => (
          <ApplicationItem
            key={application.id}
            language={language}
            application={application}
            state={intraApplicationState(application, requests)}
            busy={busy}
            onProcess={() => onProcess(application)}
            onDelete={() => onDelete(application)}
          />
        ))}
      </ul>
    </Section>
  );
}

function ApplicationItem({
  language,
  application,
  state,
  busy,
  onProcess,
  onDelete,
}: {
  language: Language;
  application: IntraApplication;
  state: ApplicationState;
  busy: boolean;
  onProcess: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const arrived = formatDateForPerson(language, application.arrivalDate);
  const step = application.currentStep;
  return (
    <li className="intra-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="intra-card__title">
        {t(language, CODES.applicationTitle, { date: arrived })}
      </h3>
      <Facts
        language={language}
        facts={[
          [t(language, CODES.step), <ApplicationStateBadge language={language} state={state} labelled />],
          [t(language, CODES.arrived), arrived],
          [t(language, CODES.decisionDate), date(language, application.decisionDate) ?? '–'],
          [t(language, CODES.paymentCommitment), application.paymentCommitmentId],
          [t(language, CODES.address), application.address],
          [t(language, CODES.sender), application.senderName],
          [t(language, CODES.rentees), application.rentees.join(', ')],
          [t(language, CODES.attachmentCount), String(application.attachmentCount)],
        ]}
      />
      <div className="intra-card__actions">
        {step === 'ARRIVED' && (
          <button
            type="button"
            className="ef-button ef-button--primary"
            aria-describedby={headingId}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onProcess()}
          >
            {t(language, CODES.process)}
          </button>
        )}
        <Link
          className="intra-card__link"
          to={applicationPath('attachments', application.id)}
          aria-describedby={headingId}
        >
          {t(language, CODES.attachmentsLink)}
        </Link>
        {isOpen(application) && (
          <>
            <Link
              className="intra-card__link"
              to={applicationPath('attachmentRequest', application.id)}
              aria-describedby={headingId}
            >
              {t(language, CODES.requestLink)}
            </Link>
            <Link
              className="intra-card__link"
              to={applicationPath('decision', application.id)}
              aria-describedby={headingId}
            >
              {t(language, CODES.decideLink)}
            </Link>
          </>
        )}
        <button
          type="button"
          className="ef-button intra-button--danger"
          aria-describedby={headingId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onDelete()}
        >
          {t(language, CODES.deleteApplication)}
        </button>
      </div>
    </li>
  );
}

export function AttachmentRequestsSection({
  language,
  requests,
  applications,
}: {
  language: Language;
  requests: IntraAttachmentRequest[];
  applications: IntraApplication[];
}) {
  const id = useId();
  return (
    <Section
      id={id}
      heading={t(language, CODES.attachmentRequests)}
      empty={requests.length === 0}
      emptyText={t(language, CODES.noAttachmentRequests)}
    >
      <ul className="intra-cards">
        {requests.map((request) => {
          const application = applications.find((item) => item.id === request.applicationId);
          return (
            <li key={request.id} className="intra-card">
              <h3 className="intra-card__title">
                {t(language, CODES.attachmentRequestTitle, {
                  date: formatDateForPerson(language, request.created),
                })}
              </h3>
              <Facts
                language={language}
                facts={[
                  [
                    t(language, CODES.forApplication),
                    application
                      ? [formatDateForPerson(language, application.arrivalDate), application.address]
                          .filter(Boolean)
                          .join(', ')
                      : null,
                  ],
                  [t(language, CODES.dueDate), formatDateForPerson(language, request.dueDate)],
                  [
                    t(language, CODES.status),
                    <span className={`intra-status${request.delivered ? ' intra-status--done' : ''}`}>
                      <span aria-hidden="true">{request.delivered ? '✓ ' : '○ '}</span>
                      {t(language, request.delivered ? CODES.delivered : CODES.waiting)}
                    </span>,
                  ],
                  [
                    t(language, CODES.requestedItems),
                    <ul className="intra-card__items">
                      {request.items.map((item) => {
                        const nameCode = ATTACHMENT_NAME_CODES[item.attachmentCode];
                        const name = nameCode ? t(language, nameCode) : item.attachmentCode;
                        return (
                          <li key={item.attachmentCode}>
                            {t(language, CODES.itemFiles, { name, count: item.uploads })}
                            {item.optional && <> {t(language, CODES.optional)}</>}
                          </li>
                        );
                      })}
                    </ul>,
                  ],
                ]}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function RealizationRequestsSection({
  language,
  requests,
}: {
  language: Language;
  requests: IntraRealizationRequest[];
}) {
  const id = useId();
  return (
    <Section
      id={id}
      heading={t(language, CODES.realizations)}
      empty={requests.length === 0}
      emptyText={t(language, CODES.noRealizations)}
    >
      <ul className="intra-cards">
        {requests.map((request) => (
          <RealizationItem key={request.id} language={language} request={request} />
        ))}
      </ul>
    </Section>
  );
}

function RealizationItem({ language, request }: { language: Language; request: IntraRealizationRequest }) {
  const headingId = useId();
  const undecided = request.decisionDate === null && request.amountGranted === null;
  const granted =
    request.amountGranted === null
      ? t(language, CODES.undecided)
      : request.amountGranted === 0
        ? t(language, CODES.rejectedAmount, { amount: formatEuros(language, 0) })
        : formatEuros(language, request.amountGranted);
  return (
    <li className="intra-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="intra-card__title">
        {t(language, CODES.realizationTitle, { date: formatDateForPerson(language, request.arrivalDate) })}
      </h3>
      <Facts
        language={language}
        facts={[
          [t(language, CODES.paymentCommitment), request.paymentCommitmentId],
          [t(language, CODES.rentee), request.renteeName],
          [t(language, CODES.realizationAddress), request.address],
          [
            t(language, CODES.claimed),
            request.amountClaimed === null ? null : formatEuros(language, request.amountClaimed),
          ],
          [t(language, CODES.granted), granted],
          [t(language, CODES.decisionDate), date(language, request.decisionDate) ?? '–'],
        ]}
      />
      {undecided && (
        <div className="intra-card__actions">
          <Link
            className="intra-card__link"
            to={realizationDecisionPath(request.id)}
            aria-describedby={headingId}
          >
            {t(language, CODES.decideLink)}
          </Link>
        </div>
      )}
    </li>
  );
}

export function PaymentFilesSection({
  language,
  files,
  busy,
  onComplete,
}: {
  language: Language;
  files: IntraPaymentFile[];
  busy: boolean;
  onComplete: (file: IntraPaymentFile) => void;
}) {
  const id = useId();
  const columns = {
    created: t(language, CODES.fileCreated),
    name: t(language, CODES.fileName),
    fileId: t(language, CODES.fileId),
    status: t(language, CODES.status),
    rows: t(language, CODES.fileRows),
    actions: t(language, CODES.actions),
  };
  return (
    <Section
      id={id}
      heading={t(language, CODES.paymentFiles)}
      empty={files.length === 0}
      emptyText={t(language, CODES.noPaymentFiles)}
    >
      <div className="intra-table-wrap">
        <table className="intra-table stacked-table">
          <caption className="visually-hidden">{t(language, CODES.paymentFilesCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.created}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.fileId}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col" className="num">
                {columns.rows}
              </th>
              <th scope="col">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <td data-label={columns.created}>{formatDateForPerson(language, file.created)}</td>
                <td data-label={columns.name} id={`${id}-file-${file.id}`}>
                  {file.fileName}
                </td>
                <td data-label={columns.fileId}>{file.fileId ?? '–'}</td>
                <td data-label={columns.status}>{t(language, FILE_STATUS_CODES[file.status])}</td>
                <td data-label={columns.rows} className="num">
                  {file.rowCount}
                </td>
                <td data-label={columns.actions}>
                  {file.status === 'ACCEPTED' ? (
                    <button
                      type="button"
                      className="ef-button ef-button--secondary"
                      aria-describedby={`${id}-file-${file.id}`}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && onComplete(file)}
                    >
                      {t(language, CODES.complete)}
                    </button>
                  ) : (
                    t(language, CODES.noActions)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
