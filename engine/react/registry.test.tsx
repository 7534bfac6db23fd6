import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, WIDGET_NAMES } from '../core/widgetNames.ts';
import { fields, widgets } from './theme.ts';

describe('the theme registry', () => {
  it('has a widget for every name schemas:check accepts in ui:widget', () => {
    for (const name of WIDGET_NAMES) expect(widgets[name], name).toBeTypeOf('function');
  });

  it('has a field for every name schemas:check accepts in ui:field', () => {
    for (const name of FIELD_NAMES) expect(fields[name], name).toBeTypeOf('function');
  });
});
