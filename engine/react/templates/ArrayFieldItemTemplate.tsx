import {
  isValidElement,
  memo,
  useCallback,
  useContext,
  useMemo,
  type ComponentType,
  type MouseEvent,
} from 'react';
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
 * from re-rendering while the item's props are unchanged; when the item count changes RJSF hands
 * every item a new `totalItems`, which this template does not show, so it is kept from rendering
 * again then too (stableItemTemplate). Move and copy buttons are not offered.
 */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
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
          <span className="visually-hidden-inline"> {legend}</span>
        </button>
      )}
    </fieldset>
  );
}

/** Shallow equality of two props objects, but for the keys given. */
function sameProps(a: object, b: object, ignore: readonly string[] = []): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => ignore.includes(key) || (key in right && Object.is(left[key], right[key])));
}

/** The same element: its type, key and props alike (its props compared shallowly). */
function sameElement(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isValidElement(a) || !isValidElement(b)) return false;
  return a.type === b.type && a.key === b.key && sameProps(a.props as object, b.props as object);
}

/** What RJSF hands an item that the template does not show: the count, and moving and copying. */
const NOT_SHOWN = ['totalItems', 'hasToolbar', 'hasMoveUp', 'hasMoveDown', 'hasCopy'];

/**
 * An item template that renders again only when something it shows changed (issue 48: adding the
 * 200th rentee rendered the other 199 again). RJSF hands every item the count of items
 * (`totalItems`, also in `buttonsProps`), the last one a new `hasMoveDown`, and a new element of
 * the item's fields on each render of the array; what is not shown is ignored and the fields'
 * element compared by its props (RJSF's SchemaField would skip the same props anyway).
 */
function stableItemTemplate(
  Template: ComponentType<ArrayFieldItemTemplateProps>,
): ComponentType<ArrayFieldItemTemplateProps> {
  return memo(Template, (previous, next) => {
    const { children: previousChildren, buttonsProps: previousButtons, ...previousRest } = previous;
    const { children: nextChildren, buttonsProps: nextButtons, ...nextRest } = next;
    return (
      sameProps(previousRest, nextRest, NOT_SHOWN) &&
      sameProps(previousButtons, nextButtons, NOT_SHOWN) &&
      sameElement(previousChildren, nextChildren)
    );
  });
}

export default stableItemTemplate(ArrayFieldItemTemplate);
