/**
 * The manifest forms' generic operation over HTTP (issue 29), on PGlite and (with DATABASE_URL)
 * PostgreSQL, with the one form built from files alone (schemas/forms/tenancy-end-notice.*): sent
 * as a landlord, it is the customer's arrived document, named by its manifest in both languages, its
 * download the form's own summary PDF in the reader's language; staff see it on the customer's page.
 * A form that is not a manifest document form is 404, bad data 400 per field in the caller's
 * language, and nothing is stored then. Its manifest keeps drafts: saved under its document type, and
 * deleted with the submission that names them. (Authorization and fuzzing come from the contract.)
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { allOperations } from '../../api/allOperations.ts';
import { operations } from '../../api/contract.ts';
import { SUBMISSION_HANDLERS } from '../../api/formManifest.ts';
import { intraOperations } from '../../api/intra.ts';
import { registerOperation } from '../../server/api/register.ts';
import type { Database } from '../../server/db/index.ts';
import { createFormRegistry } from '../../server/forms/registry.ts';
import { registerSubmissions } from '../../server/forms/submissions.ts';
import type { DocumentsPage, FormSubmitted, SavedState } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { demoData, SEED_USERS } from '../../server/db/seed.ts';
import { SUBMISSION_CHECKS, type SubmissionCheck } from '../../server/forms/submission.ts';
import { summaryPdfForForm } from '../../server/pdf/forForm.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { loadForm } from '../../server/forms/registry.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';

const V1 = '/api/api/v1';
const FORM = 'tenancy-end-notice';
const EXAMPLES = join(import.meta.dirname, `../../schemas/forms/examples/${FORM}`);
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const MIKKO = SEED_USERS.find((user) => user.henro === '900000002')!;
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const STAFF = SEED_USERS.find((user) => user.intra)!;
const SARIS_FIRST = '2345671-3';
const commitmentOf = (henro: string, businessId: string | null) =>
  demoData().paymentCommitments.find(
    (commitment) => commitment.henro === henro && commitment.businessId === businessId,
  )!.id;
/** Aino's own payment commitment, and Sari's organisation's (the form wants the sender's own). */
const AINOS_COMMITMENT = commitmentOf(AINO.henro, null);
const SARIS_COMMITMENT = commitmentOf(SARI.henro, SARIS_FIRST);

/** An example of the form, naming `commitment` (Aino's by default) where it names one. */
const example = (name: string, commitment = AINOS_COMMITMENT): Record<string, unknown> => {
  const data = JSON.parse(readFileSync(join(EXAMPLES, `${name}.json`), 'utf8')) as Record<string, unknown>;
  return 'paymentCommitmentId' in data ? { ...data, paymentCommitmentId: commitment } : data;
};

