/**
 * Near-valid values: a valid value with exactly one thing changed, guided by its schema: a value
 * of a wrong type, one just out of range (a string one longer than maxLength, a number past its
 * bound, a value outside the enum or the pattern), a required property removed, a property added
 * where none may be, an array with one item too many or a duplicate. Each change is kept only when
 * the schema at that place refuses it (ajv, as the server checks), so a near-valid value is
 * invalid by construction wherever the schema can be checked alone.
 */
import { canValidate, isValid, type Schema } from './schemaValues.ts';

/** Marks a property or item to remove. */
export const REMOVE: unique symbol = Symbol('remove');

export interface Mutation {
  /** Where: property names and item indexes from the root. */
  pointer: readonly (string | number)[];
  /** The new value there, or REMOVE. */
  replacement: unknown;
  /** What changed, for failure messages. */
  note: string;
}

const asSchema = (value: unknown): Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : {};
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** One value of each JSON type. */
const OF_EACH_TYPE: readonly unknown[] = [null, true, 0, 1.5, 'x', [], {}];

function pointerText(pointer: readonly (string | number)[]): string {
  return `/${pointer.join('/')}`;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
}

/** Values just outside what the keywords of `schema` allow, next to `value`. */
function outOfRange(schema: Schema, value: unknown): unknown[] {
  const candidates: unknown[] = [];
  const maxLength = asNumber(schema['maxLength']);
  const minLength = asNumber(schema['minLength']);
  const minimum = asNumber(schema['minimum']);
  const maximum = asNumber(schema['maximum']);
  const maxItems = asNumber(schema['maxItems']);
  const minItems = asNumber(schema['minItems']);
  if (maxLength !== undefined) candidates.push('a'.repeat(maxLength + 1));
  if (minLength !== undefined && minLength > 0) candidates.push('a'.repeat(minLength - 1));
  if (schema['pattern'] || schema['format'] || schema['enum'] || 'const' in schema) {
    candidates.push('NOT_AN_OPTION');
    if (typeof value === 'string') candidates.push(`${value}!`, value.slice(0, -1), ` ${value}`);
  }
  if (minimum !== undefined) candidates.push(minimum - 1);
  if (maximum !== undefined) candidates.push(maximum + 1);
  if (schema['exclusiveMinimum'] !== undefined) candidates.push(schema['exclusiveMinimum']);
  if (schema['exclusiveMaximum'] !== undefined) candidates.push(schema['exclusiveMaximum']);
  if (typeof value === 'number') candidates.push(value + 0.5, value + 0.001);
  if (Array.isArray(value)) {
    const first = value[0] ?? null;
    if (maxItems !== undefined)
      candidates.push(Array.from({ length: maxItems + 1 }, (_, index) => value[index] ?? first));
    if (minItems !== undefined && minItems > 0) candidates.push(value.slice(0, minItems - 1));
    if (schema['uniqueItems'] && value.length > 0) candidates.push([first, ...value]);
  }
  return candidates;
}

/** Every single change that makes `value` invalid against `schema`. */
export function mutationsOf(schema: Schema, value: unknown): Mutation[] {
  const found: Mutation[] = [];
  walk(schema, value, [], found, 0);
  return found;
}

function walk(
  schema: Schema,
  value: unknown,
  pointer: readonly (string | number)[],
  found: Mutation[],
  depth: number,
): void {
  if (depth > 16) return;
  const checkable = canValidate(schema);
  const refused = (candidate: unknown) => checkable && !isValid(schema, candidate);
  const seen = new Set<string>();
  for (const candidate of [...OF_EACH_TYPE, ...outOfRange(schema, value)]) {
    const key = JSON.stringify(candidate);
    if (seen.has(key) || !refused(candidate)) continue;
    seen.add(key);
    const what = OF_EACH_TYPE.includes(candidate) ? 'wrong type' : 'out of range';
    found.push({
      pointer,
      replacement: candidate,
      note: `${what} at ${pointerText(pointer)}: ${preview(candidate)}`,
    });
  }
  if (Array.isArray(value)) {
    const items = asSchema(schema['items']);
    value.slice(0, 5).forEach((item, index) => walk(items, item, [...pointer, index], found, depth + 1));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  const properties = asSchema(schema['properties']);
  for (const name of (schema['required'] as string[] | undefined) ?? []) {
    if (!(name in object)) continue;
    const { [name]: _removed, ...rest } = object;
    if (refused(rest))
      found.push({
        pointer: [...pointer, name],
        replacement: REMOVE,
        note: `removed ${pointerText([...pointer, name])}`,
      });
  }
  const extra = { ...object, unexpectedProperty: 1 };
  if (refused(extra))
    found.push({
      pointer: [...pointer, 'unexpectedProperty'],
      replacement: 1,
      note: `extra property ${pointerText([...pointer, 'unexpectedProperty'])}`,
    });
  for (const [name, property] of Object.entries(object))
    if (name in properties) walk(asSchema(properties[name]), property, [...pointer, name], found, depth + 1);
}

/** `value` with the mutation applied (a copy; the value itself is unchanged). */
export function applyMutation(value: unknown, mutation: Mutation): unknown {
  if (mutation.pointer.length === 0) return mutation.replacement;
  const root = structuredClone(value) as Record<string | number, unknown>;
  let node = root;
  for (const step of mutation.pointer.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = mutation.pointer[mutation.pointer.length - 1]!;
  if (mutation.replacement === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = mutation.replacement;
  return root;
}

/** Strings a parameter of `schema` refuses, near `value` (a URL or header carries only strings). */
export function invalidParamValues(schema: Schema, value: string | undefined): string[] {
  const around = value ?? '';
  const maxLength = asNumber(schema['maxLength']);
  const candidates = [
    'x',
    'NOT_AN_OPTION',
    `${around}x`,
    around.slice(0, -1),
    around.toUpperCase(),
    ` ${around}`,
    '0',
    '-1',
    '1.5',
    'true',
    'null',
    ...(maxLength === undefined ? [] : ['a'.repeat(maxLength + 1)]),
  ];
  return [...new Set(candidates)].filter((candidate) => candidate !== '' && !isValid(schema, candidate));
}
