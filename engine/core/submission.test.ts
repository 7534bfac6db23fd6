import { describe, expect, it } from 'vitest';
import { fixtureForm, fixtureT, validFixtureData } from './fixture.test-helpers.ts';
import { createRuntimeValidators } from './runtimeValidators.ts';
import { applyComputedToVisible, checkSubmission } from './submission.ts';

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
