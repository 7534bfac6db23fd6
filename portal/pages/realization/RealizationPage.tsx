/**
 * `/vuokra-vakuus-realisointi`: the realization request (SPEC §2, §4 rental deposit page states).
 *
 * - 0 loading (a spinner) while `GET navigate-to-rental-deposit-realization` writes the visit to the
 *   audit log; 1 ok (the form) when it answers true; 2 error ('Virhe tapahtui') otherwise.
 * - The form's rentee part is prefilled from a payment commitment: from `?commitment=<id>` when the
 *   page opens, and whenever the commitment number field (rentee.id) gets a new 8-digit number.
 * - Drafts, through the one draft engine (portal/forms/useDraft.ts): `?openExisting=<id>` continues
 *   one; autosave and 'save unfinished'; a stale version (409) is left to the user's choice.
 * - The leave-page warning while there are changes since the last save.
 * - Submit (with `savedStateId` when continuing a draft, which the server removes): the 400 field
 *   errors on their fields; success shows the status view with the PDF download.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t, type Language } from '../../../texts/index.ts';
import type { FieldError, ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/realization-request.validators.ts';
import schema from '../../../schemas/forms/realization-request.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/realization-request.ui.json' with { type: 'json' };
import { operations, type PaymentCommitment, type RealizationRequestBody } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { formDefinition, serverFieldErrors } from '../shared/forms.ts';
import type { Receipt } from '../../../api/receipt.ts';
import { receiptPdf } from '../shared/receiptPdf.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import { DraftAnnouncer, DraftedForm, DraftNotices } from '../../forms/DraftParts.tsx';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { useDraft } from '../../forms/useDraft.ts';

export const realizationForm = formDefinition('realization-request', schema, uiSchema);

export const REALIZATION_CODES = {
  failed: '146001',
  commitmentFound: '146011',
  commitmentMissing: '146012',
  submitFailed: '141009',
  sent: '146013',
  newRequest: '146015',
} as const;

const COMMITMENT_ID = /^\d{8}$/;
/** The realization request's drafts' type (SPEC §2: the front page lists them). */
const DRAFT_TYPE = 'REALIZATION_REQUEST';

type Data = Record<string, unknown>;
type Alert = { kind: 'submitFailed' } | { kind: 'commitmentMissing'; id: string };

function renteeOf(data: Data): Data {
  const rentee = data['rentee'];
  return typeof rentee === 'object' && rentee !== null ? (rentee as Data) : {};
}

function withCommitment(data: Data, commitment: PaymentCommitment): Data {
  return {
    ...data,
    rentee: {
      ...renteeOf(data),
      id: commitment.id,
      customerHenro: commitment.customerHenro,
      address: commitment.address,
      amount: commitment.amount,
      startDate: commitment.startDate,
    },
  };
}

