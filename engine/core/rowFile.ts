/**
 * Files of rows (issue 13's bulk payment file): a text file whose first line names the columns and
 * whose every other line is one row. Each row becomes an object of its non-empty cells (strings)
 * and is validated by the file's row schema through the same path as a form's submission
 * (`findErrors`), so its rules are data: `schemas/files/<file>.schema.json`. The layout is data
 * too, in `<file>.ui.json`: `ui:order` is the header, `ui:options.separator` the cell separator,
 * `ui:options.unique` the columns whose values may occur only once in a file, `ui:options.key`
 * the column that names a row in errors (the payment number), and each column's `ui:title` its
 * label.
 *
 * The check reads a line at a time (`createRowFileCheck`, fed by `LineSplitter` from decoded
 * chunks), so a file is never held whole in memory; the rows are kept only while no row has failed
 * (a file with an error stores nothing). Errors name the file's line as an editor numbers it (the
 * header is line 1). A wrong header is an error, but the rows are still checked by the columns the
 * header does name (`mapHeader`), and the result says which columns went unchecked (issue 31).
 */
import type { Translate } from '../../texts/index.ts';
import { findErrors, type SubmissionValidators } from './submission.ts';
import { labelAt } from './uiSchema.ts';
import type { FormDefinition, UiSchema } from './types.ts';

/** Text codes of the file's own problems (texts 1102xx); a cell's errors are the form errors'. */
export const ROW_FILE_CODES = {
  /** The bytes are not UTF-8 text, or hold control characters. */
  notText: '110201',
  /** No rows after the header (or nothing at all). */
  empty: '110202',
  /** The first line is not the header; `{expected}` names it. */
  header: '110203',
  /** A row has `{count}` cells, the header `{expected}`. */
  cellCount: '110204',
  /** Under a header that names no column: a row has `{count}` cells, the layout `{expected}`. */
  cellCountByLayout: '110210',
  /** The column's value was already on row `{row}`. */
  duplicate: '110205',
  /** The file is larger than `{limit}` MB (told by the server, which receives it). */
  tooLarge: '110206',
  /** An empty line between rows. */
  emptyRow: '110207',
  /** Under a wrong header: column `{columns}` is missing, so it was checked on no row. */
  missingColumn: '110208',
  /** Under a wrong header: columns `{columns}` are missing, so they were checked on no row. */
  missingColumns: '110209',
  /** Under a wrong header: column `{columns}` is not the file's, so it was skipped. */
  unknownColumn: '110211',
  /** Under a wrong header: columns `{columns}` are not the file's, so they were skipped. */
  unknownColumns: '110212',
} as const;

/** The most errors a result lists; `errorCount` counts them all. */
export const MAX_LISTED_ERRORS = 1000;

