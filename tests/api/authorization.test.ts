/**
 * The API authorization matrix (issue 6 acceptance), on PGlite and (with DATABASE_URL) PostgreSQL.
 *
 * Which operations take an id is computed from the contract (api/contract.ts `operationList`), not
 * listed by hand: a path, query or header parameter named `id`, ending in `Id` or `-id`, or named
 * `hetu` (but `formId`, a form's public name); or a JSON or multipart body whose schema has a
 * top-level `id`, `applicationId` or `customerHetu`. The matrix below says, for each of them, how to call it with someone's real id.
 * A new operation that takes an id fails the first test until it is added here.
 *
 * For each: user Y's real id (Y's draft, document, file, application, commitment, customer, batch)
 * used by another caller X answers 404 with exactly the status and body of a well-formed id that
 * does not exist (no existence leak), and nothing of Y's changes; Y with the same id succeeds. X is
 * another person, and also Y's own person acting in another role (ownership is the person AND the
 * organisation the session acts for); for an operation only for organisations (ekevi), X is another
 * organisation's representative acting for it. Y's files are created through the API.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec, SavedState } from '../../api/contract.ts';
import { allOperations as operationList } from '../../api/allOperations.ts';
import { demoData, SEED_USERS } from '../../server/db/seed.ts';
import { tinyPdf } from '../../server/files/testFiles.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { hetuCheckCharacter } from '../../validators/hetu.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';
import { upload, type UploadOptions } from './uploadClient.ts';

// ---- Which operations take an id (from the contract) ---------------------------------------------

const ID_PARAM = /^(id|hetu|.*Id|.*-id)$/;
/** Parameters that name something public, not anyone's record: a form's name (its manifest). */
const PUBLIC_NAME_PARAMS = new Set(['formId']);
const ID_BODY_PROPERTIES = new Set(['id', 'applicationId', 'customerHetu']);

