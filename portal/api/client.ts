/**
 * The portal's typed API client. Every call goes through one declared operation of
 * `api/contract.ts` (method, path, parameters, body and response kind), so nothing about a route
 * is written twice. Errors carry the texts of SPEC §8 exactly, and front-end errors are logged to
 * `POST /api/frontend-log` with the operation's name, status, response body, user agent and stack.
 */
import { RECEIPT_HEADERS, REFERENCE_PATTERN, type Receipt } from '../../api/receipt.ts';
import type { UploadProgress, xhrUpload } from './xhrUpload.ts';
import type {
  BodyOf,
  Operation,
  OperationSpec,
  ParamsOf,
  ResponseOf,
  UploadBody,
} from '../../api/contract.ts';
import { sessionOperations } from '../../api/session.ts';
import { XSRF_COOKIE_NAMES } from '../../api/cookies.ts';

/** SPEC §8: the texts the client's errors carry, word for word. */
export const CLIENT_MESSAGES = {
  response: 'Response returned an error code',
  network: 'The request failed and the interceptors did not return an alternative response',
  required: (name: string, operation: string) =>
    `Required parameter "${name}" was null or undefined when calling ${operation}()`,
} as const;

export const XSRF_HEADER = 'x-xsrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An operation of the contract with its phantom types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any, any>;
export type { ParamsOf, BodyOf, ResponseOf };

export interface CallArgs<Op> {
  params?: ParamsOf<Op>;
  body?: BodyOf<Op>;
  signal?: AbortSignal;
}

/** The metadata of a multipart operation (part `attachment`): what its `UploadBody` carries. */
export type MetadataOf<Op> =
  Extract<BodyOf<Op>, UploadBody<unknown>> extends UploadBody<infer Metadata> ? Metadata : never;

export interface UploadArgs<Op> {
  /** Path, query and header parameters (`x-batch-id`, `x-primary-batch-id`). */
  params?: ParamsOf<Op>;
  /**
   * Sent as the JSON text of part `attachment`; its `filename` names part `data`. A text file
   * upload (`file: 'text'`, the payment file) sends `filename` alone, as part `filename`.
   */
  metadata: MetadataOf<Op>;
  /** Part `data`. */
  file: Blob;
  signal?: AbortSignal;
  /** Told how much of the request has been sent (bytes of the whole multipart body). */
  onProgress?: UploadProgress;
}

/** A response outside 200–299: `message` is SPEC §8's text; `body` the parsed answer (400: field errors). */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  readonly operation: string;
  readonly status: number;
  readonly body: unknown;
  constructor(operation: string, status: number, body: unknown) {
    super(CLIENT_MESSAGES.response);
    this.operation = operation;
    this.status = status;
    this.body = body;
  }
}

/**
 * What the server said about a failed call, as the user reads it: the localized `message` of a
 * 4xx `{code, message}`, or the messages of a 400's field errors; `fallback` for anything else
 * (network failure, 5xx).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ResponseError && error.status >= 400 && error.status < 500) {
    const body = error.body;
    if (Array.isArray(body)) {
      const messages = body
        .map((item) => (item && typeof item === 'object' ? (item as { message?: unknown }).message : null))
        .filter((message): message is string => typeof message === 'string' && message !== '');
      if (messages.length > 0) return messages.join(' ');
    } else if (body && typeof body === 'object') {
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return fallback;
}

/** The request did not get an answer at all (network down, CORS, aborted). */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly operation: string;
  override readonly cause: unknown;
  constructor(operation: string, cause: unknown) {
    super(CLIENT_MESSAGES.network);
    this.operation = operation;
    this.cause = cause;
  }
}

/** A required parameter was null or undefined; thrown before anything is fetched. */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  readonly operation: string;
  readonly field: string;
  constructor(operation: string, field: string) {
    super(CLIENT_MESSAGES.required(field, operation));
    this.operation = operation;
    this.field = field;
  }
}