function RealizationForm({ language, title }: { language: Language; title: string }) {
  const [searchParams] = useSearchParams();
  const openExisting = searchParams.get('openExisting');
  const commitmentParam = searchParams.get('commitment');
  const draft = useDraft(DRAFT_TYPE, language);
  const { start, openDraft, replace, clearAlert, announce } = draft;

  const [alert, setAlert] = useState<Alert | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[] | undefined>(undefined);
  const [sent, setSent] = useState<RealizationRequestBody | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  /** The commitment number last looked up (the form's own or the page's). */
  const lookedUp = useRef<string | null>(null);

  // Where the form starts: a saved draft, a payment commitment, or empty.
  useEffect(() => {
    let current = true;
    async function load(): Promise<void> {
      if (openExisting) {
        await openDraft(openExisting);
        return;
      }
      if (commitmentParam && COMMITMENT_ID.test(commitmentParam)) {
        lookedUp.current = commitmentParam;
        try {
          const commitment = await api.call(operations.paymentCommitment, {
            params: { id: commitmentParam },
          });
          if (current) start(withCommitment({}, commitment));
        } catch {
          if (!current) return;
          setAlert({ kind: 'commitmentMissing', id: commitmentParam });
          start({ rentee: { id: commitmentParam } });
        }
        return;
      }
      start({});
    }
    void load();
    return () => {
      current = false;
    };
  }, [openExisting, commitmentParam, start, openDraft]);

  // A form started from a draft: its commitment is the one looked up.
  const initialId = draft.initialData ? renteeOf(draft.initialData)['id'] : undefined;
  useEffect(() => {
    if (typeof initialId === 'string') lookedUp.current ??= initialId;
  }, [initialId]);

  const onChange = useCallback(
    (data: Data) => {
      draft.onChange(data);
      const id = renteeOf(data)['id'];
      if (typeof id !== 'string' || !COMMITMENT_ID.test(id) || lookedUp.current === id) return;
      lookedUp.current = id;
      api.call(operations.paymentCommitment, { params: { id } }).then(
        (commitment) => {
          if (lookedUp.current !== id) return;
          replace(withCommitment(draft.latest(), commitment));
          setAlert((shown) => (shown?.kind === 'commitmentMissing' ? null : shown));
          announce(t(language, REALIZATION_CODES.commitmentFound, { id }));
          // The form was remounted with the commitment's data: focus goes back to the number.
          setTimeout(() => document.getElementById('root_rentee_id')?.focus(), 0);
        },
        () => {
          if (lookedUp.current === id) setAlert({ kind: 'commitmentMissing', id });
        },
      );
    },
    // draft's functions are stable but for onChange and latest, which read refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, replace, announce],
  );

  const onSubmit = useCallback(
    async (data: Data) => {
      const body = { ...data, currentLanguageCode: language } as RealizationRequestBody;
      draft.pause();
      setAlert(null);
      clearAlert();
      try {
        const savedStateId = draft.draftId();
        const answer = await api.callWithReceipt(operations.submitRealization, {
          params: savedStateId ? { savedStateId } : {},
          body,
        });
        setReceipt(answer.receipt);
        draft.sent();
        setServerErrors(undefined);
        setSent(body);
      } catch (error) {
        draft.resume();
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) setServerErrors(fieldErrors);
        else setAlert({ kind: 'submitFailed' });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, clearAlert],
  );

  if (sent)
    return (
      <SubmittedView
        language={language}
        title={title}
        message={t(language, REALIZATION_CODES.sent)}
        receipt={receipt}
        what={title}
        next={t(language, '141036')}
        homeLinks
        newLabel={t(language, REALIZATION_CODES.newRequest)}
        downloadPdf={receiptPdf(receipt)}
        onNew={() => {
          setSent(null);
          lookedUp.current = null;
          draft.resume();
          start({});
        }}
      />
    );

  const alertText = !alert
    ? null
    : alert.kind === 'commitmentMissing'
      ? t(language, REALIZATION_CODES.commitmentMissing, { id: alert.id })
      : t(language, REALIZATION_CODES[alert.kind]);

  return (
    <>
      <h1>{title}</h1>
      {alertText && (
        <p className="portal-alert" role="alert">
          {alertText}
        </p>
      )}
      <DraftNotices draft={draft} language={language} />
      {!draft.initialData ? (
        <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : (
        <DraftedForm
          draft={draft}
          language={language}
          form={realizationForm}
          validateFns={validateFns as Record<string, ValidateFunction>}
          onChange={onChange}
          onSubmit={onSubmit}
          serverErrors={serverErrors}
          keepsDrafts
        />
      )}
      <DraftAnnouncer text={draft.announcement} />
      <LeaveGuard when={draft.dirty} language={language} />
    </>
  );
}

/** SPEC §4 rental deposit page: 0 loading, 1 ok, 2 error. */
type PageState = 0 | 1 | 2;

export default function RealizationPage() {
  const { language } = useShell();
  const title = t(language, String(uiSchema['ui:title']));
  usePageTitle(title);
  const [state, setState] = useState<PageState>(0);
  useEffect(() => {
    let current = true;
    api.call(operations.navigateToRealization, {}).then(
      (ok) => current && setState(ok === true ? 1 : 2),
      () => current && setState(2),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state === 0) return <Spinner label={t(language, SHELL_CODES.loading)} />;
  if (state === 2)
    return (
      <>
        <h1>{title}</h1>
        <p className="portal-alert" role="alert">
          {t(language, REALIZATION_CODES.failed)}
        </p>
      </>
    );
  return <RealizationForm language={language} title={title} />;
}
