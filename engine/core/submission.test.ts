import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadForms, precompiledValidators } from '../../tests/schemas/forms.ts';
import { fixtureForm, fixtureT, validFixtureData } from './fixture.test-helpers.ts';
import { createErrorDescriber, describeErrors } from './errors.ts';
import { setAt } from './paths.ts';
import { resolveSchema, resolveSchemaAfresh } from './resolve.ts';
import { createRuntimeValidators } from './runtimeValidators.ts';
import { createErrorFinder, independentLists } from './errorFinder.ts';
import { applyComputedToVisible, checkSubmission, findErrors } from './submission.ts';
import type { FormDefinition, FormSchema, ValidateFunction } from './types.ts';

const validators = createRuntimeValidators(fixtureForm.schema);
const check = (data: unknown, hiddenFields: 'refuse' | 'drop' = 'refuse') =>
  checkSubmission(fixtureForm, data, validators, fixtureT, { hiddenFields });

describe('checkSubmission', () => {
  it('accepts valid data and sets computed values', () => {
    const result = check({ ...validFixtureData, total: 0, attachments: 0 });
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ total: 120.5, attachments: 2 });
  });

  it('names each invalid field with its label and a message from the register', () => {
    const result = check({
      ...validFixtureData,
      name: 'Liian pitkä nimi',
      people: [{ hetu: '131052-308A' }],
      account: { iban: 'FI2112345600000786' },
    });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { path: '/name', label: 'Nimi', message: 'Anna enintään 10 merkkiä.', code: '110004' },
        expect.objectContaining({
          path: '/people/0/hetu',
          label: 'Henkilö 1: Henkilötunnus',
          code: '110101',
        }),
        expect.objectContaining({ path: '/account/iban', label: 'IBAN', code: '110105' }),
      ]),
    );
  });

  it('reports a missing required property on the property itself', () => {
    const result = check({ ...validFixtureData, people: [{}] });
    expect(result.errors).toEqual([
      {
        path: '/people/0/hetu',
        label: 'Henkilö 1: Henkilötunnus',
        message: 'Tieto on pakollinen.',
        code: '110001',
      },
    ]);
  });

  it('says the date messages of SPEC §5 for date fields', () => {
    const missing = check({ ...validFixtureData, period: { endDate: '2024-02-01' } });
    expect(missing.errors.map((e) => [e.path, e.code])).toEqual([['/period/startDate', '120201']]);
    const reversed = check({
      ...validFixtureData,
      period: { startDate: '2024-03-01', endDate: '2024-02-01' },
    });
    expect(reversed.errors.map((e) => [e.path, e.code])).toEqual([['/period/endDate', '120206']]);
    const future = check({ ...validFixtureData, period: { startDate: '2024-03-01', endDate: '2999-01-01' } });
    expect(future.errors.map((e) => [e.path, e.code])).toEqual([['/period/endDate', '120203']]);
    const typed = check({ ...validFixtureData, period: { startDate: '31.02.2024' } });
    expect(typed.errors.map((e) => [e.path, e.code])).toEqual([['/period/startDate', '120202']]);
  });

  it('puts a BIC of another country than the IBAN on the BIC field', () => {
    const result = check({ ...validFixtureData, account: { iban: 'FI2112345600000785', bic: 'DEUTDEFF' } });
    expect(result.errors.map((e) => [e.path, e.code])).toEqual([['/account/bic', '110014']]);
  });

  it('says an amount typed as text is not a number', () => {
    const result = check({ ...validFixtureData, people: [{ hetu: '131052-308T', amount: '12,3x' }] });
    expect(result.errors.map((e) => [e.path, e.code])).toEqual([['/people/0/amount', '110013']]);
  });

  it('requires the conditional field when its condition holds', () => {
    const result = check({ ...validFixtureData, kind: 'ORGANISATION' });
    expect(result.errors.map((e) => [e.path, e.code])).toEqual([['/businessId', '110001']]);
    expect(check({ ...validFixtureData, kind: 'ORGANISATION', businessId: '0737546-2' }).errors).toEqual([]);
  });

  it('refuses (server) or drops (browser) the data of a field the condition hides', () => {
    const hidden = { ...validFixtureData, kind: 'PERSON', businessId: '0737546-2' };
    expect(check(hidden, 'refuse').errors.map((e) => [e.path, e.code])).toEqual([['/businessId', '110012']]);
    const dropped = check(hidden, 'drop');
    expect(dropped.errors).toEqual([]);
    expect(dropped.data).not.toHaveProperty('businessId');
  });

  it('refuses unknown fields at any depth', () => {
    const result = check({ ...validFixtureData, extra: 1, people: [{ hetu: '131052-308T', nickname: 'x' }] });
    expect(result.errors.map((e) => e.path).sort()).toEqual(['/extra', '/people/0/nickname']);
  });

  it('answers a body that is not an object without throwing', () => {
    expect(check('nonsense').errors.length).toBeGreaterThan(0);
    expect(check(null).errors.length).toBeGreaterThan(0);
    expect(check([1, 2]).errors.length).toBeGreaterThan(0);
  });
});

