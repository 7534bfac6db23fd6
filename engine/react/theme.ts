/**
 * The engine's RJSF theme in one place: widgets, fields and templates, registered under the
 * names UI schemas use (engine/core/widgetNames.ts; registry.test.tsx keeps the two in step).
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import type { Widget } from '@rjsf/utils';
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
