import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { LabelText } from '../templates/RequiredMarker.tsx';
import { fieldAria } from './shared.ts';

/**
 * A confirmation (engine/core/confirmation.ts: `"type": "boolean", "const": true`, required): a
 * checkbox with its statement beside it, in a box of its own. It starts unticked; ticked it puts
 * `true` in the data and unticked nothing, so that an unticked box says its own message (110016,
 * or the field's `ui:errorTexts`) rather than "choose one of the options".
 */
export default function ConfirmWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus, registry } = props;
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked ? true : undefined),
    [onChange],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.currentTarget.checked || undefined),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.currentTarget.checked || undefined),
    [onFocus, id],
  );
  return (
    <div className="ef-choice ef-choice--single ef-choice--confirm">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="ef-choice__input"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...fieldAria(props)}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ef-choice__label'}>
        <LabelText text={label} required={required} registry={registry} />
      </label>
    </div>
  );
}
