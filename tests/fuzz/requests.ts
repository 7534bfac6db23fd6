/**
 * Requests of any operation of the contract as fast-check arbitraries, from its `OperationSpec`
 * alone (api/contract.ts), so an operation added to the contract is fuzzed without a line here:
 *
 * - valid: every parameter from its schema (or a real value of its name), the body from its
 *   schema, a form's valid examples (schemas/forms/examples), or a multipart upload whose file is
 *   of the type its name says; logged in with a role, with the XSRF header;
 * - near-valid: a valid request with exactly one thing off (nearValid.ts): a parameter, one value
 *   of the body, the content type, the file's content, the XSRF header or the session;
 * - garbage: a valid request with one to three hostile pieces (garbage.ts) in the path, query,
 *   headers, cookies, method or body.
 *
 * A request is first a `Draft` (parts still apart, the body still a value) so that near-valid and
 * garbage cases can change one part; `toWire` puts it together as bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { BodySpec, FormId, OperationSpec, ParamSpec } from '../../api/contract.ts';
import { formsCatalogue } from '../../catalogue/forms.ts';
import { createFormRegistry } from '../../server/forms/registry.ts';
import type { AttachmentExtension } from '../../validators/fileTypes.ts';
import { attachmentExtension } from '../../validators/fileTypes.ts';
import {
  anyJson,
  brokenJson,
  headerText,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_FILE_NAMES,
  HOSTILE_LANGUAGES,
  HOSTILE_QUERIES,
  HOSTILE_URL_SEGMENTS,
  hostileString,
  HUGE_NUMBERS,
  invalidUtf8Json,
  nestedJson,
  nestingDepth,
  randomBytes,
} from './garbage.ts';
import type { WireRequest } from './http.ts';
import { BOUNDARY, multipartBody, multipartContentType, type Part } from './multipart.ts';
import { applyMutation, invalidParamValues, mutationsOf } from './nearValid.ts';
import { validValue, type Hints, type Schema } from './schemaValues.ts';

export type CaseKind = 'valid' | 'near-valid' | 'garbage';
/** Who calls: a private person as themself, an organisation's representative acting for it, nobody. */
/** `staff` (issue 14) calls the intra operations; customers are sent there too, to be refused. */
export type Caller = 'person' | 'organisation' | 'staff' | 'anonymous';
/** The XSRF header: the session's token, another one, or none. */
export type XsrfUse = 'session' | 'wrong' | 'missing';

export const CASE_KINDS: readonly CaseKind[] = ['valid', 'near-valid', 'garbage'];

/** What the harness needs besides the operation: real values, files, limits. */
export interface FuzzContext {
  /** Real values by name, for each caller (their own first). */
  hints: Readonly<Record<Caller, Hints>>;
  /** A tiny real file of each allowed extension (server/files/testFiles.ts). */
  files: Readonly<Record<AttachmentExtension, Buffer>>;
  /** BODY_LIMIT_BYTES of the server. */
  bodyLimit: number;
  /** UPLOAD_MAX_BYTES of the server. */
  uploadMaxBytes: number;
}

type BodyDraft =
  /** `formId`: the manifest form whose data this is (a `manifestForm` body names it in the path). */
  | { kind: 'json'; value: unknown; formId?: string }
  | { kind: 'urlencoded'; value: unknown }
  | {
      kind: 'multipart';
      /** `attachment` (JSON metadata) or `filename` (a text file's name as plain text). */
      metadataPart: 'attachment' | 'filename';
      metadata: unknown;
      file: Buffer;
      metadataAsBlob: boolean;
      dataFirst: boolean;
    }
  | { kind: 'parts'; parts: Part[]; unterminated: boolean; preamble?: string }
  | { kind: 'raw'; bytes: Buffer };

interface Draft {
  method: string;
  /** Path parameters as raw URL text (already percent-encoded). */
  path: Record<string, string>;
  /** Query pairs as raw URL text; a null value sends the key alone. */
  query: [string, string | null][];
  /** Replaces the whole query (garbage). */
  rawQuery?: string;
  headers: [string, string][];
  /** The body's Content-Type; null sends none, undefined the body kind's own. */
  contentType?: string | null;
  body?: BodyDraft;
  caller: Caller;
  xsrf: XsrfUse;
  /** A SESSION cookie of the case's own in place of the caller's. */
  sessionCookie?: string;
  /** A whole Cookie header in place of the caller's cookies. */
  rawCookie?: string;
  /** Send only the first half of the body's bytes. */
  truncateBody?: boolean;
  notes: string[];
}

