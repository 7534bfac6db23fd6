/**
 * The OpenAPI 3.1 document of the contract (api/contract.ts), served at `GET /api/openapi.json`.
 * Schemas of schemas/api and the form schemas of schemas/forms become components; form bodies
 * reference their form's schema.
 */
import { sessionCookieNames } from '../../api/cookies.ts';
import { allOperations } from '../../api/allOperations.ts';
import type { JsonSchema, OperationSpec } from '../../api/contract.ts';
import errorSchema from '../../schemas/api/error.schema.json' with { type: 'json' };
import fieldErrorsSchema from '../../schemas/api/field-errors.schema.json' with { type: 'json' };
import { isDocumentForm, isServed } from '../../api/formManifest.ts';
import { manifestForms } from '../forms/registry.ts';
import { loadForm } from '../forms/registry.ts';

type Json = Record<string, unknown>;

function component(schema: JsonSchema): Json {
  // Components are JSON Schema 2020-12 in OpenAPI 3.1; the draft-07 `$schema`/`$id` stay out.
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
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

function operationObject(spec: OperationSpec, schemas: Record<string, Json>): Json {
  const responses: Record<string, Json> = {};
  const response = spec.response;
  if (response.kind === 'json') {
    schemas[response.schemaName] = component(response.schema);
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

  if (spec.id === 'feedback')
    responses['429'] = problem(
      'Too much feedback from this address this hour (FEEDBACK_LIMIT_PER_HOUR); Retry-After says when to try again',
      'error',
    );

  const result: Json = {
    operationId: spec.id,
    summary: spec.summary,
    responses,
    ...(spec.auth !== 'none' ? { security: [{ session: [] }] } : {}),
  };
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
      schemas[body.form] = component(loadForm(body.form).form.schema as JsonSchema);
      content = { 'application/json': { schema: ref(body.form) } };
    } else if (body.kind === 'manifestForm') {
      // The data of the form the path names: one of the published forms sent as documents.
      const forms = manifestForms().filter(
        (form) => isServed(form.manifest, { drafts: false }) && isDocumentForm(form),
      );
      for (const form of forms) schemas[form.id] = component(loadForm(form.id).form.schema as JsonSchema);
      content = { 'application/json': { schema: { oneOf: forms.map((form) => ref(form.id)) } } };
    } else if (body.kind === 'multipart') {
      schemas[body.schemaName] = component(body.schema);
      content = { 'multipart/form-data': uploadContent(body.schemaName) };
    } else {
      schemas[body.schemaName] = component(body.schema);
      const mediaType = body.kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      content = { [mediaType]: { schema: ref(body.schemaName) } };
    }
    result['requestBody'] = { required: true, content };
  }
  return result;
}

/** The document; `https` names the session cookie as that server sets it (`__Host-SESSION`). */
export function buildOpenApi(
  operations: readonly OperationSpec[] = allOperations,
  { https = false }: { https?: boolean } = {},
): Json {
  const schemas: Record<string, Json> = {
    error: component(errorSchema),
    'field-errors': component(fieldErrorsSchema),
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
      description: 'Generated from api/contract.ts. Errors are in the language of Accept-Language (fi, sv).',
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookieNames(https).session },
      },
    },
  };
}