export interface RowFileLayout {
  /** The header's column names, in order. */
  columns: readonly string[];
  separator: string;
  /** Columns whose values are unique within a file. */
  unique: readonly string[];
  /** The column that names a row in errors, or null. */
  key: string | null;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The layout a row file's UI schema gives (module comment). */
export function rowFileLayout(uiSchema: UiSchema): RowFileLayout {
  const order = uiSchema['ui:order'];
  const options = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  if (!isStringList(order) || order.length === 0 || order.includes('*'))
    throw new Error('A row file names its columns in ui:order');
  const separator = typeof options['separator'] === 'string' ? options['separator'] : ';';
  if (separator.length !== 1) throw new Error('A row file’s ui:options.separator is one character');
  const unique = isStringList(options['unique']) ? options['unique'] : [];
  const key = typeof options['key'] === 'string' ? options['key'] : null;
  for (const column of [...unique, ...(key === null ? [] : [key])])
    if (!order.includes(column)) throw new Error(`A row file’s ui:options name "${column}", not a column`);
  return { columns: order, separator, unique, key };
}

/** A file's header line as its layout wants it. */
export function rowFileHeader(layout: RowFileLayout): string {
  return layout.columns.join(layout.separator);
}

/**
 * The layout's column each cell of a header stands for: the column of that name (letter case and
 * spaces aside), else, in a header of as many cells as the layout has columns, the column in that
 * place (a misspelt name); null for a cell that is neither (or names a column a second time).
 */
export function mapHeader(cells: readonly string[], layout: RowFileLayout): (string | null)[] {
  const normalize = (name: string) => name.trim().toLowerCase();
  const byName = new Map(layout.columns.map((column) => [normalize(column), column]));
  const taken = new Set<string>();
  const mapped = cells.map((cell) => {
    const column = byName.get(normalize(cell));
    if (column === undefined || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
  if (cells.length === layout.columns.length)
    mapped.forEach((column, index) => {
      const inPlace = layout.columns[index]!;
      if (column === null && !taken.has(inPlace)) {
        mapped[index] = inPlace;
        taken.add(inPlace);
      }
    });
  return mapped;
}

export interface RowFileError {
  /** The file's line, as an editor numbers it (1 = the header); null for the file as a whole. */
  line: number | null;
  /** The row's key column value (the payment number), when it has one. */
  key: string | null;
  /** The column (its name as in the header), or null for the row or the file. */
  column: string | null;
  code: string;
  params: Record<string, string | number>;
}

export interface RowFileResult<Row> {
  /** Rows after the header, checked or not (empty lines at the end not counted). */
  rowCount: number;
  /** The first MAX_LISTED_ERRORS errors, in the file's order. */
  errors: RowFileError[];
  errorCount: number;
  /** Every row, when the file has no error; empty otherwise. */
  rows: Row[];
}

export interface RowFileCheck<Row> {
  /** One line of the file without its line ending; the first is the header. */
  line(text: string): void;
  /** A problem found outside the lines (the bytes were not text): recorded for the whole file. */
  fileError(code: string, params?: Record<string, string | number>): void;
  /** The file has ended. */
  end(): RowFileResult<Row>;
}

export interface RowFileCheckOptions<Row> {
  /**
   * A row whose cells passed the schema, as the caller keeps it (normalized: amounts in cents,
   * dates ISO…), with errors the schema cannot know (a payment commitment of another
   * organisation): each as `{ column, code, params }`. `rowNumber` counts rows (1 = the first
   * after the header).
   */
  accept(
    cells: Readonly<Record<string, string>>,
    rowNumber: number,
  ): {
    row: Row;
    errors?: readonly Omit<RowFileError, 'line' | 'key'>[];
  };
}

/** Control characters a text file never holds (tab, line feed and carriage return aside). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Checks a row file line by line against its definition (module comment). */
export function createRowFileCheck<Row>(
  definition: FormDefinition,
  validators: SubmissionValidators,
  { accept }: RowFileCheckOptions<Row>,
): RowFileCheck<Row> {
  const layout = rowFileLayout(definition.uiSchema);
  const header = rowFileHeader(layout);
  const errors: RowFileError[] = [];
  let errorCount = 0;
  let rows: Row[] = [];
  let lineCount = 0;
  let rowCount = 0;
  let pendingEmpty: number[] = [];
  /** The column of each cell (mapHeader); the layout's own under a right header. */
  let columnAt: readonly (string | null)[] = layout.columns;
  /** Columns the header lacks: their rules are not checked. */
  let unchecked = new Set<string>();
  /** The header named no column: a row's cells are counted against the layout, not the header. */
  let countsByLayout = false;
  let notText = false;
  let sawContent = false;
  const seen = new Map<string, Map<string, number>>(layout.unique.map((column) => [column, new Map()]));

  const report = (error: RowFileError) => {
    errorCount++;
    rows = [];
    if (errors.length < MAX_LISTED_ERRORS) errors.push(error);
  };

  const checkHeader = (text: string) => {
    if (text.trim() === header) return;
    report({ line: 1, key: null, column: null, code: ROW_FILE_CODES.header, params: { expected: header } });
    const cells = text.split(layout.separator).map((cell) => cell.trim());
    const mapped = mapHeader(cells, layout);
    // A header naming no column at all (none, or a row in its place): the rows are read in the
    // layout's order.
    if (mapped.every((column) => column === null)) {
      countsByLayout = true;
      return;
    }
    columnAt = mapped;
    const missing = layout.columns.filter((column) => !columnAt.includes(column));
    const unknown = cells.filter((cell, index) => columnAt[index] === null && cell !== '');
    unchecked = new Set(missing);
    for (const [one, many, columns] of [
      [ROW_FILE_CODES.missingColumn, ROW_FILE_CODES.missingColumns, missing],
      [ROW_FILE_CODES.unknownColumn, ROW_FILE_CODES.unknownColumns, unknown],
    ] as const)
      if (columns.length > 0)
        report({
          line: 1,
          key: null,
          column: null,
          code: columns.length === 1 ? one : many,
          params: { columns: columns.join(', ') },
        });
  };

  const checkRow = (text: string, line: number, rowNumber: number) => {
    const cells = text.split(layout.separator).map((cell) => cell.trim());
    const keyIndex = layout.key === null ? -1 : columnAt.indexOf(layout.key);
    const key = keyIndex >= 0 && cells[keyIndex] ? cells[keyIndex] : null;
    if (cells.length !== columnAt.length) {
      report({
        line,
        key,
        column: null,
        code: countsByLayout ? ROW_FILE_CODES.cellCountByLayout : ROW_FILE_CODES.cellCount,
        params: { count: cells.length, expected: columnAt.length },
      });
      return;
    }
    const data: Record<string, string> = {};
    columnAt.forEach((column, index) => {
      if (column !== null && cells[index] !== '') data[column] = cells[index]!;
    });
    let failed = false;
    // A row's errors in the order of its columns, as the sender reads the row; none of a column
    // the header lacks (it was not read).
    const columnIndex = (path: string) => layout.columns.indexOf(path.slice(1));
    const rowErrors = findErrors(definition, data, validators, { hiddenFields: 'refuse' })
      .errors.filter((error) => !unchecked.has(error.path.slice(1)))
      .sort((a, b) => columnIndex(a.path) - columnIndex(b.path));
    for (const error of rowErrors) {
      failed = true;
      report({ line, key, column: error.path.slice(1) || null, code: error.code, params: error.params });
    }
    for (const column of layout.unique) {
      const value = data[column];
      if (value === undefined) continue;
      const earlier = seen.get(column)!.get(value);
      if (earlier !== undefined) {
        failed = true;
        report({ line, key, column, code: ROW_FILE_CODES.duplicate, params: { row: earlier } });
      } else seen.get(column)!.set(value, line);
    }
    if (failed || unchecked.size > 0) return;
    const accepted = accept(data, rowNumber);
    for (const error of accepted.errors ?? []) {
      failed = true;
      report({ line, key, ...error });
    }
    if (!failed && errorCount === 0) rows.push(accepted.row);
  };

  const fileError = (code: string, params: Record<string, string | number> = {}) => {
    if (code === ROW_FILE_CODES.notText) {
      if (notText) return;
      notText = true;
      // Whatever the lines said, the file is not text: that is its one error.
      errors.length = 0;
      errorCount = 0;
    }
    report({ line: null, key: null, column: null, code, params });
  };

  return {
    line(text) {
      lineCount++;
      if (notText) return;
      if (CONTROL.test(text)) {
        fileError(ROW_FILE_CODES.notText);
        return;
      }
      if (text.trim() !== '') sawContent = true;
      if (lineCount === 1) {
        checkHeader(text);
        return;
      }
      if (text.trim() === '') {
        pendingEmpty.push(lineCount);
        return;
      }
      // Empty lines followed by a row are errors; only those at the end are ignored.
      for (const empty of pendingEmpty)
        report({ line: empty, key: null, column: null, code: ROW_FILE_CODES.emptyRow, params: {} });
      rowCount += pendingEmpty.length + 1;
      pendingEmpty = [];
      checkRow(text, lineCount, rowCount);
    },
    fileError,
    end() {
      if (!notText && !sawContent) {
        // Nothing but empty lines (or nothing): the file is empty, whatever its first line was.
        errors.length = 0;
        errorCount = 0;
        report({ line: null, key: null, column: null, code: ROW_FILE_CODES.empty, params: {} });
      } else if (!notText && rowCount === 0)
        report({ line: null, key: null, column: null, code: ROW_FILE_CODES.empty, params: {} });
      return { rowCount, errors, errorCount, rows: errorCount === 0 ? rows : [] };
    },
  };
}

/**
 * Splits decoded text into lines (LF or CRLF), whatever the chunks' boundaries; a byte-order mark
 * at the start is dropped. `push` gives the complete lines so far, `end` the last one.
 */
export class LineSplitter {
  private rest = '';
  private started = false;

  push(chunk: string): string[] {
    let text = this.rest + chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const lines = text.split('\n');
    this.rest = lines.pop()!;
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }

  end(): string[] {
    const last = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
    this.rest = '';
    return last === '' ? [] : [last];
  }
}

/** Checks a whole text at once (schemas:check's examples, tests): the lines of `text`. */
export function checkRowFileText<Row>(check: RowFileCheck<Row>, text: string): RowFileResult<Row> {
  const splitter = new LineSplitter();
  for (const line of [...splitter.push(text), ...splitter.end()]) check.line(line);
  return check.end();
}

export interface DescribedRowFileError {
  line: number | null;
  key: string | null;
  column: string | null;
  /** The column's label, or '' for the row or the file. */
  label: string;
  message: string;
}

/** An error in the language of `t`: the column's label and the message. */
export function describeRowFileError(
  error: RowFileError,
  definition: FormDefinition,
  t: Translate,
): DescribedRowFileError {
  return {
    line: error.line,
    key: error.key,
    column: error.column,
    label: error.column === null ? '' : labelAt(definition.uiSchema, `/${error.column}`, t),
    message: t(error.code, error.params),
  };
}
