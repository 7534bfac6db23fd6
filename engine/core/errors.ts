/**
 * From ajv's errors to what a person reads: one error per field, with the field's path, its label
 * and a message from the text register in their language. The browser and the server use this same
 * mapping, so a field's error reads the same in both.
 */
import type { Translate } from '../../texts/index.ts';
import { isConfirmation } from './confirmation.ts';
import { DATE_ERROR_CODES } from './dateErrorCodes.ts';
import {
  CONFIRMATION_CODE,
  FORMAT_CODES,
  GENERIC_ERROR_CODE,
  KEYWORD_CODES,
  CALLERS_OWN_CODES,
  NOT_A_NUMBER_CODE,
  NOT_A_WHOLE_NUMBER_CODE,
  UNKNOWN_FIELD_CODE,
} from './errorCodes.ts';
import { pointerToSegments } from './paths.ts';
import { fieldSchemaAt, resolveSchema, type IsValid } from './resolve.ts';
import { errorTextOverride, labelAt, uiSchemaAt } from './uiSchema.ts';
import type { AjvError, FieldError, FormDefinition, FormSchema, UiSchema } from './types.ts';

/** Keywords whose errors only repeat what the branch's own errors say. */
const SILENT_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not']);

export interface MappedError {
  path: string;
  code: string;
  params: Record<string, string | number>;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The field an error belongs to: a missing property, the end of a range, the BIC of an account. */
export function errorPath(error: AjvError): string {
  const params = error.params;
  const child =
    error.keyword === 'required'
      ? params['missingProperty']
      : error.keyword === 'additionalProperties'
        ? params['additionalProperty']
        : error.keyword === 'propertyNames'
          ? params['propertyName']
          : error.keyword === 'dateRangeOrder'
            ? params['to']
            : error.keyword === 'bicMatchesIban'
              ? params['bic']
              : undefined;
  return typeof child === 'string' ? `${error.instancePath}/${escapeSegment(child)}` : error.instancePath;
}

function isIntegerSchema(schema: FormSchema | undefined): boolean {
  const type = schema?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer') && !type.includes('number'));
}

function isNumberSchema(schema: FormSchema | undefined): boolean {
  const type = schema?.type;
  return (
    type === 'number' ||
    type === 'integer' ||
    (Array.isArray(type) && (type.includes('number') || type.includes('integer')))
  );
}

export function mapAjvError(error: AjvError, root: FormSchema): MappedError {
  const path = errorPath(error);
  const field = fieldSchemaAt(root, path);
  const isDate = field?.format === 'date';
  const limit = error.params['limit'];
  const params: Record<string, string | number> =
    typeof limit === 'number' || typeof limit === 'string' ? { limit } : {};
  const code = ((): string => {
    if (isConfirmation(field) && ['required', 'const', 'enum', 'type'].includes(error.keyword))
      return CONFIRMATION_CODE;
    switch (error.keyword) {
      case 'required':
        return isDate ? DATE_ERROR_CODES.required : (KEYWORD_CODES.required as string);
      case 'format': {
        const format = String(error.params['format']);
        if (format === 'date') return DATE_ERROR_CODES.invalidFormat;
        return FORMAT_CODES[format] ?? GENERIC_ERROR_CODE;
      }
      case 'type':
        if (isIntegerSchema(field)) return NOT_A_WHOLE_NUMBER_CODE;
        if (isNumberSchema(field)) return NOT_A_NUMBER_CODE;
        return isDate ? DATE_ERROR_CODES.invalidFormat : GENERIC_ERROR_CODE;
      case 'dateMinimum':
        return DATE_ERROR_CODES.notInRangeFrom;
      case 'dateMaximum':
        return DATE_ERROR_CODES.notInRangeTo;
      case 'dateRangeOrder':
        return DATE_ERROR_CODES.invalidRelation;
      case 'propertyNames':
        return UNKNOWN_FIELD_CODE;
      case 'callersOwn':
        return CALLERS_OWN_CODES[String(error.params['kind'])] ?? GENERIC_ERROR_CODE;
      default:
        return KEYWORD_CODES[error.keyword] ?? GENERIC_ERROR_CODE;
    }
  })();
  return { path, code, params };
}

/** The answers a form's errors were found in, to tell which conditions hold (SubmissionValidators). */
export interface Answers {
  data: unknown;
  isValid: IsValid;
}

/**
 * The fields a missing group requires as the form shows it now: each condition above it decided
 * by the answers given, and the group's own conditions by an empty group (a BIC only a foreign
 * account needs is not asked of a missing account; a Finnish address's street is, once the address
 * is said to be in Finland).
 */
function requiredOfMissingGroup(root: FormSchema, path: string, answers: Answers): string[] {
  let schema: FormSchema = root;
  let value: unknown = answers.data;
  for (const segment of pointerToSegments(path)) {
    const resolved = resolveSchema(schema, root, value, answers.isValid);
    const next = /^\d+$/.test(segment) && resolved.items ? resolved.items : resolved.properties?.[segment];
    if (!next || Array.isArray(next)) return [];
    schema = next;
    value =
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return resolveSchema(schema, root, value ?? {}, answers.isValid).required ?? [];
}

/**
 * Where a missing group's 'required' leads (issues 31 and 44): to every required field inside the
 * group, as the form shows them (`ui:order`), and into the first item of a missing list of groups,
 * so that "Vuokralainen: Tieto on pakollinen." becomes one error on each of the person's first
 * name, last name and identity code, all marked and listed at once (an API client's 400 too). A
 * field that is not a group with required fields is its own lead.
 */
export function missingFields(
  root: FormSchema,
  uiSchema: UiSchema | undefined,
  path: string,
  answers: Answers,
  depth = 0,
): string[] {
  // The static view (cached) first: a plain field, the common case, needs no walk through the answers.
  const lead = missingLead(root, path);
  if (depth >= 16 || lead === 'field') return [path];
  // A list of groups (rentees) leads into its first item; a list of choices (checkboxes) is one field.
  if (lead === 'list') return missingFields(root, uiSchema, `${path}/0`, answers, depth + 1);
  const required = requiredOfMissingGroup(root, path, answers);
  if (required.length === 0) return [path];
  const order = uiSchema && uiSchemaAt(uiSchema, path)?.['ui:order'];
  const ordered = Array.isArray(order) ? order.filter((key): key is string => required.includes(key)) : [];
  const keys = [...ordered, ...required.filter((key) => !ordered.includes(key))];
  return keys.flatMap((key) =>
    missingFields(root, uiSchema, `${path}/${escapeSegment(key)}`, answers, depth + 1),
  );
}

/**
 * What a missing value at a path leads to, from the schema alone: a list of groups (into its first
 * item), a group with required fields (into those the answers require), or the field itself.
 */
function missingLead(root: FormSchema, path: string): 'list' | 'group' | 'field' {
  const schema = fieldSchemaAt(root, path);
  if (!schema) return 'field';
  if (schema.type === 'array' && fieldSchemaAt(root, `${path}/0`)?.properties) return 'list';
  const groupRequires =
    Boolean(schema.properties) && Array.isArray(schema.required) && schema.required.length > 0;
  return groupRequires ? 'group' : 'field';
}

/**
 * A path's place in the form as the person reads it: each object key by its `ui:order` (then the
 * schema's order), each list item by its index; so that errors are listed top to bottom.
 */
export function formPosition(root: FormSchema, uiSchema: UiSchema | undefined, path: string): number[] {
  const position: number[] = [];
  let parent = '';
  for (const segment of path.split('/').slice(1)) {
    const schema = fieldSchemaAt(root, parent);
    if (/^\d+$/.test(segment) && schema?.type === 'array') position.push(Number(segment));
    else {
      const keys = Object.keys(schema?.properties ?? {});
      const order = uiSchema && uiSchemaAt(uiSchema, parent)?.['ui:order'];
      const ordered = Array.isArray(order)
        ? order.filter((key): key is string => typeof key === 'string')
        : [];
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      const index = ordered.indexOf(key);
      const inSchema = keys.indexOf(key);
      // Keys the order does not name come after it ('*'), in the schema's order.
      position.push(index >= 0 ? index : ordered.length + (inSchema >= 0 ? inSchema : keys.length));
    }
    parent = `${parent}/${segment}`;
  }
  return position;
}

function comparePositions(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++)
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  return a.length - b.length;
}

/**
 * What mapping remembers between calls (createErrorMapper): each ajv error's mapped errors by its
 * keyword, place and parameters, and each path's place in the form.
 */
interface MappingMemory {
  mapped: Map<string, readonly MappedError[]>;
  positions: Map<string, number[]>;
  /** The last call's errors before and after sorting: the same errors again keep their order. */
  last: { found: readonly MappedError[]; sorted: MappedError[] } | null;
}

/**
 * Keywords whose parameters are the schema's own (a limit, a format, a pattern, the allowed
 * values): the rule's place in the schema (`schemaPath`) says them, without writing them out.
 */
const PARAMS_OF_THE_SCHEMA = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'format',
  'pattern',
  'type',
  'enum',
  'const',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);

