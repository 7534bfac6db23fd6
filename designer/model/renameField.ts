/**
 * A field's technical name changed (issue 47: editable before the first publish), everywhere the
 * name stands: its group's schema (properties, required, propertyNames, the conditions' `if`,
 * then and else, dependencies, the pair rules bicMatchesIban and dateRangeOrder), the UI schema
 * (its entry, ui:order, the steps' fields, ui:computed, the summary's name), and the examples'
 * answers and expected errors. The designer offers it only while no published version of the form
 * has the field, so no saved answer uses the old name.
 */
import { lockedReaders } from './deleteField.ts';
import { coversPointer, outlineOf, schemaAt, type FieldNode } from './outline.ts';
import { formFile, json, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A technical name: a letter a–z first, then letters and digits (the forms' camelCase). */
export const TECHNICAL_NAME = /^[a-z][A-Za-z0-9]*$/;

export type RenameRefusal = 'invalid' | 'taken' | 'locked' | 'shared';

/** Why `name` cannot be the field's name, or null when it can. */
export function renameRefusal(
  files: Files,
  form: string,
  node: FieldNode,
  name: string,
): RenameRefusal | null {
  if (!TECHNICAL_NAME.test(name)) return 'invalid';
  const outline = outlineOf(files, form);
  if ([...outline.byId.values()].some((other) => other.parent.id === node.parent.id && other.name === name))
    return 'taken';
  // A definition shared through $ref would rename the field in every form part that uses it.
  if (node.schemaPath.some((segment) => segment === 'definitions' || segment === '$defs')) return 'shared';
  if (!node.parent.sites.some((site) => !site.branch)) return 'shared';
  if (lockedReaders(files, form, node).length > 0) return 'locked';
  return null;
}

/** Renames the key `from` of an object in place, keeping the keys' order. */
function renameKey(object: Json, from: string, to: string): void {
  if (!(from in object)) return;
  const entries = Object.entries(object);
  for (const key of Object.keys(object)) delete object[key];
  for (const [key, value] of entries) object[key === from ? to : key] = value;
}

const renamedList = (list: unknown[], from: string, to: string) =>
  list.map((item) => (item === from ? to : item));

/**
 * The name in every schema that describes the field's group, wherever it stands: the group's own
 * definition, its conditions' `if`, `then` and `else`, and a condition higher up whose branch
 * describes the group (`then: { properties: { renteeInfo: { items: { required: [...] } } } }`).
 * `at` is the data path the schema describes (`items` for a row); `group` the group's.
 */
function renameInSchema(schema: unknown, at: string, group: string, from: string, to: string): void {
  if (!isObject(schema)) return;
  if (at === group) {
    if (isObject(schema.properties)) renameKey(schema.properties, from, to);
    if (Array.isArray(schema.required)) schema.required = renamedList(schema.required, from, to);
    if (isObject(schema.propertyNames) && Array.isArray(schema.propertyNames.enum))
      schema.propertyNames.enum = renamedList(schema.propertyNames.enum, from, to);
    for (const pair of ['bicMatchesIban', 'dateRangeOrder']) {
      const value = schema[pair];
      if (Array.isArray(value)) schema[pair] = renamedList(value, from, to);
      else if (isObject(value))
        for (const [key, named] of Object.entries(value)) if (named === from) value[key] = to;
    }
    if (isObject(schema.dependencies)) {
      renameKey(schema.dependencies, from, to);
      for (const [key, dependency] of Object.entries(schema.dependencies))
        if (Array.isArray(dependency)) schema.dependencies[key] = renamedList(dependency, from, to);
    }
  }
  // Deeper: the fields' own schemas describe their data; the conditions describe the same data.
  if (isObject(schema.properties) && group.startsWith(`${at}/`))
    for (const [name, property] of Object.entries(schema.properties))
      renameInSchema(property, `${at}/${name}`, group, from, to);
  if (group.startsWith(`${at}/items`)) renameInSchema(schema.items, `${at}/items`, group, from, to);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key])) for (const part of schema[key]) renameInSchema(part, at, group, from, to);
  for (const key of ['if', 'then', 'else', 'not']) renameInSchema(schema[key], at, group, from, to);
  if (isObject(schema.dependencies))
    for (const dependency of Object.values(schema.dependencies))
      renameInSchema(dependency, at, group, from, to);
}

