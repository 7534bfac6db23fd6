/** Sending a form, the server's field errors on their fields (the form page's). */
import { useCallback, useState } from 'react';
import type { FieldError } from '../../../engine/core/types.ts';
import { serverFieldErrors } from './forms.ts';

export interface Submission<Data> {
  /** FormEngine's onSubmit: sends, then keeps the server's 400 field errors or the failure. */
  submit: (data: Data) => Promise<void>;
  /** The server's field errors of the last send (FormEngine shows them on their fields). */
  serverErrors: readonly FieldError[] | undefined;
  /**
   * Why the last send failed otherwise (not a 400 with field errors), or null: the page says so.
   * A new object each failure, also the same again.
   */
  failure: { error: unknown } | null;
}

/** Sending a form with `send`: a 400's field errors go on their fields, any other failure is told. */
export function useSubmission<Data>(send: (data: Data) => Promise<void>): Submission<Data> {
  const [serverErrors, setServerErrors] = useState<readonly FieldError[] | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const submit = useCallback(
    async (data: Data) => {
      setFailure(null);
      try {
        await send(data);
        setServerErrors(undefined);
      } catch (error) {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) setServerErrors(fieldErrors);
        else setFailure({ error });
      }
    },
    [send],
  );
  return { submit, serverErrors, failure };
}
