/**
 * What a request's parameters and JSON body must be before any handler sees them (register.ts runs
 * these): the API's ajv (ajv-formats' standard formats and our validators/), each parameter against
 * its schema, JSON that the database can store and that is not too deep, a body against its
 * schemas/api schema (errors per field, in the caller's language), and UUIDs in one spelling.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats, { type FormatName } from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import type { JsonSchema, ParamSpec } from '../../api/contract.ts';
import { FORMAT_CODES, GENERIC_ERROR_CODE, KEYWORD_CODES } from '../../engine/core/errorCodes.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { registerValidators } from '../../validators/ajv.ts';
import { text } from '../language.ts';
import { escapePointer, fieldError, TEXT_CODES } from './errors.ts';

// CommonJS: Node's ESM default import is its module.exports, whose `default` is the function.
const addFormats = ajvFormats.default;

/**
 * The standard formats of the API's schemas (schemas/api, the contract's parameters), from
 * ajv-formats. `date` is not among them: it stays ours (validators/), as in the forms, because
 * ajv-formats' `date` also takes the year 0000, which PostgreSQL refuses (schemas/README.md).
 */
export const STANDARD_FORMATS = ['uuid', 'date-time', 'uri'] as const satisfies readonly FormatName[];

/**
 * The server's ajv for the API's own schemas: the standard formats of ajv-formats, then our
 * formats and keywords (validators/), so that e.g. `format: business-id` is enforced here as in
 * the browser. The fuzz suite validates with the same set-up.
 */
export function createApiAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv, [...STANDARD_FORMATS]);
  return registerValidators(ajv);
}

const ajv = createApiAjv();
const compiled = new WeakMap<JsonSchema, ValidateFunction>();
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const { $id: _id, $schema: _schema, ...rest } = schema;
    validate = ajv.compile(rest);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Whether a schema names `format: uuid` anywhere (most bodies do not: nothing to canonicalize). */
const namesUuid = new WeakMap<JsonSchema, boolean>();
function hasUuid(schema: JsonSchema): boolean {
  let found = namesUuid.get(schema);
  if (found === undefined) namesUuid.set(schema, (found = /"format":"uuid"/.test(JSON.stringify(schema))));
  return found;
}

const asSchema = (value: unknown): JsonSchema | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonSchema) : undefined;

/**
 * `value` (valid against `schema`) with every string the schema says is `format: uuid` in lower
 * case. RFC 4122 reads a UUID in either case and ajv-formats' `uuid` takes both; the handlers get
 * the one spelling PostgreSQL answers (`uuid::text`), which they compare as text and store in
 * payloads. Follows `properties`, `items` and local `$ref`s, where the API's schemas name UUIDs.
 */
export function withCanonicalUuids(schema: JsonSchema, value: unknown, root: JsonSchema = schema): unknown {
  if (!hasUuid(root)) return value;
  const ref = schema['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: JsonSchema | undefined = root;
    for (const key of ref.slice(2).split('/')) target = asSchema(target?.[key]);
    return target ? withCanonicalUuids(target, value, root) : value;
  }
  if (typeof value === 'string') return schema['format'] === 'uuid' ? value.toLowerCase() : value;
  if (Array.isArray(value)) {
    const items = asSchema(schema['items']);
    return items ? value.map((item) => withCanonicalUuids(items, item, root)) : value;
  }
  const properties = asSchema(schema['properties']);
  if (typeof value !== 'object' || value === null || !properties) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      const property = Object.hasOwn(properties, name) ? asSchema(properties[name]) : undefined;
      return [name, property ? withCanonicalUuids(property, item, root) : item];
    }),
  );
}

/** A parameter's raw value: from the path, the query or (lower-case name) the headers. */
export function paramValue(request: FastifyRequest, spec: ParamSpec): unknown {
  switch (spec.in) {
    case 'path':
      return ((request.params ?? {}) as Record<string, unknown>)[spec.name];
    case 'query':
      return ((request.query ?? {}) as Record<string, unknown>)[spec.name];
    case 'header':
      return request.headers[spec.name.toLowerCase()];
  }
}

