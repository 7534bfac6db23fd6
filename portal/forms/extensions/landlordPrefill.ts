/**
 * `landlordPrefill`: the form starts from the details the server has for the user, or for the
 * organisation they act for (`GET /api/api/v1/landlord-info`); a failure starts it empty, and
 * nothing stops the user. (The page's language goes in as the draft engine starts the form.)
 */
import { useEffect, useState } from 'react';
import { operations } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';

export function useLandlordPrefill(): Record<string, unknown> | null {
  const [initialData, setInitialData] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let current = true;
    api.call(operations.landlordInfo, {}).then(
      (info) => current && setInitialData({ ...info }),
      () => current && setInitialData({}),
    );
    return () => {
      current = false;
    };
  }, []);
  return initialData;
}
