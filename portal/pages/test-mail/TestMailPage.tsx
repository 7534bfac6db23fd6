/**
 * `/testiposti` in mock mode (issue 45): the e-mails the service sent, as the embedded mail catcher
 * received them (`GET /api/mock/mail`), newest first — the notices of new documents to the test
 * users who chose paperless service — so that a newcomer can follow a decision from the staff area
 * to the landlord's inbox on one machine. Open to anyone, logged in or not, like the mock login.
 * Each message is marked with its own language, so that a screen reader reads a Swedish notice in
 * Swedish on the Finnish page.
 */
import { useEffect, useId, useState } from 'react';
import { operations, type MockMailbox } from '../../../api/contract.ts';
import { formatDateTime, t, type Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { LoadFailedAlert } from '../shared/LoadFailedAlert.tsx';
import { TEST_MAIL_CODES as CODES } from './codes.ts';
import './testMail.css';

type Mailbox = { status: 'loading' } | { status: 'ready'; mailbox: MockMailbox } | { status: 'failed' };
type Message = MockMailbox['messages'][number];

const languageName = (language: Language, of: Message['language']): string =>
  of === 'sv' ? t(language, CODES.swedish) : of === 'fi' ? t(language, CODES.finnish) : '–';

function MailMessage({ language, message }: { language: Language; message: Message }) {
  const headingId = useId();
  return (
    <li className="portal-card">
      <article aria-labelledby={headingId} lang={message.language ?? undefined}>
        <h2 id={headingId} className="portal-card-title">
          {message.subject}
        </h2>
        <dl className="test-mail__details" lang={language}>
          <dt>{t(language, CODES.to)}</dt>
          <dd>{message.to.join(', ')}</dd>
          <dt>{t(language, CODES.sent)}</dt>
          <dd>
            <time dateTime={message.received}>{formatDateTime(language, message.received)}</time>
          </dd>
          <dt>{t(language, CODES.language)}</dt>
          <dd>{languageName(language, message.language)}</dd>
        </dl>
        <p className="test-mail__text">{message.text.trimEnd()}</p>
      </article>
    </li>
  );
}

export default function TestMailPage() {
  const { language } = useShell();
  const [state, setState] = useState<Mailbox>({ status: 'loading' });
  const heading = t(language, CODES.heading);
  usePageTitle(heading);

  /** Each press of 'Päivitä' asks again; the list shown stays until the new one is there. */
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    api.call(operations.mockMailbox).then(
      (mailbox) => live && setState({ status: 'ready', mailbox }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [asked]);
  const load = () => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    setAsked((count) => count + 1);
  };

  return (
    <>
      <h1>{heading}</h1>
      <p>{t(language, CODES.intro)}</p>
      <p>
        <button type="button" className="ef-button ef-button--secondary" onClick={load}>
          {t(language, CODES.refresh)}
        </button>
      </p>
      {state.status === 'loading' && <Spinner label={t(language, SHELL_CODES.loading)} />}
      {state.status === 'failed' && (
        <LoadFailedAlert
          message={t(language, CODES.loadFailed)}
          retryLabel={t(language, CODES.refresh)}
          onRetry={load}
        />
      )}
      <p role="status" className="visually-hidden">
        {state.status === 'ready' ? t(language, CODES.count, { count: state.mailbox.messages.length }) : ''}
      </p>
      {state.status === 'ready' && !state.mailbox.catching && (
        <div className="portal-alert portal-alert--info">
          <p>{t(language, CODES.notCatching)}</p>
        </div>
      )}
      {state.status === 'ready' && state.mailbox.catching && state.mailbox.messages.length === 0 && (
        <p>{t(language, CODES.empty)}</p>
      )}
      {state.status === 'ready' && state.mailbox.messages.length > 0 && (
        <ol className="test-mail__list">
          {state.mailbox.messages.map((message, index) => (
            <MailMessage key={`${message.messageId ?? ''}-${index}`} language={language} message={message} />
          ))}
        </ol>
      )}
    </>
  );
}
