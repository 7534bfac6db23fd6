/**
 * The form as its author thinks of it: steps, groups, repeating groups and fields, read from the
 * schema and the UI schema. A field may be defined in the schema's main `properties` or only in a
 * condition's branch (`allOf[…].then`, `then`, `else`, `dependencies`); the outline finds it either
 * way and remembers where, so that an edit changes the right place.
 */
import type { Segment } from './jsonEdit.ts';
import { formFile, json, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A place in the schema that describes an object: its main definition or a condition's branch. */
export interface Site {
  path: Segment[];
  branch: boolean;
}

export interface Container {
  /** `''` for the form, `/bankDetails`, `/renteeInfo/items` (a repeating group's row). */
  id: string;
  uiPath: Segment[];
  /** Where new fields go: the main definition (or the first branch when there is none). */
  main: Site;
  sites: Site[];
}

export type FieldKind = string;

export interface FieldNode {
  /** The field's place: container id + `/` + name. */
  id: string;
  name: string;
  parent: Container;
  uiPath: Segment[];
  /** Where its definition lives. */
  schemaPath: Segment[];
  /** Defined only in a condition's branch. */
  conditional: boolean;
  kind: FieldKind;
  /** Required whatever the data (listed in its site's `required`). */
  required: boolean;
  /** Required only under a condition. */
  requiredWhen: boolean;
  /** A group's or repeating group's own fields. */
  container?: Container;
  children: FieldNode[];
}

export interface StepNode {
  /** Index in `ui:steps`, or -1 for a form without steps. */
  index: number;
  titleCode?: string;
  fields: FieldNode[];
}

export interface Outline {
  root: Container;
  steps: StepNode[];
  /** Every field, depth first, by id. */
  byId: Map<string, FieldNode>;
}

/** The value at `path` of a parsed JSON value (objects and arrays), or undefined. */
export function schemaAt(schema: unknown, path: readonly Segment[]): unknown {
  let node = schema;
  for (const segment of path)
    node = isObject(node) || Array.isArray(node) ? (node as Json)[segment] : undefined;
  return node;
}

/** The site and the branches inside it (allOf items, then/else, dependencies' schemas). */
function expandSites(schema: unknown, site: Site): Site[] {
  const node = schemaAt(schema, site.path);
  if (!isObject(node)) return [];
  const sites = [site];
  if (Array.isArray(node.allOf))
    node.allOf.forEach((_, index) =>
      sites.push(...expandSites(schema, { path: [...site.path, 'allOf', index], branch: site.branch })),
    );
  for (const key of ['then', 'else'])
    if (isObject(node[key])) sites.push(...expandSites(schema, { path: [...site.path, key], branch: true }));
  if (isObject(node.dependencies))
    for (const [name, dependency] of Object.entries(node.dependencies))
      if (isObject(dependency))
        sites.push(...expandSites(schema, { path: [...site.path, 'dependencies', name], branch: true }));
  return sites;
}

function containerOf(schema: unknown, id: string, uiPath: Segment[], sites: Site[]): Container {
  return { id, uiPath, sites, main: sites.find((site) => !site.branch) ?? sites[0]! };
}

const uiAt = (ui: unknown, path: readonly Segment[]): Json => {
  const node = schemaAt(ui, path);
  return isObject(node) ? node : {};
};

export function kindOf(fieldSchema: Json, fieldUi: Json): FieldKind {
  if (typeof fieldUi['ui:field'] === 'string') return fieldUi['ui:field'];
  if (typeof fieldUi['ui:widget'] === 'string') return fieldUi['ui:widget'];
  const items = fieldSchema.items;
  if (fieldSchema.type === 'object') return 'group';
  if (fieldSchema.type === 'array')
    return isObject(items) && items.type === 'object' ? 'repeat' : 'checkboxes';
  if (fieldSchema.type === 'boolean') return 'checkbox';
  if (Array.isArray(fieldSchema.enum)) return 'select';
  if (fieldSchema.format === 'date') return 'date';
  if (fieldSchema.type === 'integer') return 'wholeNumber';
  if (fieldSchema.type === 'number') return 'money';
  return 'text';
}

function readContainer(
  schema: unknown,
  ui: unknown,
  container: Container,
  byId: Map<string, FieldNode>,
): FieldNode[] {
  const definitions = new Map<string, Site>();
  for (const site of container.sites) {
    const properties = schemaAt(schema, [...site.path, 'properties']);
    if (!isObject(properties)) continue;
    for (const name of Object.keys(properties)) {
      const known = definitions.get(name);
      if (!known || (known.branch && !site.branch)) definitions.set(name, site);
    }
  }
  const containerUi = uiAt(ui, container.uiPath);
  const listed = Array.isArray(containerUi['ui:order'])
    ? (containerUi['ui:order'] as unknown[]).filter(
        (name): name is string => typeof name === 'string' && definitions.has(name),
      )
    : [];
  const order = [...listed, ...[...definitions.keys()].filter((name) => !listed.includes(name))];
  return order.map((name) => {
    const site = definitions.get(name)!;
    const schemaPath = [...site.path, 'properties', name];
    const fieldSchema = schemaAt(schema, schemaPath) as Json;
    const uiPath = [...container.uiPath, name];
    const requiredIn = container.sites.filter((candidate) => {
      const required = schemaAt(schema, [...candidate.path, 'required']);
      return Array.isArray(required) && required.includes(name);
    });
    const node: FieldNode = {
      id: `${container.id}/${name}`,
      name,
      parent: container,
      uiPath,
      schemaPath,
      conditional: site.branch,
      kind: kindOf(fieldSchema, uiAt(ui, uiPath)),
      required: requiredIn.some((candidate) => !candidate.branch),
      requiredWhen: requiredIn.some((candidate) => candidate.branch),
      children: [],
    };
    byId.set(node.id, node);
    // A group's or a row's fields: every site of the container that defines this property.
    const childSites = (suffix: Segment[]) =>
      container.sites.flatMap((candidate) => {
        const path = [...candidate.path, 'properties', name, ...suffix];
        return isObject(schemaAt(schema, path))
          ? expandSites(schema, { path, branch: candidate.branch })
          : [];
      });
    if (node.kind === 'group' || node.kind === 'dateRange') {
      node.container = containerOf(schema, node.id, uiPath, childSites([]));
    } else if (node.kind === 'repeat') {
      node.container = containerOf(schema, `${node.id}/items`, [...uiPath, 'items'], childSites(['items']));
    }
    if (node.container) node.children = readContainer(schema, ui, node.container, byId);
    return node;
  });
}

export function readOutline(schema: unknown, ui: unknown): Outline {
  const byId = new Map<string, FieldNode>();
  const root = containerOf(schema, '', [], expandSites(schema, { path: [], branch: false }));
  const fields = readContainer(schema, ui, root, byId);
  const rootUi = uiAt(ui, []);
  const steps = Array.isArray(rootUi['ui:steps'])
    ? (rootUi['ui:steps'] as Json[]).map((step, index) => ({
        index,
        titleCode: typeof step.title === 'string' ? step.title : undefined,
        fields: fields.filter((field) => Array.isArray(step.fields) && step.fields.includes(field.name)),
      }))
    : [{ index: -1, fields }];
  return { root, steps, byId };
}

export function outlineOf(files: Files, form: string): Outline {
  return readOutline(json(files, formFile.schema(form)), json(files, formFile.ui(form)));
}

/**
 * The field id a data pointer stands in: a row's index is `items` (`/tenants/0/name` →
 * `/tenants/items/name`); a pointer written with `items` is its own id.
 */
export const idOfPointer = (pointer: string): string =>
  pointer
    .split('/')
    .map((segment, index) => (index > 0 && /^\d+$/.test(segment) ? 'items' : segment))
    .join('/');

/** Whether a data pointer (`/tenants/0/firstName`) is the field's or under it, in any row. */
export function coversPointer(node: FieldNode, pointer: string): boolean {
  const id = idOfPointer(pointer);
  return id === node.id || id.startsWith(`${node.id}/`);
}

/**
 * Fields the portal fills itself and the author never sees: the page's language. The outline, the
 * positions it announces and the condition's field list leave them out (issue 47).
 */
const TECHNICAL_FIELDS: readonly string[] = ['currentLanguageCode'];
export const isTechnical = (field: FieldNode): boolean =>
  field.parent.id === '' && TECHNICAL_FIELDS.includes(field.name);

/** The fields of a container in their order (the form's top level across its steps). */
export function siblingsOf(outline: Outline, field: FieldNode): FieldNode[] {
  if (field.parent.id === '') return outline.steps.flatMap((step) => step.fields);
  const parentId = field.parent.id.replace(/\/items$/, '');
  return outline.byId.get(parentId)?.children ?? [];
}

export function stepOf(outline: Outline, field: FieldNode): StepNode | undefined {
  let top = field;
  while (top.parent.id !== '') top = outline.byId.get(top.parent.id.replace(/\/items$/, ''))!;
  return outline.steps.find((step) => step.fields.includes(top));
}

/** The UI schema's entry of a field. */
export function fieldUi(files: Files, form: string, field: FieldNode): Json {
  return uiAt(json(files, formFile.ui(form)), field.uiPath);
}

export function fieldSchema(files: Files, form: string, field: FieldNode): Json {
  const node = schemaAt(json(files, formFile.schema(form)), field.schemaPath);
  return isObject(node) ? node : {};
}
