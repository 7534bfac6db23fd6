/**
 * After a successful submit: a focused status with the PDF download and a button for a new request.
 * The same pattern as the landlord page's success view (focus, role=status, the PDF fetched on
 * demand and offered as a download link that is clicked once at once).
 */
import { useEffect, useRef, useState } from 'react';
import { t, type Language } from '../../../texts';
import { operations, type RealizationRequestBody } from '../../../api/contract';
import { api } from '../../api/client';

export const SUCCESS_CODES = {
  sent: '146013',
  downloadPdf: '141007',
  savePdf: '141008',
  pdfFailed: '141010',
  pdfFileName: '146014',
  newRequest: '146015',
} as const;

interface PdfLink {
  url: string;
  fileName: string;
}

export function SuccessView({
  language,
  title,
  data,
  onNew,
}: {
  language: Language;
  title: string;
  data: RealizationRequestBody;
  onNew: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [pdf, setPdf] = useState<PdfLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf.url)), [pdf]);
  useEffect(() => linkRef.current?.click(), [pdf]);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await api.call(operations.realizationPdf, {
        body: { ...data, currentLanguageCode: language },
      });
      setPdf({ url: URL.createObjectURL(blob), fileName: `${t(language, SUCCESS_CODES.pdfFileName)}.pdf` });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={ref} role="status" tabIndex={-1} className="portal-success">
      <h1>{title}</h1>
      <p>{t(language, SUCCESS_CODES.sent)}</p>
      <p className="engine-actions">
        <button
          type="button"
          className="ef-button ef-button--primary"
          disabled={busy}
          onClick={() => void download()}
        >
          {t(language, SUCCESS_CODES.downloadPdf)}
        </button>
        <button type="button" className="ef-button ef-button--secondary" onClick={onNew}>
          {t(language, SUCCESS_CODES.newRequest)}
        </button>
      </p>
      {pdf && (
        <p>
          <a ref={linkRef} href={pdf.url} download={pdf.fileName}>
            {t(language, SUCCESS_CODES.savePdf)}
          </a>
        </p>
      )}
      {failed && (
        <p className="portal-alert" role="alert">
          {t(language, SUCCESS_CODES.pdfFailed)}
        </p>
      )}
    </div>
  );
}
