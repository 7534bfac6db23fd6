/** Sending a form, the server's field errors on their fields (the form pages share it). */
import { useCallback, useState } from 'react';
import type { FieldError } from '../../../engine/core/types.ts';
import { serverFieldErrors } from './forms.ts';

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
