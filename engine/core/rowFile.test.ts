import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../texts/index.ts';
import {
  checkRowFileText,
  createRowFileCheck,
  describeRowFileError,
  LineSplitter,
  MAX_LISTED_ERRORS,
  ROW_FILE_CODES,
  rowFileHeader,
  rowFileLayout,
  type RowFileError,
} from './rowFile.ts';
import { createRuntimeValidators } from './runtimeValidators.ts';
import type { FormDefinition, FormSchema, UiSchema } from './types.ts';

const FILES = new URL('../../schemas/files/', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, FILES), 'utf8')) as unknown;
const payment: FormDefinition = {
  id: 'payment-file',
  schema: readJson('payment-file.schema.json') as FormSchema,
  uiSchema: readJson('payment-file.ui.json') as UiSchema,
};
const validators = createRuntimeValidators(payment.schema);
const HEADER = 'paymentNumber;paymentCommitmentId;renteeHetu;period;amount;dueDate;iban;referenceNumber';
const row = (number: number, overrides: Partial<Record<string, string>> = {}) =>
  Object.entries({
    paymentNumber: String(number),
    paymentCommitmentId: '31418916',
    renteeHetu: '010986-9004',
    period: '2026-10',
    amount: '850,00',
    dueDate: '01.10.2026',
    iban: 'FI2112345600000785',
    referenceNumber: '',
    ...overrides,
  })
    .map(([, value]) => value)
    .join(';');

function check(text: string) {
  const rowFile = createRowFileCheck(payment, validators, {
    accept: (cells) => ({ row: cells['paymentNumber']! }),
  });
  return checkRowFileText(rowFile, text);
}

const where = (errors: readonly RowFileError[]) =>
  errors.map((error) => [error.line, error.column, error.code]);

describe('the payment file’s layout', () => {
  it('is the UI schema’s column order, separator, unique and key columns', () => {
    const layout = rowFileLayout(payment.uiSchema);
    expect(rowFileHeader(layout)).toBe(HEADER);
    expect(layout).toMatchObject({ separator: ';', unique: ['paymentNumber'], key: 'paymentNumber' });
  });

  it('refuses a UI schema without columns or naming a column it does not have', () => {
    expect(() => rowFileLayout({})).toThrow(/ui:order/);
    expect(() => rowFileLayout({ 'ui:order': ['a'], 'ui:options': { unique: ['b'] } })).toThrow(/"b"/);
    expect(() => rowFileLayout({ 'ui:order': ['a'], 'ui:options': { separator: ';;' } })).toThrow(
      /one character/,
    );
  });
});