export interface FuzzRequest extends WireRequest {
  operation: string;
  kind: CaseKind;
  /** What is off (near-valid, garbage). */
  note: string;
  caller: Caller;
  xsrf: XsrfUse;
  sessionCookie?: string;
  rawCookie?: string;
}

// ---- Forms: their schemas and valid examples --------------------------------------------------

const formCache = new Map<FormId, { schema: Schema; examples: Record<string, unknown>[] }>();

/** The forms the generic form operation serves (published ones: the fuzzed server serves no drafts). */
export const DOCUMENT_FORM_IDS = createFormRegistry({ drafts: false })
  .documentForms()
  .map((form) => form.id);

export function formOf(form: FormId): { schema: Schema; examples: Record<string, unknown>[] } {
  let loaded = formCache.get(form);
  if (!loaded) {
    const examples = Object.entries(formsCatalogue().examples(form).examples)
      .filter(([name]) => name.startsWith('valid'))
      .map(([, example]) => example as Record<string, unknown>);
    if (examples.length === 0) throw new Error(`no valid example of form ${form}`);
    const schema = formsCatalogue().definition(form).schema as Schema;
    formCache.set(form, (loaded = { schema, examples }));
  }
  return loaded;
}

/** Letters, digits and the rest as classes: a real value may stand in for an example's of the same shape. */
const shape = (text: string) => text.replace(/[0-9]/g, '9').replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A');

/** An example with some of its strings replaced by real values of the same name and shape. */
function withHints(example: Record<string, unknown>, hints: Hints): fc.Arbitrary<unknown> {
  const sites: { pointer: (string | number)[]; candidates: unknown[] }[] = [];
  const walk = (node: unknown, pointer: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...pointer, index]));
    else if (typeof node === 'object' && node !== null)
      for (const [key, value] of Object.entries(node)) {
        const candidates = (hints.get(key) ?? []).filter(
          (hint) => typeof hint === 'string' && typeof value === 'string' && shape(hint) === shape(value),
        );
        if (candidates.length > 0) sites.push({ pointer: [...pointer, key], candidates });
        else walk(value, [...pointer, key]);
      }
  };
  walk(example, []);
  if (sites.length === 0) return fc.constant(example);
  return fc
    .tuple(...sites.map((site) => fc.option(fc.constantFrom(...site.candidates), { freq: 2 })))
    .map((chosen) =>
      chosen.reduce<unknown>(
        (value, replacement, index) =>
          replacement === null
            ? value
            : applyMutation(value, { pointer: sites[index]!.pointer, replacement, note: '' }),
        example,
      ),
    );
}

// ---- Valid ------------------------------------------------------------------------------------

const LANGUAGES = ['fi', 'sv', 'fi-FI,fi;q=0.9,en;q=0.8', 'sv-SE,sv;q=0.9', 'en'] as const;

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

function paramValue(param: ParamSpec, hints: Hints): fc.Arbitrary<unknown> {
  return validValue(param.schema, hints, param.name, { maxStringLength: 30 });
}

const PAYMENT_FILE_EXAMPLES = join(import.meta.dirname, '../../schemas/files/examples/payment-file');

/** The payment file's examples (schemas/files/examples), valid and invalid: what send-file takes. */
const PAYMENT_FILES = readdirSync(PAYMENT_FILE_EXAMPLES)
  .filter((name) => name.endsWith('.csv'))
  .map((name) => readFileSync(join(PAYMENT_FILE_EXAMPLES, name)));

/**
 * A valid multipart upload: metadata from its schema, a file of the type its name says; for a text
 * file upload (`file: 'text'`, the payment file) the name as plain text and one of the example files.
 */
function validUpload(
  body: Extract<BodySpec, { kind: 'multipart' }>,
  hints: Hints,
  context: FuzzContext,
): fc.Arbitrary<BodyDraft> {
  const text = body.file === 'text';
  return fc
    .record({
      metadata: validValue(body.schema, hints),
      metadataAsBlob: fc.boolean(),
      dataFirst: fc.boolean(),
      paymentFile: fc.constantFrom(...PAYMENT_FILES),
    })
    .map(({ metadata, metadataAsBlob, dataFirst, paymentFile }) => {
      const name = (metadata as { filename?: unknown }).filename;
      const extension = typeof name === 'string' ? attachmentExtension(name) : null;
      const file = text ? paymentFile : context.files[extension ?? 'pdf'];
      return {
        kind: 'multipart',
        metadataPart: text ? 'filename' : 'attachment',
        metadata,
        file,
        metadataAsBlob: metadataAsBlob && !text,
        dataFirst,
      };
    });
}

