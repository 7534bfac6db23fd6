import {
  getSubmitButtonOptions,
  getUiOptions,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';
import { isTextCode } from '../../../texts/index.ts';
import { engineOf } from '../widgets/shared.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';

/**
 * The form's submit button: 'Lähetä' / 'Skicka', or `ui:submitButtonOptions.submitText` (a text
 * code, translated here, or a text FormEngine has already translated); `norender` hides it.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { t } = engineOf(registry);
  const { norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const submitOptions = getUiOptions(uiSchema).submitButtonOptions as { submitText?: unknown } | undefined;
  const submitText = submitOptions?.submitText;
  const text =
    typeof submitText === 'string' && submitText !== ''
      ? isTextCode(submitText)
        ? t(submitText)
        : submitText
      : t(WIDGET_TEXT.submit);
  const { className, ...rest } = buttonProps;
  return (
    <div className="ef-actions">
      <button
        type="submit"
        {...rest}
        className={['ef-button', 'ef-button--primary', className].filter(Boolean).join(' ')}
      >
        {text}
      </button>
    </div>
  );
}

/** A text button for the add and remove actions (arrays, additional properties). */
function TextButton({
  children,
  className,
  registry: _registry,
  uiSchema: _uiSchema,
  iconType: _iconType,
  icon: _icon,
  ...rest
}: IconButtonProps & { children: string }) {
  return (
    <button
      type="button"
      {...rest}
      className={['ef-button', 'ef-button--secondary', className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}

/** 'Lisää' / 'Lägg till', or the array's `ui:addButton` (translated by FormEngine). */
export function AddButton(props: IconButtonProps) {
  const { t } = engineOf(props.registry);
  const text = getUiOptions(props.uiSchema).addButton;
  return <TextButton {...props}>{typeof text === 'string' && text ? text : t(WIDGET_TEXT.add)}</TextButton>;
}

/** 'Poista' / 'Ta bort', or `ui:removeButton` (translated by FormEngine). */
export function RemoveButton(props: IconButtonProps) {
  const { t } = engineOf(props.registry);
  const text = getUiOptions(props.uiSchema).removeButton;
  return (
    <TextButton {...props}>{typeof text === 'string' && text ? text : t(WIDGET_TEXT.remove)}</TextButton>
  );
}
