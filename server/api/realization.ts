/**
 * The rental-deposit realization (issue 5), from the contract:
 * - `GET /api/api/navigate-to-rental-deposit-realization`: writes who opened the feature, when and
 *   acting for whom to `audit_log`, and answers true;
 * - `GET /api/api/v1/payment-commitment/{id}`: one of the caller's payment commitments (the person
 *   and the organisation the session acts for) for the form's rentee part; any other is 404, the
 *   same answer as one that does not exist;
 * - `POST /api/api/v1/rental-deposit-realization?savedStateId=`: the body checked by the engine
 *   (register.ts, form `realization-request`). `rentee.id` must be one of the caller's payment
 *   commitments, else 400 on `/rentee/id` (nobody files against another's commitment, and the
 *   answer does not tell whether it exists). In one transaction: the request is stored, recorded as
 *   a document that arrived from the user (type PAYMENT_REQUEST: SPEC §3's type for a landlord's
 *   claim on the guarantee; the realization request is such a claim), and the draft
 *   `savedStateId` is deleted. A draft that is not the caller's (or is gone) is 404 and nothing is
 *   stored: the client then knows its draft was not the one it thought;
 * - `POST /api/api/v1/rental-deposit-realization/pdf`: the summary as a tagged PDF in
 *   `currentLanguageCode`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations, type PaymentCommitment } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { draftTypeOf } from '../../api/formManifest.ts';
import { t } from '../../texts/index.ts';
import type { Database } from '../db/index.ts';
import { requestLanguage } from '../language.ts';
import { formPdfFile } from '../pdf/forForm.ts';
import { paperlessChoiceIn, recordPaperlessChoice } from './paperlessChoice.ts';
import { RECEIPT_COLUMNS, sendReceipt, type ReceiptRow } from './receipt.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import type { SubmissionHandler } from '../forms/submissions.ts';
import { ApiError, FieldErrors, TEXT_CODES } from './errors.ts';
import { SAVED_STATE_TEXT_CODES } from './savedStates.ts';

export const REALIZATION_TEXT_CODES = {
  /** 404: no such payment commitment of the caller. */
  commitmentNotFound: '156003',
  /** 400 on /rentee/id: the number is not one of the caller's payment commitments. */
  notOwnCommitment: '156004',
  /** The label of rentee.id in the form (realization-request.ui.json). */
  commitmentLabel: '210011',
} as const;

export const AUDIT_OPEN_REALIZATION = 'OPEN_REALIZATION';
export const DOCUMENT_TYPE_REALIZATION = 'PAYMENT_REQUEST';

interface CommitmentRow {
  id: string;
  rentee_name: string;
  rentee_hetu: string;
  address: string;
  amount: string;
  start_date: string;
}

interface Session {
  henro: string;
  businessId: string | null;
}

function requireSession(session: Session | null): Session {
  // register.ts answers 401 before a handler of a `session` operation runs.
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return session;
}

async function ownCommitment(
  db: Pick<Database, 'query'>,
  session: Session,
  id: string,
): Promise<CommitmentRow | undefined> {
  const { rows } = await db.query<CommitmentRow>(
    `select id, rentee_name, rentee_hetu, address, amount::text as amount,
            to_char(start_date, 'YYYY-MM-DD') as start_date
       from payment_commitments
      where id = $1 and henro = $2 and business_id is not distinct from $3`,
    [id, session.henro, session.businessId],
  );
  return rows[0];
}

function commitmentFieldError(request: FastifyRequest): FieldError {
  const language = requestLanguage(request);
  return {
    path: '/rentee/id',
    label: t(language, REALIZATION_TEXT_CODES.commitmentLabel),
    message: t(language, REALIZATION_TEXT_CODES.notOwnCommitment),
    code: REALIZATION_TEXT_CODES.notOwnCommitment,
  };
}

