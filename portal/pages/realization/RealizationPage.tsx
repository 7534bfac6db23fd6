/**
 * `/vuokra-vakuus-realisointi`: the realization request (SPEC §2, §4 rental deposit page states).
 *
 * - 0 loading (a spinner) while `GET navigate-to-rental-deposit-realization` writes the visit to the
 *   audit log; 1 ok (the form) when it answers true; 2 error ('Virhe tapahtui') otherwise.
 * - The form's rentee part is prefilled from a payment commitment: from `?commitment=<id>` when the
 *   page opens, and whenever the commitment number field (rentee.id) gets a new 8-digit number.
 * - Drafts: 'save unfinished' creates the draft (POST) or updates it with the version held (PUT);
 *   `?openExisting=<id>` continues one; a stale version (409) is not overwritten: the user chooses
 *   to fetch the saved version or to save theirs over it, and what they typed stays in the form.
 * - Autosave: 2 s after the last change, at least every 10 s while changes keep coming; never for
 *   a form with nothing typed. Its time shows discreetly; only manual saves are announced.
 * - The leave-page warning while there are changes since the last save.
 * - Submit (with `savedStateId` when continuing a draft, which the server removes): the 400 field
 *   errors on their fields; success shows the status view with the PDF download.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t, type Language } from '../../../texts/index.ts';
import { FormEngine } from '../../../engine/react/index.ts';
import type { FieldError, ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/realization-request.validators.ts';
import schema from '../../../schemas/forms/realization-request.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/realization-request.ui.json' with { type: 'json' };
import {
  operations,
  type PaymentCommitment,
  type RealizationRequestBody,
  type SavedState,
} from '../../../api/contract.ts';
import { api, failureMessage, ResponseError } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES, usePageTitle, useShell } from '../../shell.tsx';
import { formDefinition, serverFieldErrors } from '../shared/forms.ts';
import type { Receipt } from '../../../api/receipt.ts';
import { receiptPdf } from '../shared/receiptPdf.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import { clockTime, workOf } from './draftData.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import './realization.css';

export const realizationForm = formDefinition('realization-request', schema, uiSchema);

export const REALIZATION_CODES = {
  failed: '146001',
  save: '146002',
  saved: '146003',
  savedAt: '146004',
  saveFailed: '146005',
  autosaveFailed: '146006',
  conflict: '146007',
  reloadDraft: '146008',
  overwriteDraft: '146009',
  draftMissing: '146010',
  commitmentFound: '146011',
  commitmentMissing: '146012',
  saving: '146016',
  reloadFailed: '146017',
  submitFailed: '141009',
  sent: '146013',
  newRequest: '146015',
} as const;

/** Autosave: this long after the last change… */
export const AUTOSAVE_DEBOUNCE_MS = 2000;
/** …and at least this often while changes keep coming. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

const COMMITMENT_ID = /^\d{8}$/;
const DRAFT_TYPE = 'REALIZATION_REQUEST' as const;

type Data = Record<string, unknown>;
type Alert =
  | { kind: 'draftMissing' }
  | { kind: 'reloadFailed' }
  /** `because`: what the server said (a quota reached, issue 41), if it said. */
  | { kind: 'saveFailed'; because: string | null }
  | { kind: 'submitFailed' }
  | { kind: 'commitmentMissing'; id: string };

function renteeOf(data: Data): Data {
  const rentee = data['rentee'];
  return typeof rentee === 'object' && rentee !== null ? (rentee as Data) : {};
}

