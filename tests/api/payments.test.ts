/**
 * Payment information over HTTP (issue 6, SPEC §3 Payment list row), on PGlite and (with
 * DATABASE_URL) PostgreSQL: only while acting for an organisation (403 as oneself); the
 * organisation's payments for every representative of it and nobody else; filters, sorts and pages;
 * every matching payment in the PDF; a payment-info update stored as an arrived document, and a bad
 * one refused with 400 naming the field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsPage, PaymentList, PaymentListRequest, PaymentRow } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { PAYMENT_TEXT_CODES, paymentsSummary } from '../../server/api/paymentsSummary.ts';
import { SEED_USERS, demoData } from '../../server/db/seed.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { helsinkiDate, loginAs, type Caller } from './session.test-helpers.ts';

const AINO = SEED_USERS[0]!;
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const HENRIK = SEED_USERS.find((user) => user.henro === '900000006')!;
const ANNIKA = SEED_USERS.find((user) => user.henro === '900000008')!;
/** Represented by both Henrik and Annika; its commitment is Annika's. */
const SHARED = '3141593-8';
const SARIS_FIRST = '2345671-3';

const LIST = '/api/api/v1/yhteiso/payment-info/list';
const PDF = '/api/api/v1/yhteiso/payment-info/pdf';
const UPDATE = '/api/api/v1/yhteiso/payment-info';

const EXAMPLES = join(import.meta.dirname, '../../schemas/forms/examples/payment-info-update');
const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(EXAMPLES, `${name}.json`), 'utf8')) as Record<string, unknown>;

const demo = demoData();
const commitmentsOf = (businessId: string) =>
  demo.paymentCommitments.filter((commitment) => commitment.businessId === businessId);
const seededPayments = (businessId: string) =>
  demo.payments.filter((payment) =>
    commitmentsOf(businessId).some((commitment) => commitment.id === payment.paymentCommitmentId),
  ).length;

/** Extra payments for Sari's first organisation, so that it has several pages. */
const EXTRA = 45;

