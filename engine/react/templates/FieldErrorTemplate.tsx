import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { engineOf } from '../widgets/shared.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';

/**
 * A field's errors, already translated by the engine's error mapping, each prefixed with a
 * visually hidden 'Virhe:' so that a screen reader reading the description knows what it is.
 */
export default function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const shown = (errors ?? []).filter((error) => Boolean(error));
  if (shown.length === 0) return null;
  const { t } = engineOf(registry);
  const prefix = t(WIDGET_TEXT.errorPrefix);
  return (
    <div id={errorId(fieldPathId)} className="ef-error">
      {shown.map((error, index) => (
        <p key={index} className="ef-error__message">
          <span className="visually-hidden-inline">{prefix} </span>
          {error}
        </p>
      ))}
    </div>
  );
}