function validBody(
  spec: OperationSpec,
  hints: Hints,
  context: FuzzContext,
): fc.Arbitrary<BodyDraft | undefined> {
  const body = spec.body;
  if (!body) return fc.constant(undefined);
  switch (body.kind) {
    case 'json':
      return validValue(body.schema, hints).map((value) => ({ kind: 'json', value }));
    case 'urlencoded':
      return validValue(body.schema, hints).map((value) => ({ kind: 'urlencoded', value }));
    case 'form':
      return fc
        .constantFrom(...formOf(body.form).examples)
        .chain((example) => withHints(example, hints))
        .map((value) => ({ kind: 'json', value }));
    case 'manifestForm':
      // A served form (server/forms/registry.ts) and one of its valid examples; the path names it.
      return fc.constantFrom(...DOCUMENT_FORM_IDS).chain((formId) =>
        fc
          .constantFrom(...formOf(formId as FormId).examples)
          .chain((example) => withHints(example, hints))
          .map((value) => ({ kind: 'json' as const, value, formId })),
      );
    case 'multipart':
      return validUpload(body, hints, context);
  }
}

/** Optional parameters in or out, each valid. */
function validParams(
  spec: OperationSpec,
  where: ParamSpec['in'],
  hints: Hints,
): fc.Arbitrary<[string, unknown][]> {
  const params = spec.params.filter((param) => param.in === where);
  return fc
    .tuple(
      ...params.map((param) =>
        param.required
          ? paramValue(param, hints).map((value) => [param.name, value] as [string, unknown])
          : fc.option(paramValue(param, hints).map((value) => [param.name, value] as [string, unknown])),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, unknown] => pair !== null));
}

export function validDraft(spec: OperationSpec, context: FuzzContext): fc.Arbitrary<Draft> {
  const callers: Caller[] =
    spec.auth === 'none'
      ? ['anonymous', 'person', 'organisation']
      : spec.auth === 'intra'
        ? ['staff', 'staff', 'staff', 'person']
        : ['person', 'organisation'];
  // One arbitrary per caller, built once (building one per case costs more than sending it).
  return fc.oneof(
    ...callers.map((caller) => {
      const hints = context.hints[caller];
      return fc
        .record({
          path: validParams(spec, 'path', hints),
          query: validParams(spec, 'query', hints),
          headerParams: validParams(spec, 'header', hints),
          language: fc.option(fc.constantFrom(...LANGUAGES)),
          body: validBody(spec, hints, context),
        })
        .map(({ path, query, headerParams, language, body }): Draft => ({
          method: spec.method,
          path: Object.fromEntries([
            ...path.map(([name, value]) => [name, encode(value)]),
            // The form a manifest form's data belongs to, in the parameter that names it.
            ...(spec.body?.kind === 'manifestForm' && body?.kind === 'json' && body.formId
              ? [[spec.body.param, encode(body.formId)]]
              : []),
          ]),
          query: query.map(([name, value]) => [encodeURIComponent(name), encode(value)] as [string, string]),
          headers: [
            ...headerParams.map(([name, value]) => [name, String(value)] as [string, string]),
            ...(language === null ? [] : [['accept-language', language] as [string, string]]),
          ],
          ...(body === undefined ? {} : { body }),
          caller,
          xsrf: 'session',
          notes: [],
        }));
    }),
  );
}

// ---- Near-valid -------------------------------------------------------------------------------

type Change = fc.Arbitrary<Draft>;

const withNote = (draft: Draft, note: string, change: Partial<Draft>): Draft => ({
  ...draft,
  ...change,
  notes: [...draft.notes, note],
});

function replaceHeader(
  headers: readonly [string, string][],
  name: string,
  value: string | null,
): [string, string][] {
  const rest = headers.filter(([header]) => header !== name);
  return value === null ? rest : [...rest, [name, value]];
}

