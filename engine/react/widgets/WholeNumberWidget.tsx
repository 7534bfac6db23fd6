import { useCallback, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './shared.ts';
import { wholeNumberFormValue } from './wholeNumber.ts';

/**
 * A whole number (`"type": "integer"`): a text input with the numeric keypad on phones
 * (`inputmode="numeric"`). The form data is the number when the text is a whole number and the
 * typed text otherwise, so `2,5` stays on screen and validation answers with the whole-number
 * message (110015), not the euro one.
 */
export default function WholeNumberWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder } = props;
  const { onChange, onBlur, onFocus, options } = props;
  const emptyValue: unknown = options.emptyValue;
  /** The text being edited; null when the input does not have focus and shows the value. */
  const [draft, setDraft] = useState<string | null>(null);

  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      setDraft(event.currentTarget.value);
      onFocus(id, value);
    },
    [onFocus, id, value],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      setDraft(typed);
      onChange(wholeNumberFormValue(typed) ?? emptyValue);
    },
    [onChange, emptyValue],
  );
  const handleBlur = useCallback(() => {
    setDraft(null);
    onBlur(id, value);
  }, [onBlur, id, value]);

  const shown = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="ef-input ef-input--short"
      value={draft ?? shown}
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
