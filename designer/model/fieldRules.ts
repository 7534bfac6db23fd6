/**
 * The rules of a field beyond its own keywords: its choices (values with labels in both
 * languages), a value computed from other fields (`ui:computed`: a sum or a count), and the rules
 * of a group that tie two of its fields together (`bicMatchesIban`, `dateRangeOrder`, keywords of
 * validators/).
 */
import { appendItem, removeAt, setAt, valueAt } from './jsonEdit.ts';
import { outlineOf, type Container, type FieldNode } from './outline.ts';
import { newCodes, setText, type Language } from './texts.ts';
import { formFile, type Files } from './workspace.ts';
import { plainWords } from '../../texts/plainWords.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function fieldOf(files: Files, form: string, id: string): FieldNode {
  const found = outlineOf(files, form).byId.get(id);
  if (!found) throw new Error(`designer: no field ${id}`);
  return found;
}

/** Where a field's choices are: its `enum`, or its items' (checkboxes). */
function enumPath(files: Files, form: string, field: FieldNode): (string | number)[] {
  const schema = valueAt(files[formFile.schema(form)]!, field.schemaPath) as Json;
  return Array.isArray(schema.enum) || schema.type !== 'array'
    ? [...field.schemaPath, 'enum']
    : [...field.schemaPath, 'items', 'enum'];
}

/** `Pysäköinti` → `PYSAKOINTI`: a choice's value from its Finnish label, unique among the field's. */
export function choiceValue(label: string, taken: readonly unknown[]): string {
  const base = plainWords(label).join('_').toUpperCase() || 'VALINTA';
  let value = base;
  for (let suffix = 2; taken.includes(value); suffix++) value = `${base}_${suffix}`;
  return value;
}

/**
 * Adds a choice with its label in both languages. A field whose choices had no labels yet gets a
 * code for each (its value as the text, to be written over), so that `ui:enumNames` stays one code
 * per value, in order.
 */
export function addChoice(files: Files, form: string, id: string, label: Record<Language, string>): Files {
  const field = fieldOf(files, form, id);
  const schemaFile = formFile.schema(form);
  const uiFile = formFile.ui(form);
  const path = enumPath(files, form, field);
  const values = (valueAt(files[schemaFile]!, path) as unknown[] | undefined) ?? [];
  const value = choiceValue(label.fi, values);
  let next: Files = { ...files, [schemaFile]: setAt(files[schemaFile]!, path, [...values, value]) };
  const namesPath = [...field.uiPath, 'ui:enumNames'];
  const names = valueAt(next[uiFile]!, namesPath);
  const codes = newCodes(next, form, values.length + 1);
  const labels = Array.isArray(names) ? [...(names as string[])] : [];
  for (let index = labels.length; index < values.length; index++) {
    labels.push(codes[index]!);
    for (const language of ['fi', 'sv'] as const)
      next = setText(next, codes[index]!, language, String(values[index]));
  }
  const code = codes[values.length]!;
  labels.push(code);
  next = { ...next, [uiFile]: setAt(next[uiFile]!, namesPath, labels) };
  for (const language of ['fi', 'sv'] as const)
    if (label[language]) next = setText(next, code, language, label[language]);
  return next;
}

/** Removes the choice at `index` (its value and its label's code; the text stays in the register). */
export function removeChoice(files: Files, form: string, id: string, index: number): Files {
  const field = fieldOf(files, form, id);
  const schemaFile = formFile.schema(form);
  const uiFile = formFile.ui(form);
  const path = enumPath(files, form, field);
  const values = (valueAt(files[schemaFile]!, path) as unknown[] | undefined) ?? [];
  if (values.length <= 1 || index >= values.length) return files;
  let next: Files = {
    ...files,
    [schemaFile]: setAt(
      files[schemaFile]!,
      path,
      values.filter((_, at) => at !== index),
    ),
  };
  const namesPath = [...field.uiPath, 'ui:enumNames'];
  const names = valueAt(next[uiFile]!, namesPath);
  if (Array.isArray(names))
    next = {
      ...next,
      [uiFile]: setAt(
        next[uiFile]!,
        namesPath,
        names.filter((_, at) => at !== index),
      ),
    };
  return next;
}

