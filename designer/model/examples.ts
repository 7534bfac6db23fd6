/**
 * Keeping a form's examples true as it changes (schemas/README.md, "Examples"): a value for every
 * field a valid example must have, and for each rule of a field an invalid example that breaks
 * exactly that rule, with the errors it gives written to `expected-errors.json` (computed by the
 * same code the check runs, engine/build/checkForm.ts).
 */
import { MINIMUM_EXAMPLES } from '../../engine/build/checkContext.ts';
import { exampleChecker } from '../../engine/build/checkForm.ts';
import { UNKNOWN_FIELD_CODE } from '../../engine/core/errorCodes.ts';
import { pointerToSegments } from '../../engine/core/paths.ts';
import { fieldSchemaAt } from '../../engine/core/resolve.ts';
import type { FormSchema, UiSchema } from '../../engine/core/types.ts';
import { setAt } from './jsonEdit.ts';
import { outlineOf, type FieldNode, type Outline } from './outline.ts';
import { formFile, json, type Files } from './workspace.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value of each format that its rule accepts, and one that it refuses. */
const FORMAT_VALUES: Record<string, { good: string; bad: string }> = {
  hetu: { good: '131052-308T', bad: '131052-308X' },
  'business-id': { good: '0737546-2', bad: '0737546-3' },
  'hetu-or-business-id': { good: '131052-308T', bad: '131052-308X' },
  'reference-number': { good: '1232', bad: '1233' },
  iban: { good: 'FI2112345600000785', bad: 'FI2112345600000786' },
  bic: { good: 'NDEAFIHH', bad: 'NDEA' },
  phone: { good: '040 1234567', bad: 'x1' },
  email: { good: 'matti.meikalainen@example.fi', bad: 'matti.example.fi' },
  'free-text': { good: 'Esimerkki', bad: '<b>' },
  'free-text-multiline': { good: 'Esimerkki', bad: '<b>' },
  'attachment-filename': { good: 'liite.pdf', bad: 'liite.exe' },
  'euro-amount': { good: '100,00', bad: '100,001' },
  'year-month': { good: '2026-01', bad: '2026-13' },
  'typed-date': { good: '15.01.2026', bad: '31.02.2026' },
  date: { good: '2026-01-15', bad: '2026-02-30' },
};

function sampleDate(schema: Json): string {
  if (schema.dateMinimum === 'today') return '2099-12-31';
  if (schema.dateMaximum === 'today') return '2020-01-15';
  if (typeof schema.dateMinimum === 'string') return schema.dateMinimum;
  if (typeof schema.dateMaximum === 'string') return schema.dateMaximum;
  return '2026-01-15';
}

/** A value the field's own schema accepts (its required parts filled in). */
export function sampleValue(schema: Json, requiredOnly = false): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : false;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.maximum === 'number'
          ? Math.min(0, schema.maximum)
          : 0;
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      const count = typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
      if (Array.isArray(items.enum)) return items.enum.slice(0, count);
      return Array.from({ length: count }, () => sampleValue(items, requiredOnly));
    }
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      const value: Json = {};
      for (const [name, property] of Object.entries(properties))
        if (isObject(property) && (!requiredOnly || required.includes(name)))
          value[name] = sampleValue(property, requiredOnly);
      return value;
    }
    default: {
      if (schema.format === 'date') return sampleDate(schema);
      let text = (typeof schema.format === 'string' && FORMAT_VALUES[schema.format]?.good) || 'Esimerkki';
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        text = ['00100', 'Esimerkki', 'ABC', '1'].find((candidate) => pattern.test(candidate)) ?? text;
      }
      if (typeof schema.maxLength === 'number') text = text.slice(0, schema.maxLength);
      return text;
    }
  }
}

