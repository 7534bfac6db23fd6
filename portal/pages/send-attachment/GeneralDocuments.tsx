/**
 * Part 2 of /laheta-liite (SPEC §2, §3, §7): a general document about a customer.
 *
 * 1. The customer's identity code, checked (validators/hetu) and looked up with
 *    GET /v1/ekulta/customer/{hetu}: the masked name is shown to confirm; 404 says the code is none
 *    of the caller's customers. Changing the code forgets the customer found.
 * 2. The topic from the tree (GET /v1/ekulta/topics), as radio buttons; a topic with sub-topics loads
 *    them (GET /v1/ekulta/topics/application?topic) as checkboxes (childIsMultiselect) or radios.
 * 3. The document and its optional attachments, checked before upload. Sending posts the document
 *    to POST /v1/ekulta/attachment with a new x-batch-id and isPrimaryDoc true, then each attachment
 *    with its own x-batch-id, isPrimaryDoc false and x-primary-batch-id = the document's batch. When
 *    an attachment fails, the ones sent stay sent: sending again sends only what is left.
 *
 * Everything typed and chosen stays on errors; each error is tied to its field (aria-describedby);
 * the error summary follows the engine's rule (`errorSummaryShows`): a send with two or more errors
 * lists them there and focuses it, and from then on it stays while any error is left; a send with
 * one error focuses its field. Success is announced and focused, and the upload list is told to
 * load again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { operations, type DocumentTopic, type GeneralAttachmentMetadata } from '../../../api/contract.ts';
import type { FieldError } from '../../../engine/core/types.ts';
import { ErrorSummary, errorSummaryShows } from '../../../engine/react/engine/ErrorSummary.tsx';
import { t, translatorFor, type Language } from '../../../texts/index.ts';
import { isValidHetu } from '../../../validators/hetu.ts';
import { api, failureMessage, ResponseError } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SEND_CODES } from './codes.ts';
import { FileField } from './FileField.tsx';
import { fileProblem, newBatchId } from './files.ts';

type Customer =
  { status: 'none' } | { status: 'checking'; hetu: string } | { status: 'found'; hetu: string; name: string };

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: T };

/** What has been sent of the current document: its batch, and the attachments already delivered. */
interface Sent {
  primary: File;
  batchId: string;
  /** The primary document's reference, the receipt the confirmation gives. */
  reference: string;
  attachments: File[];
}

type Field = 'hetu' | 'topic' | 'subTopic' | 'primary' | 'attachments';

/** The fields in the page's order, each with the id the error summary's link focuses. */
const FIELD_IDS: Record<Field, string> = {
  hetu: 'sa-hetu',
  topic: 'sa-topic',
  subTopic: 'sa-subtopic',
  primary: 'sa-primary',
  attachments: 'sa-attachments',
};
const FIELDS = Object.keys(FIELD_IDS) as Field[];

export interface GeneralDocumentsProps {
  language: Language;
  maxBytes: number;
  announce: (message: string) => void;
  /** Called after a document (and its attachments) was sent. */
  onSent: () => void;
}

