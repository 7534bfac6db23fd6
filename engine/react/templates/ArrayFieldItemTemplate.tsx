import { useCallback, useContext, useMemo, type MouseEvent } from 'react';
import { buttonId, type ArrayFieldItemTemplateProps, type UiSchema } from '@rjsf/utils';
import { engineOf } from '../widgets/shared.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';
import { ArrayItemEventsContext } from './arrayEvents.ts';

/** A text option of a UI schema, as `ui:<name>` or inside `ui:options` (as getUiOptions reads them). */
function textOption(uiSchema: UiSchema | undefined, name: string): string | undefined {
  const value =
    uiSchema?.[`ui:${name}`] ?? (uiSchema?.['ui:options'] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * One array item: a fieldset whose legend is '{title} {n}' (the items' `ui:title`, else the
 * array's), its fields and a remove button ('Poista' or the array's `ui:removeButton`) whose
 * accessible name also names the item. RJSF renders it under the item's stable key, so unchanged
 * items are never re-mounted, and inside a memoized item that FormEngine's StableArrayField keeps
 * from re-rendering while the item's props are unchanged; all items still re-render when the item
 * count changes (RJSF hands each its `totalItems`), so this template keeps to plain property reads
 * and a memoized legend (the form has up to 200 items). Move and copy buttons are not offered.
 */
export default function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const {
    children,
    buttonsProps,
    index,
    itemKey,
    schema,
    uiSchema,
    parentUiSchema,
    registry,
    disabled,
    readonly,
  } = props;
  const { hasRemove, onRemoveItem, fieldPathId } = buttonsProps;
  const { t } = engineOf(registry);
  const itemEvents = useContext(ArrayItemEventsContext);
  const title = textOption(uiSchema, 'title') || schema.title || textOption(parentUiSchema, 'title');
  const removeText = textOption(parentUiSchema, 'removeButton') || textOption(uiSchema, 'removeButton');
  const legend = useMemo(
    () =>
      title ? t(WIDGET_TEXT.itemLegend, { title, n: index + 1 }) : t(WIDGET_TEXT.rowLegend, { n: index + 1 }),
    [t, title, index],
  );

  const handleRemove = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      itemEvents?.itemRemoved(index);
      onRemoveItem(event);
    },
    [itemEvents, index, onRemoveItem],
  );

  return (
    <fieldset className="ef-group ef-array-item" data-item-key={itemKey} tabIndex={-1}>
      <legend className="ef-legend ef-legend--item">{legend}</legend>
      {children}
      {hasRemove && (
        <button
          type="button"
          id={buttonId(fieldPathId, 'remove')}
          className="ef-button ef-button--secondary ef-array-item__remove"
          disabled={disabled || readonly}
          onClick={handleRemove}
        >
          {removeText || t(WIDGET_TEXT.remove)}
          <span className="visually-hidden"> {legend}</span>
        </button>
      )}
    </fieldset>
  );
}
