/**
 * Part 1 of /laheta-liite (SPEC §2, §3): the caller's applications with open attachment requests
 * (GET /v1/attachment-request/applications), one chosen with a radio button; its requests
 * (GET /v1/attachment-request/status?id) with each requested attachment's name and description
 * (their text codes), optional flag, due date and delivered uploads (download links); a file per
 * attachment, checked before upload, sent as multipart to POST /v1/attachment with a new
 * x-batch-id; then the status is loaded again. Success and failure are announced; after success
 * focus moves to the confirmation, after failure to the file input that the error describes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  operations,
  type AttachmentRequestApplication,
  type AttachmentRequestStatus,
  type RequestedAttachment,
} from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import { formatFinnishDate } from '../../../validators/date.ts';
import { api, buildUrl, failureMessage } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SEND_CODES } from './codes.ts';
import { FileField } from './FileField.tsx';
import { fileProblem, newBatchId } from './files.ts';

type ApplicationsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; applications: AttachmentRequestApplication[] };

type RequestsLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; requests: AttachmentRequestStatus[] };

export interface AttachmentRequestsProps {
  language: Language;
  maxBytes: number;
  announce: (message: string) => void;
}

export function AttachmentRequests({ language, maxBytes, announce }: AttachmentRequestsProps) {
  const [applications, setApplications] = useState<ApplicationsLoad>({ status: 'loading' });
  const [applicationsAttempt, setApplicationsAttempt] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [requests, setRequests] = useState<RequestsLoad>({ status: 'none' });
  const requestsAbort = useRef<AbortController | null>(null);

  /** Loads an application's requests; `quiet` keeps the list on the page meanwhile. */
  const loadRequests = useCallback(async (id: string, quiet = false): Promise<void> => {
    requestsAbort.current?.abort();
    const controller = new AbortController();
    requestsAbort.current = controller;
    if (!quiet) setRequests({ status: 'loading' });
    try {
      const list = await api.call(operations.attachmentRequestStatus, {
        params: { id },
        signal: controller.signal,
      });
      if (!controller.signal.aborted) setRequests({ status: 'loaded', requests: list });
    } catch {
      if (!controller.signal.aborted) setRequests({ status: 'failed' });
    }
  }, []);

  const choose = useCallback(
    (id: string) => {
      setChosen(id);
      void loadRequests(id);
    },
    [loadRequests],
  );

  useEffect(() => {
    let live = true;
    api.call(operations.attachmentRequestApplications).then(
      (list) => {
        if (!live) return;
        setApplications({ status: 'loaded', applications: list });
        // With one application there is nothing to choose.
        if (list.length === 1 && list[0]) choose(list[0].id);
      },
      () => live && setApplications({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [applicationsAttempt, choose]);

  useEffect(() => () => requestsAbort.current?.abort(), []);

  return (
    <section className="sa-section" aria-labelledby="sa-requests-heading">
      <h2 id="sa-requests-heading">{t(language, SEND_CODES.requestsHeading)}</h2>
      {applications.status === 'loading' && <Spinner label={t(language, SEND_CODES.loading)} />}
      {applications.status === 'failed' && (
        <div className="sa-alert sa-alert--danger" role="alert">
          <p>{t(language, SEND_CODES.applicationsFailed)}</p>
          <button
            type="button"
            className="ef-button ef-button--secondary"
            onClick={() => {
              setApplications({ status: 'loading' });
              setApplicationsAttempt((count) => count + 1);
            }}
          >
            {t(language, SEND_CODES.retry)}
          </button>
        </div>
      )}
      {applications.status === 'loaded' && applications.applications.length === 0 && (
        <p>{t(language, SEND_CODES.noApplications)}</p>
      )}
      {applications.status === 'loaded' && applications.applications.length > 0 && (
        <>
          <p>{t(language, SEND_CODES.requestsIntro)}</p>
          <fieldset className="ef-choices sa-applications">
            <legend className="ef-legend ef-legend--field">{t(language, SEND_CODES.application)}</legend>
            {applications.applications.map((application) => (
              <div className="ef-choice" key={application.id}>
                <input
                  className="ef-choice__input"
                  type="radio"
                  id={`sa-application-${application.id}`}
                  name="sa-application"
                  value={application.id}
                  checked={chosen === application.id}
                  onChange={() => choose(application.id)}
                />
                <label className="ef-choice__label" htmlFor={`sa-application-${application.id}`}>
                  <span className="sa-application__address">{application.address}</span>
                  <span className="sa-application__detail">
                    {application.paymentCommitmentId
                      ? t(language, SEND_CODES.paymentCommitment, { id: application.paymentCommitmentId })
                      : t(language, SEND_CODES.noPaymentCommitment)}
                  </span>
                  {application.renterBirthdate && (
                    <span className="sa-application__detail">
                      {t(language, SEND_CODES.renterBirthdate, {
                        date: formatFinnishDate(application.renterBirthdate),
                      })}
                    </span>
                  )}
                </label>
              </div>
            ))}
          </fieldset>
        </>
      )}

      {chosen && requests.status === 'loading' && <Spinner label={t(language, SEND_CODES.loading)} />}
      {chosen && requests.status === 'failed' && (
        <div className="sa-alert sa-alert--danger" role="alert">
          <p>{t(language, SEND_CODES.requestsFailed)}</p>
          <button
            type="button"
            className="ef-button ef-button--secondary"
            onClick={() => void loadRequests(chosen)}
          >
            {t(language, SEND_CODES.retry)}
          </button>
        </div>
      )}
      {chosen && requests.status === 'loaded' && (
        <div className="sa-requests" aria-label={t(language, SEND_CODES.applicationRequests)} role="region">
          {requests.requests.length === 0 && <p>{t(language, SEND_CODES.noOpenRequests)}</p>}
          {requests.requests.map((request) => (
            <article className="sa-request" key={request.id} aria-labelledby={`sa-request-${request.id}`}>
              <h3 id={`sa-request-${request.id}`}>
                {t(language, SEND_CODES.requestHeading, { date: formatFinnishDate(request.created) })}
              </h3>
              <p className="sa-request__facts">
                {t(language, SEND_CODES.benefit, { benefit: t(language, request.benefitTrCode) })}
                <br />
                <strong>
                  {t(language, SEND_CODES.dueDate, { date: formatFinnishDate(request.dueDate) })}
                </strong>
              </p>
              {request.attachments.map((attachment) => (
                <RequestedAttachmentItem
                  key={attachment.attachmentCode}
                  id={`sa-${request.id}-${attachment.attachmentCode}`}
                  language={language}
                  maxBytes={maxBytes}
                  applicationId={request.applicationId}
                  attachment={attachment}
                  announce={announce}
                  refresh={() => loadRequests(chosen, true)}
                />
              ))}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

interface RequestedAttachmentItemProps {
  id: string;
  language: Language;
  maxBytes: number;
  applicationId: string;
  attachment: RequestedAttachment;
  announce: (message: string) => void;
  refresh: () => Promise<void>;
}

/** One requested attachment: what is asked, what has been delivered, and a file to send. */
function RequestedAttachmentItem({
  id,
  language,
  maxBytes,
  applicationId,
  attachment,
  announce,
  refresh,
}: RequestedAttachmentItemProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  /** Set after a successful upload: the confirmation takes focus once the status has reloaded. */
  const focusConfirmation = useRef(false);

  useEffect(() => {
    if (!focusConfirmation.current || sending) return;
    focusConfirmation.current = false;
    confirmationRef.current?.focus();
  }, [sending]);
  const name = t(language, attachment.nameTrCode);

  function choose(files: File[]) {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setConfirmation(null);
    setError(chosen ? fileProblem(chosen, maxBytes, language) : null);
  }

  async function send() {
    if (sending) return;
    const problem = file ? fileProblem(file, maxBytes, language) : t(language, SEND_CODES.chooseFile);
    if (!file || problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    setConfirmation(null);
    announce(t(language, SEND_CODES.sending));
    let reference: string;
    try {
      ({ reference } = await api.upload(operations.uploadAttachment, {
        params: { 'x-batch-id': newBatchId() },
        metadata: { applicationId, code: attachment.attachmentCode, filename: file.name },
        file,
      }));
    } catch (failure) {
      const message = t(language, SEND_CODES.uploadFailedNamed, {
        name: file.name,
        reason: failureMessage(failure, t(language, SEND_CODES.uploadFailed)),
      });
      setSending(false);
      setError(message);
      announce(message);
      inputRef.current?.focus();
      return;
    }
    const message = t(language, SEND_CODES.uploaded, { name: file.name, attachment: name, reference });
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    setConfirmation(message);
    announce(message);
    await refresh();
    focusConfirmation.current = true;
    setSending(false);
  }

  return (
    <fieldset className="ef-group sa-attachment">
      <legend className="ef-legend sa-attachment__legend">
        {name}
        {attachment.optional && <span className="sa-optional"> {t(language, SEND_CODES.optional)}</span>}
      </legend>
      <p className="sa-attachment__description">{t(language, attachment.descriptionTrCode)}</p>
      {attachment.extraInfo && (
        <p className="sa-attachment__description">
          {t(language, SEND_CODES.extraInfo, { value: attachment.extraInfo.value })}
        </p>
      )}
      {attachment.originalRequired && (
        <p className="sa-attachment__description">{t(language, SEND_CODES.originalRequired)}</p>
      )}
      <p className={`sa-badge ${attachment.delivered ? 'sa-badge--delivered' : 'sa-badge--open'}`}>
        {t(language, attachment.delivered ? SEND_CODES.delivered : SEND_CODES.notDelivered)}
      </p>
      <h4 className="sa-attachment__subheading" id={`${id}-delivered`}>
        {t(language, SEND_CODES.deliveredHeading)}
      </h4>
      {attachment.uploads.length === 0 ? (
        <p>{t(language, SEND_CODES.nothingDelivered)}</p>
      ) : (
        <ul className="sa-delivered" aria-labelledby={`${id}-delivered`}>
          {attachment.uploads.map((upload) => (
            <li key={upload.fileId}>
              <a
                href={buildUrl(operations.attachmentFile, { id: upload.fileId })}
                download={upload.fileName}
                aria-label={t(language, SEND_CODES.download, { name: upload.fileName })}
              >
                {upload.fileName}
              </a>{' '}
              <span className="sa-muted">
                {t(language, SEND_CODES.deliveredOn, {
                  date: formatFinnishDate(upload.date),
                  reference: upload.reference,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {confirmation && (
        <p className="sa-confirmation" ref={confirmationRef} tabIndex={-1}>
          {confirmation}
        </p>
      )}
      <FileField
        id={`${id}-file`}
        label={t(language, SEND_CODES.fileLabel)}
        language={language}
        maxBytes={maxBytes}
        error={error}
        inputRef={inputRef}
        chosen={file ? [file] : []}
        onChoose={choose}
      />
      <button
        type="button"
        className="ef-button ef-button--secondary"
        aria-disabled={sending ? true : undefined}
        onClick={() => void send()}
      >
        {sending ? t(language, SEND_CODES.sending) : t(language, SEND_CODES.uploadButton)}
      </button>
    </fieldset>
  );
}
