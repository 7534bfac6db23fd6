/** Hooks the form pages share: the landlord prefill, and sending with the server's field errors. */
import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../api/contract.ts';
import type { FieldError } from '../../../engine/core/types.ts';
import type { Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { serverFieldErrors } from './forms.ts';

/**
 * The form's first data: the user's (or their organisation's) details from GET /v1/landlord-info,
 * with `currentLanguageCode`. Null until they have arrived or failed (then the form starts empty),
 * and set once: a new object would replace what the user has typed (FormEngine's contract), so a
 * late answer or a change of language never does. A form mounted again (a new application after
 * the success view) starts from the same details.
 */
export function useLandlordPrefill(language: Language): Record<string, unknown> | null {
  const [initialData, setInitialData] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let current = true;
    api.call(operations.landlordInfo, {}).then(
      (info) => current && setInitialData({ ...info, currentLanguageCode: language }),
      () => current && setInitialData({ currentLanguageCode: language }),
    );
    return () => {
      current = false;
    };
    // The language is sent with the body at submit; a change of it must not reload the prefill.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return initialData;
}

export interface Submission<Data> {
  /** FormEngine's onSubmit: sends, then keeps the server's 400 field errors or the failure. */
  submit: (data: Data) => Promise<void>;
  /** The server's field errors of the last send (FormEngine shows them on their fields). */
  serverErrors: readonly FieldError[] | undefined;
  /** The last send failed otherwise (not a 400 with field errors): the page says so. */
  submitFailed: boolean;
}

/** Sending a form with `send`: a 400's field errors go on their fields, any other failure is told. */
export function useSubmission<Data>(send: (data: Data) => Promise<void>): Submission<Data> {
  const [serverErrors, setServerErrors] = useState<readonly FieldError[] | undefined>(undefined);
  const [submitFailed, setSubmitFailed] = useState(false);
  const submit = useCallback(
    async (data: Data) => {
      setSubmitFailed(false);
      try {
        await send(data);
        setServerErrors(undefined);
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) setServerErrors(fieldErrors);
        else setSubmitFailed(true);
      }
    },
    [send],
  );
  return { submit, serverErrors, submitFailed };
}
