import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  type WidgetProps,
} from '@rjsf/utils';
import { useEnumChoices } from './enumOptions.ts';
import { fieldAria, engineOf } from './shared.ts';
import { WIDGET_TEXT } from './textCodes.ts';

function selectedValues(select: HTMLSelectElement, multiple: boolean): string | string[] {
  return multiple ? Array.from(select.selectedOptions, (option) => option.value) : select.value;
}

/**
 * A native select. A single select starts with an empty option ('Valitse', or the field's
 * `ui:placeholder`) that gives `ui:emptyValue` (undefined) to the form.
 */
export default function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, multiple = false } = props;
  const { onChange, onBlur, onFocus, options, schema, uiSchema, registry } = props;
  const { t } = engineOf(registry);
  const { enumOptions, format, enumDisabled } = useEnumChoices({ options, schema, uiSchema }, t);
  const emptyValue: unknown = options.emptyValue;

  const decode = useCallback(
    (select: HTMLSelectElement): unknown =>
      enumOptionValueDecoder(selectedValues(select, multiple), enumOptions, format, emptyValue),
    [multiple, enumOptions, format, emptyValue],
  );
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.currentTarget)),
    [onChange, decode],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event.currentTarget)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event.currentTarget)),
    [onFocus, id, decode],
  );

  const selected = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  return (
    <select
      id={id}
      name={htmlName || id}
      className="ef-select"
      multiple={multiple}
      value={selected as string | string[]}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...fieldAria(props)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    >
      {!multiple && <option value="">{placeholder || t(WIDGET_TEXT.choose)}</option>}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={enumDisabled.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}
