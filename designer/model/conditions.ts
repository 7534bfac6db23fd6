/**
 * Conditions as sentences: a field shown only under a condition lives in a branch of the plain JSON
 * Schema the engine reads (`allOf: [{ if, then }]`, schemas/README.md). The designer reads the
 * `if`s it can say as a sentence ("Show Parking space when Unpaid costs includes Parking") and
 * writes new ones in the same shape; any other condition is shown as it is, locked, and kept.
 */
import { appendItem, removeAt, removeItem, setAt, valueAt, type Segment } from './jsonEdit.ts';
import { isTechnical, outlineOf, type FieldNode } from './outline.ts';
import { formFile, json, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export type ConditionOperator = 'is' | 'includes' | 'isOneOf';

/** A condition the designer can say: a field of the same group is (includes, is one of) a value. */
export interface Sentence {
  /** The deciding field's name (a sibling of the conditional field). */
  field: string;
  operator: ConditionOperator;
  values: unknown[];
}

export interface Condition {
  /** Where the branch holding the field is, and its `if`. */
  branchPath: Segment[];
  ifSchema: unknown;
  sentence?: Sentence;
}

/** Reads an `if` as a sentence when it has one of the shapes the designer writes. */
export function sentenceOf(ifSchema: unknown): Sentence | undefined {
  if (!isObject(ifSchema) || !isObject(ifSchema.properties)) return undefined;
  const keys = Object.keys(ifSchema).filter((key) => key !== 'properties' && key !== 'required');
  const names = Object.keys(ifSchema.properties);
  if (keys.length > 0 || names.length !== 1) return undefined;
  const field = names[0]!;
  const required = ifSchema.required;
  if (!Array.isArray(required) || required.length !== 1 || required[0] !== field) return undefined;
  const rule = ifSchema.properties[field];
  if (!isObject(rule) || Object.keys(rule).length !== 1) return undefined;
  if ('const' in rule) return { field, operator: 'is', values: [rule.const] };
  if (Array.isArray(rule.enum) && rule.enum.length > 0)
    return { field, operator: 'isOneOf', values: rule.enum };
  if (isObject(rule.contains) && Object.keys(rule.contains).length === 1 && 'const' in rule.contains)
    return { field, operator: 'includes', values: [rule.contains.const] };
  return undefined;
}

export function ifSchemaOf(sentence: Sentence): Json {
  const rule =
    sentence.operator === 'is'
      ? { const: sentence.values[0] }
      : sentence.operator === 'includes'
        ? { contains: { const: sentence.values[0] } }
        : { enum: sentence.values };
  return { properties: { [sentence.field]: rule }, required: [sentence.field] };
}

/** The condition a conditional field is shown under (its branch's `if`). */
export function conditionOf(files: Files, form: string, field: FieldNode): Condition | undefined {
  if (!field.conditional) return undefined;
  const branchPath = field.schemaPath.slice(0, -2);
  const last = branchPath[branchPath.length - 1];
  if (last !== 'then' && last !== 'else')
    return { branchPath, ifSchema: valueAt(files[formFile.schema(form)]!, branchPath) };
  const ifSchema = valueAt(files[formFile.schema(form)]!, [...branchPath.slice(0, -1), 'if']);
  const sentence = last === 'then' ? sentenceOf(ifSchema) : undefined;
  return { branchPath, ifSchema, ...(sentence ? { sentence } : {}) };
}

/** The fields of a field's group that can decide a condition: choices, yes/no and checkboxes. */
export function decidingFields(files: Files, form: string, field: FieldNode): FieldNode[] {
  const outline = outlineOf(files, form);
  return [...outline.byId.values()].filter((candidate) => {
    if (
      candidate.parent.id !== field.parent.id ||
      candidate.id === field.id ||
      candidate.conditional ||
      isTechnical(candidate)
    )
      return false;
    return choicesOf(files, form, candidate) !== undefined;
  });
}

/** The values a deciding field can have: its enum, true/false, or its checkboxes' enum. */
export function choicesOf(files: Files, form: string, field: FieldNode): unknown[] | undefined {
  const schema = valueAt(files[formFile.schema(form)]!, field.schemaPath) as Json;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.type === 'boolean') return [true, false];
  if (schema.type === 'array' && isObject(schema.items) && Array.isArray(schema.items.enum))
    return schema.items.enum;
  return undefined;
}

/**
 * Makes a field conditional: its definition moves from the group's properties (and `required`)
 * into the branch of an `allOf` item with this `if` (an existing one with the same `if`, or a new
 * one); a group closed with `additionalProperties: false` lists its names in `propertyNames`
 * instead, which lets the branch's field in. Valid examples where the condition does not hold lose
 * the field's value (the engine does not submit hidden fields).
 */