export interface ClientOptions {
  /** Prefix of every path (default '' = the page's own origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the XSRF cookie is read from (default `document.cookie`). */
  cookies?: () => string;
  userAgent?: () => string;
  /**
   * The language the server answers errors in (`Accept-Language`); default the page's
   * `<html lang>`, which the shell keeps at the language the user chose.
   */
  language?: () => string;
  /** Whether failures are logged to the server (default true). */
  logErrors?: boolean;
  /** How an upload with `onProgress` is sent (default `xhrUpload`: fetch cannot report progress). */
  uploadWithProgress?: typeof xhrUpload;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

/** The session's XSRF token: `__Host-XSRF-TOKEN` behind HTTPS, `XSRF-TOKEN` over plain HTTP (api/cookies.ts). */
export function readXsrfToken(cookieHeader: string): string | null {
  for (const name of XSRF_COOKIE_NAMES) {
    const token = readCookie(cookieHeader, name);
    if (token) return token;
  }
  return null;
}

/** The operation's path with its path parameters filled and its query parameters added. */
export function buildUrl(operation: OperationSpec, params: Readonly<Record<string, unknown>> = {}): string {
  const used = new Set<string>();
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === null || value === undefined) throw new RequiredError(operation.id, name);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const declared = operation.params.some((param) => param.name === name && param.in === 'query');
    if (used.has(name) || !declared || value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
    else query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The parts of a request the client sends. */
interface RequestParts {
  method: string;
  headers: Headers;
  body: BodyInit | null;
  signal: AbortSignal | null;
}

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*=UTF-8''…` when present (a
 * name with ä or ö), else the plain `filename="…"`; null without either. Only a name: any path in
 * it is cut to its last segment.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentDisposition);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** A submission's receipt from its answer's headers; null unless both are there and sound. */
export function receiptOf(headers: Headers): Receipt | null {
  const reference = headers.get(RECEIPT_HEADERS.reference);
  const received = headers.get(RECEIPT_HEADERS.received);
  if (!reference || !REFERENCE_PATTERN.test(reference) || !received || Number.isNaN(Date.parse(received)))
    return null;
  const documentId = headers.get(RECEIPT_HEADERS.document);
  return documentId && UUID.test(documentId) ? { reference, received, documentId } : { reference, received };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface ApiClient {
  call<Op extends AnyOperation>(operation: Op, args?: CallArgs<Op>): Promise<ResponseOf<Op>>;
  /**
   * Calls a file operation like `call`, and answers the file with the name the server gave it in
   * Content-Disposition (null when it gave none), so that a page saves it under the server's name.
   */
  download<Op extends AnyOperation>(operation: Op, args?: CallArgs<Op>): Promise<DownloadedFile>;
  /**
   * Calls a multipart operation (`body.kind === 'multipart'`, SPEC §7 uploads): part `attachment`
   * is the metadata as a JSON text field, part `data` the file named by `metadata.filename`; header
   * parameters go as headers, the XSRF token always. Failures are logged and rethrown like `call`'s
   * (SPEC §8 'Upload failures are logged and rethrown').
   */
  upload<Op extends AnyOperation>(operation: Op, args: UploadArgs<Op>): Promise<ResponseOf<Op>>;
  /**
   * Calls a submission like `call`, and answers its body with the receipt the server gave in the
   * answer's headers (api/receipt.ts; null when it gave none), for the receipt page (issue 31).
   */
  callWithReceipt<Op extends AnyOperation>(
    operation: Op,
    args?: CallArgs<Op>,
  ): Promise<{ body: ResponseOf<Op>; receipt: Receipt | null }>;
  /** Sends a front-end error to the server's log (never throws). */
  logError(operation: string, error: unknown): Promise<void>;
  /**
   * Calls `listener` with the error of every call answered 401 (the session is gone; SPEC §4: the
   * session watcher sends the user to log in). Answers the function that removes the listener.
   */
  onUnauthorized(listener: UnauthorizedListener): () => void;
}

export type UnauthorizedListener = (error: ResponseError) => void;

export function createClient(options: ClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const userAgent =
    options.userAgent ?? (() => (typeof navigator === 'undefined' ? '' : navigator.userAgent));
  const logErrors = options.logErrors ?? true;
  const language =
    options.language ?? (() => (typeof document === 'undefined' ? '' : document.documentElement.lang));
  const unauthorizedListeners = new Set<UnauthorizedListener>();

  function onUnauthorized(listener: UnauthorizedListener): () => void {
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const subscription: UnauthorizedListener = (error) => listener(error);
    unauthorizedListeners.add(subscription);
    return () => {
      unauthorizedListeners.delete(subscription);
    };
  }

  function notifyUnauthorized(error: ResponseError): void {
    for (const listener of [...unauthorizedListeners]) {
      try {
        listener(error);
      } catch (failure) {
        // A failing listener must neither hide the 401 from the caller nor stop the other listeners.
        console.error(failure);
      }
    }
  }

  function headersFor(method: string): Headers {
    const headers = new Headers({ accept: 'application/json' });
    const chosen = language();
    if (chosen) headers.set('accept-language', chosen);
    if (STATE_CHANGING.has(method)) {
      const token = readXsrfToken(cookies());
      if (token) headers.set(XSRF_HEADER, token);
    }
    return headers;
  }

  async function logError(operation: string, error: unknown): Promise<void> {
    if (!logErrors) return;
    // The log's body is { logLevel, message } (schemas/api/frontend-log.schema.json): the details
    // travel as JSON in the message, cut to the schema's 10 000 characters.
    const message = JSON.stringify({
      message: error instanceof Error ? error.message : String(error),
      operation,
      status: error instanceof ResponseError ? error.status : null,
      responseBody: error instanceof ResponseError ? error.body : null,
      userAgent: userAgent(),
      stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }).slice(0, 10_000);
    try {
      const log = sessionOperations.frontendLog;
      const headers = headersFor(log.method);
      headers.set('content-type', 'application/json');
      await doFetch(baseUrl + log.path, {
        method: log.method,
        credentials: 'include',
        headers,
        body: JSON.stringify({ logLevel: 'error', message }),
      });
    } catch {
      // The log is best effort: a failing log must not hide the error it reports.
    }
  }

  /** Throws RequiredError for a required (or path) parameter that is null or undefined. */
  function checkParams(operation: OperationSpec, params: Readonly<Record<string, unknown>>): void {
    for (const param of operation.params) {
      const value = params[param.name];
      if ((param.required || param.in === 'path') && (value === null || value === undefined))
        throw new RequiredError(operation.id, param.name);
    }
  }

  /** The operation's header parameters that have a value, set on `headers`. */
  function setHeaderParams(
    operation: OperationSpec,
    params: Readonly<Record<string, unknown>>,
    headers: Headers,
  ): void {
    for (const param of operation.params) {
      const value = params[param.name];
      if (param.in === 'header' && value !== null && value !== undefined)
        headers.set(param.name, String(value));
    }
  }

  /** Fetches and turns failures into the SPEC §8 errors (logged, 401 told); answers a 2xx response. */
  async function fetchChecked(
    operation: OperationSpec,
    url: string,
    init: RequestParts,
    transport: (url: string, init: RequestInit) => Promise<Response> = doFetch,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await transport(url, { ...init, credentials: 'include' });
    } catch (cause) {
      const error = new FetchError(operation.id, cause);
      if (!init.signal?.aborted) void logError(operation.id, error);
      throw error;
    }
    if (response.status < 200 || response.status > 299) {
      const error = new ResponseError(operation.id, response.status, await readBody(response));
      // 401 is the session's end, not a fault of the front end: the shell sends the user to log in.
      if (response.status === 401) notifyUnauthorized(error);
      else void logError(operation.id, error);
      throw error;
    }
    return response;
  }

  /** Fetches and reads the answer as the operation's response kind says. */
  async function send<Op extends AnyOperation>(
    operation: Op,
    url: string,
    init: RequestParts,
    transport?: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<ResponseOf<Op>> {
    const response = await fetchChecked(operation, url, init, transport);
    const kind = operation.response.kind;
    if (kind === 'file') return (await response.blob()) as ResponseOf<Op>;
    if (kind === 'empty' || response.status === 204) return undefined as ResponseOf<Op>;
    return (await readBody(response)) as ResponseOf<Op>;
  }

  /** The URL and request of a JSON, form-encoded or bodiless call (everything but uploads). */
  function request(
    operation: OperationSpec,
    args: CallArgs<AnyOperation>,
  ): { url: string; init: RequestParts } {
    const params = (args.params ?? {}) as Record<string, unknown>;
    checkParams(operation, params);
    if (operation.body && (args.body === null || args.body === undefined))
      throw new RequiredError(operation.id, 'body');
    if (operation.body?.kind === 'multipart')
      throw new TypeError(`${operation.id}() is a multipart upload: call it with upload()`);
    const method = operation.method.toUpperCase();
    const url = baseUrl + buildUrl(operation, params);
    const headers = headersFor(method);
    setHeaderParams(operation, params, headers);
    let body: string | undefined;
    if (operation.body) {
      if (operation.body.kind === 'urlencoded') {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        body = new URLSearchParams(
          Object.entries(args.body as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
        ).toString();
      } else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(args.body);
      }
    }
    if (operation.response.kind === 'file') headers.set('accept', `${operation.response.mediaType}, */*`);
    return { url, init: { method, headers, body: body ?? null, signal: args.signal ?? null } };
  }

  async function call<Op extends AnyOperation>(
    operation: Op,
    args: CallArgs<Op> = {},
  ): Promise<ResponseOf<Op>> {
    const { url, init } = request(operation, args);
    return send(operation, url, init);
  }

  async function callWithReceipt<Op extends AnyOperation>(
    operation: Op,
    args: CallArgs<Op> = {},
  ): Promise<{ body: ResponseOf<Op>; receipt: Receipt | null }> {
    const { url, init } = request(operation, args);
    const response = await fetchChecked(operation, url, init);
    const body = (
      operation.response.kind === 'empty' || response.status === 204 ? undefined : await readBody(response)
    ) as ResponseOf<Op>;
    return { body, receipt: receiptOf(response.headers) };
  }

  async function download<Op extends AnyOperation>(
    operation: Op,
    args: CallArgs<Op> = {},
  ): Promise<DownloadedFile> {
    if (operation.response.kind !== 'file')
      throw new TypeError(`${operation.id}() answers no file: call it with call()`);
    const { url, init } = request(operation, args);
    const response = await fetchChecked(operation, url, init);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
  }

  async function upload<Op extends AnyOperation>(
    operation: Op,
    args: UploadArgs<Op>,
  ): Promise<ResponseOf<Op>> {
    if (operation.body?.kind !== 'multipart')
      throw new TypeError(`${operation.id}() takes no upload: call it with call()`);
    const params = (args.params ?? {}) as Record<string, unknown>;
    checkParams(operation, params);
    if (args.metadata === null || args.metadata === undefined)
      throw new RequiredError(operation.id, 'attachment');
    if (args.file === null || args.file === undefined) throw new RequiredError(operation.id, 'data');
    const method = operation.method.toUpperCase();
    const headers = headersFor(method);
    // The XSRF token goes with every upload (SPEC §5), whatever the method.
    const token = readXsrfToken(cookies());
    if (token) headers.set(XSRF_HEADER, token);
    setHeaderParams(operation, params, headers);
    const metadata = args.metadata as { filename?: unknown };
    const filename =
      typeof metadata.filename === 'string'
        ? metadata.filename
        : args.file instanceof File
          ? args.file.name
          : 'data';
    // The metadata first, so that a server reading the stream knows what the file is before it comes.
    const form = new FormData();
    if (operation.body.file === 'text') form.append('filename', filename);
    else form.append('attachment', JSON.stringify(args.metadata));
    form.append('data', args.file, filename);
    const { onProgress } = args;
    // Loaded on its first use: only the pages that show an upload's progress need it.
    const viaXhr: typeof xhrUpload =
      options.uploadWithProgress ?? (async (...args) => (await import('./xhrUpload.ts')).xhrUpload(...args));
    return send(
      operation,
      baseUrl + buildUrl(operation, params),
      { method, headers, body: form, signal: args.signal ?? null },
      onProgress
        ? (url) => viaXhr(url, { method, headers, body: form, signal: args.signal ?? null }, onProgress)
        : undefined,
    );
  }

  return { call, callWithReceipt, download, upload, logError, onUnauthorized };
}

/** The portal's client: same origin, the browser's cookies. */
export const api = createClient();