/**
 * The `realization` submission handler (`POST /api/api/v1/rental-deposit-realization`,
 * forms/submissions.ts): the request against one of the caller's own commitments (another's is
 * refused as a 400 on `/rentee/id`, FieldErrors), its arrived document holding the form as sent, the
 * paperless choice, and the draft `savedStateId` removed, in one transaction. Answers `{ id }`.
 */
export const realizationSubmission: SubmissionHandler = async ({
  form,
  version,
  owner,
  data,
  db,
  params,
  request,
  reply,
}) => {
  const rentee = (data['rentee'] ?? {}) as { id?: string; customerHenro?: string; address?: string };
  const renter = (data['renter'] ?? {}) as { name?: string; birthdayOrCompanyId?: string };
  return db.transaction(async (tx) => {
    const commitment = rentee.id ? await ownCommitment(tx, owner, rentee.id) : undefined;
    if (!commitment) throw new FieldErrors([commitmentFieldError(request)]);
    const { rows } = await tx.query<{ id: string }>(
      `insert into realization_requests (henro, business_id, payment_commitment_id, body)
       values ($1, $2, $3, $4) returning id::text as id`,
      [owner.henro, owner.businessId, commitment.id, JSON.stringify(data)],
    );
    const id = rows[0]!.id;
    const document = await tx.query<ReceiptRow>(
      `insert into documents (henro, business_id, type, direction, payload, form_version_id)
       values ($1, $2, $3, 'ARRIVED', $4, $5) returning ${RECEIPT_COLUMNS}`,
      [
        owner.henro,
        owner.businessId,
        DOCUMENT_TYPE_REALIZATION,
        JSON.stringify({
          formId: 'realization-request',
          form: data,
          realizationRequestId: id,
          paymentCommitmentId: commitment.id,
          address: rentee.address ?? commitment.address,
          renteeName: commitment.rentee_name,
          renteeId: rentee.customerHenro ?? commitment.rentee_hetu,
          renterName: renter.name,
          renterId: renter.birthdayOrCompanyId,
        }),
        version.id,
      ],
    );
    const choice = paperlessChoiceIn(data['renter'], 'email', 'phoneNumber');
    if (choice) await recordPaperlessChoice(tx, owner.henro, choice);
    if (params['savedStateId']) {
      const deleted = await tx.query(
        `delete from saved_states
          where id = $1 and henro = $2 and business_id is not distinct from $3
            and type = $4 returning id`,
        [params['savedStateId'], owner.henro, owner.businessId, draftTypeOf(form)],
      );
      // Throwing rolls the whole transaction back: nothing is stored.
      if (deleted.rows.length === 0) throw new ApiError(404, SAVED_STATE_TEXT_CODES.notFound);
    }
    sendReceipt(reply, document.rows[0]);
    return { id };
  });
};

export function registerRealization(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.navigateToRealization,
    async ({ request }) => {
      const session = requireSession(request.session);
      await db.query('insert into audit_log (henro, business_id, action) values ($1, $2, $3)', [
        session.henro,
        session.businessId,
        AUDIT_OPEN_REALIZATION,
      ]);
      return true;
    },
    options,
  );

  registerOperation(
    app,
    operations.paymentCommitment,
    async ({ request, params }) => {
      const row = await ownCommitment(db, requireSession(request.session), params.id);
      if (!row) throw new ApiError(404, REALIZATION_TEXT_CODES.commitmentNotFound);
      const commitment: PaymentCommitment = {
        id: row.id,
        renteeName: row.rentee_name,
        customerHenro: row.rentee_hetu,
        address: row.address,
        amount: Number(row.amount),
        startDate: row.start_date,
      };
      return commitment;
    },
    options,
  );

  registerOperation(
    app,
    operations.realizationPdf,
    async ({ body }) =>
      formPdfFile('realization-request', body, {
        fi: 'vuokravakuuden-realisointipyynto.pdf',
        sv: 'begaran-om-realisering-av-hyresgaranti.pdf',
      }),
    options,
  );
}
