/**
 * Routes from the contract (api/contract.ts): each operation's method and path, its parameters and
 * body validated before its handler runs, and its answer sent as the contract says (JSON, a file,
 * or 204). Errors have the shapes of server/README.md: 400 `[{ path, label, message, code }]` in the
 * caller's language, 401/403/404/413 `{ code, message }`; a bad request never becomes a 500.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, JsonSchema, OperationSpec, ParamSpec, ParamsOf, ResponseOf } from '../../api/contract';
import { checkSubmission } from '../../engine/core/submission';
import { FORMAT_CODES, GENERIC_ERROR_CODE, KEYWORD_CODES } from '../../engine/core/errorCodes';
import type { FieldError } from '../../engine/core/types';
import { t, translatorFor } from '../../texts';
import { registerValidators } from '../../validators/ajv';
import { DEFAULT_BODY_LIMIT } from '../config';
import { loadForm } from '../pdf/forForm';
import { requestLanguage, text } from '../language';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The contract's `auth` of the operation the route serves (set by `registerOperation`; routes
     * outside it set it by hand). `none`: no session needed and no XSRF header (auth/plugin.ts).
     * Absent counts as `session`.
     */
    auth?: OperationSpec['auth'];
  }
}

export const TEXT_CODES = {
  bodyLabel: '152000',
  malformedJson: '152001',
  notJson: '152002',
  tooLarge: '152003',
  paramMissing: '152004',
  paramInvalid: '152005',
  postOfficeNotFound: '152006',
  serverError: '152007',
  notFound: '152008',
  sessionEnded: '150003',
} as const;

/** What a file operation's handler answers. */
export interface FileResult {
  fileName: string;
  data: Buffer;
}

/** An error a handler throws to answer a 4xx with `{ code, message }` (the message by text code). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly textCode: string,
  ) {
    super(`API error ${statusCode} ${textCode}`);
  }
}

export interface HandlerContext<Params, Body> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Params;
  /** The body as checked: for a form, computed values set and hidden fields dropped. */
  body: Body;
}

type Answer<Response> = [Response] extends [undefined] ? void : Response extends Blob ? FileResult : Response;

export type Handler<O> = (context: HandlerContext<ParamsOf<O>, BodyOf<O>>) => Promise<Answer<ResponseOf<O>>>;

/** The Fastify path of a contract path: `{param}` → `:param`. */
export function fastifyPath(spec: Pick<OperationSpec, 'path'>): string {
  return spec.path.replace(/\{(\w+)\}/g, ':$1');
}

// Our formats and keywords (validators/), so that e.g. `format: business-id` is enforced here as
// in the browser.
const ajv = registerValidators(new Ajv({ allErrors: true, strict: false }));
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

/** SPEC §5 Mandatory call parameters: a missing or invalid parameter is a 400 that names it. */
function checkParams(request: FastifyRequest, specs: readonly ParamSpec[]): FieldError[] {
  const errors: FieldError[] = [];
  const pathParams = (request.params ?? {}) as Record<string, string | undefined>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const spec of specs) {
    const value = spec.in === 'path' ? pathParams[spec.name] : query[spec.name];
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
      (error.keyword === 'format' ? FORMAT_CODES[String(params['format'])] : KEYWORD_CODES[error.keyword]) ??
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

function checkBody(request: FastifyRequest, spec: OperationSpec): Checked {
  const body = spec.body;
  if (!body) return { errors: [], body: undefined };
  if (body.kind === 'urlencoded') return { errors: [], body: request.body };
  if (!isJsonRequest(request)) return { errors: bodyError(request, TEXT_CODES.notJson), body: undefined };
  const data = request.body;
  if (body.kind === 'json') {
    const validate = validatorOf(body.schema);
    return validate(data)
      ? { errors: [], body: data }
      : { errors: jsonSchemaErrors(request, validate.errors ?? []), body: data };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { errors: bodyError(request, GENERIC_ERROR_CODE), body: data };
  const { form, validators } = loadForm(body.form);
  const checked = checkSubmission(form, data, validators, translatorFor(requestLanguage(request)), {
    hiddenFields: 'refuse',
  });
  return { errors: checked.errors, body: checked.data };
}

/** The server's error handler: parser and limit errors in our shapes, the rest a logged 500. */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError)
      return reply
        .code(error.statusCode)
        .send({ code: error.textCode, message: text(request, error.textCode) });
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
        return reply.code(400).send(bodyError(request, TEXT_CODES.notJson));
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

export interface RegisterOptions {
  bodyLimit?: number;
}

/** Registers one operation of the contract with its handler. */
export function registerOperation<O extends OperationSpec>(
  app: FastifyInstance,
  spec: O,
  handler: Handler<O>,
  { bodyLimit = DEFAULT_BODY_LIMIT }: RegisterOptions = {},
): void {
  app.route({
    method: spec.method,
    url: fastifyPath(spec),
    bodyLimit,
    config: { auth: spec.auth },
    handler: async (request, reply) => {
      if (spec.auth === 'session' && !request.session)
        return reply
          .code(401)
          .send({ code: TEXT_CODES.sessionEnded, message: text(request, TEXT_CODES.sessionEnded) });
      const paramErrors = checkParams(request, spec.params);
      if (paramErrors.length > 0) return reply.code(400).send(paramErrors);
      const checked = checkBody(request, spec);
      if (checked.errors.length > 0) return reply.code(400).send(checked.errors);
      const params = Object.fromEntries(
        spec.params.map((param) => [
          param.name,
          (param.in === 'path'
            ? (request.params as Record<string, unknown>)
            : (request.query as Record<string, unknown>))[param.name],
        ]),
      );
      const answer = await handler({
        request,
        reply,
        params: params as ParamsOf<O>,
        body: checked.body as BodyOf<O>,
      });
      switch (spec.response.kind) {
        case 'empty':
          return reply.code(204).send();
        case 'file': {
          const file = answer as FileResult;
          const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
          return reply
            .header('content-type', spec.response.mediaType)
            .header('content-disposition', `attachment; filename="${safeName}"`)
            .header('cache-control', 'no-store')
            .send(file.data);
        }
        case 'json':
          return reply.header('cache-control', 'no-store').send(answer);
      }
    },
  });
}