/**
 * A data pointer (`/tenants/0/name`, or the field's own `/tenants/items/name`) with the field's
 * segment renamed when it points at the field or under it; unchanged otherwise.
 */
function renamedPointer(pointer: string, node: FieldNode, to: string): string {
  if (!coversPointer(node, pointer)) return pointer;
  const segments = pointer.split('/');
  segments[node.id.split('/').length - 1] = to;
  return segments.join('/');
}

/** Every object of an example that holds the field's answer (each row of its repeating groups). */
function holders(data: unknown, segments: readonly string[]): Json[] {
  if (segments.length === 0) return isObject(data) ? [data] : [];
  const [head, ...rest] = segments;
  if (head === 'items') return Array.isArray(data) ? data.flatMap((row) => holders(row, rest)) : [];
  return isObject(data) ? holders(data[head!], rest) : [];
}

export function renameField(files: Files, form: string, id: string, to: string): Files {
  const node = outlineOf(files, form).byId.get(id);
  if (!node) throw new Error(`designer: no field ${id}`);
  if (node.name === to) return files;
  const refusal = renameRefusal(files, form, node, to);
  if (refusal) throw new Error(`designer: cannot rename ${id} to ${to} (${refusal})`);
  const from = node.name;
  const next: Record<string, string> = { ...files };

  const schemaFile = formFile.schema(form);
  const schema = structuredClone(json(files, schemaFile));
  renameInSchema(schema, '', node.parent.id, from, to);
  next[schemaFile] = asJson(schema);

  const uiFile = formFile.ui(form);
  const ui = structuredClone(json<Json>(files, uiFile));
  const parentUi = schemaAt(ui, node.parent.uiPath);
  if (isObject(parentUi)) {
    renameKey(parentUi, from, to);
    if (Array.isArray(parentUi['ui:order']))
      parentUi['ui:order'] = renamedList(parentUi['ui:order'], from, to);
  }
  if (node.parent.id === '' && Array.isArray(ui['ui:steps']))
    for (const step of ui['ui:steps'])
      if (isObject(step) && Array.isArray(step.fields)) step.fields = renamedList(step.fields, from, to);
  if (Array.isArray(ui['ui:computed']))
    for (const rule of ui['ui:computed']) {
      if (!isObject(rule)) continue;
      if (typeof rule.target === 'string') rule.target = renamedPointer(rule.target, node, to);
      if (Array.isArray(rule.of))
        rule.of = rule.of.map((pointer) =>
          typeof pointer === 'string' ? renamedPointer(pointer, node, to) : pointer,
        );
    }
  const summary = ui['ui:summary'];
  if (isObject(summary) && typeof summary.name === 'string')
    summary.name = renamedPointer(summary.name, node, to);
  next[uiFile] = asJson(ui);

  const folder = formFile.examples(form);
  const expectedPath = `${folder}expected-errors.json`;
  const parentSegments = node.parent.id.split('/').slice(1);
  for (const path of Object.keys(files).filter((candidate) => candidate.startsWith(folder))) {
    const data = structuredClone(json(files, path));
    if (path === expectedPath) {
      if (!isObject(data)) continue;
      for (const [example, errors] of Object.entries(data))
        if (isObject(errors))
          data[example] = Object.fromEntries(
            Object.entries(errors).map(([pointer, code]) => [renamedPointer(pointer, node, to), code]),
          );
    } else for (const holder of holders(data, parentSegments)) renameKey(holder, from, to);
    const text = asJson(data);
    if (JSON.stringify(data) !== JSON.stringify(json(files, path))) next[path] = text;
  }
  return next;
}
