/**
 * Resolving a schema against data: local `$ref`s, `allOf`, `if`/`then`/`else` and `dependencies`
 * merged into one object schema, the way RJSF shows the form. Used to drop the data of fields that
 * the current data hides (the browser before submit, the server refusing unknown fields), and to
 * look a field's schema up by path.
 */
import { pointerToSegments } from './paths.ts';
import type { FormSchema } from './types.ts';

/** Says whether data is valid against a (sub)schema of the root: ajv at run time or precompiled. */
export type IsValid = (schema: FormSchema, data: unknown) => boolean;

export function resolveRef(schema: FormSchema, root: FormSchema): FormSchema {
  let current = schema;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (seen.has(ref)) throw new Error(`schema: circular $ref ${ref}`);
    seen.add(ref);
    const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(ref);
    const target = match
      ? (root[match[1] as string] as Record<string, FormSchema> | undefined)?.[match[2] as string]
      : undefined;
    if (!target) throw new Error(`schema: cannot resolve $ref ${ref}`);
    const { $ref: _ignored, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Merges `extra` into `base`: properties deep-merged, `required` united, other keywords from extra. */
export function mergeSchemas(base: FormSchema, extra: FormSchema): FormSchema {
  const merged: FormSchema = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    if (key === 'required' && Array.isArray(existing) && Array.isArray(value)) {
      merged.required = [...new Set([...(existing as string[]), ...(value as string[])])];
    } else if (isPlainObject(existing) && isPlainObject(value)) {
      merged[key] = mergeSchemas(existing as FormSchema, value as FormSchema);
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

/** The keywords `resolveSchema` merges away. */
const CONDITIONAL_KEYWORDS = ['allOf', 'if', 'then', 'else', 'dependencies'] as const;

const hasConditions = (schema: FormSchema) => CONDITIONAL_KEYWORDS.some((keyword) => keyword in schema);

/**
 * One schema with the branches that `data` selects merged in. With `isValid` undefined every
 * branch is merged (a static view: all properties a form can ever show).
 *
 * The merge depends only on which branches the data selects, so it is remembered per schema node
 * and those choices (`choicesIn`): every submit and every change after a failed one resolves the
 * same few combinations again (the landlord form's five conditions), and only the conditions are
 * evaluated anew. The schema returned may be shared: callers read it and never change it.
 */
export function resolveSchema(
  schema: FormSchema,
  root: FormSchema,
  data: unknown,
  isValid?: IsValid,
): FormSchema {
  const referenced = resolveRef(schema, root);
  // Nothing to merge: the schema as it is (no copy; pruning 200 rentees resolves 800 of them).
  if (!hasConditions(referenced)) return referenced;
  const choices = isValid ? choicesIn(referenced, root, data, isValid) : 'static';
  let byRoot = remembered.get(root);
  if (!byRoot) remembered.set(root, (byRoot = new WeakMap()));
  let byChoices = byRoot.get(schema);
  if (!byChoices) byRoot.set(schema, (byChoices = new Map()));
  let resolved = byChoices.get(choices);
  if (!resolved) {
    resolved = mergeBranches(referenced, root, data, isValid);
    if (byChoices.size < MAX_REMEMBERED_A_NODE) byChoices.set(choices, resolved);
  }
  return resolved;
}

/** Merged schemas by root, schema node and the choices the data made in it. */
const remembered = new WeakMap<FormSchema, WeakMap<FormSchema, Map<string, FormSchema>>>();
/** A node with many independent conditions has 2^n combinations: only this many are kept. */
const MAX_REMEMBERED_A_NODE = 64;

/**
 * The choices `data` makes in a schema, in the order resolveSchemaAfresh makes them: a digit for
 * each condition met or not and each dependency's property present or not, then the choices inside
 * what was chosen. The walk is the same for the same choices, so the digits name one merge.
 */
function choicesIn(referenced: FormSchema, root: FormSchema, data: unknown, isValid: IsValid): string {
  const inside = (schema: FormSchema | undefined) => {
    if (!schema) return '';
    const resolved = resolveRef(schema, root);
    return hasConditions(resolved) ? choicesIn(resolved, root, data, isValid) : '';
  };
  let choices = '';
  for (const member of referenced.allOf ?? []) choices += inside(member);
  if (referenced.if) {
    const met = isValid(referenced.if, data);
    choices += (met ? '1' : '0') + inside(met ? referenced.then : referenced.else);
  }
  for (const [property, dependency] of Object.entries(referenced.dependencies ?? {})) {
    const present = isPlainObject(data) && data[property] !== undefined;
    choices += present ? '1' : '0';
    if (present && !Array.isArray(dependency)) choices += inside(dependency as FormSchema);
  }
  return choices;
}

/**
 * The choices `data` makes in a schema's conditions (see choicesIn): the same string, the same
 * branches apply. '' for a schema without conditions.
 */
export function choicesOf(schema: FormSchema, root: FormSchema, data: unknown, isValid: IsValid): string {
  const referenced = resolveRef(schema, root);
  return hasConditions(referenced) ? choicesIn(referenced, root, data, isValid) : '';
}

/** resolveSchema without its memory: the merge itself (and what tests check the memory against). */
export function resolveSchemaAfresh(
  schema: FormSchema,
  root: FormSchema,
  data: unknown,
  isValid?: IsValid,
): FormSchema {
  const referenced = resolveRef(schema, root);
  return hasConditions(referenced) ? mergeBranches(referenced, root, data, isValid) : referenced;
}

/** The branches of a schema with conditions (its `$ref` resolved) that `data` selects, merged in. */
function mergeBranches(
  referenced: FormSchema,
  root: FormSchema,
  data: unknown,
  isValid?: IsValid,
): FormSchema {
  const { allOf, if: condition, then: thenBranch, else: elseBranch, dependencies, ...rest } = referenced;
  let resolved: FormSchema = rest;
  for (const member of allOf ?? []) {
    resolved = mergeSchemas(resolved, resolveSchemaAfresh(member, root, data, isValid));
  }
  if (condition) {
    const branches = isValid
      ? [isValid(condition, data) ? thenBranch : elseBranch]
      : [thenBranch, elseBranch];
    for (const branch of branches) {
      if (branch) resolved = mergeSchemas(resolved, resolveSchemaAfresh(branch, root, data, isValid));
    }
  }
  for (const [property, dependency] of Object.entries(dependencies ?? {})) {
    const present = isPlainObject(data) && data[property] !== undefined;
    if (isValid && !present) continue;
    resolved = Array.isArray(dependency)
      ? mergeSchemas(resolved, { required: dependency })
      : mergeSchemas(resolved, resolveSchemaAfresh(dependency, root, data, isValid));
  }
  return resolved;
}

export interface PruneResult<T> {
  /** The data with every field the schema does not show for this data removed. */
  data: T;
  /** JSON pointers of the removed fields that held a value. */
  removed: string[];
}

/**
 * Drops the data of fields that are hidden for this data (or unknown to the schema). Undefined
 * values and empty texts are dropped silently (an emptied field is a missing one, so a required
 * field says "required", not "too short"); anything else dropped is listed in `removed`.
 */
/**
 * What pruneHiddenData remembers between calls (createErrorFinder's): each object's pruned copy by
 * the schema and place it was pruned at. Form data is never changed in place (a change copies the
 * objects on its path), so an object pruned again against the same schema node gives the same copy.
 */
export type PruneMemory = WeakMap<
  object,
  { schema: FormSchema; pointer: string; data: unknown; removed: readonly string[] }
>;

export function pruneHiddenData<T>(
  root: FormSchema,
  data: T,
  isValid: IsValid,
  memory?: PruneMemory,
): PruneResult<T> {
  const removed: string[] = [];
  const prune = (schema: FormSchema, value: unknown, pointer: string): unknown => {
    const remembered = memory && isPlainObject(value) ? memory.get(value) : undefined;
    if (remembered && remembered.schema === schema && remembered.pointer === pointer) {
      removed.push(...remembered.removed);
      return remembered.data;
    }
    const removedBefore = removed.length;
    const pruned = pruneOnce(schema, value, pointer);
    if (memory && isPlainObject(value))
      memory.set(value, { schema, pointer, data: pruned, removed: removed.slice(removedBefore) });
    return pruned;
  };
  const pruneOnce = (schema: FormSchema, value: unknown, pointer: string): unknown => {
    const resolved = resolveSchema(schema, root, value, isValid);
    if (Array.isArray(value)) {
      const items = resolved.items;
      return items ? value.map((item, index) => prune(items, item, `${pointer}/${index}`)) : value;
    }
    if (isPlainObject(value) && resolved.properties) {
      const open = resolved.additionalProperties !== undefined && resolved.additionalProperties !== false;
      const kept: Record<string, unknown> = {};
      for (const [key, fieldValue] of Object.entries(value)) {
        if (fieldValue === undefined || fieldValue === '') continue;
        const fieldSchema = resolved.properties[key];
        const fieldPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (fieldSchema) kept[key] = prune(fieldSchema, fieldValue, fieldPointer);
        else if (open) kept[key] = fieldValue;
        else removed.push(fieldPointer);
      }
      return kept;
    }
    return value;
  };
  return { data: prune(root, data, '') as T, removed };
}

const fieldSchemas = new WeakMap<FormSchema, Map<string, FormSchema | undefined>>();

/**
 * The schema of the field at a pointer, every branch merged (static view). It depends only on the
 * root schema and the pointer, so it is remembered per root: mapping 600 errors after a failed
 * submit of 200 rentees would otherwise merge the root's branches 600 times per keystroke.
 */
export function fieldSchemaAt(root: FormSchema, pointer: string): FormSchema | undefined {
  let known = fieldSchemas.get(root);
  if (!known) fieldSchemas.set(root, (known = new Map()));
  if (known.has(pointer)) return known.get(pointer);
  let current: FormSchema | undefined = resolveSchema(root, root, undefined);
  for (const segment of pointerToSegments(pointer)) {
    if (!current) break;
    const next: FormSchema | undefined =
      /^\d+$/.test(segment) && current.items ? current.items : current.properties?.[segment];
    current = next ? resolveSchema(next, root, undefined) : undefined;
  }
  known.set(pointer, current);
  return current;
}
