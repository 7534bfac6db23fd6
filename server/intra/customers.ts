/**
 * A customer as staff find them (issue 14): a person by identity code (their own affairs, acting as
 * themself) or an organisation by business id (its affairs, whichever representative acted). The
 * rows of a customer are those `customerRows` matches; every intra operation that names a customer
 * and an id checks that the id is that customer's, and answers 404 otherwise.
 */
import type {
  IntraApplication,
  IntraAttachmentRequest,
  IntraCustomer,
  IntraPaymentFile,
  IntraRealizationRequest,
} from '../../api/intra.ts';
import { isValidBusinessId } from '../../validators/businessId.ts';
import { applicationAddress, renteeNames, type ApplicationBody } from '../api/applicationBody.ts';
import { ApiError } from '../api/errors.ts';
import { INTRA_TEXT_CODES } from './guard.ts';
import { helsinkiDateSql } from '../dates.ts';
import type { Queryable } from '../db/index.ts';

export interface Customer {
  /** The identity code or business id as stored (upper case). */
  id: string;
  kind: 'PERSON' | 'ORGANISATION';
  name: string;
  /** A person's henro; null for an organisation. */
  henro: string | null;
  /** An organisation's business id; null for a person. */
  businessId: string | null;
}

/**
 * The customer's rows of a table aliased `alias`, with the customer's henro and business id as the
 * parameters numbered `first` and `first + 1` (`customerParams`).
 */
export function customerRows(alias: string, first: number): string {
  return `((${alias}.business_id is null and ${alias}.henro = $${first}::text) or ${alias}.business_id = $${first + 1}::text)`;
}

export function customerParams(customer: Customer): [string | null, string | null] {
  return [customer.henro, customer.businessId];
}

