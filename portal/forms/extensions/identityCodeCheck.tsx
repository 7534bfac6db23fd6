/**
 * `identityCodeCheck`: the identity code in the manifest's `field` (a dotted path, the payment-info
 * update's `renteeInfo.birthdayHenro`) is checked with the server as it is typed, once it is valid
 * and the typing has paused; the field says the person's name when the server tells it (only for
 * the caller's own rentees), else "checked". A failed check says nothing and never blocks the form.
 */
import { useMemo } from 'react';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import type { UiSchema } from '../../../engine/core/types.ts';
import type { Data, ExtensionContext, ExtensionParts } from './parts.ts';
import {
  HETU_CHECK_WIDGET,
  HetuCheckContext,
  HetuCheckWidget,
  useHetuCheck,
} from './IdentityCodeCheckWidget.tsx';

const WIDGETS = { [HETU_CHECK_WIDGET]: HetuCheckWidget };

function valueAt(data: Data, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Data)[key] : undefined),
    data,
  );
}

/** The UI schema with `widget` set on the field at `path`, the rest kept. */
function withWidget(uiSchema: UiSchema, path: readonly string[], widget: string): UiSchema {
  const [key, ...rest] = path;
  if (key === undefined) return { ...uiSchema, 'ui:widget': widget };
  const inner = (uiSchema[key] ?? {}) as UiSchema;
  return { ...uiSchema, [key]: withWidget(inner, rest, widget) };
}

export function useIdentityCodeCheck(
  spec: Extract<PageExtensionSpec, { name: 'identityCodeCheck' }>,
  { language }: ExtensionContext,
): ExtensionParts {
  const { check, onHetu, reset } = useHetuCheck();
  const path = useMemo(() => spec.field.split('.'), [spec.field]);
  return useMemo(
    () => ({
      onChange: (data: Data) => onHetu(valueAt(data, path)),
      widgets: WIDGETS,
      uiSchema: (uiSchema: UiSchema) => withWidget(uiSchema, path, HETU_CHECK_WIDGET),
      wrap: (form) => (
        <HetuCheckContext.Provider value={{ language, check }}>{form}</HetuCheckContext.Provider>
      ),
      reset,
    }),
    [onHetu, path, language, check, reset],
  );
}
