import { useCallback, useMemo, type ChangeEvent } from 'react';
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
import { describedBy, engineOf, hasErrors } from './shared.ts';

/**
 * An array of enum values as a fieldset of checkboxes. The form data keeps the options' order;
 * unchecking the last one gives an empty array.
 */
export default function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, label, hideLabel } = props;
  const { onChange, onBlur, onFocus, options, schema, uiSchema, registry } = props;
  const { t } = engineOf(registry);
  const { enumOptions, format, enumDisabled } = useEnumChoices({ options, schema, uiSchema }, t);
  const selected: unknown[] = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const invalid = hasErrors(props);
  // A list that must be given but may be empty ("none of these") asks for no choice: no marker.
  const mustChoose = Boolean(required) && (schema.minItems ?? 0) > 0;

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.currentTarget;
      const toggled = enumOptionValueDecoder(event.currentTarget.value, enumOptions, format);
      onChange(
        enumOptions
          .filter((option) =>
            option.value === toggled ? checked : enumOptionsIsSelected(option.value, selected),
          )
          .map((option) => option.value),
      );
    },
    [onChange, enumOptions, format, selected],
  );
  const handleBlur = useCallback(() => onBlur(id, selected), [onBlur, id, selected]);
  const handleFocus = useCallback(() => onFocus(id, selected), [onFocus, id, selected]);

  return (
    <fieldset
      id={id}
      className={options.inline ? 'ef-choices ef-choices--inline' : 'ef-choices'}
      tabIndex={-1}
      aria-describedby={describedBy(props)}
    >
      <legend id={legendId(id)} className={hideLabel ? 'visually-hidden' : 'ef-legend ef-legend--field'}>
        <LabelText text={label} required={mustChoose} registry={registry} />
      </legend>
      <GroupChrome />
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        return (
          <div className="ef-choice" key={String(option.value)}>
            <input
              type="checkbox"
              id={inputId}
              name={htmlName || id}
              className="ef-choice__input"
              value={enumOptionValueEncoder(option.value, index, format)}
              checked={enumOptionsIsSelected(option.value, selected)}
              disabled={disabled || readonly || enumDisabled.includes(option.value)}
              autoFocus={autofocus && index === 0}
              aria-invalid={invalid || undefined}
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