export function addCondition(files: Files, form: string, id: string, sentence: Sentence): Files {
  const outline = outlineOf(files, form);
  const field = outline.byId.get(id);
  if (!field || field.conditional) return files;
  const path = formFile.schema(form);
  const site = field.parent.main.path;
  let text = files[path]!;
  const fieldSchema = valueAt(text, field.schemaPath);
  const wasRequired = field.required;
  if (
    valueAt(text, [...site, 'additionalProperties']) === false &&
    !Array.isArray(valueAt(text, [...site, 'propertyNames', 'enum']))
  ) {
    const names = [...outline.byId.values()]
      .filter((node) => node.parent.id === field.parent.id)
      .map((node) => node.name);
    text = removeAt(text, [...site, 'additionalProperties']);
    text = setAt(text, [...site, 'propertyNames'], { enum: names });
  }
  text = removeAt(text, field.schemaPath);
  text = removeItem(text, [...site, 'required'], field.name);
  const ifSchema = ifSchemaOf(sentence);
  const allOf = valueAt(text, [...site, 'allOf']);
  const index = Array.isArray(allOf)
    ? allOf.findIndex(
        (item) =>
          isObject(item) && JSON.stringify(item.if) === JSON.stringify(ifSchema) && isObject(item.then),
      )
    : -1;
  if (index >= 0) {
    text = setAt(text, [...site, 'allOf', index, 'then', 'properties', field.name], fieldSchema);
    if (wasRequired) {
      const required = valueAt(text, [...site, 'allOf', index, 'then', 'required']);
      text = setAt(
        text,
        [...site, 'allOf', index, 'then', 'required'],
        [...(Array.isArray(required) ? required : []), field.name],
      );
    }
  } else {
    text = appendItem(text, [...site, 'allOf'], {
      if: ifSchema,
      then: { properties: { [field.name]: fieldSchema }, ...(wasRequired ? { required: [field.name] } : {}) },
    });
  }
  let next: Files = { ...files, [path]: text };
  // An example where the field would now be hidden loses its value (the engine does not submit a
  // hidden field), but for an invalid example about this very field: there the condition is made
  // to hold, so that it goes on failing for the reason it was written for.
  const folder = formFile.examples(form);
  const expectedPath = `${folder}expected-errors.json`;
  const expected = next[expectedPath] ? json<Record<string, Record<string, string>>>(next, expectedPath) : {};
  const containerPath = field.id.split('/').slice(1, -1);
  const holds = (data: Json) => {
    const value = data[sentence.field];
    if (sentence.operator === 'includes') return Array.isArray(value) && value.includes(sentence.values[0]);
    return sentence.values.some((candidate) => JSON.stringify(candidate) === JSON.stringify(value));
  };
  for (const example of Object.keys(next).filter(
    (name) => name.startsWith(folder) && name !== expectedPath,
  )) {
    const name = example.slice(folder.length, -'.json'.length);
    const data = json<Json>(next, example);
    const container = containerPath.reduce<unknown>(
      (node, segment) => (node as Json | undefined)?.[segment],
      data,
    );
    if (!isObject(container) || !(field.name in container) || holds(container)) continue;
    const aboutField = Object.keys(expected[name] ?? {}).some(
      (pointer) => pointer === field.id || pointer.startsWith(`${field.id}/`),
    );
    const edited = aboutField
      ? setAt(
          next[example]!,
          [...containerPath, sentence.field],
          sentence.operator === 'includes'
            ? [
                ...(Array.isArray(container[sentence.field]) ? (container[sentence.field] as unknown[]) : []),
                sentence.values[0],
              ]
            : sentence.values[0],
        )
      : removeAt(next[example]!, [...containerPath, field.name]);
    next = { ...next, [example]: edited };
  }
  return next;
}

/** Shows a conditional field always again: its definition moves back to the group's properties. */
export function removeCondition(files: Files, form: string, id: string): Files {
  const outline = outlineOf(files, form);
  const field = outline.byId.get(id);
  const condition = field && conditionOf(files, form, field);
  if (!field || !condition?.sentence) return files;
  const path = formFile.schema(form);
  const site = field.parent.main.path;
  let text = files[path]!;
  const fieldSchema = valueAt(text, field.schemaPath);
  const branchRequired = valueAt(text, [...condition.branchPath, 'required']);
  const wasRequired = Array.isArray(branchRequired) && branchRequired.includes(field.name);
  text = removeAt(text, field.schemaPath);
  text = removeItem(text, [...condition.branchPath, 'required'], field.name);
  const branch = valueAt(text, condition.branchPath) as Json;
  const emptyBranch =
    isObject(branch.properties) &&
    Object.keys(branch.properties).length === 0 &&
    Object.keys(branch).every(
      (key) =>
        key === 'properties' ||
        (key === 'required' && Array.isArray(branch.required) && branch.required.length === 0),
    );
  if (emptyBranch) {
    const item = condition.branchPath.slice(0, -1);
    if (item[item.length - 2] === 'allOf') {
      text = removeAt(text, item);
      const allOfPath = item.slice(0, -1);
      const allOf = valueAt(text, allOfPath);
      if (Array.isArray(allOf) && allOf.length === 0) text = removeAt(text, allOfPath);
    } else {
      // The group's own `if`/`then` (bankDetails' isForeign): only they go, never the group.
      text = removeAt(text, condition.branchPath);
      if (valueAt(text, [...item, 'else']) === undefined) text = removeAt(text, [...item, 'if']);
    }
  }
  text = setAt(text, [...site, 'properties', field.name], fieldSchema);
  if (wasRequired) {
    const required = valueAt(text, [...site, 'required']);
    text = setAt(text, [...site, 'required'], [...(Array.isArray(required) ? required : []), field.name]);
  }
  return { ...files, [path]: text };
}