function paramChanges(spec: OperationSpec, draft: Draft): Change[] {
  const changes: Change[] = [];
  for (const param of spec.params) {
    const current =
      param.in === 'path'
        ? draft.path[param.name]
        : param.in === 'query'
          ? draft.query.find(([name]) => name === encodeURIComponent(param.name))?.[1]
          : draft.headers.find(([name]) => name === param.name)?.[1];
    const decoded = current === undefined || current === null ? undefined : safeDecode(current);
    const invalid = invalidParamValues(param.schema, decoded);
    const set = (value: string | null, note: string) => {
      const key = encodeURIComponent(param.name);
      switch (param.in) {
        case 'path':
          return withNote(draft, note, {
            path: { ...draft.path, [param.name]: encodeURIComponent(value ?? '') },
          });
        case 'query':
          return withNote(draft, note, {
            query: [
              ...draft.query.filter(([name]) => name !== key),
              ...(value === null ? [] : [[key, encodeURIComponent(value)] as [string, string]]),
            ],
          });
        case 'header':
          return withNote(draft, note, { headers: replaceHeader(draft.headers, param.name, value) });
      }
    };
    if (param.required && current !== undefined)
      changes.push(fc.constant(set(null, `removed ${param.in} ${param.name}`)));
    if (invalid.length > 0)
      changes.push(
        fc
          .constantFrom(...invalid)
          .map((value) => set(value, `invalid ${param.in} ${param.name}=${JSON.stringify(value)}`)),
      );
    if (param.in === 'query' && current !== undefined && current !== null)
      changes.push(
        fc.constant(
          withNote(draft, `repeated query ${param.name}`, {
            query: [...draft.query, [encodeURIComponent(param.name), current]],
          }),
        ),
      );
    if (param.in === 'header' && current !== undefined && current !== null)
      changes.push(
        fc.constant(
          withNote(draft, `repeated header ${param.name}`, {
            headers: [...draft.headers, [param.name, current]],
          }),
        ),
      );
  }
  return changes;
}

function bodySchema(spec: OperationSpec, draft: Draft): Schema | undefined {
  const body = spec.body;
  if (!body) return undefined;
  if (body.kind === 'manifestForm') {
    const formId = draft.body?.kind === 'json' ? draft.body.formId : undefined;
    return formId ? formOf(formId as FormId).schema : undefined;
  }
  return body.kind === 'form' ? formOf(body.form).schema : body.schema;
}

function bodyChanges(spec: OperationSpec, draft: Draft, context: FuzzContext): Change[] {
  const body = draft.body;
  const schema = bodySchema(spec, draft);
  if (!body || !schema) return [];
  const changes: Change[] = [];
  const value =
    body.kind === 'multipart'
      ? body.metadata
      : body.kind === 'raw' || body.kind === 'parts'
        ? undefined
        : body.value;
  const mutations = value === undefined ? [] : mutationsOf(schema, value);
  if (mutations.length > 0)
    changes.push(
      fc.constantFrom(...mutations).map((mutation) => {
        const changed = applyMutation(value, mutation);
        const next: BodyDraft =
          body.kind === 'multipart'
            ? { ...body, metadata: changed }
            : ({ ...body, value: changed } as BodyDraft);
        return withNote(draft, mutation.note, { body: next });
      }),
    );
  if (body.kind === 'multipart') {
    changes.push(
      fc
        .constantFrom<[string, Buffer]>(
          ['empty file', Buffer.alloc(0)],
          ['file of text', Buffer.from('Tämä ei ole PDF.\n')],
          ...(Object.entries(context.files) as [string, Buffer][]).map(
            ([extension, file]) => [`file of type ${extension}`, file] as [string, Buffer],
          ),
        )
        .map(([note, file]) => withNote(draft, note, { body: { ...body, file } })),
    );
    changes.push(fc.constant(withNote(draft, 'no content type', { contentType: null })));
    changes.push(
      fc.constant(withNote(draft, 'multipart without boundary', { contentType: 'multipart/form-data' })),
    );
  } else {
    changes.push(
      fc
        .constantFrom<string | null>(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
        )
        .map((contentType) => withNote(draft, `content type ${contentType ?? 'missing'}`, { contentType })),
    );
  }
  return changes;
}

function authChanges(spec: OperationSpec, draft: Draft): Change[] {
  if (spec.auth === 'none') return [];
  return [
    fc.constant(withNote(draft, 'wrong XSRF token', { xsrf: 'wrong' })),
    fc.constant(withNote(draft, 'no XSRF token', { xsrf: 'missing' })),
    fc.constant(withNote(draft, 'no session', { caller: 'anonymous' })),
  ];
}

