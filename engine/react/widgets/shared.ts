/** Small helpers shared by the theme's widgets. */
import { descriptionId, errorId, helpId, type Registry, type WidgetProps } from '@rjsf/utils';
import { engineContext, type EngineFormContext } from '../formContext.ts';

/** The engine context (translator, language, live region) a widget or template receives. */
export function engineOf(registry: Pick<Registry, 'formContext'>): EngineFormContext {
  return engineContext(registry.formContext);
}

type DescribedByProps = Pick<
  WidgetProps,
  'id' | 'rawErrors' | 'hideError' | 'hideLabel' | 'options' | 'schema'
>;

/** Whether the field shows errors (RJSF hands them already translated in `rawErrors`). */
export function hasErrors({ rawErrors, hideError }: Pick<WidgetProps, 'rawErrors' | 'hideError'>): boolean {
  return !hideError && Array.isArray(rawErrors) && rawErrors.length > 0;
}

/**
 * `aria-describedby` for a widget: the ids of its errors, description and help (in that order),
 * listing only the elements the FieldTemplate really renders, plus any extra ids of the widget.
 */
export function describedBy(
  props: DescribedByProps,
  ...extraIds: (string | undefined)[]
): string | undefined {
  const { id, options, schema, hideLabel } = props;
  const ids: string[] = [];
  if (hasErrors(props)) ids.push(errorId(id));
  if (!hideLabel && (options.description || schema.description)) ids.push(descriptionId(id));
  if (options.help) ids.push(helpId(id));
  for (const extra of extraIds) if (extra) ids.push(extra);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The accessibility attributes every field control carries: required, invalid, and the ids of
 * its errors, description and help.
 */
export function fieldAria(
  props: DescribedByProps & Pick<WidgetProps, 'required' | 'rawErrors' | 'hideError'>,
) {
  return {
    'aria-required': props.required || undefined,
    'aria-invalid': hasErrors(props) || undefined,
    'aria-describedby': describedBy(props),
  } as const;
}

/** The text of a string-ish form value for an input (`undefined`/`null` → ''). */
export function inputText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Rewrites what the user typed in place (e.g. upper case, IBAN groups) and keeps the caret where
 * it was relative to the typed characters: the new caret is the transformed length of the text
 * before it. `transform` must work character by character from the start (prefix-stable), which
 * upper-casing and grouping from the start are. Returns the rewritten text.
 */
export function rewriteInput(
  input: HTMLInputElement | HTMLTextAreaElement,
  transform: (text: string) => string,
): string {
  const typed = input.value;
  const rewritten = transform(typed);
  if (rewritten === typed) return typed;
  const { selectionStart, selectionEnd } = input;
  input.value = rewritten;
  if (selectionStart !== null && selectionEnd !== null && input.ownerDocument.activeElement === input) {
    input.setSelectionRange(
      transform(typed.slice(0, selectionStart)).length,
      transform(typed.slice(0, selectionEnd)).length,
    );
  }
  return rewritten;
}

export function toUpperCase(text: string): string {
  return text.toUpperCase();
}
