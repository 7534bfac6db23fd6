/**
 * `/asiakas/hakemus/:applicationId/liitteet`: the files the chosen customer sent to one application's
 * attachment requests (GET intraAttachments), newest first: name, type, size, date and which
 * requested attachment each one is.
 *
 * - 'Avaa' opens the file in a new tab (GET intraViewAttachment: the browser shows a PDF or an
 *   image inline; the API forbids framing, so it is never shown inside the page).
 * - 'Poista' asks in a danger confirmation with a required reason (DeleteAttachmentDialog), then
 *   POSTs intraDeleteAttachment; focus moves to the page's polite live region, which says the
 *   deletion 1 s later (SPEC §9) and keeps saying it on the page, and the list is loaded again. An
 *   attachment already gone (404) is said so the same way, and the list reloads.
 * - No customer chosen: the words and a link to the search. An application not the customer's
 *   (404): the words.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { intraOperations, type IntraAttachment } from '../../../api/intra.ts';
import { ANNOUNCE_DELAY_MS } from '../../../engine/react/announce.ts';
import { isValidMultilineFreeText } from '../../../validators/freeText.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api, buildUrl, ResponseError } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { showDate } from '../front/dates.ts';
import { formatSize } from '../send-attachment/files.ts';
import { serverFieldErrors } from '../shared/forms.ts';
import { INTRA_CASE_CODES } from './codes.ts';
import { useCustomerStore } from './customerStore.ts';
import { DeleteAttachmentDialog } from './DeleteAttachmentDialog.tsx';
import type { IntraPageProps } from './paths.ts';
import { BackToCustomer, NoCustomerChosen } from './IntraCase.tsx';

/** The requested attachments' names (the send-attachment page's, 153xxx). */
const ATTACHMENT_NAMES: Readonly<Record<string, string>> = {
  VUOKRASOPIMUS: '153010',
  IRTISANOMISILMOITUS: '153012',
  TILIOTE: '153014',
};

/** A media type as people know it: 'PDF', 'JPEG'; another type as it is. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
};

/** 'Tekstissä on merkkejä, joita ei voi käyttää.' (the forms' own). */
const FREE_TEXT_CODE = '110110';

/** What is wrong with a deletion's reason (as a text code), or null: required, SPEC §5 free text. */
function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return INTRA_CASE_CODES.reasonRequired;
  return isValidMultilineFreeText(trimmed) ? null : FREE_TEXT_CODE;
}

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'notFound' }
  | { status: 'loaded'; attachments: IntraAttachment[] };

/** What a deletion came to, said in the live region and shown. */
interface Notice {
  text: string;
  kind: 'success' | 'error';
}

interface Deletion {
  attachment: IntraAttachment;
  reason: string;
  reasonError: { message: string } | null;
  busy: boolean;
  failed: boolean;
}

function AttachmentCard({
  language,
  attachment,
  customerId,
  onDelete,
}: {
  language: Language;
  attachment: IntraAttachment;
  customerId: string;
  onDelete: (attachment: IntraAttachment) => void;
}) {
  const requested = ATTACHMENT_NAMES[attachment.attachmentCode];
  const viewUrl = buildUrl(intraOperations.intraViewAttachment, {
    hetuOrBusinessId: customerId,
    attachmentId: attachment.id,
  });
  return (
    <li className="intra-attachments__item">
      <h2 className="intra-attachments__name">{attachment.fileName}</h2>
      <dl className="intra-attachments__fields">
        <div>
          <dt>{t(language, INTRA_CASE_CODES.requestedAttachment)}</dt>
          <dd>{requested ? t(language, requested) : attachment.attachmentCode}</dd>
        </div>
        <div>
          <dt>{t(language, INTRA_CASE_CODES.fileType)}</dt>
          <dd>{FILE_TYPES[attachment.mediaType] ?? attachment.mediaType}</dd>
        </div>
        <div>
          <dt>{t(language, INTRA_CASE_CODES.fileSize)}</dt>
          <dd>{formatSize(attachment.size, language)}</dd>
        </div>
        <div>
          <dt>{t(language, INTRA_CASE_CODES.sentDate)}</dt>
          <dd>{showDate(attachment.created)}</dd>
        </div>
      </dl>
      <p className="intra-attachments__actions">
        <a className="ef-button ef-button--secondary" href={viewUrl} target="_blank" rel="noopener">
          {t(language, INTRA_CASE_CODES.open)}
          <span className="visually-hidden">
            {' '}
            {attachment.fileName} {t(language, INTRA_CASE_CODES.opensInNewTab)}
          </span>
          <span aria-hidden="true"> ↗</span>
        </a>
        <button type="button" className="ef-button intra-case__danger" onClick={() => onDelete(attachment)}>
          {t(language, INTRA_CASE_CODES.delete)}
          <span className="visually-hidden"> {attachment.fileName}</span>
        </button>
      </p>
    </li>
  );
}

