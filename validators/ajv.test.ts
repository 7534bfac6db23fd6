import { Ajv, _, Name } from 'ajv';
import ajvStandalone from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { CALLERS_OWN_KINDS, CUSTOM_KEYWORDS, RUNTIME_IMPORT_NAME, registerValidators } from './ajv.ts';
import * as runtime from './runtime.ts';
import { formats } from './runtime.ts';

// CommonJS: Node's ESM default import is its module.exports, whose `default` is the function.
const standaloneCode = ajvStandalone.default;

const ajv = registerValidators(new Ajv({ allErrors: true }));

/** One value each format accepts and one it refuses, through ajv. */
const FORMAT_CASES: Record<keyof typeof formats, [good: string, bad: string]> = {
  hetu: ['131052-308T', '131052-308A'],
  'business-id': ['0737546-2', '0737546-3'],
  'hetu-or-business-id': ['0737546-2', '0737546'],
  'reference-number': ['RF18539007547034', 'RF18539007547035'],
  iban: ['FI2112345600000785', 'FI2112345600000786'],
  bic: ['NDEAFIHH', 'NDEA1IHH'],
  phone: ['+358 40 123 4567', '040--123'],
  email: ['maija.meikalainen@example.fi', 'maija@@example.fi'],
  'free-text': ['Hämeenkatu 10 B 15', '<script>'],
  'free-text-multiline': ['Rivi 1\nRivi 2', 'a\u0000b'],
  'attachment-filename': ['kuitti.PDF', 'kuitti.exe'],
  'euro-amount': ['850,00', '0,00'],
  'year-month': ['2026-10', '2026-13'],
  'typed-date': ['01.10.2026', '01102026'],
  date: ['2024-02-29', '2023-02-29'],
};

describe('the ajv registration', () => {
  it.each(Object.entries(FORMAT_CASES))('checks format %s with the same function', (format, [good, bad]) => {
    const validate = ajv.compile({ type: 'string', format });
    expect(validate(good)).toBe(true);
    expect(validate(bad)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'format', params: { format } });
  });

  it('covers every format the runtime has', () => {
    expect(Object.keys(FORMAT_CASES).sort()).toEqual(Object.keys(formats).sort());
  });

  it('checks date bounds, today included', () => {
    const validate = ajv.compile({
      type: 'string',
      format: 'date',
      dateMinimum: '1900-01-01',
      dateMaximum: 'today',
    });
    expect(validate('1900-01-01')).toBe(true);
    expect(validate('1899-12-31')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'dateMinimum', params: { limit: '1900-01-01' } });
    expect(validate('2999-01-01')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'dateMaximum' });
  });

  it('checks the order of a date range and names both ends', () => {
    const validate = ajv.compile({ type: 'object', dateRangeOrder: ['startDate', 'endDate'] });
    expect(validate({ startDate: '2024-01-02', endDate: '2024-01-02' })).toBe(true);
    expect(validate({ startDate: '2024-01-02' })).toBe(true);
    expect(validate({ startDate: '2024-01-02', endDate: '2024-01-01' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'dateRangeOrder',
      params: { from: 'startDate', to: 'endDate' },
    });
  });

  it('checks that a BIC is of the IBAN’s country', () => {
    const validate = ajv.compile({ type: 'object', bicMatchesIban: { iban: 'iban', bic: 'bic' } });
    expect(validate({ iban: 'FI2112345600000785', bic: 'NDEAFIHH' })).toBe(true);
    expect(validate({ iban: 'FI2112345600000785' })).toBe(true);
    expect(validate({ iban: 'FI2112345600000785', bic: 'DEUTDEFF' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'bicMatchesIban',
      params: { iban: 'iban', bic: 'bic' },
    });
  });

  it('refuses a keyword value that makes no sense when the schema is compiled', () => {
    expect(() => ajv.compile({ type: 'string', dateMinimum: 'yesterday' })).toThrow(/dateMinimum/);
    expect(() => ajv.compile({ type: 'object', dateRangeOrder: ['only'] })).toThrow(/dateRangeOrder/);
    expect(() => ajv.compile({ type: 'object', bicMatchesIban: { iban: 'iban' } })).toThrow(/bicMatchesIban/);
  });

  it('registers each keyword once, however often it is called', () => {
    const twice = registerValidators(registerValidators(new Ajv()));
    for (const keyword of CUSTOM_KEYWORDS) expect(twice.getKeyword(keyword)).toBeTruthy();
  });
});

