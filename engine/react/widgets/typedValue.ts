/**
 * What the money and whole-number widgets share: while the input has focus it shows exactly what
 * was typed; the form data is what the text parses to (`toValue`), or the text itself when it does
 * not parse, so that nothing typed is lost and validation reports it; on blur the value is shown
 * as `display` writes it (`1234,50`, `12`).
 */
import { useCallback, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export function useTypedValue(
  {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
  }: Pick<WidgetProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'options'>,
  toValue: (typed: string) => unknown,
  display: (value: unknown) => string,
) {
  const emptyValue: unknown = options.emptyValue;
  /** The text being edited; null when the input does not have focus and shows the formatted value. */
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
      onChange(toValue(typed) ?? emptyValue);
    },
    [onChange, emptyValue, toValue],
  );
  const handleBlur = useCallback(() => {
    setDraft(null);
    onBlur(id, value);
  }, [onBlur, id, value]);
  return { shown: draft ?? display(value), handleFocus, handleChange, handleBlur };
}
