/**
 * A schema of schemas/api or schemas/forms — JSON Schema draft-07 with the service's own keywords —
 * as OpenAPI 3.1 components (issue 46), so that linters, validators and client generators read it:
 *
 * - the draft-07 `$schema` and `$id` stay out (a component is JSON Schema 2020-12);
 * - a schema's `definitions` (or `$defs`) become components of their own, `<schema>.<definition>`,
 *   and every `$ref` of the file (draft-07 `#…` pointers into the file itself) is rewritten to
 *   point at them — left as they were, they pointed at the OpenAPI document's root;
 * - our keywords (validators/ajv.ts `CUSTOM_KEYWORDS`) keep their meaning for readers as `x-`
 *   extensions, each also said in plain words in the schema's `description`;
 * - a property a form declares only under a condition (`allOf: [{ if, then: { properties } }]`, the
 *   way a form shows a field only for some answers) is also named beside the others, with no
 *   constraint of its own and a description pointing at the condition: a generator reads only
 *   `properties`, and without it a typed client could not send the staff decision's `amount`.
 *
 * The server validates with the original schema: this is only how the document describes it.
 */
import type { JsonSchema } from '../../api/contract.ts';
import { CUSTOM_KEYWORDS, type CustomKeyword } from '../../validators/ajv.ts';

type Json = Record<string, unknown>;

/** The name of a definition's component: `<schema>.<definition>` (file names have no dots). */
const definitionComponent = (schemaName: string, definition: string): string => `${schemaName}.${definition}`;

/** What each of our keywords means, as a sentence of the schema's description. */
const KEYWORD_SENTENCES: Record<CustomKeyword, (value: unknown) => string> = {
  dateMinimum: (bound) => `A date on or after ${dateBound(bound)} (x-dateMinimum).`,
  dateMaximum: (bound) => `A date on or before ${dateBound(bound)} (x-dateMaximum).`,
  dateRangeOrder: (names) => {
    const [from, to] = names as [string, string];
    return `\`${to}\` is not before \`${from}\` (x-dateRangeOrder).`;
  },
  bicMatchesIban: (names) => {
    const { iban, bic } = names as { iban: string; bic: string };
    return `\`${bic}\` is a BIC of the country (or SEPA banking area) of the IBAN \`${iban}\` (x-bicMatchesIban).`;
  },
  callersOwn: (kind) =>
    `One of the caller's own ${kind === 'paymentCommitment' ? 'payment commitments' : String(kind)}; the server answers 400 otherwise (x-callersOwn).`,
};

const dateBound = (bound: unknown): string =>
  bound === 'today' ? "today (the server's date)" : String(bound);

/** The sentence of the document's description that names the extensions. */
export const EXTENSIONS_DESCRIPTION = `Schemas carry the service's own rules as extensions (${CUSTOM_KEYWORDS.map(
  (keyword) => `x-${keyword}`,
).join(', ')}), each also said in words in the schema's description.`;

/** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
const SCHEMA_VALUED = [
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies'];

/** `schema` (named `name`) as components: itself under its name, and one per definition. */
export function schemaComponents(name: string, schema: JsonSchema): Record<string, Json> {
  const {
    $schema: _schema,
    $id: _id,
    definitions,
    $defs,
    ...root
  } = schema as Json & {
    definitions?: Record<string, Json>;
    $defs?: Record<string, Json>;
  };
  const components: Record<string, Json> = { [name]: convert(root, name) };
  for (const [definition, value] of Object.entries({ ...(definitions ?? {}), ...($defs ?? {}) }))
    components[definitionComponent(name, definition)] = convert(value, name);
  return components;
}

/** A pointer into the schema's own file, as a pointer into the document's components. */
function rewriteRef(ref: string, name: string): string {
  if (!ref.startsWith('#')) throw new Error(`${name}: a $ref outside its file is not supported: ${ref}`);
  const match = /^#\/(?:definitions|\$defs)\/([^/]+)(.*)$/.exec(ref);
  if (match) return `#/components/schemas/${definitionComponent(name, match[1]!)}${match[2]}`;
  return `#/components/schemas/${name}${ref.slice(1)}`;
}

function convert(node: Json, name: string): Json {
  const result: Json = {};
  const sentences: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') result[key] = rewriteRef(value, name);
    else if ((CUSTOM_KEYWORDS as readonly string[]).includes(key)) {
      result[`x-${key}`] = value;
      sentences.push(KEYWORD_SENTENCES[key as CustomKeyword](value));
    } else if (SCHEMA_ARRAYS.includes(key) && Array.isArray(value))
      result[key] = value.map((item) => convertValue(item, name));
    else if (SCHEMA_MAPS.includes(key) && isObject(value))
      result[key] = Object.fromEntries(
        Object.entries(value).map(([property, item]) => [property, convertValue(item, name)]),
      );
    else if (SCHEMA_VALUED.includes(key)) result[key] = convertValue(value, name);
    else result[key] = value;
  }
  const conditional = conditionalProperties(node);
  if (conditional.length > 0)
    result['properties'] = {
      ...(result['properties'] as Json | undefined),
      ...Object.fromEntries(
        conditional.map((property) => [
          property,
          {
            description:
              'Given only under a condition: its rules are in the `then` of `allOf` that names it.',
          },
        ]),
      ),
    };
  if (sentences.length > 0)
    result['description'] = [typeof node['description'] === 'string' ? node['description'] : '', ...sentences]
      .filter(Boolean)
      .join(' ');
  return result;
}

/** Properties the `then`/`else` branches of a schema's conditions declare and it does not. */
function conditionalProperties(node: Json): string[] {
  const declared = node['properties'];
  if (!isObject(declared)) return [];
  const conditions = [node, ...(Array.isArray(node['allOf']) ? node['allOf'] : [])].filter(isObject);
  const names = conditions.flatMap((condition) =>
    [condition['then'], condition['else']].flatMap((branch) =>
      isObject(branch) && isObject(branch['properties']) ? Object.keys(branch['properties']) : [],
    ),
  );
  return [...new Set(names)].filter((name) => !(name in declared));
}

/** A schema position's value: a schema (converted), or `true`/`false` and names, as they are. */
const convertValue = (value: unknown, name: string): unknown =>
  isObject(value) ? convert(value, name) : value;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
