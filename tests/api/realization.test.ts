/**
 * The rental-deposit realization over HTTP (issue 5), on PGlite and (with DATABASE_URL)
 * PostgreSQL: the audit row of opening it, the caller's payment commitments (another's is 404),
 * submitting a request (stored, an arrived document, its draft removed, all in one transaction;
 * another's draft or commitment refused with nothing stored), field errors, and the PDF.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FieldError } from '../../engine/core/types.ts';
import { SEED_USERS, demoData } from '../../server/db/seed.ts';
import { readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, Client, useSeededServer } from '../../server/test-helpers.ts';
import { t, type Language } from '../../texts/index.ts';

const EXAMPLES = new URL('../../schemas/forms/examples/realization-request/', import.meta.url);
const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${name}.json`, EXAMPLES), 'utf8')) as Record<string, unknown>;

const AINO = SEED_USERS[0]!; // private person; seed commitment 31000000
const MIKKO = SEED_USERS[1]!; // private person; seed commitments 31104729, 31112648
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const AINOS_COMMITMENT = '31000000';
const MIKKOS_COMMITMENT = '31104729';
const SARIS_COMMITMENT = '31418916'; // Sari acting for 2345671-3
const SARIS_ORGANISATION = '2345671-3';

const VALID = [
  'valid-minimal-unpaid-rent',
  'valid-damage-only-message-to-payee',
  'valid-full-all-costs-overseas-renter',
];

/** A valid example filed against `commitmentId`. */
function request(name: string, commitmentId = AINOS_COMMITMENT): Record<string, unknown> {
  const body = example(name);
  return { ...body, rentee: { ...(body['rentee'] as Record<string, unknown>), id: commitmentId } };
}

