import { describe, expect, it } from 'vitest';
import { loadForms } from '../../tests/schemas/forms.ts';
import { isPassiveField } from './passiveFields.ts';
import type { FormSchema } from './types.ts';

const root: FormSchema = {
  type: 'object',
  definitions: {
    person: {
      type: 'object',
      properties: { name: { type: 'string' }, role: { type: 'string' }, note: { type: 'string' } },
      if: { properties: { role: { const: 'owner' } } },
      then: { properties: { share: { type: 'number' } } },
    },
  },
  properties: {
    title: { type: 'string' },
    count: { type: 'integer' },
    agreed: { type: 'boolean' },
    kind: { type: 'string', enum: ['a', 'b'] },
    note: { type: 'string', default: 'x' },
    owner: { $ref: '#/definitions/person' },
    people: { type: 'array', items: { $ref: '#/definitions/person' } },
    tags: { type: 'array', items: { type: 'string' } },
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, country: { type: 'string' }, zip: { type: 'string' } },
      dependencies: { zip: ['street'] },
    },
    extra: {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      if: { minProperties: 2 },
      then: { required: ['a'] },
    },
    coded: {
      type: 'object',
      properties: { code: { type: 'string' } },
      if: { properties: { code: { pattern: '^X' } } },
      then: { properties: { detail: { type: 'string' } } },
    },
    group: {
      type: 'object',
      properties: { inner: { type: 'object', properties: { leaf: { type: 'string' } } } },
    },
  },
  allOf: [
    { if: { properties: { address: { properties: { country: { const: 'FI' } } } } } },
    { if: { properties: { group: { const: { inner: { leaf: 'x' } } } } } },
  ],
};

describe('passive fields', () => {
  it('are the plain text, number and truth-value fields that no condition reads', () => {
    expect(isPassiveField(root, ['title'])).toBe(true);
    expect(isPassiveField(root, ['count'])).toBe(true);
    expect(isPassiveField(root, ['agreed'])).toBe(true);
    expect(isPassiveField(root, ['owner', 'name'])).toBe(true);
    expect(isPassiveField(root, ['people', 3, 'name'])).toBe(true);
    expect(isPassiveField(root, ['address', 'street'])).toBe(true);
    expect(isPassiveField(root, ['coded', 'detail'])).toBe(true);
  });

  it('leave out a field with an enumeration or a default, an item of an array, and what is not a field', () => {
    expect(isPassiveField(root, ['kind'])).toBe(false);
    expect(isPassiveField(root, ['note'])).toBe(false);
    expect(isPassiveField(root, ['tags', 0])).toBe(false);
    expect(isPassiveField(root, ['address'])).toBe(false);
    expect(isPassiveField(root, ['unknown'])).toBe(false);
    expect(isPassiveField(root, [])).toBe(false);
  });

  it('leave out whatever a condition reads: by name, by presence, by any name, or as part of a whole', () => {
    expect(isPassiveField(root, ['owner', 'role'])).toBe(false); // if (through a $ref)
    expect(isPassiveField(root, ['people', 0, 'role'])).toBe(false);
    expect(isPassiveField(root, ['address', 'country'])).toBe(false); // a condition of the root
    expect(isPassiveField(root, ['address', 'zip'])).toBe(false); // dependencies key
    expect(isPassiveField(root, ['extra', 'a'])).toBe(false); // minProperties counts every property
    expect(isPassiveField(root, ['extra', 'b'])).toBe(false);
    expect(isPassiveField(root, ['coded', 'code'])).toBe(false); // pattern
    expect(isPassiveField(root, ['group', 'inner', 'leaf'])).toBe(false); // const of an ancestor
  });

  it('are none in a schema the analysis cannot follow', () => {
    const recursive: FormSchema = {
      definitions: {
        node: {
          type: 'object',
          properties: { name: { type: 'string' }, child: { $ref: '#/definitions/node' } },
        },
      },
      $ref: '#/definitions/node',
    };
    expect(isPassiveField(recursive, ['name'])).toBe(false);
    const unknownKeyword: FormSchema = {
      type: 'object',
      properties: { from: { type: 'string' }, to: { type: 'string' } },
      if: { dateRangeOrder: ['from', 'to'] },
      then: { properties: { reason: { type: 'string' } } },
    };
    expect(isPassiveField(unknownKeyword, ['from'])).toBe(false);
    expect(isPassiveField(unknownKeyword, ['reason'])).toBe(false);
  });

  it('in the landlord form: the names and texts a user types, not the choices that steer the form', () => {
    const landlord = loadForms().find(({ form }) => form.id === 'landlord-application')?.form
      .schema as FormSchema;
    for (const path of [
      ['name'],
      ['renteeInfo', 199, 'firstName'],
      ['bankDetails', 'iban'],
      ['landlordZipCode'],
    ])
      expect(isPassiveField(landlord, path)).toBe(true);
    for (const path of [
      ['businessType'],
      ['useReferenceNumberWhenPaying'],
      ['bankDetails', 'isForeign'],
      ['language'],
    ])
      expect(isPassiveField(landlord, path)).toBe(false);
  });
});
