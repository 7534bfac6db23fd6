/**
 * The OpenAPI 3.1 document of the contract (api/contract.ts), served at `GET /api/openapi.json`.
 * Schemas of schemas/api and the form schemas of schemas/forms become components (openapiSchema.ts
 * turns their draft-07 and our keywords into what OpenAPI tools read); form bodies reference their
 * form's schema. Every operation says its security and its error answers. It must pass Redocly's
 * lint (redocly.yaml), swagger-parser and openapi-typescript: tests/api/openapi.test.ts (issue 46).
 */
import { sessionCookieNames } from '../../api/cookies.ts';
import { allOperations } from '../../api/allOperations.ts';
import type { JsonSchema, OperationSpec } from '../../api/contract.ts';
import errorSchema from '../../schemas/api/error.schema.json' with { type: 'json' };
import fieldErrorsSchema from '../../schemas/api/field-errors.schema.json' with { type: 'json' };
import { isDocumentForm, isServed } from '../../api/formManifest.ts';
import { manifestForms } from '../forms/registry.ts';
import { loadForm } from '../forms/registry.ts';
import type { AuthMode } from '../config.ts';
import { EXTENSIONS_DESCRIPTION, schemaComponents } from './openapiSchema.ts';

type Json = Record<string, unknown>;

function addSchema(schemas: Record<string, Json>, name: string, schema: JsonSchema): void {
  Object.assign(schemas, schemaComponents(name, schema));
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const problem = (description: string, schema: string): Json => ({
  description,
  content: { 'application/json': { schema: ref(schema) } },
});

/** The 404s of the attachment operations: another's id answers exactly like one that does not exist. */
const NOT_FOUND_OF_UPLOADS: Record<string, string> = {
  attachmentRequestStatus: "Not one of the caller's applications",
  uploadAttachment: "No open attachment request of the caller's application with that attachment code",
  attachmentFile: 'Not a file the caller uploaded',
  ekultaTopicsForApplication: 'No such topic',
  uploadGeneralAttachment:
    "The customer is not the caller's, or x-primary-batch-id is not the caller's primary upload",
  ekultaCustomer: "Not a customer of the caller's applications or payment commitments",
};

/** An upload (SPEC §7): part `attachment` the JSON metadata, part `data` the file. */
function uploadContent(metadataSchema: string): Json {
  return {
    schema: {
      type: 'object',
      properties: {
        attachment: ref(metadataSchema),
        data: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
      required: ['attachment', 'data'],
    },
    encoding: { attachment: { contentType: 'application/json' } },
  };
}

/**
 * Who may call an operation: anyone (`auth: 'none'`), a live session, or a session of agency staff;
 * a POST, PUT, PATCH or DELETE of a session also carries its XSRF token (server/auth/plugin.ts).
 */
function securityOf(spec: OperationSpec): Json[] {
  if (spec.auth === 'none') return [];
  const session = spec.auth === 'intra' ? 'staffSession' : 'session';
  return [spec.method === 'GET' ? { [session]: [] } : { [session]: [], xsrf: [] }];
}

function operationObject(spec: OperationSpec, schemas: Record<string, Json>): Json {
  const responses: Record<string, Json> = {};
  const response = spec.response;
  if (response.kind === 'json') {
    addSchema(schemas, response.schemaName, response.schema);
    // A fixed answer (server/api/fixedJson.ts): the same for the server's whole run, revalidated by
    // its ETag.
    responses['200'] = {
      description: response.fixed
        ? 'OK (Cache-Control: public, no-cache; compressed as Accept-Encoding allows)'
        : 'OK',
      content: { 'application/json': { schema: ref(response.schemaName) } },
      ...(response.fixed
        ? { headers: { ETag: { description: "The answer's content tag", schema: { type: 'string' } } } }
        : {}),
    };
    if (response.fixed) responses['304'] = { description: 'Unchanged: If-None-Match named the current ETag' };
  } else if (response.kind === 'file') {
    responses['200'] = {
      description: 'A file (Content-Disposition: attachment)',
      content: { [response.mediaType]: { schema: { type: 'string', contentMediaType: response.mediaType } } },
    };
  } else {
    responses['204'] = { description: 'Done' };
  }
  if (spec.params.length > 0 || spec.body)
    responses['400'] = problem('Invalid parameters or body', 'field-errors');
  if (spec.auth !== 'none') responses['401'] = problem('No live session', 'error');
  if (spec.auth === 'intra')
    responses['403'] = problem(
      spec.method === 'GET'
        ? 'The user is not agency staff (no intra permission)'
        : 'The user is not agency staff (no intra permission), or x-xsrf-token missing or wrong',
      'error',
    );
  if (spec.method !== 'GET') {
    if (spec.auth === 'session') responses['403'] = problem('x-xsrf-token missing or wrong', 'error');
    responses['413'] = problem('Body too large', 'error');
  }
  if (spec.body?.kind === 'multipart') {
    responses['413'] = problem('The file is larger than UPLOAD_MAX_BYTES', 'error');
    responses['415'] = problem(
      "The file's content is not an allowed type (png, jpeg, tiff, pdf, heic/heif) or not the type of its name's extension",
      'error',
    );
  }
  if (NOT_FOUND_OF_UPLOADS[spec.id]) responses['404'] = problem(NOT_FOUND_OF_UPLOADS[spec.id]!, 'error');
  if (spec.id === 'postOffice') responses['404'] = problem('No post office for the postal code', 'error');
  if (spec.id === 'updateOnBehalfInformation')
    responses['403'] = problem(
      "x-xsrf-token missing or wrong, or the business id is not one of the user's organisations",
      'error',
    );

  if (spec.id === 'logout') {
    responses['303'] = {
      description:
        'A browser (Accept: text/html) is sent to / once logged out, or to the logout confirmation when another page asked',
    };
    responses['403'] = problem(
      "Not asked by the portal's own page (no Sec-Fetch-Site same-origin or none, no x-xsrf-token): the session lives on",
      'error',
    );
  }
  if (spec.id === 'feedback')
    responses['429'] = problem(
      'Too much feedback from this address this hour (FEEDBACK_LIMIT_PER_HOUR); Retry-After says when to try again',
      'error',
    );

  responses['421'] = { $ref: '#/components/responses/misdirected' };

  const result: Json = { operationId: spec.id, summary: spec.summary, responses, security: securityOf(spec) };
  if (spec.params.length > 0)
    result['parameters'] = spec.params.map((param) => ({
      name: param.name,
      in: param.in,
      required: param.required,
      schema: param.schema,
    }));
  const body = spec.body;
  if (body) {
    let content: Json;
    if (body.kind === 'form') {
      addSchema(schemas, body.form, loadForm(body.form).form.schema as JsonSchema);
      content = { 'application/json': { schema: ref(body.form) } };
    } else if (body.kind === 'manifestForm') {
      // The data of the form the path names: one of the published forms sent as documents.
      const forms = manifestForms().filter(
        (form) => isServed(form.manifest, { drafts: false }) && isDocumentForm(form),
      );
      for (const form of forms) addSchema(schemas, form.id, loadForm(form.id).form.schema as JsonSchema);
      const schema = forms.length === 1 ? ref(forms[0]!.id) : { oneOf: forms.map((form) => ref(form.id)) };
      content = { 'application/json': { schema } };
    } else if (body.kind === 'multipart') {
      addSchema(schemas, body.schemaName, body.schema);
      content = { 'multipart/form-data': uploadContent(body.schemaName) };
    } else {
      addSchema(schemas, body.schemaName, body.schema);
      const mediaType = body.kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      content = { [mediaType]: { schema: ref(body.schemaName) } };
    }
    result['requestBody'] = { required: true, content };
  }
  return result;
}

/**
 * The operations a server serves: the mock login's only in mock mode, the staff area's only with
 * `INTRA_API` on (server/intra/index.ts registers none without it), so that the document a
 * deployment publishes lists no path that answers 404 there.
 */
export function servedOperations(
  { authMode, intraApi }: { authMode: AuthMode; intraApi: boolean },
  operations: readonly OperationSpec[] = allOperations,
): OperationSpec[] {
  return operations.filter(
    (spec) => (authMode === 'mock' || !spec.mockOnly) && (intraApi || spec.auth !== 'intra'),
  );
}

/** The document; `https` names the session cookie as that server sets it (`__Host-SESSION`). */
export function buildOpenApi(
  operations: readonly OperationSpec[] = allOperations,
  { https = false }: { https?: boolean } = {},
): Json {
  const cookies = sessionCookieNames(https);
  const schemas: Record<string, Json> = {
    ...schemaComponents('error', errorSchema),
    ...schemaComponents('field-errors', fieldErrorsSchema),
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const spec of operations) {
    const item = (paths[spec.path] ??= {});
    item[spec.method.toLowerCase()] = operationObject(spec, schemas);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vuokravakuus landlord portal API',
      version: '1',
      description: [
        'Generated from api/contract.ts and the JSON schemas of schemas/api and schemas/forms, the same',
        'sources the server validates with. Errors are in the language of Accept-Language (fi, sv).',
        EXTENSIONS_DESCRIPTION,
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    paths,
    components: {
      schemas,
      responses: {
        misdirected: problem(
          'Misdirected: the Host names no server this one answers for (PUBLIC_URL, ALLOWED_HOSTS)',
          'error',
        ),
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: cookies.session,
          description: 'The session the login sets (mock login, or OpenID Connect at /api/auth/login)',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: cookies.session,
          description:
            "The session of agency staff: a login whose OpenID Connect claim gave the intra permission; anyone else's session gets 403",
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'x-xsrf-token',
          description: `The session's XSRF token, which the login sets in the cookie ${cookies.xsrf}: sent back on every POST, PUT, PATCH and DELETE (else 403)`,
        },
      },
    },
  };
}
