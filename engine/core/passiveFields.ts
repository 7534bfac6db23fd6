/**
 * Passive fields: fields whose value steers nothing. A condition of the schema (`if`, `dependencies`,
 * the choice between `oneOf`/`anyOf` options) reads some of the data; a field that none of them
 * reads, and that has no default, constant, list of allowed values or choice of its own, can take
 * any text, number or truth value without changing which branches the data selects or any default.
 * Typing into such a field changes that field and nothing else, which is what lets the form skip
 * recomputing the whole form's defaults for it (react/engine/EngineForm.tsx).
 *
 * The answer is conservative: anything the analysis does not understand (an unresolvable `$ref`, a
 * keyword it does not know inside a condition) makes the fields it may concern non-passive.
 */
import { fieldSchemaAt, resolveRef } from './resolve.ts';
import { segmentsToPointer } from './paths.ts';
import type { FormSchema } from './types.ts';

/** A path into the data where `ANY` stands for any array index or property name. */
type DataPattern = readonly (string | typeof ANY)[];
const ANY = Symbol('any segment');

interface ConditionReads {
  /** Data the conditions read as it is (a value, or the presence of a property). */
  exact: DataPattern[];
  /** Data the conditions read with everything below it (`const`, `enum`, unknown keywords). */
  subtree: DataPattern[];
}

