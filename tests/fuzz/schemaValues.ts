/**
 * Valid values of a JSON schema as fast-check arbitraries: a small walker over the keywords our
 * schemas use (`type`, `enum`, `const`, `anyOf`/`oneOf`, `properties`/`required`/
 * `additionalProperties`, `items`/`minItems`/`maxItems`/`uniqueItems`, `minLength`/`maxLength`/
 * `pattern`/`format`, `minimum`/`maximum`/`multipleOf`, and our `dateRangeOrder`). No maintained
 * schema→fast-check package exists for fast-check 4 (json-schema-fast-check needs fast-check 1).
 *
 * "Valid" is the schema's word, checked with the server's own ajv set-up (ajv-formats' standard
 * formats, our formats and keywords): strings include what a schema allows but no person types
 * (U+0000, lone surrogates, `../../etc/passwd`), numbers reach the schema's bounds (or 1e300 where
 * there is none).
 *
 * Hints are real values by property or parameter name (ids of the seeded database, the topic
 * tree): where one is valid against the schema at that place it is mixed in, so that valid
 * requests also reach the handlers' success paths, not only their 404s.
 */
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { createApiAjv } from '../../server/api/checks.ts';
import { businessIdCheckDigit } from '../../validators/businessId.ts';
import { ATTACHMENT_EXTENSIONS } from '../../validators/fileTypes.ts';
import { hetuCheckCharacter } from '../../validators/hetu.ts';
import { mod97 } from '../../validators/iban.ts';
import { nationalReferenceCheckDigit } from '../../validators/referenceNumber.ts';

export type Schema = Readonly<Record<string, unknown>>;
/** Real values by property or parameter name. */
export type Hints = ReadonlyMap<string, readonly unknown[]>;

// The server's own ajv set-up (server/api/register.ts): ajv-formats' standard formats, our formats
// and keywords, allErrors, not strict.
const ajv = createApiAjv();
const validators = new WeakMap<Schema, ValidateFunction | null>();

/** The schema's validator; null when ajv cannot compile it alone (a piece of a bigger schema). */
export function validatorOf(schema: Schema): ValidateFunction | null {
  if (!validators.has(schema)) {
    const { $id: _id, $schema: _schema, ...rest } = schema;
    let validate: ValidateFunction | null = null;
    try {
      validate = ajv.compile(rest);
    } catch {
      validate = null;
    }
    validators.set(schema, validate);
  }
  return validators.get(schema) ?? null;
}

/** Whether `value` is valid against `schema` (true when the schema cannot be compiled alone). */
export function isValid(schema: Schema, value: unknown): boolean {
  const validate = validatorOf(schema);
  return validate === null ? true : validate(value);
}

/** Whether the schema can tell valid from invalid on its own (see validatorOf). */
export function canValidate(schema: Schema): boolean {
  return validatorOf(schema) !== null;
}

const asSchema = (value: unknown): Schema | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : undefined;
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** The JSON types a schema allows: its `type`, else what its keywords imply, else any. */
export function typesOf(schema: Schema): JsonType[] {
  const type = schema['type'];
  if (typeof type === 'string') return [type as JsonType];
  if (Array.isArray(type)) return type as JsonType[];
  if (schema['properties'] || schema['required'] || schema['additionalProperties'] !== undefined)
    return ['object'];
  if (schema['items'] || schema['minItems'] !== undefined || schema['maxItems'] !== undefined)
    return ['array'];
  if (schema['pattern'] || schema['format'] || schema['maxLength'] !== undefined) return ['string'];
  if (schema['minimum'] !== undefined || schema['maximum'] !== undefined) return ['number'];
  return ['null', 'boolean', 'integer', 'string', 'array', 'object'];
}

