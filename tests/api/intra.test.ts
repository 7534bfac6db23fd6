/**
 * The staff area over HTTP (issue 14), on PGlite and (with DATABASE_URL) PostgreSQL: the permission
 * (every intra operation of the contract refuses a customer with 403 and changes nothing; the
 * public setting serves none of them), finding a customer, the whole case of an application
 * (processing, an attachment request the landlord answers, the attachment viewed, the decision that
 * reaches the landlord as a new document with its PDF and moves the timeline), a realization
 * decision, a payment file's completion, the deletions, path consistency (parts that do not belong
 * together are 404 and delete nothing) and the audit rows of every action.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  type ApplicationStatus,
  type AttachmentRequestApplication,
  type DocumentsPage,
  type OperationSpec,
} from '../../api/contract.ts';
import { allOperations as operationList } from '../../api/allOperations.ts';
import type { IntraAttachment, IntraAuditPage, IntraCustomer } from '../../api/intra.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { tinyPdf } from '../../server/files/testFiles.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { hetuCheckCharacter } from '../../validators/hetu.ts';
import { loginAs, MISSING_ID, type Caller } from './session.test-helpers.ts';
import { upload } from './uploadClient.ts';

const STAFF = SEED_USERS.find((user) => user.intra)!;
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const MIKKO = SEED_USERS.find((user) => user.henro === '900000002')!;
const SARI = '900000005';
const SARIS = '2345671-3';
/** A valid identity code that no seeded user has. */
const NOBODY = `010101-999${hetuCheckCharacter('010101999')}`;

const V1 = '/api/api/v1';
const FORMS = join(import.meta.dirname, '../../schemas/forms/examples');
const example = (form: string, name: string) =>
  JSON.parse(readFileSync(join(FORMS, form, `${name}.json`), 'utf8')) as Record<string, unknown>;

const INTRA_OPERATIONS = operationList.filter((spec) => spec.auth === 'intra');

/** A body the operation would accept (the permission is checked before any body is read). */
function validBody(spec: OperationSpec): unknown {
  const body = spec.body;
  if (!body) return undefined;
  if (body.kind === 'form') return example(body.form, readValidExampleName(body.form));
  if (body.kind === 'json' && body.schemaName === 'intra-deletion') return { reason: 'Asiakkaan pyyntö' };
  if (body.kind === 'json') return { current: 1, size: 20 };
  throw new Error(`no body for ${spec.id}`);
}

function readValidExampleName(form: string): string {
  const names: Record<string, string> = {
    'application-decision': 'valid-accepted',
    'attachment-request': 'valid-one',
    'realization-decision': 'valid-partly-granted',
  };
  return names[form]!;
}

function call(caller: Caller, spec: OperationSpec, params: Record<string, string>, body = validBody(spec)) {
  const path = buildPath(spec, params);
  return spec.method === 'GET' ? caller.get(path) : caller.json(spec.method, path, body);
}

describe('the contract’s staff operations', () => {
  it('are exactly the operations under /api/api/v1/intra/, each naming its customer where it has one', () => {
    expect(INTRA_OPERATIONS.length).toBeGreaterThanOrEqual(14);
    for (const spec of operationList)
      expect(spec.auth === 'intra', spec.id).toBe(spec.path.startsWith(`${V1}/intra/`));
    for (const spec of INTRA_OPERATIONS) {
      const customer = spec.params.find((param) => param.name === 'hetuOrBusinessId');
      if (customer) expect(customer.schema['format'], spec.id).toBe('hetu-or-business-id');
    }
  });
});