/**
 * What names an error in the memory: its keyword and place, and its parameters. After a failed
 * submit of 200 rentees every change has some 800 errors, most of them `required` or a rule's
 * limit, so those are named without JSON.stringify (allocation a keystroke does not need).
 */
function memoryKey(error: AjvError): string {
  const head = `${error.keyword}\u0000${error.instancePath}\u0000`;
  const { schemaPath } = error;
  if (schemaPath !== undefined && PARAMS_OF_THE_SCHEMA.has(error.keyword)) return head + schemaPath;
  const missing = error.params['missingProperty'];
  if (schemaPath !== undefined && error.keyword === 'required' && typeof missing === 'string')
    return `${head}${schemaPath}\u0000${missing}`;
  return head + JSON.stringify(error.params);
}

/** The errors one ajv error stands for: itself, or a missing group's required fields. */
function mapOne(
  error: AjvError,
  root: FormSchema,
  uiSchema: UiSchema | undefined,
  answers: Answers,
): MappedError[] {
  const found = mapAjvError(error, root);
  const paths =
    error.keyword === 'required' ? missingFields(root, uiSchema, found.path, answers) : [found.path];
  return paths.map((path) => {
    const mapped =
      path === found.path ? found : mapAjvError({ ...error, instancePath: path, params: {} }, root);
    const override = uiSchema && errorTextOverride(uiSchema, mapped.path, error.keyword);
    return override ? { ...mapped, code: override } : mapped;
  });
}

