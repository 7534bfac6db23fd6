/**
 * What an author can add, derived from the engine and validators/: every widget and field the
 * engine registers (engine/core/widgetNames.ts), a text field for every format of validators/
 * (validators/runtime.ts), and the groups. A format or widget added there appears here with no
 * change to the designer (named by its technical name until the designer gives it a text).
 */
import { FIELD_NAMES, WIDGET_NAMES } from '../../engine/core/widgetNames.ts';
import { CUSTOM_KEYWORDS } from '../../validators/ajv.ts';
import { formats } from '../../validators/runtime.ts';

type Json = Record<string, unknown>;

export interface PaletteItem {
  /** `widget:iban`, `format:hetu`, `field:dateRange`, `group`, `repeat`. */
  id: string;
  kind: 'widget' | 'format' | 'field' | 'group';
  /** The widget, format or field name. */
  name: string;
  schema: Json;
  ui: Json;
  /** Must be required to mean anything (a confirmation). */
  required?: boolean;
  /** A field of choices: it starts with two, labelled. */
  choices?: boolean;
}

/** Sensible starting points per widget; a widget not named here starts as a text. */
const WIDGET_START: Record<string, { schema: Json; ui?: Json; required?: boolean }> = {
  text: { schema: { type: 'string', format: 'free-text', maxLength: 100 } },
  textarea: {
    schema: { type: 'string', format: 'free-text-multiline', maxLength: 2000 },
    ui: { 'ui:options': { counter: true } },
  },
  money: { schema: { type: 'number', minimum: 0, maximum: 99999.99, multipleOf: 0.01 } },
  wholeNumber: { schema: { type: 'integer', minimum: 0, maximum: 999 } },
  select: { schema: { type: 'string', enum: ['1', '2'] } },
  radio: { schema: { type: 'string', enum: ['1', '2'] } },
  checkbox: { schema: { type: 'boolean', default: false } },
  confirm: { schema: { type: 'boolean', const: true }, required: true },
  checkboxes: { schema: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['1', '2'] } } },
  date: { schema: { type: 'string', format: 'date' } },
  iban: { schema: { type: 'string', format: 'iban', maxLength: 42 } },
  bic: {
    schema: { type: 'string', format: 'bic', maxLength: 11 },
    ui: { 'ui:options': { uppercase: true } },
  },
  hidden: { schema: { type: 'string', maxLength: 100 } },
};

/** Formats that a widget of their own already offers. */
const FORMATS_OF_WIDGETS = new Set(['free-text', 'free-text-multiline', 'date', 'iban', 'bic']);

export function paletteItems(): PaletteItem[] {
  const widgetItems = WIDGET_NAMES.map((widget): PaletteItem => {
    const start = WIDGET_START[widget] ?? { schema: { type: 'string', maxLength: 100 } };
    return {
      id: `widget:${widget}`,
      kind: 'widget',
      name: widget,
      schema: start.schema,
      ui: widget === 'text' ? { ...start.ui } : { 'ui:widget': widget, ...start.ui },
      ...(start.required ? { required: true } : {}),
      ...(Array.isArray(start.schema.enum) || start.schema.type === 'array' ? { choices: true } : {}),
    };
  });
  const formatItems = Object.keys(formats)
    .filter((format) => !FORMATS_OF_WIDGETS.has(format))
    .map((format): PaletteItem => ({
      id: `format:${format}`,
      kind: 'format',
      name: format,
      schema: { type: 'string', format, maxLength: 100 },
      ui: {},
    }));
  const fieldItems = FIELD_NAMES.map((name): PaletteItem => ({
    id: `field:${name}`,
    kind: 'field',
    name,
    schema:
      name === 'dateRange'
        ? {
            type: 'object',
            properties: {
              startDate: { type: 'string', format: 'date' },
              endDate: { type: 'string', format: 'date' },
            },
            dateRangeOrder: ['startDate', 'endDate'],
          }
        : { type: 'object', properties: {} },
    ui: { 'ui:field': name },
  }));
  return [
    ...widgetItems,
    ...formatItems,
    ...fieldItems,
    { id: 'group', kind: 'group', name: 'group', schema: { type: 'object', properties: {} }, ui: {} },
    {
      id: 'repeat',
      kind: 'group',
      name: 'repeat',
      schema: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'object', properties: {} } },
      ui: {},
    },
  ];
}

/** The schema keywords of validators/ (dateMinimum, dateMaximum, dateRangeOrder, bicMatchesIban). */
export const PALETTE_KEYWORDS: readonly string[] = CUSTOM_KEYWORDS;
