/**
 * `landlordPrefill`: the form starts from the details the server has for the user, or for the
 * organisation they act for (`GET /api/api/v1/landlord-info`); a failure starts it empty, and
 * nothing stops the user.
 */
import { useEffect, useState } from 'react';
import { operations } from '../../../api/contract.ts';
import type { Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';

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
