/**
 * The manifest forms' one generic operation pair (issue 29), from the contract:
 * - `POST /api/api/v1/form/{formId}`: a form whose manifest makes it a document
 *   (`schemas/forms/<formId>.form.json`, `submission.kind` document) — register.ts has found it
 *   served (404), for the caller's role (403) and checked the data with the form's own validators
 *   (400 per field) — stored as a document the customer sent, of the manifest's document type; the
 *   documents lists name it by the manifest's `documentName` and its download is the form's summary
 *   PDF in the reader's language;
 * - `POST /api/api/v1/form/{formId}/pdf`: the same data as that PDF, before sending.
 * Nothing here knows a form: a new one goes live from its files.
 */
import type { FastifyInstance } from 'fastify';
import { operations } from '../../api/contract.ts';
import { formPdfFileName } from '../../api/formManifest.ts';
import { t, type Language } from '../../texts/index.ts';
import type { Database } from '../db/index.ts';
import type { FormRegistry } from '../forms/registry.ts';
import { formPdfFile } from '../pdf/forForm.ts';
import { requireOwner } from './paging.ts';
import { registerOperation, type RegisterOptions } from './register.ts';

/** A document's list fields (address, renterName …) that a form's data may fill, by the same name. */
const LIST_FIELDS = ['paymentCommitmentId', 'address', 'renterName', 'renterId', 'renteeName', 'renteeId'];

/** The document's payload: which form, its data, and the list fields its data has by name. */
export function formPayload(formId: string, data: Record<string, unknown>): Record<string, unknown> {
  const listed = Object.fromEntries(
    LIST_FIELDS.flatMap((name) => (typeof data[name] === 'string' ? [[name, data[name]]] : [])),
  );
  return { ...listed, formId, form: data };
}

export function registerForms(
  app: FastifyInstance,
  { db, forms, ...options }: RegisterOptions & { db: Database; forms: FormRegistry },
): void {
  registerOperation(
    app,
    operations.formSubmit,
    async ({ request, params, body }) => {
      const owner = requireOwner(request.session);
      const form = forms.documentForm(params.formId)!;
      if (form.manifest.submission.kind !== 'document') throw new Error(`${form.id} is not a document form`);
      const { rows } = await db.query<{ id: string }>(
        `insert into documents (henro, business_id, type, direction, payload)
         values ($1, $2, $3, 'ARRIVED', $4) returning id::text as id`,
        [
          owner.henro,
          owner.businessId,
          form.manifest.submission.documentType,
          JSON.stringify(formPayload(form.id, body)),
        ],
      );
      return { id: rows[0]!.id };
    },
    { ...options, forms },
  );

  registerOperation(
    app,
    operations.formPdf,
    async ({ params, body }) => {
      const form = forms.documentForm(params.formId)!;
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
