/**
 * Case handling (issue 14; SPEC §4 leaves the transitions "server-driven"): staff take an arrived
 * application into processing, ask for attachments, decide it; decide a realization request;
 * complete an organisation's payment file. A decision is a document the agency sends to the
 * customer (direction SENT, new until they open it), rendered as a tagged PDF in the reader's
 * language when downloaded (api/documents.ts), and it moves the customer's timeline.
 *
 * Each change is one transaction whose update names the customer and the state it changes from, so
 * two staff members deciding at once decide once: the other gets 409. A document sent to the
 * customer enqueues its notice (server/notices/) in the same transaction.
 */
import type {
  ApplicationDecisionBody,
  AttachmentRequestBody,
  IntraCreated,
  RealizationDecisionBody,
} from '../../api/intra.ts';
import { ApiError } from '../api/errors.ts';
import type { Database, Queryable } from '../db/index.ts';
import { HELSINKI_TODAY_SQL, helsinkiDateSql } from '../dates.ts';
import { ATTACHMENT_REQUEST_TYPE, ATTACHMENT_TEXT_CODES } from '../db/seed.ts';
import { completeDeliveredFile } from '../ekevi/statements.ts';
import { applicationAddress, renteeNames, type ApplicationBody } from '../api/applicationBody.ts';
import { customerParams, customerRows, requireApplication, type Customer } from './customers.ts';
import { INTRA_TEXT_CODES } from './guard.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { noticeOfDocument } from '../notices/index.ts';

const UNDECIDED = `('ARRIVED', 'INPROCESS')`;

/** 404 when the application is not the customer's, else 409 with `conflict` (its step is wrong). */
async function applicationConflict(
  tx: Queryable,
  customer: Customer,
  applicationId: string,
  conflict: string,
): Promise<ApiError> {
  await requireApplication(tx, customer, applicationId);
  return new ApiError(409, conflict);
}

/** ARRIVED → INPROCESS. */
export async function takeIntoProcessing(
  db: Database,
  customer: Customer,
  applicationId: string,
): Promise<void> {
  const { rows } = await db.query(
    `update applications a set current_step = 'INPROCESS'
      where a.id = $1 and ${customerRows('a', 2)} and a.current_step = 'ARRIVED' returning a.id`,
    [applicationId, ...customerParams(customer)],
  );
  if (rows.length === 0)
    throw await applicationConflict(db, customer, applicationId, INTRA_TEXT_CODES.applicationNotArrived);
}

interface DecidedApplication {
  henro: string;
  business_id: string | null;
  body: ApplicationBody;
  hetu: string | null;
  arrival_date: string;
  decision_date: string;
}

/**
 * The payment commitment a grant creates: the guarantee's amount for the application's first
 * tenant, from the day of the decision, in the applicant's name; the landlord can claim against it
 * with a realization request (api/realization.ts finds it by its number).
 */
async function createCommitment(
  tx: Queryable,
  application: DecidedApplication,
  applicationId: string,
  amount: number,
): Promise<string> {
  const rentee = Array.isArray(application.body.renteeInfo) ? application.body.renteeInfo[0] : undefined;
  const { rows } = await tx.query<{ id: string }>(
    `insert into payment_commitments
       (id, henro, business_id, rentee_name, rentee_hetu, address, amount, start_date)
     values (nextval('payment_commitment_numbers')::text, $1, $2, $3, $4, $5, $6, ${HELSINKI_TODAY_SQL})
     returning id`,
    [
      application.henro,
      application.business_id,
      renteeNames({ renteeInfo: rentee ? [rentee] : [] })[0] ?? '',
      rentee?.birthdayHenro ?? '',
      applicationAddress(application.body),
      amount.toFixed(2),
    ],
  );
  const id = rows[0]!.id;
  await tx.query('update applications set payment_commitment_id = $2 where id = $1', [applicationId, id]);
  return id;
}

/**
 * ACCEPTED → DONE with the payment commitment of `amount`, REJECTED → REJECTED; either way the
 * decision document to the customer, holding what an administrative decision states (hallintolaki
 * 434/2003 § 44): the parties, what was decided and why, the day, and who decided (the staff
 * member's name as the users table has it now, kept in the document as it was that day).
 */
