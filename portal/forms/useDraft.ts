/**
 * The one draft engine (issue 42): how every form that keeps drafts (its manifest's `"drafts":
 * true`; a draft's type is its form's document type) saves what the user types. The realization
 * request's behaviour, for every such form:
 *
 * - The form starts from a draft (`openDraft(id)`, `?openExisting=`; or `openNewest()`, the newest
 *   of its type) or from data the page gives (`start`). Until the user touches it, the changes the
 *   form reports are its own (RJSF's defaults, computed fields): they are the baseline, not work.
 * - Autosave 2 s after the last change, at least every 10 s while changes keep coming, never for a
 *   form with nothing typed; 'save unfinished' (`save('manual')`) at once, announced when done.
 *   Created (POST) the first time, then updated with the version held (PUT); a draft deleted
 *   meanwhile becomes a new one.
 * - A version moved on elsewhere (409) is never overwritten silently: saving stops, `conflict` is
 *   set, and the user chooses (`resolveConflict`): take the saved version, or save theirs over it.
 *   What they typed stays in the form meanwhile.
 * - 'Start afresh' (`discard`) deletes the draft; sending names it (`draftId`, the server deletes it
 *   with the submission), `pause` holds saving while sending, `sent` forgets it.
 * - `dirty` while there are changes since the last save (the leave-page warning).
 *
 * - A draft saved with an older version of the form (its `formVersion`) is brought forward by the
 *   form's migrations (engine/core/migrations.ts, the same steps the server knows) as it opens, and
 *   `updated` says what they did, for the page to tell the user (DraftParts.tsx): nothing typed is
 *   dropped in silence. The draft is saved again with the current version.
 *
 * A form that keeps no drafts (`type` null) saves nothing and is never dirty by a draft's measure
 * but by its changes. Its parts on the page are `DraftParts.tsx`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { operations, type SavedState } from '../../api/contract.ts';
import { t, type Language } from '../../texts/index.ts';
import { api, failureMessage, ResponseError } from '../api/client.ts';
import { applyMigrations, type FormHistory, type MigrationNote } from '../../engine/core/migrations.ts';
import { workOf } from './draftWork.ts';

/** Autosave: this long after the last change… */
export const AUTOSAVE_DEBOUNCE_MS = 2000;
/** …and at least this often while changes keep coming. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

/** The drafts' texts: the same on every form. */
export const DRAFT_CODES = {
  save: '146002',
  saved: '146003',
  savedAt: '146004',
  saveFailed: '146005',
  autosaveFailed: '146006',
  conflict: '146007',
  reloadDraft: '146008',
  overwriteDraft: '146009',
  draftMissing: '146010',
  saving: '146016',
  reloadFailed: '146017',
  continuing: '141025',
  startAfresh: '141026',
} as const;

/** The texts of a draft brought forward (engine/core/migrations.ts's notes, one sentence each). */
export const UPDATED_CODES = {
  heading: '173040',
  checkThese: '173041',
  checkAll: '173042',
  moved: '173043',
  renamed: '173044',
  dropped: '173045',
  defaulted: '173046',
  mapped: '173047',
  ask: '173048',
} as const;

type Data = Record<string, unknown>;

export type DraftAlert =
  | { kind: 'draftMissing' }
  | { kind: 'reloadFailed' }
  /** `because`: what the server said (a quota reached, issue 41), if it said. */
  | { kind: 'saveFailed'; because: string | null };

type Held = { id: string; version: number };

/** A draft brought forward from an older version of its form: what the migrations did, and the fields' labels. */
export interface DraftUpdate {
  from: number;
  to: number;
  notes: readonly MigrationNote[];
  labels: FormHistory['labels'];
}

