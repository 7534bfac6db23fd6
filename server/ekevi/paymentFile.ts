/**
 * The bulk payment file (issue 13): its definition is data, `schemas/files/payment-file.*.json`
 * (the row schema, the header and the labels), checked row by row by engine/core/rowFile.ts.
 * `checkPaymentFile` reads a received file from disk a chunk at a time (never whole in memory); it
 * is a task of the worker pool (ekevi.tasks.ts), as the request thread is for requests.
 */
import { createReadStream } from 'node:fs';
import {
  createRowFileCheck,
  LineSplitter,
  ROW_FILE_CODES,
  type RowFileError,
} from '../../engine/core/rowFile.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import type { SubmissionValidators } from '../../engine/core/submission.ts';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/core/types.ts';
import schema from '../../schemas/files/payment-file.schema.json' with { type: 'json' };
import uiSchema from '../../schemas/files/payment-file.ui.json' with { type: 'json' };
import { parseEuroAmount } from '../../validators/euroAmount.ts';
import { parseTypedDate } from '../../validators/typedDate.ts';
import { normalizeIban } from '../../validators/iban.ts';

export const PAYMENT_FILE: FormDefinition = {
  id: 'payment-file',
  schema: schema as FormSchema,
  uiSchema: uiSchema as UiSchema,
};

/** Text codes of the payment file's checks that need the database (158xxx). */
export const PAYMENT_FILE_TEXT_CODES = {
  /** The payment commitment is not one of the organisation's. */
  notOwnCommitment: '158001',
} as const;

/** A checked row as it is stored (`ekevi_payment_rows`). */
export interface PaymentRow {
  rowNumber: number;
  paymentNumber: string;
  paymentCommitmentId: string;
  renteeHetu: string;
  /** YYYY-MM */
  period: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  /** Electronic form: no spaces, upper case. */
  iban: string;
  referenceNumber: string | null;
}

export interface PaymentFileCheck {
  rowCount: number;
  errorCount: number;
  /** The first 1,000 errors (RowFileError: codes and parameters, worded by the caller). */
  errors: RowFileError[];
  /** Every row when the file has no error; empty otherwise. */
  rows: PaymentRow[];
  totalCents: number;
}

export interface CheckPaymentFileInput {
  /** The received file (a temporary file of the file store). */
  path: string;
  /** The payment commitments of the organisation the sender acts for. */
  commitmentIds: readonly string[];
}

let validators: SubmissionValidators | null = null;

/** Checks a payment file line by line; the worker pool's task `checkPaymentFile`. */
export async function checkPaymentFile({
  path,
  commitmentIds,
}: CheckPaymentFileInput): Promise<PaymentFileCheck> {
  validators ??= createRuntimeValidators(PAYMENT_FILE.schema);
  const commitments = new Set(commitmentIds);
  const check = createRowFileCheck<PaymentRow>(PAYMENT_FILE, validators, {
    accept(cells, rowNumber) {
      const commitment = cells['paymentCommitmentId']!;
      return {
        row: {
          rowNumber,
          paymentNumber: cells['paymentNumber']!,
          paymentCommitmentId: commitment,
          renteeHetu: cells['renteeHetu']!,
          period: cells['period']!,
          amountCents: parseEuroAmount(cells['amount']!)!,
          dueDate: parseTypedDate(cells['dueDate']!)!,
          iban: normalizeIban(cells['iban']!),
          referenceNumber: cells['referenceNumber']?.replace(/\s+/g, '') ?? null,
        },
        errors: commitments.has(commitment)
          ? []
          : [{ column: 'paymentCommitmentId', code: PAYMENT_FILE_TEXT_CODES.notOwnCommitment, params: {} }],
      };
    },
  });
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const splitter = new LineSplitter();
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>)
      for (const line of splitter.push(decoder.decode(chunk, { stream: true }))) check.line(line);
    for (const line of [...splitter.push(decoder.decode()), ...splitter.end()]) check.line(line);
  } catch (error) {
    // Bytes that are not UTF-8: the file is not text.
    if (!(error instanceof TypeError)) throw error;
    check.fileError(ROW_FILE_CODES.notText);
  }
  const result = check.end();
  return {
    rowCount: result.rowCount,
    errorCount: result.errorCount,
    errors: result.errors,
    rows: result.rows,
    totalCents: result.rows.reduce((sum, row) => sum + row.amountCents, 0),
  };
}
