/**
 * Every operation of the contract fuzzed over real HTTP (tests/fuzz/README.md): valid, near-valid
 * and garbage requests generated from `operationList`, so a new operation is fuzzed without a test
 * of its own. For every case: no 5xx; every 4xx JSON with a text code (400 a list of field errors,
 * others `{ code, message }`); a refused request stores nothing (the row count of every table).
 *
 * `FUZZ_TEST_RUNS` cases per operation (default 200: the whole file in about 140 s on PGlite on
 * a 2-core machine); `FUZZ_SEED` (and `FUZZ_PATH`) replay a failure with the seed fast-check
 * printed. `npm run fuzz` runs 10,000 per operation. One seeded server per backend for the file.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations as operationList } from '../../api/allOperations.ts';
import { uuidParam, type FormId } from '../../api/contract.ts';
import { STANDARD_FORMATS } from '../../server/api/checks.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { Fuzzer } from '../fuzz/fuzzer.ts';
import { countChanges, RowCounter } from '../fuzz/invariants.ts';
import { applyMutation, mutationsOf } from '../fuzz/nearValid.ts';
import {
  DOCUMENT_FORM_IDS,
  formOf,
  nearValidDraft,
  toWire,
  validDraft,
  type FuzzContext,
} from '../fuzz/requests.ts';
import { isValid, validValue } from '../fuzz/schemaValues.ts';
import { FUZZ_SERVER_CONFIG } from '../fuzz/server.ts';

const RUNS = Number(process.env['FUZZ_TEST_RUNS'] ?? 200);
const SEED = process.env['FUZZ_SEED'] === undefined ? undefined : Number(process.env['FUZZ_SEED']);
const PATH = process.env['FUZZ_PATH'];

describe('the generators', () => {
  const hints = new Map<string, unknown[]>([['id', ['not-valid-anywhere', '12345678']]]);

  it.each(operationList.filter((spec) => spec.body?.kind === 'json').map((spec) => [spec.id, spec] as const))(
    '%s: valid JSON bodies are valid, near-valid ones are not',
    (_id, spec) => {
      const schema = (spec.body as { schema: Record<string, unknown> }).schema;
      fc.assert(
        fc.property(validValue(schema, hints), (value) => {
          expect(isValid(schema, value), JSON.stringify(value)).toBe(true);
          for (const mutation of mutationsOf(schema, value))
            expect(isValid(schema, applyMutation(value, mutation)), mutation.note).toBe(false);
        }),
        { numRuns: 50 },
      );
    },
    30_000,
  );

  it.each(
    operationList.flatMap((spec) => spec.params.map((param) => [`${spec.id} ${param.name}`, param] as const)),
  )('%s: valid parameters are valid', (_name, param) => {
    fc.assert(
      fc.property(validValue(param.schema, hints, param.name), (value) => {
        expect(isValid(param.schema, value), String(value)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it.each(STANDARD_FORMATS)('%s (ajv-formats): generated values are valid', (format) => {
    const schema = { type: 'string', format };
    fc.assert(
      fc.property(validValue(schema, hints), (value) => {
        expect(isValid(schema, value), String(value)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('generates UUIDs in every spelling ajv-formats takes, and only those a schema bounds', () => {
    const spellings = fc.sample(validValue({ type: 'string', format: 'uuid' }, hints), 400) as string[];
    expect(spellings.some((value) => /^[0-9a-f-]{36}$/.test(value))).toBe(true);
    expect(spellings.some((value) => /^[0-9A-F-]{36}$/.test(value) && /[A-F]/.test(value))).toBe(true);
    expect(spellings.some((value) => value.startsWith('urn:uuid:'))).toBe(true);
    const bounded = fc.sample(validValue(uuidParam('id').schema, hints), 400) as string[];
    expect(bounded.filter((value) => value.length !== 36)).toEqual([]);
    expect(bounded.some((value) => /[A-F]/.test(value))).toBe(true);
  });

  it('every form body has valid examples, and near-valid ones break its schema', () => {
    const forms = new Set(
      operationList.flatMap((spec) =>
        spec.body?.kind === 'form'
          ? [spec.body.form]
          : spec.body?.kind === 'manifestForm'
            ? (DOCUMENT_FORM_IDS as FormId[])
            : [],
      ),
    );
    expect(forms).toContain('tenancy-end-notice');
    expect(forms.size).toBeGreaterThan(0);
    for (const form of forms) {
      const { schema, examples } = formOf(form);
      for (const example of examples) {
        const mutations = mutationsOf(schema, example);
        expect(mutations.length, form).toBeGreaterThan(5);
        for (const mutation of mutations)
          expect(isValid(schema, applyMutation(example, mutation)), `${form}: ${mutation.note}`).toBe(false);
      }
    }
  }, 30_000);

  it('a near-valid request differs from a valid one in exactly one noted way', () => {
    const context: FuzzContext = {
      hints: { anonymous: hints, person: hints, organisation: hints, staff: hints },
      files: new Proxy({} as FuzzContext['files'], { get: () => Buffer.from('%PDF-') }),
      bodyLimit: 1024 * 1024,
      uploadMaxBytes: 1000,
    };
    for (const spec of operationList)
      fc.assert(
        fc.property(nearValidDraft(spec, context), validDraft(spec, context), (near, valid) => {
          expect(near.notes, spec.id).toHaveLength(1);
          expect(valid.notes, spec.id).toHaveLength(0);
          expect(toWire(spec, 'near-valid', near).note).toBe(near.notes[0]);
        }),
        { numRuns: 10 },
      );
  }, 30_000);
});

describe.each(BACKENDS)('every operation of the contract, fuzzed, on %s', (kind) => {
  const server = useSeededServer(kind, FUZZ_SERVER_CONFIG);
  let fuzzer: Fuzzer;

  beforeAll(async () => {
    fuzzer = await Fuzzer.create({ baseUrl: server.baseUrl, db: server.db });
  });
  afterAll(async () => {
    await fuzzer?.close();
  });

  it('counts the rows that a request would store and remove (the control of "stores nothing")', async () => {
    const counter = await RowCounter.of(server.db);
    const before = await counter.counts();
    expect(before.get('documents')).toBeGreaterThan(0);
    await server.db.query(`insert into feedback (grade, app_mode, language) values (7, 'default', 'fi')`);
    const stored = await counter.counts();
    expect(countChanges(before, stored)).toEqual([
      `feedback ${before.get('feedback')}→${(before.get('feedback') ?? 0) + 1}`,
    ]);
    await server.db.query('delete from feedback where id = (select max(id) from feedback)');
    expect(countChanges(before, await counter.counts())).toEqual([]);
  });

  it.each(operationList.map((spec) => [spec.id, spec] as const))(
    '%s keeps the invariants',
    async (_id, spec) => {
      await fuzzer.refreshHints();
      await fc.assert(fuzzer.property(spec, { stopAtFirst: true }), {
        numRuns: RUNS,
        ...(SEED === undefined ? {} : { seed: SEED }),
        ...(PATH === undefined ? {} : { path: PATH }),
      });
      const report = fuzzer.report(spec.id);
      // The run tried each kind of request (a third each) and reached the server each time.
      for (const count of Object.values(report.byKind)) expect(count).toBeGreaterThan(RUNS / 10);
      expect(report.byStatus.get(0) ?? 0).toBe(0);
    },
    300_000,
  );
});