async function findDraft(id: string): Promise<SavedState | undefined> {
  const drafts = await api.call(operations.savedStates, { params: { type: DRAFT_TYPE } });
  return drafts.find((draft) => draft.id === id);
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

  const [initialData, setInitialData] = useState<Data | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [conflict, setConflict] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [autosaveFailedAt, setAutosaveFailedAt] = useState<Date | null>(null);
  const [autosaveFailedBecause, setAutosaveFailedBecause] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [serverErrors, setServerErrors] = useState<readonly FieldError[] | undefined>(undefined);
  const [sent, setSent] = useState<RealizationRequestBody | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  /** The newest data the form reported. */
  const latest = useRef<Data>({});
  /** The draft this page saves to, with the version last read or written. */
  const draft = useRef<{ id: string; version: number } | null>(null);
  /** The work as last saved (or as opened): changes are measured from it. */
  const savedWork = useRef('');
  const lookedUp = useRef<string | null>(null);
  /**
   * Whether the user has touched the form since it was (re)started. Until then the changes the form
   * reports are its own (RJSF's defaults, the computed fields): they become the baseline, not work.
   */
  const touched = useRef(false);
  const startedClean = useRef(true);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const maxWaitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const saveAgain = useRef<'manual' | 'auto' | null>(null);
  /** No saving while a conflict waits for the user, while submitting and after sending. */
  const paused = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(debounceTimer.current);
    clearTimeout(maxWaitTimer.current);
    debounceTimer.current = undefined;
    maxWaitTimer.current = undefined;
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  /** Starts the form from `data` (a new object remounts it) and measures changes from `work`. */
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);
  const start = useCallback((data: Data, work: string) => {
    const withLanguage = { ...data, currentLanguageCode: languageRef.current };
    latest.current = withLanguage;
    savedWork.current = work;
    const id = renteeOf(data)['id'];
    lookedUp.current = typeof id === 'string' ? id : null;
    touched.current = false;
    startedClean.current = workOf(withLanguage) === work;
    setDirty(!startedClean.current);
    setInitialData(withLanguage);
  }, []);

  // Where the form starts: a saved draft, a payment commitment, or empty.
  useEffect(() => {
    let current = true;
    async function load(): Promise<void> {
      if (openExisting) {
        try {
          const found = await findDraft(openExisting);
          if (!current) return;
          if (found) {
            draft.current = { id: found.id, version: found.version };
            start(found.data, workOf(found.data));
          } else {
            setAlert({ kind: 'draftMissing' });
            start({}, '');
          }
        } catch {
          if (!current) return;
          setAlert({ kind: 'reloadFailed' });
          start({}, '');
        }
        return;
      }
      if (commitmentParam && COMMITMENT_ID.test(commitmentParam)) {
        try {
          const commitment = await api.call(operations.paymentCommitment, {
            params: { id: commitmentParam },
          });
          if (current) start(withCommitment({}, commitment), '');
        } catch {
          if (!current) return;
          setAlert({ kind: 'commitmentMissing', id: commitmentParam });
          start({ rentee: { id: commitmentParam } }, '');
        }
        return;
      }
      start({}, '');
    }
    void load();
    return () => {
      current = false;
    };
  }, [openExisting, commitmentParam, start]);

  const saveNow = useCallback(
    async (kind: 'manual' | 'auto'): Promise<void> => {
      clearTimers();
      if (paused.current) return;
      if (inFlight.current) {
        saveAgain.current = kind === 'manual' || saveAgain.current === 'manual' ? 'manual' : 'auto';
        return;
      }
      const data = latest.current;
      const work = workOf(data);
      inFlight.current = true;
      if (kind === 'manual') {
        setSaving(true);
        setAnnouncement('');
        setAlert((shown) => (shown?.kind === 'saveFailed' ? null : shown));
      }
      try {
        const create = () => api.call(operations.createSavedState, { body: { type: DRAFT_TYPE, data } });
        let saved: SavedState;
        const held = draft.current;
        if (held) {
          try {
            saved = await api.call(operations.updateSavedState, {
              body: { id: held.id, type: DRAFT_TYPE, data, version: held.version },
            });
          } catch (error) {
            // Deleted meanwhile (e.g. from the front page): what is typed becomes a new draft.
            if (error instanceof ResponseError && error.status === 404) saved = await create();
            else throw error;
          }
        } else saved = await create();
        draft.current = { id: saved.id, version: saved.version };
        savedWork.current = work;
        const stillDirty = workOf(latest.current) !== work;
        setDirty(stillDirty);
        setSavedAt(new Date());
        setAutosaveFailedAt(null);
        if (kind === 'manual') setAnnouncement(t(language, REALIZATION_CODES.saved));
        if (stillDirty && saveAgain.current === null) saveAgain.current = 'auto';
      } catch (error) {
        if (error instanceof ResponseError && error.status === 409) {
          paused.current = true;
          saveAgain.current = null;
          setConflict(true);
        } else if (kind === 'manual')
          setAlert({ kind: 'saveFailed', because: failureMessage(error, '') || null });
        else {
          setAutosaveFailedAt(new Date());
          setAutosaveFailedBecause(failureMessage(error, '') || null);
        }
      } finally {
        inFlight.current = false;
        setSaving(false);
        const again = saveAgain.current;
        saveAgain.current = null;
        if (again === 'manual') void saveNow('manual');
        else if (again === 'auto') scheduleAutosave();
      }
    },
    // scheduleAutosave (below) only reads refs.
    [clearTimers, language],
  );

  const saveRef = useRef(saveNow);
  useEffect(() => {
    saveRef.current = saveNow;
  }, [saveNow]);

  function scheduleAutosave() {
    if (paused.current) return;
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => void saveRef.current('auto'), AUTOSAVE_DEBOUNCE_MS);
    maxWaitTimer.current ??= setTimeout(() => void saveRef.current('auto'), AUTOSAVE_MAX_WAIT_MS);
  }

  const onChange = useCallback(
    (data: Data) => {
      latest.current = data;
      const work = workOf(data);
      if (!touched.current && startedClean.current) {
        savedWork.current = work;
        return;
      }
      const isDirty = work !== savedWork.current;
      setDirty(isDirty);
      // Nothing typed and nothing saved yet: nothing to autosave.
      if (isDirty && !(work === '' && draft.current === null)) scheduleAutosave();
      else if (!isDirty) clearTimers();

      const id = renteeOf(data)['id'];
      if (typeof id !== 'string' || !COMMITMENT_ID.test(id) || lookedUp.current === id) return;
      lookedUp.current = id;
      api.call(operations.paymentCommitment, { params: { id } }).then(
        (commitment) => {
          if (lookedUp.current !== id) return;
          const filled = withCommitment(latest.current, commitment);
          latest.current = filled;
          setInitialData(filled);
          setDirty(workOf(filled) !== savedWork.current);
          scheduleAutosave();
          setAlert((shown) => (shown?.kind === 'commitmentMissing' ? null : shown));
          setAnnouncement(t(language, REALIZATION_CODES.commitmentFound, { id }));
          // The form was remounted with the commitment's data: focus goes back to the number.
          setTimeout(() => document.getElementById('root_rentee_id')?.focus(), 0);
        },
        () => {
          if (lookedUp.current === id) setAlert({ kind: 'commitmentMissing', id });
        },
      );
    },
    [language, clearTimers], // scheduleAutosave only reads refs
  );

  function touch() {
    touched.current = true;
  }

  async function resolveConflict(keepMine: boolean) {
    const held = draft.current;
    try {
      const found = held ? await findDraft(held.id) : undefined;
      paused.current = false;
      setConflict(false);
      if (keepMine) {
        draft.current = found ? { id: found.id, version: found.version } : null;
        await saveNow('manual');
      } else if (found) {
        draft.current = { id: found.id, version: found.version };
        start(found.data, workOf(found.data));
      } else {
        draft.current = null;
        setAlert({ kind: 'draftMissing' });
      }
    } catch {
      setAlert({ kind: 'reloadFailed' });
    }
  }

  const onSubmit = useCallback(
    async (data: Data) => {
      const body = { ...data, currentLanguageCode: language } as RealizationRequestBody;
      clearTimers();
      paused.current = true;
      setAlert(null);
      try {
        const savedStateId = draft.current?.id;
        const answer = await api.callWithReceipt(operations.submitRealization, {
          params: savedStateId ? { savedStateId } : {},
          body,
        });
        setReceipt(answer.receipt);
        draft.current = null;
        setServerErrors(undefined);
        setDirty(false);
        setSent(body);
      } catch (error) {
        paused.current = false;
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) setServerErrors(fieldErrors);
        else setAlert({ kind: 'submitFailed' });
      }
    },
    [language, clearTimers],
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
          paused.current = false;
          setSavedAt(null);
          start({}, '');
        }}
      />
    );

  const alertText =
    alert === null
      ? null
      : alert.kind === 'commitmentMissing'
        ? t(language, REALIZATION_CODES.commitmentMissing, { id: alert.id })
        : alert.kind === 'saveFailed' && alert.because
          ? `${t(language, REALIZATION_CODES.saveFailed)} ${alert.because}`
          : t(language, REALIZATION_CODES[alert.kind]);

  return (
    <>
      <h1>{title}</h1>
      {alertText && (
        <p className="portal-alert" role="alert">
          {alertText}
        </p>
      )}
      {conflict && (
        <div className="portal-alert realization-conflict" role="alert">
          <p>{t(language, REALIZATION_CODES.conflict)}</p>
          <p className="engine-actions">
            <button
              type="button"
              className="ef-button ef-button--primary"
              onClick={() => void resolveConflict(false)}
            >
              {t(language, REALIZATION_CODES.reloadDraft)}
            </button>
            <button
              type="button"
              className="ef-button ef-button--secondary"
              onClick={() => void resolveConflict(true)}
            >
              {t(language, REALIZATION_CODES.overwriteDraft)}
            </button>
          </p>
        </div>
      )}
      {!initialData ? (
        <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : (
        <>
          {/* Any input, key or click in the form: the user has touched it (see `touched`). */}
          <div onInputCapture={touch} onKeyDownCapture={touch} onClickCapture={touch} onPasteCapture={touch}>
            <FormEngine<Data>
              form={realizationForm}
              validateFns={validateFns as Record<string, ValidateFunction>}
              language={language}
              initialData={initialData}
              onChange={onChange}
              onSubmit={onSubmit}
              serverErrors={serverErrors}
            />
          </div>
          <div className="realization-draft-bar">
            <button
              type="button"
              className="ef-button ef-button--secondary"
              disabled={saving}
              onClick={() => void saveNow('manual')}
            >
              {t(language, saving ? REALIZATION_CODES.saving : REALIZATION_CODES.save)}
            </button>
            {autosaveFailedAt ? (
              <span className="portal-save-status portal-save-status--failed">
                {[
                  t(language, REALIZATION_CODES.autosaveFailed, { time: clockTime(autosaveFailedAt) }),
                  autosaveFailedBecause,
                ]
                  .filter(Boolean)
                  .join(' ')}
              </span>
            ) : (
              savedAt && (
                <span className="portal-save-status">
                  {t(language, REALIZATION_CODES.savedAt, { time: clockTime(savedAt) })}
                </span>
              )
            )}
          </div>
        </>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <LeaveGuard when={dirty} language={language} />
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