function mapErrors(
  errors: readonly AjvError[] | null | undefined,
  root: FormSchema,
  uiSchema: UiSchema | undefined,
  answers: Answers,
  memory?: MappingMemory,
): MappedError[] {
  const byPath = new Map<string, MappedError>();
  for (const error of errors ?? []) {
    if (SILENT_KEYWORDS.has(error.keyword)) continue;
    // The name check inside `propertyNames` repeats the `propertyNames` error that follows it.
    if ((error as { propertyName?: string }).propertyName !== undefined) continue;
    let mapped: readonly MappedError[] | undefined;
    if (memory) {
      // An error maps from its keyword, place and parameters alone, except a missing group's, which
      // leads to the fields that the answers require.
      const key = memoryKey(error);
      mapped = memory.mapped.get(key);
      if (!mapped) {
        mapped = mapOne(error, root, uiSchema, answers);
        if (error.keyword !== 'required' || missingLead(root, errorPath(error)) === 'field')
          memory.mapped.set(key, mapped);
      }
    } else mapped = mapOne(error, root, uiSchema, answers);
    for (const one of mapped) if (!byPath.has(one.path)) byPath.set(one.path, one);
  }
  const position = (path: string): number[] => {
    if (!memory) return formPosition(root, uiSchema, path);
    let known = memory.positions.get(path);
    if (!known) memory.positions.set(path, (known = formPosition(root, uiSchema, path)));
    return known;
  };
  const found = [...byPath.values()];
  // A change that changed no error (the second letter typed into a field) finds the very errors
  // the memory mapped last time, in the same order: their sorted list is that one's.
  const last = memory?.last;
  if (last && last.found.length === found.length && last.found.every((one, index) => one === found[index]))
    return [...last.sorted];
  const errorsInOrder = found.map((mapped) => ({ mapped, position: position(mapped.path) }));
  errorsInOrder.sort((a, b) => comparePositions(a.position, b.position));
  const sorted = errorsInOrder.map(({ mapped }) => mapped);
  if (memory) memory.last = { found, sorted: [...sorted] };
  return sorted;
}