describe('computed values and hidden fields', () => {
  it('leave an amount that a condition hides out of the computed sum', () => {
    const form = {
      id: 'conditional-sum',
      schema: {
        type: 'object',
        properties: { rent: { type: 'boolean' }, water: { type: 'number' }, total: { type: 'number' } },
        allOf: [
          {
            if: { properties: { rent: { const: true } }, required: ['rent'] },
            then: { properties: { rentAmount: { type: 'number' } } },
          },
        ],
      },
      uiSchema: { 'ui:computed': [{ target: '/total', op: 'sum', of: ['/rentAmount', '/water'] }] },
    } as const;
    const runtime = createRuntimeValidators(form.schema as never);
    const typedThenHidden = { rent: false, rentAmount: 650, water: 50 };
    expect(
      checkSubmission(form as never, typedThenHidden, runtime, fixtureT, { hiddenFields: 'drop' }).data,
    ).toEqual({
      rent: false,
      water: 50,
      total: 50,
    });
    expect(applyComputedToVisible(form as never, typedThenHidden, runtime.isValid)).toEqual({
      ...typedThenHidden,
      total: 50,
    });
    expect(
      applyComputedToVisible(form as never, { ...typedThenHidden, rent: true }, runtime.isValid),
    ).toMatchObject({ total: 700 });
  });
});

/**
 * The browser's check after a failed attempt (createErrorFinder) remembers what it has mapped; over
 * any sequence of changes it must say exactly what a full check of the same data says (issue 48).
 */
