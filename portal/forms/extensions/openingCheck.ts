/**
 * `openingCheck`: the form opens only when the operation the manifest names answers true (SPEC §4,
 * the rental deposit page: `GET navigate-to-rental-deposit-realization` records the visit). Until
 * it answers a spinner shows; false or a failure shows 'Virhe tapahtui' in the form's place.
 */
import { useEffect, useState } from 'react';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import { t } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import { operationNamed } from '../../api/operations.ts';
import type { ExtensionContext, ExtensionParts } from './parts.ts';

export const OPENING_CHECK_CODES = { failed: '146001' } as const;

export function useOpeningCheck(
  spec: Extract<PageExtensionSpec, { name: 'openingCheck' }>,
  { language }: ExtensionContext,
): ExtensionParts {
  const [state, setState] = useState<'checking' | 'open' | 'failed'>('checking');
  useEffect(() => {
    let current = true;
    api.call(operationNamed(spec.operation), {}).then(
      (ok) => current && setState(ok === true ? 'open' : 'failed'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [spec.operation]);
  return {
    opening: state === 'failed' ? { failed: t(language, OPENING_CHECK_CODES.failed) } : state,
  };
}