export function GeneralDocuments({ language, maxBytes, announce, onSent }: GeneralDocumentsProps) {
  const [hetu, setHetu] = useState('');
  const [customer, setCustomer] = useState<Customer>({ status: 'none' });
  const [topics, setTopics] = useState<Load<DocumentTopic[]>>({ status: 'loading' });
  const [topicsAttempt, setTopicsAttempt] = useState(0);
  const [topicId, setTopicId] = useState<string | null>(null);
  const [subTopics, setSubTopics] = useState<Load<DocumentTopic[]> | null>(null);
  const [subTopicIds, setSubTopicIds] = useState<string[]>([]);
  const [primary, setPrimary] = useState<File | null>(null);
  const [attachments, setAttachments] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The error summary (SPEC §2): shown by a send with two or more errors, and from then on while any is left.
  const [summaryShown, setSummaryShown] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'failure'; message: string } | null>(null);

  const hetuRef = useRef<HTMLInputElement>(null);
  const topicRef = useRef<HTMLFieldSetElement>(null);
  const subTopicRef = useRef<HTMLFieldSetElement>(null);
  const primaryRef = useRef<HTMLInputElement>(null);
  const attachmentsRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    api.call(operations.ekultaTopics).then(
      (value) => live && setTopics({ status: 'loaded', value }),
      () => live && setTopics({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [topicsAttempt]);

  const topic = topics.status === 'loaded' ? topics.value.find((item) => item.id === topicId) : undefined;
  const hasSubTopics = (topic?.child?.length ?? 0) > 0;

  /** The topic last chosen: an answer for another one is dropped. */
  const subTopicsFor = useRef<string | null>(null);

  function chooseTopic(item: DocumentTopic) {
    setTopicId(item.id);
    setSubTopicIds([]);
    setError('topic', null);
    setError('subTopic', null);
    subTopicsFor.current = item.id;
    if ((item.child?.length ?? 0) === 0) {
      setSubTopics(null);
      return;
    }
    setSubTopics({ status: 'loading' });
    api.call(operations.ekultaTopicsForApplication, { params: { topic: item.id } }).then(
      (value) => subTopicsFor.current === item.id && setSubTopics({ status: 'loaded', value }),
      () => subTopicsFor.current === item.id && setSubTopics({ status: 'failed' }),
    );
  }

  function setError(field: Field, message: string | null) {
    setErrors((previous) => {
      const next = { ...previous };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  async function findCustomer(event: FormEvent) {
    event.preventDefault();
    if (customer.status === 'checking') return;
    const code = hetu.trim().toUpperCase();
    if (!isValidHetu(code)) {
      setCustomer({ status: 'none' });
      setError('hetu', t(language, SEND_CODES.invalidHetu));
      hetuRef.current?.focus();
      return;
    }
    setError('hetu', null);
    setCustomer({ status: 'checking', hetu: code });
    try {
      const { name } = await api.call(operations.ekultaCustomer, { params: { hetu: code } });
      setCustomer({ status: 'found', hetu: code, name });
      announce(t(language, SEND_CODES.customerFound, { name }));
    } catch (error) {
      setCustomer({ status: 'none' });
      const message =
        error instanceof ResponseError && error.status === 404
          ? t(language, SEND_CODES.customerNotFound)
          : failureMessage(error, t(language, SEND_CODES.customerFailed));
      setError('hetu', message);
      hetuRef.current?.focus();
    }
  }

  function chooseFiles(field: 'primary' | 'attachments', files: File[]) {
    const problems = files.map((file) => fileProblem(file, maxBytes, language)).filter(Boolean);
    setError(field, problems.length > 0 ? problems.join(' ') : null);
    setResult(null);
    if (field === 'primary') {
      setPrimary(files[0] ?? null);
      // Another document is another sending.
      setSent(null);
    } else setAttachments(files);
  }

  /** The errors of the whole form, in the order of its fields. */
  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (customer.status !== 'found') found.hetu = errors.hetu ?? t(language, SEND_CODES.findCustomerFirst);
    if (!topic) found.topic = t(language, SEND_CODES.chooseTopic);
    else if (hasSubTopics && subTopicIds.length === 0)
      found.subTopic = t(language, SEND_CODES.chooseSubTopic);
    if (!primary) found.primary = t(language, SEND_CODES.chooseFile);
    else {
      const problem = fileProblem(primary, maxBytes, language);
      if (problem) found.primary = problem;
    }
    const attachmentProblems = attachments
      .map((file) => fileProblem(file, maxBytes, language))
      .filter(Boolean);
    if (attachmentProblems.length > 0) found.attachments = attachmentProblems.join(' ');
    return found;
  }

  function focusField(field: Field) {
    const target = {
      hetu: hetuRef.current,
      topic: topicRef.current?.querySelector('input'),
      subTopic: subTopicRef.current?.querySelector('input'),
      primary: primaryRef.current,
      attachments: attachmentsRef.current,
    }[field];
    target?.focus();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validate();
    setErrors(found);
    const inError = FIELDS.filter((field) => found[field]);
    if (inError.length > 0 || customer.status !== 'found' || !topic || !primary) {
      if (errorSummaryShows(inError.length, summaryShown)) {
        setSummaryShown(true);
        setSummaryFocus((count) => count + 1);
      } else if (inError[0]) focusField(inError[0]);
      return;
    }
    setSending(true);
    setResult(null);
    announce(t(language, SEND_CODES.sending));
    const subTopicChosen = subTopicIds.length === 1 ? subTopics : null;
    const docType =
      (subTopicChosen?.status === 'loaded'
        ? subTopicChosen.value.find((item) => item.id === subTopicIds[0])?.docType
        : undefined) ?? topic.docType;
    const base: Omit<GeneralAttachmentMetadata, 'filename' | 'isPrimaryDoc'> = {
      topicId: [topic.id, ...subTopicIds],
      docType,
      customerHetu: customer.hetu,
    };
    let done: Sent | null = sent && sent.primary === primary ? sent : null;
    try {
      if (!done) {
        const batchId = newBatchId();
        const record = await api.upload(operations.uploadGeneralAttachment, {
          params: { 'x-batch-id': batchId },
          metadata: { ...base, filename: primary.name, isPrimaryDoc: true },
          file: primary,
        });
        done = { primary, batchId, reference: record.reference, attachments: [] };
        setSent(done);
      }
      for (const file of attachments) {
        if (done.attachments.includes(file)) continue;
        try {
          await api.upload(operations.uploadGeneralAttachment, {
            params: { 'x-batch-id': newBatchId(), 'x-primary-batch-id': done.batchId },
            metadata: { ...base, filename: file.name, isPrimaryDoc: false },
            file,
          });
        } catch (failure) {
          const message = t(language, SEND_CODES.partlySent, {
            name: primary.name,
            file: file.name,
            reason: failureMessage(failure, t(language, SEND_CODES.uploadFailed)),
          });
          setSending(false);
          setErrors({ attachments: message });
          setResult({ kind: 'failure', message });
          announce(message);
          onSent();
          attachmentsRef.current?.focus();
          return;
        }
        done = { ...done, attachments: [...done.attachments, file] };
        setSent(done);
      }
    } catch (failure) {
      const message = t(language, SEND_CODES.uploadFailedNamed, {
        name: primary.name,
        reason: failureMessage(failure, t(language, SEND_CODES.uploadFailed)),
      });
      setSending(false);
      setErrors({ primary: message });
      setResult({ kind: 'failure', message });
      announce(message);
      primaryRef.current?.focus();
      return;
    }
    const message =
      attachments.length > 0
        ? t(language, SEND_CODES.documentWithAttachmentsSent, {
            name: primary.name,
            count: String(attachments.length),
            reference: done.reference,
          })
        : t(language, SEND_CODES.documentSent, { name: primary.name, reference: done.reference });
    // The customer and the topic stay for the next document; the files go.
    setPrimary(null);
    setAttachments([]);
    setSent(null);
    if (primaryRef.current) primaryRef.current.value = '';
    if (attachmentsRef.current) attachmentsRef.current.value = '';
    setSending(false);
    setResult({ kind: 'success', message });
    announce(message);
    onSent();
  }

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const labels: Record<Field, string> = {
    hetu: t(language, SEND_CODES.hetu),
    topic: t(language, SEND_CODES.topic),
    subTopic: t(language, SEND_CODES.subTopic),
    primary: t(language, SEND_CODES.primaryFile),
    attachments: t(language, SEND_CODES.attachmentFiles),
  };
  const summaryErrors: FieldError[] = FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ path: field, label: labels[field], message, code: '' }] : [];
  });

  // Once the result is on the page, focus it (success); a failure has focused its field already.
  useEffect(() => {
    if (result?.kind === 'success') resultRef.current?.focus();
  }, [result]);

  const hetuDescribedBy = [
    'sa-hetu-hint',
    errors.hetu ? 'sa-hetu-error' : '',
    customer.status === 'found' ? 'sa-customer' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className="sa-section" aria-labelledby="sa-general-heading">
      <h2 id="sa-general-heading">{t(language, SEND_CODES.generalHeading)}</h2>
      <p>{t(language, SEND_CODES.generalIntro)}</p>
      {summaryShown && summaryErrors.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          errors={summaryErrors}
          t={translatorFor(language)}
          fieldIdOf={(field) => FIELD_IDS[field as Field]}
        />
      )}

      <form onSubmit={(event) => void findCustomer(event)} noValidate>
        <fieldset className="ef-group">
          <legend className="ef-legend">{t(language, SEND_CODES.customer)}</legend>
          <div className={`ef-field${errors.hetu ? ' ef-field--invalid' : ''}`}>
            <label className="ef-label" htmlFor="sa-hetu">
              {t(language, SEND_CODES.hetu)}
            </label>
            <p className="ef-description" id="sa-hetu-hint">
              {t(language, SEND_CODES.hetuHint)}
            </p>
            {errors.hetu && (
              <p className="ef-error" id="sa-hetu-error">
                {errors.hetu}
              </p>
            )}
            <input
              ref={hetuRef}
              id="sa-hetu"
              className="ef-input sa-hetu-input"
              autoComplete="off"
              maxLength={11}
              value={hetu}
              aria-describedby={hetuDescribedBy}
              aria-invalid={errors.hetu ? true : undefined}
              onChange={(event) => {
                setHetu(event.currentTarget.value);
                if (customer.status !== 'none') setCustomer({ status: 'none' });
              }}
            />
          </div>
          <button
            type="submit"
            className="ef-button ef-button--secondary"
            aria-disabled={customer.status === 'checking' ? true : undefined}
          >
            {t(language, SEND_CODES.findCustomer)}
          </button>
          {customer.status === 'checking' && <Spinner label={t(language, SEND_CODES.findingCustomer)} />}
          {customer.status === 'found' && (
            <div className="sa-customer" id="sa-customer">
              <p className="sa-customer__name">
                {t(language, SEND_CODES.customerName, { name: customer.name })}
              </p>
              <p>{t(language, SEND_CODES.checkCustomer)}</p>
            </div>
          )}
        </fieldset>
      </form>

      <form onSubmit={(event) => void send(event)} noValidate>
        {topics.status === 'loading' && <Spinner label={t(language, SEND_CODES.loading)} />}
        {topics.status === 'failed' && (
          <div className="sa-alert sa-alert--danger" role="alert">
            <p>{t(language, SEND_CODES.topicsFailed)}</p>
            <button
              type="button"
              className="ef-button ef-button--secondary"
              onClick={() => {
                setTopics({ status: 'loading' });
                setTopicsAttempt((count) => count + 1);
              }}
            >
              {t(language, SEND_CODES.retry)}
            </button>
          </div>
        )}
        {topics.status === 'loaded' && (
          <fieldset
            ref={topicRef}
            id={FIELD_IDS.topic}
            className={`ef-choices ef-field${errors.topic ? ' ef-field--invalid' : ''}`}
            aria-describedby={errors.topic ? 'sa-topic-error' : undefined}
          >
            <legend className="ef-legend ef-legend--field">{t(language, SEND_CODES.topic)}</legend>
            {errors.topic && (
              <p className="ef-error" id="sa-topic-error">
                {errors.topic}
              </p>
            )}
            {topics.value.map((item) => (
              <div className="ef-choice" key={item.id}>
                <input
                  className="ef-choice__input"
                  type="radio"
                  id={`sa-topic-${item.id}`}
                  name="sa-topic"
                  value={item.id}
                  checked={topicId === item.id}
                  onChange={() => chooseTopic(item)}
                />
                <label className="ef-choice__label" htmlFor={`sa-topic-${item.id}`}>
                  {t(language, item.trCode)}
                </label>
              </div>
            ))}
          </fieldset>
        )}
        {subTopics?.status === 'loading' && <Spinner label={t(language, SEND_CODES.loading)} />}
        {subTopics?.status === 'failed' && (
          <div className="sa-alert sa-alert--danger" role="alert">
            <p>{t(language, SEND_CODES.topicsFailed)}</p>
          </div>
        )}
        {topic && subTopics?.status === 'loaded' && (
          <fieldset
            ref={subTopicRef}
            id={FIELD_IDS.subTopic}
            className={`ef-choices ef-field sa-subtopics${errors.subTopic ? ' ef-field--invalid' : ''}`}
            aria-describedby={errors.subTopic ? 'sa-subtopic-error' : undefined}
          >
            <legend className="ef-legend ef-legend--field">{t(language, SEND_CODES.subTopic)}</legend>
            {errors.subTopic && (
              <p className="ef-error" id="sa-subtopic-error">
                {errors.subTopic}
              </p>
            )}
            {subTopics.value.map((item) => {
              const multiple = topic.childIsMultiselect;
              const checked = subTopicIds.includes(item.id);
              return (
                <div className="ef-choice" key={item.id}>
                  <input
                    className="ef-choice__input"
                    type={multiple ? 'checkbox' : 'radio'}
                    id={`sa-subtopic-${item.id}`}
                    name="sa-subtopic"
                    value={item.id}
                    checked={checked}
                    onChange={() => {
                      setSubTopicIds((previous) =>
                        multiple
                          ? checked
                            ? previous.filter((id) => id !== item.id)
                            : [...previous, item.id]
                          : [item.id],
                      );
                      setError('subTopic', null);
                    }}
                  />
                  <label className="ef-choice__label" htmlFor={`sa-subtopic-${item.id}`}>
                    {t(language, item.trCode)}
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}

        <fieldset className="ef-group">
          <legend className="ef-legend">{t(language, SEND_CODES.files)}</legend>
          <FileField
            id="sa-primary"
            label={t(language, SEND_CODES.primaryFile)}
            language={language}
            maxBytes={maxBytes}
            error={errors.primary ?? null}
            inputRef={primaryRef}
            chosen={primary ? [primary] : []}
            onChoose={(files) => chooseFiles('primary', files)}
          />
          <FileField
            id="sa-attachments"
            label={t(language, SEND_CODES.attachmentFiles)}
            language={language}
            maxBytes={maxBytes}
            extraHint={t(language, SEND_CODES.severalFiles)}
            multiple
            error={errors.attachments ?? null}
            inputRef={attachmentsRef}
            chosen={attachments}
            onChoose={(files) => chooseFiles('attachments', files)}
          />
        </fieldset>

        {result && (
          <div
            ref={resultRef}
            tabIndex={-1}
            className={`sa-alert ${result.kind === 'success' ? 'sa-alert--success' : 'sa-alert--danger'}`}
          >
            <p>{result.message}</p>
          </div>
        )}
        <button
          type="submit"
          className="ef-button ef-button--primary"
          aria-disabled={sending ? true : undefined}
        >
          {sending ? t(language, SEND_CODES.sending) : t(language, SEND_CODES.sendDocument)}
        </button>
      </form>
    </section>
  );
}
