import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** Widgets that render their own label or legend, so the FieldTemplate renders none. */
const SELF_LABELLED_WIDGETS = new Set([
  'radio',
  'checkboxes',
  'checkbox',
  'confirm',
  'RadioWidget',
  'CheckboxesWidget',
  'CheckboxWidget',
]);

/**
 * Whether the field's widget names itself: a radio or checkbox group (fieldset + legend) or a
 * single checkbox or confirmation (label beside the box; a boolean without `ui:widget` is one).
 */
export function widgetOwnsLabel(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  const { widget } = getUiOptions(uiSchema);
  if (typeof widget === 'string') return SELF_LABELLED_WIDGETS.has(widget);
  return widget === undefined && schema.type === 'boolean';
}

/** Widgets that render a fieldset with a legend: their hint and errors go inside it (GroupChrome). */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'RadioWidget', 'CheckboxesWidget']);

export function widgetIsGroup(uiSchema: UiSchema | undefined): boolean {
  const { widget } = getUiOptions(uiSchema);
  return typeof widget === 'string' && GROUP_WIDGETS.has(widget);
}

/**
 * An object the ObjectFieldTemplate draws (no `ui:field` of its own, like `dateRange`): its errors
 * (a rule across its fields, such as the BIC matching the IBAN) go after its legend and description
 * (GroupChrome), as a radio group's do, not above the group.
 */
export function objectIsGroup(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  return schema.type === 'object' && getUiOptions(uiSchema).field === undefined;
}
