import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { LabelText } from '../templates/RequiredMarker.tsx';
import { fieldAria } from './shared.ts';

/** A single boolean: a native checkbox with its label beside it (the FieldTemplate renders no label). */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus, registry } = props;

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked),
    [onChange],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.currentTarget.checked),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.currentTarget.checked),
    [onFocus, id],
  );

  return (
    <div className="ef-choice ef-choice--single">
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