function takesAnId(spec: OperationSpec): boolean {
  if (spec.params.some((param) => ID_PARAM.test(param.name) && !PUBLIC_NAME_PARAMS.has(param.name)))
    return true;
  const body = spec.body;
  if (!body || (body.kind !== 'json' && body.kind !== 'multipart')) return false;
  const properties = (body.schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.keys(properties).some((name) => ID_BODY_PROPERTIES.has(name));
}

const OPERATIONS_WITH_IDS = operationList.filter(takesAnId).map((spec) => spec.id);

// ---- The parties -------------------------------------------------------------------------------

const demo = demoData();
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const AINO = SEED_USERS[0]!;
/** Y: Sari acting for her first organisation, which has an open attachment request and a commitment. */
const Y = { henro: SARI.henro, businessId: '2345671-3' };
const Y_APPLICATION = demo.applications.find(
  (application) =>
    application.henro === Y.henro && application.businessId === Y.businessId && application.attachmentRequest,
)!;
const Y_ATTACHMENT_CODE = Y_APPLICATION.attachmentRequest!.items[0]!.attachmentCode;
const Y_COMMITMENT = demo.paymentCommitments.find(
  (commitment) => commitment.henro === Y.henro && commitment.businessId === Y.businessId,
)!;

/** The ids an operation is called with: Y's real ones, or well-formed ones that exist nowhere. */
interface Ids {
  draft: string;
  document: string;
  file: string;
  application: string;
  attachmentCode: string;
  commitment: string;
  customerHetu: string;
  primaryBatch: string;
  /** A statement of Y's organisation's completed payment file (ekevi). */
  statement: string;
  /** Staff cases (intra): Y's organisation as a customer, a realization request, an accepted payment file, an attachment. */
  customer: string;
  realization: string;
  delivery: string;
  attachment: string;
}

/** The caller and what is theirs that an operation needs besides the id under test. */
interface Party {
  caller: Caller;
  /** A payment commitment of the caller's own (a realization names one). */
  commitment: string;
  /** Staff cases: the customer the path names (Y's organisation, or another customer). */
  customer?: string;
}

/** What a case's `fresh` may use besides Y: staff, the database. */
interface FreshContext {
  staff: Caller;
  query<Row>(sql: string, params: unknown[]): Promise<Row[]>;
}

interface MatrixCase {
  /** What the case uses of Y's, for failure messages. */
  what: string;
  call(party: Party, ids: Ids): Promise<Response>;
  /** Ids a case uses up as Y (a draft it deletes): made for it before it runs. */
  fresh?: (y: Caller, context: FreshContext) => Promise<Partial<Ids>>;
  /**
   * An operation only for callers acting for an organisation (a person gets 403 for any id, as
   * its own suite shows): X is then another organisation's representative, acting for it.
   */
  organisationsOnly?: true;
  /**
   * A staff operation (issue 14): every customer (X, and Y as themself) gets 403 with the same body
   * for Y's ids and for ids that exist nowhere; staff naming another customer than the ids belong to
   * get 404 exactly like ids that exist nowhere (unless the customer is the only id); staff naming
   * Y's organisation succeed.
   */
  intra?: 'customer-only' | 'with-ids';
}

const REALIZATION_EXAMPLE = new URL(
  '../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json',
  import.meta.url,
);

async function realizationBody(commitment: string): Promise<Record<string, unknown>> {
  const { readFile } = await import('node:fs/promises');
  const body = JSON.parse(await readFile(REALIZATION_EXAMPLE, 'utf8')) as Record<string, unknown>;
  return { ...body, rentee: { ...(body['rentee'] as Record<string, unknown>), id: commitment } };
}

async function createDraft(caller: Caller, type = 'REALIZATION_REQUEST'): Promise<string> {
  const response = await caller.json('POST', '/api/api/v1/saved-state', {
    type,
    data: { rentee: { id: Y_COMMITMENT.id } },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as SavedState).id;
}

/** A valid tenancy-end notice (schemas/forms/examples): a form sent through the generic operation. */
const tenancyEndNotice = JSON.parse(
  readFileSync(
    new URL(
      '../../schemas/forms/examples/tenancy-end-notice/valid-one-tenant-in-order.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as Record<string, unknown>;

const sendUpload = (caller: Caller, path: string, options: UploadOptions) =>
  upload(caller.client, path, { language: 'fi', ...options });

/** Each other caller's own customer (in the primary-batch case only the batch is someone else's). */
const OWN_CUSTOMER = new Map<Caller, string>();

const generalMetadata = (ids: Ids, fields: Record<string, unknown> = {}) => ({
  filename: 'tiliote.pdf',
  topicId: ['vuokravakuus', 'tiliote'],
  customerHetu: ids.customerHetu,
  isPrimaryDoc: true,
  ...fields,
});

const INTRA = '/api/api/v1/intra';
const STAFF = SEED_USERS.find((user) => user.intra)!;
const LANDLORD_EXAMPLE = new URL(
  '../../schemas/forms/examples/landlord-application/valid-organisation-finnish-account-no-reference.json',
  import.meta.url,
);

/** A new application of Y's (ARRIVED): the staff cases that change one use one each. */
async function freshApplication(y: Caller): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const body = JSON.parse(await readFile(LANDLORD_EXAMPLE, 'utf8')) as Record<string, unknown>;
  expect((await y.json('POST', '/api/api/v1/application', body)).status).toBe(204);
  const steps = (await (await y.get('/api/api/v1/application-statuses')).json()) as { id: string }[];
  return steps[0]!.id;
}

/** A new application of Y's with an attachment request staff made and the file Y sent to it. */
async function freshAttachment(y: Caller, { staff }: FreshContext): Promise<Partial<Ids>> {
  const application = await freshApplication(y);
  const asked = await staff.json(
    'POST',
    `${INTRA}/applications/${Y.businessId}/${application}/attachment-request`,
    {
      requested: ['TILIOTE', 'VUOKRASOPIMUS'],
      dueDate: '2099-01-31',
    },
  );
  expect(asked.status).toBe(200);
  const sent = await sendUpload(y, '/api/api/v1/attachment', {
    metadata: { applicationId: application, code: 'TILIOTE', filename: 'tiliote.pdf' },
    data: await tinyPdf(),
  });
  expect(sent.status).toBe(200);
  return { application, attachment: ((await sent.json()) as { fileId: string }).fileId };
}

/** A new realization request of Y's. */
async function freshRealization(y: Caller): Promise<string> {
  const sent = await y.json(
    'POST',
    '/api/api/v1/rental-deposit-realization',
    await realizationBody(Y_COMMITMENT.id),
  );
  expect(sent.status).toBe(200);
  return ((await sent.json()) as { id: string }).id;
}

/** How to call each operation that takes an id, with the ids given. */
const MATRIX: Record<string, MatrixCase[]> = {
  paymentCommitment: [
    {
      what: 'commitment',
      call: ({ caller }, ids) => caller.get(`/api/api/v1/payment-commitment/${ids.commitment}`),
    },
  ],
  submitRealization: [
    {
      what: 'draft (savedStateId), filed against the caller’s own commitment',
      fresh: async (y) => ({ draft: await createDraft(y) }),
      call: async ({ caller, commitment }, ids) =>
        caller.json(
          'POST',
          `/api/api/v1/rental-deposit-realization?savedStateId=${ids.draft}`,
          await realizationBody(commitment),
        ),
    },
  ],
  formSubmit: [
    {
      what: 'draft (savedStateId) of the tenancy-end notice, sent with the caller’s own notice',
      fresh: async (y) => ({ draft: await createDraft(y, 'TENANCY_END_NOTICE') }),
      // The notice names the caller's own commitment, as the form requires (issue 41).
      call: ({ caller, commitment }, ids) =>
        caller.json('POST', `/api/api/v1/form/tenancy-end-notice?savedStateId=${ids.draft}`, {
          ...tenancyEndNotice,
          paymentCommitmentId: commitment,
        }),
    },
  ],
  updateSavedState: [
    {
      what: 'draft',
      call: ({ caller }, ids) =>
        caller.json('PUT', '/api/api/v1/saved-state', {
          id: ids.draft,
          type: 'REALIZATION_REQUEST',
          data: { changed: true },
          version: 1,
        }),
    },
  ],
  deleteSavedState: [
    {
      what: 'draft',
      fresh: async (y) => ({ draft: await createDraft(y) }),
      call: ({ caller }, ids) => caller.json('DELETE', '/api/api/v1/saved-state', { id: ids.draft }),
    },
  ],
  documentDownload: [
    {
      what: 'document',
      call: ({ caller }, ids) => caller.get(`/api/api/v1/document/download/${ids.document}`),
    },
  ],
  attachmentRequestStatus: [
    {
      what: 'application',
      call: ({ caller }, ids) => caller.get(`/api/api/v1/attachment-request/status?id=${ids.application}`),
    },
  ],
  uploadAttachment: [
    {
      what: 'application (metadata applicationId)',
      call: async ({ caller }, ids) =>
        sendUpload(caller, '/api/api/v1/attachment', {
          metadata: { applicationId: ids.application, code: ids.attachmentCode, filename: 'liite.pdf' },
          data: await tinyPdf(),
        }),
    },
  ],
  attachmentFile: [
    { what: 'file', call: ({ caller }, ids) => caller.get(`/api/api/v1/attachment/${ids.file}`) },
  ],
  uploadGeneralAttachment: [
    {
      what: 'customer (metadata customerHetu)',
      call: async ({ caller }, ids) =>
        sendUpload(caller, '/api/api/v1/ekulta/attachment', {
          metadata: generalMetadata(ids),
          data: await tinyPdf(),
        }),
    },
    {
      what: 'primary batch (x-primary-batch-id), about the caller’s own customer',
      call: async ({ caller }, ids) =>
        sendUpload(caller, '/api/api/v1/ekulta/attachment', {
          metadata: generalMetadata(ids, {
            customerHetu: OWN_CUSTOMER.get(caller) ?? ids.customerHetu,
            isPrimaryDoc: false,
          }),
          data: await tinyPdf(),
          headers: { 'x-primary-batch-id': ids.primaryBatch },
        }),
    },
  ],
  ekultaAttachments: [
    {
      what: 'customer (hetu filter)',
      call: ({ caller }, ids) => caller.get(`/api/api/v1/ekulta/attachments?page=1&hetu=${ids.customerHetu}`),
    },
  ],
  ekultaCustomer: [
    {
      what: 'customer',
      call: ({ caller }, ids) => caller.get(`/api/api/v1/ekulta/customer/${ids.customerHetu}`),
    },
  ],
  // ---- The staff area (issue 14): the customer in the path is the party's ----
  intraCustomer: [
    {
      what: 'customer',
      intra: 'customer-only',
      call: ({ caller, customer }) => caller.get(`${INTRA}/customer/${customer}`),
    },
  ],
  intraSentDocuments: [
    {
      what: 'customer',
      intra: 'customer-only',
      call: ({ caller, customer }) =>
        caller.json('POST', `${INTRA}/sent-documents/${customer}`, { current: 1, size: 20 }),
    },
  ],
  intraArrivedDocuments: [
    {
      what: 'customer',
      intra: 'customer-only',
      call: ({ caller, customer }) =>
        caller.json('POST', `${INTRA}/arrived-documents/${customer}`, { current: 1, size: 20 }),
    },
  ],
  intraAttachments: [
    {
      what: 'application',
      intra: 'with-ids',
      call: ({ caller, customer }, ids) =>
        caller.get(`${INTRA}/documents/attachments/${customer}/${ids.application}`),
    },
  ],
  intraViewAttachment: [
    {
      what: 'file',
      intra: 'with-ids',
      call: ({ caller, customer }, ids) =>
        caller.get(`${INTRA}/documents/viewAttachment/${customer}/${ids.file}`),
    },
  ],
  intraDocumentDownload: [
    {
      what: 'document (any customer’s for staff: only the permission guards it)',
      intra: 'customer-only',
      call: ({ caller }, ids) => caller.get(`${INTRA}/document/download/${ids.document}`),
    },
  ],
  intraDeleteAttachment: [
    {
      what: 'application and its attachment',
      intra: 'with-ids',
      fresh: async (y, context) => freshAttachment(y, context),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/delete-attachment/${customer}/${ids.application}/${ids.attachment}`, {
          reason: 'Testi',
        }),
    },
  ],
  intraDeleteApplication: [
    {
      what: 'application',
      intra: 'with-ids',
      fresh: async (y) => ({ application: await freshApplication(y) }),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/delete-application/${customer}/${ids.application}`, {
          reason: 'Testi',
        }),
    },
  ],
  intraProcessApplication: [
    {
      what: 'application',
      intra: 'with-ids',
      fresh: async (y) => ({ application: await freshApplication(y) }),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/applications/${customer}/${ids.application}/process`),
    },
  ],
  intraDecideApplication: [
    {
      what: 'application',
      intra: 'with-ids',
      fresh: async (y) => ({ application: await freshApplication(y) }),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/applications/${customer}/${ids.application}/decision`, {
          decision: 'REJECTED',
          justification: 'Testi.',
        }),
    },
  ],
  intraRequestAttachments: [
    {
      what: 'application',
      intra: 'with-ids',
      fresh: async (y) => ({ application: await freshApplication(y) }),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/applications/${customer}/${ids.application}/attachment-request`, {
          requested: ['TILIOTE'],
          dueDate: '2099-01-31',
        }),
    },
  ],
  intraDecideRealization: [
    {
      what: 'realization request',
      intra: 'with-ids',
      fresh: async (y) => ({ realization: await freshRealization(y) }),
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/realizations/${customer}/${ids.realization}/decision`, {
          amountGranted: 10,
          justification: 'Testi.',
        }),
    },
  ],
  intraCompletePaymentFile: [
    {
      what: 'accepted payment file',
      intra: 'with-ids',
      call: ({ caller, customer }, ids) =>
        caller.json('POST', `${INTRA}/payment-files/${customer}/${ids.delivery}/complete`),
    },
  ],
  ekeviArrivedFilePdf: [
    {
      what: 'statement of a completed payment file',
      organisationsOnly: true,
      call: ({ caller }, ids) => caller.get(`/api/api/v1/ekevi/arrived-file-pdf/${ids.statement}`),
    },
  ],
};

/** A valid identity code of the 1900s from nine digits `DDMMYYNNN`. */
function testHetu(digits: string): string {
  return `${digits.slice(0, 6)}-${digits.slice(6)}${hetuCheckCharacter(digits)}`;
}

/** The seed's codes have days 1–28, so days 30 and 31 are nobody's. */
const NOBODYS_HETU = testHetu('311299987');
const SARIS_OWN_CUSTOMER = testHetu('300690995');

const RANDOM: Ids = {
  draft: randomUUID(),
  document: randomUUID(),
  file: randomUUID(),
  application: randomUUID(),
  attachmentCode: Y_ATTACHMENT_CODE,
  commitment: '99999998',
  customerHetu: NOBODYS_HETU,
  primaryBatch: randomUUID(),
  statement: '999999999',
  customer: NOBODYS_HETU,
  realization: randomUUID(),
  delivery: '999999998',
  attachment: randomUUID(),
};

describe('the authorization matrix', () => {
  it('covers exactly the operations of the contract that take an id', () => {
    expect(OPERATIONS_WITH_IDS.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(MATRIX).sort()).toEqual([...OPERATIONS_WITH_IDS].sort());
  });

  it('computes "takes an id" from names and schemas', () => {
    const spec = (params: OperationSpec['params'], body: OperationSpec['body'] = null) =>
      ({ params, body }) as OperationSpec;
    const param = (name: string, where: 'path' | 'query' | 'header' = 'query') => ({
      name,
      in: where,
      required: true,
      schema: {},
    });
    expect(takesAnId(spec([param('id', 'path')]))).toBe(true);
    expect(takesAnId(spec([param('savedStateId')]))).toBe(true);
    expect(takesAnId(spec([param('x-primary-batch-id', 'header')]))).toBe(true);
    expect(takesAnId(spec([param('hetu', 'path')]))).toBe(true);
    expect(takesAnId(spec([param('page'), param('type')]))).toBe(false);
    const json = (properties: Record<string, unknown>) =>
      ({ kind: 'json', schemaName: 'x', schema: { properties } }) as OperationSpec['body'];
    expect(takesAnId(spec([], json({ id: {}, data: {} })))).toBe(true);
    expect(takesAnId(spec([], json({ customerHetu: {} })))).toBe(true);
    expect(
      takesAnId(spec([], json({ current: {}, filters: { properties: { paymentCommitmentId: {} } } }))),
    ).toBe(false);
  });
});

describe.each(BACKENDS)('another user’s id is 404 like one that does not exist, on %s', (kind) => {
  const server = useSeededServer(kind);
  let y: Party;
  let others: { name: string; party: Party }[];
  let otherOrganisation: { name: string; party: Party }[];
  let yIds: Ids;
  let staff: Caller;

  beforeAll(async () => {
    const yCaller = await loginAs(server, Y.henro, Y.businessId);
    y = { caller: yCaller, commitment: Y_COMMITMENT.id };
    const aino = await loginAs(server, AINO.henro);
    const sariAsHerself = await loginAs(server, SARI.henro);
    // Sari as herself has no commitment in the seed: give her one, so her realization is well formed.
    await server.db.query(
      `insert into payment_commitments (id, henro, business_id, rentee_name, rentee_hetu, address, amount, start_date)
       values ('39999999', $1, null, 'Kalle Rantanen', $2, 'Kauppakatu 1, 40100 Jyväskylä', 900, current_date)`,
      [SARI.henro, SARIS_OWN_CUSTOMER],
    );
    others = [
      { name: 'another person', party: { caller: aino, commitment: '31000000' } },
      { name: 'the same person as themself', party: { caller: sariAsHerself, commitment: '39999999' } },
    ];
    OWN_CUSTOMER.set(
      aino,
      demo.paymentCommitments.find((commitment) => commitment.id === '31000000')!.renteeHetu,
    );
    OWN_CUSTOMER.set(sariAsHerself, SARIS_OWN_CUSTOMER);
    const henrik = await loginAs(server, '900000006', '1618033-3');
    otherOrganisation = [{ name: 'another organisation', party: { caller: henrik, commitment: '31523645' } }];
    staff = await loginAs(server, STAFF.henro);
    const delivery = await server.db.query<{ id: string }>(
      `select id::text as id from ekevi_files where business_id = $1 and status = 'ACCEPTED' limit 1`,
      [Y.businessId],
    );
    const statement = await server.db.query<{ id: string }>(
      'select id::text as id from ekevi_statements where business_id = $1 limit 1',
      [Y.businessId],
    );

    const application = await server.db.query<{ id: string }>(
      `select id::text as id from applications
        where henro = $1 and business_id = $2 and current_step = 'INPROCESS'
          and exists (select 1 from attachment_requests r where r.application_id = applications.id)`,
      [Y.henro, Y.businessId],
    );
    const document = await server.db.query<{ id: string }>(
      `select id::text as id from documents where henro = $1 and business_id = $2 and direction = 'SENT' limit 1`,
      [Y.henro, Y.businessId],
    );
    // Y's file and primary batch, through the API.
    const primaryBatch = randomUUID();
    const uploaded = await sendUpload(yCaller, '/api/api/v1/ekulta/attachment', {
      metadata: generalMetadata({ customerHetu: Y_COMMITMENT.renteeHetu } as Ids),
      data: await tinyPdf(),
      headers: { 'x-batch-id': primaryBatch },
    });
    expect(uploaded.status).toBe(200);
    const file = (await uploaded.json()) as { id: string };
    yIds = {
      draft: await createDraft(yCaller),
      document: document.rows[0]!.id,
      file: file.id,
      application: application.rows[0]!.id,
      attachmentCode: Y_ATTACHMENT_CODE,
      commitment: Y_COMMITMENT.id,
      customerHetu: Y_COMMITMENT.renteeHetu,
      primaryBatch,
      statement: statement.rows[0]!.id,
      customer: Y.businessId,
      realization: randomUUID(),
      delivery: delivery.rows[0]!.id,
      attachment: randomUUID(),
    };
    expect(application.rows).toHaveLength(1);
  });

  /** What of Y's an answer could have changed: drafts, documents, files, uploads, requests. */
  const ysState = async () =>
    (
      await server.db.query(
        `select (select json_agg(s order by s.id) from saved_states s where henro = $1 and business_id = $2) as drafts,
                (select count(*)::int from documents where henro = $1 and business_id = $2) as documents,
                (select count(*)::int from documents where henro = $1 and business_id = $2 and opened is not null) as opened,
                (select count(*)::int from files) as files,
                (select count(*)::int from realization_requests) as realizations,
                (select json_agg(r.delivered order by r.id) from attachment_requests r) as delivered,
                (select json_agg(a.current_step order by a.id) from applications a) as steps,
                (select count(*)::int from realization_requests where decided is not null) as decided,
                (select json_agg(e.status order by e.id) from ekevi_files e) as payment_files`,
        [Y.henro, Y.businessId],
      )
    ).rows[0];

  const context = (): FreshContext => ({
    staff,
    query: async <Row>(sql: string, params: unknown[]) => (await server.db.query<Row>(sql, params)).rows,
  });

  /** Calls of a staff case: customers are refused alike, staff naming the wrong customer find nothing. */
  async function checkIntraCase(matrixCase: MatrixCase, ids: Ids): Promise<void> {
    const customers = [...others, { name: 'Y as a customer', party: y }];
    for (const { name, party } of customers) {
      const label = `${matrixCase.what} as ${name}`;
      const before = await ysState();
      const theirs = await matrixCase.call({ ...party, customer: Y.businessId }, ids);
      const theirsBody = await theirs.text();
      expect(theirs.status, `${label}: ${theirsBody}`).toBe(403);
      const unknown = await matrixCase.call({ ...party, customer: RANDOM.customer }, RANDOM);
      expect(unknown.status, label).toBe(403);
      expect(theirsBody, label).toBe(await unknown.text());
      expect(await ysState(), label).toEqual(before);
    }
    if (matrixCase.intra === 'with-ids') {
      const label = `${matrixCase.what} as staff naming another customer`;
      const before = await ysState();
      const wrong = await matrixCase.call({ caller: staff, commitment: '', customer: AINO.hetu }, ids);
      const wrongBody = await wrong.text();
      expect(wrong.status, `${label}: ${wrongBody}`).toBe(404);
      const unknown = await matrixCase.call({ caller: staff, commitment: '', customer: AINO.hetu }, RANDOM);
      expect(unknown.status, label).toBe(404);
      expect(wrongBody, label).toBe(await unknown.text());
      expect(await ysState(), label).toEqual(before);
    } else {
      const unknown = await matrixCase.call(
        { caller: staff, commitment: '', customer: RANDOM.customer },
        RANDOM,
      );
      expect(unknown.status, `${matrixCase.what}: nobody's`).toBe(404);
    }
    const own = await matrixCase.call({ caller: staff, commitment: '', customer: Y.businessId }, ids);
    expect(own.status, `${matrixCase.what} as staff: ${await own.clone().text()}`).toBeGreaterThanOrEqual(
      200,
    );
    expect(own.status, matrixCase.what).toBeLessThan(300);
  }

  it.each(Object.entries(MATRIX))('%s', async (_operation, cases) => {
    for (const matrixCase of cases) {
      const ids = { ...yIds, ...(await matrixCase.fresh?.(y.caller, context())) };
      if (matrixCase.intra) {
        await checkIntraCase(matrixCase, ids);
        continue;
      }
      for (const { name, party } of matrixCase.organisationsOnly ? otherOrganisation : others) {
        const label = `${matrixCase.what} as ${name}`;
        const before = await ysState();
        const theirs = await matrixCase.call(party, ids);
        const theirsBody = await theirs.text();
        expect(theirs.status, `${label}: ${theirsBody}`).toBe(404);
        const unknown = await matrixCase.call(party, RANDOM);
        expect(unknown.status, label).toBe(404);
        expect(theirsBody, label).toBe(await unknown.text());
        expect(await ysState(), label).toEqual(before);
      }
      const own = await matrixCase.call(y, ids);
      expect(
        own.status,
        `${matrixCase.what} as its owner: ${await own.clone().text()}`,
      ).toBeGreaterThanOrEqual(200);
      expect(own.status, matrixCase.what).toBeLessThan(300);
    }
  });
});