export interface Draft {
  /** Where the form starts (FormEngine's `initialData`; a new object starts it over); null: loading. */
  initialData: Data | null;
  /** The saved draft the form continues, or null. */
  continued: SavedState | null;
  /** The continued draft was saved with an older version of the form: what bringing it forward did. */
  updated: DraftUpdate | null;
  dirty: boolean;
  /** A manual save is running. */
  saving: boolean;
  savedAt: Date | null;
  autosaveFailedAt: Date | null;
  autosaveFailedBecause: string | null;
  /** The draft changed elsewhere: saving waits for the user's choice (`resolveConflict`). */
  conflict: boolean;
  alert: DraftAlert | null;
  /** What the form page's polite live region says: a manual save done, or the page's own news. */
  announcement: string;
  /** Says `text` in the polite live region in place of what it said (the latest news wins). */
  announce: (text: string) => void;
  /** Starts the form from `data`, its changes measured from `from`'s data (a draft) or from nothing. */
  start: (data: Data, from?: SavedState) => void;
  /** Continues the caller's draft `id` (or says it is gone and starts empty). */
  openDraft: (id: string) => Promise<void>;
  /** Continues the newest draft of the type, or starts from `fallback` (empty by default). */
  openNewest: (fallback?: Data) => Promise<void>;
  /** The page changed the data itself (a lookup filled fields): the form shows `data`, to be saved. */
  replace: (data: Data) => void;
  /** The data as the form last reported it. */
  latest: () => Data;
  /** FormEngine's onChange. */
  onChange: (data: Data) => void;
  /** Any input, key or click in the form: from now on its changes are the user's work. */
  touch: () => void;
  save: (kind: 'manual' | 'auto') => Promise<void>;
  /** The user's choice on a conflict: save theirs over the other (`keepMine`), or take the other. */
  resolveConflict: (keepMine: boolean) => Promise<void>;
  /** Start afresh: the draft is deleted and the form starts empty. */
  discard: () => Promise<void>;
  /** Holds saving while the form is sent; `resume` after a failed send. */
  pause: () => void;
  resume: () => void;
  /** The draft to name when sending (the server deletes it with the submission), or undefined. */
  draftId: () => string | undefined;
  /** Forgets the draft after a successful send. */
  sent: () => void;
  /** Clears the alert (the page shows its own in its place). */
  clearAlert: () => void;
}

export interface DraftOptions {
  /**
   * Whether the form's data carries the page's language (`currentLanguageCode`, as the landlords'
   * forms do; a staff form's does not): the form starts with it. True unless told.
   */
  languageField?: boolean;
  /** The form's version now and its migrations (the form's files), to bring an older draft forward. */
  history?: FormHistory | null;
}