/** A data pointer (`/tenants/0/name`) as a path of an example's JSON (rows as numbers). */
export const examplePath = (pointer: string): (string | number)[] =>
  pointerToSegments(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/**
 * The value that makes an error of an example go: none for a field the form does not take there
 * (unknown, or hidden by the answers), else a value its field accepts (a required part filled in
 * where there was nothing).
 */
export function fittingValue(schema: FormSchema, pointer: string, code: string, current: unknown): unknown {
  const field = fieldSchemaAt(schema, pointer);
  if (code === UNKNOWN_FIELD_CODE || !field) return undefined;
  return sampleValue(field as Json, current === undefined);
}

/**
 * A valid example built from the fields' own schemas, made to pass the form's conditions too: a
 * field the answers show and require gets a value, a field they hide loses its value. Undefined
 * when a few rounds of that do not make it valid.
 */
function settle(
  data: Json,
  schema: FormSchema,
  errorsOf: (data: unknown) => Record<string, string>,
): Json | undefined {
  for (let round = 0; round < 4; round++) {
    const errors = Object.entries(errorsOf(data));
    if (errors.length === 0) return data;
    for (const [pointer, code] of errors) {
      const path = examplePath(pointer);
      setIn(data, path, fittingValue(schema, pointer, code, getIn(data, path)));
    }
  }
  return Object.keys(errorsOf(data)).length === 0 ? data : undefined;
}

/** The data path of a field: a repeating group's row is its first row. */
export function dataPath(field: FieldNode): (string | number)[] {
  return field.id
    .split('/')
    .slice(1)
    .map((segment, index, all) => (segment === 'items' && index < all.length - 1 ? 0 : segment));
}

function setIn(data: unknown, path: readonly (string | number)[], value: unknown): boolean {
  let node = data;
  for (const segment of path.slice(0, -1)) {
    node = (node as Record<string | number, unknown> | undefined)?.[segment];
    if (node === null || typeof node !== 'object') return false;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete (node as Record<string | number, unknown>)[last];
  else (node as Record<string | number, unknown>)[last] = value;
  return true;
}

function getIn(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const segment of path) node = (node as Record<string | number, unknown> | undefined)?.[segment];
  return node;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

interface InvalidCase {
  name: string;
  change: (data: unknown) => boolean;
}

/** For each rule of a field, the change that breaks exactly it. */
function invalidCases(field: FieldNode, schema: Json, parentSchema: Json): InvalidCase[] {
  const path = dataPath(field);
  const base = `invalid-${kebab(field.name)}`;
  const set = (value: unknown) => (data: unknown) => setIn(data, path, value);
  const cases: InvalidCase[] = [];
  if (field.required) cases.push({ name: `${base}-missing`, change: set(undefined) });
  if (schema.const === true) cases.push({ name: `${base}-not-confirmed`, change: set(false) });
  if (Array.isArray(schema.enum)) cases.push({ name: `${base}-unknown-choice`, change: set('x-unknown') });
  if (typeof schema.format === 'string' && FORMAT_VALUES[schema.format])
    cases.push({ name: `${base}-bad-format`, change: set(FORMAT_VALUES[schema.format]!.bad) });
  if (typeof schema.maxLength === 'number' && schema.type === 'string')
    cases.push({ name: `${base}-too-long`, change: set('a'.repeat(schema.maxLength + 1)) });
  if (typeof schema.minimum === 'number')
    cases.push({ name: `${base}-too-small`, change: set(schema.minimum - 1) });
  if (typeof schema.maximum === 'number')
    cases.push({ name: `${base}-too-large`, change: set(schema.maximum + 1) });
  const pair = parentSchema.bicMatchesIban;
  if (isObject(pair) && pair.bic === field.name)
    cases.push({ name: `${base}-other-country`, change: set('DEUTDEFF') });
  return cases;
}

export interface ExampleUpdate {
  files: Files;
  /** Examples (valid, or invalid for another reason) that got a value for a required field. */
  completed: string[];
  /** Invalid examples written. */
  added: string[];
}

function schemaAt(schema: unknown, path: readonly (string | number)[]): Json {
  let node = schema;
  for (const segment of path) node = (node as Json | undefined)?.[segment as string];
  return isObject(node) ? node : {};
}

/** The fields an example can hold whatever the data: not defined only under a condition, nor inside such a field. */
function unconditionalFields(outline: Outline): FieldNode[] {
  const fields: FieldNode[] = [];
  const walk = (nodes: readonly FieldNode[]) => {
    for (const node of nodes)
      if (!node.conditional) {
        fields.push(node);
        walk(node.children);
      }
  };
  walk(outline.steps.flatMap((step) => step.fields));
  return fields;
}

/**
 * Brings the examples up to the form: missing valid examples are written up to the two a form needs
 * (one with every field, one with the required ones), each valid example gets a value for a
 * required field it lacks, and each rule of each field gets an invalid example that breaks only it,
 * unless one of that name exists.
 */
export function completeExamples(files: Files, form: string): ExampleUpdate {
  const schema = json<FormSchema>(files, formFile.schema(form));
  const ui = json<UiSchema>(files, formFile.ui(form));
  const outline = outlineOf(files, form);
  const folder = formFile.examples(form);
  const expectedPath = `${folder}expected-errors.json`;
  let next: Files = files;
  const completed: string[] = [];
  const added: string[] = [];
  const write = (name: string, data: unknown) => {
    next = { ...next, [`${folder}${name}.json`]: `${JSON.stringify(data, null, 2)}\n` };
  };
  const names = () =>
    Object.keys(next)
      .filter((path) => path.startsWith(folder) && path !== expectedPath)
      .map((path) => path.slice(folder.length, -'.json'.length));
  const fields = unconditionalFields(outline);
  let checker: ((data: unknown) => Record<string, string>) | undefined;
  const errorsOf = () => (checker ??= exampleChecker(form, schema, ui));
  const fieldSchema = (field: FieldNode) => schemaAt(schema, field.schemaPath);
  const full = () => {
    const data: Json = {};
    for (const field of fields.filter((candidate) => candidate.parent.id === ''))
      data[field.name] = sampleValue(fieldSchema(field));
    return data;
  };

  // Too few valid examples: one with every field, one with the required ones (those not yet there).
  const minimal = () => {
    const data: Json = {};
    for (const field of fields.filter((candidate) => candidate.parent.id === '' && candidate.required))
      data[field.name] = sampleValue(fieldSchema(field), true);
    return data;
  };
  for (const [name, data] of [
    ['valid-all-fields', full],
    ['valid-required-fields', minimal],
  ] as const) {
    const valid = names().filter((candidate) => candidate.startsWith('valid'));
    if (valid.length >= MINIMUM_EXAMPLES.valid || valid.includes(name)) continue;
    const settled = settle(data(), schema, errorsOf());
    if (!settled) continue;
    write(name, settled);
    completed.push(name);
  }
  // Every example gets a value for a required field it lacks, but for an invalid example about that
  // very field (its expected errors name the field): there the missing value is the point.
  const expectedErrors = next[expectedPath]
    ? json<Record<string, Record<string, string>>>(next, expectedPath)
    : {};
  for (const name of names()) {
    const data = structuredClone(json(next, `${folder}${name}.json`)) as Json;
    const about = Object.keys(expectedErrors[name] ?? {});
    let changed = false;
    for (const field of fields) {
      const pointer = `/${dataPath(field).join('/')}`;
      if (about.some((path) => path === pointer || path.startsWith(`${pointer}/`))) continue;
      if (
        field.required &&
        getIn(data, dataPath(field)) === undefined &&
        setIn(data, dataPath(field), sampleValue(fieldSchema(field), true))
      )
        changed = true;
    }
    if (changed) {
      write(name, data);
      if (!completed.includes(name)) completed.push(name);
    }
  }

  // Each invalid example starts from a valid one (by name, so that the outcome does not depend on
  // the order the files were read in) where the change gives errors about that field only.
  const validNames = names()
    .filter((name) => name.startsWith('valid'))
    .sort();
  let expectedText = next[expectedPath] ?? '{}\n';
  for (const field of fields) {
    const parentPath = field.schemaPath.slice(0, -2);
    const pointer = `/${dataPath(field).join('/')}`;
    const aboutField = (errors: Record<string, string>) =>
      Object.keys(errors).length > 0 &&
      Object.keys(errors).every((path) => path === pointer || path.startsWith(`${pointer}/`));
    for (const invalid of invalidCases(field, fieldSchema(field), schemaAt(schema, parentPath))) {
      if (names().includes(invalid.name)) continue;
      for (const validName of validNames) {
        const data = structuredClone(json(next, `${folder}${validName}.json`));
        if (getIn(data, dataPath(field).slice(0, -1)) === undefined || !invalid.change(data)) continue;
        const errors = errorsOf()(data);
        if (!aboutField(errors)) continue;
        write(invalid.name, data);
        expectedText = setAt(expectedText, [invalid.name], errors);
        added.push(invalid.name);
        break;
      }
    }
  }
  if (added.length > 0) next = { ...next, [expectedPath]: expectedText };
  return { files: next, completed, added };
}