export function decideApplication(
  db: Database,
  jobs: JobQueue,
  customer: Customer,
  applicationId: string,
  staffHenro: string,
  { decision, amount, justification }: ApplicationDecisionBody,
  /** The decision form's version (server/forms/versions.ts): its PDF is drawn with its texts. */
  formVersionId: string,
): Promise<IntraCreated> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DecidedApplication>(
      `update applications a set current_step = $4, decided = now(), decided_by = $5
        where a.id = $1 and ${customerRows('a', 2)} and a.current_step in ${UNDECIDED}
        returning a.henro, a.business_id, a.body,
                  (select u.hetu from users u where u.henro = a.henro) as hetu,
                  ${helsinkiDateSql('a.created')} as arrival_date, ${helsinkiDateSql('a.decided')} as decision_date`,
      [applicationId, ...customerParams(customer), decision === 'ACCEPTED' ? 'DONE' : 'REJECTED', staffHenro],
    );
    const application = rows[0];
    if (!application)
      throw await applicationConflict(tx, customer, applicationId, INTRA_TEXT_CODES.applicationDecided);
    const granted = decision === 'ACCEPTED' && amount !== undefined;
    const paymentCommitmentId = granted
      ? await createCommitment(tx, application, applicationId, amount)
      : null;
    const staff = await tx.query<{ name: string }>('select name from users where henro = $1', [staffHenro]);
    const payload = {
      applicationId,
      address: applicationAddress(application.body),
      renterName: customer.kind === 'ORGANISATION' ? customer.name : (application.body.name ?? customer.name),
      renterId: application.business_id ?? application.hetu,
      rentees: renteeNames(application.body),
      paymentCommitmentId,
      amountGranted: granted ? amount : null,
      justification,
      arrivalDate: application.arrival_date,
      decisionDate: application.decision_date,
      decisionMaker: staff.rows[0]?.name ?? null,
    };
    const document = await tx.query<{ id: string }>(
      `insert into documents (henro, business_id, type, direction, status, payload, form_version_id)
       values ($1, $2, 'RENTALDEPOSIT_APPLICATION_DECISION', 'SENT', $3, $4, $5) returning id::text as id`,
      [application.henro, application.business_id, decision, JSON.stringify(payload), formVersionId],
    );
    const documentId = document.rows[0]!.id;
    await noticeOfDocument(jobs, tx, { documentId, henro: application.henro });
    return { id: documentId };
  });
}

/**
 * An attachment request of an undecided application: the customer sees it on the send-attachment
 * page (api/attachments.ts) and gets an ADDITIONAL_INFORMATION_REQUEST document saying so.
 */
export function requestAttachments(
  db: Database,
  jobs: JobQueue,
  customer: Customer,
  applicationId: string,
  { requested, dueDate }: AttachmentRequestBody,
  formVersionId: string,
): Promise<IntraCreated> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      henro: string;
      business_id: string | null;
      body: ApplicationBody;
    }>(
      `select a.henro, a.business_id, a.body from applications a
        where a.id = $1 and ${customerRows('a', 2)} and a.current_step in ${UNDECIDED}
        for update`,
      [applicationId, ...customerParams(customer)],
    );
    const application = rows[0];
    if (!application)
      throw await applicationConflict(tx, customer, applicationId, INTRA_TEXT_CODES.applicationDecided);
    const request = await tx.query<{ id: number }>(
      `insert into attachment_requests (application_id, benefit_tr_code, due_date, type)
       values ($1, $2, $3::date, $4) returning id`,
      [applicationId, ATTACHMENT_TEXT_CODES.benefit, dueDate, ATTACHMENT_REQUEST_TYPE],
    );
    const requestId = request.rows[0]!.id;
    for (const code of requested) {
      const texts = ATTACHMENT_TEXT_CODES[code];
      await tx.query(
        `insert into attachment_request_items (request_id, attachment_code, optional, name_tr_code, description_tr_code)
         values ($1, $2, false, $3, $4)`,
        [requestId, code, texts.name, texts.description],
      );
    }
    const document = await tx.query<{ id: string }>(
      `insert into documents (henro, business_id, type, direction, payload, form_version_id)
       values ($1, $2, 'ADDITIONAL_INFORMATION_REQUEST', 'SENT', $3, $4) returning id::text as id`,
      [
        application.henro,
        application.business_id,
        JSON.stringify({
          applicationId,
          attachmentRequestId: requestId,
          address: applicationAddress(application.body),
          rentees: renteeNames(application.body),
          dueDate,
        }),
        formVersionId,
      ],
    );
    await noticeOfDocument(jobs, tx, { documentId: document.rows[0]!.id, henro: application.henro });
    return { id: String(requestId) };
  });
}