/** The customer the identity code or business id names, or null. */
export async function findCustomer(db: Queryable, hetuOrBusinessId: string): Promise<Customer | null> {
  const id = hetuOrBusinessId.toUpperCase();
  if (isValidBusinessId(id)) {
    const { rows } = await db.query<{ name: string }>(
      'select name from organisations where business_id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id, kind: 'ORGANISATION', name: row.name, henro: null, businessId: id } : null;
  }
  const { rows } = await db.query<{ henro: string; name: string }>(
    'select henro, name from users where hetu = $1',
    [id],
  );
  const row = rows[0];
  return row ? { id, kind: 'PERSON', name: row.name, henro: row.henro, businessId: null } : null;
}

/** 404 unless the application is the customer's (an id of anyone else's is one that does not exist). */
export async function requireApplication(
  db: Queryable,
  customer: Customer,
  applicationId: string,
): Promise<void> {
  const { rows } = await db.query(
    `select 1 from applications a where a.id = $1 and ${customerRows('a', 2)}`,
    [applicationId, ...customerParams(customer)],
  );
  if (rows.length === 0) throw new ApiError(404, INTRA_TEXT_CODES.applicationNotFound);
}

/** `findCustomer`, or 404 "no customer with this code". */
export async function requireCustomer(db: Queryable, hetuOrBusinessId: string): Promise<Customer> {
  const customer = await findCustomer(db, hetuOrBusinessId);
  if (!customer) throw new ApiError(404, INTRA_TEXT_CODES.customerNotFound);
  return customer;
}

async function applications(db: Queryable, customer: Customer): Promise<IntraApplication[]> {
  const { rows } = await db.query<{
    id: string;
    arrival_date: string;
    current_step: IntraApplication['currentStep'];
    decision_date: string | null;
    payment_commitment_id: string | null;
    body: ApplicationBody;
    sender: string;
    attachments: number;
  }>(
    `select a.id::text as id, ${helsinkiDateSql('a.created')} as arrival_date, a.current_step,
            ${helsinkiDateSql('a.decided')} as decision_date, a.payment_commitment_id, a.body, u.name as sender,
            (select count(*)::int from attachment_requests r
               join attachment_request_items i on i.request_id = r.id
               join attachment_uploads up on up.item_id = i.id
              where r.application_id = a.id) as attachments
       from applications a join users u on u.henro = a.henro
      where ${customerRows('a', 1)}
      order by a.created desc, a.id`,
    customerParams(customer),
  );
  return rows.map((row) => ({
    id: row.id,
    arrivalDate: row.arrival_date,
    currentStep: row.current_step,
    decisionDate: row.decision_date,
    paymentCommitmentId: row.payment_commitment_id,
    address: applicationAddress(row.body),
    senderName: row.sender,
    rentees: renteeNames(row.body),
    attachmentCount: row.attachments,
  }));
}

async function realizationRequests(db: Queryable, customer: Customer): Promise<IntraRealizationRequest[]> {
  const { rows } = await db.query<{
    id: string;
    arrival_date: string;
    payment_commitment_id: string | null;
    rentee_name: string | null;
    address: string | null;
    claimed: unknown;
    granted: string | null;
    decision_date: string | null;
  }>(
    `select rr.id::text as id, ${helsinkiDateSql('rr.created')} as arrival_date, rr.payment_commitment_id,
            pc.rentee_name, coalesce(rr.body #>> '{rentee,address}', pc.address) as address,
            rr.body -> 'realizationRequestAmount' as claimed, rr.amount_granted::text as granted,
            ${helsinkiDateSql('rr.decided')} as decision_date
       from realization_requests rr left join payment_commitments pc on pc.id = rr.payment_commitment_id
      where ${customerRows('rr', 1)}
      order by rr.created desc, rr.id`,
    customerParams(customer),
  );
  return rows.map((row) => ({
    id: row.id,
    arrivalDate: row.arrival_date,
    paymentCommitmentId: row.payment_commitment_id,
    renteeName: row.rentee_name,
    address: row.address,
    amountClaimed: typeof row.claimed === 'number' ? row.claimed : null,
    amountGranted: row.granted === null ? null : Number(row.granted),
    decisionDate: row.decision_date,
  }));
}

async function attachmentRequests(db: Queryable, customer: Customer): Promise<IntraAttachmentRequest[]> {
  const { rows } = await db.query<{
    id: number;
    application_id: string;
    created: string;
    due_date: string;
    delivered: boolean;
    items: IntraAttachmentRequest['items'];
  }>(
    `select r.id, r.application_id::text as application_id, ${helsinkiDateSql('r.created')} as created,
            to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.delivered,
            (select coalesce(json_agg(json_build_object(
                      'attachmentCode', i.attachment_code, 'optional', i.optional,
                      'uploads', (select count(*) from attachment_uploads up where up.item_id = i.id))
                    order by i.id), '[]'::json)
               from attachment_request_items i where i.request_id = r.id) as items
       from attachment_requests r join applications a on a.id = r.application_id
      where ${customerRows('a', 1)}
      order by r.created desc, r.id desc`,
    customerParams(customer),
  );
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    created: row.created,
    dueDate: row.due_date,
    delivered: row.delivered,
    items: row.items.map((item) => ({ ...item, uploads: Number(item.uploads) })),
  }));
}

/** The newest payment files an overview lists; the organisation's own lists page through all. */
const PAYMENT_FILES_LISTED = 200;

async function paymentFiles(db: Queryable, customer: Customer): Promise<IntraPaymentFile[]> {
  if (!customer.businessId) return [];
  const { rows } = await db.query<{
    id: string;
    file_code: string | null;
    file_name: string;
    created: string;
    status: IntraPaymentFile['status'];
    row_count: number;
  }>(
    `select id::text as id, file_code, file_name, ${helsinkiDateSql('created')} as created, status, row_count
       from ekevi_files where business_id = $1
      order by created desc, id desc limit ${PAYMENT_FILES_LISTED}`,
    [customer.businessId],
  );
  return rows.map((row) => ({
    id: row.id,
    fileId: row.file_code,
    fileName: row.file_name,
    created: row.created,
    status: row.status,
    rowCount: row.row_count,
  }));
}

export async function customerOverview(db: Queryable, customer: Customer): Promise<IntraCustomer> {
  // One after another: PGlite takes turns anyway, and a staff member opens one customer at a time.
  return {
    hetuOrBusinessId: customer.id,
    kind: customer.kind,
    name: customer.name,
    applications: await applications(db, customer),
    realizationRequests: await realizationRequests(db, customer),
    attachmentRequests: await attachmentRequests(db, customer),
    paymentFiles: await paymentFiles(db, customer),
  };
}
