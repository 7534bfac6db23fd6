/**
 * The browser's check of a form after a failed send: on every change, the errors a full check
 * (findErrors) of the same data gives, worked out from what the change can affect (issue 48).
 *
 * A form's list of groups (the landlord's 200 rentees) is checked item by item when the list is
 * independent (independentLists): no rule outside its items reads what the items hold, so an item's
 * errors follow from the item itself and the choices the form's conditions make (choicesOf), and
 * the list's own errors (too few, too many) from its length. The finder remembers each item's
 * errors, and a change is checked by validating the form's other answers with only the items that
 * changed in the list (the form's own precompiled validator, no other), and mapping those errors
 * alone. Any other change (the conditions choose differently, an item added or removed, a list
 * that is not independent) validates the whole list again, as findErrors does.
 *
 * submission.test.ts checks over random forms and random changes that every result is a full
 * check's; the form's data is never changed in place (a change copies the objects on its path),
 * which is what lets an unchanged object stand for its unchanged errors.
 */
import { createErrorMapper, errorPath, formPosition, type MappedError } from './errors.ts';
import { isAtOrUnder, segmentsToPointer } from './paths.ts';
import { choicesOf, isPlainObject, pruneHiddenData, type PruneMemory } from './resolve.ts';
import { applyComputed } from './computed.ts';
import { findErrors, holdComputedErrors, type SubmissionValidators } from './submission.ts';
import { computedRules } from './uiSchema.ts';
import type { AjvError, FormDefinition, FormSchema } from './types.ts';

export type ErrorFinder = <T>(data: T) => { data: T; errors: MappedError[] };

/** Keywords of the form's top-level schemas (the root, its allOf, then, else) the analysis knows. */
const KNOWN_AT_TOP = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'definitions',
  '$defs',
  'type',
  'required',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'properties',
  'additionalProperties',
  'allOf',
  'if',
  'then',
  'else',
  'dependencies',
  'anyOf',
  'oneOf',
  'not',
  'dateRangeOrder',
  'bicMatchesIban',
]);

/** Keywords a list's own schema may have for its items to be checked one by one. */
const KNOWN_ON_LIST = new Set([
  'type',
  'minItems',
  'maxItems',
  'items',
  'title',
  'description',
  '$comment',
  'default',
]);

/**
 * Whether a schema may read the property `key` anywhere inside: a schema naming it (as a property,
 * a required or dependent name, a rule's field: any text equal to it), or one that applies to
 * properties it does not name (`additionalProperties` or `unevaluatedProperties` as a schema,
 * `patternProperties`), or a `$ref` the analysis does not follow.
 */
function mentions(schema: unknown, key: string): boolean {
  if (typeof schema === 'string') return schema === key;
  if (Array.isArray(schema)) return schema.some((member) => mentions(member, key));
  if (!isPlainObject(schema)) return false;
  if ('$ref' in schema || 'patternProperties' in schema || 'unevaluatedProperties' in schema) return true;
  if ('additionalProperties' in schema && typeof schema['additionalProperties'] !== 'boolean') return true;
  if (Object.hasOwn(schema, key)) return true;
  return Object.values(schema).some((value) => mentions(value, key));
}

/**
 * The top-level lists of a form whose items can be checked one by one: every top-level schema that
 * speaks of the list says only its type, its length and its items' schema; no condition, choice
 * (`anyOf`, `oneOf`, `not`) or rule of ours reads it; no computed value is written into it. Anything
 * the analysis does not know makes no list independent (a full check is never wrong).
 */
export function independentLists(form: FormDefinition): string[] {
  const root = form.schema;
  const listSchemas = new Map<string, unknown[]>();
  const readers: unknown[] = [];
  const walk = (schema: unknown): boolean => {
    if (!isPlainObject(schema)) return schema === undefined || typeof schema === 'boolean';
    for (const [keyword, value] of Object.entries(schema)) {
      if (!KNOWN_AT_TOP.has(keyword)) return false;
      if (keyword === 'properties' && isPlainObject(value))
        for (const [key, property] of Object.entries(value))
          listSchemas.set(key, [...(listSchemas.get(key) ?? []), property]);
      else if (keyword === 'allOf') {
        if (!Array.isArray(value) || !value.every(walk)) return false;
      } else if (keyword === 'then' || keyword === 'else') {
        if (!walk(value)) return false;
      } else if (keyword === 'dependencies' && isPlainObject(value)) {
        for (const [key, dependency] of Object.entries(value)) {
          readers.push(key);
          if (!Array.isArray(dependency) && !walk(dependency)) return false;
        }
      } else if (keyword === 'additionalProperties') {
        if (typeof value !== 'boolean') return false;
      } else if (['if', 'anyOf', 'oneOf', 'not'].includes(keyword)) readers.push(value);
      else if (keyword === 'dateRangeOrder' || keyword === 'bicMatchesIban') readers.push(value);
    }
    return true;
  };
  if (!walk(root)) return [];
  const targets = computedRules(form.uiSchema).map((rule) => rule.target);
  return [...listSchemas].flatMap(([key, schemas]) => {
    const listLike = schemas.every(
      (schema) =>
        isPlainObject(schema) &&
        (schema['type'] === 'array' || schema['type'] === undefined) &&
        Object.keys(schema).every((keyword) => KNOWN_ON_LIST.has(keyword)) &&
        (schema['items'] === undefined || isPlainObject(schema['items'])),
    );
    const pointer = segmentsToPointer([key]);
    const written = targets.some((target) => isAtOrUnder(target, pointer));
    const staticType = (root.properties?.[key] as FormSchema | undefined)?.type;
    return listLike && staticType === 'array' && !written && !mentions(readers, key) ? [key] : [];
  });
}

