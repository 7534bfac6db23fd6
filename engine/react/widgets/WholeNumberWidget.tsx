import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './shared.ts';
import { useTypedValue } from './typedValue.ts';
import { wholeNumberFormValue } from './wholeNumber.ts';

const display = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';

/**
 * A whole number (`"type": "integer"`): a short text input with the numeric keypad on phones
 * (`inputmode="numeric"`). The data is the number when the text is a whole number and the typed
 * text otherwise (typedValue.ts), so `2,5` stays on screen and validation answers with the
 * whole-number message (110015), not the euro one.
 */
export default function WholeNumberWidget(props: WidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, placeholder } = props;
  const { shown, handleFocus, handleChange, handleBlur } = useTypedValue(
    props,
    wholeNumberFormValue,
    display,
  );
  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="ef-input ef-input--short"
      value={shown}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...fieldAria(props)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}