export function nearValidDraft(spec: OperationSpec, context: FuzzContext): fc.Arbitrary<Draft> {
  return validDraft(spec, context).chain((draft) => {
    const extraQuery = withNote(draft, 'extra query parameter', {
      query: [...draft.query, ['unexpected', '1']],
    });
    return fc.oneof(
      fc.constant(extraQuery),
      ...paramChanges(spec, draft),
      ...bodyChanges(spec, draft, context),
      ...authChanges(spec, draft),
    );
  });
}

// ---- Garbage ----------------------------------------------------------------------------------

type Ingredient = (draft: Draft) => fc.Arbitrary<Draft>;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const urlSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_URL_SEGMENTS),
  fc
    .string({ unit: 'binary', maxLength: 40 })
    .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
);

function pathGarbage(spec: OperationSpec): Ingredient | null {
  const names = spec.params.filter((param) => param.in === 'path').map((param) => param.name);
  if (names.length === 0) return null;
  return (draft) =>
    fc
      .tuple(fc.constantFrom(...names), urlSegment)
      .map(([name, segment]) =>
        withNote(draft, `path ${name}=${segment.slice(0, 60)}`, { path: { ...draft.path, [name]: segment } }),
      );
}

const queryGarbage: Ingredient = (draft) =>
  fc.oneof(
    fc
      .constantFrom(...HOSTILE_QUERIES)
      .map((rawQuery) => withNote(draft, `query ${rawQuery.slice(0, 60)}`, { rawQuery })),
    fc
      .tuple(fc.constantFrom(...draft.query.map(([name]) => name), 'unknown', 'page', 'id'), urlSegment)
      .map(([name, value]) =>
        withNote(draft, `query ${name}=${value.slice(0, 60)}`, {
          query: [...draft.query.filter(([key]) => key !== name), [name, value]],
        }),
      ),
  );

const HEADER_NAMES = [
  'x-batch-id',
  'x-primary-batch-id',
  'x-xsrf-token',
  'accept-language',
  'content-type',
] as const;

const headerGarbage: Ingredient = (draft) =>
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...HEADER_NAMES),
        fc.oneof(headerText(), fc.constantFrom(...HOSTILE_URL_SEGMENTS)),
      )
      .map(([name, value]) =>
        name === 'content-type'
          ? withNote(draft, `content-type ${value.slice(0, 40)}`, { contentType: value })
          : name === 'x-xsrf-token'
            ? withNote(draft, `x-xsrf-token ${value.slice(0, 40)}`, {
                xsrf: 'missing',
                headers: replaceHeader(draft.headers, name, value),
              })
            : withNote(draft, `${name} ${value.slice(0, 40)}`, {
                headers: replaceHeader(draft.headers, name, value),
              }),
      ),
    fc.constantFrom(...HOSTILE_LANGUAGES).map((value) =>
      withNote(draft, `accept-language ${value.slice(0, 40)}`, {
        headers: replaceHeader(draft.headers, 'accept-language', value),
      }),
    ),
    fc
      .constantFrom(...HOSTILE_CONTENT_TYPES)
      .map((contentType) => withNote(draft, `content-type ${contentType.slice(0, 40)}`, { contentType })),
    fc
      .constantFrom(...HEADER_NAMES.filter((name) => name !== 'content-type'))
      .map((name) =>
        withNote(draft, `${name} twice`, { headers: [...draft.headers, [name, 'a'], [name, 'b']] }),
      ),
  );

const cookieGarbage: Ingredient = (draft) =>
  fc.oneof(
    fc
      .oneof(
        fc.constantFrom('%00', 'a%00b', '', '..%2f..', 'x'.repeat(5000), '%ff%fe', 'null', '"quoted"', '%'),
        headerText(60).map((text) => text.replace(/[;,\s]/g, '')),
      )
      .map((sessionCookie) =>
        withNote(draft, `SESSION cookie ${sessionCookie.slice(0, 40)}`, { sessionCookie }),
      ),
    fc
      .constantFrom('SESSION', 'SESSION=a; SESSION=b', '=;;;', 'SESSION=%00; XSRF-TOKEN=%00', ';', 'a=b=c')
      .map((rawCookie) => withNote(draft, `cookie header ${rawCookie}`, { rawCookie })),
  );

