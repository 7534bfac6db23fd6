import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CharacterCounter, counterMaxLength, counterText, useThrottledAnnounce } from './counter.tsx';
import { fieldAria, engineOf, inputText } from './shared.ts';

/** A multi-line text input with the same length limits and `ui:options.counter` as the TextWidget. */
export default function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } =
    props;
  const { options, schema, registry } = props;
  const { t, announce } = engineOf(registry);
  const maxLength = counterMaxLength(options, schema);
  const emptyValue: unknown = options.emptyValue;
  const announceThrottled = useThrottledAnnounce(announce);
  const text = inputText(value);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => {
      const typed = event.currentTarget.value;
      onChange(typed === '' ? emptyValue : typed);
      if (maxLength !== undefined) announceThrottled(counterText(t, typed, maxLength));
    },
    [onChange, emptyValue, maxLength, announceThrottled, t],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.currentTarget.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.currentTarget.value),
    [onFocus, id],
  );

  return (
    <>
      <textarea
        id={id}
        name={htmlName || id}
        className="ef-textarea"
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 5}
        placeholder={placeholder || undefined}
        minLength={schema.minLength}
        maxLength={schema.maxLength}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        {...fieldAria(props)}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      {maxLength !== undefined && <CharacterCounter text={counterText(t, text, maxLength)} />}
    </>
  );
}
