/**
 * A statement's PDF content (statements.ts, `statementPdf`) as a summary model: its details, its
 * totals by period, then a table row a payment row. Up to 5,000 rows are formatted, so the model is
 * built in the worker pool's thread (ekevi.tasks.ts), not on the request thread: this module
 * loads there and imports no database code.
 */
import { formatDateForPerson, formatEuros } from '../../engine/core/format.ts';
import type { SummaryModel, SummarySegment, SummaryValue } from '../../engine/core/summary.ts';
import { t, type Language } from '../../texts/index.ts';
import { formatIbanGroups } from '../../validators/iban.ts';

export const STATEMENT_TEXT_CODES = {
  title: '158020',
  details: '158021',
  fileId: '158022',
  fileName: '158023',
  delivered: '158024',
  completed: '158025',
  accountingNumber: '158026',
  statementNumber: '158027',
  totals: '158028',
  rowCount: '158029',
  total: '158030',
  byPeriod: '158031',
  rows: '158032',
  cut: '158033',
  dueDate: '158034',
} as const;

export interface StatementRowDb {
  row_number: number;
  payment_number: string;
  payment_commitment_id: string;
  rentee_hetu: string;
  period: string;
  amount_cents: string;
  due_date: string;
  iban: string;
  reference_number: string | null;
}

/** A statement as the list reads it (statements.ts). */
export interface StatementDbRow {
  id: string;
  file_code: string;
  completed_date: string;
  year: number;
  number: number;
  statement_name_id: string;
  accounting_number: string;
  row_count: number;
  total_cents: string;
}

export interface StatementDetails extends StatementDbRow {
  file_name: string;
  delivered: string;
  organisation: string;
}

const euros = (language: Language, cents: string | number) => formatEuros(language, Number(cents) / 100);

/** A statement as a summary model (what the PDF shows), in `language`. */
export function statementSummary(
  statement: StatementDetails,
  rows: readonly StatementRowDb[],
  byPeriod: readonly { period: string; count: number; total_cents: string }[],
  language: Language,
): SummaryModel {
  const codes = STATEMENT_TEXT_CODES;
  const field = (code: string, value: string, path: string): SummaryValue => ({
    key: t(language, code),
    value,
    path,
  });
  const segments: SummarySegment[] = [
    {
      subtitle: t(language, codes.details),
      type: 'fields',
      values: [
        field(codes.fileId, statement.file_code, '/fileId'),
        field(codes.fileName, statement.file_name, '/file'),
        field(codes.delivered, formatDateForPerson(language, statement.delivered), '/created'),
        field(codes.completed, formatDateForPerson(language, statement.completed_date), '/completedDate'),
        field(codes.statementNumber, `${statement.number}/${statement.year}`, '/number'),
        field(codes.accountingNumber, statement.accounting_number, '/accountingNumber'),
      ],
    },
    {
      subtitle: t(language, codes.totals),
      type: 'fields',
      values: [
        field(codes.rowCount, String(statement.row_count), '/rowCount'),
        field(codes.total, euros(language, statement.total_cents), '/totalAmount'),
      ],
    },
    {
      subtitle: t(language, codes.byPeriod),
      type: 'fields',
      values: byPeriod.map((period, index) => ({
        key: period.period,
        value: `${euros(language, period.total_cents)} (${period.count})`,
        path: `/periods/${index}`,
      })),
    },
  ];
  if (rows.length < statement.row_count)
    segments.push({
      subtitle: t(language, codes.cut, { count: String(rows.length) }),
      type: 'fields',
      values: [],
    });
  segments.push({
    subtitle: t(language, codes.rows),
    type: 'fields',
    values: rows.map((row, index) => ({
      key: `${row.row_number}. ${row.payment_number}`,
      value: [
        euros(language, row.amount_cents),
        row.period,
        `${t(language, codes.dueDate)} ${formatDateForPerson(language, row.due_date)}`,
        row.payment_commitment_id,
        row.rentee_hetu,
        formatIbanGroups(row.iban),
        ...(row.reference_number ? [row.reference_number] : []),
      ].join(' · '),
      path: `/rows/${index}`,
    })),
  });
  return { title: t(language, codes.title), name: statement.organisation, segments };
}
