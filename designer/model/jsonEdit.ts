/**
 * Editing a JSON file's text in place (jsonc-parser's modify/applyEdits): an edit touches only the
 * lines of the value it changes, and every other byte — key order, indentation, keys the designer
 * does not know — stays as it was. The designer never re-serialises a whole file.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';

const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' };

export type Segment = string | number;

/** The value at `path`, or undefined. */
export function valueAt(text: string, path: readonly Segment[]): unknown {
  let node: unknown = JSON.parse(text);
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment as string];
  }
  return node;
}

/**
 * Sets the value at `path` (creating the objects on the way). A new property goes after
 * `after` when that property exists (or first, with `after: null`), else last.
 */
export function setAt(text: string, path: readonly Segment[], value: unknown, after?: string | null): string {
  const edits = modify(text, path as JSONPath, value, {
    formattingOptions: FORMATTING,
    getInsertionIndex:
      after === undefined
        ? undefined
        : (properties) => (after === null ? 0 : properties.indexOf(after) + 1 || properties.length),
  });
  return applyEdits(text, edits);
}

/** Sets a property of the object at `path`, a new one in sorted place (the text registers keep their keys sorted). */
export function setSorted(text: string, path: readonly Segment[], key: string, value: unknown): string {
  const edits = modify(text, [...path, key] as JSONPath, value, {
    formattingOptions: FORMATTING,
    getInsertionIndex: (properties) => {
      const index = properties.findIndex((property) => property.localeCompare(key) > 0);
      return index < 0 ? properties.length : index;
    },
  });
  return applyEdits(text, edits);
}

/** Removes the property or array item at `path`; nothing when there is none. */
export function removeAt(text: string, path: readonly Segment[]): string {
  const tree = parseTree(text);
  if (!tree || !findNodeAtLocation(tree, path as JSONPath)) return text;
  return applyEdits(text, modify(text, path as JSONPath, undefined, { formattingOptions: FORMATTING }));
}

/** Appends `value` to the array of objects at `path` (an `allOf`, texts/ranges.json), leaving its other items as written. */
export function appendItem(text: string, path: readonly Segment[], value: unknown): string {
  const current = valueAt(text, path);
  return insertItem(text, path, Array.isArray(current) ? current.length : 0, value);
}

/** Inserts `value` into the array of objects at `path` at `index`, leaving its other items as written. */
export function insertItem(text: string, path: readonly Segment[], index: number, value: unknown): string {
  const current = valueAt(text, path);
  if (!Array.isArray(current)) return setAt(text, path, [value]);
  const edits = modify(text, [...path, Math.min(index, current.length)] as JSONPath, value, {
    formattingOptions: FORMATTING,
    isArrayInsertion: true,
  });
  return applyEdits(text, edits);
}

/*
 * Lists (required, ui:order, a step's fields, propertyNames) are written whole: jsonc-parser's
 * removal of a one-line array's last item wrote broken JSON. A list of names is one value, and the
 * save's formatting (save.ts) lays it out as the repository does, so the diff stays the same.
 */

/** Inserts `value` into the array at `path` at `index` (the array is created when missing). */
export function insertAt(text: string, path: readonly Segment[], index: number, value: unknown): string {
  const current = valueAt(text, path);
  const list = Array.isArray(current) ? [...current] : [];
  list.splice(Math.min(index, list.length), 0, value);
  return setAt(text, path, list);
}

/** Removes the first item equal to `value` from the array at `path`. */
export function removeItem(text: string, path: readonly Segment[], value: unknown): string {
  const current = valueAt(text, path);
  if (!Array.isArray(current) || !current.includes(value)) return text;
  return setAt(
    text,
    path,
    current.filter((item, index) => index !== current.indexOf(value)),
  );
}

/** Moves `item` of the array at `path` to `toIndex` (counted without it). */
export function moveItem(text: string, path: readonly Segment[], item: unknown, toIndex: number): string {
  const current = valueAt(text, path);
  if (!Array.isArray(current)) return text;
  const rest = current.filter((candidate) => candidate !== item);
  rest.splice(Math.min(toIndex, rest.length), 0, item);
  return setAt(text, path, rest);
}
