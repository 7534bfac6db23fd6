import type { Registry } from '@rjsf/utils';
import { engineOf } from '../widgets/shared.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';

/**
 * The required marker after a label or legend (SPEC §2): a visible '*' hidden from screen readers
 * and a visually hidden 'pakollinen' / 'obligatorisk'. Render it after a space.
 */
export function RequiredMarker({ registry }: { registry: Pick<Registry, 'formContext'> }) {
  const { t } = engineOf(registry);
  return (
    <span className="ef-required">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden-inline">{t(WIDGET_TEXT.required)}</span>
    </span>
  );
}

/** A label's text followed by the required marker when the field is required. */
export function LabelText({
  text,
  required,
  registry,
}: {
  text: string;
  required?: boolean;
  registry: Pick<Registry, 'formContext'>;
}) {
  return (
    <>
      {text}
      {required && (
        <>
          {' '}
          <RequiredMarker registry={registry} />
        </>
      )}
    </>
  );
}