/**
 * One error per field (the first ajv reports), in the form's order (top to bottom, as the error
 * summary lists them); a missing group's error on each of its required fields. A field whose UI
 * schema gives `ui:errorTexts` for the failed rule says that text instead (engine/README.md).
 */
export function mapAjvErrors(
  errors: readonly AjvError[] | null | undefined,
  root: FormSchema,
  uiSchema: UiSchema | undefined,
  answers: Answers,
): MappedError[] {
  return mapErrors(errors, root, uiSchema, answers);
}

export type ErrorMapper = typeof mapAjvErrors;

/**
 * mapAjvErrors for one form that remembers what it mapped (issue 48). After a failed submit the
 * browser maps the errors of every change: at 200 rentees some 600 errors, of which a keystroke
 * changes one. Mapping them all again (the field's schema, its label override, its place in the
 * form) took ~8 ms of a keystroke; ajv's validation of the whole form ~0.3 ms. With this memory an
 * unchanged error costs a lookup, and the result is the same as mapAjvErrors' (a property test in
 * submission.test.ts checks it over random forms and edits). The memory grows with the distinct
 * errors a form has shown; the form owns it and drops it with itself.
 */
export function createErrorMapper(root: FormSchema, uiSchema: UiSchema | undefined): ErrorMapper {
  const memory: MappingMemory = { mapped: new Map(), positions: new Map(), last: null };
  return (errors, forRoot, forUiSchema, answers) => {
    if (forRoot !== root || forUiSchema !== uiSchema)
      throw new Error('engine: an error mapper serves one form');
    return mapErrors(errors, root, uiSchema, answers, memory);
  };
}

export function unknownFieldErrors(paths: readonly string[]): MappedError[] {
  return paths.map((path) => ({ path, code: UNKNOWN_FIELD_CODE, params: {} }));
}

/**
 * A message after its field's label, as the error summary and a file's error list say it:
 * "Vuokranantajan nimi: Tieto on pakollinen." A label that ends in its own question mark, colon or
 * full stop gets no colon after it ("Haluatko, että maksuissa käytetään viitenumeroa? Tieto on
 * pakollinen.", not "…viitenumeroa?: …"). Without a label, the message alone.
 */
export function withLabel(label: string | undefined, message: string): string {
  if (!label) return message;
  const trimmed = label.trimEnd();
  return /[?:.!]$/.test(trimmed) ? `${trimmed} ${message}` : `${trimmed}: ${message}`;
}

/** Gives each mapped error its label and message in the language of `t`. */
export function describeErrors(
  errors: readonly MappedError[],
  form: FormDefinition,
  t: Translate,
): FieldError[] {
  return errors.map((error) => describeError(error, form, t));
}

function describeError(error: MappedError, form: FormDefinition, t: Translate): FieldError {
  return {
    path: error.path,
    label: labelAt(form.uiSchema, error.path, t),
    message: t(error.code, error.params),
    code: error.code,
  };
}

/**
 * describeErrors for one form in one language that remembers each mapped error's description: the
 * error mapper (createErrorMapper) hands back the same object for an error it has seen, so when a
 * keystroke after a failed send changes one error of 600, one is described (each is a label looked
 * up in the UI schema and a message translated).
 */
export function createErrorDescriber(
  form: FormDefinition,
  t: Translate,
): (errors: readonly MappedError[]) => FieldError[] {
  const described = new WeakMap<MappedError, FieldError>();
  return (errors) =>
    errors.map((error) => {
      let found = described.get(error);
      if (!found) described.set(error, (found = describeError(error, form, t)));
      return found;
    });
}