/** Keywords a condition may use whose reads the analysis knows; any other reads the whole value. */
const KNOWN_IN_CONDITION = new Set([
  // Applicators and structure, handled one by one below.
  'properties',
  'required',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedProperties',
  'minProperties',
  'maxProperties',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'items',
  'additionalItems',
  'prefixItems',
  'contains',
  'unevaluatedItems',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  'const',
  'enum',
  'uniqueItems',
  // Read the value at the condition's own place only.
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minContains',
  'maxContains',
  // Annotations.
  'title',
  'description',
  '$comment',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  '$id',
  '$schema',
  'definitions',
  '$defs',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function schemasOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** What every condition of `root` may read, or null when the analysis cannot tell. */
function analyse(root: FormSchema): ConditionReads | null {
  const reads: ConditionReads = { exact: [], subtree: [] };
  let understood = true;

  const follow = (node: Record<string, unknown>, refs: readonly string[]): Record<string, unknown> | null => {
    if (typeof node.$ref !== 'string') return node;
    // A recursive schema applies its conditions at ever deeper places: not analysed.
    if (refs.includes(node.$ref)) {
      understood = false;
      return null;
    }
    try {
      return resolveRef(node as FormSchema, root) as Record<string, unknown>;
    } catch {
      understood = false;
      return null;
    }
  };

  /** A schema a condition reads with, at the data place `path`. */
  const read = (value: unknown, path: DataPattern, refs: readonly string[]): void => {
    reads.exact.push(path);
    if (!isObject(value)) return; // true/false: the presence of the value, read above
    const node = follow(value, refs);
    if (!node) return;
    const nextRefs = typeof value.$ref === 'string' ? [...refs, value.$ref] : refs;
    const child = (segment: string | typeof ANY): DataPattern => [...path, segment];
    if (Object.keys(node).some((keyword) => !KNOWN_IN_CONDITION.has(keyword))) reads.subtree.push(path);
    if ('const' in node || 'enum' in node || node.uniqueItems === true) reads.subtree.push(path);
    for (const [name, schema] of Object.entries(isObject(node.properties) ? node.properties : {}))
      read(schema, child(name), nextRefs);
    for (const name of Array.isArray(node.required) ? node.required : [])
      reads.exact.push(child(String(name)));
    for (const keyword of ['dependencies', 'dependentRequired', 'dependentSchemas'])
      for (const [name, dependency] of Object.entries(isObject(node[keyword]) ? node[keyword] : {})) {
        reads.exact.push(child(name));
        if (Array.isArray(dependency)) for (const other of dependency) reads.exact.push(child(String(other)));
        else read(dependency, path, nextRefs);
      }
    if (isObject(node.patternProperties))
      for (const schema of Object.values(node.patternProperties)) read(schema, child(ANY), nextRefs);
    for (const keyword of ['additionalProperties', 'propertyNames', 'unevaluatedProperties'])
      if (keyword in node) read(node[keyword], child(ANY), nextRefs);
    if ('minProperties' in node || 'maxProperties' in node) reads.exact.push(child(ANY));
    for (const keyword of ['items', 'additionalItems', 'prefixItems', 'contains', 'unevaluatedItems'])
      for (const schema of schemasOf(node[keyword])) read(schema, child(ANY), nextRefs);
    for (const keyword of ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'])
      for (const schema of schemasOf(node[keyword])) read(schema, path, nextRefs);
  };

  /** A schema that applies to the data at `path`: finds the conditions in it. */
  const apply = (value: unknown, path: DataPattern, refs: readonly string[]): void => {
    if (!isObject(value)) return;
    const node = follow(value, refs);
    if (!node) return;
    const nextRefs = typeof value.$ref === 'string' ? [...refs, value.$ref] : refs;
    const child = (segment: string | typeof ANY): DataPattern => [...path, segment];
    if ('if' in node) read(node.if, path, nextRefs);
    for (const keyword of ['oneOf', 'anyOf'])
      for (const option of schemasOf(node[keyword])) {
        read(option, path, nextRefs);
        apply(option, path, nextRefs);
      }
    if (isObject(node.discriminator) && typeof node.discriminator.propertyName === 'string')
      reads.exact.push(child(node.discriminator.propertyName));
    for (const keyword of ['dependencies', 'dependentRequired', 'dependentSchemas'])
      for (const [name, dependency] of Object.entries(isObject(node[keyword]) ? node[keyword] : {})) {
        reads.exact.push(child(name));
        if (!Array.isArray(dependency)) apply(dependency, path, nextRefs);
      }
    for (const keyword of ['allOf', 'not', 'then', 'else'])
      for (const schema of schemasOf(node[keyword])) apply(schema, path, nextRefs);
    for (const [name, schema] of Object.entries(isObject(node.properties) ? node.properties : {}))
      apply(schema, child(name), nextRefs);
    if (isObject(node.patternProperties))
      for (const schema of Object.values(node.patternProperties)) apply(schema, child(ANY), nextRefs);
    for (const keyword of ['additionalProperties', 'unevaluatedProperties', 'items', 'additionalItems'])
      for (const schema of schemasOf(node[keyword])) apply(schema, child(ANY), nextRefs);
    for (const keyword of ['prefixItems', 'contains', 'unevaluatedItems'])
      for (const schema of schemasOf(node[keyword])) apply(schema, child(ANY), nextRefs);
  };

  apply(root, [], []);
  return understood ? reads : null;
}

function matches(pattern: DataPattern, segments: readonly string[], length: number): boolean {
  for (let index = 0; index < length; index++) {
    const part = pattern[index];
    if (part !== ANY && part !== segments[index]) return false;
  }
  return true;
}

/** Keywords that make a field's value matter beyond itself (defaults, fixed or listed values, choices). */
const ACTIVE_KEYWORDS = ['default', 'const', 'enum', 'oneOf', 'anyOf', '$ref', 'if', 'dependencies'];

const analyses = new WeakMap<FormSchema, ConditionReads | null>();
const answers = new WeakMap<FormSchema, Map<string, boolean>>();

/**
 * Whether the field at `segments` is passive in `root`: no condition reads it (or anything below or
 * above it as a whole), its schema (every branch merged) is a text, number or truth-value field with
 * no default, constant, enumeration or choice, and it is an object's property (not an array's item).
 * Remembered per root schema.
 */
export function isPassiveField(root: FormSchema, segments: readonly (string | number)[]): boolean {
  const path = segments.map(String);
  const pointer = segmentsToPointer(path);
  let known = answers.get(root);
  if (!known) answers.set(root, (known = new Map()));
  const answer = known.get(pointer);
  if (answer !== undefined) return answer;

  let reads = analyses.get(root);
  if (reads === undefined) analyses.set(root, (reads = analyse(root)));
  const passive = ((): boolean => {
    if (!reads || path.length === 0 || /^\d+$/.test(path[path.length - 1] ?? '')) return false;
    if (reads.exact.some((pattern) => pattern.length === path.length && matches(pattern, path, path.length)))
      return false;
    if (
      reads.subtree.some((pattern) => pattern.length <= path.length && matches(pattern, path, pattern.length))
    )
      return false;
    const field = fieldSchemaAt(root, pointer);
    if (!field || ACTIVE_KEYWORDS.some((keyword) => keyword in field)) return false;
    const types = Array.isArray(field.type) ? field.type : [field.type];
    return types.every(
      (type) => type === 'string' || type === 'number' || type === 'integer' || type === 'boolean',
    );
  })();
  known.set(pointer, passive);
  return passive;
}
