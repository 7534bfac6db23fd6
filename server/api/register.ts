/**
 * Routes from the contract (api/contract.ts): each operation's method and path, its parameters and
 * body validated before its handler runs, and its answer sent as the contract says (JSON, a file,
 * or 204). Errors have the shapes of server/README.md: 400 `[{ path, label, message, code }]` in the
 * caller's language, 401/403/404/413 `{ code, message }`; a bad request never becomes a 500.
 */
import type { Duplex } from 'node:stream';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats, { type FormatName } from 'ajv-formats';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  BodyOf,
  BodySpec,
  JsonSchema,
  OperationSpec,
  ParamSpec,
  ParamsOf,
  ResponseOf,
  TextFileUpload,
  UploadBody,
} from '../../api/contract.ts';
import { checkSubmission } from '../../engine/core/submission.ts';
import { FORMAT_CODES, GENERIC_ERROR_CODE, KEYWORD_CODES } from '../../engine/core/errorCodes.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { t, translatorFor } from '../../texts/index.ts';
import { formatMegabytes } from '../../engine/core/format.ts';
import { registerValidators } from '../../validators/ajv.ts';
import { cleanFileName } from '../../validators/fileTypes.ts';
import { textsInNfc } from '../../validators/freeText.ts';
import { DEFAULT_BODY_LIMIT } from '../config.ts';
import { databaseUnavailableIn } from '../db/index.ts';
import { contentDisposition } from '../files/contentDisposition.ts';
import { checkAttachmentType, type TypeCheck } from '../files/fileType.ts';
import { readUploadParts, UPLOAD_PARTS, UploadReadError, type RawUpload } from '../files/multipart.ts';
import { discardReceived, type ReceivedFile } from '../files/receive.ts';
import { fixedAnswers } from './fixedJson.ts';
import { roleOf } from '../../api/formManifest.ts';
import { loadForm, type FormRegistry } from '../forms/registry.ts';
import { requestLanguage, text } from '../language.ts';
import { ApiError, FieldErrors, TEXT_CODES, UPLOAD_TEXT_CODES } from './errors.ts';

// CommonJS: Node's ESM default import is its module.exports, whose `default` is the function.
const addFormats = ajvFormats.default;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The contract's `auth` of the operation the route serves (set by `registerOperation`; routes
     * outside it set it by hand). `none`: no session needed and no XSRF header (auth/plugin.ts).
     * Absent counts as `session`.
     */
    auth?: OperationSpec['auth'];
    /** The route takes a multipart upload: a body of another type is told so (error handler). */
    multipart?: boolean;
  }
}

/** What a file operation's handler answers. */
export interface FileResult {
  /** Sent as Content-Disposition's name only (RFC 5987 and an ASCII fallback), never used as a path. */
  fileName: string;
  data: Buffer;
  /** The stored file's own type, overriding the contract's (`application/octet-stream` downloads). */
  mediaType?: string;
}

export interface HandlerContext<Params, Body> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Params;
  /** The body as checked: for a form, computed values set and hidden fields dropped. */
  body: Body;
  /**
   * An `intra` operation's audit row (IntraGuard): the customer and the target default to the
   * parameters that name them; a handler that learns them otherwise (a document by id) sets them.
   */
  audit: AuditNote;
}

/** What an intra operation's audit row says, besides who called which operation and its outcome. */
export interface AuditNote {
  customer: string | null;
  target: string | null;
  reason: string | null;
}

/**
 * The staff area's gate (server/intra/guard.ts), given to `registerOperation` of every operation
 * whose contract `auth` is `intra`; registering one without it throws, so no intra route exists
 * without its permission check and its audit.
 */
export interface IntraGuard {
  /** Whether the session's user has the intra permission. */
  permitted(henro: string): Promise<boolean>;
  /**
   * Writes the audit row before the handler runs (so that no action goes unrecorded: if this fails,
   * nothing is done) and answers how to complete it with the answer's status.
   */
  begin(
    henro: string,
    operation: string,
    note: AuditNote,
  ): Promise<(status: number, note: AuditNote) => Promise<void>>;
}

type Answer<Response> = [Response] extends [undefined] ? void : Response extends Blob ? FileResult : Response;

export type Handler<O> = (context: HandlerContext<ParamsOf<O>, BodyOf<O>>) => Promise<Answer<ResponseOf<O>>>;

