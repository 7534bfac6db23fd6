import type { WidgetProps } from '@rjsf/utils';
import { labelId } from '../templates/ids.ts';
import { formatMoney, moneyFormValue } from './money.ts';
import { fieldAria, engineOf } from './shared.ts';
import { useTypedValue } from './typedValue.ts';
import { WIDGET_TEXT } from './textCodes.ts';

/**
 * A euro amount with a decimal comma and a visible '€'. While the input has focus it shows exactly
 * what was typed; the form data is the amount (a number) when the text parses and the typed text
 * otherwise (typedValue.ts). On blur the amount is shown formatted (`1234,50`). Screen readers hear the label
 * followed by 'euroa'.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, disabled, readonly, autofocus, placeholder, label, hideLabel, registry } = props;
  const { t } = engineOf(registry);
  const { shown, handleFocus, handleChange, handleBlur } = useTypedValue(props, moneyFormValue, formatMoney);

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
        value={shown}
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