/** SPEC §5 Mandatory call parameters: a missing or invalid parameter is a 400 that names it. */
export function checkParams(request: FastifyRequest, specs: readonly ParamSpec[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const spec of specs) {
    const value = paramValue(request, spec);
    const label = spec.label ? text(request, spec.label) : spec.name;
    const path = `/${spec.name}`;
    if (value === undefined || value === '') {
      if (spec.required)
        errors.push(fieldError(request, path, label, TEXT_CODES.paramMissing, { name: spec.name }));
      continue;
    }
    if (!validatorOf(spec.schema)(value))
      errors.push(fieldError(request, path, label, TEXT_CODES.paramInvalid, { name: spec.name }));
  }
  return errors;
}

// U+0000, or half of a surrogate pair without its other half.
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store the text: its text and jsonb types cannot hold U+0000, and jsonb
 * refuses a lone surrogate (not Unicode at all). No person types either.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/**
 * The deepest JSON a body may be: a form's data is a few levels deep. Much deeper JSON overflows
 * the stack of V8's JSON.stringify and of PostgreSQL's jsonb parser (PGlite can hang on it).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * 400s of JSON that no schema check should see: nested deeper than MAX_JSON_DEPTH (one error for
 * the body), or a key or string the database cannot store (per field, at most ten). Walks with a
 * stack of its own, so that the deepest JSON the parser accepts cannot overflow the call stack.
 */
export function unstorableJsonErrors(request: FastifyRequest, data: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const badText = (path: string) =>
    fieldError(
      request,
      path,
      path.split('/').pop() || text(request, TEXT_CODES.bodyLabel),
      FORMAT_CODES['free-text']!,
    );
  // Each value with its parent's pointer and its own key: the pointer is joined only for an object
  // (its children need it) or an error, not for each of the many texts that are fine.
  const pending: [value: unknown, parent: string, key: string | null, depth: number][] = [
    [data, '', null, 0],
  ];
  const pointer = (parent: string, key: string | null) =>
    key === null ? parent : `${parent}/${escapePointer(key)}`;
  while (pending.length > 0 && errors.length < 10) {
    const [value, parent, key, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors.push(badText(pointer(parent, key)));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      return [fieldError(request, '', text(request, TEXT_CODES.bodyLabel), TEXT_CODES.tooDeep)];
    const path = pointer(parent, key);
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, path, String(index), depth + 1]));
      continue;
    }
    for (const [name, item] of Object.entries(value)) {
      if (isStorableText(name)) pending.push([item, path, name, depth + 1]);
      else errors.push(badText(pointer(path, name)));
    }
  }
  return errors;
}

/** A format's text: ours by name; a standard one "wrong format", as the patterns it replaced said. */
function formatCode(format: string): string | undefined {
  return (
    FORMAT_CODES[format] ??
    ((STANDARD_FORMATS as readonly string[]).includes(format) ? KEYWORD_CODES['pattern'] : undefined)
  );
}

/** ajv's errors for a schemas/api body, one per field, with texts of the engine's keyword codes. */
function jsonSchemaErrors(request: FastifyRequest, errors: readonly ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    let path = error.instancePath;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') path += `/${escapePointer(String(params['missingProperty']))}`;
    if (error.keyword === 'additionalProperties')
      path += `/${escapePointer(String(params['additionalProperty']))}`;
    if (seen.has(path)) continue;
    seen.add(path);
    const code =
      (error.keyword === 'format' ? formatCode(String(params['format'])) : KEYWORD_CODES[error.keyword]) ??
      GENERIC_ERROR_CODE;
    const label = path.split('/').pop() || text(request, TEXT_CODES.bodyLabel);
    result.push(fieldError(request, path, label, code, { limit: String(params['limit'] ?? '') }));
  }
  return result;
}

export function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/(.+\+)?json\b/i.test(type.split(';')[0]?.trim() ?? '');
}

/** A body as checked: its errors, or none and the body as the handler gets it. */
export interface Checked {
  errors: FieldError[];
  body: unknown;
}

export function checkSchema(request: FastifyRequest, schema: JsonSchema, data: unknown): Checked {
  const validate = validatorOf(schema);
  return validate(data)
    ? { errors: [], body: withCanonicalUuids(schema, data) }
    : { errors: jsonSchemaErrors(request, validate.errors ?? []), body: data };
}
