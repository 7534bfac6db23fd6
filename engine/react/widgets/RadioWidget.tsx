import { useCallback, type FocusEvent } from 'react';
import {
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  enumOptionsIsSelected,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { GroupChrome } from '../templates/GroupChrome.tsx';
import { legendId } from '../templates/ids.ts';
import { LabelText } from '../templates/RequiredMarker.tsx';
import { useEnumChoices } from './enumOptions.ts';
import { fieldAria, engineOf } from './shared.ts';

/**
 * A radio group: a fieldset (role radiogroup, so that it may carry aria-required/aria-invalid)
 * named by its legend, one native radio per enum option; arrow keys move between them natively.
 * The group gets the field's id (the error summary focuses it) and `aria-describedby`.
 */
export default function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus, options, schema, uiSchema, registry } = props;
  const { t } = engineOf(registry);
  const { enumOptions, format, enumDisabled } = useEnumChoices({ options, schema, uiSchema }, t);
  const emptyValue: unknown = options.emptyValue;

  const decode = useCallback(
    (input: HTMLInputElement): unknown =>
      enumOptionValueDecoder(input.value, enumOptions, format, emptyValue),
    [enumOptions, format, emptyValue],
  );
  const handleChange = useCallback(
    (event: { currentTarget: HTMLInputElement }) => onChange(decode(event.currentTarget)),
    [onChange, decode],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, decode(event.currentTarget)),
    [onBlur, id, decode],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, decode(event.currentTarget)),
    [onFocus, id, decode],
  );

  return (
    <fieldset
      id={id}
      className={options.inline ? 'ef-choices ef-choices--inline' : 'ef-choices'}
      role="radiogroup"
      tabIndex={-1}
      aria-labelledby={legendId(id)}
      {...fieldAria(props)}
    >
      <legend id={legendId(id)} className={hideLabel ? 'visually-hidden' : 'ef-legend ef-legend--field'}>
        <LabelText text={label} required={required} registry={registry} />
      </legend>
      <GroupChrome />
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        return (
          <div className="ef-choice" key={String(option.value)}>
            <input
              type="radio"
              id={inputId}
              name={htmlName || id}
              className="ef-choice__input"
              value={enumOptionValueEncoder(option.value, index, format)}
              checked={enumOptionsIsSelected(option.value, value)}
              disabled={disabled || readonly || enumDisabled.includes(option.value)}
              autoFocus={autofocus && index === 0}
              onChange={handleChange}
              onBlur={handleBlur}
              onFocus={handleFocus}
            />
            <label htmlFor={inputId} className="ef-choice__label">
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