describe.each(BACKENDS)('the realization over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let aino: Client;

  const login = async (henro: string): Promise<Client> => {
    const who = new Client(server.baseUrl);
    expect((await who.login(henro)).status).toBe(200);
    return who;
  };
  const post = (who: Client, path: string, body: unknown, headers: Record<string, string> = {}) =>
    who.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': who.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const createDraft = async (who: Client): Promise<string> => {
    const response = await post(who, '/api/api/v1/saved-state', {
      type: 'REALIZATION_REQUEST',
      data: { rentee: { id: AINOS_COMMITMENT } },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number(
      (await server.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]?.n,
    );
  const totals = async () => ({
    requests: await count('realization_requests'),
    documents: await count('documents'),
    drafts: await count('saved_states'),
  });
  const submit = (who: Client, body: unknown, savedStateId?: string, headers: Record<string, string> = {}) =>
    post(
      who,
      `/api/api/v1/rental-deposit-realization${savedStateId ? `?savedStateId=${savedStateId}` : ''}`,
      body,
      headers,
    );

  beforeEach(async () => {
    aino = await login(AINO.henro);
  });

  describe('opening the realization', () => {
    it('writes one audit row with who and for whom, and answers true', async () => {
      const sari = await login(SARI.henro);
      const choose = await post(sari, '/api/user/update-on-behalf-information', {
        company: null,
        business_id: SARIS_ORGANISATION,
      });
      expect(choose.status).toBe(204);
      const before = await count('audit_log');
      const response = await sari.request('/api/api/navigate-to-rental-deposit-realization');
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(true);
      expect(await count('audit_log')).toBe(before + 1);
      const { rows } = await server.db.query<{ henro: string; business_id: string | null; action: string }>(
        'select henro, business_id, action from audit_log order by id desc limit 1',
      );
      expect(rows[0]).toEqual({
        henro: SARI.henro,
        business_id: SARIS_ORGANISATION,
        action: 'OPEN_REALIZATION',
      });
    });

    it('answers 401 without a session and writes nothing', async () => {
      const before = await count('audit_log');
      const response = await new Client(server.baseUrl).request(
        '/api/api/navigate-to-rental-deposit-realization',
      );
      expect(response.status).toBe(401);
      expect(await count('audit_log')).toBe(before);
    });
  });

  describe('payment commitments', () => {
    it("answers the caller's own", async () => {
      const response = await aino.request(`/api/api/v1/payment-commitment/${AINOS_COMMITMENT}`);
      expect(response.status).toBe(200);
      const { rows } = await server.db.query<Record<string, string>>(
        `select rentee_name, rentee_hetu, address, amount::text as amount,
                to_char(start_date, 'YYYY-MM-DD') as start_date
           from payment_commitments where id = $1`,
        [AINOS_COMMITMENT],
      );
      const row = rows[0]!;
      expect(await response.json()).toEqual({
        id: AINOS_COMMITMENT,
        renteeName: row['rentee_name'],
        customerHenro: row['rentee_hetu'],
        address: row['address'],
        amount: Number(row['amount']),
        startDate: row['start_date'],
      });
    });

    it("answers 404 for another's, the same as for one that does not exist", async () => {
      const others = await aino.request(`/api/api/v1/payment-commitment/${MIKKOS_COMMITMENT}`, {
        headers: { 'accept-language': 'sv' },
      });
      const missing = await aino.request('/api/api/v1/payment-commitment/99999999', {
        headers: { 'accept-language': 'sv' },
      });
      expect(others.status).toBe(404);
      expect(missing.status).toBe(404);
      const body = await others.json();
      expect(body).toEqual({ code: '156003', message: t('sv', '156003') });
      expect(await missing.json()).toEqual(body);
    });

    it("answers 404 for an organisation's commitment when its representative acts as themself", async () => {
      const sari = await login(SARI.henro);
      const own = async () =>
        (await sari.request(`/api/api/v1/payment-commitment/${SARIS_COMMITMENT}`)).status;
      await post(sari, '/api/user/update-on-behalf-information', { company: null, business_id: null });
      expect(await own()).toBe(404);
      await post(sari, '/api/user/update-on-behalf-information', {
        company: null,
        business_id: SARIS_ORGANISATION,
      });
      expect(await own()).toBe(200);
    });

    it('answers 400 for an id that is not eight digits', async () => {
      const response = await aino.request('/api/api/v1/payment-commitment/abc');
      expect(response.status).toBe(400);
      expect(((await response.json()) as FieldError[])[0]).toMatchObject({ path: '/id' });
    });
  });

  describe('submitting', () => {
    it.each(VALID)('stores %s with an arrived document', async (name) => {
      const before = await totals();
      const response = await submit(aino, request(name));
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      expect(await totals()).toEqual({
        ...before,
        requests: before.requests + 1,
        documents: before.documents + 1,
      });
      const stored = await server.db.query<{
        henro: string;
        business_id: string | null;
        payment_commitment_id: string;
        body: Record<string, unknown>;
      }>('select henro, business_id, payment_commitment_id, body from realization_requests where id = $1', [
        id,
      ]);
      expect(stored.rows[0]).toMatchObject({
        henro: AINO.henro,
        business_id: null,
        payment_commitment_id: AINOS_COMMITMENT,
        body: { rentee: { id: AINOS_COMMITMENT } },
      });
      const documents = await server.db.query<{ type: string; direction: string; henro: string }>(
        `select type, direction, henro from documents where payload->>'realizationRequestId' = $1`,
        [id],
      );
      expect(documents.rows).toEqual([{ type: 'PAYMENT_REQUEST', direction: 'ARRIVED', henro: AINO.henro }]);
    });

    it('removes its draft in the same transaction', async () => {
      const draft = await createDraft(aino);
      const before = await totals();
      const response = await submit(aino, request(VALID[0]!), draft);
      expect(response.status).toBe(200);
      expect(await totals()).toEqual({
        requests: before.requests + 1,
        documents: before.documents + 1,
        drafts: before.drafts - 1,
      });
      expect(await count('saved_states where id = $1', [draft])).toBe(0);
    });

    it("refuses another user's draft with 404 and stores nothing", async () => {
      const mikko = await login(MIKKO.henro);
      const mikkosDraft = await createDraft(mikko);
      const before = await totals();
      const response = await submit(aino, request(VALID[0]!), mikkosDraft);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: '156001' });
      expect(await totals()).toEqual(before);
      expect(await count('saved_states where id = $1', [mikkosDraft])).toBe(1);
    });

    it.each(['fi', 'sv'] as const)(
      "refuses another's commitment with 400 on /rentee/id (%s) and stores nothing",
      async (language) => {
        const draft = await createDraft(aino);
        const before = await totals();
        for (const commitmentId of [MIKKOS_COMMITMENT, '99999999', 'A-1']) {
          const response = await submit(aino, request(VALID[0]!, commitmentId), draft, {
            'accept-language': language,
          });
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual([
            {
              path: '/rentee/id',
              label: t(language, '210011'),
              message: t(language, '156004'),
              code: '156004',
            },
          ]);
        }
        expect(await totals()).toEqual(before);
      },
    );

    const BAD: readonly [string, string][] = [
      ['invalid-bad-hetu', '/rentee/customerHenro'],
      ['invalid-missing-rent-amount', '/unpaidExpenses/unpaidRentAmount'],
      ['invalid-end-before-start', '/rentee/endDate'],
      ['invalid-unknown-field', ''],
    ];
    it.each(BAD)('refuses %s with 400 per field and stores nothing', async (name, path) => {
      const before = await totals();
      const response = await submit(aino, example(name), undefined, { 'accept-language': 'sv' });
      expect(response.status).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.label).not.toBe('');
        expect(error.message).not.toBe('');
      }
      if (path)
        expect(
          errors.map((error) => error.path),
          JSON.stringify(errors),
        ).toContain(path);
      expect(await totals()).toEqual(before);
    });

    it('refuses a submission without the XSRF header (403) and stores nothing', async () => {
      const before = await totals();
      const response = await submit(aino, request(VALID[0]!), undefined, { 'x-xsrf-token': '' });
      expect(response.status).toBe(403);
      expect(await totals()).toEqual(before);
    });
  });

  describe("the front page's data", () => {
    it('lists the payment commitment of a decided application, null for the others', async () => {
      const response = await aino.request('/api/api/v1/application-statuses');
      expect(response.status).toBe(200);
      const items = (await response.json()) as { currentStep: string; paymentCommitmentId: string | null }[];
      expect(items.length).toBeGreaterThan(0);
      const expected = demoData()
        .applications.filter(
          (application) => application.henro === AINO.henro && application.businessId === null,
        )
        .map((application) => application.paymentCommitmentId)
        .sort();
      expect(items.map((item) => item.paymentCommitmentId).sort()).toEqual(expected);
      expect(expected).toContain(AINOS_COMMITMENT);
      for (const item of items)
        expect(item.paymentCommitmentId).toBe(item.currentStep === 'DONE' ? AINOS_COMMITMENT : null);
    });

    it("gives the user's paperless choice: null until chosen, then the choice", async () => {
      const permission = async () =>
        ((await (await aino.request('/api/user')).json()) as { paperlessOption: { permission: unknown } })
          .paperlessOption.permission;
      // Requests sent above with a paperless box ticked chose (issue 31); start from no choice.
      await server.db.query(
        'update users set paperless_email = false, paperless_phone = false, paperless_permission = null where henro = $1',
        [AINO.henro],
      );
      expect(await permission()).toBeNull();
      await server.db.query('update users set paperless_permission = true where henro = $1', [AINO.henro]);
      try {
        expect(await permission()).toBe(true);
      } finally {
        await server.db.query('update users set paperless_permission = null where henro = $1', [AINO.henro]);
      }
    });
  });

  describe('the PDF', () => {
    it.each(['fi', 'sv'] as Language[])('is a PDF of the request in %s', async (language) => {
      const response = await post(aino, '/api/api/v1/rental-deposit-realization/pdf', {
        ...request(VALID[0]!),
        currentLanguageCode: language,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(
        language === 'sv'
          ? 'begaran-om-realisering-av-hyresgaranti.pdf'
          : 'vuokravakuuden-realisointipyynto.pdf',
      );
      const data = Buffer.from(await response.arrayBuffer());
      expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const raw = data.toString('latin1');
      expect(raw).toContain('/MarkInfo');
      expect(raw).toContain('/StructTreeRoot');
      const all = squeeze((await readPdf(data)).pages.map((page) => page.text).join(' '));
      // The renter's name, and the commitment number under its label in the body's language.
      expect(all).toContain(squeeze('Pekka Vuokranantaja'));
      expect(all).toContain(squeeze(t(language, '210011')));
      expect(all).toContain(AINOS_COMMITMENT);
    });

    it('refuses an invalid body with 400', async () => {
      const response = await post(
        aino,
        '/api/api/v1/rental-deposit-realization/pdf',
        example('invalid-bad-hetu'),
      );
      expect(response.status).toBe(400);
    });
  });
});