/** The Fastify path of a contract path: `{param}` → `:param`. */
export function fastifyPath(spec: Pick<OperationSpec, 'path'>): string {
  return spec.path.replace(/\{(\w+)\}/g, ':$1');
}

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
function withCanonicalUuids(schema: JsonSchema, value: unknown, root: JsonSchema = schema): unknown {
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

function fieldError(
  request: FastifyRequest,
  path: string,
  label: string,
  code: string,
  params = {},
): FieldError {
  return { path, label, message: t(requestLanguage(request), code, params), code };
}

function bodyError(request: FastifyRequest, code: string): FieldError[] {
  return [fieldError(request, '', text(request, TEXT_CODES.bodyLabel), code)];
}

/** A parameter's raw value: from the path, the query or (lower-case name) the headers. */
function paramValue(request: FastifyRequest, spec: ParamSpec): unknown {
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
function checkParams(request: FastifyRequest, specs: readonly ParamSpec[]): FieldError[] {
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

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
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
function unstorableJsonErrors(request: FastifyRequest, data: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const badText = (path: string) =>
    fieldError(
      request,
      path,
      path.split('/').pop() || text(request, TEXT_CODES.bodyLabel),
      FORMAT_CODES['free-text']!,
    );
  const pending: [value: unknown, path: string, depth: number][] = [[data, '', 0]];
  while (pending.length > 0 && errors.length < 10) {
    const [value, path, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors.push(badText(path));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      return [fieldError(request, '', text(request, TEXT_CODES.bodyLabel), TEXT_CODES.tooDeep)];
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, item] of entries) {
      if (isStorableText(key)) pending.push([item, `${path}/${escapePointer(key)}`, depth + 1]);
      else errors.push(badText(`${path}/${escapePointer(key)}`));
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

function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/(.+\+)?json\b/i.test(type.split(';')[0]?.trim() ?? '');
}

interface Checked {
  errors: FieldError[];
  body: unknown;
}

function checkSchema(request: FastifyRequest, schema: JsonSchema, data: unknown): Checked {
  const validate = validatorOf(schema);
  return validate(data)
    ? { errors: [], body: withCanonicalUuids(schema, data) }
    : { errors: jsonSchemaErrors(request, validate.errors ?? []), body: data };
}

const PART_LABELS: Record<string, string> = {
  attachment: UPLOAD_TEXT_CODES.attachmentLabel,
  filename: UPLOAD_TEXT_CODES.filenameLabel,
  data: UPLOAD_TEXT_CODES.dataLabel,
};

function partError(request: FastifyRequest, part: string, code: string): FieldError {
  const labelCode = Object.hasOwn(PART_LABELS, part) ? PART_LABELS[part] : undefined;
  const label = labelCode ? text(request, labelCode) : part || text(request, TEXT_CODES.bodyLabel);
  return fieldError(request, `/${escapePointer(part)}`, label, code, { name: part });
}

/** 400s of the parts as read: missing, repeated, unexpected, the file not a file or empty. */
function partErrors(request: FastifyRequest, raw: RawUpload, text: boolean): FieldError[] {
  const errors = raw.problems.map((problem) => {
    switch (problem.problem) {
      case 'not-a-file':
        return partError(request, problem.part, UPLOAD_TEXT_CODES.dataNotFile);
      case 'too-large':
        return partError(request, problem.part, TEXT_CODES.tooLarge);
      default:
        return partError(request, problem.part, UPLOAD_TEXT_CODES.partUnexpected);
    }
  });
  for (const part of text ? (['filename', 'data'] as const) : UPLOAD_PARTS) {
    const missing = part === 'data' ? raw.data === null : raw.attachment === null;
    if (missing && !raw.problems.some((problem) => problem.part === part))
      errors.push(partError(request, part, UPLOAD_TEXT_CODES.partMissing));
  }
  // An empty text file is its handler's to word (an empty payment file is a validation result).
  if (!text && raw.data !== null && raw.data.size === 0)
    errors.push(partError(request, 'data', UPLOAD_TEXT_CODES.fileEmpty));
  return errors;
}

async function readUpload(
  request: FastifyRequest,
  received: ReceivedFile[],
  text: boolean,
): Promise<RawUpload | 'over-limit'> {
  try {
    return await readUploadParts(
      request,
      request.server.fileStore.incomingDir,
      received,
      text ? 'filename' : 'attachment',
    );
  } catch (error) {
    if (!(error instanceof UploadReadError)) throw error;
    if (error.reason === 'file-too-large' && text) return 'over-limit';
    if (error.reason === 'file-too-large')
      throw new ApiError(413, UPLOAD_TEXT_CODES.fileTooLarge, {
        limit: formatMegabytes(requestLanguage(request), request.server.uploadMaxBytes),
      });
    throw FieldErrors.at(
      '',
      error.reason === 'too-many-parts' ? UPLOAD_TEXT_CODES.tooManyParts : UPLOAD_TEXT_CODES.malformed,
      TEXT_CODES.bodyLabel,
    );
  }
}

const KIND_LABELS = {
  pdf: UPLOAD_TEXT_CODES.kindPdf,
  png: UPLOAD_TEXT_CODES.kindPng,
  jpeg: UPLOAD_TEXT_CODES.kindJpeg,
  tiff: UPLOAD_TEXT_CODES.kindTiff,
  heif: UPLOAD_TEXT_CODES.kindHeif,
} as const;

/** 415 when the content is not an allowed type, or not the type of the name's extension. */
function typeError(
  request: FastifyRequest,
  fileName: string,
  check: Exclude<TypeCheck, { ok: true }>,
): Error {
  if (check.reason === 'empty') return FieldErrors.at('/data', UPLOAD_TEXT_CODES.fileEmpty);
  if (check.reason === 'not-allowed') return new ApiError(415, UPLOAD_TEXT_CODES.typeNotAllowed);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const detected = check.detected ? text(request, KIND_LABELS[check.detected]) : '';
  return new ApiError(415, UPLOAD_TEXT_CODES.typeMismatch, { detected, extension });
}

function parseMetadata(
  request: FastifyRequest,
  json: string,
): { metadata: unknown } | { errors: FieldError[] } {
  try {
    return { metadata: JSON.parse(json) as unknown };
  } catch {
    return { errors: [partError(request, 'attachment', UPLOAD_TEXT_CODES.attachmentNotJson)] };
  }
}

/**
 * A multipart upload: its two parts read (limits of files/multipart.ts), the metadata checked
 * against the body's schema like any JSON body, then the file's type decided by its content and
 * compared with the metadata's file name. Nothing is stored here: a refused upload leaves no trace.
 */
/**
 * An upload's metadata as it is stored (issue 41): its texts in NFC, and its file name without the
 * characters that would make it read as another (validators/fileTypes.ts `cleanFileName`).
 */
function storedMetadata(metadata: unknown): unknown {
  const composed = textsInNfc(metadata);
  if (typeof composed !== 'object' || composed === null || Array.isArray(composed)) return composed;
  const { filename } = composed as { filename?: unknown };
  return typeof filename === 'string' ? { ...composed, filename: cleanFileName(filename) } : composed;
}

async function checkUpload(
  request: FastifyRequest,
  body: Extract<BodySpec, { kind: 'multipart' }>,
): Promise<Checked> {
  if (!request.isMultipart())
    return { errors: bodyError(request, UPLOAD_TEXT_CODES.notMultipart), body: undefined };
  const text = body.file === 'text';
  const raw = await readUpload(request, receivedFiles(request), text);
  if (raw === 'over-limit') {
    const overLimit: TextFileUpload = { overLimit: true, limitBytes: request.server.uploadMaxBytes };
    return { errors: [], body: overLimit };
  }
  const errors = partErrors(request, raw, text);
  if (errors.length > 0 || raw.attachment === null || raw.data === null) return { errors, body: undefined };
  if (text) {
    // The file's name is the part's text, cleaned of what would make it lie; its content is the
    // handler's to check.
    const filename = cleanFileName(raw.attachment);
    const checked = checkSchema(request, body.schema, { filename });
    if (checked.errors.length > 0) return checked;
    const upload: TextFileUpload = {
      metadata: { filename },
      file: { fileName: filename, mediaType: 'text/plain', received: raw.data },
    };
    return { errors: [], body: upload };
  }
  const parsed = parseMetadata(request, raw.attachment);
  if ('errors' in parsed) return { errors: parsed.errors, body: undefined };
  const unstorable = unstorableJsonErrors(request, parsed.metadata);
  if (unstorable.length > 0) return { errors: unstorable, body: undefined };
  const checked = checkSchema(request, body.schema, storedMetadata(parsed.metadata));
  if (checked.errors.length > 0) return checked;
  const metadata = checked.body as { filename: string };
  const type = await checkAttachmentType(metadata.filename, raw.data);
  if (!type.ok) throw typeError(request, metadata.filename, type);
  const upload: UploadBody<unknown> = {
    metadata,
    file: { fileName: metadata.filename, mediaType: type.mediaType, received: raw.data },
  };
  return { errors: [], body: upload };
}

/**
 * The manifest form a `manifestForm` body names by its path parameter: served, and for the role
 * the caller acts in. A form that is not served is 404 whatever the role, so a draft's existence
 * does not show.
 */
function manifestFormOf(request: FastifyRequest, param: string, forms: FormRegistry | undefined): string {
  const formId = ((request.params ?? {}) as Record<string, unknown>)[param];
  const form = typeof formId === 'string' ? forms?.documentForm(formId) : undefined;
  if (!form) throw new ApiError(404, TEXT_CODES.formNotFound);
  const role = roleOf({ businessId: request.session?.businessId });
  if (!form.manifest.roles.includes(role)) throw new ApiError(403, TEXT_CODES.formNotForRole);
  return form.id;
}

async function checkBody(
  request: FastifyRequest,
  spec: OperationSpec,
  forms: FormRegistry | undefined,
): Promise<Checked> {
  const body = spec.body;
  if (!body) return { errors: [], body: undefined };
  if (body.kind === 'urlencoded') return { errors: [], body: request.body };
  if (body.kind === 'multipart') return checkUpload(request, body);
  // Which form, and whether the caller may send it, before what was sent (404 and 403 before 400).
  if (body.kind === 'manifestForm') manifestFormOf(request, body.param, forms);
  if (!isJsonRequest(request)) return { errors: bodyError(request, TEXT_CODES.notJson), body: undefined };
  const unstorable = unstorableJsonErrors(request, request.body);
  if (unstorable.length > 0) return { errors: unstorable, body: request.body };
  // Every text as it will be stored and searched: in NFC (issue 41).
  const data = textsInNfc(request.body);
  if (body.kind === 'json') return checkSchema(request, body.schema, data);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { errors: bodyError(request, GENERIC_ERROR_CODE), body: data };
  const { form, validators } = loadForm(
    body.kind === 'manifestForm' ? manifestFormOf(request, body.param, forms) : body.form,
  );
  // What is the caller's own, for a form that says a field must be (server/forms/callersOwn.ts).
  const context = await request.server.callersOwnContext(form.schema, request.session);
  const checked = checkSubmission(form, data, validators, translatorFor(requestLanguage(request)), {
    hiddenFields: 'refuse',
    context,
  });
  return { errors: checked.errors, body: checked.data };
}

/** Seconds a client is asked to wait (Retry-After) after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The server's error handler: parser and limit errors in our shapes, a database that cannot be
 * reached 503 `{ code: 152012, message }` (never a 500: the request may succeed in a moment), the
 * rest a logged 500.
 */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = databaseUnavailableIn(error);
    if (unavailable) {
      const cause = unavailable.cause instanceof Error ? unavailable.cause : unavailable;
      request.log.warn(
        { reason: cause.message, code: (cause as { code?: unknown }).code },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          code: TEXT_CODES.databaseUnavailable,
          message: text(request, TEXT_CODES.databaseUnavailable),
        });
    }
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ code: error.textCode, message: t(requestLanguage(request), error.textCode, error.params) });
    }
    if (error instanceof FieldErrors)
      return reply
        .code(400)
        .send(
          error.errors.map((each) =>
            'message' in each
              ? each
              : fieldError(
                  request,
                  each.path,
                  each.labelCode ? text(request, each.labelCode) : each.path.split('/').pop() || '',
                  each.textCode,
                ),
          ),
        );
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .code(413)
          .send({ code: TEXT_CODES.tooLarge, message: text(request, TEXT_CODES.tooLarge) });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(bodyError(request, TEXT_CODES.malformedJson));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(400)
          .send(
            bodyError(
              request,
              request.routeOptions.config.multipart ? UPLOAD_TEXT_CODES.notMultipart : TEXT_CODES.notJson,
            ),
          );
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error Fastify raised (e.g. a bad body encoding): a 400 in our shape.
      request.log.info({ code: error.code }, 'client error');
      return reply.code(400).send(bodyError(request, GENERIC_ERROR_CODE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ code: TEXT_CODES.serverError, message: text(request, TEXT_CODES.serverError) });
  });
}

