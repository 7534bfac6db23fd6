/**
 * Routes from the contract (api/contract.ts): `registerOperation` gives each operation its method
 * and path, refuses a caller without a session (401) or, for `intra`, without the staff permission
 * (403), checks its parameters and body before its handler runs (checks.ts, files/upload.ts,
 * forms/submission.ts), audits a staff operation (intra/guard.ts) and sends its answer as the
 * contract says (JSON, a file, or 204). What goes wrong is answered by errorAnswers.ts, in the
 * shapes of server/README.md; a bad request never becomes a 500.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, OperationSpec, ParamsOf, ResponseOf } from '../../api/contract.ts';
import type { ManifestForm } from '../../api/formManifest.ts';
import { GENERIC_ERROR_CODE } from '../../engine/core/errorCodes.ts';
import { textsInNfc } from '../../validators/freeText.ts';
import { DEFAULT_BODY_LIMIT } from '../config.ts';
import { sendFile, type FileResult } from '../files/sendFile.ts';
import { checkUpload, discardAll, spendUploadBytes } from '../files/upload.ts';
import { sendsAForm, type FormRegistry } from '../forms/registry.ts';
import { checkForm, servedForm } from '../forms/submission.ts';
import { audited, auditNote, INTRA_TEXT_CODES, type AuditNote, type IntraGuard } from '../intra/guard.ts';
import { text } from '../language.ts';
import {
  checkParams,
  checkSchema,
  isJsonRequest,
  paramValue,
  unstorableJsonErrors,
  withCanonicalUuids,
  type Checked,
} from './checks.ts';
import { bodyError, TEXT_CODES } from './errors.ts';
import { fixedAnswers } from './fixedJson.ts';

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

export interface HandlerContext<Params, Body> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Params;
  /** The body as checked: for a form, computed values set and hidden fields dropped. */
  body: Body;
  /** A `manifestForm` body's form, as found served for the caller's role (forms/submission.ts). */
  form?: ManifestForm;
  /**
   * An `intra` operation's audit row (IntraGuard): the customer and the target default to the
   * parameters that name them; a handler that learns them otherwise (a document by id) sets them.
   */
  audit: AuditNote;
}

type Answer<Response> = [Response] extends [undefined] ? void : Response extends Blob ? FileResult : Response;

export type Handler<O> = (context: HandlerContext<ParamsOf<O>, BodyOf<O>>) => Promise<Answer<ResponseOf<O>>>;

/** The Fastify path of a contract path: `{param}` → `:param`. */
export function fastifyPath(spec: Pick<OperationSpec, 'path'>): string {
  return spec.path.replace(/\{(\w+)\}/g, ':$1');
}

/** The body as the handler gets it, or its errors; a manifest form's body says which form it was. */
async function checkBody(
  request: FastifyRequest,
  spec: OperationSpec,
  forms: FormRegistry | undefined,
): Promise<Checked & { form?: ManifestForm }> {
  const body = spec.body;
  if (!body) return { errors: [], body: undefined };
  if (body.kind === 'urlencoded') return { errors: [], body: request.body };
  if (body.kind === 'multipart') return checkUpload(request, body);
  // Which form, and whether the caller may send it, before what was sent (404 and 403 before 400).
  const form = body.kind === 'manifestForm' ? servedForm(request, body.param, forms!) : undefined;
  if (!isJsonRequest(request)) return { errors: bodyError(request, TEXT_CODES.notJson), body: undefined };
  const unstorable = unstorableJsonErrors(request, request.body);
  if (unstorable.length > 0) return { errors: unstorable, body: request.body };
  // Every text as it will be stored and searched: in NFC (issue 41).
  const data = textsInNfc(request.body);
  if (body.kind === 'json') return checkSchema(request, body.schema, data);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { errors: bodyError(request, GENERIC_ERROR_CODE), body: data };
  const checked = await checkForm(
    request,
    body.kind === 'manifestForm' ? form!.id : body.form,
    data as Record<string, unknown>,
  );
  return form ? { ...checked, form } : checked;
}

export interface RegisterOptions {
  bodyLimit?: number;
  /** The served manifest forms: required for (and only used by) `manifestForm` bodies. */
  forms?: FormRegistry;
  /** Required for (and only used by) operations with `auth: 'intra'`. */
  intra?: IntraGuard;
  /** Set by `registerSubmissions` (forms/submissions.ts), the only way to register an operation that sends a form. */
  submission?: boolean;
}

/** Registers one operation of the contract with its handler. */
export function registerOperation<O extends OperationSpec>(
  app: FastifyInstance,
  spec: O,
  handler: Handler<O>,
  { bodyLimit = DEFAULT_BODY_LIMIT, intra, forms, submission = false }: RegisterOptions = {},
): void {
  if (sendsAForm(spec) && !submission)
    throw new Error(
      `${spec.id} sends a form: register it with registerSubmissions (server/forms/submissions.ts)`,
    );
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
    const context = {
      request,
      reply,
      params: params as ParamsOf<O>,
      body: checked.body as BodyOf<O>,
      form: checked.form,
      audit,
    };
    // A fixed answer (the text register; auth 'none') is the same for the same parameters: the
    // handler makes it once, fixedJson.ts keeps it.
    if (sendFixed) return sendFixed(request, reply, JSON.stringify(params), () => handler(context));
    const success = spec.response.kind === 'empty' ? 204 : 200;
    const answer =
      spec.auth === 'intra'
        ? await audited(intra!, request.session!.henro, spec.id, audit, success, () => handler(context))
        : await handler(context);
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