describe('createErrorFinder: the errors of every change are those of a full check', () => {
  const leaf = fc.constantFrom<FormSchema>(
    { type: 'string', minLength: 1, maxLength: 5, format: 'free-text' },
    { type: 'string', format: 'hetu', maxLength: 11 },
    { type: 'string', maxLength: 3 },
    { type: 'string', enum: ['A', 'B'] },
    { type: 'string', format: 'date' },
    { type: 'integer', minimum: 0, maximum: 10 },
    { type: 'number', exclusiveMinimum: 0 },
    { type: 'boolean' },
  );
  const names = ['a', 'b', 'c'];
  /** A group of fields; with `flag` true, its first field is required and held to one character. */
  const group = fc
    .record({
      fields: fc.uniqueArray(fc.tuple(fc.constantFrom(...names), leaf), {
        selector: ([name]) => name,
        minLength: 1,
        maxLength: 3,
      }),
      required: fc.subarray(names),
      conditional: fc.boolean(),
      closed: fc.boolean(),
    })
    .map(({ fields, required, conditional, closed }): FormSchema => {
      const keys = fields.map(([name]) => name);
      const first = keys[0] as string;
      return {
        type: 'object',
        properties: {
          ...Object.fromEntries(fields),
          ...(conditional ? { flag: { type: 'boolean' } } : {}),
        },
        required: required.filter((name) => keys.includes(name)),
        ...(closed ? { propertyNames: { enum: [...keys, 'flag'] } } : {}),
        ...(conditional
          ? {
              if: { properties: { flag: { const: true } }, required: ['flag'] },
              then: { properties: { [first]: { type: 'string', maxLength: 1 } }, required: [first] },
            }
          : {}),
      };
    });
  /**
   * A form: a field, a group and a list of groups, with a condition of the form on what the group
   * and the list's items require, as the landlord form has on its rentees. Some forms add what makes
   * a list's items depend on each other or on the rest (errorFinder.ts checks those whole): a
   * condition that reads the items, items that must differ; and some a total of two items' fields.
   */
  const randomForm = fc
    .record({
      name: leaf,
      group,
      item: group,
      listRequired: fc.boolean(),
      listCondition: fc.boolean(),
      readsList: fc.constantFrom('no', 'no', 'length', 'items'),
      uniqueItems: fc.constantFrom(false, false, false, true),
      total: fc.boolean(),
      order: fc.shuffledSubarray(['name', 'group', 'list', 'flag', 'total'], { minLength: 5 }),
    })
    .map(({ name, group, item, listRequired, listCondition, readsList, uniqueItems, total, order }) => {
      const conditions: FormSchema[] = [
        ...(listCondition
          ? [
              {
                if: { properties: { flag: { const: true } }, required: ['flag'] },
                then: {
                  properties: { group: { required: ['c'] }, list: { items: { required: ['extra'] } } },
                },
              },
            ]
          : []),
        ...(readsList === 'no'
          ? []
          : [
              {
                if: {
                  properties: {
                    list:
                      readsList === 'length'
                        ? { minItems: 2 }
                        : { items: { properties: { a: { const: 'A' } } } },
                  },
                },
                then: { required: ['flag'] },
              },
            ]),
      ];
      const form: FormDefinition = {
        id: 'random',
        schema: {
          type: 'object',
          properties: {
            name,
            group,
            flag: { type: 'boolean' },
            list: {
              type: 'array',
              minItems: 1,
              maxItems: 3,
              items: item,
              ...(uniqueItems ? { uniqueItems } : {}),
            },
            ...(total ? { total: { type: 'number', minimum: 1 } } : {}),
          },
          required: ['name', ...(listRequired ? ['list'] : []), 'group'],
          ...(conditions.length > 0 ? { allOf: conditions } : {}),
        },
        uiSchema: {
          'ui:order': order,
          ...(total
            ? { 'ui:computed': [{ target: '/total', op: 'sum', of: ['/list/0/b', '/list/1/b'] }] }
            : {}),
        },
      };
      return form;
    });
  const value = fc.constantFrom<unknown>(
    undefined,
    '',
    'x',
    'abcdefghij',
    '010190-123M',
    '2024-02-30',
    'A',
    0,
    5,
    11,
    -1,
    1.5,
    true,
    false,
    null,
    {},
    [],
    [{}],
    [{}, {}, {}, {}],
  );
  /** Answers to start from: none, or a list of items to change one at a time (an edit makes objects). */
  const randomStart = fc.constantFrom<unknown>(
    {},
    { list: [{}, {}] },
    { name: 'x', flag: true, group: { a: 'A' }, list: [{ a: 'x' }, { a: 'A', b: 5 }, { c: 'abcdefghij' }] },
  );
  const randomPaths = [
    '/name',
    '/flag',
    '/group',
    '/list',
    ...[...names, 'flag', 'zz'].map((key) => `/group/${key}`),
    ...[0, 1, 2, 3].flatMap((index) => [
      `/list/${index}`,
      ...[...names, 'flag', 'extra'].map((key) => `/list/${index}/${key}`),
    ]),
  ];
  /** Changes anywhere, and more often than by chance a condition switched or a group emptied. */
  const editsOf = (paths: readonly string[]) =>
    fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), value) },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom('/flag', '/group/flag', '/list/0/flag', '/group', '/list'),
            fc.constantFrom<unknown>(true, false, undefined),
          ),
        },
      ),
      { minLength: 1, maxLength: 30 },
    );
  /** The finder after each change agrees with a fresh full check (no memory) of the same data. */
  const agreeOver = (
    form: FormDefinition,
    validators: Parameters<typeof createErrorFinder>[1],
    start: unknown,
    steps: [string, unknown][],
  ) => {
    const find = createErrorFinder(form, validators);
    const describe = createErrorDescriber(form, fixtureT);
    const root = form.schema;
    const agree = (data: unknown) => {
      // The merges resolveSchema remembers are those made afresh: the form, its group, each item.
      const group = root.properties?.['group'];
      const items = root.properties?.['list']?.items;
      const at = (key: string) => (data as Record<string, unknown> | undefined)?.[key];
      const nodes: (readonly [FormSchema | undefined, unknown])[] = [
        [root, data],
        [group, at('group')],
        // Array.from, not map: an edit past the list's end leaves holes, and map skips them.
        ...Array.from(
          Array.isArray(at('list')) ? (at('list') as unknown[]) : [],
          (item) => [items, item] as const,
        ),
      ];
      for (const [schema, value] of nodes)
        if (schema)
          expect(resolveSchema(schema, root, value, validators.isValid)).toEqual(
            resolveSchemaAfresh(schema, root, value, validators.isValid),
          );
      const found = find(data);
      const full = findErrors(form, structuredClone(data), validators, { hiddenFields: 'drop' });
      expect(found).toEqual(full);
      // As the form shows them: each error described once and remembered, as a fresh description.
      expect(describe(found.errors)).toEqual(describeErrors(full.errors, form, fixtureT));
    };
    let data = start;
    agree(data);
    for (const [path, next] of steps) {
      data = setAt(data, path, next);
      agree(data);
    }
  };

  it('over random forms and random changes', () => {
    fc.assert(
      fc.property(randomForm, randomStart, editsOf(randomPaths), (form, start, steps) => {
        agreeOver(form, createRuntimeValidators(form.schema), structuredClone(start), steps);
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 150) },
    );
  });

  it('over random changes of every form of schemas/forms, from its examples', async () => {
    for (const { form, examples } of loadForms()) {
      const validators = await precompiledValidators(form);
      fc.assert(
        fc.property(
          fc.constantFrom({}, ...Object.values(examples)),
          editsOf(fieldPointers(form.schema)),
          (start, steps) => {
            agreeOver(form, validators, structuredClone(start), steps);
          },
        ),
        { numRuns: Number(process.env.PROP_RUNS ?? 25) },
      );
    }
  });
});

