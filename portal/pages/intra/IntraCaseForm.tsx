/**
 * A staff form of one case (issue 14: the application decision, the attachment request, the
 * realization decision), rendered from schemas/forms by the engine as the landlord forms are: the
 * same error summary, field errors and keyboard path, submitted for the customer chosen on the
 * search page (customerStore.ts).
 *
 * - The server's 400 field errors are shown on their fields; 409 (already decided), 404 (not this
 *   customer's, or gone) and any other failure are said in words above the form, which takes focus.
 *   The form stays as it was: nothing typed is lost.
 * - The leave-page warning holds while something typed has not been sent.
 * - Success shows SubmittedView: what happened, the decision document's PDF when the answer's id is
 *   one (GET intraDocumentDownload), and the link back to the customer page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { IntraCreated } from '../../../api/intra.ts';
import { intraOperations } from '../../../api/intra.ts';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types.ts';
import { FormEngine } from '../../../engine/react/index.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { serverFieldErrors } from '../shared/forms.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import { useSubmission } from '../shared/useFormPage.ts';
import { INTRA_CASE_CODES } from './codes.ts';
import { useCustomerStore } from './customerStore.ts';
import { BackToCustomer, caseFailure, NoCustomerChosen, type CaseFailure } from './IntraCase.tsx';
import { CaseSubject } from './CaseSubject.tsx';

type Data = Record<string, unknown>;

export interface IntraCaseFormProps {
  form: FormDefinition;
  /** The form's precompiled validators (engine/generated/<form>.validators.ts). */
  validateFns: Record<string, ValidateFunction>;
  /** Sends the form for the chosen customer; answers what the server created. */
  send: (customerId: string, body: Data) => Promise<IntraCreated>;
  /** Text codes: the submit button, what success means, a 409 and a 404. */
  codes: { submit: string; sent: string; conflict: string; notFound: string };
  /** The decision document's file name (without `.pdf`) when the answer's id is a document's. */
  pdfFileNameCode?: string;
  /** What the form is about (CaseSubject), shown under the heading. */
  subject?: { kind: 'application' | 'realization'; id: string };
}

export function IntraCaseForm({
  form,
  validateFns,
  send,
  codes,
  pdfFileNameCode,
  subject,
}: IntraCaseFormProps) {
  const { language } = useShell();
  const customerId = useCustomerStore((state) => state.customerId);
  const title = t(language, String(form.uiSchema['ui:title']));
  usePageTitle(title);
  // The form starts empty, once: a new object would replace what is typed (FormEngine's contract).
  const [initialData] = useState<Data>(() => ({}));
  const [created, setCreated] = useState<IntraCreated | null>(null);
  const [failure, setFailure] = useState<{ kind: CaseFailure } | null>(null);
  const [dirty, setDirty] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const touch = useCallback(() => setDirty(true), []);

  const sendForm = useCallback(
    async (data: Data) => {
      if (!customerId) return;
      setFailure(null);
      try {
        const answer = await send(customerId, data);
        setDirty(false);
        setCreated(answer);
      } catch (error) {
        // A 400 with field errors: useSubmission hands them to the form, on their fields.
        if (serverFieldErrors(error)) throw error;
        setFailure({ kind: caseFailure(error) });
      }
    },
    [customerId, send],
  );
  const { submit, serverErrors } = useSubmission(sendForm);

  // Each failure (a new object, also the same kind again) moves focus to its words.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!customerId) return <NoCustomerChosen language={language} title={title} />;

  if (created)
    return (
      <div className="intra-case">
        <SubmittedView
          language={language}
          title={title}
          message={t(language, codes.sent)}
          downloadPdf={
            pdfFileNameCode
              ? async () => {
                  const { blob, fileName } = await api.download(intraOperations.intraDocumentDownload, {
                    params: { id: created.id },
                  });
                  return { blob, fileName: fileName ?? `${t(language, pdfFileNameCode)}.pdf` };
                }
              : undefined
          }
        >
          <BackToCustomer language={language} />
        </SubmittedView>
      </div>
    );

  const failureCode =
    failure?.kind === 'conflict'
      ? codes.conflict
      : failure?.kind === 'notFound'
        ? codes.notFound
        : INTRA_CASE_CODES.submitFailed;

  return (
    <div className="intra-case">
      <BackToCustomer language={language} />
      <h1>{title}</h1>
      {subject && <CaseSubject language={language} customerId={customerId} {...subject} />}
      {failure && (
        <div ref={alertRef} className="portal-alert intra-case__alert" role="alert" tabIndex={-1}>
          <p>{t(language, failureCode)}</p>
        </div>
      )}
      {/* Any input in the form: there is unsent work (the form's own first reports are not). */}
      <div onInputCapture={touch} onChangeCapture={touch}>
        <FormEngine<Data>
          form={form}
          validateFns={validateFns}
          language={language}
          initialData={initialData}
          onSubmit={submit}
          serverErrors={serverErrors}
          submitCode={codes.submit}
        />
      </div>
      <LeaveGuard when={dirty} language={language} />
    </div>
  );
}
