/**
 * The contract's wire types come from its JSON schemas (api/build/wireTypes.ts, issue 42): one
 * type per schema, named after its file, parts inlined rather than named by their titles.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SCHEMAS_DIR, typeName, wireTypesSource } from '../../api/build/wireTypes.ts';

describe('the wire types', () => {
  it('name a type after its schema file', () => {
    expect(typeName('payment-list-request')).toBe('PaymentListRequest');
    expect(typeName('user')).toBe('User');
    expect(typeName('ekevi-filter-values')).toBe('EkeviFilterValues');
  });

  it('give every schema of schemas/api its type', async () => {
    const source = await wireTypesSource();
    const schemas = readdirSync(API_SCHEMAS_DIR).filter((file) => file.endsWith('.schema.json'));
    expect(schemas.length).toBeGreaterThan(40);
    for (const file of schemas) {
      const name = typeName(file.slice(0, -'.schema.json'.length));
      expect(source, name).toMatch(new RegExp(`^export (interface|type) ${name}\\b`, 'm'));
    }
  });

  it("keep a schema's fields, requiredness and enums, and make titles descriptions, not types", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wire-types-'));
    try {
      writeFileSync(
        join(folder, 'page-request.schema.json'),
        JSON.stringify({
          title: 'A page request',
          type: 'object',
          required: ['size'],
          additionalProperties: false,
          properties: {
            size: { enum: [20, 50] },
            range: { title: 'A range', type: 'object', properties: { from: { type: 'string' } } },
            // A field may be called `title`: it stays a field.
            title: { type: 'string' },
          },
        }),
      );
      const source = await wireTypesSource(folder);
      expect(source).toMatch(/A page request/);
      expect(source).toMatch(
        /export interface PageRequest \{\s*size: 20 \| 50;[\s\S]*range\?: \{\s*from\?: string;\s*\};/,
      );
      expect(source).not.toMatch(/interface ARange/);
      expect(source).toMatch(/^ {2}title\?: string;$/m);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("name a definition after its schema, so that two schemas' definitions of one name stay two types", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'wire-types-'));
    const withError = (field: string) => ({
      type: 'object',
      definitions: {
        error: { type: 'object', required: [field], properties: { [field]: { type: 'string' } } },
      },
      properties: { errors: { type: 'array', items: { $ref: '#/definitions/error' } } },
    });
    try {
      writeFileSync(join(folder, 'send-result.schema.json'), JSON.stringify(withError('row')));
      writeFileSync(
        join(folder, 'error.schema.json'),
        JSON.stringify({ type: 'object', properties: { code: { type: 'string' } } }),
      );
      writeFileSync(join(folder, 'check-result.schema.json'), JSON.stringify(withError('field')));
      const source = await wireTypesSource(folder);
      expect(source).toMatch(/errors\?: SendResultError\[\];/);
      expect(source).toMatch(/export interface SendResultError \{\s*row: string;/);
      expect(source).toMatch(/export interface CheckResultError \{\s*field: string;/);
      expect(source).toMatch(/export interface Error \{\s*code\?: string;/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