// ---- Formats (validators/formats.ts): values each rule accepts ----------------------------------

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const isoDate = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const hetu = fc
  .record({
    birth: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2023-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    individual: fc.integer({ min: 2, max: 899 }),
  })
  .map(({ birth, individual }) => {
    const year = birth.getUTCFullYear();
    const digits = `${pad(birth.getUTCDate())}${pad(birth.getUTCMonth() + 1)}${pad(year % 100)}${pad(individual, 3)}`;
    return `${digits.slice(0, 6)}${year >= 2000 ? 'A' : '-'}${digits.slice(6)}${hetuCheckCharacter(digits)}`;
  });

const businessId = fc
  .integer({ min: 0, max: 9_999_999 })
  .map((number) => pad(number, 7))
  .filter((seven) => businessIdCheckDigit(seven) !== null)
  .map((seven) => `${seven}-${businessIdCheckDigit(seven)}`);

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

const finnishIban = digits(14, 14).map((bban) => `FI${pad(98 - mod97(`${bban}FI00`))}${bban}`);

const referenceNumber = fc
  .tuple(fc.integer({ min: 1, max: 9 }), digits(2, 15))
  .map(([first, rest]) => `${first}${rest}`)
  .map((base) => `${base}${nationalReferenceCheckDigit(base)}`);

const NAME_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789äöåÄÖÅé -_.()#'];
const nameText = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...NAME_CHARACTERS), minLength: min, maxLength: max });
const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: min, maxLength: max });

/** A file name with an allowed extension (any case) and no path separator or control character. */
export const attachmentFileName = fc
  .tuple(nameText(1, 60), fc.constantFrom(...ATTACHMENT_EXTENSIONS), fc.boolean())
  .map(([base, extension, upper]) => `${base}.${upper ? extension.toUpperCase() : extension}`)
  .filter((name) => !name.startsWith('.'));

/**
 * ajv-formats' `uuid` in every spelling it takes: lower, upper and mixed case, and with the
 * `urn:uuid:` prefix (which the API's schemas refuse by maxLength: PostgreSQL does not read it).
 */
const uuid = fc
  .tuple(fc.uuid(), fc.constantFrom('lower', 'upper', 'mixed', 'urn'))
  .map(([value, spelling]) => {
    if (spelling === 'upper') return value.toUpperCase();
    if (spelling === 'mixed')
      return value.replace(/[a-f]/g, (letter, at: number) => (at % 2 ? letter.toUpperCase() : letter));
    return spelling === 'urn' ? `urn:uuid:${value}` : value;
  });

/** RFC 3339 date-times as ajv-formats' `date-time` takes them: `T` or `t` or a space, `Z` or an offset. */
const dateTime = fc
  .tuple(
    fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('Z', 'z', '+02:00', '-05:30', '+0300'),
    fc.constantFrom('T', 't', ' '),
    fc.boolean(),
  )
  .map(([date, zone, separator, fraction]) => {
    const [day, time] = date
      .toISOString()
      .slice(0, fraction ? 23 : 19)
      .split('T');
    return `${day}${separator}${time}${zone}`;
  });

const FORMATS: Readonly<Record<string, fc.Arbitrary<string>>> = {
  uuid,
  'date-time': dateTime,
  uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
  date: isoDate,
  hetu,
  'business-id': businessId,
  'hetu-or-business-id': fc.oneof(hetu, businessId),
  'reference-number': referenceNumber,
  iban: finnishIban,
  bic: fc.constantFrom('NDEAFIHH', 'OKOYFIHH', 'HELSFIHH', 'DABAFIHH', 'DEUTDEFF'),
  phone: digits(7, 9).map((number) => `+35840${number}`),
  email: fc.tuple(letters(1, 12), letters(1, 12)).map(([local, domain]) => `${local}@${domain}.fi`),
  'free-text': nameText(0, 40),
  'euro-amount': fc
    .integer({ min: 1, max: 9_999_999 })
    .map((cents) => `${Math.floor(cents / 100)},${pad(cents % 100)}`),
  'year-month': fc
    .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${pad(month)}`),
  'typed-date': isoDate.map((iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`),
  'free-text-multiline': fc
    .array(nameText(0, 30), { minLength: 1, maxLength: 3 })
    .map((lines) => lines.join('\n')),
  'attachment-filename': attachmentFileName,
};