describe.each(BACKENDS)('a manifest form over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let aino: Caller;
  let sari: Caller;
  let staff: Caller;
  const documentCount = async () =>
    Number((await server.db.query<{ n: string }>('select count(*) as n from documents')).rows[0]!.n);

  beforeAll(async () => {
    aino = await loginAs(server, AINO.henro);
    sari = await loginAs(server, SARI.henro, SARIS_FIRST);
    staff = await loginAs(server, STAFF.henro);
  });

  it('stores a notice as the landlord’s arrived document, named by its manifest, its PDF the form’s summary in fi and sv', async () => {
    const body = example('valid-two-tenants-with-defects');
    const sent = await aino.json('POST', `${V1}/form/${FORM}`, body);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const { id } = (await sent.json()) as FormSubmitted;

    const arrived = await aino.json('POST', `${V1}/document/arrived-to-vuokravakuus`, {
      current: 1,
      size: 20,
    });
    const page = (await arrived.json()) as DocumentsPage;
    const listed = page.documents.find((document) => document.id === id);
    expect(listed).toMatchObject({ type: 'TENANCY_END_NOTICE', paymentCommitmentId: AINOS_COMMITMENT });

    for (const language of ['fi', 'sv'] as const) {
      const download = await aino.get(`${V1}/document/download/${id}`, { 'accept-language': language });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
      const text = squeeze(bodyText((await readPdf(Buffer.from(await download.arrayBuffer()))).pages));
      // The form's own summary: its title, its labels in the reader's language, the answers.
      expect(text).toContain(squeeze(t(language, '260001')));
      expect(text).toContain(squeeze(t(language, '260016')));
      expect(text).toContain(squeeze('Kylskåpets dörr är trasig.'));
      expect(text).toContain('Öhman');
    }
    // Someone else's id is not found, as one that does not exist.
    expect((await sari.get(`${V1}/document/download/${id}`)).status).toBe(404);
  });

  it('stores free text in NFC, as a search finds it, however the browser composed it (issue 41)', async () => {
    const body = {
      ...example('valid-one-tenant-in-order'),
      tenants: [{ firstName: 'A\u0308ino', lastName: 'Ha\u0308ma\u0308la\u0308inen-A\u030Astro\u0308m' }],
    };
    const sent = await aino.json('POST', `${V1}/form/${FORM}`, body);
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as FormSubmitted;
    const { rows } = await server.db.query<{ tenant: { firstName: string; lastName: string } }>(
      `select payload->'form'->'tenants'->0 as tenant from documents where id = $1`,
      [id],
    );
    expect(rows[0]!.tenant).toEqual({
      firstName: '\u00c4ino',
      lastName: 'H\u00e4m\u00e4l\u00e4inen-\u00c5str\u00f6m',
    });
    const found = await server.db.query(
      `select 1 from documents where id = $1 and payload->'form'->'tenants'->0->>'lastName' like '%Hämäläinen%'`,
      [id],
    );
    expect(found.rows).toHaveLength(1);
  });

  it('takes only a payment commitment of the sender’s own, in the same pass as the other rules (issue 41)', async () => {
    const mikko = await loginAs(server, MIKKO.henro);
    const before = await documentCount();
    // Mikko names Aino's commitment, and gets one more thing wrong: both answered at once.
    for (const language of ['fi', 'sv'] as const) {
      const response = await mikko.json(
        'POST',
        `${V1}/form/${FORM}`,
        { ...example('valid-one-tenant-in-order', AINOS_COMMITMENT), keysReturned: 1.5 },
        { 'accept-language': language },
      );
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors.map((error) => error.path).sort()).toEqual(['/keysReturned', '/paymentCommitmentId']);
      expect(errors.find((error) => error.path === '/paymentCommitmentId')).toEqual({
        path: '/paymentCommitmentId',
        label: t(language, '260003'),
        message: t(language, '110017'),
        code: '110017',
      });
    }
    // A number that is nobody's is answered the same: nothing tells whose a commitment is.
    const nobodys = await mikko.json(
      'POST',
      `${V1}/form/${FORM}`,
      example('valid-one-tenant-in-order', '99999999'),
    );
    expect(((await nobodys.json()) as FieldError[]).map((error) => error.code)).toEqual(['110017']);
    // Sari's organisation's commitment is hers only while she acts for it.
    const sariAsHerself = await loginAs(server, SARI.henro);
    const notInThisRole = await sariAsHerself.json(
      'POST',
      `${V1}/form/${FORM}`,
      example('valid-one-tenant-in-order', SARIS_COMMITMENT),
    );
    expect(notInThisRole.status).toBe(400);
    expect(await documentCount()).toBe(before);
    const own = await sari.json(
      'POST',
      `${V1}/form/${FORM}`,
      example('valid-one-tenant-in-order', SARIS_COMMITMENT),
    );
    expect(own.status).toBe(200);
  });

  it('lets staff see the notice on the customer’s page, with its summary', async () => {
    const { id } = (await (
      await sari.json('POST', `${V1}/form/${FORM}`, example('valid-one-tenant-in-order', SARIS_COMMITMENT))
    ).json()) as FormSubmitted;
    const arrived = await staff.json('POST', `${V1}/intra/arrived-documents/${SARIS_FIRST}`, {
      current: 1,
      size: 100,
    });
    expect(arrived.status).toBe(200);
    expect(((await arrived.json()) as DocumentsPage).documents.map((document) => document.id)).toContain(id);
    const download = await staff.get(`${V1}/intra/document/download/${id}`, { 'accept-language': 'sv' });
    expect(download.status).toBe(200);
    const text = squeeze(bodyText((await readPdf(Buffer.from(await download.arrayBuffer()))).pages));
    expect(text).toContain(squeeze(t('sv', '260001')));
    expect(text).toContain(SARIS_COMMITMENT);
  });

  it('gives the summary PDF before sending, named by the title in the data’s language', async () => {
    const pdf = await aino.json('POST', `${V1}/form/${FORM}/pdf`, {
      ...example('valid-one-tenant-in-order'),
      currentLanguageCode: 'sv',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(
      'anmalan-om-att-hyresforhallandet-har-upphort.pdf',
    );
    const text = squeeze(bodyText((await readPdf(Buffer.from(await pdf.arrayBuffer()))).pages));
    expect(text).toContain(squeeze(t('sv', '260013')));
  });

  it('refuses bad data with 400 per field in the caller’s language, storing nothing', async () => {
    const before = await documentCount();
    for (const [language, keys] of [
      ['fi', 'Anna kokonaisluku numeroina, esimerkiksi 3.'],
      ['sv', 'Ange ett heltal med siffror, till exempel 3.'],
    ] as const) {
      const response = await aino.json('POST', `${V1}/form/${FORM}`, example('invalid-keys-as-fraction'), {
        'accept-language': language,
      });
      expect(response.status).toBe(400);
      expect((await response.json()) as FieldError[]).toEqual([
        { path: '/keysReturned', label: t(language, '260013'), message: keys, code: '110015' },
      ]);
    }
    const unconfirmed = await aino.json('POST', `${V1}/form/${FORM}`, example('invalid-not-confirmed'));
    expect(((await unconfirmed.json()) as FieldError[]).map((error) => [error.path, error.code])).toEqual([
      ['/confirmed', '110016'],
    ]);
    expect(await documentCount()).toBe(before);
  });

  it('answers 404 for a form that is not sent through it, before looking at the data', async () => {
    const before = await documentCount();
    for (const formId of ['no-such-form', 'landlord-application', 'application-decision']) {
      const response = await aino.json('POST', `${V1}/form/${formId}`, { anything: true });
      expect(response.status, formId).toBe(404);
      expect(await response.json()).toEqual({ code: '152015', message: t('fi', '152015') });
    }
    expect((await aino.json('POST', `${V1}/form/Not_A_Form`, {})).status).toBe(400);
    expect(await documentCount()).toBe(before);
  });

  it('keeps drafts of the form (its manifest says so), and sending one deletes it with the submission', async () => {
    const saved = await aino.json('POST', `${V1}/saved-state`, {
      type: 'TENANCY_END_NOTICE',
      data: { paymentCommitmentId: 'MS-2024-0001' },
    });
    expect(saved.status).toBe(200);
    const draft = (await saved.json()) as SavedState;
    const listed = await aino.get(`${V1}/saved-state?type=TENANCY_END_NOTICE`);
    expect(((await listed.json()) as SavedState[]).map((state) => state.id)).toContain(draft.id);

    // A type no form keeps drafts of is refused, naming the field.
    for (const type of ['NO_SUCH_FORM', 'ATTACHMENT']) {
      const refused = await aino.json('POST', `${V1}/saved-state`, { type, data: {} });
      expect(refused.status, type).toBe(400);
      expect(((await refused.json()) as FieldError[]).map((error) => error.path)).toEqual(['/type']);
    }
    expect((await aino.get(`${V1}/saved-state?type=NO_SUCH_FORM`)).status).toBe(400);

    // A realization draft is not this form's: 404, and nothing is stored.
    const realizationDraft = (await (
      await aino.json('POST', `${V1}/saved-state`, { type: 'REALIZATION_REQUEST', data: {} })
    ).json()) as SavedState;
    const before = await documentCount();
    const wrong = await aino.json(
      'POST',
      `${V1}/form/${FORM}?savedStateId=${realizationDraft.id}`,
      example('valid-one-tenant-in-order'),
    );
    expect(wrong.status).toBe(404);
    expect(await documentCount()).toBe(before);

    const sent = await aino.json(
      'POST',
      `${V1}/form/${FORM}?savedStateId=${draft.id}`,
      example('valid-one-tenant-in-order'),
    );
    expect(sent.status).toBe(200);
    expect(await documentCount()).toBe(before + 1);
    const after = (await (
      await aino.get(`${V1}/saved-state?type=TENANCY_END_NOTICE`)
    ).json()) as SavedState[];
    expect(after.map((state) => state.id)).not.toContain(draft.id);
  });

  it('checks a submission once per request, in every operation that takes a form (issue 42)', async () => {
    const checks: SubmissionCheck[] = [];
    const count = (message: unknown) => checks.push(message as SubmissionCheck);
    SUBMISSION_CHECKS.subscribe(count);
    try {
      const formOperations = allOperations.filter(
        (spec) => spec.body?.kind === 'form' || spec.body?.kind === 'manifestForm',
      );
      // Every form the SPEC's operations and the generic one take, each sent once as a valid example.
      expect(formOperations.length).toBeGreaterThanOrEqual(9);
      for (const spec of formOperations) {
        const formId = spec.body?.kind === 'form' ? spec.body.form : FORM;
        const values: Record<string, string> = {
          formId,
          hetuOrBusinessId: AINO.hetu,
          applicationId: randomUUID(),
          realizationId: randomUUID(),
        };
        const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
        const examples = join(import.meta.dirname, `../../schemas/forms/examples/${formId}`);
        const valid = readdirSync(examples).find((name) => name.startsWith('valid-'))!;
        const body = JSON.parse(readFileSync(join(examples, valid), 'utf8')) as Record<string, unknown>;
        if ('paymentCommitmentId' in body) body['paymentCommitmentId'] = AINOS_COMMITMENT;
        checks.length = 0;
        const response = await (spec.auth === 'intra' ? staff : aino).json(spec.method, path, body);
        // Sent, or refused after the check (a made-up application is 404): checked once either way.
        expect(response.status, spec.id).toBeLessThan(500);
        expect(
          checks.map((check) => check.formId),
          spec.id,
        ).toEqual([formId]);
      }
    } finally {
      SUBMISSION_CHECKS.unsubscribe(count);
    }
  });

  it('names the stored document in the receipt: its PDF is the documents page’s, the form as it was sent (issue 42)', async () => {
    const examples = (formId: string, name: string) =>
      JSON.parse(
        readFileSync(
          join(import.meta.dirname, `../../schemas/forms/examples/${formId}/${name}.json`),
          'utf8',
        ),
      ) as Record<string, unknown>;
    const realization = examples('realization-request', 'valid-minimal-unpaid-rent');
    const sent = [
      {
        caller: aino,
        formId: 'landlord-application',
        path: `${V1}/application`,
        body: examples('landlord-application', 'valid-minimal-person'),
        before: `${V1}/application/pdf`,
      },
      {
        caller: aino,
        formId: 'realization-request',
        path: `${V1}/rental-deposit-realization`,
        body: { ...realization, rentee: { ...(realization['rentee'] as object), id: AINOS_COMMITMENT } },
        before: `${V1}/rental-deposit-realization/pdf`,
      },
      {
        caller: sari,
        formId: 'payment-info-update',
        path: `${V1}/yhteiso/payment-info`,
        body: examples('payment-info-update', 'valid-full-organisation-foreign-account'),
        before: null,
      },
      {
        caller: aino,
        formId: FORM,
        path: `${V1}/form/${FORM}`,
        body: example('valid-two-tenants-with-defects'),
        before: `${V1}/form/${FORM}/pdf`,
      },
    ];
    const textOf = async (pdf: Buffer) => squeeze(bodyText((await readPdf(pdf, { structure: false })).pages));
    for (const { caller, formId, path, body, before } of sent) {
      const answer = await caller.json('POST', path, body);
      expect(answer.status, formId).toBeLessThan(300);
      const id = answer.headers.get('receipt-document');
      expect(id, formId).toMatch(/^[0-9a-f-]{36}$/);
      // The documents page lists that very document.
      const arrived = (await (
        await caller.json('POST', `${V1}/document/arrived-to-vuokravakuus`, { current: 1, size: 100 })
      ).json()) as DocumentsPage;
      expect(
        arrived.documents.map((document) => document.id),
        formId,
      ).toContain(id);

      for (const language of ['fi', 'sv'] as const) {
        const stored = await caller.get(`${V1}/document/download/${id}`, { 'accept-language': language });
        expect(stored.status, formId).toBe(200);
        const storedText = await textOf(Buffer.from(await stored.arrayBuffer()));
        // What the form looked like before it was sent: the pre-send PDF of the same data (or, for
        // a form without one, its summary rendered here), the same text but for the print date.
        const expected = before
          ? Buffer.from(
              await (
                await caller.json('POST', before, { ...body, currentLanguageCode: language })
              ).arrayBuffer(),
            )
          : await summaryPdfForForm(formId, { ...body, currentLanguageCode: language }, language);
        expect(storedText, `${formId} ${language}`).toBe(await textOf(expected));
        expect(storedText, formId).toContain(
          squeeze(t(language, String(loadForm(formId).form.uiSchema['ui:title']))),
        );
      }
    }
  });
});

