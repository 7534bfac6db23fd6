import { useMemo, type ReactNode } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { labelId } from './ids.ts';
import { GroupChromeContext } from './GroupChrome.tsx';
import { objectIsGroup, widgetIsGroup, widgetOwnsLabel } from './labels.ts';
import { LabelText } from './RequiredMarker.tsx';

/**
 * One field: its label (`for` the input, with the required marker), description, errors, the
 * widget and help. The errors sit right above the input as in most public-sector design systems;
 * the widget points at the description, errors and help with `aria-describedby`. Radio and
 * checkbox groups render their own legend, and the description and errors after it, inside their
 * fieldset (GroupChrome): the same order as a text field's; so does a group of fields (an object:
 * ObjectFieldTemplate), after its legend. Single checkboxes render their label. Hidden fields
 * (`ui:widget: hidden`) are rendered without any chrome.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel } =
    props;
  const { classNames, style, rawErrors, hideError, schema, uiSchema, registry } = props;
  const chromeInside = widgetIsGroup(uiSchema) || objectIsGroup(schema, uiSchema);
  const labelShown = getUiOptions(uiSchema).label !== false;
  const ownsLabel = widgetOwnsLabel(schema, uiSchema);
  const showDescription = Boolean(rawDescription) && labelShown && (displayLabel || ownsLabel);
  // The hint and errors: before the input, or inside a group's fieldset after its legend (GroupChrome).
  const chrome = (
    <>
      {showDescription && description}
      {errors}
    </>
  );
  // A group hands its chrome down through a context that encloses all of the group's fields (the
  // form's root is a group). A new value on every render made React search every field below for
  // readers of the context on each keystroke (~5 ms of a keystroke at 200 rentees), so the value is
  // kept while what it shows is the same: the hint, the error texts, the ids and the language
  // (FieldErrorTemplate and DescriptionFieldTemplate render nothing else).
  const errorTexts = hideError ? '' : JSON.stringify(rawErrors ?? []);
  const groupChrome = useMemo<ReactNode>(
    () => (chromeInside ? chrome : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chrome` is made of exactly these
    [chromeInside, showDescription, rawDescription, id, errorTexts, registry.formContext],
  );
  if (hidden) return <div hidden>{children}</div>;

  const showLabel = displayLabel && !ownsLabel && Boolean(label);
  const invalid = !hideError && Array.isArray(rawErrors) && rawErrors.length > 0;
  const className = ['ef-field', classNames, invalid ? 'ef-field--invalid' : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} style={style}>
      {showLabel && (
        <label id={labelId(id)} htmlFor={id} className="ef-label">
          <LabelText text={label} required={required} registry={registry} />
        </label>
      )}
      {!chromeInside && chrome}
      {/* A group draws its chrome after its legend; any other field's widget gets none of an enclosing group's. */}
      <GroupChromeContext.Provider value={groupChrome}>{children}</GroupChromeContext.Provider>
      {help}
    </div>
  );
}
