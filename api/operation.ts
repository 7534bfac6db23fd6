/**
 * How an operation of the contract is declared (issue 42): its spec (method, path, auth,
 * parameters, body, response), its TypeScript types as phantom generics, and what every area's
 * operations share (paging, uploads, the 400 answer). The areas' operations are in
 * `./session.ts`, `./forms.ts`, `./documents.ts`, `./attachments.ts`, `./bulkFiles.ts`,
 * `./payments.ts` (and the staff area's in `./intra.ts`); `./contract.ts` puts them together.
 * Imports nothing of ours but the manifest's pattern: every area imports it.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * A path, query or header parameter. Path parameters appear in the path as `{name}`; header names
 * are lower case (`x-batch-id`). A missing required one is a 400 naming it (SPEC §5).
 */
export interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** Text code of the parameter's label in error messages; the name when absent. */
  label?: string;
}
/**
 * The version of its form that the page sending a form was made with (issue 43; the form's files
 * as the portal's build found them): the server brings the answers of an older one forward by the
 * form's migrations before it checks them. Every operation that sends a form takes it.
 */
export const FORM_VERSION_PARAM: ParamSpec = {
  name: 'x-form-version',
  in: 'header',
  required: false,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
};
/** An operation's parameters when it sends a form: its own, and the form's version (FORM_VERSION_PARAM). */
export type SendsForm<Params> = Params & { 'x-form-version'?: string };
/** The forms whose schema (schemas/forms/<form>.schema.json) can be a body. */
export type FormId =
  | 'landlord-application'
  | 'realization-request'
  | 'payment-info-update'
  /** Issue 14: the staff's forms (the intra operations). */
  | 'application-decision'
  | 'attachment-request'
  | 'realization-decision';
export type BodySpec =
  /** JSON validated against one of schemas/api/*.schema.json. */
  | { kind: 'json'; schemaName: string; schema: JsonSchema }
  /** JSON that is a form's data: checked by the engine as the browser checks it (checkSubmission). */
  | { kind: 'form'; form: FormId }
  /**
   * JSON that is the data of the manifest form the path parameter `param` names (a form of
   * schemas/forms whose manifest sends it as a document, api/formManifest.ts): 404 when no such
   * form is served, 403 when its manifest does not allow the caller's role, then checked as `form`.
   */
  | { kind: 'manifestForm'; param: string }
  /** `application/x-www-form-urlencoded` (mock login only). */
  | { kind: 'urlencoded'; schemaName: string; schema: JsonSchema }
  /**
   * `multipart/form-data` of one upload (SPEC §7): part `attachment` holds JSON metadata validated
   * against `schema`, part `data` the file. The file's type is decided by its content (magic bytes)
   * and must agree with the metadata's `filename` extension; its size is limited by configuration
   * (UPLOAD_MAX_BYTES). The handler gets `UploadBody<Metadata>`.
   */
  | {
      kind: 'multipart';
      schemaName: string;
      schema: JsonSchema;
      /**
       * `text` (the bulk payment file's `send-file`): the parts are `filename` (the file's name as
       * plain text; the metadata `{ filename }`) and `data`; the content is the handler's to check
       * (no magic bytes), and a file over UPLOAD_MAX_BYTES reaches the handler as `{ overLimit }`
       * (a result it words) instead of a 413. The handler gets `TextFileUpload`.
       */
      file?: 'attachment' | 'text';
    };
export type ResponseSpec =
  | {
      kind: 'json';
      schemaName: string;
      schema: JsonSchema;
      /**
       * The same parameters give the same answer for the server's whole run, and it is nobody's
       * personal data (the text register): sent compressed, with an ETag, revalidated instead of
       * `no-store` (server/api/fixedJson.ts).
       */
      fixed?: true;
    }
  /**
   * A file download sent with Content-Disposition attachment; `mediaType` e.g. application/pdf, or
   * `application/octet-stream` for stored uploads, whose handler names the stored file's own type.
   */
  | {
      kind: 'file';
      mediaType: string;
      /**
       * `inline`: shown in the browser where the type allows (the staff's attachment viewer), with
       * the stored type and `nosniff`; a download (`attachment`) when absent.
       */
      disposition?: 'inline';
    }
  /** No content: 204. */
  | { kind: 'empty' };
