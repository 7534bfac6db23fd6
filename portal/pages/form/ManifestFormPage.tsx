/**
 * The generic form page (issue 29): every form whose manifest says `"page": "form"` is served
 * here, at its manifest's path (App.tsx's routes come from portal/forms/registry.ts). The page
 * loads the form's files and validators (the form's own chunk), renders them with the engine in
 * the current language and sends them to `POST /api/api/v1/form/{formId}` (a document form) or to
 * the operation its manifest names (`submission.operation`); the server's 400 field errors go on
 * their fields. What the page does for a form beyond the engine is the extensions its manifest names
 * (`extensions`, portal/forms/extensions/): the landlord form's prefill and post-office lookup.
 * Once sent it says the manifest's confirmation, offers the stored document's PDF
 * (shared/receiptPdf.ts) and a link to the documents page, where the submission is listed. A role the manifest does not allow is told which role the form is for. What was typed is
 * kept until sent (the leave-page warning holds meanwhile); a form whose manifest keeps drafts saves
 * it with the one draft engine (portal/forms/useDraft.ts) and continues the newest when opened
 * again. Nothing here knows a form.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { operations, type AnyOperation } from '../../../api/contract.ts';
import { roleOf, type PageExtensionSpec, type ShellForm } from '../../../api/formManifest.ts';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { loadGenericForm, manifestOf } from '../../forms/details.ts';
import { formAllows, genericFormAt } from '../../forms/registry.ts';
import { PATHS } from '../../guards/paths.ts';
import { actingOrganisation } from '../../layout/acting.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { Link } from '../../routing/Link.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { DraftAnnouncer, DraftedForm, DraftNotices } from '../../forms/DraftParts.tsx';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { usePageExtensions } from '../../forms/extensions/index.ts';
import { useDraft } from '../../forms/useDraft.ts';
import type { Receipt } from '../../../api/receipt.ts';
import { receiptPdf } from '../shared/receiptPdf.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import { useSubmission } from '../shared/useFormPage.ts';

export const FORM_PAGE_CODES = {
  submitFailed: '141009',
  loadFailed: '141020',
  onlyForOrganisations: '141021',
  onlyForPersons: '141022',
  newForm: '141017',
} as const;

/** The draft type of a form whose manifest keeps drafts: its document type; null otherwise. */
function draftTypeOf(formId: string): string | null {
  const manifest = manifestOf(formId)?.manifest;
  return manifest?.drafts === true && manifest.submission.kind === 'document'
    ? manifest.submission.documentType
    : null;
}

type Data = Record<string, unknown>;

const NO_EXTENSIONS: readonly PageExtensionSpec[] = [];

/** An operation of the contract by its id (a manifest names the one its form is sent with). */
function operationNamed(id: string): AnyOperation {
  const found = Object.values(operations).find((operation) => operation.id === id);
  if (!found) throw new Error(`the contract has no operation ${id}`);
  return found;
}

interface Loaded {
  definition: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
}

