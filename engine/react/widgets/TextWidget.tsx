import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { getInputProps, type WidgetProps } from '@rjsf/utils';
import { CharacterCounter, counterMaxLength, counterText, useThrottledAnnounce } from './counter.tsx';
import { inputClassName } from './inputWidth.ts';
import { fieldAria, engineOf, inputText, rewriteInput, toUpperCase } from './shared.ts';

/**
 * A single-line text input (also the theme's `BaseInputTemplate`, so `type` may be given).
 * `schema.minLength`/`maxLength` become the input's limits; `ui:options.uppercase` forces upper
 * case as typed without moving the caret; `ui:options.counter` shows the remaining characters and
 * announces them at most every 2 s. An emptied input gives `ui:emptyValue` (undefined) to the form.
 * Its width follows what it takes (inputWidth.ts): a postal code is 5 characters wide, a name full.
 */
export default function TextWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    registry,
    type,
    onChangeOverride,
  } = props;
  const { t, announce } = engineOf(registry);
  const uppercase = options.uppercase === true;
  const maxLength = counterMaxLength(options, schema);
  const emptyValue: unknown = options.emptyValue;
  const announceThrottled = useThrottledAnnounce(announce);
  const text = inputText(value);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const typed = uppercase ? rewriteInput(input, toUpperCase) : input.value;
      onChange(typed === '' ? emptyValue : typed);
      if (maxLength !== undefined) announceThrottled(counterText(t, typed, maxLength));
    },
    [uppercase, onChange, emptyValue, maxLength, announceThrottled, t],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.currentTarget.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.currentTarget.value),
    [onFocus, id],
  );

  const inputProps = getInputProps(schema, typeof type === 'string' ? type : undefined, options);
  const textual = inputProps.type === 'text' || inputProps.type === undefined;
  return (
    <>
      <input
        {...inputProps}
        id={id}
        name={htmlName || id}
        className={inputClassName(schema)}
        value={text}
        placeholder={placeholder || undefined}
        minLength={textual ? schema.minLength : undefined}
        maxLength={textual ? schema.maxLength : undefined}
        autoCapitalize={uppercase ? 'characters' : inputProps.autoCapitalize}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        {...fieldAria(props)}
        onChange={typeof onChangeOverride === 'function' ? onChangeOverride : handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      {maxLength !== undefined && <CharacterCounter text={counterText(t, text, maxLength)} />}
    </>
  );
}
