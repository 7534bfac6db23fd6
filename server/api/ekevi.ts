/**
 * Bulk payment files (issue 13, SPEC §3, §4, §7), from the contract. Only while the caller acts for
 * an organisation (403 as themself); the files are the organisation's, so every representative of
 * it sees the same ones, and another organisation's file is one that does not exist:
 * - `POST /v1/ekevi/send-file`: the file checked row by row in the worker pool
 *   (server/ekevi/paymentFile.ts), then stored (server/ekevi/deliveries.ts); SPEC's send result;
 * - `POST /v1/ekevi/delivered-files`, `GET /v1/ekevi/filters-file-id`: the delivered files;
 * - `POST /v1/ekevi/arrived-files`, `GET /v1/ekevi/filters-completed-file-id`,
 *   `GET /v1/ekevi/completed-filters-accounting-number`, `GET /v1/ekevi/arrived-file-pdf/{id}`:
 *   the agency's statements of completed files (server/ekevi/statements.ts).
 */
import type { FastifyInstance } from 'fastify';
import { operations, type EkeviFileError, type EkeviSendResult } from '../../api/contract.ts';
import { formatMegabytes } from '../../engine/core/format.ts';
import { describeRowFileError, ROW_FILE_CODES, type RowFileError } from '../../engine/core/rowFile.ts';
import { withLabel } from '../../engine/core/errors.ts';
import { translatorFor, type Language } from '../../texts/index.ts';
import type { Database } from '../db/index.ts';
import {
  deliveredFileIds,
  deliveredFiles,
  DoubleDeliveryError,
  earlierDelivery,
  organisationCommitments,
  storeAccepted,
  storeRefused,
  type Sender,
} from '../ekevi/deliveries.ts';
import { PAYMENT_FILE, type CheckPaymentFileInput } from '../ekevi/paymentFile.ts';
import {
  accountingNumbers,
  arrivedFiles,
  CHECK_PAYMENT_FILE,
  completedFileIds,
  statementPdf,
} from '../ekevi/statements.ts';
import { requestLanguage } from '../language.ts';
import { sharedWorkPool } from '../work/pool.ts';
import { requireOwner } from './paging.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError } from './errors.ts';

export const EKEVI_TEXT_CODES = {
  /** 403: the file exchange is an organisation's. */
  organisationOnly: '158010',
  /** returnCode 2: the same bytes were delivered before, as `{fileId}`. */
  double: '158011',
  /** returnCode 9: nothing stored, try again. */
  internal: '158012',
  /** 404: no such statement of the organisation. */
  statementNotFound: '158013',
} as const;

function senderOf(session: { henro: string; businessId: string | null } | null): Sender {
  const owner = requireOwner(session);
  if (owner.businessId === null) throw new ApiError(403, EKEVI_TEXT_CODES.organisationOnly);
  return { henro: owner.henro, businessId: owner.businessId };
}

/** A row file error in one language: the column's label before the message. */
function worded(error: RowFileError, language: Language): string {
  const described = describeRowFileError(error, PAYMENT_FILE, translatorFor(language));
  return withLabel(described.label, described.message);
}

function fileError(error: RowFileError): EkeviFileError {
  return {
    errorMessageFinnish: worded(error, 'fi'),
    errorMessageSwedish: worded(error, 'sv'),
    paymentNumber: error.key,
    rowNumber: error.line,
    fieldCode: error.column,
  };
}

/** The send result of a code with its first error (and every error listed). */
function result(
  returnCode: EkeviSendResult['returnCode'],
  {
    fileId = null,
    errors = [],
    errorCount = errors.length,
    rowCount = 0,
  }: {
    fileId?: string | null;
    errors?: EkeviFileError[];
    errorCount?: number;
    rowCount?: number;
  } = {},
): EkeviSendResult {
  const first = errors[0];
  return {
    returnCode,
    fileId,
    errorMessageFinnish: first?.errorMessageFinnish ?? null,
    errorMessageSwedish: first?.errorMessageSwedish ?? null,
    paymentNumber: first?.paymentNumber ?? null,
    rowNumber: first?.rowNumber ?? null,
    fieldCode: first?.fieldCode ?? null,
    errors,
    errorCount,
    rowCount,
  };
}