describe.each(BACKENDS)('payment information over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let sari: Caller;
  let total: number;
  const saris = commitmentsOf(SARIS_FIRST)[0]!;

  const list = async (who: Caller, request: Partial<PaymentListRequest> = {}): Promise<PaymentList> => {
    const response = await who.json('POST', LIST, { current: 1, size: 100, ...request });
    expect(response.status).toBe(200);
    return (await response.json()) as PaymentList;
  };
  const ids = (rows: PaymentRow[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    for (let i = 0; i < EXTRA; i++)
      await server.db.query(
        `insert into payments (payment_commitment_id, amount, payment_date)
         values ($1, $2, current_date - $3::int)`,
        [saris.id, (100 + ((i * 37) % 900) + 0.25).toFixed(2), 200 + i * 9],
      );
    total = seededPayments(SARIS_FIRST) + EXTRA;
    sari = await loginAs(server, SARI.henro, SARIS_FIRST);
  });

  it('is only for whoever acts for an organisation: 403 as oneself', async () => {
    for (const henro of [AINO.henro, SARI.henro]) {
      const person = await loginAs(server, henro);
      for (const [path, body] of [
        [LIST, { current: 1, size: 20 }],
        [PDF, { current: 1, size: 20 }],
        [UPDATE, example('valid-minimal-person')],
      ] as const) {
        const response = await person.json('POST', path, body);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual({
          code: PAYMENT_TEXT_CODES.organisationOnly,
          message: t('fi', PAYMENT_TEXT_CODES.organisationOnly),
        });
      }
    }
    expect(await server.db.query("select 1 from documents where type = 'PAYMENT_INFO_UPDATE'")).toMatchObject(
      {
        rows: [],
      },
    );
  });

  it('lists the organisation’s payments with their commitment’s details', async () => {
    const result = await list(sari);
    expect(result.totalItems).toBe(total);
    expect(result.totalPages).toBe(1);
    const created = await server.db.query<{ day: string }>(
      `select to_char(created at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as day
         from payment_commitments where id = $1`,
      [saris.id],
    );
    for (const row of result.payments)
      expect(row).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        renteeName: saris.renteeName,
        applicationCreated: created.rows[0]!.day,
        paymentCommitmentId: saris.id,
        renteeAddress: saris.address,
        amount: expect.any(Number),
        paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    expect(result.payments.some((row) => row.amount === 100.25)).toBe(true);
  });

  it('shows an organisation’s payments to each of its representatives, and to nobody else', async () => {
    const henrik = await list(await loginAs(server, HENRIK.henro, SHARED));
    const annika = await list(await loginAs(server, ANNIKA.henro, SHARED));
    expect(henrik.totalItems).toBe(seededPayments(SHARED));
    expect(henrik.totalItems).toBeGreaterThan(0);
    expect(ids(henrik.payments)).toEqual(ids(annika.payments));
    const others = await list(await loginAs(server, ANNIKA.henro, ANNIKA.organisations[0]!));
    const shared = new Set(ids(henrik.payments));
    expect(others.payments.some((row) => shared.has(row.id))).toBe(false);
    // Filtering by another organisation's commitment finds nothing, the same as an unknown one.
    expect(await list(sari, { filters: { paymentCommitmentId: commitmentsOf(SHARED)[0]!.id } })).toEqual({
      totalItems: 0,
      totalPages: 0,
      payments: [],
    });
  });

  it('pages with every matching payment counted and given once', async () => {
    const pages: PaymentList[] = [];
    for (let current = 1; current <= Math.ceil(total / 20); current++)
      pages.push(await list(sari, { current, size: 20 }));
    for (const one of pages) {
      expect(one.totalItems).toBe(total);
      expect(one.totalPages).toBe(Math.ceil(total / 20));
    }
    const all = pages.flatMap((one) => ids(one.payments));
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect((await list(sari, { current: 99, size: 50 })).payments).toEqual([]);
  });

  it('filters by payment date (inclusive) and by commitment', async () => {
    const all = (await list(sari)).payments;
    const from = helsinkiDate(300);
    const to = helsinkiDate(30);
    const within = await list(sari, { filters: { paymentDate: { from, to } } });
    const expected = all.filter((row) => row.paymentDate >= from && row.paymentDate <= to);
    expect(within.totalItems).toBe(expected.length);
    expect(within.totalItems).toBeGreaterThan(0);
    expect(within.totalItems).toBeLessThan(total);
    const day = all[3]!.paymentDate;
    const oneDay = await list(sari, { filters: { paymentDate: { from: day, to: day } } });
    expect(ids(oneDay.payments)).toContain(all[3]!.id);
    for (const row of oneDay.payments) expect(row.paymentDate).toBe(day);
    expect((await list(sari, { filters: { paymentCommitmentId: saris.id } })).totalItems).toBe(total);
  });

  it('sorts by payment date (newest first by default), amount and rentee name', async () => {
    const byDefault = await list(sari);
    const dates = byDefault.payments.map((row) => row.paymentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids((await list(sari, { sortBy: 'paymentDate', sortOrder: 'DESC' })).payments)).toEqual(
      ids(byDefault.payments),
    );
    expect(ids((await list(sari, { sortBy: 'paymentDate', sortOrder: 'ASC' })).payments)).toEqual(
      ids(byDefault.payments).reverse(),
    );
    const amounts = (await list(sari, { sortBy: 'amount', sortOrder: 'ASC' })).payments.map(
      (row) => row.amount,
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const henrik = await loginAs(server, HENRIK.henro, HENRIK.organisations[1]!);
    for (const sortOrder of ['ASC', 'DESC'] as const) {
      const names = (await list(henrik, { sortBy: 'renteeName', sortOrder })).payments.map(
        (row) => row.renteeName,
      );
      const sorted = [...names].sort();
      expect(names).toEqual(sortOrder === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('refuses a bad page request, naming the field', async () => {
    for (const [request, path] of [
      [{ current: 1, size: 25 }, '/size'],
      [{ current: 1, size: 20, sortBy: 'fileId' }, '/sortBy'],
      [{ current: 1, size: 20, filters: { paymentCommitmentId: '123' } }, '/filters/paymentCommitmentId'],
      [{ current: 1, size: 20, filters: { paymentDate: { from: '1.1.2026' } } }, '/filters/paymentDate/from'],
    ] as const) {
      const response = await sari.json('POST', LIST, request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      expect(((await response.json()) as FieldError[]).map((error) => error.path)).toContain(path);
    }
  });

  it('gives every matching payment, not one page, as a PDF in the caller’s language', async () => {
    const response = await sari.json('POST', PDF, { current: 2, size: 20 }, { 'accept-language': 'sv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="betalningsuppgifter\.pdf"/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const reading = await readPdf(bytes, { structure: false });
    const text = squeeze(bodyText(reading.pages));
    expect(text).toContain(squeeze(t('sv', PAYMENT_TEXT_CODES.title)));
    expect(text).toContain(squeeze(`${t('sv', PAYMENT_TEXT_CODES.count)}${total}`));
    // One row a payment: its date, then its amount in euros.
    expect(text.match(/\d{2}\.\d{2}\.\d{4}\d+,\d{2}€/g)).toHaveLength(total);

    const filtered = await sari.json('POST', PDF, {
      current: 1,
      size: 20,
      filters: { paymentDate: { from: helsinkiDate(10), to: helsinkiDate(5) } },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get('content-disposition')).toMatch(/filename="maksutiedot\.pdf"/);
  });

  it('stores a payment-info update as a document that arrived from the organisation', async () => {
    const body = example('valid-full-organisation-foreign-account');
    const response = await sari.json('POST', UPDATE, body);
    expect(response.status).toBe(204);
    const stored = await server.db.query<{
      henro: string;
      business_id: string;
      direction: string;
      payload: unknown;
    }>("select henro, business_id, direction, payload from documents where type = 'PAYMENT_INFO_UPDATE'");
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({
      henro: SARI.henro,
      business_id: SARIS_FIRST,
      direction: 'ARRIVED',
      payload: { form: body },
    });
    const arrived = await sari.json('POST', '/api/api/v1/document/arrived-to-vuokravakuus', {
      current: 1,
      size: 20,
      filters: { type: 'PAYMENT_INFO_UPDATE' },
    });
    const page = (await arrived.json()) as DocumentsPage;
    expect(page.documents).toHaveLength(1);
    expect(page.documents[0]).toMatchObject({
      renterName: 'Bostads Ab Strandgården',
      renterId: '1234567-1',
      renteeName: 'Erik Åström',
      renteeId: '240386-9325',
      rentees: ['Erik Åström'],
      address: 'Strandgatan 12 B 4, 65100 Vasa',
      isNew: false,
    });
  });

  it('refuses every invalid update with 400 naming the field, and stores nothing', async () => {
    const before = await server.db.query('select id from documents');
    const expectedPaths: Record<string, string> = {
      'invalid-bad-hetu': '/renteeInfo/birthdayHenro',
      'invalid-missing-rentee': '/renteeInfo/firstName',
      'invalid-unknown-field': '/renteeInfo/phone',
    };
    const names = readdirSync(EXAMPLES)
      .filter((file) => file.startsWith('invalid-'))
      .map((file) => file.replace(/\.json$/, ''));
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) {
      const response = await sari.json('POST', UPDATE, example(name), { 'accept-language': 'sv' });
      expect(response.status, name).toBe(400);
      const errors = (await response.json()) as FieldError[];
      expect(errors.length, name).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.path, name).toMatch(/^\/\w/);
        expect(error.message, name).not.toMatch(/puuttuu|saknas/);
      }
      if (expectedPaths[name])
        expect(
          errors.map((error) => error.path),
          name,
        ).toContain(expectedPaths[name]);
    }
    expect((await server.db.query('select id from documents')).rows).toHaveLength(before.rows.length);
  });
});

describe('the payments PDF model', () => {
  const row: PaymentRow = {
    id: '1',
    renteeName: 'Matti Laine',
    applicationCreated: '2026-01-05',
    paymentCommitmentId: '31000000',
    renteeAddress: 'Hämeenkatu 14 B 22, 33100 Tampere',
    amount: 1450.5,
    paymentDate: '2026-02-01',
  };
  const request: PaymentListRequest = { current: 1, size: 20 };

  it('has one row a payment, in the list’s order, after the filters', () => {
    const model = paymentsSummary('Oy (2345671-3)', request, [row, { ...row, id: '2' }], 2, 'fi');
    expect(model.title).toBe(t('fi', PAYMENT_TEXT_CODES.title));
    expect(model.segments.map((segment) => segment.subtitle)).toEqual([
      t('fi', PAYMENT_TEXT_CODES.filters),
      t('fi', PAYMENT_TEXT_CODES.payments),
    ]);
    expect(model.segments[1]!.values[0]).toEqual({
      key: '01.02.2026',
      value: `1\u00a0450,50\u00a0€ · Matti Laine (31000000) · Hämeenkatu 14 B 22, 33100 Tampere · ${t('fi', PAYMENT_TEXT_CODES.applicationCreated)} 05.01.2026`,
      path: '/payments/0',
    });
  });

  it('says when there is nothing, and when the list was cut', () => {
    expect(paymentsSummary('Oy', request, [], 0, 'sv').segments.map((segment) => segment.subtitle)).toEqual([
      t('sv', PAYMENT_TEXT_CODES.filters),
      t('sv', PAYMENT_TEXT_CODES.none),
    ]);
    expect(paymentsSummary('Oy', request, [row], 7000, 'fi').segments[1]!.subtitle).toBe(
      t('fi', PAYMENT_TEXT_CODES.cut, { count: '1' }),
    );
  });
});
