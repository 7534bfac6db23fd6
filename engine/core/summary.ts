/**
 * The summary model (SPEC §3 "Summary view": title, name, segments with subtitle, type and
 * key/value values) built from schema + UI schema + data + text register. The check-your-answers
 * step shows it, and the server renders the same model into the PDF.
 */
import type { Language, Translate } from '../../texts/index.ts';
import { formatDateForPerson, formatEuros, formatIban } from './format.ts';
import { getAt } from './paths.ts';
import { resolveSchema, type IsValid } from './resolve.ts';
import { stepDefinitions } from './uiSchema.ts';
import type { FormDefinition, FormSchema, UiSchema } from './types.ts';

export interface SummaryValue {
  key: string;
  value: string;
  /** JSON pointer of the field, for "edit" links. */
  path: string;
}

export interface SummarySegment {
  subtitle: string;
  /**
   * `fields`: a group of fields; `item`: one item of a list (a rentee); `text`: running text, each
   * value's `value` a paragraph (a document's instructions, as a decision's review instructions).
   */
  type: 'fields' | 'item' | 'text';
  values: SummaryValue[];
  /** The step the segment is edited on, when the form has steps. */
  stepId?: string;
}

export interface SummaryModel {
  title: string;
  name: string;
  segments: SummarySegment[];
  /** What kind of document it is, in the PDF's header and Subject ("Päätös"); a summary by default. */
  kind?: string;
}

export const SUMMARY_CODES = { yes: '100020', no: '100021' } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function ui(uiSchema: UiSchema | undefined, key: string): UiSchema | undefined {
  const value = uiSchema?.[key];
  return isPlainObject(value) ? value : undefined;
}

function orderedKeys(schema: FormSchema, uiSchema: UiSchema | undefined): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return keys;
  const listed = (order as string[]).filter((key) => key !== '*' && keys.includes(key));
  return [...listed, ...keys.filter((key) => !listed.includes(key))];
}

export interface SummaryOptions {
  t: Translate;
  /** The language of `t`, which euros and dates are formatted in. */
  language: Language;
  isValid: IsValid;
}

export function buildSummary(
  form: FormDefinition,
  data: unknown,
  { t, language, isValid }: SummaryOptions,
): SummaryModel {
  const root = form.schema;
  const steps = stepDefinitions(form.uiSchema);
  const titleCode =
    (form.uiSchema['ui:summary'] as { title?: string } | undefined)?.title ?? form.uiSchema['ui:title'];
  const namePointer = (form.uiSchema['ui:summary'] as { name?: string } | undefined)?.name;
  const nameValue = namePointer ? getAt(data, namePointer) : undefined;
  const segments: SummarySegment[] = [];

  const label = (fieldUi: UiSchema | undefined, key: string): string => {
    const code = fieldUi?.['ui:title'];
    return typeof code === 'string' ? t(code) : key;
  };

  const formatScalar = (
    schema: FormSchema,
    fieldUi: UiSchema | undefined,
    value: unknown,
  ): string | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const widget = fieldUi?.['ui:widget'];
    const enumNames = fieldUi?.['ui:enumNames'];
    if (Array.isArray(schema.enum) && Array.isArray(enumNames)) {
      const index = schema.enum.indexOf(value as never);
      const code = enumNames[index];
      if (typeof code === 'string') return t(code);
    }
    if (typeof value === 'boolean') return t(value ? SUMMARY_CODES.yes : SUMMARY_CODES.no);
    if (typeof value === 'number') return widget === 'money' ? formatEuros(language, value) : String(value);
    if (typeof value === 'string') {
      if (schema.format === 'date') return formatDateForPerson(language, value);
      if (widget === 'iban' || schema.format === 'iban') return formatIban(value);
      return value;
    }
    return undefined;
  };

  const visit = (
    schema: FormSchema,
    fieldUi: UiSchema | undefined,
    value: unknown,
    path: string,
    key: string,
    segment: SummarySegment,
  ): void => {
    const resolved = resolveSchema(schema, root, value, isValid);
    if (fieldUi?.['ui:widget'] === 'hidden') return;
    if (Array.isArray(value)) {
      const items = resolved.items ? resolveSchema(resolved.items, root, undefined) : undefined;
      if (items && (items.type === 'object' || items.properties)) {
        const itemUi = ui(fieldUi, 'items');
        const itemTitle = itemUi?.['ui:title'];
        value.forEach((item, index) => {
          const itemSegment: SummarySegment = {
            subtitle: `${typeof itemTitle === 'string' ? t(itemTitle) : label(fieldUi, key)} ${index + 1}`,
            type: 'item',
            values: [],
            ...(segment.stepId ? { stepId: segment.stepId } : {}),
          };
          segments.push(itemSegment);
          visitObject(resolved.items as FormSchema, itemUi, item, `${path}/${index}`, itemSegment);
        });
        return;
      }
      const itemSchema = items ?? {};
      const itemUi = ui(fieldUi, 'items');
      const names = value
        .map((item) =>
          formatScalar(itemSchema, { ...itemUi, 'ui:enumNames': fieldUi?.['ui:enumNames'] }, item),
        )
        .filter((text): text is string => text !== undefined);
      if (names.length > 0) segment.values.push({ key: label(fieldUi, key), value: names.join(', '), path });
      return;
    }
    if (isPlainObject(value) && resolved.properties) {
      const group: SummarySegment = {
        subtitle: label(fieldUi, key),
        type: 'fields',
        values: [],
        ...(segment.stepId ? { stepId: segment.stepId } : {}),
      };
      segments.push(group);
      visitObject(schema, fieldUi, value, path, group);
      return;
    }
    const text = formatScalar(resolved, fieldUi, value);
    if (text !== undefined) segment.values.push({ key: label(fieldUi, key), value: text, path });
  };

  const visitObject = (
    schema: FormSchema,
    objectUi: UiSchema | undefined,
    value: unknown,
    path: string,
    segment: SummarySegment,
    only?: readonly string[],
  ): void => {
    const resolved = resolveSchema(schema, root, value, isValid);
    for (const key of orderedKeys(resolved, objectUi)) {
      if (only && !only.includes(key)) continue;
      const fieldSchema = resolved.properties?.[key];
      if (!fieldSchema) continue;
      const fieldValue = isPlainObject(value) ? value[key] : undefined;
      visit(fieldSchema, ui(objectUi, key), fieldValue, `${path}/${key}`, key, segment);
    }
  };

  if (steps.length > 0) {
    for (const step of steps) {
      const segment: SummarySegment = {
        subtitle: t(step.title),
        type: 'fields',
        values: [],
        stepId: step.id,
      };
      segments.push(segment);
      visitObject(root, form.uiSchema, data, '', segment, step.fields);
    }
  } else {
    const segment: SummarySegment = {
      subtitle: typeof titleCode === 'string' ? t(titleCode) : '',
      type: 'fields',
      values: [],
    };
    segments.push(segment);
    visitObject(root, form.uiSchema, data, '', segment);
  }

  return {
    title: typeof titleCode === 'string' ? t(titleCode) : form.id,
    name: typeof nameValue === 'string' ? nameValue : '',
    segments: segments.filter((segment) => segment.values.length > 0),
  };
}
