/**
 * `postOfficeLookup`: as the fifth digit of the postal code (the manifest's `postalCode` field) is
 * typed, the post office is looked up (`GET /api/api/v1/post-office/{postalCode}`) and filled into
 * its field (`postOffice`), in the page's language; an unknown code leaves the field to the user.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { operations } from '../../../api/contract.ts';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import type { UiSchema } from '../../../engine/core/types.ts';
import type { Language } from '../../../texts/index.ts';
import { api } from '../../api/client.ts';
import type { ExtensionParts } from './parts.ts';
import {
  POST_OFFICE_WIDGET,
  PostOfficeContext,
  PostOfficeWidget,
  type FoundPostOffice,
} from './PostOfficeWidget.tsx';

const WIDGETS = { [POST_OFFICE_WIDGET]: PostOfficeWidget };

export function usePostOfficeLookup(
  spec: Extract<PageExtensionSpec, { name: 'postOfficeLookup' }>,
  language: Language,
): ExtensionParts {
  const [found, setFound] = useState<FoundPostOffice | null>(null);
  const lookedUp = useRef<string | null>(null);
  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      const code = data[spec.postalCode];
      if (typeof code !== 'string' || !/^\d{5}$/.test(code) || lookedUp.current === code) return;
      lookedUp.current = code;
      api.call(operations.postOffice, { params: { postalCode: code } }).then(
        (office) => {
          if (lookedUp.current === code)
            setFound({ postalCode: code, name: language === 'sv' ? office.nameSv : office.nameFin });
        },
        () => undefined, // an unknown code leaves the field for the user to fill
      );
    },
    [spec.postalCode, language],
  );
  return useMemo(
    () => ({
      onChange,
      widgets: WIDGETS,
      uiSchema: (uiSchema: UiSchema) => ({
        ...uiSchema,
        [spec.postOffice]: { ...(uiSchema[spec.postOffice] as object), 'ui:widget': POST_OFFICE_WIDGET },
      }),
      wrap: (form) => <PostOfficeContext.Provider value={found}>{form}</PostOfficeContext.Provider>,
      reset: () => {
        setFound(null);
        lookedUp.current = null;
      },
    }),
    [onChange, found, spec.postOffice],
  );
}