/** Strings a plain `type: string` allows that no person types, tried where the schema allows them. */
export const AWKWARD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  'äöå ÄÖÅ',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\u202eevil',
  '\ufeff',
  '\uffff',
  '\u0001\u001b[31m',
  'null',
  '1e400',
  '-0',
  '${x}{{x}}',
  '\r\n\t',
  "Tekstikoodi '1' puuttuu!",
];

// ---- The walker -------------------------------------------------------------------------------

export interface WalkOptions {
  /** The longest string a plain `type: string` gets (besides its maxLength boundary). */
  maxStringLength?: number;
  /** The most items of an array (besides a maxItems boundary up to 20). */
  maxItems?: number;
}

/** Any small JSON value (the data of `type: object` without properties). */
export const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' });

/** A valid value of `schema`, or one of the hints for `name` that is valid there. */
export function validValue(
  schema: Schema,
  hints: Hints,
  name?: string,
  options: WalkOptions = {},
): fc.Arbitrary<unknown> {
  const own = schemaValue(schema, hints, options);
  const hinted = name === undefined ? [] : (hints.get(name) ?? []).filter((value) => isValid(schema, value));
  return hinted.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: own, weight: 1 })
    : own;
}

function schemaValue(schema: Schema, hints: Hints, options: WalkOptions): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...base } = schema;
    return fc.oneof(
      ...alternatives.map((alternative) =>
        schemaValue({ ...base, ...asSchema(alternative) }, hints, options),
      ),
    );
  }
  return fc.oneof(...typesOf(schema).map((type) => typedValue(type, schema, hints, options)));
}

function typedValue(
  type: JsonType,
  schema: Schema,
  hints: Hints,
  options: WalkOptions,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberValue(type, schema);
    case 'string':
      return stringValue(schema, options);
    case 'array':
      return arrayValue(schema, hints, options);
    case 'object':
      return objectValue(schema, hints, options);
  }
}

function numberValue(type: 'integer' | 'number', schema: Schema): fc.Arbitrary<number> {
  const exclusiveMinimum = asNumber(schema['exclusiveMinimum']);
  const exclusiveMaximum = asNumber(schema['exclusiveMaximum']);
  const minimum =
    asNumber(schema['minimum']) ?? (exclusiveMinimum === undefined ? undefined : exclusiveMinimum + 1);
  const maximum =
    asNumber(schema['maximum']) ?? (exclusiveMaximum === undefined ? undefined : exclusiveMaximum - 1);
  const multipleOf = asNumber(schema['multipleOf']);
  const low = Math.ceil(minimum ?? -1_000_000);
  const high = Math.floor(maximum ?? Math.max(1_000_000, low + 1_000_000));
  const small = fc.integer({ min: Math.max(low, -1000), max: Math.min(high, Math.max(low, -1000) + 2000) });
  // The schema's bounds, and far beyond the usual where it has none: a bound the schema forgot is
  // a value the database may not hold.
  const edges = [
    minimum,
    maximum,
    minimum === undefined ? -1e300 : undefined,
    maximum === undefined ? 1e300 : undefined,
    maximum === undefined ? 2 ** 31 : undefined,
    maximum === undefined ? Number.MAX_SAFE_INTEGER : undefined,
  ].filter((value): value is number => value !== undefined && isValid(schema, value));
  const integers = fc.integer({
    min: Math.max(low, Number.MIN_SAFE_INTEGER),
    max: Math.min(high, Number.MAX_SAFE_INTEGER),
  });
  let arbitrary: fc.Arbitrary<number> = fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: integers, weight: 2 },
    ...(edges.length > 0 ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
  );
  if (type === 'number' && multipleOf === undefined)
    arbitrary = fc.oneof(
      arbitrary,
      fc
        .double({ min: minimum ?? -1e9, max: maximum ?? 1e9, noNaN: true, noDefaultInfinity: true })
        .filter((value) => isValid(schema, value)),
    );
  if (multipleOf !== undefined) {
    const decimals = Math.max(0, -Math.floor(Math.log10(multipleOf)));
    arbitrary = small.map((value) => Number((value * multipleOf).toFixed(decimals)));
  }
  return arbitrary.filter((value) => isValid(schema, value));
}