export default function ApplicationAttachmentsPage({ applicationId = '' }: IntraPageProps) {
  const { language } = useShell();
  const customerId = useCustomerStore((state) => state.customerId);
  const title = t(language, INTRA_CASE_CODES.attachmentsTitle);
  usePageTitle(title);

  /** Which customer's application the shown list is of: another one is loading. */
  const requestKey = `${customerId ?? ''}/${applicationId}`;
  const [load, setLoad] = useState<{ key: string; load: Load }>({ key: '', load: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Focus moves to the live region once the dialog has closed (it returns focus first). */
  const focusNotice = useRef(false);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);
  /** Focus to the live region at once (the deleted file's button is gone); the words 1 s later. */
  const tell = useCallback((next: Notice) => {
    clearTimeout(noticeTimer.current);
    setNotice(null);
    focusNotice.current = true;
    noticeTimer.current = setTimeout(() => setNotice(next), ANNOUNCE_DELAY_MS);
  }, []);

  useEffect(() => {
    if (!focusNotice.current || deletion) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [deletion]);

  useEffect(() => {
    if (!customerId) return;
    const controller = new AbortController();
    const key = `${customerId}/${applicationId}`;
    api
      .call(intraOperations.intraAttachments, {
        params: { hetuOrBusinessId: customerId, applicationId },
        signal: controller.signal,
      })
      .then(
        (attachments) => setLoad({ key, load: { status: 'loaded', attachments } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = error instanceof ResponseError && error.status === 404;
          setLoad({ key, load: { status: notFound ? 'notFound' : 'failed' } });
        },
      );
    return () => controller.abort();
  }, [customerId, applicationId, attempt]);

  const confirmDelete = useCallback(async () => {
    if (!deletion || !customerId || deletion.busy) return;
    const reason = deletion.reason.trim();
    const problem = reasonProblem(reason);
    if (problem) {
      setDeletion({ ...deletion, reasonError: { message: t(language, problem) }, failed: false });
      return;
    }
    const { attachment } = deletion;
    setDeletion({ ...deletion, reasonError: null, busy: true, failed: false });
    try {
      await api.call(intraOperations.intraDeleteAttachment, {
        params: { hetuOrBusinessId: customerId, applicationId, attachmentId: attachment.id },
        body: { reason },
      });
    } catch (error) {
      const fieldError = serverFieldErrors(error)?.find((item) => item.path === '/reason');
      if (fieldError) {
        const message = t(language, fieldError.code);
        setDeletion((current) => current && { ...current, busy: false, reasonError: { message } });
      } else if (error instanceof ResponseError && error.status === 404) {
        setDeletion(null);
        tell({ text: t(language, INTRA_CASE_CODES.attachmentNotFound), kind: 'error' });
        setAttempt((count) => count + 1);
      } else setDeletion((current) => current && { ...current, busy: false, failed: true });
      return;
    }
    setDeletion(null);
    // Gone at once from the list shown; the list is then loaded again.
    setLoad((current) =>
      current.load.status === 'loaded'
        ? {
            ...current,
            load: {
              status: 'loaded',
              attachments: current.load.attachments.filter((item) => item.id !== attachment.id),
            },
          }
        : current,
    );
    tell({ text: t(language, INTRA_CASE_CODES.deleted, { name: attachment.fileName }), kind: 'success' });
    setAttempt((count) => count + 1);
  }, [deletion, customerId, applicationId, language, tell]);

  if (!customerId) return <NoCustomerChosen language={language} title={title} />;

  const shown: Load = load.key === requestKey ? load.load : { status: 'loading' };
  return (
    <div className="intra-case">
      <BackToCustomer language={language} />
      <h1>{title}</h1>
      <p>{t(language, INTRA_CASE_CODES.attachmentsIntro)}</p>
      <div ref={noticeRef} className="intra-case__live" tabIndex={-1} aria-live="polite" aria-atomic="true">
        {notice && <p className={`intra-case__notice intra-case__notice--${notice.kind}`}>{notice.text}</p>}
      </div>

      {shown.status === 'loading' && <Spinner label={t(language, SHELL_CODES.loading)} />}

      {shown.status === 'failed' && (
        <div className="portal-alert intra-case__alert" role="alert">
          <p>{t(language, INTRA_CASE_CODES.loadFailed)}</p>
          <p>
            <button
              type="button"
              className="ef-button ef-button--primary"
              onClick={() => {
                setLoad({ key: '', load: { status: 'loading' } });
                setAttempt((count) => count + 1);
              }}
            >
              {t(language, INTRA_CASE_CODES.retry)}
            </button>
          </p>
        </div>
      )}

      {shown.status === 'notFound' && (
        <div className="portal-alert intra-case__alert" role="alert">
          <p>{t(language, INTRA_CASE_CODES.applicationNotFound)}</p>
        </div>
      )}

      {shown.status === 'loaded' &&
        (shown.attachments.length === 0 ? (
          <p className="intra-case__empty">{t(language, INTRA_CASE_CODES.noAttachments)}</p>
        ) : (
          <>
            <p>{t(language, INTRA_CASE_CODES.attachmentCount, { count: shown.attachments.length })}</p>
            <ul className="intra-attachments">
              {shown.attachments.map((attachment) => (
                <AttachmentCard
                  key={attachment.id}
                  language={language}
                  attachment={attachment}
                  customerId={customerId}
                  onDelete={(chosen) =>
                    setDeletion({
                      attachment: chosen,
                      reason: '',
                      reasonError: null,
                      busy: false,
                      failed: false,
                    })
                  }
                />
              ))}
            </ul>
          </>
        ))}

      <DeleteAttachmentDialog
        open={deletion !== null}
        fileName={deletion?.attachment.fileName ?? ''}
        reason={deletion?.reason ?? ''}
        onReasonChange={(reason) =>
          setDeletion((current) =>
            current
              ? {
                  ...current,
                  reason,
                  // A shown error goes once the reason is right (it is not checked before the first try).
                  reasonError: current.reasonError && reasonProblem(reason) ? current.reasonError : null,
                  failed: false,
                }
              : current,
          )
        }
        reasonError={deletion?.reasonError ?? null}
        busy={deletion?.busy ?? false}
        failed={deletion?.failed ?? false}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((current) => (current?.busy ? current : null))}
      />
    </div>
  );
}
