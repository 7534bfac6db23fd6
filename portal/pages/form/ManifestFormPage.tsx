/**
 * The generic form page (issue 29): every form whose manifest says `"page": "form"` is served
 * here, at its manifest's path (App.tsx's routes come from portal/forms/registry.ts). The page
 * loads the form's files and validators (the form's own chunk), renders them with the engine in
 * the current language and sends them to `POST /api/api/v1/form/{formId}` (a document form) or to
 * the operation its manifest names (`submission.operation`); the server's 400 field errors go on
 * their fields. What the page does for a form beyond the engine is the extensions its manifest names
 * (`extensions`, portal/forms/extensions/): the landlord form's prefill and post-office lookup, the
 * realization request's opening check and payment-commitment prefill.
 * Once sent it says the manifest's confirmation, offers the stored document's PDF
 * (shared/receiptPdf.ts) and a link to the documents page, where the submission is listed. A role the manifest does not allow is told which role the form is for. What was typed is
 * kept until sent (the leave-page warning holds meanwhile); a form whose manifest keeps drafts saves
 * it with the one draft engine (portal/forms/useDraft.ts) and continues the draft `?openExisting=`
 * names, or else the newest when opened again (unless the manifest `opens` a new one each time).
 * Nothing here knows a form.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { operations } from '../../../api/contract.ts';
import { draftTypeOf, roleOf, type PageExtensionSpec, type ShellForm } from '../../../api/formManifest.ts';
import type { FormHistory } from '../../../engine/core/migrations.ts';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { operationNamed } from '../../api/operations.ts';
import { loadGenericForm, manifestOf, staffFormAt } from '../../forms/details.ts';
import { formAllows, genericFormAt } from '../../forms/registry.ts';
import { PATHS } from '../../guards/paths.ts';
import { actingOrganisation } from '../../layout/acting.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { Link } from '../../routing/Link.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { DraftAnnouncer, DraftedForm, DraftNotices } from '../../forms/DraftParts.tsx';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { usePageExtensions } from '../../forms/extensions/index.tsx';
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

type Data = Record<string, unknown>;

const NO_EXTENSIONS: readonly PageExtensionSpec[] = [];
const NO_PARAMS: Readonly<Record<string, string>> = {};

interface Loaded {
  definition: FormDefinition;
  validateFns: Record<string, ValidateFunction>;
  history: FormHistory;
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
  const [searchParams] = useSearchParams();
  const openExisting = searchParams.get('openExisting');
  const { language, user } = useShell();
  // A landlord's form at its path, or a staff form (its path has the case's id: `:applicationId`).
  const landlordForm = genericFormAt(pathname);
  const staff = useMemo(() => (landlordForm ? undefined : staffFormAt(pathname)), [landlordForm, pathname]);
  const form: ShellForm | undefined = landlordForm ?? staff?.form;
  const pathParams = staff?.params ?? NO_PARAMS;
  const manifestForm = form ? manifestOf(form.id) : undefined;
  const manifest = manifestForm?.manifest;
  const title = form ? t(language, manifest?.heading ?? form.manifest.title) : '';
  usePageTitle(title);
  const files = useFormFiles(form);
  const loaded = files === 'loading' || files === 'failed' ? null : files;
  const draftType = manifestForm ? draftTypeOf(manifestForm) : null;
  // The form's data carries the page's language when its schema has the field (a staff form's not).
  const languageField = loaded ? 'currentLanguageCode' in (loaded.definition.schema.properties ?? {}) : true;
  const draft = useDraft(draftType, language, { languageField, history: loaded?.history ?? null });
  const formVersion = loaded?.history.version;
  // The form's page extensions, as its manifest names them (portal/forms/extensions/).
  const extensions = usePageExtensions(manifest?.extensions ?? NO_EXTENSIONS, {
    language,
    draft,
    pathParams,
  });
  const [sent, setSent] = useState<{ body: Data; answer: unknown } | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The operation's parameters the extensions give (a staff form's customer and case), as sent.
  const extensionParams = useRef(extensions.params);
  useEffect(() => {
    extensionParams.current = extensions.params;
  });

  // Where the form starts, once its files are here: the draft `?openExisting=` names; else the
  // newest saved draft of its type (unless its manifest `opens` new ones), or what its extensions
  // give (null: still fetching).
  const { openDraft, openNewest, start, pause, resume, draftId, sent: draftSent } = draft;
  const { start: extensionStart } = extensions;
  const opensNew = manifest?.opens === 'new';
  const filesHere = files !== 'loading';
  useEffect(() => {
    if (!filesHere) return;
    if (openExisting) void openDraft(openExisting);
    else if (extensionStart === null) return;
    else if (opensNew) start(extensionStart ?? {});
    else void openNewest(extensionStart ?? {});
  }, [filesHere, openExisting, openDraft, openNewest, start, opensNew, extensionStart]);
  const shownForm = useMemo(
    () =>
      loaded
        ? {
            form: { ...loaded.definition, uiSchema: extensions.uiSchema(loaded.definition.uiSchema) },
            validateFns: loaded.validateFns,
          }
        : null,
    // The extensions' UI schema is the same for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded],
  );

  const send = useCallback(
    async (data: Data) => {
      if (!form) return;
      const body = languageField ? { ...data, currentLanguageCode: language } : data;
      const savedStateId = draftId();
      // The version of the form this page shows: the server brings older answers forward (issue 43).
      const version = formVersion ? { 'x-form-version': String(formVersion) } : {};
      pause();
      try {
        const submission = manifest?.submission;
        // A document form goes to the generic operation; any other to the operation its manifest names.
        const answer =
          submission?.kind === 'operation'
            ? await api.callWithReceipt(operationNamed(submission.operation), {
                params: { ...extensionParams.current, ...version, ...(savedStateId ? { savedStateId } : {}) },
                body,
              })
            : await api.callWithReceipt(operations.formSubmit, {
                params: { formId: form.id, ...version, ...(savedStateId ? { savedStateId } : {}) },
                body,
              });
        setReceipt(answer.receipt);
        draftSent();
        setSent({ body, answer: answer.body });
      } catch (error) {
        resume();
        // useSubmission puts a 400's field errors on their fields, and keeps any other failure.
        throw error;
      }
    },
    [form, manifest, language, languageField, formVersion, pause, resume, draftId, draftSent],
  );
  // `failure`: why the last send failed otherwise than on the fields (an extension may word it).
  const { submit: onSubmit, serverErrors, failure } = useSubmission(send);
  const onChange = (data: Data) => {
    draft.onChange(data);
    extensions.onChange(data);
  };
  // Each failure (also the same again) moves the focus to its words.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // App.tsx (and the staff area) route only the forms' own paths here.
  if (!form) return null;
  const role =
    user.status === 'ready' ? roleOf({ businessId: actingOrganisation(user.user)?.businessId }) : null;
  // A staff form is behind the staff area's permission check (IntraGate), not a landlord's role.
  if (role && !staff && !formAllows(form, role)) {
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

  // An extension may hold the form back: a spinner while it asks (openingCheck), its words if not,
  // or a page in its place (staffCase, no customer chosen).
  const { opening } = extensions;
  if (opening === 'checking') return <Spinner label={t(language, SHELL_CODES.loading)} />;
  if (typeof opening === 'object' && 'instead' in opening) return opening.instead(title);
  if (typeof opening === 'object')
    return (
      <>
        <h1>{title}</h1>
        <p className="portal-alert" role="alert">
          {opening.failed}
        </p>
      </>
    );

  if (sent) {
    const confirmation = manifest?.confirmation;
    const after = extensions.sent;
    return (
      <SubmittedView
        language={language}
        title={confirmation ? t(language, confirmation.title) : title}
        message={confirmation ? t(language, confirmation.body) : ''}
        receipt={receipt}
        what={title}
        {...(confirmation?.next ? { next: t(language, confirmation.next) } : {})}
        downloadPdf={after?.pdf ? after.pdf(sent.answer) : receiptPdf(receipt)}
        {...(after?.plain
          ? {}
          : {
              homeLinks: true,
              newLabel: t(language, confirmation?.again ?? FORM_PAGE_CODES.newForm),
              onNew: () => {
                setSent(null);
                resume();
                extensions.reset();
                draft.start(extensionStart ?? {});
              },
            })}
      >
        {after?.after}
      </SubmittedView>
    );
  }

  const alert = failure
    ? (extensions.failure(failure.error) ?? t(language, FORM_PAGE_CODES.submitFailed))
    : extensions.alert;
  return (
    <>
      {extensions.above}
      <h1>{title}</h1>
      {extensions.below}
      {alert && (
        <p ref={alertRef} className="portal-alert" role="alert" tabIndex={-1}>
          {alert}
        </p>
      )}
      <DraftNotices draft={draft} language={language} offerAfresh={!opensNew} />
      {files === 'failed' ? (
        <p className="portal-alert" role="alert">
          {t(language, FORM_PAGE_CODES.loadFailed)}
        </p>
      ) : shownForm === null || draft.initialData === null ? (
        <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : (
        extensions.wrap(
          <DraftedForm
            draft={draft}
            language={language}
            form={shownForm.form}
            validateFns={shownForm.validateFns}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            keepsDrafts={draftType !== null}
            extraWidgets={extensions.widgets}
            {...(manifest?.submitLabel ? { submitCode: manifest.submitLabel } : {})}
          />,
        )
      )}
      <DraftAnnouncer text={draft.announcement} />
      <LeaveGuard when={draft.dirty} language={language} />
    </>
  );
}