const callerGarbage: Ingredient = (draft) =>
  fc
    .tuple(
      fc.constantFrom<Caller>('anonymous', 'person', 'organisation', 'staff'),
      fc.constantFrom<XsrfUse>('session', 'wrong', 'missing'),
    )
    .map(([caller, xsrf]) => withNote(draft, `as ${caller}, XSRF ${xsrf}`, { caller, xsrf }));

const methodGarbage: Ingredient = (draft) =>
  fc
    .constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')
    .filter((method) => method !== draft.method)
    .map((method) => withNote(draft, `method ${method}`, { method }));

/** A JSON value's text with one top-level property's value replaced by `replacement` text. */
function spliceProperty(value: unknown, replacement: string): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0) return `{"x":${replacement}}`;
  const marker = '"\u0001fuzz-marker\u0001"';
  const text = JSON.stringify({ ...value, [keys[0]!]: '\u0001fuzz-marker\u0001' });
  return text.replace(marker, replacement);
}

function jsonGarbage(draft: Draft, value: unknown, context: FuzzContext): fc.Arbitrary<Draft> {
  const json = JSON.stringify(value) ?? 'null';
  const raw = (note: string) => (bytes: Buffer) => withNote(draft, note, { body: { kind: 'raw', bytes } });
  const text = (note: string) => (body: string) => raw(note)(Buffer.from(body, 'utf8'));
  return fc.oneof(
    randomBytes.map(raw('random bytes')),
    fc.string({ unit: 'binary', maxLength: 500 }).map(text('random text')),
    brokenJson(json).map((body) => raw(`broken JSON ${body.slice(0, 40)}`)(Buffer.from(body, 'utf8'))),
    invalidUtf8Json(json).map(raw('invalid UTF-8 in JSON')),
    anyJson.map((any) => text('any JSON')(JSON.stringify(any) ?? 'null')),
    fc
      .tuple(
        nestingDepth(context.bodyLimit),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        fc.boolean(),
      )
      .map(([depth, kind, inside]) => {
        const nested = nestedJson(depth, kind);
        const body = (inside ? spliceProperty(value, nested) : null) ?? nested;
        return text(`${kind}s nested ${depth} deep${inside ? ' in a property' : ''}`)(body);
      }),
    hostileString(context.bodyLimit).map((hostile) => {
      const body = spliceProperty(value, JSON.stringify(hostile)) ?? JSON.stringify(hostile);
      return text(`string ${JSON.stringify(hostile.slice(0, 30))}(${hostile.length}) in a property`)(body);
    }),
    fc
      .constantFrom(...HUGE_NUMBERS)
      .map((number) => text(`number ${number} in a property`)(spliceProperty(value, number) ?? number)),
    fc.constant(raw('empty body')(Buffer.alloc(0))),
    fc
      .integer({ min: 1, max: 2000 })
      .map((over) => text(`body ${over} bytes over the limit`)(`"${'x'.repeat(context.bodyLimit + over)}"`)),
  );
}

function uploadParts(body: Extract<BodyDraft, { kind: 'multipart' }>): Part[] {
  const json = JSON.stringify(body.metadata) ?? 'null';
  const filename = (body.metadata as { filename?: unknown } | null)?.filename;
  const attachment: Part =
    body.metadataPart === 'filename'
      ? { name: 'filename', data: typeof filename === 'string' ? filename : json }
      : body.metadataAsBlob
        ? { name: 'attachment', filename: 'blob', contentType: 'application/json', data: json }
        : { name: 'attachment', data: json };
  const data: Part = {
    name: 'data',
    filename: 'upload.bin',
    contentType: 'application/octet-stream',
    data: body.file,
  };
  return body.dataFirst ? [data, attachment] : [attachment, data];
}