/**
 * A realization request's decision: the amount granted (0 rejects) in a PAYMENT_REQUEST document
 * the agency sends to the landlord (SPEC's document types have no realization decision of its own;
 * the landlord's list shows it as the agency's answer to their payment request, ACCEPTED or
 * REJECTED).
 */
export function decideRealization(
  db: Database,
  jobs: JobQueue,
  customer: Customer,
  realizationId: string,
  staffHenro: string,
  { amountGranted, justification }: RealizationDecisionBody,
  formVersionId: string,
): Promise<IntraCreated> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      henro: string;
      business_id: string | null;
      payment_commitment_id: string | null;
      rentee_name: string | null;
      rentee_hetu: string | null;
      address: string | null;
      renter_name: string | null;
      renter_id: string | null;
    }>(
      `update realization_requests rr set amount_granted = $4, decided = now(), decided_by = $5
        where rr.id = $1 and ${customerRows('rr', 2)} and rr.decided is null
        returning rr.henro, rr.business_id, rr.payment_commitment_id,
                  (select pc.rentee_name from payment_commitments pc where pc.id = rr.payment_commitment_id) as rentee_name,
                  (select pc.rentee_hetu from payment_commitments pc where pc.id = rr.payment_commitment_id) as rentee_hetu,
                  coalesce(rr.body #>> '{rentee,address}',
                    (select pc.address from payment_commitments pc where pc.id = rr.payment_commitment_id)) as address,
                  rr.body #>> '{renter,name}' as renter_name, rr.body #>> '{renter,birthdayOrCompanyId}' as renter_id`,
      [realizationId, ...customerParams(customer), amountGranted.toFixed(2), staffHenro],
    );
    const realization = rows[0];
    if (!realization) {
      const exists = await tx.query(
        `select 1 from realization_requests rr where rr.id = $1 and ${customerRows('rr', 2)}`,
        [realizationId, ...customerParams(customer)],
      );
      throw exists.rows.length === 0
        ? new ApiError(404, INTRA_TEXT_CODES.realizationNotFound)
        : new ApiError(409, INTRA_TEXT_CODES.realizationDecided);
    }
    const document = await tx.query<{ id: string }>(
      `insert into documents (henro, business_id, type, direction, status, payload, form_version_id)
       values ($1, $2, 'PAYMENT_REQUEST', 'SENT', $3, $4, $5) returning id::text as id`,
      [
        realization.henro,
        realization.business_id,
        amountGranted > 0 ? 'ACCEPTED' : 'REJECTED',
        JSON.stringify({
          realizationRequestId: realizationId,
          paymentCommitmentId: realization.payment_commitment_id,
          address: realization.address,
          renteeName: realization.rentee_name,
          renteeId: realization.rentee_hetu,
          renterName: realization.renter_name,
          renterId: realization.renter_id,
          amountGranted,
          justification,
        }),
        formVersionId,
      ],
    );
    const documentId = document.rows[0]!.id;
    await noticeOfDocument(jobs, tx, { documentId, henro: realization.henro });
    return { id: documentId };
  });
}

/** Completes an organisation's accepted payment file (server/ekevi/statements.ts): its statement's id. */
export async function completePaymentFile(
  db: Database,
  customer: Customer,
  deliveryId: string,
): Promise<IntraCreated> {
  const completed = customer.businessId
    ? await completeDeliveredFile(db, customer.businessId, deliveryId)
    : null;
  if (!completed) throw new ApiError(404, INTRA_TEXT_CODES.paymentFileNotFound);
  return { id: completed.statementId };
}