describe('the one operation core of a submission (issue 42)', () => {
  it('refuses to register an operation that sends a form anywhere but in registerSubmissions', () => {
    const app = Fastify();
    for (const spec of [
      operations.submitApplication,
      operations.formSubmit,
      intraOperations.intraDecideApplication,
    ])
      expect(() => registerOperation(app, spec, async () => undefined as never), spec.id).toThrow(
        /sends a form: register it with registerSubmissions/,
      );
    // A pre-send PDF takes a form's data but sends nothing: registered as any operation.
    expect(() =>
      registerOperation(app, operations.applicationPdf, async () => ({
        fileName: 'x.pdf',
        data: Buffer.alloc(0),
      })),
    ).not.toThrow();
  });

  it('names a handler for every form a manifest sends, and refuses to start without it', () => {
    const handlers = Object.fromEntries(SUBMISSION_HANDLERS.map((name) => [name, async () => undefined]));
    const register = (given: Record<string, () => Promise<undefined>>) =>
      registerSubmissions(Fastify(), {
        db: {} as Database,
        forms: createFormRegistry({ drafts: false }),
        intra: { permitted: async () => true, begin: async () => async () => undefined },
        handlers: given,
      });
    expect(() => register(handlers)).not.toThrow();
    const { landlordApplication: _left, ...without } = handlers;
    expect(() => register(without)).toThrow(
      /landlord-application: no submission handler named "landlordApplication"/,
    );
  });
});