function multipartGarbage(
  draft: Draft,
  body: Extract<BodyDraft, { kind: 'multipart' }>,
  context: FuzzContext,
): fc.Arbitrary<Draft> {
  const parts = uploadParts(body);
  const attachment = parts.find((part) => part.name === body.metadataPart)!;
  const data = parts.find((part) => part.name === 'data')!;
  const asParts = (
    note: string,
    changed: Part[],
    options: { unterminated?: boolean; preamble?: string } = {},
  ) =>
    withNote(draft, note, {
      body: {
        kind: 'parts',
        parts: changed,
        unterminated: options.unterminated ?? false,
        ...(options.preamble === undefined ? {} : { preamble: options.preamble }),
      },
    });
  const metadata = (
    typeof body.metadata === 'object' && body.metadata !== null ? body.metadata : {}
  ) as Record<string, unknown>;
  return fc.oneof(
    fc.constant(asParts('attachment twice', [attachment, attachment, data])),
    fc.constant(asParts('data twice', [attachment, data, data])),
    fc.constant(asParts('no attachment', [data])),
    fc.constant(asParts('no data', [attachment])),
    fc.constant(asParts('no parts', [])),
    fc
      .constantFrom(
        'evil',
        '__proto__',
        'constructor',
        'toString',
        '',
        'data ',
        'ATTACHMENT',
        'a"b',
        '../data',
      )
      .map((name) =>
        asParts(`a part named ${JSON.stringify(name)}`, [attachment, data, { name, data: 'x' }]),
      ),
    fc.constant(
      asParts('four parts', [attachment, data, { name: 'a', data: '1' }, { name: 'b', data: '2' }]),
    ),
    fc.constant(
      asParts('data as a field', [attachment, { name: 'data', data: body.file.toString('latin1') }]),
    ),
    fc.constant(
      asParts('attachment as a file of bytes', [{ ...attachment, filename: 'a.bin', data: body.file }, data]),
    ),
    fc.constant(asParts('a part without a name', [attachment, data, { data: 'x' }])),
    fc.constant(asParts('a part without Content-Disposition', [attachment, { ...data, disposition: null }])),
    fc.constant(
      asParts('a broken Content-Disposition', [
        attachment,
        { ...data, disposition: 'Content-Disposition: ;;;name=' },
      ]),
    ),
    fc.constant(asParts('cut short', [attachment, data], { unterminated: true })),
    fc.constant({ ...asParts('cut in the middle', [attachment, data]), truncateBody: true }),
    headerText(100).map((preamble) => asParts('a preamble', [attachment, data], { preamble })),
    fc
      .constantFrom(...HOSTILE_FILE_NAMES)
      .map((filename) =>
        asParts(`data file name ${JSON.stringify(filename.slice(0, 40))}`, [
          attachment,
          { ...data, filename },
        ]),
      ),
    fc
      .constantFrom(...HOSTILE_FILE_NAMES)
      .map((filename) =>
        asParts(`metadata filename ${JSON.stringify(filename.slice(0, 40))}`, [
          { ...attachment, data: JSON.stringify({ ...metadata, filename }) },
          data,
        ]),
      ),
    fc
      .oneof(
        brokenJson(attachment.data.toString()),
        fc.constant('x'.repeat(70 * 1024)),
        fc.constant(JSON.stringify({ ...metadata, filename: `${'a'.repeat(70 * 1024)}.pdf` })),
        anyJson.map((any) => JSON.stringify(any) ?? 'null'),
      )
      .map((text) =>
        asParts(`metadata ${text.slice(0, 40)}(${text.length})`, [{ ...attachment, data: text }, data]),
      ),
    invalidUtf8Json(attachment.data.toString()).map((bytes) =>
      asParts('metadata with invalid UTF-8', [{ ...attachment, data: bytes }, data]),
    ),
    randomBytes.map((bytes) => asParts('data of random bytes', [attachment, { ...data, data: bytes }])),
    fc
      .integer({ min: 1, max: 1000 })
      .map((over) =>
        asParts(`data ${over} bytes over the upload limit`, [
          attachment,
          { ...data, data: Buffer.alloc(context.uploadMaxBytes + over, 0x25) },
        ]),
      ),
    fc.constant(
      withNote(draft, 'boundary not in the body', { contentType: multipartContentType('other-boundary') }),
    ),
    randomBytes.map((bytes) =>
      withNote(draft, 'multipart of random bytes', {
        body: { kind: 'raw', bytes },
        contentType: multipartContentType(),
      }),
    ),
  );
}

function bodyGarbage(draft: Draft, context: FuzzContext): fc.Arbitrary<Draft> {
  const body = draft.body;
  if (body?.kind === 'multipart') return multipartGarbage(draft, body, context);
  const value = body && (body.kind === 'json' || body.kind === 'urlencoded') ? body.value : {};
  return jsonGarbage(draft, value, context);
}

