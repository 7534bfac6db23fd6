/**
 * General documents over HTTP (SPEC §2 Send attachment, §3), on PGlite and (with DATABASE_URL)
 * PostgreSQL: the topic tree, an upload under a topic about a customer of the caller (and one
 * attached to the caller's own primary batch), the list of uploads with masked identity codes, and
 * the masked name of a customer. Another's customer or primary batch answers 404 like an unknown
 * one, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTopic, FieldErrorBody, UploadList, UploadRecord } from '../../api/contract.ts';
import { demoHetu, SEED_USERS } from '../../server/db/seed.ts';
import { maskHetu, maskName } from '../../server/api/ekulta.ts';
import { tinyJpeg, tinyPdf, tinyPng } from '../../server/files/testFiles.ts';
import { chosenTopic, TOPIC_TEXT_CODES, TOPICS } from '../../server/files/topics.ts';
import { BACKENDS, Client, useSeededServer } from '../../server/test-helpers.ts';
import { registers } from '../../texts/index.ts';
import { loginAs, rowCounts, upload, type UploadOptions } from './uploadClient.ts';

const TOPICS_PATH = '/api/api/v1/ekulta/topics';
const UPLOAD = '/api/api/v1/ekulta/attachment';
const LIST = '/api/api/v1/ekulta/attachments';
const CUSTOMER = (hetu: string) => `/api/api/v1/ekulta/customer/${hetu}`;

describe('the topic tree', () => {
  it('has Finnish and Swedish names for every topic', () => {
    const codes = TOPICS.flatMap((topic) => [
      topic.trCode,
      ...(topic.child ?? []).map((child) => child.trCode),
    ]);
    for (const code of codes) {
      expect(registers.fi[code], code).toBeTruthy();
      expect(registers.sv[code], code).toBeTruthy();
    }
  });

  it('takes a topic with its own sub-topics only', () => {
    expect(chosenTopic(['vuokravakuus'])?.id).toBe('vuokravakuus');
    expect(chosenTopic(['vuokravakuus', 'vuokrasopimus', 'tiliote'])?.id).toBe('vuokravakuus');
    expect(chosenTopic(['vuokravakuus', 'laskut'])).toBeNull();
    expect(chosenTopic(['vuokrasopimus'])).toBeNull();
    expect(chosenTopic(['maksutiedot', 'tilinumero'])?.id).toBe('maksutiedot');
    expect(chosenTopic(['maksutiedot', 'tilinumero', 'viitenumero'])).toBeNull();
    expect(chosenTopic([])).toBeNull();
  });

  it('masks names and identity codes', () => {
    expect(maskName('Matti Laine')).toBe('M*** L***');
    expect(maskName('Åsa  Öberg-Lind')).toBe('Å*** Ö***');
    expect(maskHetu('010180-123A')).toBe('010180-****');
    expect(maskHetu('010105A123A')).toBe('010105A****');
  });
});

interface Customer {
  henro: string;
  hetu: string;
  name: string;
}

describe.each(BACKENDS)('general documents over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let customer: Customer;
  let viaApplication: Customer;
  let owner: Client;
  let stranger: Client;

  beforeAll(async () => {
    // A private person's customer from a payment commitment, and one named only in an application.
    const commitment = await server.db.query<Customer>(
      `select henro, rentee_hetu as hetu, rentee_name as name from payment_commitments
        where business_id is null order by id limit 1`,
    );
    customer = commitment.rows[0]!;
    const application = await server.db.query<Customer>(
      `select a.henro, r->>'birthdayHenro' as hetu, concat_ws(' ', r->>'firstName', r->>'lastName') as name
         from applications a, jsonb_array_elements(a.body->'renteeInfo') r
        where a.business_id is null and a.henro = $1
          and not exists (select 1 from payment_commitments p where p.rentee_hetu = r->>'birthdayHenro')
        limit 1`,
      [customer.henro],
    );
    viaApplication = application.rows[0]!;
    owner = await loginAs(server.baseUrl, customer.henro);
    stranger = await loginAs(server.baseUrl, SEED_USERS.find((user) => user.henro !== customer.henro)!.henro);
  });

  const metadata = (fields: Record<string, unknown> = {}) => ({
    filename: 'tiliote.pdf',
    topicId: ['vuokravakuus', 'tiliote'],
    customerHetu: customer.hetu,
    isPrimaryDoc: true,
    ...fields,
  });
  const send = (options: UploadOptions, who: Client = owner) => upload(who, UPLOAD, options);
  const storesNothing = async (act: () => Promise<void>) => {
    const before = await rowCounts(server.db);
    await act();
    expect(await rowCounts(server.db)).toEqual(before);
  };
  const list = async (query: string, who: Client = owner): Promise<UploadList> => {
    const response = await who.request(`${LIST}?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as UploadList;
  };

  it('answers the topics and a topic’s sub-topics; 404 for an unknown topic', async () => {
    const topics = (await (await owner.request(TOPICS_PATH)).json()) as DocumentTopic[];
    expect(topics).toEqual(TOPICS);
    expect(topics.find((topic) => topic.id === 'vuokravakuus')).toMatchObject({
      trCode: TOPIC_TEXT_CODES.deposit,
      isApplication: true,
      childIsMultiselect: true,
    });
    const children = await owner.request(`${TOPICS_PATH}/application?topic=vuokravakuus`);
    expect(((await children.json()) as DocumentTopic[]).map((topic) => topic.id)).toContain('vuokrasopimus');
    const unknown = await owner.request(`${TOPICS_PATH}/application?topic=ei-ole`);
    expect(unknown.status).toBe(404);
    expect((await owner.request(`${TOPICS_PATH}/application`)).status).toBe(400);
  });

  it('stores a document about a customer, and one attached to it by its batch', async () => {
    const primaryBatch = randomUUID();
    const primary = await send({
      metadata: metadata({ benefitCode: 'VV' }),
      data: await tinyPdf(),
      headers: { 'x-batch-id': primaryBatch },
    });
    expect(primary.status).toBe(200);
    const record = (await primary.json()) as UploadRecord;
    expect(record).toMatchObject({
      filename: 'tiliote.pdf',
      topic: TOPIC_TEXT_CODES.deposit,
      subTopic: TOPIC_TEXT_CODES.bankStatement,
      benefit: 'VV',
      hetu: maskHetu(customer.hetu),
    });
    // The arrived document's reference is the receipt the upload answered with.
    const documents = await server.db.query<{ type: string; direction: string; reference: string }>(
      'select type, direction, reference from documents where file_id = $1',
      [record.id],
    );
    expect(record.reference).toMatch(/^VV-\d{7}$/);
    expect(documents.rows).toEqual([
      { type: 'ATTACHMENT', direction: 'ARRIVED', reference: record.reference },
    ]);

    const attached = await send({
      metadata: metadata({ filename: 'kuva.png', isPrimaryDoc: false, customerHetu: viaApplication.hetu }),
      data: tinyPng(),
      headers: { 'x-primary-batch-id': primaryBatch },
    });
    expect(attached.status).toBe(200);
    const stored = await server.db.query<{ primary_batch_id: string; is_primary: boolean }>(
      'select primary_batch_id::text as primary_batch_id, is_primary from general_uploads where file_id = $1',
      [((await attached.json()) as UploadRecord).id],
    );
    expect(stored.rows).toEqual([{ primary_batch_id: primaryBatch, is_primary: false }]);
    // The download is the caller's own file.
    const file = await owner.request(`/api/api/v1/attachment/${record.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses topics that do not belong together (400 on /topicId), storing nothing', async () => {
    await storesNothing(async () => {
      for (const topicId of [
        ['ei-ole'],
        ['vuokravakuus', 'laskut'],
        ['maksutiedot', 'tilinumero', 'viitenumero'],
      ]) {
        const response = await send({ metadata: metadata({ topicId }), data: await tinyPdf() });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual([
          {
            path: '/topicId',
            label: 'Aihe',
            message: 'Valitse aihe ja sen tarkenteet luettelosta.',
            code: '157031',
          },
        ]);
      }
      const mismatch = await send({ metadata: metadata({ filename: 'kuva.png' }), data: tinyJpeg() });
      expect(mismatch.status).toBe(415);
      const noBatch = await send({
        metadata: metadata(),
        data: await tinyPdf(),
        headers: { 'x-batch-id': null },
      });
      expect(((await noBatch.json()) as FieldErrorBody[])[0]).toMatchObject({ path: '/x-batch-id' });
    });
  });

  it('answers another’s customer or primary batch exactly like unknown ones (404)', async () => {
    const pdf = await tinyPdf();
    const ownBatch = randomUUID();
    expect(
      (await send({ metadata: metadata(), data: pdf, headers: { 'x-batch-id': ownBatch } })).status,
    ).toBe(200);
    await storesNothing(async () => {
      const theirCustomer = await send({ metadata: metadata(), data: pdf }, stranger);
      const unknownCustomer = await send(
        { metadata: metadata({ customerHetu: demoHetu(9999) }), data: pdf },
        stranger,
      );
      expect(theirCustomer.status).toBe(404);
      expect(await theirCustomer.json()).toEqual(await unknownCustomer.json());

      const theirBatch = await send(
        { metadata: metadata(), data: pdf, headers: { 'x-primary-batch-id': ownBatch } },
        stranger,
      );
      expect(theirBatch.status).toBe(404);
      const strangerCustomer = await server.db.query<{ hetu: string }>(
        'select rentee_hetu as hetu from payment_commitments where henro <> $1 and business_id is null limit 1',
        [customer.henro],
      );
      // The stranger's own customer, but the primary batch is not theirs.
      const strangers = await send(
        {
          metadata: metadata({ customerHetu: strangerCustomer.rows[0]!.hetu }),
          data: pdf,
          headers: { 'x-primary-batch-id': ownBatch },
        },
        stranger,
      );
      const randomBatch = await send(
        {
          metadata: metadata({ customerHetu: strangerCustomer.rows[0]!.hetu }),
          data: pdf,
          headers: { 'x-primary-batch-id': randomUUID() },
        },
        stranger,
      );
      expect(strangers.status).toBe(404);
      expect(await strangers.json()).toEqual(await randomBatch.json());
    });
  });

  it('lists 20 uploads a page, newest first, by customer, with totalPages', async () => {
    await server.db.query('delete from general_uploads');
    const pdf = await tinyPdf();
    const references: string[] = [];
    for (let index = 0; index < 22; index++) {
      const hetu = index % 2 === 0 ? customer.hetu : viaApplication.hetu;
      const filename = `liite-${String(index).padStart(2, '0')}.pdf`;
      const response = await send({ metadata: metadata({ filename, customerHetu: hetu }), data: pdf });
      expect(response.status).toBe(200);
      references.push(((await response.json()) as UploadRecord).reference);
    }
    const first = await list('page=1');
    expect(first.totalPages).toBe(2);
    expect(first.uploads).toHaveLength(20);
    expect(first.uploads[0]!.filename).toBe('liite-21.pdf');
    // Each listed upload carries the reference its upload answered with.
    expect(first.uploads.map((upload) => upload.reference)).toEqual(references.slice(2).reverse());
    expect((await list('page=2')).uploads.map((upload) => upload.filename)).toEqual([
      'liite-01.pdf',
      'liite-00.pdf',
    ]);
    const byName = await list('page=1&sortBy=filename&sortOrder=ASC');
    expect(byName.uploads[0]!.filename).toBe('liite-00.pdf');
    const ofOne = await list(`page=1&hetu=${customer.hetu}`);
    expect(ofOne.totalPages).toBe(1);
    expect(ofOne.uploads).toHaveLength(11);
    expect(new Set(ofOne.uploads.map((upload) => upload.hetu))).toEqual(new Set([maskHetu(customer.hetu)]));
    expect(await list('page=1', stranger)).toEqual({ uploads: [], totalPages: 0 });
    // A search for the owner's customer is the stranger's 404 (not theirs), never an empty page that
    // would tell the customer exists; a customer of one's own without uploads is an empty page.
    expect((await stranger.request(`${LIST}?page=1&hetu=${customer.hetu}`)).status).toBe(404);
    await server.db.query('delete from general_uploads');
    expect(await list(`page=1&hetu=${customer.hetu}`)).toEqual({ uploads: [], totalPages: 0 });
    expect((await owner.request(`${LIST}`)).status).toBe(400);
    expect((await owner.request(`${LIST}?page=1&hetu=123`)).status).toBe(400);
  });

  it('answers a customer’s masked name; 404 for anyone else', async () => {
    const response = await owner.request(CUSTOMER(customer.hetu));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: maskName(customer.name) });
    expect(
      ((await (await owner.request(CUSTOMER(viaApplication.hetu))).json()) as { name: string }).name,
    ).toBe(maskName(viaApplication.name));
    const theirs = await stranger.request(CUSTOMER(customer.hetu));
    const unknown = await stranger.request(CUSTOMER(demoHetu(9999)));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await unknown.json());
    expect((await owner.request(CUSTOMER('010180-1234'))).status).toBe(400);
  });
});
