/**
 * The contract's wire types from its JSON schemas (issue 42, part 7): one TypeScript type per
 * `schemas/api/<name>.schema.json`, named in PascalCase after the file (`payment-list` →
 * `PaymentList`), written to `api/generated/wireTypes.ts` by `npm run schemas:build` — generated,
 * never edited, not in git. The areas' files (`api/payments.ts`, …) give these out instead of
 * hand-written twins, so a schema and the type the code reads cannot drift apart.
 *
 * Run: `node api/build/wireTypes.ts` (part of `npm run schemas:build`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_SCHEMAS_DIR = join(ROOT, 'schemas', 'api');
export const WIRE_TYPES_FILE = join(ROOT, 'api', 'generated', 'wireTypes.ts');

/** `payment-list-request` → `PaymentListRequest`. */
export function typeName(schemaName: string): string {
  return schemaName.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** The keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

/**
 * The schema with every title made a description: a titled part would become a named type of its
 * own, and two schemas' parts of one title would clash; the file's name names the type.
 */
function untitled(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(untitled);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { title, ...rest } = schema as Record<string, unknown>;
  const out = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      // A map of names to schemas: its keys are names (a field may be called `title`), its values schemas.
      SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, untitled(inner)]))
        : untitled(value),
    ]),
  );
  return typeof title === 'string' && out['description'] === undefined ? { ...out, description: title } : out;
}

/**
 * The schema with its definitions named after it (`error` of ekevi-send-result →
 * `EkeviSendResultError`), its `$ref`s with them: each definition becomes a type, and two schemas'
 * definitions of one name would otherwise merge into one interface.
 */
function ownDefinitions(schema: Record<string, unknown>, type: string): Record<string, unknown> {
  const definitions = schema['definitions'] as Record<string, unknown> | undefined;
  if (!definitions) return schema;
  const renamed = (key: string) => `${type}${typeName(key)}`;
  const text = JSON.stringify({ ...schema, definitions: undefined }).replace(
    /"#\/definitions\/([\w-]+)"/g,
    (_, key: string) => JSON.stringify(`#/definitions/${renamed(key)}`),
  );
  const inner = JSON.stringify(definitions).replace(/"#\/definitions\/([\w-]+)"/g, (_, key: string) =>
    JSON.stringify(`#/definitions/${renamed(key)}`),
  );
  return {
    ...(JSON.parse(text) as Record<string, unknown>),
    definitions: Object.fromEntries(
      Object.entries(JSON.parse(inner) as Record<string, unknown>).map(([key, value]) => [
        renamed(key),
        value,
      ]),
    ),
  };
}

/** The module of every schema's type, in the schemas' order by name. */
export async function wireTypesSource(directory = API_SCHEMAS_DIR): Promise<string> {
  const names = readdirSync(directory)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => file.slice(0, -'.schema.json'.length))
    .sort();
  const types: string[] = [];
  for (const name of names) {
    const schema = JSON.parse(readFileSync(join(directory, `${name}.schema.json`), 'utf8')) as JSONSchema;
    // The type is named after the file: the schema's title is its description in the OpenAPI document.
    const source = await compile(
      untitled(ownDefinitions(schema as Record<string, unknown>, typeName(name))) as JSONSchema,
      typeName(name),
      {
        bannerComment: '',
        cwd: directory,
        additionalProperties: false,
        format: true,
        declareExternallyReferenced: true,
        // A list's bounds are the validator's to check: as tuples they would only bloat the types.
        maxItems: -1,
      },
    );
    types.push(source.trim());
  }
  // One name, one type: a second declaration would merge with the first, silently.
  const declared = types.join('\n').match(/^export (?:interface|type) (\w+)/gm) ?? [];
  const typeNames = declared.map((line) => line.split(' ').pop()!);
  const twice = typeNames.filter((name, index) => typeNames.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`wire types declared twice: ${[...new Set(twice)].join(', ')}`);
  return [
    '// Generated by api/build/wireTypes.ts from schemas/api/*.schema.json (npm run schemas:build): do not edit.',
    '/* eslint-disable */',
    '',
    ...types,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = await wireTypesSource();
  mkdirSync(dirname(WIRE_TYPES_FILE), { recursive: true });
  writeFileSync(WIRE_TYPES_FILE, source);
  console.log(`wire types: ${source.match(/^export /gm)?.length ?? 0} types → api/generated/wireTypes.ts`);
}