export interface OperationSpec {
  id: string;
  method: HttpMethod;
  /** The full path, `{param}` for path parameters, e.g. `/api/api/v1/post-office/{postalCode}`. */
  path: string;
  /**
   * `session`: a live session is needed (else 401); POST etc. also need `x-xsrf-token` (else 403).
   * `intra` (issue 14, every path under `/api/api/v1/intra/`): as `session`, and the user must have
   * the intra permission (else 403, nothing read or changed); each call leaves an audit row
   * (server/intra/guard.ts). Registered only where the setting INTRA_API allows.
   */
  auth: 'none' | 'session' | 'intra';
  summary: string;
  params: readonly ParamSpec[];
  body: BodySpec | null;
  response: ResponseSpec;
  /** Registered only in mock mode (test-user login). */
  mockOnly?: boolean;
}
declare const phantom: unique symbol;
/** An operation with its TypeScript types attached (they exist only at compile time). */
export interface Operation<Params, Body, Response> extends OperationSpec {
  readonly [phantom]?: { params: Params; body: Body; response: Response };
}
/** Declares an operation; the generics are the types a typed client takes and gives. */
export function operation<Params = Record<string, never>, Body = undefined, Response = undefined>(
  spec: OperationSpec,
): Operation<Params, Body, Response> {
  return spec;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any>;
export type ParamsOf<O> = O extends Operation<infer P, unknown, unknown> ? P : never;
export type BodyOf<O> = O extends Operation<unknown, infer B, unknown> ? B : never;
export type ResponseOf<O> = O extends Operation<unknown, unknown, infer R> ? R : never;
export const json = (
  schemaName: string,
  schema: unknown,
): { kind: 'json'; schemaName: string; schema: JsonSchema } => ({
  kind: 'json',
  schemaName,
  schema: schema as JsonSchema,
});
/** A `json` answer that never changes while the server runs and holds no personal data (ResponseSpec). */
export const fixedJson = (schemaName: string, schema: unknown) => ({
  ...json(schemaName, schema),
  fixed: true as const,
});
/** 400: the errors field by field (or parameter by parameter), in the caller's language. */
export interface FieldErrorBody {
  path: string;
  label: string;
  message: string;
  code?: string;
}
/** A checked multipart upload as a handler gets it (register.ts). */
export interface UploadBody<Metadata> {
  metadata: Metadata;
  file: {
    /** The metadata's filename, as the user named it: only ever stored and shown, never a path. */
    fileName: string;
    /** Decided by content (magic bytes), agreeing with the extension. */
    mediaType: string;
    /**
     * The bytes as the server received them: in a temporary file (server/files/receive.ts) until
     * the handler stores them (`storeReceived`, server/files/storage.ts).
     */
    received: { readonly path: string; readonly size: number; readonly sha256: string };
  };
}
/**
 * A UUID parameter: ajv-formats' `uuid`, in either case (the server hands it on in lower case);
 * maxLength keeps out the `urn:uuid:` prefix that the format also takes and PostgreSQL's `uuid`
 * refuses. Written out at each use: the portal's bundle leaves out schema literals
 * (portal/build/browserModules.ts), not a shared constant.
 */
export const uuidParam = (name: string): ParamSpec => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
});
/** The path with its `{param}`s filled in (URI-encoded). */
export function buildPath(
  spec: Pick<OperationSpec, 'path'>,
  params: Readonly<Record<string, unknown>>,
): string {
  return spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}
export type SortOrder = 'ASC' | 'DESC';
/** SPEC §9 page sizes; 20 by default. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Inclusive `YYYY-MM-DD` bounds; either may be left out. */
export interface DateRange {
  from?: string;
  to?: string;
}