export function garbageDraft(spec: OperationSpec, context: FuzzContext): fc.Arbitrary<Draft> {
  const ingredients: Ingredient[] = [
    queryGarbage,
    headerGarbage,
    cookieGarbage,
    callerGarbage,
    methodGarbage,
    (draft) => bodyGarbage(draft, context),
    (draft) => bodyGarbage(draft, context),
    ...[pathGarbage(spec)].filter((ingredient): ingredient is Ingredient => ingredient !== null),
  ];
  return validDraft(spec, context).chain((draft) =>
    fc
      .array(fc.constantFrom(...ingredients), { minLength: 1, maxLength: 3 })
      .chain((chosen) =>
        chosen.reduce<fc.Arbitrary<Draft>>(
          (current, ingredient) => current.chain(ingredient),
          fc.constant(draft),
        ),
      ),
  );
}

// ---- On the wire ------------------------------------------------------------------------------

function encodeBody(body: BodyDraft): { bytes: Buffer; contentType: string } {
  switch (body.kind) {
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(body.value) ?? '', 'utf8'),
        contentType: 'application/json',
      };
    case 'urlencoded': {
      const fields = typeof body.value === 'object' && body.value !== null ? Object.entries(body.value) : [];
      const form = new URLSearchParams(
        fields.map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
      );
      return { bytes: Buffer.from(form.toString()), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart':
      return { bytes: multipartBody(uploadParts(body), BOUNDARY), contentType: multipartContentType() };
    case 'parts':
      return {
        bytes: multipartBody(body.parts, BOUNDARY, {
          unterminated: body.unterminated,
          ...(body.preamble === undefined ? {} : { preamble: body.preamble }),
        }),
        contentType: multipartContentType(),
      };
    case 'raw':
      return { bytes: body.bytes, contentType: 'application/json' };
  }
}

export function toWire(spec: OperationSpec, kind: CaseKind, draft: Draft): FuzzRequest {
  const path = spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => draft.path[name] ?? '');
  const query =
    draft.rawQuery ??
    draft.query.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&');
  const headers: [string, string][] = [...draft.headers];
  let body: Buffer | undefined;
  if (draft.body) {
    const encoded = encodeBody(draft.body);
    body = draft.truncateBody ? encoded.bytes.subarray(0, encoded.bytes.length >> 1) : encoded.bytes;
    const contentType = draft.contentType === undefined ? encoded.contentType : draft.contentType;
    if (contentType !== null) headers.push(['content-type', contentType]);
  } else if (draft.contentType) headers.push(['content-type', draft.contentType]);
  const request: FuzzRequest = {
    operation: spec.id,
    kind,
    note: draft.notes.join('; '),
    method: draft.method,
    target: query === '' ? path : `${path}?${query}`,
    headers,
    ...(body === undefined ? {} : { body }),
    caller: draft.caller,
    xsrf: draft.xsrf,
    ...(draft.sessionCookie === undefined ? {} : { sessionCookie: draft.sessionCookie }),
    ...(draft.rawCookie === undefined ? {} : { rawCookie: draft.rawCookie }),
  };
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

/** One line per request for failure messages: the body cut to a preview. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  const preview =
    body === undefined
      ? ''
      : ` body(${body.length} bytes)=${JSON.stringify(body.subarray(0, 300).toString('latin1'))}`;
  const target =
    request.target.length > 300
      ? `${request.target.slice(0, 300)}…(${request.target.length})`
      : request.target;
  const headers = request.headers.map(([name, value]) => `${name}: ${value.slice(0, 80)}`).join(' | ');
  return (
    `[${request.kind}${request.note ? `: ${request.note}` : ''}] as ${request.caller}, XSRF ${request.xsrf}` +
    `${request.sessionCookie === undefined ? '' : `, SESSION=${JSON.stringify(request.sessionCookie.slice(0, 60))}`}` +
    `${request.rawCookie === undefined ? '' : `, Cookie: ${request.rawCookie}`}` +
    ` ${request.method} ${target} {${headers}}${preview}`
  );
}

/** Requests of the operation: valid, near-valid and garbage, a third each. */
export function requestArbitrary(spec: OperationSpec, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    validDraft(spec, context).map((draft) => toWire(spec, 'valid', draft)),
    nearValidDraft(spec, context).map((draft) => toWire(spec, 'near-valid', draft)),
    garbageDraft(spec, context).map((draft) => toWire(spec, 'garbage', draft)),
  );
}