/**
 * While the server closes (`app.close()`, on SIGTERM), requests that still arrive on open
 * connections are answered 503 `{ code: 152013, message }`, and every answer sent from then on,
 * also of the requests in flight, carries `Connection: close`, so that no keep-alive connection
 * keeps the close waiting. app.ts turns Fastify's own 503 (`return503OnClosing`, a body without a
 * text code) off; register this before any other `onRequest` hook, so that a closing server does
 * no other work (no session lookup) for a request it refuses.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ code: TEXT_CODES.shuttingDown, message: text(request, TEXT_CODES.shuttingDown) });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Fastify's `frameworkErrors` (app.ts gives it to the Fastify constructor): what the router meets
 * before any route. A path that is not valid percent-encoded UTF-8 (FST_ERR_BAD_URL) or a path
 * parameter longer than the router takes (FST_ERR_MAX_PARAM_LENGTH) is a 400 in our shape, not
 * Fastify's own body without a text code; anything else a logged 500.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply
      .code(400)
      .send([fieldError(request, '', text(request, TEXT_CODES.urlLabel), TEXT_CODES.urlInvalid)]);
    return;
  }
  request.log.error({ err: error }, 'request failed');
  reply.code(500).send({ code: TEXT_CODES.serverError, message: text(request, TEXT_CODES.serverError) });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (a bad byte in a
 * header, a broken request line) never becomes a request, so it has no language and no hooks. It
 * gets a 400 with the Finnish text of 152011 (the default language), or, for headers larger than the
 * parser takes, a 431 with 152014, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  // Too large headers are not a field of the request: 431 `{ code, message }` as every other 4xx
  // that is not a 400; anything else the parser refused is the request's address, a 400.
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? { code: TEXT_CODES.headersTooLarge, message: t('fi', TEXT_CODES.headersTooLarge) }
      : [
          {
            path: '',
            label: t('fi', TEXT_CODES.urlLabel),
            message: t('fi', TEXT_CODES.urlInvalid),
            code: TEXT_CODES.urlInvalid,
          },
        ],
  );
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The bytes of a received upload on its user's daily quota (an upload over the size limit has none). */
async function spendUploadBytes(request: FastifyRequest, henro: string, body: unknown): Promise<void> {
  const size = (body as { file?: { received?: { size?: unknown } } } | undefined)?.file?.received?.size;
  if (typeof size !== 'number' || size <= 0) return;
  const limit = formatMegabytes(requestLanguage(request), request.server.quotas.limits.uploadBytesPerDay);
  await request.server.quotas.spend('uploadBytesPerDay', henro, size, { limit });
}

