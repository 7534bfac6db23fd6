/**
 * `paymentCommitment`: a group's fields (the manifest's `group`, the realization request's
 * `rentee`) are filled from a payment commitment (`GET /api/api/v1/payment-commitment/{id}`):
 *
 * - from `?commitment=<id>` as the page opens (a new form starts from it); a commitment not found
 *   is said, and the form starts with the number typed in for the user to check;
 * - whenever the group's number field (`id`) gets a new 8-digit number: the commitment's holder,
 *   address, amount and start date are filled in, announced politely, and the focus goes back to
 *   the number (the form was drawn anew with them); one not found is said (role alert) and nothing
 *   typed is touched.
 *
 * A form continued from a draft does not look its own commitment up again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { operations, type PaymentCommitment } from '../../../api/contract.ts';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import type { Data, ExtensionContext, ExtensionParts } from './parts.ts';

export const COMMITMENT_CODES = {
  found: '146011',
  missing: '146012',
} as const;

const COMMITMENT_ID = /^\d{8}$/;

function groupOf(data: Data, group: string): Data {
  const value = data[group];
  return typeof value === 'object' && value !== null ? (value as Data) : {};
}

function withCommitment(data: Data, group: string, commitment: PaymentCommitment): Data {
  return {
    ...data,
    [group]: {
      ...groupOf(data, group),
      id: commitment.id,
      customerHenro: commitment.customerHenro,
      address: commitment.address,
      amount: commitment.amount,
      startDate: commitment.startDate,
    },
  };
}

const lookUp = (id: string) => api.call(operations.paymentCommitment, { params: { id } });

export function usePaymentCommitment(
  { group }: Extract<PageExtensionSpec, { name: 'paymentCommitment' }>,
  { language, draft }: ExtensionContext,
): ExtensionParts {
  const [searchParams] = useSearchParams();
  const param = searchParams.get('commitment');
  const fromAddress = param !== null && COMMITMENT_ID.test(param) ? param : null;
  const [start, setStart] = useState<Data | null | undefined>(fromAddress ? null : undefined);
  const [missing, setMissing] = useState<string | null>(null);
  /** The commitment number last looked up (the form's own, the address's or a draft's). */
  const lookedUp = useRef<string | null>(fromAddress);
  const { replace, announce, latest } = draft;

  useEffect(() => {
    if (!fromAddress) return;
    let current = true;
    lookUp(fromAddress).then(
      (commitment) => current && setStart(withCommitment({}, group, commitment)),
      () => {
        if (!current) return;
        setMissing(fromAddress);
        setStart({ [group]: { id: fromAddress } });
      },
    );
    return () => {
      current = false;
    };
  }, [fromAddress, group]);

  // A form started from a draft: its commitment is the one looked up.
  const initialId = draft.initialData ? groupOf(draft.initialData, group)['id'] : undefined;
  useEffect(() => {
    if (typeof initialId === 'string') lookedUp.current ??= initialId;
  }, [initialId]);

  const onChange = useCallback(
    (data: Data) => {
      const id = groupOf(data, group)['id'];
      if (typeof id !== 'string' || !COMMITMENT_ID.test(id) || lookedUp.current === id) return;
      lookedUp.current = id;
      lookUp(id).then(
        (commitment) => {
          if (lookedUp.current !== id) return;
          replace(withCommitment(latest(), group, commitment));
          setMissing(null);
          announce(t(language, COMMITMENT_CODES.found, { id }));
          // The form was drawn anew with the commitment's data: the focus goes back to the number.
          setTimeout(() => document.getElementById(`root_${group}_id`)?.focus(), 0);
        },
        () => {
          if (lookedUp.current === id) setMissing(id);
        },
      );
    },
    [group, language, replace, announce, latest],
  );

  return useMemo(
    () => ({
      ...(start !== undefined ? { start } : {}),
      alert: missing ? t(language, COMMITMENT_CODES.missing, { id: missing }) : null,
      onChange,
      reset: () => {
        // A new form starts from the address's commitment again (or empty).
        lookedUp.current = fromAddress;
        setMissing(null);
      },
    }),
    [start, missing, language, onChange, fromAddress],
  );
}
