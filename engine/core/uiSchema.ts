/**
 * Reading UI schemas: translating their text codes into the current language and finding a
 * field's label. A UI schema names text codes only (engine/README.md).
 */
import { missingText, type Translate } from '../../texts/index.ts';
import { pointerToSegments } from './paths.ts';
import { resolveSchema } from './resolve.ts';
import type { ComputedRule, FormSchema, StepDefinition, UiSchema } from './types.ts';

/** UI-schema keys whose value is a text code. */
export const TEXT_CODE_KEYS = [
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'ui:addButton',
  'ui:removeButton',
] as const;
/** `ui:options` keys whose value is a text code (the widget translates it itself). */
export const TEXT_CODE_OPTION_KEYS = ['rangeTitle'] as const;
/** UI-schema keys whose value is a list of text codes. */
export const TEXT_CODE_LIST_KEYS = ['ui:enumNames'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of the UI schema with every text code replaced by its text. `ui:steps` titles and the
 * `ui:summary` title are translated as well; `ui:options` carry the translated add/remove texts
 * where RJSF looks for them.
 */
export function localizeUiSchema(uiSchema: UiSchema, t: Translate): UiSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if ((TEXT_CODE_KEYS as readonly string[]).includes(key) && typeof value === 'string')
        out[key] = t(value);
      else if ((TEXT_CODE_LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value))
        out[key] = value.map((code) => (typeof code === 'string' ? t(code) : code));
      else if (key === 'ui:steps' && Array.isArray(value))
        out[key] = (value as StepDefinition[]).map((step) => ({ ...step, title: t(step.title) }));
      else out[key] = walk(value);
    }
    return out;
  };
  return walk(uiSchema) as UiSchema;
}

/** The UI schema of the field at a pointer (array indexes go through `items`). */
export function uiSchemaAt(uiSchema: UiSchema, pointer: string): UiSchema | undefined {
  let current: unknown = uiSchema;
  for (const segment of pointerToSegments(pointer)) {
    if (!isPlainObject(current)) return undefined;
    current = /^\d+$/.test(segment) ? current['items'] : current[segment];
  }
  return isPlainObject(current) ? current : undefined;
}

/**
 * The rules a field's `ui:errorTexts` may give its own text for: `{ "maximum": "260031" }` says
 * 260031 instead of the engine's "Anna enintään {limit}." when the field's value is too large.
 * The names are the schema keywords that fail (`format` for every format).
 */
export const ERROR_TEXT_RULES = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'dateMinimum',
  'dateMaximum',
  'dateRangeOrder',
  'bicMatchesIban',
] as const;

/** The text code a field's `ui:errorTexts` gives for a failed rule, or undefined. */
export function errorTextOverride(uiSchema: UiSchema, pointer: string, rule: string): string | undefined {
  const texts = uiSchemaAt(uiSchema, pointer)?.['ui:errorTexts'];
  const code = isPlainObject(texts) ? texts[rule] : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The text code of a field's label, or undefined when its UI schema names none. */
export function labelCodeAt(uiSchema: UiSchema, pointer: string): string | undefined {
  const title = uiSchemaAt(uiSchema, pointer)?.['ui:title'];
  return typeof title === 'string' ? title : undefined;
}

const labels = new WeakMap<UiSchema, WeakMap<Translate, Map<string, string>>>();

/**
 * The label of the field at a pointer in the current language; for a field inside an array item,
 * prefixed by the item's title and number ("Vuokralainen 2: Sukunimi"). Remembered per UI schema
 * and language: the error summary of 200 rentees labels 600 errors whenever one of them changes.
 */
export function labelAt(uiSchema: UiSchema, pointer: string, t: Translate): string {
  let byLanguage = labels.get(uiSchema);
  if (!byLanguage) labels.set(uiSchema, (byLanguage = new WeakMap()));
  let known = byLanguage.get(t);
  if (!known) byLanguage.set(t, (known = new Map()));
  const remembered = known.get(pointer);
  if (remembered !== undefined) return remembered;
  // A text the register does not have yet (the portal loads them) is looked up again next time.
  let complete = true;
  const label = findLabel(uiSchema, pointer, (code, params) => {
    const text = t(code, params);
    if (text === missingText(code)) complete = false;
    return text;
  });
  if (complete) known.set(pointer, label);
  return label;
}

function findLabel(uiSchema: UiSchema, pointer: string, t: Translate): string {
  const segments = pointerToSegments(pointer);
  const own = labelCodeAt(uiSchema, pointer);
  const ownText = own ? t(own) : (segments[segments.length - 1] ?? '');
  const lastIndex = segments.reduce((found, segment, index) => (/^\d+$/.test(segment) ? index : found), -1);
  if (lastIndex < 0 || lastIndex === segments.length - 1) return ownText;
  const arrayPointer = '/' + segments.slice(0, lastIndex).join('/');
  const itemTitle = uiSchemaAt(uiSchema, arrayPointer + '/0')?.['ui:title'];
  const itemText = typeof itemTitle === 'string' ? t(itemTitle) : '';
  const number = Number(segments[lastIndex]) + 1;
  return itemText ? `${itemText} ${number}: ${ownText}` : ownText;
}

export function computedRules(uiSchema: UiSchema): ComputedRule[] {
  const rules = uiSchema['ui:computed'];
  return Array.isArray(rules) ? (rules as ComputedRule[]) : [];
}

export function stepDefinitions(uiSchema: UiSchema): StepDefinition[] {
  const steps = uiSchema['ui:steps'];
  return Array.isArray(steps) ? (steps as StepDefinition[]) : [];
}

/**
 * The UI schema with every date field's bounds from the schema (`dateMinimum` → `minDate`,
 * `dateMaximum` → `maxDate` in its `ui:options`), so that a bound is written once, in the schema,
 * and the date picker and the server hold the same one. A bound the UI schema gives itself stays
 * (`schemas:check` says when it disagrees). Unchanged nodes are shared, not copied.
 */
export function withSchemaDateBounds(schema: FormSchema, uiSchema: UiSchema): UiSchema {
  const walk = (field: FormSchema, node: UiSchema | undefined, depth: number): UiSchema | undefined => {
    if (depth > 20) return node;
    const resolved = resolveSchema(field, schema, undefined);
    let out: UiSchema | undefined = node;
    const set = (key: string, value: unknown) => {
      out = { ...(out ?? {}), [key]: value };
    };
    if (resolved.format === 'date') {
      const options = isPlainObject(node?.['ui:options']) ? node['ui:options'] : {};
      const bounds: Record<string, unknown> = {};
      if (resolved['dateMinimum'] !== undefined && options['minDate'] === undefined)
        bounds['minDate'] = resolved['dateMinimum'];
      if (resolved['dateMaximum'] !== undefined && options['maxDate'] === undefined)
        bounds['maxDate'] = resolved['dateMaximum'];
      if (Object.keys(bounds).length > 0) set('ui:options', { ...options, ...bounds });
    }
    for (const [name, child] of Object.entries(resolved.properties ?? {})) {
      const childNode = isPlainObject(node?.[name]) ? (node[name] as UiSchema) : undefined;
      const next = walk(child, childNode, depth + 1);
      if (next !== childNode) set(name, next);
    }
    if (resolved.items && isPlainObject(resolved.items)) {
      const itemsNode = isPlainObject(node?.['items']) ? (node['items'] as UiSchema) : undefined;
      const next = walk(resolved.items, itemsNode, depth + 1);
      if (next !== itemsNode) set('items', next);
    }
    return out;
  };
  return walk(schema, uiSchema, 0) ?? uiSchema;
}
