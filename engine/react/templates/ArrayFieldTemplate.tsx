import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { buttonId, descriptionId, getUiOptions, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { engineOf } from '../widgets/shared.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';
import { ArrayItemEventsContext, type ArrayItemEvents } from './arrayEvents.ts';

type PendingAction = { kind: 'add' } | { kind: 'remove'; index: number };

const FOCUSABLE_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Runs `then` once the browser has painted the frame the current update makes (issue 48): the new
 * row shows first, and the focus's style, layout and scroll follow in the next frame instead of
 * holding the click's paint (`npm run bench -- --trace` at 200 rentees: the add's script 18–22 →
 * 11 ms, as plain RJSF's, which moves no focus).
 */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** The first input, select or textarea of an item; the item's fieldset when it has none. */
function focusFirstField(item: HTMLElement): void {
  (item.querySelector<HTMLElement>(FOCUSABLE_FIELD) ?? item).focus();
}

/**
 * A repeatable group: a fieldset with the array's title as legend, its items (each an
 * ArrayFieldItemTemplate, keyed by RJSF's stable item key) and the add button. After an add the
 * focus moves to the first input of the new item and 'Lisätty rivi {n}' is announced; after a
 * remove the focus moves to the add button and 'Poistettu rivi {n}' is announced.
 */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, fieldPathId, schema, uiSchema, registry } = props;
  const { optionalDataControl, className } = props;
  const { t, announce } = engineOf(registry);
  const options = getUiOptions(uiSchema);
  // RJSF falls back to the property's key as the title; only ui:title or the schema's title is shown.
  const heading = typeof options.title === 'string' && options.title ? options.title : schema.title;
  const description = options.description || schema.description;
  const { DescriptionFieldTemplate, TitleFieldTemplate } = registry.templates;
  const { AddButton } = registry.templates.ButtonTemplates;
  const addButtonId = buttonId(fieldPathId, 'add');

  const containerRef = useRef<HTMLFieldSetElement & HTMLDivElement>(null);
  const pending = useRef<PendingAction | null>(null);
  const previousKeys = useRef<readonly string[]>([]);
  const itemKeys = items.map((item) => String(item.key));
  const keySignature = itemKeys.join('\n');

  const itemEvents = useMemo<ArrayItemEvents>(
    () => ({
      itemRemoved: (index) => {
        pending.current = { kind: 'remove', index };
      },
    }),
    [],
  );
  const handleAdd = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      pending.current = { kind: 'add' };
      onAddClick(event);
    },
    [onAddClick],
  );

  useEffect(() => {
    const keys = keySignature === '' ? [] : keySignature.split('\n');
    const before = previousKeys.current;
    previousKeys.current = keys;
    const action = pending.current;
    const container = containerRef.current;
    if (!action || !container) return;
    if (action.kind === 'add') {
      const known = new Set(before);
      const added = keys.findIndex((key) => !known.has(key));
      if (added < 0) return;
      pending.current = null;
      // Focus first, then the announcement, as a screen reader expects them (a focus change cuts
      // off what is being read).
      const focusAndAnnounce = (focus: boolean) => {
        if (focus) {
          const item = container.querySelector<HTMLElement>(`[data-item-key="${CSS.escape(keys[added]!)}"]`);
          if (item?.isConnected) focusFirstField(item);
        }
        announce(t(WIDGET_TEXT.rowAdded, { n: added + 1 }));
      };
      // The add button keeps the focus for the frame that shows the row, and the focus moves only
      // if it is still there (a click elsewhere meanwhile wins). When the button has gone (the last
      // row allowed was added), the focus moves at once rather than resting on the page's body.
      const page = container.ownerDocument;
      const from = page.activeElement;
      if (!from || from === page.body) focusAndAnnounce(true);
      else afterNextPaint(() => focusAndAnnounce(page.activeElement === from));
    } else {
      if (keys.length >= before.length) return;
      pending.current = null;
      const addButton = container.ownerDocument.getElementById(addButtonId);
      if (addButton instanceof HTMLButtonElement && !addButton.disabled) addButton.focus();
      else container.focus();
      announce(t(WIDGET_TEXT.rowRemoved, { n: action.index + 1 }));
    }
  }, [keySignature, addButtonId, announce, t]);

  const content = (
    <>
      {heading && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={heading}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {optionalDataControl}
      <ArrayItemEventsContext value={itemEvents}>
        <div className="ef-array__items">{items}</div>
      </ArrayItemEventsContext>
      {canAdd && (
        <AddButton
          id={addButtonId}
          className="ef-array__add"
          onClick={handleAdd}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </>
  );
  const classes = ['ef-array', heading ? 'ef-group' : undefined, className].filter(Boolean).join(' ');
  return heading ? (
    <fieldset id={fieldPathId.$id} ref={containerRef} className={classes} tabIndex={-1}>
      {content}
    </fieldset>
  ) : (
    <div id={fieldPathId.$id} ref={containerRef} className={classes} tabIndex={-1}>
      {content}
    </div>
  );
}