describe('checking a payment file', () => {
  it('accepts the example files and keeps their rows in order', () => {
    const examples = readdirSync(new URL('examples/payment-file/', FILES)).filter((name) =>
      name.startsWith('valid'),
    );
    expect(examples.length).toBeGreaterThan(1);
    for (const name of examples) {
      const result = check(readFileSync(new URL(`examples/payment-file/${name}`, FILES), 'utf8'));
      expect(result.errors, name).toEqual([]);
      expect(result.rows.length, name).toBe(result.rowCount);
      expect(result.rowCount, name).toBeGreaterThan(0);
    }
    expect(check(`${HEADER}\n${row(3)}\n${row(1)}\n`).rows).toEqual(['3', '1']);
  });

  it.each([
    ['invalid-amount-zero', 2, 'amount'],
    ['invalid-amount-too-large', 2, 'amount'],
    ['invalid-cell-count', 2, null],
    ['invalid-due-date-not-a-day', 2, 'dueDate'],
    ['invalid-duplicate-payment-number', 3, 'paymentNumber'],
    ['invalid-empty-header-only', null, null],
    ['invalid-empty-row-between', 3, null],
    ['invalid-hetu-check-character', 2, 'renteeHetu'],
    ['invalid-iban-checksum', 2, 'iban'],
    ['invalid-iban-missing', 2, 'iban'],
    ['invalid-payment-commitment-id-seven-digits', 2, 'paymentCommitmentId'],
    ['invalid-payment-number-not-digits', 2, 'paymentNumber'],
    ['invalid-period-month', 2, 'period'],
    ['invalid-reference-number', 2, 'referenceNumber'],
  ])('finds the error of %s on line %s, column %s, and keeps no rows', (name, line, column) => {
    const result = check(readFileSync(new URL(`examples/payment-file/${name}.csv`, FILES), 'utf8'));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line, column });
    expect(result.rows).toEqual([]);
  });

  it('says what the header should be and which column it lacks (the example without referenceNumber)', () => {
    const result = check(
      readFileSync(new URL('examples/payment-file/invalid-header-missing-column.csv', FILES), 'utf8'),
    );
    expect(where(result.errors)).toEqual([
      [1, null, ROW_FILE_CODES.header],
      [1, null, ROW_FILE_CODES.missingColumn],
    ]);
    expect(result.errors[0]!.params).toEqual({ expected: HEADER });
    expect(result.errors[1]!.params).toEqual({ columns: 'referenceNumber' });
    expect(result.rowCount).toBe(1);
    expect(result.rows).toEqual([]);
  });

  describe('under a wrong header, still checks the rows by the columns it can map', () => {
    const columns = HEADER.split(';');

    it('maps names in another letter case, with spaces, or in another order', () => {
      const shuffled = [...columns].reverse();
      const cells = (values: string) => values.split(';').reverse().join(';');
      const text = [
        shuffled.map((name, index) => (index === 0 ? ` ${name.toUpperCase()} ` : name)).join(';'),
        cells(row(1)),
        cells(row(2, { iban: 'FI00' })),
        cells(row(1, { amount: '0' })),
      ].join('\n');
      const result = check(text);
      expect(where(result.errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [3, 'iban', '110105'],
        [4, 'amount', '110112'],
        [4, 'paymentNumber', ROW_FILE_CODES.duplicate],
      ]);
      expect(result.errors[3]!.params).toEqual({ row: 2 });
      expect(result.rowCount).toBe(3);
    });

    it('takes a misspelt name in a header of the right length for the column in its place', () => {
      const text = [HEADER.replace('paymentNumber', 'paymentNumbr'), row(7), row(7)].join('\n');
      expect(where(check(text).errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [3, 'paymentNumber', ROW_FILE_CODES.duplicate],
      ]);
    });

    it('names the columns it lacks and checks the rest of each row without them', () => {
      const without = (text: string) =>
        text
          .split(';')
          .filter((_, index) => columns[index] !== 'iban')
          .join(';');
      const result = check([without(HEADER), without(row(1, { amount: '0' })), without(row(2))].join('\n'));
      expect(where(result.errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [1, null, ROW_FILE_CODES.missingColumn],
        [2, 'amount', '110112'],
      ]);
      expect(result.errors[1]!.params).toEqual({ columns: 'iban' });
      expect(result.rows).toEqual([]);
      const two = (text: string) => text.split(';').slice(0, 6).join(';');
      const both = check([two(HEADER), two(row(1))].join('\n')).errors[1]!;
      expect(both).toMatchObject({
        code: ROW_FILE_CODES.missingColumns,
        params: { columns: 'iban, referenceNumber' },
      });
    });

    it('names the columns it does not know and skips their cells', () => {
      const result = check(
        [`${HEADER};huom;lisätieto`, `${row(1)};x;y`, `${row(2, { period: '2026-13' })};;`].join('\n'),
      );
      expect(where(result.errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [1, null, ROW_FILE_CODES.unknownColumns],
        [3, 'period', '110113'],
      ]);
      expect(result.errors[1]!.params).toEqual({ columns: 'huom, lisätieto' });
    });

    it('reads the rows in the described order when the first line names no column (a row in its place)', () => {
      const result = check([row(1), row(2, { amount: '0' })].join('\n'));
      expect(where(result.errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [2, 'amount', '110112'],
      ]);
    });

    it('counts a row’s cells against the description when the header names no column', () => {
      const short = (text: string) => text.split(';').slice(0, 7).join(';');
      const result = check(
        ['maksunumero;sitoumus;hetu;kausi;summa;eräpäivä;tili', short(row(1)), row(2)].join('\n'),
      );
      expect(where(result.errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [2, null, ROW_FILE_CODES.cellCountByLayout],
      ]);
      expect(result.errors[1]!.params).toEqual({ count: 7, expected: 8 });
    });

    it('says a wrong header without rows has none', () => {
      expect(where(check('maksunumero;summa\n').errors)).toEqual([
        [1, null, ROW_FILE_CODES.header],
        [null, null, ROW_FILE_CODES.empty],
      ]);
    });
  });

  it('tells an empty file, a header alone and blank lines alone apart from a wrong header', () => {
    for (const text of ['', '\n\n', '\r\n  \r\n', '\uFEFF'])
      expect(where(check(text).errors), JSON.stringify(text)).toEqual([[null, null, ROW_FILE_CODES.empty]]);
    expect(where(check(`${HEADER}\n\n`).errors)).toEqual([[null, null, ROW_FILE_CODES.empty]]);
  });

  it('calls a file with control characters not text, with that one error', () => {
    const result = check(`${HEADER}\n${row(1, { amount: '0' })}\n1\u0000;2\n`);
    expect(where(result.errors)).toEqual([[null, null, ROW_FILE_CODES.notText]]);
    expect(result.errorCount).toBe(1);
  });

  it('names a row by its payment number and the earlier row of a duplicate', () => {
    const result = check([HEADER, row(5), row(6), row(5, { amount: '0' })].join('\n'));
    expect(where(result.errors)).toEqual([
      [4, 'amount', '110112'],
      [4, 'paymentNumber', ROW_FILE_CODES.duplicate],
    ]);
    expect(result.errors.map((error) => error.key)).toEqual(['5', '5']);
    expect(result.errors[1]!.params).toEqual({ row: 2 });
  });

  it('lists every error of a row in the order of its columns, a missing cell as required', () => {
    const result = check(`${HEADER}\n${row(1, { amount: '', period: '26-10', iban: 'FI00' })}`);
    expect(where(result.errors)).toEqual([
      [2, 'period', '110113'],
      [2, 'amount', '110001'],
      [2, 'iban', '110105'],
    ]);
  });

  it('lists the first 1,000 errors and counts them all', () => {
    const rows = Array.from({ length: 1500 }, (_, index) => row(index + 1, { iban: 'x' }));
    const result = check([HEADER, ...rows].join('\n'));
    expect(result.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(result.errorCount).toBe(1500);
    expect(result.rowCount).toBe(1500);
    expect(result.errors.at(-1)).toMatchObject({ line: 1001, key: '1000' });
  });

  it('adds the caller’s own errors of an accepted row (what only the database knows)', () => {
    const rowFile = createRowFileCheck(payment, validators, {
      accept: (cells) => ({
        row: cells,
        errors:
          cells['paymentCommitmentId'] === '31418916'
            ? []
            : [{ column: 'paymentCommitmentId', code: '158001', params: {} }],
      }),
    });
    const result = checkRowFileText(
      rowFile,
      [HEADER, row(1), row(2, { paymentCommitmentId: '12345678' })].join('\n'),
    );
    expect(where(result.errors)).toEqual([[3, 'paymentCommitmentId', '158001']]);
    expect(result.rows).toEqual([]);
  });

  it('describes an error in Finnish and Swedish with the column’s label', () => {
    const [error] = check(`${HEADER}\n${row(1, { dueDate: '31.02.2026' })}`).errors;
    expect(describeRowFileError(error!, payment, translatorFor('fi'))).toMatchObject({
      line: 2,
      key: '1',
      column: 'dueDate',
      label: 'Eräpäivä',
      message: expect.stringContaining('pp.kk.vvvv'),
    });
    expect(describeRowFileError(error!, payment, translatorFor('sv')).label).toBe('Förfallodag');
  });
});

describe('LineSplitter', () => {
  it('gives the same lines however the text is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', ';', '\n', '\r\n', '\r', 'ä', '\uFEFF'), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (pieces, cuts) => {
          const text = pieces.join('');
          const whole = new LineSplitter();
          const expected = [...whole.push(text), ...whole.end()];
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const split = new LineSplitter();
          const lines: string[] = [];
          let from = 0;
          for (const point of [...points, text.length]) {
            lines.push(...split.push(text.slice(from, point)));
            from = point;
          }
          lines.push(...split.end());
          expect(lines).toEqual(expected);
        },
      ),
    );
  });

  it('drops one byte-order mark at the start, line endings LF and CRLF, and no empty last line', () => {
    const splitter = new LineSplitter();
    expect([...splitter.push('\uFEFFa;b\r\nc\n\uFEFFd\r'), ...splitter.end()]).toEqual([
      'a;b',
      'c',
      '\uFEFFd',
    ]);
    const ending = new LineSplitter();
    expect([...ending.push('a\n'), ...ending.end()]).toEqual(['a']);
  });
});
