/**
 * The document forms (issue 29): a form whose manifest makes it a document
 * (`schemas/forms/<formId>.form.json`, `submission.kind` document).
 * - `documentSubmission`, the `document` submission handler of `POST /api/api/v1/form/{formId}`
 *   (registered by forms/submissions.ts, which has found the form served (404), for the caller's
 *   role (403) and checked the data with the form's own validators (400 per field)): stored as a
 *   document the customer sent, of the manifest's document type; the documents lists name it by the
 *   manifest's `documentName` and its download is the form's summary PDF in the reader's language.
 *   With `savedStateId`, the caller's draft of the form (a manifest with `"drafts": true`) is removed
 *   in the same transaction (404, and nothing stored, for a draft that is not theirs);
 * - `POST /api/api/v1/form/{formId}/pdf`: the same data as that PDF, before sending.
 * Nothing here knows a form: a new one goes live from its files.
 */
import { RECEIPT_COLUMNS, sendReceipt, type ReceiptRow } from './receipt.ts';
import type { FastifyInstance } from 'fastify';
import { operations } from '../../api/contract.ts';
import { formPdfFileName } from '../../api/formManifest.ts';
import { t, type Language } from '../../texts/index.ts';
import type { FormRegistry } from '../forms/registry.ts';
import type { SubmissionHandler } from '../forms/submissions.ts';
import { formPdfFile } from '../pdf/forForm.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError } from './errors.ts';
import { SAVED_STATE_TEXT_CODES } from './savedStates.ts';

/** A document's list fields (address, renterName …) that a form's data may fill, by the same name. */
const LIST_FIELDS = ['paymentCommitmentId', 'address', 'renterName', 'renterId', 'renteeName', 'renteeId'];

/** The document's payload: which form, its data, and the list fields its data has by name. */
export function formPayload(formId: string, data: Record<string, unknown>): Record<string, unknown> {
  const listed = Object.fromEntries(
    LIST_FIELDS.flatMap((name) => (typeof data[name] === 'string' ? [[name, data[name]]] : [])),
  );
  return { ...listed, formId, form: data };
}

/**
 * The `document` submission handler (forms/submissions.ts): the form's data stored as a document
 * the customer sent, of the manifest's document type, and the caller's draft of the form
 * (`savedStateId`, of the same type) removed in the same transaction (404, and nothing stored, for
 * a draft that is not theirs). Answers the document's id, with the receipt.
 */
export const documentSubmission: SubmissionHandler = async ({
  form,
  version,
  owner,
  data,
  db,
  params,
  reply,
}) => {
  const { submission } = form.manifest;
  if (submission.kind !== 'document') throw new Error(`${form.id} is not a document form`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string } & ReceiptRow>(
      `insert into documents (henro, business_id, type, direction, payload, form_version_id)
       values ($1, $2, $3, 'ARRIVED', $4, $5) returning id::text as id, ${RECEIPT_COLUMNS}`,
      [
        owner.henro,
        owner.businessId,
        submission.documentType,
        JSON.stringify(formPayload(form.id, data)),
        version.id,
      ],
    );
    if (params['savedStateId']) {
      // The caller's draft of this form, nobody else's; throwing stores nothing.
      const deleted = await tx.query(
        `delete from saved_states
          where id = $1 and henro = $2 and business_id is not distinct from $3 and type = $4
          returning id`,
        [params['savedStateId'], owner.henro, owner.businessId, submission.documentType],
      );
      if (deleted.rows.length === 0) throw new ApiError(404, SAVED_STATE_TEXT_CODES.notFound);
    }
    sendReceipt(reply, rows[0]);
    return { id: rows[0]!.id };
  });
};

/** A `manifestForm` operation's handler always gets its form (register.ts found it, or answered 404). */
function unreachable(): never {
  throw new Error('a manifest form operation without its form');
}

/** The pre-send PDF of a document form (`POST /api/api/v1/form/{formId}/pdf`). */
export function registerFormPdf(
  app: FastifyInstance,
  { forms, ...options }: RegisterOptions & { forms: FormRegistry },
): void {
  registerOperation(
    app,
    operations.formPdf,
    async ({ body, form = unreachable() }) => {
      const names = Object.fromEntries(
        (['fi', 'sv'] as const).map((language) => [
          language,
          formPdfFileName(t(language, form.manifest.title)),
        ]),
      ) as Record<Language, string>;
      return formPdfFile(form.id, body, names);
    },
    { ...options, forms },
  );
}
