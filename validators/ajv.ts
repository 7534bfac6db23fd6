/**
 * Registers every rule of validators/ with an ajv instance, as formats and keywords, so that the
 * browser (precompiled standalone code) and the server (runtime ajv) run the same functions.
 *
 * Keywords generate code that calls `validators/runtime.ts` through scope values that carry both a
 * reference (used at run time) and a code name under `validatorsRuntime` (used by standalone code,
 * which imports runtime.ts under that name; see engine/build/precompile.ts).
 */
import { _, Name, type Ajv, type KeywordCxt, type KeywordDefinition } from 'ajv';
import { checks, formats } from './runtime.ts';

export const RUNTIME_IMPORT_NAME = 'validatorsRuntime';

export const CUSTOM_KEYWORDS = [
  'dateMinimum',
  'dateMaximum',
  'dateRangeOrder',
  'bicMatchesIban',
  'callersOwn',
] as const;

/**
 * What `callersOwn` can name: things of the caller's own that the server can look up for the
 * caller (server/forms/callersOwn.ts has a lookup for each, and a test keeps them in step).
 */
export const CALLERS_OWN_KINDS = ['paymentCommitment'] as const;
export type CallersOwnKind = (typeof CALLERS_OWN_KINDS)[number];
export type CustomKeyword = (typeof CUSTOM_KEYWORDS)[number];

const dateBound = { type: 'string', pattern: '^(today|\\d{4}-\\d{2}-\\d{2})$' };

function checkRef(cxt: KeywordCxt, name: keyof typeof checks) {
  return cxt.gen.scopeValue('func', {
    ref: checks[name],
    code: _`${new Name(RUNTIME_IMPORT_NAME)}.checks.${new Name(name)}`,
  });
}

const keywords: KeywordDefinition[] = [
  {
    keyword: 'dateMinimum',
    type: 'string',
    schemaType: 'string',
    metaSchema: dateBound,
    error: { message: 'date is before the minimum', params: ({ schema }) => _`{limit: ${schema}}` },
    code(cxt) {
      cxt.fail(_`!${checkRef(cxt, 'dateMinimum')}(${cxt.data}, ${cxt.schema})`);
    },
  },
  {
    keyword: 'dateMaximum',
    type: 'string',
    schemaType: 'string',
    metaSchema: dateBound,
    error: { message: 'date is after the maximum', params: ({ schema }) => _`{limit: ${schema}}` },
    code(cxt) {
      cxt.fail(_`!${checkRef(cxt, 'dateMaximum')}(${cxt.data}, ${cxt.schema})`);
    },
  },
  {
    keyword: 'dateRangeOrder',
    type: 'object',
    schemaType: 'array',
    metaSchema: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
    error: {
      message: 'end date is before start date',
      params: ({ schema }) => _`{from: ${(schema as string[])[0]}, to: ${(schema as string[])[1]}}`,
    },
    code(cxt) {
      const [from, to] = cxt.schema as [string, string];
      cxt.fail(_`!${checkRef(cxt, 'dateRangeOrder')}(${cxt.data}[${from}], ${cxt.data}[${to}])`);
    },
  },
  {
    keyword: 'bicMatchesIban',
    type: 'object',
    schemaType: 'object',
    metaSchema: {
      type: 'object',
      properties: { iban: { type: 'string' }, bic: { type: 'string' } },
      required: ['iban', 'bic'],
      additionalProperties: false,
    },
    error: {
      message: 'BIC country does not match IBAN country',
      params: ({ schema }) => {
        const names = schema as { iban: string; bic: string };
        return _`{iban: ${names.iban}, bic: ${names.bic}}`;
      },
    },
    code(cxt) {
      const names = cxt.schema as { iban: string; bic: string };
      cxt.fail(_`!${checkRef(cxt, 'bicMatchesIban')}(${cxt.data}[${names.bic}], ${cxt.data}[${names.iban}])`);
    },
  },
  {
    // "One of the landlord's own" (issue 41): the value must be one of the caller's own things of
    // the named kind, e.g. `"callersOwn": "paymentCommitment"`. Only the server knows what is the
    // caller's: it validates with a context that holds them (ajv's `passContext`, the validate
    // function's `this`; engine/core/submission.ts), in the same pass as the form's other rules.
    // The browser validates without one, and the rule then holds: the server decides.
    keyword: 'callersOwn',
    type: 'string',
    schemaType: 'string',
    metaSchema: { type: 'string', enum: [...CALLERS_OWN_KINDS] },
    error: { message: "not one of the caller's own", params: ({ schema }) => _`{kind: ${schema}}` },
    code(cxt) {
      cxt.fail(_`!${checkRef(cxt, 'callersOwn')}(${cxt.data}, ${cxt.schema}, this)`);
    },
  },
];

/** Adds our formats and keywords. Idempotent per ajv instance. */
export function registerValidators<A extends Ajv>(ajv: A): A {
  for (const [name, validate] of Object.entries(formats)) {
    ajv.addFormat(name, validate);
  }
  for (const definition of keywords) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}

export const FORMAT_NAMES = Object.keys(formats);

/**
 * What a tool needs to know of each keyword to offer it (the form designer): its name, the type of
 * data it applies to, and the schema of its value.
 */
export const KEYWORD_SHAPES: readonly { keyword: string; type: string; metaSchema: object }[] = keywords.map(
  (definition) => ({
    keyword: definition.keyword as string,
    type: String(definition.type),
    metaSchema: definition.metaSchema as object,
  }),
);
