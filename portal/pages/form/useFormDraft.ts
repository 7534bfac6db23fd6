/**
 * Drafts of a form whose manifest keeps them (`"drafts": true`, issue 29), for the generic form
 * page: the caller's newest saved draft of the form's type is where the form starts; what the user
 * types is saved 2 s after the last change (created, then updated with the version held; a version
 * another tab has moved on is read again and saved over, since it is the same person's work; a
 * draft deleted meanwhile becomes a new one); "start afresh" deletes it; sending names it, and the
 * server deletes it with the submission. A form that keeps no drafts (`type` null) does nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { operations, type SavedState } from '../../../api/contract.ts';
import { api, failureMessage, ResponseError } from '../../api/client.ts';
import { workOf } from '../realization/draftData.ts';

/** Saving waits this long after the last change. */
export const DRAFT_DEBOUNCE_MS = 2000;

type Data = Record<string, unknown>;

export interface FormDraft {
  /** False until the saved draft (if any) has been looked for. */
  ready: boolean;
  /** The draft the form started from, or null. */
  restored: { data: Data; created: string } | null;
  savedAt: Date | null;
  failedAt: Date | null;
  /** What the server said of the failed save (a quota reached, issue 41), or null. */
  failedBecause: string | null;
  /** FormEngine's onChange: schedules a save when the typed work changed. */
  onChange: (data: Data) => void;
  /** Deletes the draft (start afresh). */
  discard: () => Promise<void>;
  /** Stops saving while the form is sent; `resume` after a failed send. */
  pause: () => void;
  resume: () => void;
  /** The draft to name when sending (the server deletes it), or undefined. */
  draftId: () => string | undefined;
  /** Forgets the draft after a successful send. */
  sent: () => void;
}

export function useFormDraft(type: string | null): FormDraft {
  const [restored, setRestored] = useState<FormDraft['restored'] | 'loading'>(type ? 'loading' : null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failedAt, setFailedAt] = useState<Date | null>(null);
  const [failedBecause, setFailedBecause] = useState<string | null>(null);
  const draft = useRef<{ id: string; version: number } | null>(null);
  const latest = useRef<Data>({});
  const savedWork = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const paused = useRef(false);

  useEffect(() => {
    if (!type) return;
    let current = true;
    api.call(operations.savedStates, { params: { type } }).then(
      (drafts) => {
        if (!current) return;
        const newest = drafts[0];
        if (newest) {
          draft.current = { id: newest.id, version: newest.version };
          savedWork.current = workOf(newest.data);
        }
        setRestored(newest ? { data: newest.data, created: newest.created } : null);
      },
      // Not found, or the list failed: the form starts empty and the first save makes a draft.
      () => current && setRestored(null),
    );
    return () => {
      current = false;
      clearTimeout(timer.current);
    };
  }, [type]);

  const save = useCallback(async (): Promise<void> => {
    if (!type || paused.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const data = latest.current;
    const work = workOf(data);
    if (work === savedWork.current) return;
    inFlight.current = true;
    const create = () => api.call(operations.createSavedState, { body: { type, data } });
    const update = (held: { id: string; version: number }) =>
      api.call(operations.updateSavedState, { body: { id: held.id, type, data, version: held.version } });
    try {
      let saved: SavedState;
      const held = draft.current;
      if (!held) saved = await create();
      else {
        try {
          saved = await update(held);
        } catch (error) {
          if (!(error instanceof ResponseError)) throw error;
          if (error.status === 404) saved = await create();
          else if (error.status === 409) {
            const newest = (await api.call(operations.savedStates, { params: { type } })).find(
              (found) => found.id === held.id,
            );
            saved = newest ? await update({ id: newest.id, version: newest.version }) : await create();
          } else throw error;
        }
      }
      draft.current = { id: saved.id, version: saved.version };
      savedWork.current = work;
      setSavedAt(new Date());
      setFailedAt(null);
      setFailedBecause(null);
    } catch (error) {
      setFailedAt(new Date());
      setFailedBecause(failureMessage(error, '') || null);
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        timer.current = setTimeout(() => void saveRef.current(), 0);
      }
    }
  }, [type]);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const onChange = useCallback(
    (data: Data) => {
      latest.current = data;
      if (!type || paused.current) return;
      const work = workOf(data);
      // Nothing typed and nothing saved: nothing to keep.
      if (work === savedWork.current || (work === '' && draft.current === null)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveRef.current(), DRAFT_DEBOUNCE_MS);
    },
    [type],
  );

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    const held = draft.current;
    draft.current = null;
    savedWork.current = '';
    setSavedAt(null);
    setFailedAt(null);
    setRestored(null);
    if (held) await api.call(operations.deleteSavedState, { body: { id: held.id } }).catch(() => undefined);
  }, []);

  return {
    ready: restored !== 'loading',
    restored: restored === 'loading' ? null : restored,
    savedAt,
    failedAt,
    failedBecause,
    onChange,
    discard,
    pause: () => {
      paused.current = true;
      clearTimeout(timer.current);
    },
    resume: () => {
      paused.current = false;
    },
    draftId: () => draft.current?.id,
    sent: () => {
      draft.current = null;
      savedWork.current = '';
      setSavedAt(null);
      setRestored(null);
    },
  };
}