export interface RegisterOptions {
  bodyLimit?: number;
  /** The served manifest forms: required for (and only used by) `manifestForm` bodies. */
  forms?: FormRegistry;
  /** Required for (and only used by) operations with `auth: 'intra'`. */
  intra?: IntraGuard;
}

export const INTRA_TEXT_CODES = {
  /** 403: the user is not agency staff. */
  notPermitted: '170000',
} as const;

/** The parameter that names an intra operation's customer. */
const CUSTOMER_PARAM_NAME = 'hetuOrBusinessId';

/** The audit row's defaults: the customer parameter, the last id parameter, the body's reason. */
function auditNote(spec: OperationSpec, params: Record<string, unknown>, body: unknown): AuditNote {
  const ids = spec.params.filter((param) => param.in === 'path' && param.name !== CUSTOMER_PARAM_NAME);
  const target = ids.length > 0 ? params[ids[ids.length - 1]!.name] : undefined;
  const reason = (body as { reason?: unknown } | null | undefined)?.reason;
  const customer = params[CUSTOMER_PARAM_NAME];
  return {
    customer: typeof customer === 'string' ? customer.toUpperCase() : null,
    target: typeof target === 'string' ? target : null,
    reason: typeof reason === 'string' ? reason : null,
  };
}

/** The HTTP status an error thrown by a handler becomes (the error handler's mapping). */
function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.statusCode;
  if (error instanceof FieldErrors) return 400;
  return databaseUnavailableIn(error) ? 503 : 500;
}