/** What the finder remembers of one list: its errors for a length, and each item's. */
interface ListMemory {
  length: number;
  /** ajv's errors on the list itself (its length), for this length and these choices. */
  ownErrors: AjvError[];
  /** Each item as last checked and its errors, in the form's order. */
  items: { value: unknown; errors: MappedError[] }[];
}

/** A list in one check: the items validated this time (their places), or all of them. */
interface ListCheck {
  key: string;
  pointer: string;
  value: unknown[];
  memory: ListMemory | undefined;
  validated: number[];
  itemErrors: Map<number, AjvError[]>;
  ownErrors: AjvError[];
}

/**
 * findErrors for the browser (hidden fields dropped) that checks what a change can affect; see
 * above. Its result is findErrors' for the same data.
 */
export function createErrorFinder(form: FormDefinition, validators: SubmissionValidators): ErrorFinder {
  const root = form.schema;
  const mapErrors = createErrorMapper(root, form.uiSchema);
  const rules = computedRules(form.uiSchema);
  const lists = independentLists(form).map((key) => ({ key, pointer: segmentsToPointer([key]) }));
  const full: ErrorFinder = (data) => findErrors(form, data, validators, { hiddenFields: 'drop' }, mapErrors);
  if (lists.length === 0) return full;

  const pruneMemory: PruneMemory = new WeakMap();
  const firstPositions = new Map<string, number>();
  const firstPosition = (path: string): number => {
    let known = firstPositions.get(path);
    if (known === undefined)
      firstPositions.set(path, (known = formPosition(root, form.uiSchema, path)[0] ?? -1));
    return known;
  };
  let choices: string | null = null;
  const memories = new Map<string, ListMemory>();

  return <T>(data: T) => {
    const pruned = pruneHiddenData(root, data, validators.isValid, pruneMemory).data;
    const computed = applyComputed(pruned, rules);
    if (!isPlainObject(computed)) {
      memories.clear();
      return full(data);
    }
    const nowChoices = choicesOf(root, root, computed, validators.isValid);
    if (nowChoices !== choices) {
      memories.clear();
      choices = nowChoices;
    }

    // The form's other answers with, in each list, only the items to validate.
    const thin: Record<string, unknown> = { ...computed };
    const checks: ListCheck[] = [];
    for (const { key, pointer } of lists) {
      const value = computed[key];
      let memory = memories.get(key);
      if (!Array.isArray(value)) {
        memories.delete(key);
        continue;
      }
      if (memory && memory.length !== value.length) memory = undefined;
      const validated: number[] = [];
      for (let index = 0; index < value.length; index++)
        if (!memory || !Object.is(memory.items[index]?.value, value[index])) validated.push(index);
      thin[key] = memory ? validated.map((index) => value[index]) : value;
      checks.push({ key, pointer, value, memory, validated, itemErrors: new Map(), ownErrors: [] });
    }

    validators.validate.call(validators, thin);
    const otherErrors: AjvError[] = [];
    for (const error of validators.validate.errors ?? []) {
      const check = checks.find(({ pointer }) => isAtOrUnder(error.instancePath, pointer));
      if (!check) {
        otherErrors.push(error);
        continue;
      }
      if (error.instancePath === check.pointer) {
        check.ownErrors.push(error);
        continue;
      }
      const rest = error.instancePath.slice(check.pointer.length + 1);
      const slash = rest.indexOf('/');
      const place = Number(slash < 0 ? rest : rest.slice(0, slash));
      const index = check.memory ? (check.validated[place] as number) : place;
      const renamed = {
        ...error,
        instancePath: `${check.pointer}/${index}${slash < 0 ? '' : rest.slice(slash)}`,
      };
      const found = check.itemErrors.get(index);
      if (found) found.push(renamed);
      else check.itemErrors.set(index, [renamed]);
    }
    // An error of the other answers on a list or in it (the list missing, not allowed, named by a
    // rule) would share its fields with the list's own: the full check says which comes first.
    const onList = otherErrors.some((error) => {
      const path = errorPath(error);
      return checks.some(({ pointer }) => isAtOrUnder(path, pointer));
    });
    if (onList) {
      memories.clear();
      return full(data);
    }

    const answers = { data: computed, isValid: validators.isValid };
    const others = mapErrors(
      [...otherErrors, ...checks.flatMap((check) => check.memory?.ownErrors ?? check.ownErrors)],
      root,
      form.uiSchema,
      answers,
    );
    for (const check of checks) {
      const memory: ListMemory = check.memory ?? {
        length: check.value.length,
        ownErrors: check.ownErrors,
        items: [],
      };
      for (const index of check.validated)
        memory.items[index] = {
          value: check.value[index],
          errors: mapErrors(check.itemErrors.get(index) ?? [], root, form.uiSchema, answers),
        };
      memories.set(check.key, memory);
    }

    // In the form's order: the other answers' errors, each list's items in place of the list's.
    const ordered = [...checks].sort((a, b) => firstPosition(a.pointer) - firstPosition(b.pointer));
    const errors: MappedError[] = [];
    let next = 0;
    for (const check of ordered) {
      const at = firstPosition(check.pointer);
      while (next < others.length && firstPosition(firstSegment(others[next]!.path)) <= at)
        errors.push(others[next++]!);
      for (const item of memories.get(check.key)!.items) errors.push(...item.errors);
    }
    while (next < others.length) errors.push(others[next++]!);
    return { data: computed as T, errors: holdComputedErrors(errors, rules) };
  };
}

/** `/renteeInfo/3/firstName` → `/renteeInfo`. */
function firstSegment(path: string): string {
  const slash = path.indexOf('/', 1);
  return slash < 0 ? path : path.slice(0, slash);
}
