/**
 * After a successful submit, the receipt (issue 31): a focused status with the page's heading and
 * what was sent; what the person sent, when the agency received it and the reference to quote
 * (from the answer's headers, api/receipt.ts); what happens next; a button that fetches the PDF of
 * what was sent and offers it as a download link (clicked once at once), the failure message if
 * that fails, and a button for a new form; links to the front page and the documents page. A page
 * without a PDF or a new form leaves those out, and may add its own links below (`children`).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Receipt } from '../../../api/receipt.ts';
import { formatDateTime, t, type Language } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import { Link } from '../../routing/Link.tsx';

export const SUBMITTED_CODES = {
  downloadPdf: '141007',
  savePdf: '141008',
  pdfFailed: '141010',
  what: '141030',
  received: '141031',
  reference: '141032',
  referenceHint: '141033',
  nextHeading: '141034',
  frontPage: '141038',
  documents: '143009',
} as const;

/** The PDF of what was sent, and the name it is saved with. */
export interface SubmittedPdf {
  blob: Blob;
  fileName: string;
}

export interface SubmittedViewProps {
  language: Language;
  /** The page's heading. */
  title: string;
  /** What was sent ('… on lähetetty'). */
  message: string;
  /** The label of the button that starts a new form (no button without it and `onNew`). */
  newLabel?: string;
  onNew?: () => void;
  /** Fetches the PDF; a rejection shows the failure message (no PDF button without it). */
  downloadPdf?: () => Promise<SubmittedPdf>;
  /** More below the actions (e.g. a link back to where the user came from). */
  children?: ReactNode;
  /** The receipt the server gave (its reference and when it arrived); null shows none. */
  receipt?: Receipt | null;
  /** What was sent: the form's name. */
  what?: string;
  /** What happens next, in a sentence or two. */
  next?: string;
  /** Links to the front page and the documents page (the landlord's pages; not in the staff area). */
  homeLinks?: boolean;
}

interface PdfLink {
  url: string;
  fileName: string;
}

export function SubmittedView({
  language,
  title,
  message,
  newLabel,
  onNew,
  downloadPdf,
  children,
  receipt,
  what,
  next,
  homeLinks = false,
}: SubmittedViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [pdf, setPdf] = useState<PdfLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf]);
  useEffect(() => linkRef.current?.click(), [pdf]);

  async function download() {
    if (!downloadPdf) return;
    setBusy(true);
    setFailed(false);
    try {
      const { blob, fileName } = await downloadPdf();
      setPdf({ url: URL.createObjectURL(blob), fileName });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={ref} role="status" tabIndex={-1} className="portal-success">
      <h1>{title}</h1>
      <p>{message}</p>
      {receipt && (
        <dl className="portal-receipt">
          {what && (
            <div>
              <dt>{t(language, SUBMITTED_CODES.what)}</dt>
              <dd>{what}</dd>
            </div>
          )}
          <div>
            <dt>{t(language, SUBMITTED_CODES.received)}</dt>
            <dd>{formatDateTime(language, receipt.received)}</dd>
          </div>
          <div>
            <dt>{t(language, SUBMITTED_CODES.reference)}</dt>
            <dd>
              <strong className="portal-receipt__reference">{receipt.reference}</strong>
              <span className="portal-receipt__hint">{t(language, SUBMITTED_CODES.referenceHint)}</span>
            </dd>
          </div>
        </dl>
      )}
      {next && (
        <>
          <h2>{t(language, SUBMITTED_CODES.nextHeading)}</h2>
          <p>{next}</p>
        </>
      )}
      {(downloadPdf || (onNew && newLabel)) && (
        <p className="engine-actions">
          {downloadPdf && (
            <button
              type="button"
              className="ef-button ef-button--primary"
              disabled={busy}
              onClick={() => void download()}
            >
              {t(language, SUBMITTED_CODES.downloadPdf)}
            </button>
          )}
          {onNew && newLabel && (
            <button type="button" className="ef-button ef-button--secondary" onClick={onNew}>
              {newLabel}
            </button>
          )}
        </p>
      )}
      {pdf && (
        <p>
          <a ref={linkRef} href={pdf.url} download={pdf.fileName}>
            {t(language, SUBMITTED_CODES.savePdf)}
          </a>
        </p>
      )}
      {failed && (
        <p className="portal-alert" role="alert">
          {t(language, SUBMITTED_CODES.pdfFailed)}
        </p>
      )}
      {homeLinks && (
        <ul className="portal-receipt__links">
          <li>
            <Link to={PATHS.front}>{t(language, SUBMITTED_CODES.frontPage)}</Link>
          </li>
          <li>
            <Link to={PATHS.myDocuments}>{t(language, SUBMITTED_CODES.documents)}</Link>
          </li>
        </ul>
      )}
      {children}
    </div>
  );
}