/**
 * A file answer: always a download (Content-Disposition attachment with the stored name, never a
 * path), of its stored type or the contract's, and never sniffed into another type by a browser.
 */
function sendFile(
  reply: FastifyReply,
  file: FileResult,
  mediaType: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', file.mediaType ?? mediaType)
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.data);
}

const receivedByRequest = new WeakMap<FastifyRequest, ReceivedFile[]>();

/** The files this request's upload received (multipart.ts), filled as they arrive. */
function receivedFiles(request: FastifyRequest): ReceivedFile[] {
  let files = receivedByRequest.get(request);
  if (!files) receivedByRequest.set(request, (files = []));
  return files;
}

async function discardAll(request: FastifyRequest): Promise<void> {
  const files = receivedByRequest.get(request) ?? [];
  receivedByRequest.delete(request);
  for (const file of files)
    await discardReceived(file).catch((error: unknown) =>
      request.log.error({ err: error, path: file.path }, 'could not remove a received file'),
    );
}

/** Registers one operation of the contract with its handler. */
export function registerOperation<O extends OperationSpec>(
  app: FastifyInstance,
  spec: O,
  handler: Handler<O>,
  { bodyLimit = DEFAULT_BODY_LIMIT, intra, forms }: RegisterOptions = {},
): void {
  if (spec.body?.kind === 'manifestForm' && !forms)
    throw new Error(`${spec.id}: a manifest form's operation needs the served forms (RegisterOptions.forms)`);
  if (spec.auth === 'intra' && !intra)
    throw new Error(`${spec.id}: an intra operation needs the intra guard (RegisterOptions.intra)`);
  const upload = spec.body?.kind === 'multipart';
  const fixed = spec.response.kind === 'json' && spec.response.fixed === true;
  // A fixed answer is kept and shared (public caches too): it must not be anybody's, so not a session's.
  if (fixed && spec.auth !== 'none')
    throw new Error(`${spec.id}: a fixed answer is public; the operation must have auth 'none'`);
  const sendFixed = fixed ? fixedAnswers() : null;
  app.route({
    method: spec.method,
    url: fastifyPath(spec),
    bodyLimit,
    config: { auth: spec.auth, multipart: upload },
    // An upload's files received into temporary files: whatever the handler did not move into the
    // store (a refusal, an error, the database store's copy) is removed before the answer goes out,
    // or when the handler ends if no answer does (the client went away).
    ...(upload ? { onSend: async (request: FastifyRequest) => discardAll(request) } : {}),
    handler: upload
      ? async (request, reply) => {
          try {
            return await respond(request, reply);
          } finally {
            await discardAll(request);
          }
        }
      : respond,
  });

  async function respond(request: FastifyRequest, reply: FastifyReply) {
    if (spec.auth !== 'none' && !request.session)
      return reply
        .code(401)
        .send({ code: TEXT_CODES.sessionEnded, message: text(request, TEXT_CODES.sessionEnded) });
    // Before anything of the request is read: a customer learns nothing of an intra operation.
    if (spec.auth === 'intra' && !(await intra!.permitted(request.session!.henro)))
      return reply
        .code(403)
        .send({ code: INTRA_TEXT_CODES.notPermitted, message: text(request, INTRA_TEXT_CODES.notPermitted) });
    const paramErrors = checkParams(request, spec.params);
    if (paramErrors.length > 0) return reply.code(400).send(paramErrors);
    // Every upload counts on its user's quotas (quotas.ts): the upload before its body is read,
    // its bytes once they are received, before anything is stored.
    if (upload && request.session) await request.server.quotas.spend('uploadsPerHour', request.session.henro);
    const checked = await checkBody(request, spec, forms);
    if (checked.errors.length > 0) return reply.code(400).send(checked.errors);
    if (upload && request.session) await spendUploadBytes(request, request.session.henro, checked.body);
    // An empty parameter is a missing one (checkParams): the handler gets neither.
    const params = Object.fromEntries(
      spec.params
        .map((param) => [param.name, withCanonicalUuids(param.schema, paramValue(request, param))] as const)
        .filter(([, value]) => value !== undefined && value !== ''),
    );
    const audit = auditNote(spec, params, checked.body);
    const context = { request, reply, params: params as ParamsOf<O>, body: checked.body as BodyOf<O>, audit };
    // A fixed answer (the text register; auth 'none') is the same for the same parameters: the
    // handler makes it once, fixedJson.ts keeps it.
    if (sendFixed) return sendFixed(request, reply, JSON.stringify(params), () => handler(context));
    let answer: Awaited<ReturnType<typeof handler>>;
    if (spec.auth === 'intra') {
      const complete = await intra!.begin(request.session!.henro, spec.id, audit);
      try {
        answer = await handler(context);
      } catch (error) {
        await complete(statusOf(error), audit);
        throw error;
      }
      await complete(spec.response.kind === 'empty' ? 204 : 200, audit);
    } else {
      answer = await handler(context);
    }
    switch (spec.response.kind) {
      case 'empty':
        return reply.code(204).send();
      case 'file':
        return sendFile(reply, answer as FileResult, spec.response.mediaType, spec.response.disposition);
      case 'json':
        return reply.header('cache-control', 'no-store').send(answer);
    }
  }
}
