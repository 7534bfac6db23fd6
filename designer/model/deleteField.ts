/**
 * Deleting a field together with what depended on it, as one edit (one undo step; issue 47), so
 * that a deletion leaves no problem the author cannot fix:
 *
 * - the fields its answer showed (a condition that reads it) are shown always again, with their
 *   values written into the valid examples, and a rule that made another field required by its
 *   answer goes (it could never hold again);
 * - a sum or count forgets it, and one computed into it (or of nothing left) goes;
 * - the examples forget its value (in every row of a repeating group); an example that tested only
 *   it goes with its expected errors, and so does one that answered it and is no longer true to its
 *   name without it; any other expected error about it goes;
 * - the summary's name field, when it was this one, is left unset (the summary then has no name).
 *
 * A condition the designer shows only as JSON (locked) that reads the field stops the deletion
 * (`lockedReaders`): the designer names the fields that depend on it instead. */
import { conditionOf, removeCondition } from './conditions.ts';
import { exampleChecker } from '../../engine/build/checkForm.ts';
import type { FormSchema, UiSchema } from '../../engine/core/types.ts';
import { completeExamples } from './examples.ts';
import { removeAt, setAt, valueAt, type Segment } from './jsonEdit.ts';
import { removeField } from './operations.ts';
import { coversPointer, outlineOf, schemaAt, type FieldNode } from './outline.ts';
import { formFile, json, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface Deletion {
  files: Files;
  /** The fields a condition on the deleted field showed: now always shown. */
  shownAlways: FieldNode[];
  /** The examples removed because they tested only the deleted field. */
  droppedExamples: string[];
  /** Whether the summary's name field was the deleted one (and is now unset). */
  summaryName: boolean;
}

/**
 * The fields whose condition reads `node`'s answer in a way the designer shows only as JSON: it
 * cannot take that condition apart, so the field is not deleted until someone changes it. A
 * condition reads the answer when its `if` stands in the field's own group (one of its sites) and
 * names the field among its properties.
 */
export function lockedReaders(files: Files, form: string, node: FieldNode): FieldNode[] {
  const schema = json(files, formFile.schema(form));
  const sites = node.parent.sites.map((site) => JSON.stringify(site.path));
  return [...outlineOf(files, form).byId.values()].filter((other) => {
    if (!other.conditional || other.id === node.id || other.id.startsWith(`${node.id}/`)) return false;
    if (conditionOf(files, form, other)?.sentence && other.parent.id === node.parent.id) return false;
    const at = Math.max(other.schemaPath.lastIndexOf('then'), other.schemaPath.lastIndexOf('else'));
    if (at < 0) return false;
    const ifSite = other.schemaPath.slice(0, at);
    return (
      sites.includes(JSON.stringify(ifSite)) && readsProperty(schemaAt(schema, [...ifSite, 'if']), node.name)
    );
  });
}

/** Whether an `if` schema names the property among its own properties (or its parts' own). */
function readsProperty(schema: unknown, name: string): boolean {
  if (!isObject(schema)) return false;
  if (isObject(schema.properties) && name in schema.properties) return true;
  return ['allOf', 'anyOf', 'oneOf', 'not'].some((key) => {
    const parts = schema[key];
    return Array.isArray(parts)
      ? parts.some((part) => readsProperty(part, name))
      : readsProperty(parts, name);
  });
}

export function deleteField(files: Files, form: string, id: string): Deletion {
  const node = outlineOf(files, form).byId.get(id);
  if (!node) throw new Error(`designer: no field ${id}`);
  if (lockedReaders(files, form, node).length > 0)
    throw new Error(`designer: a locked condition reads ${id}; ask lockedReaders first`);
  let next = files;

  // 1. What its answer decided: conditions shown as sentences, and requirements by its answer.
  const shownAlways = [...outlineOf(next, form).byId.values()].filter(
    (other) =>
      other.parent.id === node.parent.id &&
      other.id !== node.id &&
      conditionOf(next, form, other)?.sentence?.field === node.name,
  );
  for (const other of shownAlways) next = removeCondition(next, form, other.id);
  next = withoutRequirementsBy(next, form, node);

  // 2. The field itself (schema, UI schema, steps), then branches it leaves empty.
  next = removeField(next, form, id);
  next = withoutEmptyBranches(next, form, node);

  // 3. The summary's name.
  const ui = formFile.ui(form);
  const summaryName = valueAt(next[ui]!, ['ui:summary', 'name']);
  const namedIt = typeof summaryName === 'string' && coversPointer(node, summaryName);
  if (namedIt) next = { ...next, [ui]: removeAt(next[ui]!, ['ui:summary', 'name']) };

  // 4. Computed values: a sum or count forgets the field; one computed into it, or of nothing left, goes.
  next = withoutFieldInComputed(next, form, node);

  // 5. The examples: the field's values and its own invalid examples go; a field now shown always
  // (and required, as it was when shown) gets its value in the valid examples, as "Täydennä
  // esimerkit" gives it.
  const examples = withoutFieldInExamples(next, form, node, shownAlways.length > 0);
  next = examples.files;
  if (examples.dropped.length > 0) next = completeExamples(next, form).files;
  return { files: next, shownAlways, droppedExamples: examples.dropped, summaryName: namedIt };
}

/** The `allOf` items of the field's group that `drop` picks, and an `allOf` left empty. */
function withoutAllOfItems(
  files: Files,
  form: string,
  node: FieldNode,
  drop: (item: Json) => boolean,
): Files {
  const path = formFile.schema(form);
  let text = files[path]!;
  for (const site of node.parent.sites) {
    const allOf = valueAt(text, [...site.path, 'allOf']);
    if (!Array.isArray(allOf)) continue;
    for (let index = allOf.length - 1; index >= 0; index--)
      if (isObject(allOf[index]) && drop(allOf[index])) text = removeAt(text, [...site.path, 'allOf', index]);
    text = withoutEmptyAllOf(text, site.path);
  }
  return text === files[path] ? files : { ...files, [path]: text };
}

/** The requirements its answer made: an `if` that reads it, with branches that only require. */
const withoutRequirementsBy = (files: Files, form: string, node: FieldNode) =>
  withoutAllOfItems(
    files,
    form,
    node,
    (item) =>
      readsProperty(item.if, node.name) &&
      [item.then, item.else].every(
        (branch) =>
          branch === undefined ||
          (isObject(branch) && Object.keys(branch).every((key) => key === 'required')),
      ),
  );

/** Branches left with nothing (`then: { required: [] }`) after the field went. */
const withoutEmptyBranches = (files: Files, form: string, node: FieldNode) =>
  withoutAllOfItems(files, form, node, (item) => {
    const empty = (branch: unknown) =>
      branch === undefined ||
      (isObject(branch) &&
        Object.entries(branch).every(
          ([key, value]) =>
            (key === 'required' && Array.isArray(value) && value.length === 0) ||
            (key === 'properties' && isObject(value) && Object.keys(value).length === 0),
        ));
    return isObject(item.if) && empty(item.then) && empty(item.else);
  });

function withoutEmptyAllOf(text: string, site: Segment[]): string {
  const allOf = valueAt(text, [...site, 'allOf']);
  return Array.isArray(allOf) && allOf.length === 0 ? removeAt(text, [...site, 'allOf']) : text;
}

/** Every concrete data path of the field in one example (each row of its repeating groups). */
function dataPathsIn(data: unknown, segments: string[], at: Segment[] = []): Segment[][] {
  if (segments.length === 0) return [at];
  const [head, ...rest] = segments;
  if (head === 'items')
    return Array.isArray(data) ? data.flatMap((row, index) => dataPathsIn(row, rest, [...at, index])) : [];
  return isObject(data) && head! in data ? dataPathsIn(data[head!], rest, [...at, head!]) : [];
}

function withoutFieldInExamples(
  files: Files,
  form: string,
  node: FieldNode,
  complete: boolean,
): { files: Files; dropped: string[] } {
  const folder = formFile.examples(form);
  const expectedPath = `${folder}expected-errors.json`;
  let next: Files = files;
  const dropped: string[] = [];
  if (next[expectedPath] !== undefined) {
    let text = next[expectedPath]!;
    for (const [name, errors] of Object.entries(
      json<Record<string, Record<string, string>>>(next, expectedPath),
    )) {
      const about = Object.keys(errors).filter((pointer) => coversPointer(node, pointer));
      if (about.length === 0) continue;
      if (about.length === Object.keys(errors).length) {
        // It tested only the deleted field: it goes, with its expected errors.
        text = removeAt(text, [name]);
        const { [`${folder}${name}.json`]: _gone, ...rest } = next;
        next = rest;
        dropped.push(name);
      } else for (const pointer of about) text = removeAt(text, [name, pointer]);
    }
    next = { ...next, [expectedPath]: text };
  }
  const segments = node.id.split('/').slice(1);
  const answeredIt: string[] = [];
  const examplePaths = Object.keys(next).filter(
    (candidate) => candidate.startsWith(folder) && candidate !== expectedPath,
  );
  for (const path of examplePaths) {
    let text = next[path]!;
    for (const dataPath of dataPathsIn(JSON.parse(text), segments).reverse()) text = removeAt(text, dataPath);
    if (text !== next[path]) {
      next = { ...next, [path]: text };
      answeredIt.push(path);
    }
  }
  if (complete) next = completeExamples(next, form).files;
  // An example that answered the field and is no longer true to its name went with it: a valid one
  // that now fails (its total needed the field's amount), an invalid one that now passes (it broke
  // a rule the field's answer made) or fails for another reason than it was written for.
  const errorsOf = exampleChecker(
    form,
    json<FormSchema>(next, formFile.schema(form)),
    json<UiSchema>(next, formFile.ui(form)),
  );
  const expectedNow = () =>
    next[expectedPath] === undefined ? {} : json<Record<string, Record<string, string>>>(next, expectedPath);
  for (const path of answeredIt) {
    const name = path.slice(folder.length, -'.json'.length);
    const errors = errorsOf(json(next, path));
    const wanted = name.startsWith('invalid-') ? (expectedNow()[name] ?? {}) : {};
    const trueToName =
      Object.keys(errors).length === Object.keys(wanted).length &&
      Object.entries(wanted).every(([pointer, code]) => errors[pointer] === code) &&
      (name.startsWith('valid-') || Object.keys(errors).length > 0);
    if (trueToName) continue;
    const { [path]: _gone, ...rest } = next;
    next = rest;
    if (next[expectedPath] !== undefined && valueAt(next[expectedPath]!, [name]) !== undefined)
      next = { ...next, [expectedPath]: removeAt(next[expectedPath]!, [name]) };
    dropped.push(name);
  }
  return { files: next, dropped };
}

function withoutFieldInComputed(files: Files, form: string, node: FieldNode): Files {
  const ui = formFile.ui(form);
  let text = files[ui]!;
  const rules = valueAt(text, ['ui:computed']);
  if (!Array.isArray(rules)) return files;
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index] as { target?: unknown; of?: unknown };
    const of = Array.isArray(rule.of) ? (rule.of as unknown[]) : [];
    const kept = of.filter((pointer) => !(typeof pointer === 'string' && coversPointer(node, pointer)));
    if (
      (typeof rule.target === 'string' && coversPointer(node, rule.target)) ||
      (of.length > 0 && kept.length === 0)
    )
      text = removeAt(text, ['ui:computed', index]);
    else if (kept.length !== of.length) text = setAt(text, ['ui:computed', index, 'of'], kept);
  }
  const left = valueAt(text, ['ui:computed']);
  if (Array.isArray(left) && left.length === 0) text = removeAt(text, ['ui:computed']);
  return text === files[ui] ? files : { ...files, [ui]: text };
}