export interface ComputedRule {
  target: string;
  op: 'sum' | 'count';
  of: string[];
}

/** A field's data pointer (`/unpaidExpenses/unpaidRentAmount`); a field in a row has none of its own. */
export const pointerOf = (field: FieldNode): string | undefined =>
  field.id.includes('/items/') ? undefined : field.id;

export function computedRuleOf(
  files: Files,
  form: string,
  field: FieldNode,
): { rule: ComputedRule; index: number } | undefined {
  const rules = valueAt(files[formFile.ui(form)]!, ['ui:computed']);
  if (!Array.isArray(rules)) return undefined;
  const index = rules.findIndex((rule) => isObject(rule) && rule.target === field.id);
  return index < 0 ? undefined : { rule: rules[index] as ComputedRule, index };
}

/**
 * Makes a field's value computed from others (`op` sum: their numbers added, missing counting 0;
 * count: how many are set), shown read-only; with `of` empty, the field is typed in again.
 */
export function setComputed(
  files: Files,
  form: string,
  id: string,
  op: 'sum' | 'count',
  of: string[],
): Files {
  const field = fieldOf(files, form, id);
  const uiFile = formFile.ui(form);
  let text = files[uiFile]!;
  const existing = computedRuleOf(files, form, field);
  if (of.length === 0) {
    if (!existing) return files;
    const rest = (valueAt(text, ['ui:computed']) as unknown[]).filter((_, index) => index !== existing.index);
    text = rest.length === 0 ? removeAt(text, ['ui:computed']) : setAt(text, ['ui:computed'], rest);
    text = removeAt(text, [...field.uiPath, 'ui:readonly']);
    return { ...files, [uiFile]: text };
  }
  const rule = { target: field.id, op, of };
  text = existing
    ? setAt(text, ['ui:computed', existing.index], rule)
    : appendItem(text, ['ui:computed'], rule);
  if (valueAt(text, [...field.uiPath, 'ui:readonly']) !== true)
    text = setAt(text, [...field.uiPath, 'ui:readonly'], true);
  return { ...files, [uiFile]: text };
}

/** A group's rule that ties two of its fields: `bicMatchesIban` { iban, bic } or `dateRangeOrder` [from, to]. */
export type PairRule = 'bicMatchesIban' | 'dateRangeOrder';

export function pairRuleOf(
  files: Files,
  form: string,
  container: Container,
  rule: PairRule,
): [string, string] | undefined {
  const value = valueAt(files[formFile.schema(form)]!, [...container.main.path, rule]);
  if (
    rule === 'bicMatchesIban' &&
    isObject(value) &&
    typeof value.iban === 'string' &&
    typeof value.bic === 'string'
  )
    return [value.iban, value.bic];
  if (rule === 'dateRangeOrder' && Array.isArray(value) && value.length === 2)
    return [String(value[0]), String(value[1])];
  return undefined;
}

/** Sets (or with undefined removes) a group's pair rule on its main definition. */
export function setPairRule(
  files: Files,
  form: string,
  container: Container,
  rule: PairRule,
  pair: [string, string] | undefined,
): Files {
  const schemaFile = formFile.schema(form);
  const path = [...container.main.path, rule];
  const value =
    pair === undefined ? undefined : rule === 'bicMatchesIban' ? { iban: pair[0], bic: pair[1] } : pair;
  const text =
    value === undefined ? removeAt(files[schemaFile]!, path) : setAt(files[schemaFile]!, path, value);
  return text === files[schemaFile] ? files : { ...files, [schemaFile]: text };
}
