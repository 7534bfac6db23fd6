import { describe, expect, it } from 'vitest';
import { fixtureForm } from './fixture.test-helpers.ts';
import { fieldSchemaAt, pruneHiddenData, resolveSchema } from './resolve.ts';
import { createRuntimeValidators } from './runtimeValidators.ts';
import type { FormSchema } from './types.ts';

const { isValid } = createRuntimeValidators(fixtureForm.schema);

describe('resolving conditionals', () => {
  it('merges the branch the data selects, and every branch in the static view', () => {
    const root = fixtureForm.schema;
    expect(resolveSchema(root, root, { kind: 'PERSON' }, isValid).properties).not.toHaveProperty(
      'businessId',
    );
    expect(resolveSchema(root, root, { kind: 'ORGANISATION' }, isValid).required).toContain('businessId');
    expect(resolveSchema(root, root, undefined).properties).toHaveProperty('businessId');
  });

  it('follows local $refs and property dependencies', () => {
    const root: FormSchema = {
      definitions: { text: { type: 'string', maxLength: 3 } },
      type: 'object',
      properties: { a: { $ref: '#/definitions/text' } },
      dependencies: { a: { properties: { b: { type: 'string' } } } },
    };
    const runtime = createRuntimeValidators(root);
    expect(fieldSchemaAt(root, '/a')).toMatchObject({ type: 'string', maxLength: 3 });
    expect(pruneHiddenData(root, { a: 'x', b: 'y' }, runtime.isValid)).toEqual({
      data: { a: 'x', b: 'y' },
      removed: [],
    });
    expect(pruneHiddenData(root, { b: 'y' }, runtime.isValid)).toEqual({ data: {}, removed: ['/b'] });
  });

  it('drops hidden and unknown data inside list items and keeps the rest untouched', () => {
    const data = { kind: 'PERSON', businessId: 'x', people: [{ hetu: 'a', other: 1 }], name: undefined };
    expect(pruneHiddenData(fixtureForm.schema, data, isValid)).toEqual({
      data: { kind: 'PERSON', people: [{ hetu: 'a' }] },
      removed: ['/businessId', '/people/0/other'],
    });
  });
});

describe('empty texts', () => {
  it('count as missing, so a required field says it is required', () => {
    expect(pruneHiddenData(fixtureForm.schema, { kind: 'PERSON', name: '' }, isValid)).toEqual({
      data: { kind: 'PERSON' },
      removed: [],
    });
  });
});