/** The form's files: loading, loaded, or failed (a network error: the page says so). */
function useFormFiles(form: ShellForm | undefined): Loaded | 'loading' | 'failed' {
  const [state, setState] = useState<{ id: string; files: Loaded | 'failed' } | null>(null);
  useEffect(() => {
    let current = true;
    if (form)
      loadGenericForm(form.id).then(
        (files) => current && setState({ id: form.id, files }),
        () => current && setState({ id: form.id, files: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [form]);
  return state && form && state.id === form.id ? state.files : 'loading';
}

export default function ManifestFormPage() {
  const { pathname } = useLocation();
  const { language, user } = useShell();
  const form = genericFormAt(pathname);
  const title = form ? t(language, form.manifest.title) : '';
  usePageTitle(title);
  const files = useFormFiles(form);
  const manifest = form ? manifestOf(form.id)?.manifest : undefined;
  const draftType = form ? draftTypeOf(form.id) : null;
  const draft = useDraft(draftType, language);
  // The form's page extensions, as its manifest names them (portal/forms/extensions/).
  const extensions = usePageExtensions(manifest?.extensions ?? NO_EXTENSIONS, language);
  const [sent, setSent] = useState<Data | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  // The form starts from the newest saved draft of its type, or else from what its extensions
  // give (null: still fetching), once, as the page opens.
  const { openNewest, pause, resume, draftId, sent: draftSent } = draft;
  const { start: extensionStart } = extensions;
  useEffect(() => {
    if (extensionStart !== null) void openNewest(extensionStart ?? {});
  }, [openNewest, extensionStart]);
  const shownForm = useMemo(
    () =>
      files === 'loading' || files === 'failed'
        ? null
        : { ...files.definition, uiSchema: extensions.uiSchema!(files.definition.uiSchema) },
    // The extensions' UI schema is the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files],
  );

  const send = useCallback(
    async (data: Data) => {
      if (!form) return;
      const body = { ...data, currentLanguageCode: language };
      const savedStateId = draftId();
      pause();
      try {
        const submission = manifest?.submission;
        // A document form goes to the generic operation; any other to the operation its manifest names.
        const answer =
          submission?.kind === 'operation'
            ? await api.callWithReceipt(operationNamed(submission.operation), {
                params: savedStateId ? { savedStateId } : {},
                body,
              })
            : await api.callWithReceipt(operations.formSubmit, {
                params: { formId: form.id, ...(savedStateId ? { savedStateId } : {}) },
                body,
              });
        setReceipt(answer.receipt);
      } catch (error) {
        resume();
        throw error;
      }
      draftSent();
      setSent(body);
    },
    [form, manifest, language, pause, resume, draftId, draftSent],
  );
  const { submit: onSubmit, serverErrors, submitFailed } = useSubmission(send);
  const onChange = (data: Data) => {
    draft.onChange(data);
    extensions.onChange!(data);
  };

  // App.tsx routes only the forms' own paths here.
  if (!form) return null;
  const role =
    user.status === 'ready' ? roleOf({ businessId: actingOrganisation(user.user)?.businessId }) : null;
  if (role && !formAllows(form, role)) {
    const forOrganisations = !form.manifest.roles.includes('person');
    return (
      <>
        <h1>{title}</h1>
        <div className="portal-alert portal-alert--info">
          <p>
            {t(
              language,
              forOrganisations ? FORM_PAGE_CODES.onlyForOrganisations : FORM_PAGE_CODES.onlyForPersons,
            )}
          </p>
          <p>
            <Link to={forOrganisations ? PATHS.chooseCompany : PATHS.chooseRole}>
              {t(language, forOrganisations ? LAYOUT_CODES.chooseCompany : LAYOUT_CODES.chooseRole)}
            </Link>
          </p>
        </div>
      </>
    );
  }

  if (sent) {
    const confirmation = manifest?.confirmation;
    return (
      <SubmittedView
        language={language}
        title={confirmation ? t(language, confirmation.title) : title}
        message={confirmation ? t(language, confirmation.body) : ''}
        receipt={receipt}
        what={title}
        {...(confirmation?.next ? { next: t(language, confirmation.next) } : {})}
        homeLinks
        newLabel={t(language, FORM_PAGE_CODES.newForm)}
        downloadPdf={receiptPdf(receipt)}
        onNew={() => {
          setSent(null);
          resume();
          extensions.reset!();
          draft.start(extensionStart ?? {});
        }}
      />
    );
  }

  return (
    <>
      <h1>{title}</h1>
      {submitFailed && (
        <p className="portal-alert" role="alert">
          {t(language, FORM_PAGE_CODES.submitFailed)}
        </p>
      )}
      <DraftNotices draft={draft} language={language} offerAfresh />
      {files === 'loading' || shownForm === null || draft.initialData === null ? (
        <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : files === 'failed' ? (
        <p className="portal-alert" role="alert">
          {t(language, FORM_PAGE_CODES.loadFailed)}
        </p>
      ) : (
        extensions.wrap!(
          <DraftedForm
            draft={draft}
            language={language}
            form={shownForm}
            validateFns={files.validateFns}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            keepsDrafts={draftType !== null}
            extraWidgets={extensions.widgets}
          />,
        )
      )}
      <DraftAnnouncer text={draft.announcement} />
      <LeaveGuard when={draft.dirty} language={language} />
    </>
  );
}