const byPattern = new Map<string, fc.Arbitrary<string>>();
/** Strings matching a pattern (built once per pattern: parsing the regex is not free). */
function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = byPattern.get(pattern);
  if (!arbitrary) byPattern.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
}

function stringValue(schema: Schema, options: WalkOptions): fc.Arbitrary<string> {
  const minLength = asNumber(schema['minLength']) ?? 0;
  const maxLength = asNumber(schema['maxLength']);
  const format = typeof schema['format'] === 'string' ? schema['format'] : undefined;
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const fits = (value: string) => isValid(schema, value);
  if (format !== undefined && FORMATS[format]) return FORMATS[format].filter(fits);
  if (pattern !== undefined) return matching(pattern).filter(fits);
  const longest = Math.max(minLength, Math.min(maxLength ?? Infinity, options.maxStringLength ?? 40));
  const plain = fc.oneof(
    fc.string({ minLength, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength, maxLength: longest }),
    fc.string({ unit: 'binary', minLength, maxLength: longest }),
  );
  const awkward = AWKWARD_STRINGS.filter(fits);
  const boundary = maxLength !== undefined && maxLength <= 20_000 ? ['ä'.repeat(maxLength)].filter(fits) : [];
  return fc
    .oneof(
      { arbitrary: plain, weight: 6 },
      ...(awkward.length > 0 ? [{ arbitrary: fc.constantFrom(...awkward), weight: 2 }] : []),
      ...(boundary.length > 0 ? [{ arbitrary: fc.constantFrom(...boundary), weight: 1 }] : []),
    )
    .filter(fits);
}

function arrayValue(schema: Schema, hints: Hints, options: WalkOptions): fc.Arbitrary<unknown[]> {
  const items = asSchema(schema['items']) ?? {};
  const minItems = asNumber(schema['minItems']) ?? 0;
  const maxItems = Math.max(
    minItems,
    Math.min(asNumber(schema['maxItems']) ?? Infinity, options.maxItems ?? 4),
  );
  const item = validValue(items, hints, undefined, options);
  const list = schema['uniqueItems']
    ? fc.uniqueArray(item, {
        minLength: minItems,
        maxLength: maxItems,
        selector: (value) => JSON.stringify(value),
      })
    : fc.array(item, { minLength: minItems, maxLength: maxItems });
  return list.filter((value) => isValid(schema, value));
}

function objectValue(
  schema: Schema,
  hints: Hints,
  options: WalkOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = asSchema(schema['properties']);
  const required = (schema['required'] as string[] | undefined) ?? [];
  const additional = schema['additionalProperties'];
  if (!properties || Object.keys(properties).length === 0) {
    if (additional === false) return fc.constant({});
    const values = asSchema(additional)
      ? validValue(asSchema(additional)!, hints, undefined, options)
      : smallJson;
    return fc.dictionary(fc.string({ unit: 'grapheme', maxLength: 12 }), values, { maxKeys: 6 });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = validValue(asSchema(property) ?? {}, hints, name, options);
  const order = schema['dateRangeOrder'] as [string, string] | undefined;
  return fc
    .record(model, { requiredKeys: required.filter((name) => name in model) })
    .map((value) => (order ? orderDates(value, order) : value))
    .filter((value) => isValid(schema, value));
}

/** `dateRangeOrder: [from, to]`: the earlier date first. */
function orderDates(value: Record<string, unknown>, [from, to]: [string, string]): Record<string, unknown> {
  const start = value[from];
  const end = value[to];
  if (typeof start === 'string' && typeof end === 'string' && end < start)
    return { ...value, [from]: end, [to]: start };
  return value;
}
