import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatIbanGroups, normalizeIban } from '../../../validators/iban.ts';
import { fieldAria, inputText, rewriteInput } from './shared.ts';

/** Whitespace removed and ASCII letters upper-cased, as normalizeIban does, but never adding `FI`. */
function compactIban(text: string): string {
  return text.replace(/\s/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The typed text in groups of four. Prefix-stable, so the caret can be kept (rewriteInput). */
function groupTyped(text: string): string {
  return compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * When Backspace or Delete removed only a group space, nothing would change and the caret would be
 * stuck before the space: remove the character beyond the space instead.
 */
function deleteAcrossSpace(input: HTMLInputElement, inputType: string | undefined, before: string): void {
  if (inputType !== 'deleteContentBackward' && inputType !== 'deleteContentForward') return;
  const typed = input.value;
  if (compactIban(typed) !== compactIban(before) || input.selectionStart === null) return;
  const caret = compactIban(typed.slice(0, input.selectionStart)).length;
  const compact = compactIban(typed);
  const removeAt = inputType === 'deleteContentBackward' ? caret - 1 : caret;
  if (removeAt < 0 || removeAt >= compact.length) return;
  input.value = compact.slice(0, removeAt) + compact.slice(removeAt + 1);
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(removeAt, removeAt);
}

/**
 * An IBAN shown in groups of four while typing and after ('FI21 1234 5600 0007 85'); the form data
 * has no spaces and is in upper case (normalizeIban of validators/iban).
 */
export default function IbanWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder } = props;
  const { onChange, onBlur, onFocus, options } = props;
  const emptyValue: unknown = options.emptyValue;
  const shown = value === undefined || value === null ? '' : formatIbanGroups(inputText(value));

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
      deleteAcrossSpace(input, inputType, shown);
      const typed = rewriteInput(input, groupTyped);
      const normalized = normalizeIban(typed);
      onChange(normalized === '' ? emptyValue : normalized);
    },
    [onChange, emptyValue, shown],
  );
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onBlur(id, normalizeIban(event.currentTarget.value)),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, normalizeIban(event.currentTarget.value)),
    [onFocus, id],
  );

  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      className="ef-input ef-input--iban"
      value={shown}
      placeholder={placeholder || undefined}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      {...fieldAria(props)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}