export function useDraft(
  type: string | null,
  language: Language,
  { languageField = true, history = null }: DraftOptions = {},
): Draft {
  const [initialData, setInitialData] = useState<Data | null>(null);
  const [continued, setContinued] = useState<SavedState | null>(null);
  const [updated, setUpdated] = useState<DraftUpdate | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [autosaveFailedAt, setAutosaveFailedAt] = useState<Date | null>(null);
  const [autosaveFailedBecause, setAutosaveFailedBecause] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [alert, setAlert] = useState<DraftAlert | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** The newest data the form reported. */
  const latest = useRef<Data>({});
  /** The draft saved to, with the version last read or written. */
  const draft = useRef<Held | null>(null);
  /** The work as last saved (or as opened): changes are measured from it. */
  const savedWork = useRef('');
  const touched = useRef(false);
  const startedClean = useRef(true);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const maxWaitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const saveAgain = useRef<'manual' | 'auto' | null>(null);
  /** No saving while a conflict waits for the user, while sending and after sending. */
  const paused = useRef(false);
  const languageRef = useRef(language);
  const languageFieldRef = useRef(languageField);
  const historyRef = useRef(history);
  useEffect(() => {
    languageRef.current = language;
    languageFieldRef.current = languageField;
    historyRef.current = history;
  }, [language, languageField, history]);

  const clearTimers = useCallback(() => {
    clearTimeout(debounceTimer.current);
    clearTimeout(maxWaitTimer.current);
    debounceTimer.current = undefined;
    maxWaitTimer.current = undefined;
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback((saved: Data, from?: SavedState) => {
    // A draft of an older version of the form comes forward by its migrations, and says how.
    const formHistory = historyRef.current;
    const savedWith = from?.formVersion;
    let data = saved;
    let update: DraftUpdate | null = null;
    if (formHistory && typeof savedWith === 'number' && savedWith < formHistory.version) {
      const language = languageRef.current;
      const migrated = applyMigrations(
        saved,
        formHistory.migrations,
        savedWith,
        formHistory.version,
        (pointer) => formHistory.labels[pointer]?.[language] ?? pointer,
      );
      data = migrated.data;
      update = {
        from: savedWith,
        to: formHistory.version,
        notes: migrated.notes,
        labels: formHistory.labels,
      };
    }
    setUpdated(update);
    // Said politely as the form opens: the notice at the top of the form says what changed.
    if (update) setAnnouncement(t(languageRef.current, UPDATED_CODES.heading));
    const withLanguage = languageFieldRef.current
      ? { ...data, currentLanguageCode: languageRef.current }
      : data;
    const work = from ? workOf(from.data) : '';
    draft.current = from ? { id: from.id, version: from.version } : null;
    latest.current = withLanguage;
    savedWork.current = work;
    touched.current = false;
    startedClean.current = workOf(withLanguage) === work;
    setContinued(from ?? null);
    setDirty(!startedClean.current);
    setInitialData(withLanguage);
  }, []);

  const findDraft = useCallback(
    async (id: string): Promise<SavedState | undefined> =>
      type
        ? (await api.call(operations.savedStates, { params: { type } })).find((found) => found.id === id)
        : undefined,
    [type],
  );

  const openDraft = useCallback(
    async (id: string) => {
      try {
        const found = await findDraft(id);
        if (found) start(found.data, found);
        else {
          setAlert({ kind: 'draftMissing' });
          start({});
        }
      } catch {
        setAlert({ kind: 'reloadFailed' });
        start({});
      }
    },
    [findDraft, start],
  );

  const openNewest = useCallback(
    async (fallback: Data = {}) => {
      if (!type) return start(fallback);
      // Not found, or the list failed: the form starts empty and the first save makes a draft.
      const newest = await api.call(operations.savedStates, { params: { type } }).then(
        (drafts) => drafts[0],
        () => undefined,
      );
      if (newest) start(newest.data, newest);
      else start(fallback);
    },
    [type, start],
  );

  const saveRef = useRef<(kind: 'manual' | 'auto') => Promise<void>>(async () => undefined);
  const scheduleAutosave = useCallback(() => {
    if (paused.current || !type) return;
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => void saveRef.current('auto'), AUTOSAVE_DEBOUNCE_MS);
    maxWaitTimer.current ??= setTimeout(() => void saveRef.current('auto'), AUTOSAVE_MAX_WAIT_MS);
  }, [type]);

  const save = useCallback(
    async (kind: 'manual' | 'auto'): Promise<void> => {
      clearTimers();
      if (paused.current || !type) return;
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
        const create = () => api.call(operations.createSavedState, { body: { type, data } });
        let saved: SavedState;
        const held = draft.current;
        if (held) {
          try {
            saved = await api.call(operations.updateSavedState, {
              body: { id: held.id, type, data, version: held.version },
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
        setAutosaveFailedBecause(null);
        if (kind === 'manual') setAnnouncement(t(languageRef.current, DRAFT_CODES.saved));
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
        if (again === 'manual') void saveRef.current('manual');
        else if (again === 'auto') scheduleAutosave();
      }
    },
    [type, clearTimers, scheduleAutosave],
  );
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

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
    },
    [scheduleAutosave, clearTimers],
  );

  const replace = useCallback(
    (data: Data) => {
      latest.current = data;
      setInitialData(data);
      setDirty(workOf(data) !== savedWork.current);
      scheduleAutosave();
    },
    [scheduleAutosave],
  );

  const resolveConflict = useCallback(
    async (keepMine: boolean) => {
      const held = draft.current;
      try {
        const found = held ? await findDraft(held.id) : undefined;
        paused.current = false;
        setConflict(false);
        if (keepMine) {
          draft.current = found ? { id: found.id, version: found.version } : null;
          await save('manual');
        } else if (found) start(found.data, found);
        else {
          draft.current = null;
          setAlert({ kind: 'draftMissing' });
        }
      } catch {
        setAlert({ kind: 'reloadFailed' });
      }
    },
    [findDraft, save, start],
  );

  const discard = useCallback(async () => {
    clearTimers();
    const held = draft.current;
    setSavedAt(null);
    setAutosaveFailedAt(null);
    setConflict(false);
    paused.current = false;
    start({});
    if (held) await api.call(operations.deleteSavedState, { body: { id: held.id } }).catch(() => undefined);
  }, [clearTimers, start]);

  // The engine's functions are stable for the page's life: a page may name them in its hooks' deps.
  const readLatest = useCallback(() => latest.current, []);
  const touch = useCallback(() => {
    touched.current = true;
  }, []);
  const pause = useCallback(() => {
    paused.current = true;
    clearTimers();
  }, [clearTimers]);
  const resume = useCallback(() => {
    paused.current = false;
  }, []);
  const draftId = useCallback(() => draft.current?.id, []);
  const sent = useCallback(() => {
    clearTimers();
    draft.current = null;
    savedWork.current = '';
    setDirty(false);
    setSavedAt(null);
    setContinued(null);
  }, [clearTimers]);
  const clearAlert = useCallback(() => setAlert(null), []);

  return {
    initialData,
    continued,
    updated,
    dirty,
    saving,
    savedAt,
    autosaveFailedAt,
    autosaveFailedBecause,
    conflict,
    alert,
    announcement,
    announce: setAnnouncement,
    start,
    openDraft,
    openNewest,
    replace,
    latest: readLatest,
    onChange,
    touch,
    save,
    resolveConflict,
    discard,
    pause,
    resume,
    draftId,
    sent,
    clearAlert,
  };
}
