import { useCallback, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { labelId } from '../templates/ids.ts';
import { formatMoney, moneyFormValue } from './money.ts';
import { fieldAria, engineOf } from './shared.ts';
import { WIDGET_TEXT } from './textCodes.ts';

/**
 * A euro amount with a decimal comma and a visible '€'. While the input has focus it shows exactly
 * what was typed; the form data is the amount (a number) when the text parses and the typed text
 * otherwise. On blur the amount is shown formatted (`1234,50`). Screen readers hear the label
 * followed by 'euroa'.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, label, hideLabel } = props;
  const { onChange, onBlur, onFocus, options, registry } = props;
  const { t } = engineOf(registry);
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
      onChange(moneyFormValue(typed) ?? emptyValue);
    },
    [onChange, emptyValue],
  );
  const handleBlur = useCallback(() => {
    setDraft(null);
    onBlur(id, value);
  }, [onBlur, id, value]);

  const unitId = `${id}__unit`;
  const unit = t(WIDGET_TEXT.euroUnit);
  return (
    <div className="ef-money">
      <input
        id={id}
        name={htmlName || id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="ef-input ef-money__input"
        value={draft ?? formatMoney(value)}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-labelledby={hideLabel ? undefined : `${labelId(id)} ${unitId}`}
        aria-label={hideLabel ? `${label} ${unit}` : undefined}
        {...fieldAria(props)}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      <span className="ef-money__suffix" aria-hidden="true">
        {t(WIDGET_TEXT.currencySymbol)}
      </span>
      <span id={unitId} className="visually-hidden">
        {unit}
      </span>
    </div>
  );
}
