/**
 * The engine's RJSF theme in one place: widgets, fields and templates, registered under the
 * names UI schemas use (engine/core/widgetNames.ts; registry.test.tsx keeps the two in step).
 */
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, hasWidget, type Widget } from '@rjsf/utils';
import type { FormSchema } from '../core/types.ts';
import { fields as engineFields } from './fields/index.ts';
import { templates } from './templates/index.ts';
import DateWidget from './widgets/date/DateWidget.tsx';
import { widgets as baseWidgets } from './widgets/index.ts';

export const widgets: RegistryWidgetsType = {
  ...baseWidgets,
  DateWidget,
  date: DateWidget,
  hidden: getDefaultRegistry().widgets.HiddenWidget as Widget,
};

export const fields: RegistryFieldsType = engineFields;

export { templates };

/** A field RJSF shows as a choice (a select or radios) rather than as text: its format names no widget. */
const isChoice = (schema: Record<string, unknown>) =>
  'enum' in schema || 'const' in schema || 'oneOf' in schema || 'anyOf' in schema;

/**
 * `widgets` with the widget RJSF falls back to for a text field ('text') registered under each
 * format of `schema` that names no widget (free-text, hetu, reference-number, …), so that a field
 * renders the same widget without the cost of asking for it. RJSF's StringField asks on every
 * render whether a widget is named by the field's format (`hasWidget`), and the answer "no" is an
 * error thrown and caught, its message the schema written out: at 200 rentees, ~0.2 ms of a
 * keystroke's script (issue 48). A format that a choice also has keeps RJSF's way (a choice with
 * such a format is a select, not text). registry.test.tsx renders every form both ways.
 */
export function withFormatWidgets(widgets: RegistryWidgetsType, schema: FormSchema): RegistryWidgetsType {
  const onText = new Set<string>();
  const onChoice = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record['format'] === 'string') (isChoice(record) ? onChoice : onText).add(record['format']);
      Object.values(record).forEach(walk);
    }
  };
  walk(schema);
  // RJSF's Form looks widgets up among its own defaults and these (an email field is its EmailWidget).
  const registry = { ...getDefaultRegistry().widgets, ...widgets };
  const text = getWidget({ type: 'string' } as RJSFSchema, 'text', registry);
  const added = [...onText].filter(
    (format) => !onChoice.has(format) && !hasWidget({ type: 'string' } as RJSFSchema, format, registry),
  );
  return added.length === 0
    ? widgets
    : { ...Object.fromEntries(added.map((format) => [format, text])), ...widgets };
}