describe('the precompiled (standalone) path', () => {
  it('calls the runtime module’s formats by name, the bulk payment file’s formats too', () => {
    // As engine/core/ajv.ts does for the browser, but CommonJS so that the code can be run here.
    const standalone = registerValidators(
      new Ajv({ code: { source: true, formats: _`${new Name(RUNTIME_IMPORT_NAME)}.formats` } }),
    );
    const validate = standalone.compile({
      type: 'object',
      properties: {
        amount: { type: 'string', format: 'euro-amount' },
        period: { type: 'string', format: 'year-month' },
        dueDate: { type: 'string', format: 'typed-date' },
        iban: { type: 'string', format: 'iban' },
      },
    });
    const code = standaloneCode(standalone, validate);
    for (const format of ['euro-amount', 'year-month', 'typed-date']) {
      expect(code).toContain(`${RUNTIME_IMPORT_NAME}.formats["${format}"]`);
    }
    const module: { exports: (data: unknown) => boolean } = { exports: () => false };
    new Function('module', 'exports', 'require', RUNTIME_IMPORT_NAME, code)(module, {}, undefined, runtime);
    const good = { amount: '850,00', period: '2026-10', dueDate: '01.10.2026', iban: 'FI2112345600000785' };
    expect(module.exports(good)).toBe(true);
    for (const [key, bad] of [
      ['amount', '0,00'],
      ['period', '2026-13'],
      ['dueDate', '01102026'],
    ] as const) {
      expect(module.exports({ ...good, [key]: bad }), key).toBe(false);
    }
  });
});

describe('callersOwn: one of the caller’s own (issue 41)', () => {
  const schema = {
    type: 'object',
    properties: {
      commitment: { type: 'string', callersOwn: 'paymentCommitment' },
      // A subschema behind $ref is its own function: the context reaches it too (passContext).
      other: { $ref: '#/definitions/owned' },
    },
    definitions: { owned: { type: 'string', callersOwn: 'paymentCommitment' } },
  };
  const validate = registerValidators(new Ajv({ allErrors: true, passContext: true })).compile(schema);
  const context = { callersOwn: { paymentCommitment: new Set(['31000000']) } };

  it('holds for the caller’s own, and refuses any other with the kind named', () => {
    expect(validate.call(context, { commitment: '31000000', other: '31000000' })).toBe(true);
    expect(validate.call(context, { commitment: '31104729', other: 'x' })).toBe(false);
    expect(validate.errors?.map((error) => [error.instancePath, error.keyword, error.params])).toEqual([
      ['/commitment', 'callersOwn', { kind: 'paymentCommitment' }],
      ['/other', 'callersOwn', { kind: 'paymentCommitment' }],
    ]);
  });

  it('refuses everything when the server knows of none of the kind, and leaves empty values to required', () => {
    expect(validate.call({ callersOwn: {} }, { commitment: '31000000' })).toBe(false);
    expect(validate.call(context, { commitment: '' })).toBe(true);
  });

  it('holds without a context: the browser cannot know, the server decides', () => {
    expect(validate({ commitment: 'anything' })).toBe(true);
    expect(validate.call({ unrelated: true }, { commitment: 'anything' })).toBe(true);
  });

  it('takes only the kinds the server can look up', () => {
    const ajv = registerValidators(new Ajv());
    expect(() => ajv.compile({ type: 'string', callersOwn: 'anything' })).toThrow();
    for (const kind of CALLERS_OWN_KINDS)
      expect(() => ajv.compile({ type: 'string', callersOwn: kind })).not.toThrow();
  });
});
