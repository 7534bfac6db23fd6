/**
 * `/maksutiedoston-lahettaminen`: sending a bulk payment file for the organisation the user acts
 * for (issue 13, SPEC §4 Ekevi send). Choose a file (its name and size shown, the limit said
 * before), send it with a progress bar, then the result in words: accepted with its file id, a
 * double file, an internal error with 'try again', or the validation errors as a table (row,
 * payment number, column, the message in the chosen language). The result moves the focus to its
 * heading and is said in the polite live region. The last result stays while the user visits other
 * pages (SPEC §4: the send state and the validation error are stored; `sendFileStore.ts`).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { operations } from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Link } from '../../routing/Link.tsx';
import { useShell } from '../../shell.tsx';
import { useDelayedAnnouncer } from '../front/useDelayedAnnouncer.ts';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { formatSize } from '../send-attachment/files.ts';
import { FileInput } from '../shared/FileInput.tsx';
import { SEND_FILE_CODES as CODES } from './codes.ts';
import { OrganisationPage } from './OrganisationPage.tsx';
import { SendResultView } from './SendResultView.tsx';
import { useSendFileStore } from './sendFileStore.ts';
import './ekevi.css';

/** What the file input accepts (the server decides by content: any text file will do). */
const ACCEPT = '.csv,.txt,text/csv,text/plain';

function SendForm({ language, maxBytes }: { language: Language; maxBytes: number }) {
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { sent, setSent } = useSendFileStore();
  const { announcement, announce } = useDelayedAnnouncer();
  const sending = progress !== null;
  /** Focus goes to the result once it shows (not when the page opens with a stored one). */
  const focusResult = useRef(false);

  useEffect(() => {
    if (sent && focusResult.current) {
      focusResult.current = false;
      resultRef.current?.focus();
    }
  }, [sent]);

  async function send(chosen: File | null) {
    if (!chosen) {
      setError(t(language, CODES.chooseFile));
      inputRef.current?.focus();
      return;
    }
    if (chosen.size > maxBytes) {
      setError(t(language, CODES.tooLarge, { limit: formatSize(maxBytes, language) }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const result = await api.upload(operations.ekeviSendFile, {
        metadata: { filename: chosen.name },
        file: chosen,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      });
      focusResult.current = true;
      setSent({ fileName: chosen.name, result, failed: false });
      announce(t(language, CODES.resultAnnouncement[result.returnCode]));
      if (result.returnCode === 0 && inputRef.current) {
        inputRef.current.value = '';
        setFile(null);
      }
    } catch {
      focusResult.current = true;
      setSent({ fileName: chosen.name, result: null, failed: true });
      announce(t(language, CODES.sendFailed));
    } finally {
      setProgress(null);
    }
  }

  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <>
      <LeaveGuard when={sending} language={language} />
      <form
        className="ekevi-send"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void send(file);
        }}
      >
        <div className={`ef-field${error ? ' ef-field--invalid' : ''}`}>
          <label className="ef-label" htmlFor={`${ids}-file`}>
            {t(language, CODES.fileLabel)}
          </label>
          <p className="ef-description" id={hintId}>
            {t(language, CODES.fileHint, { limit: formatSize(maxBytes, language) })}
          </p>
          {error && (
            <p className="ef-error" id={errorId}>
              {error}
            </p>
          )}
          <FileInput
            inputRef={inputRef}
            id={`${ids}-file`}
            language={language}
            chosen={file ? [file] : []}
            accept={ACCEPT}
            disabled={sending}
            aria-invalid={error ? true : undefined}
            status={
              file
                ? t(language, CODES.chosen, { name: file.name, size: formatSize(file.size, language) })
                : undefined
            }
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
          />
        </div>
        {sending && (
          <div className="ekevi-send__progress">
            <label htmlFor={`${ids}-progress`}>{t(language, CODES.sending, { percent: progress })}</label>
            <progress id={`${ids}-progress`} max={100} value={progress} />
          </div>
        )}
        <p>
          <button type="submit" className="ef-button ef-button--primary" disabled={sending}>
            {t(language, CODES.send)}
          </button>
        </p>
      </form>
      {sent && (
        <SendResultView
          language={language}
          sent={sent}
          headingRef={resultRef}
          onRetry={sent.failed || sent.result?.returnCode === 9 ? () => void send(file) : null}
        />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

export default function SendPaymentFilePage() {
  const { config } = useShell();
  return (
    <OrganisationPage titleCode={LAYOUT_CODES.ekeviSend}>
      {(language) => (
        <>
          <p>{t(language, CODES.intro)}</p>
          <p>
            <Link to={PATHS.ekeviFormat}>{t(language, CODES.formatLink)}</Link>
          </p>
          <SendForm language={language} maxBytes={config.uploadMaxBytes} />
          <p>
            <Link to={PATHS.ekeviDelivered}>{t(language, LAYOUT_CODES.ekeviDelivered)}</Link>
          </p>
        </>
      )}
    </OrganisationPage>
  );
}