describe.each(BACKENDS)('the staff area over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let staff: Caller;
  let aino: Caller;
  let mikko: Caller;
  let applicationId: string;

  const audit = async (filters: Record<string, string> = {}) => {
    const response = await staff.json('POST', `${V1}/intra/audit`, { current: 1, size: 100, filters });
    expect(response.status).toBe(200);
    return (await response.json()) as IntraAuditPage;
  };
  const customer = async (id: string, who = staff) => {
    const response = await who.get(`${V1}/intra/customer/${encodeURIComponent(id)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as IntraCustomer;
  };
  const sentToAino = async () => {
    const response = await aino.json('POST', `${V1}/document/sent-by-vuokravakuus`, { current: 1, size: 20 });
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentsPage;
  };
  const ainosSteps = async () => {
    const response = await aino.get(`${V1}/application-statuses`);
    expect(response.status).toBe(200);
    return (await response.json()) as ApplicationStatus[];
  };
  const auditCount = async () =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from intra_audit')).rows[0]!.n;

  beforeAll(async () => {
    staff = await loginAs(server, STAFF.henro);
    aino = await loginAs(server, AINO.henro);
    mikko = await loginAs(server, MIKKO.henro);
    // Aino, a private landlord, sends an application.
    const sent = await aino.json(
      'POST',
      `${V1}/application`,
      example('landlord-application', 'valid-minimal-person'),
    );
    expect(sent.status, await sent.clone().text()).toBe(204);
    const steps = await ainosSteps();
    applicationId = steps[0]!.id;
    expect(steps[0]!.currentStep).toBe('ARRIVED');
  });

  describe('the permission', () => {
    it('is staff’s only', async () => {
      for (const [who, expected] of [
        [staff, true],
        [aino, false],
      ] as const) {
        const response = await who.get('/api/user/isIntraPermission');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ hasPermission: expected });
      }
    });

    it('refuses a customer every intra operation with 403, reading and changing nothing', async () => {
      const params = {
        hetuOrBusinessId: AINO.hetu,
        applicationId,
        attachmentId: MISSING_ID,
        realizationId: MISSING_ID,
        id: MISSING_ID,
        deliveryId: '1',
      };
      const before = await server.db.query('select id, current_step from applications order by id');
      const audited = await auditCount();
      for (const spec of INTRA_OPERATIONS) {
        for (const language of ['fi', 'sv'] as const) {
          const path = buildPath(spec, params);
          const headers = { 'accept-language': language };
          const response =
            spec.method === 'GET'
              ? await aino.get(path, headers)
              : await aino.json(spec.method, path, validBody(spec), headers);
          expect(response.status, `${spec.id} ${language}`).toBe(403);
          expect(await response.json()).toEqual({ code: '170000', message: t(language, '170000') });
        }
      }
      expect((await server.db.query('select id, current_step from applications order by id')).rows).toEqual(
        before.rows,
      );
      expect(await auditCount()).toBe(audited);
    });

    it('answers 401 without a session, before anything else', async () => {
      const response = await fetch(`${server.baseUrl}${V1}/intra/customer/${AINO.hetu}`);
      expect(response.status).toBe(401);
    });
  });

  describe('finding a customer', () => {
    it('finds a person by identity code with their application', async () => {
      const found = await customer(AINO.hetu);
      expect(found).toMatchObject({ hetuOrBusinessId: AINO.hetu, kind: 'PERSON', name: 'Aino Virtanen' });
      const application = found.applications.find((candidate) => candidate.id === applicationId)!;
      expect(application).toMatchObject({
        currentStep: 'ARRIVED',
        decisionDate: null,
        senderName: 'Aino Virtanen',
      });
      expect(application.rentees.length).toBeGreaterThan(0);
      expect(found.paymentFiles).toEqual([]);
    });

    it('finds an organisation by business id with what every representative sent, and its payment files', async () => {
      const found = await customer(SARIS);
      expect(found.kind).toBe('ORGANISATION');
      expect(found.name).toBe('Vuokratalot Mäkinen Oy');
      expect(found.applications.length).toBeGreaterThan(0);
      expect(found.attachmentRequests.length).toBeGreaterThan(0);
      expect(new Set(found.paymentFiles.map((file) => file.status))).toEqual(
        new Set(['ACCEPTED', 'REJECTED', 'COMPLETED']),
      );
    });

    it('says an unknown customer is unknown, and a malformed code is a 400 naming the field', async () => {
      const unknown = await staff.get(`${V1}/intra/customer/${NOBODY}`, { 'accept-language': 'sv' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ code: '170001', message: t('sv', '170001') });
      const malformed = await staff.get(`${V1}/intra/customer/150385-924X`);
      expect(malformed.status).toBe(400);
      const [error] = (await malformed.json()) as { path: string; label: string }[];
      expect(error).toMatchObject({ path: '/hetuOrBusinessId', label: t('fi', '170011') });
    });
  });

  describe('an application’s case, both sides', () => {
    let attachmentId: string;
    let sentPdf: Buffer;

    it('takes it into processing once', async () => {
      const path = `${V1}/intra/applications/${AINO.hetu}/${applicationId}/process`;
      expect((await staff.json('POST', path)).status).toBe(204);
      expect((await ainosSteps()).find((step) => step.id === applicationId)!.currentStep).toBe('INPROCESS');
      const again = await staff.json('POST', path);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('170007');
    });

    it('asks for an attachment, which the landlord sees and sends', async () => {
      const asked = await staff.json(
        'POST',
        `${V1}/intra/applications/${AINO.hetu}/${applicationId}/attachment-request`,
        { requested: ['VUOKRASOPIMUS'], dueDate: '2099-01-31' },
      );
      expect(asked.status, await asked.clone().text()).toBe(200);
      const open = (await (
        await aino.get(`${V1}/attachment-request/applications`)
      ).json()) as AttachmentRequestApplication[];
      expect(open.map((application) => application.id)).toContain(applicationId);
      expect(
        (await sentToAino()).documents.some((document) => document.type === 'ADDITIONAL_INFORMATION_REQUEST'),
      ).toBe(true);
      sentPdf = await tinyPdf();
      const sent = await upload(aino.client, `${V1}/attachment`, {
        metadata: { applicationId, code: 'VUOKRASOPIMUS', filename: 'vuokrasopimus.pdf' },
        data: sentPdf,
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const overview = await customer(AINO.hetu);
      const request = overview.attachmentRequests.find(
        (candidate) => candidate.applicationId === applicationId,
      )!;
      expect(request).toMatchObject({ delivered: true, dueDate: '2099-01-31' });
      expect(request.items).toEqual([{ attachmentCode: 'VUOKRASOPIMUS', optional: false, uploads: 1 }]);
    });

    it('lists and shows the attachment inline, with its stored type and nosniff', async () => {
      const listed = await staff.get(`${V1}/intra/documents/attachments/${AINO.hetu}/${applicationId}`);
      expect(listed.status).toBe(200);
      const attachments = (await listed.json()) as IntraAttachment[];
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toMatchObject({ fileName: 'vuokrasopimus.pdf', mediaType: 'application/pdf' });
      attachmentId = attachments[0]!.id;
      const shown = await staff.get(`${V1}/intra/documents/viewAttachment/${AINO.hetu}/${attachmentId}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toBe('application/pdf');
      expect(shown.headers.get('content-disposition')).toBe('inline; filename="vuokrasopimus.pdf"');
      expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
      expect(shown.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(sentPdf);
    });

    it('keeps parts that do not belong together apart: 404, nothing shown or deleted', async () => {
      const other = (await customer(SARIS)).applications[0]!.id;
      const cases = [
        `${V1}/intra/documents/viewAttachment/${MIKKO.hetu}/${attachmentId}`,
        `${V1}/intra/documents/attachments/${MIKKO.hetu}/${applicationId}`,
        `${V1}/intra/documents/attachments/${AINO.hetu}/${MISSING_ID}`,
      ];
      for (const path of cases) expect((await staff.get(path)).status, path).toBe(404);
      const deletions = [
        `${V1}/intra/delete-attachment/${AINO.hetu}/${other}/${attachmentId}`,
        `${V1}/intra/delete-attachment/${MIKKO.hetu}/${applicationId}/${attachmentId}`,
        `${V1}/intra/delete-application/${MIKKO.hetu}/${applicationId}`,
        `${V1}/intra/delete-application/${SARIS}/${applicationId}`,
      ];
      for (const path of deletions) {
        const response = await staff.json('POST', path, { reason: 'Väärä asiakas' });
        expect(response.status, path).toBe(404);
      }
      const listed = await staff.get(`${V1}/intra/documents/attachments/${AINO.hetu}/${applicationId}`);
      expect((await listed.json()) as IntraAttachment[]).toHaveLength(1);
    });

    it('decides it: the landlord sees a new decision, its PDF, the moved timeline and the payment commitment', async () => {
      const path = `${V1}/intra/applications/${AINO.hetu}/${applicationId}/decision`;
      const justification = 'Hakemus täyttää vuokravakuuden ehdot.';
      const withoutAmount = await staff.json('POST', path, { decision: 'ACCEPTED', justification });
      expect(withoutAmount.status).toBe(400);
      expect(((await withoutAmount.json()) as { path: string }[]).map((error) => error.path)).toEqual([
        '/amount',
      ]);
      const decided = await staff.json('POST', path, { decision: 'ACCEPTED', amount: 1450, justification });
      expect(decided.status, await decided.clone().text()).toBe(200);
      const { id } = (await decided.json()) as { id: string };
      const step = (await ainosSteps()).find((item) => item.id === applicationId)!;
      expect(step.currentStep).toBe('DONE');
      // The grant's payment commitment: Aino's, of the amount granted, for the first tenant.
      expect(step.paymentCommitmentId).toMatch(/^[0-9]{8}$/);
      const commitment = await server.db.query<{ henro: string; amount: string; rentee_name: string }>(
        'select henro, amount::text as amount, rentee_name from payment_commitments where id = $1',
        [step.paymentCommitmentId],
      );
      expect(commitment.rows).toEqual([
        { henro: AINO.henro, amount: '1450.00', rentee_name: 'Matti Virtanen' },
      ]);
      const decision = (await sentToAino()).documents.find((document) => document.id === id)!;
      expect(decision).toMatchObject({
        type: 'RENTALDEPOSIT_APPLICATION_DECISION',
        status: 'ACCEPTED',
        isNew: true,
        paymentCommitmentId: step.paymentCommitmentId,
      });
      expect(step).toMatchObject({
        paymentCommitmentAmount: 1450,
        decision: { documentId: id, isNew: true },
        attachmentRequestDueDate: null,
      });
      // The landlord can claim against it: she reads it, and a realization request filed on it arrives.
      const commitmentRead = await aino.get(`${V1}/payment-commitment/${step.paymentCommitmentId}`);
      expect(commitmentRead.status).toBe(200);
      expect(await commitmentRead.json()).toMatchObject({ amount: 1450, renteeName: 'Matti Virtanen' });
      const claim = example('realization-request', 'valid-minimal-unpaid-rent');
      const realization = await aino.json('POST', `${V1}/rental-deposit-realization`, {
        ...claim,
        rentee: { ...(claim['rentee'] as Record<string, unknown>), id: step.paymentCommitmentId },
      });
      expect(realization.status, await realization.clone().text()).toBe(200);
      const stored = await server.db.query<{ payment_commitment_id: string }>(
        'select payment_commitment_id from realization_requests where id = $1',
        [((await realization.json()) as { id: string }).id],
      );
      expect(stored.rows).toEqual([{ payment_commitment_id: step.paymentCommitmentId }]);
      // Staff reading it leaves it new for the landlord.
      expect((await staff.get(`${V1}/intra/document/download/${id}`)).status).toBe(200);
      expect((await sentToAino()).documents.find((document) => document.id === id)!.isNew).toBe(true);
      // An administrative decision in the reader's language: the decision-maker and their title, the
      // date, what was decided and why, and how to ask for a review; named in that language.
      // Helsinki's day as SPEC shows dates (dd.MM.yyyy: 01.12.2026, not Intl's 1.12.2026,
      // which made this test fail on the first nine days of a month and in its first nine months).
      const [day, month, year] = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki' })
        .format(new Date())
        .split('.')
        .map((part) => part.padStart(2, '0'));
      const today = `${day}.${month}.${year}`;
      const reading = async (language: 'fi' | 'sv') => {
        const pdf = await aino.get(`${V1}/document/download/${id}`, { 'accept-language': language });
        expect(pdf.status).toBe(200);
        const disposition = pdf.headers.get('content-disposition');
        const read = await readPdf(Buffer.from(await pdf.arrayBuffer()), { structure: false });
        return { disposition, text: squeeze(bodyText(read.pages)), info: read.info };
      };
      const fi = await reading('fi');
      expect(fi.disposition).toBe(
        `attachment; filename="vuokravakuushakemuksen-paatos-${year}-${month}-${day}.pdf"`,
      );
      for (const expected of [
        'Päätös vuokravakuushakemukseen',
        `Päätöspäivä${today}`,
        'Vuokravakuus myönnetään.',
        'Vakuuden määrä1 450,00 €',
        `Maksusitoumuksen numero${step.paymentCommitmentId}`,
        `Perustelut${justification}`,
        'Päätöksen tekijäLaura Nieminen, etuuskäsittelijä',
        'ViranomainenKansaneläkelaitos (Kela)',
        'Oikaisuvaatimusohje',
        '30 päivän kuluessa',
        'hallintolaki 434/2003',
      ])
        expect(fi.text).toContain(squeeze(expected));
      expect(fi.info).toMatchObject({ Title: 'Päätös vuokravakuushakemukseen', Subject: 'Päätös' });
      const sv = await reading('sv');
      expect(sv.disposition).toBe(
        `attachment; filename="beslut-om-ansokan-om-hyresgaranti-${year}-${month}-${day}.pdf"`,
      );
      for (const expected of [
        'Beslut om ansökan om hyresgaranti',
        `Beslutsdatum${today}`,
        'Hyresgarantin beviljas.',
        'BeslutsfattareLaura Nieminen, förmånshandläggare',
        'Anvisning om begäran om omprövning',
        'inom 30 dagar',
      ])
        expect(sv.text).toContain(squeeze(expected));
      expect((await sentToAino()).documents.find((document) => document.id === id)!.isNew).toBe(false);
      const again = await staff.json('POST', path, { decision: 'REJECTED', justification: 'Uudelleen.' });
      expect(again.status).toBe(409);
      expect(
        (
          await staff.json(
            'POST',
            `${V1}/intra/applications/${AINO.hetu}/${applicationId}/attachment-request`,
            {
              requested: ['TILIOTE'],
              dueDate: '2099-01-31',
            },
          )
        ).status,
      ).toBe(409);
    });

    it('refuses a bad decision with the form’s field errors and changes nothing', async () => {
      const response = await staff.json(
        'POST',
        `${V1}/intra/applications/${SARIS}/${(await customer(SARIS)).applications[0]!.id}/decision`,
        { decision: 'MAYBE', justification: '' },
      );
      expect(response.status).toBe(400);
      const errors = (await response.json()) as { path: string }[];
      expect(errors.map((error) => error.path).sort()).toEqual(['/decision', '/justification']);
    });

    it('deletes the attachment with a reason: gone for the landlord, the request open again', async () => {
      const withoutReason = await staff.json(
        'POST',
        `${V1}/intra/delete-attachment/${AINO.hetu}/${applicationId}/${attachmentId}`,
        {},
      );
      expect(withoutReason.status).toBe(400);
      const deleted = await staff.json(
        'POST',
        `${V1}/intra/delete-attachment/${AINO.hetu}/${applicationId}/${attachmentId}`,
        { reason: 'Liite sisälsi toisen henkilön tietoja.' },
      );
      expect(deleted.status).toBe(204);
      expect((await aino.get(`${V1}/attachment/${attachmentId}`)).status).toBe(404);
      const arrived = (await (
        await aino.json('POST', `${V1}/document/arrived-to-vuokravakuus`, { current: 1, size: 100 })
      ).json()) as DocumentsPage;
      expect(
        arrived.documents.some((document) => document.documents.some((file) => file.id === attachmentId)),
      ).toBe(false);
      const request = (await customer(AINO.hetu)).attachmentRequests.find(
        (candidate) => candidate.applicationId === applicationId,
      )!;
      expect(request.delivered).toBe(false);
    });

    it('deletes the application with everything sent for it', async () => {
      const deleted = await staff.json(
        'POST',
        `${V1}/intra/delete-application/${AINO.hetu}/${applicationId}`,
        {
          reason: 'Asiakkaan pyyntö',
        },
      );
      expect(deleted.status).toBe(204);
      expect((await ainosSteps()).some((step) => step.id === applicationId)).toBe(false);
      const left = await server.db.query(
        `select (select count(*)::int from documents where payload->>'applicationId' = $1) as documents,
                (select count(*)::int from attachment_requests where application_id = $1::uuid) as requests`,
        [applicationId],
      );
      expect(left.rows[0]).toEqual({ documents: 0, requests: 0 });
      expect(
        (await customer(AINO.hetu)).applications.some((application) => application.id === applicationId),
      ).toBe(false);
    });

    it('audited every action: who, which customer, what, the reason, the outcome', async () => {
      const { entries } = await audit({ customer: AINO.hetu.toLowerCase() });
      const by = (operation: string) => entries.filter((entry) => entry.operation === operation);
      expect(
        by('intraProcessApplication')
          .map((entry) => entry.outcome)
          .sort(),
      ).toEqual([204, 409]);
      expect(
        by('intraDecideApplication')
          .map((entry) => entry.outcome)
          .sort(),
      ).toEqual([200, 409]);
      expect(by('intraDeleteApplication')).toEqual([
        expect.objectContaining({
          staffHenro: STAFF.henro,
          staffName: `${STAFF.givenName} ${STAFF.familyName}`,
          customer: AINO.hetu,
          target: applicationId,
          reason: 'Asiakkaan pyyntö',
          outcome: 204,
        }),
      ]);
      expect(by('intraDeleteAttachment').find((entry) => entry.outcome === 204)).toMatchObject({
        target: attachmentId,
        reason: 'Liite sisälsi toisen henkilön tietoja.',
      });
      expect(by('intraViewAttachment').map((entry) => entry.outcome)).toContain(200);
      expect(entries.every((entry) => entry.customer === AINO.hetu)).toBe(true);
      // A document read by id is audited under its customer.
      expect(by('intraDocumentDownload')).toHaveLength(1);
      const mine = await audit({ staff: STAFF.henro });
      expect(mine.totalItems).toBeGreaterThanOrEqual(entries.length);
      expect((await audit({ staff: AINO.henro })).totalItems).toBe(0);
    });
  });

  it('decides a realization request: the landlord gets the amount granted as a new document', async () => {
    const body = example('realization-request', 'valid-minimal-unpaid-rent');
    const commitment = (
      await server.db.query<{ id: string }>(
        'select id from payment_commitments where henro = $1 and business_id is null limit 1',
        [AINO.henro],
      )
    ).rows[0]!.id;
    const sent = await aino.json('POST', `${V1}/rental-deposit-realization`, {
      ...body,
      rentee: { ...(body['rentee'] as object), id: commitment },
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const { id: realizationId } = (await sent.json()) as { id: string };
    const listed = (await customer(AINO.hetu)).realizationRequests.find(
      (request) => request.id === realizationId,
    )!;
    expect(listed).toMatchObject({
      paymentCommitmentId: commitment,
      amountGranted: null,
      decisionDate: null,
    });
    const path = `${V1}/intra/realizations/${AINO.hetu}/${realizationId}/decision`;
    expect(
      (
        await staff.json('POST', `${V1}/intra/realizations/${MIKKO.hetu}/${realizationId}/decision`, {
          amountGranted: 1,
          justification: 'Ei.',
        })
      ).status,
    ).toBe(404);
    const decided = await staff.json('POST', path, {
      amountGranted: 650.5,
      justification: 'Vuokrarästit osoitettu.',
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    const { id } = (await decided.json()) as { id: string };
    const document = (await sentToAino()).documents.find((candidate) => candidate.id === id)!;
    expect(document).toMatchObject({
      type: 'PAYMENT_REQUEST',
      status: 'ACCEPTED',
      isNew: true,
      paymentCommitmentId: commitment,
    });
    expect(
      (await customer(AINO.hetu)).realizationRequests.find((request) => request.id === realizationId)!
        .amountGranted,
    ).toBe(650.5);
    expect((await staff.json('POST', path, { amountGranted: 0, justification: 'Uudelleen.' })).status).toBe(
      409,
    );
  });

  it('completes an organisation’s accepted payment file: its statement arrives', async () => {
    const accepted = (await customer(SARIS)).paymentFiles.find((file) => file.status === 'ACCEPTED')!;
    const path = `${V1}/intra/payment-files/${SARIS}/${accepted.id}/complete`;
    // The file is Sari's organisation's, not Aino's: as hers it does not exist.
    expect(
      (await staff.json('POST', `${V1}/intra/payment-files/${AINO.hetu}/${accepted.id}/complete`)).status,
    ).toBe(404);
    const completed = await staff.json('POST', path);
    expect(completed.status, await completed.clone().text()).toBe(200);
    const { id } = (await completed.json()) as { id: string };
    const sari = await loginAs(server, SARI, SARIS);
    const arrived = await sari.json('POST', `${V1}/ekevi/arrived-files`, {});
    const files = ((await arrived.json()) as { files: { id: string; fileId: string }[] }).files;
    expect(files.find((file) => file.id === id)?.fileId).toBe(accepted.fileId);
    expect((await staff.json('POST', path)).status).toBe(404);
  });

  it('lists the customer’s documents both ways with the shared filters', async () => {
    const sent = await staff.json('POST', `${V1}/intra/sent-documents/${SARIS}`, {
      current: 1,
      size: 20,
      filters: { type: 'RENTALDEPOSIT_APPLICATION_DECISION' },
    });
    expect(sent.status).toBe(200);
    const page = (await sent.json()) as DocumentsPage;
    expect(page.totalItems).toBeGreaterThan(0);
    expect(page.documents.every((document) => document.type === 'RENTALDEPOSIT_APPLICATION_DECISION')).toBe(
      true,
    );
    // Every representative's: the organisation's documents whoever acted for it.
    const owners = await server.db.query<{ n: number }>(
      `select count(*)::int as n from documents where business_id = $1 and direction = 'SENT'
          and type = 'RENTALDEPOSIT_APPLICATION_DECISION'`,
      [SARIS],
    );
    expect(page.totalItems).toBe(owners.rows[0]!.n);
    const arrived = await staff.json('POST', `${V1}/intra/arrived-documents/${MIKKO.hetu}`, {
      current: 1,
      size: 20,
    });
    expect(arrived.status).toBe(200);
    const mikkos = await mikko.json('POST', `${V1}/document/arrived-to-vuokravakuus`, {
      current: 1,
      size: 20,
    });
    expect(((await arrived.json()) as DocumentsPage).totalItems).toBe(
      ((await mikkos.json()) as DocumentsPage).totalItems,
    );
  });
});

describe.each(BACKENDS)('a public deployment (INTRA_API off) on %s', (kind) => {
  const server = useSeededServer(kind, { intraApi: false });

  it('serves no intra operation at all, and nobody has the permission', async () => {
    const staff = await loginAs(server, STAFF.henro);
    expect(await (await staff.get('/api/user/isIntraPermission')).json()).toEqual({ hasPermission: false });
    for (const spec of INTRA_OPERATIONS) {
      const response = await call(staff, spec, {
        hetuOrBusinessId: AINO.hetu,
        applicationId: MISSING_ID,
        attachmentId: MISSING_ID,
        realizationId: MISSING_ID,
        id: MISSING_ID,
        deliveryId: '1',
      });
      expect(response.status, spec.id).toBe(404);
    }
    const audited = await server.db.query<{ n: number }>('select count(*)::int as n from intra_audit');
    expect(audited.rows[0]!.n).toBe(0);
  });
});
