/**
 * The checks of `schemas:check` that catch a form that compiles and names only real things, yet
 * breaks in use: a property the form would not show (RJSF refuses to render an object whose
 * `ui:order` leaves one out), a conditional property its object would refuse, date bounds the
 * browser and the server disagree on, a confirmation checkbox that starts ticked. Each problem
 * says what to do, in words a form author can act on (schemas/README.md, "When the check says no").
 */
import { fieldSchemaAt, resolveRef, resolveSchema } from '../core/resolve.ts';
import { isConfirmation } from '../core/confirmation.ts';
import type { FormSchema, UiSchema } from '../core/types.ts';

export interface RuleProblem {
  /** `schema` or `ui`: which of the form's two files to change. */
  in: 'schema' | 'ui';
  path: string;
  problem: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every object of the schema with its JSON pointer (array items as `/0`), every branch merged. */
function eachObject(root: FormSchema, visit: (pointer: string, own: FormSchema, merged: FormSchema) => void) {
  const walk = (schema: FormSchema, pointer: string, depth: number) => {
    if (depth > 20) return;
    const own = resolveRef(schema, root);
    const merged = resolveSchema(schema, root, undefined);
    if (merged.properties) {
      visit(pointer, own, merged);
      for (const [name, child] of Object.entries(merged.properties))
        walk(child, `${pointer}/${name}`, depth + 1);
    }
    if (merged.items && isPlainObject(merged.items)) walk(merged.items, `${pointer}/0`, depth + 1);
  };
  walk(root, '', 0);
}

/** The UI node of a data pointer (`/a/0/b` → `ui.a.items.b`), or undefined. */
function uiNodeAt(uiSchema: UiSchema, pointer: string): UiSchema | undefined {
  let node: unknown = uiSchema;
  for (const segment of pointer.split('/').slice(1)) {
    if (!isPlainObject(node)) return undefined;
    node = /^\d+$/.test(segment) ? node['items'] : node[segment];
  }
  return isPlainObject(node) ? node : undefined;
}

const uiPath = (pointer: string) => pointer.replace(/\/0(?=\/|$)/g, '/items');

/**
 * RJSF throws "uiSchema order list does not contain …" and shows nothing when an object's
 * `ui:order` has no `*` and leaves out a property the object can have (a conditional one too).
 */
function orderProblems(schema: FormSchema, uiSchema: UiSchema): RuleProblem[] {
  const problems: RuleProblem[] = [];
  eachObject(schema, (pointer, _own, merged) => {
    const order = uiNodeAt(uiSchema, pointer)?.['ui:order'];
    if (!Array.isArray(order) || order.includes('*')) return;
    for (const name of Object.keys(merged.properties ?? {})) {
      if (!order.includes(name))
        problems.push({
          in: 'ui',
          path: `${uiPath(pointer)}/ui:order`,
          problem: `"${name}" is not in ui:order, so the form would not show at all (the page breaks): add "${name}" to the list where it should appear, or add "*" for every property not listed`,
        });
    }
  });
  return problems;
}

/**
 * A property that lives only in an `if`/`then` branch (or `dependencies`) is refused by its object
 * when the object's `propertyNames` does not list it, or when the object says
 * `additionalProperties: false`: the field shows, and every answer to it is refused.
 */
function conditionalPropertyProblems(schema: FormSchema): RuleProblem[] {
  const problems: RuleProblem[] = [];
  eachObject(schema, (pointer, own, merged) => {
    const allowed = isPlainObject(merged['propertyNames']) ? merged['propertyNames']['enum'] : undefined;
    const unconditional = Object.keys(own.properties ?? {});
    for (const name of Object.keys(merged.properties ?? {})) {
      if (Array.isArray(allowed) && !allowed.includes(name))
        problems.push({
          in: 'schema',
          path: `${pointer}/propertyNames/enum`,
          problem: `"${name}" is not in propertyNames, so an answer to it would always be refused: add "${name}" to the list`,
        });
      else if (own.additionalProperties === false && !unconditional.includes(name))
        problems.push({
          in: 'schema',
          path: `${pointer}/additionalProperties`,
          problem: `"${name}" is shown under a condition, but additionalProperties: false refuses every property not in the object's own properties: replace additionalProperties with propertyNames listing every allowed name (schemas/README.md)`,
        });
    }
  });
  return problems;
}

/** The date fields of the schema with their pointers (array items as `/0`). */
function eachDateField(root: FormSchema, visit: (pointer: string, field: FormSchema) => void) {
  eachObject(root, (pointer, _own, merged) => {
    for (const name of Object.keys(merged.properties ?? {})) {
      const field = fieldSchemaAt(root, `${pointer}/${name}`);
      if (field?.format === 'date') visit(`${pointer}/${name}`, field);
    }
  });
}

const BOUNDS = [
  { option: 'minDate', keyword: 'dateMinimum' },
  { option: 'maxDate', keyword: 'dateMaximum' },
] as const;

/**
 * A date's bounds are written once, in the schema (`dateMinimum`, `dateMaximum`): the server holds
 * them and the date picker reads them (`withSchemaDateBounds`). A bound also written in the UI
 * schema is either the same (say it once) or different (the browser and the server disagree).
 */
function dateBoundProblems(schema: FormSchema, uiSchema: UiSchema): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const seen = new Set<string>();
  const compare = (uiPointer: string, options: unknown, field: FormSchema) => {
    if (!isPlainObject(options)) return;
    for (const { option, keyword } of BOUNDS) {
      const written = options[option];
      if (written === undefined) continue;
      const at = `${uiPointer}/ui:options/${option}`;
      const key = `${at}|${String(field[keyword])}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const held = field[keyword];
      if (held === undefined)
        problems.push({
          in: 'ui',
          path: at,
          problem: `the date picker allows only dates ${option === 'minDate' ? 'from' : 'up to'} ${String(written)}, but the schema has no ${keyword}, so the server accepts any date: move the bound to the schema as "${keyword}": "${String(written)}" and remove it here`,
        });
      else if (held !== written)
        problems.push({
          in: 'ui',
          path: at,
          problem: `${option} "${String(written)}" disagrees with the schema's ${keyword} "${String(held)}": remove ${option} here; the date picker reads the schema's bound`,
        });
      else
        problems.push({
          in: 'ui',
          path: at,
          problem: `${option} repeats the schema's ${keyword} "${String(held)}": remove it here; the date picker reads the schema's bound, so it is written once`,
        });
    }
  };
  eachDateField(schema, (pointer, field) => {
    compare(uiPath(pointer), uiNodeAt(uiSchema, pointer)?.['ui:options'], field);
    // A date range's bounds on the object bound both of its dates.
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    const parentUi = uiNodeAt(uiSchema, parent);
    if (parentUi?.['ui:field'] === 'dateRange') compare(uiPath(parent), parentUi['ui:options'], field);
  });
  return problems;
}

/**
 * A confirmation ("I confirm the information is correct") is `type: boolean, const: true`, in
 * `required`, with widget `confirm`. It must start unticked: a person confirms by ticking it.
 */
function confirmationProblems(schema: FormSchema, uiSchema: UiSchema): RuleProblem[] {
  const problems: RuleProblem[] = [];
  eachObject(schema, (pointer, _own, merged) => {
    for (const [name, child] of Object.entries(merged.properties ?? {})) {
      const field = resolveRef(child, schema);
      const at = `${pointer}/${name}`;
      const widget = uiNodeAt(uiSchema, at)?.['ui:widget'];
      if (widget === 'confirm' && !isConfirmation(field))
        problems.push({
          in: 'schema',
          path: `${pointer}/properties/${name}`,
          problem: `the confirmation checkbox "${name}" needs "type": "boolean" and "const": true, or a person can send the form without ticking it`,
        });
      if (!isConfirmation(field)) continue;
      if (field.default !== undefined)
        problems.push({
          in: 'schema',
          path: `${pointer}/properties/${name}/default`,
          problem: `the confirmation "${name}" would start ticked: remove "default", so that the person ticks it themselves`,
        });
      if (widget !== 'confirm' && widget !== 'hidden')
        problems.push({
          in: 'ui',
          path: `${uiPath(at)}/ui:widget`,
          problem: `"${name}" must be ticked (const true): give it "ui:widget": "confirm", the checkbox with its own error message`,
        });
      if (!(merged.required ?? []).includes(name))
        problems.push({
          in: 'schema',
          path: `${pointer}/required`,
          problem: `the confirmation "${name}" is not required, so the form can be sent without it: add "${name}" to required`,
        });
    }
  });
  return problems;
}

export function formRuleProblems(schema: FormSchema, uiSchema: UiSchema): RuleProblem[] {
  return [
    ...orderProblems(schema, uiSchema),
    ...conditionalPropertyProblems(schema),
    ...dateBoundProblems(schema, uiSchema),
    ...confirmationProblems(schema, uiSchema),
  ];
}