/**
 * After a failed send of the landlord form with 200 rentees, a keystroke validates the rest of the
 * form and the one rentee it changed (issue 48); what needs the whole list validates it all.
 */
describe('createErrorFinder validates what a change can affect', () => {
  it('finds the independent lists of the forms: the rentees, the tenants', () => {
    expect(Object.fromEntries(loadForms().map(({ form }) => [form.id, independentLists(form)]))).toEqual({
      'application-decision': [],
      'attachment-request': [],
      'landlord-application': ['renteeInfo'],
      'payment-info-update': [],
      'realization-decision': [],
      'realization-request': [],
      'tenancy-end-notice': ['tenants'],
    });
  });

  it('calls a list not independent when anything outside its items may read them', () => {
    const list = {
      type: 'array',
      minItems: 1,
      items: { type: 'object', properties: { a: { type: 'string' } } },
    };
    const lists = (extra: FormSchema, listExtra: FormSchema = {}) =>
      independentLists({
        id: 'lists',
        schema: {
          type: 'object',
          properties: { list: { ...list, ...listExtra }, name: { type: 'string' } },
          ...extra,
        },
        uiSchema: {},
      });
    expect(lists({})).toEqual(['list']);
    expect(
      lists({ allOf: [{ if: { required: ['name'] }, then: { properties: { list: { maxItems: 2 } } } }] }),
    ).toEqual(['list']);
    expect(lists({ anyOf: [{ required: ['name'] }, { additionalProperties: false }] })).toEqual(['list']);
    for (const readsList of [
      { allOf: [{ if: { required: ['list'] }, then: { required: ['name'] } }] },
      { anyOf: [{ required: ['name'] }, { additionalProperties: { type: 'string' } }] },
      { not: { patternProperties: { '^l': { maxItems: 1 } } } },
      { dateRangeOrder: ['name', 'list'] },
      { dependencies: { list: ['name'] } },
      { allOf: [{ then: { properties: { list: { uniqueItems: true } } } }] },
      { allOf: [{ $ref: '#/definitions/x' }], definitions: { x: {} } },
      { additionalProperties: { type: 'string' } },
    ])
      expect(lists(readsList as FormSchema), JSON.stringify(readsList)).toEqual([]);
    expect(lists({}, { contains: { type: 'object' } })).toEqual([]);
    expect(lists({}, { items: [{ type: 'object' }] } as unknown as FormSchema)).toEqual([]);
  });

  it('validates one rentee of 200 for a change in it, none for a change elsewhere', async () => {
    const form = loadForms().find(({ form }) => form.id === 'landlord-application')!.form;
    const precompiled = await precompiledValidators(form);
    const validated: number[] = [];
    const validate = Object.assign(
      function (this: unknown, data: unknown) {
        validated.push(((data as { renteeInfo?: unknown[] }).renteeInfo ?? []).length);
        const valid = precompiled.validate.call(this, data);
        validate.errors = precompiled.validate.errors;
        return valid;
      },
      { errors: null as ValidateFunction['errors'] },
    );
    const find = createErrorFinder(form, { ...precompiled, validate });
    const check = (data: unknown) => {
      const found = find(data);
      expect(found).toEqual(findErrors(form, data, precompiled, { hiddenFields: 'drop' }));
      return { items: validated.at(-1), errors: found.errors.length };
    };
    let data: unknown = { businessType: 'PERSON', renteeInfo: Array.from({ length: 200 }, () => ({})) };
    expect(check(data)).toEqual({ items: 200, errors: 608 });
    data = setAt(data, '/renteeInfo/150/firstName', 'Aino');
    expect(check(data)).toEqual({ items: 1, errors: 607 });
    data = setAt(data, '/name', 'Vuokra Oy');
    expect(check(data)).toEqual({ items: 0, errors: 606 });
    // The reference number the rentees then need: a choice of the form's conditions, every rentee.
    data = setAt(data, '/useReferenceNumberWhenPaying', true);
    expect(check(data)).toEqual({ items: 200, errors: 805 });
    data = setAt(data, '/renteeInfo/200', {});
    // The 201st rentee: its four errors, and one on the list (at most 200).
    expect(check(data)).toEqual({ items: 201, errors: 810 });
    data = setAt(data, '/renteeInfo/0/lastName', 'Virtanen');
    expect(check(data)).toEqual({ items: 1, errors: 809 });
  });
});

/** Every field and group of a form as a pointer, list items at places 0 to 2, every branch merged. */
function fieldPointers(root: FormSchema): string[] {
  const pointers: string[] = [];
  const walk = (schema: FormSchema, pointer: string, depth: number) => {
    if (depth > 6) return;
    // resolveSchema without answers: the static view, every condition's branches merged.
    const resolved = resolveSchema(schema, root, undefined);
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      pointers.push(`${pointer}/${key}`);
      walk(property, `${pointer}/${key}`, depth + 1);
    }
    const items = resolved.items;
    if (items && !Array.isArray(items))
      for (const index of [0, 1, 2]) walk(items, `${pointer}/${index}`, depth + 1);
  };
  walk(root, '', 0);
  return [...new Set(pointers)];
}