/** A result that is one message of the file as a whole (codes 2 and 9, a file too large). */
function fileMessage(code: string, params: Record<string, string | number> = {}): EkeviFileError {
  return fileError({ line: null, key: null, column: null, code, params });
}

function double(fileId: string | null): EkeviSendResult {
  return result(2, { fileId, errors: [fileMessage(EKEVI_TEXT_CODES.double, { fileId: fileId ?? '' })] });
}

export function registerEkevi(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.ekeviSendFile,
    async ({ request, body }) => {
      const sender = senderOf(request.session);
      if (body.overLimit)
        return result(1, {
          errors: [
            fileMessage(ROW_FILE_CODES.tooLarge, {
              limit: formatMegabytes(requestLanguage(request), body.limitBytes),
            }),
          ],
        });
      const { file } = body;
      try {
        const earlier = await earlierDelivery(db, sender.businessId, file.received.sha256);
        if (earlier !== null) return double(earlier);
        const input: CheckPaymentFileInput = {
          path: file.received.path,
          commitmentIds: await organisationCommitments(db, sender.businessId),
        };
        const check = await sharedWorkPool().run(CHECK_PAYMENT_FILE, input);
        if (check.errorCount > 0) {
          await storeRefused(db, sender, file, check);
          return result(1, {
            errors: check.errors.map(fileError),
            errorCount: check.errorCount,
            rowCount: check.rowCount,
          });
        }
        const fileId = await storeAccepted(db, request.server.fileStore, sender, file, check);
        return result(0, { fileId, rowCount: check.rowCount });
      } catch (error) {
        if (error instanceof DoubleDeliveryError)
          return double(await earlierDelivery(db, sender.businessId, file.received.sha256));
        // Nothing is stored (the transaction rolled back; bytes no row names are removed at start).
        request.log.error({ err: error }, 'ekevi: a payment file could not be checked or stored');
        return result(9, { errors: [fileMessage(EKEVI_TEXT_CODES.internal)] });
      }
    },
    options,
  );

  registerOperation(
    app,
    operations.ekeviDeliveredFiles,
    async ({ request, body }) =>
      deliveredFiles(db, senderOf(request.session).businessId, body, (error) => {
        const { errorMessageFinnish, errorMessageSwedish, ...where } = fileError(error);
        return { fi: errorMessageFinnish, sv: errorMessageSwedish, ...where };
      }),
    options,
  );

  registerOperation(
    app,
    operations.ekeviFilterFileIds,
    async ({ request }) => deliveredFileIds(db, senderOf(request.session).businessId),
    options,
  );

  registerOperation(
    app,
    operations.ekeviArrivedFiles,
    async ({ request, body }) => arrivedFiles(db, senderOf(request.session).businessId, body),
    options,
  );

  registerOperation(
    app,
    operations.ekeviFilterCompletedFileIds,
    async ({ request }) => completedFileIds(db, senderOf(request.session).businessId),
    options,
  );

  registerOperation(
    app,
    operations.ekeviFilterAccountingNumbers,
    async ({ request }) => accountingNumbers(db, senderOf(request.session).businessId),
    options,
  );

  registerOperation(
    app,
    operations.ekeviArrivedFilePdf,
    async ({ request, params }) => {
      const pdf = await statementPdf(
        db,
        senderOf(request.session).businessId,
        params.id,
        requestLanguage(request),
      );
      if (!pdf) throw new ApiError(404, EKEVI_TEXT_CODES.statementNotFound);
      return pdf;
    },
    options,
  );
}
