/**
 * The documents lists and the download over HTTP (issue 6, SPEC §3 Document, Page request), on
 * PGlite and (with DATABASE_URL) PostgreSQL: paging with every matching document counted, each
 * filter, both sorts in both orders (DESC by default), the payload's fields, isNew cleared by the
 * first download, a PDF rendered from the record or the stored file sent as it is, and nobody's
 * document but one's own (another's id is 404 exactly like an unknown one).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  type DocumentPageRequest,
  type DocumentsPage,
  type DocumentType,
} from '../../api/contract.ts';
import { documentTypeTextCode } from '../../api/documentTexts.ts';
import {
  DOCUMENT_HISTORY_OLDER,
  DOCUMENT_HISTORY_RECENT,
  SEED_USERS,
  demoData,
} from '../../server/db/seed.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { documentsPage, foldDocumentCounts } from '../../server/api/documents.ts';
import { helsinkiDayOf, helsinkiDayRange, helsinkiDayStart } from '../../server/dates.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t, type Language } from '../../texts/index.ts';
import { dayNumberToIso, isoToDayNumber } from '../../validators/date.ts';
import { MISSING_ID, helsinkiDate, loginAs, type Caller } from './session.test-helpers.ts';

/** The Finnish file names of the rendered documents: their types' names in plain letters. */
const FINNISH_FILE_NAMES: Record<string, string> = {
  RENTALDEPOSIT_APPLICATION_DECISION: 'vuokravakuushakemuksen-paatos',
  RENTALDEPOSIT_APPLICATION: 'vuokravakuushakemus',
  ANNOUNCE_LANDLORD_RENTEE_INFORMATION: 'vuokranantajan-ja-vuokralaisen-tietojen-ilmoitus',
  PAYMENT_INFO_UPDATE: 'maksutietojen-muutos',
  PAYMENT_REQUEST: 'maksuvaatimus',
  PAYMENT_RETURN_REQUEST: 'maksun-palautuspyynto',
  ATTACHMENT: 'liite',
  ADDITIONAL_INFORMATION_REQUEST: 'lisaselvityspyynto',
};

const AINO = SEED_USERS[0]!; // a private person with many documents
const MIKKO = SEED_USERS[1]!;
const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const SARIS_FIRST = '2345671-3';

const SENT = '/api/api/v1/document/sent-by-vuokravakuus';
const ARRIVED = '/api/api/v1/document/arrived-to-vuokravakuus';
const DOWNLOAD = '/api/api/v1/document/download/';

const demo = demoData();
const demoDocuments = (henro: string, businessId: string | null, direction: 'SENT' | 'ARRIVED') =>
  demo.applications
    .filter((application) => application.henro === henro && application.businessId === businessId)
    .flatMap((application) => application.documents)
    .filter((document) => document.direction === direction);
const AINOS_SENT = demoDocuments(AINO.henro, null, 'SENT');

describe.each(BACKENDS)('documents over HTTP on %s', (kind) => {
  const server = useSeededServer(kind);
  let aino: Caller;

  const page = async (
    who: Caller,
    request: Partial<DocumentPageRequest> = {},
    path = SENT,
    language: Language = 'fi',
  ): Promise<DocumentsPage> => {
    const response = await who.json(
      'POST',
      path,
      { current: 1, size: 100, ...request },
      {
        'accept-language': language,
      },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentsPage;
  };
  /** Every page of size 20, in order. */
  const allPages = async (who: Caller, request: Partial<DocumentPageRequest> = {}) => {
    const first = await page(who, { ...request, size: 20 });
    const pages = [first];
    for (let current = 2; current <= Math.ceil(first.totalItems / 20); current++)
      pages.push(await page(who, { ...request, size: 20, current }));
    return pages;
  };

  beforeAll(async () => {
    aino = await loginAs(server, AINO.henro);
  });

  describe('paging', () => {
    it('counts every matching document and gives each once over the pages of 20', async () => {
      const pages = await allPages(aino);
      expect(pages[0]!.totalItems).toBe(AINOS_SENT.length);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const [index, one] of pages.entries()) {
        expect(one.totalItems).toBe(AINOS_SENT.length);
        expect(one.documents.length).toBe(index < pages.length - 1 ? 20 : AINOS_SENT.length - 20 * index);
      }
      const ids = pages.flatMap((one) => one.documents.map((document) => document.id));
      expect(new Set(ids).size).toBe(AINOS_SENT.length);
    });

    it('answers a page after the last one empty, with the total still counted', async () => {
      const beyond = await page(aino, { current: 99, size: 50 });
      expect(beyond).toEqual({ totalItems: AINOS_SENT.length, documents: [] });
    });

    it('gives pages of 50 and 100', async () => {
      expect((await page(aino, { size: 50 })).documents).toHaveLength(50);
      expect((await page(aino, { size: 100 })).documents).toHaveLength(AINOS_SENT.length);
    });

    it('refuses a page size other than 20, 50 or 100 and a page below 1, naming the field', async () => {
      for (const [request, path] of [
        [{ current: 1, size: 30 }, '/size'],
        [{ current: 0, size: 20 }, '/current'],
        [{ current: 1, size: 20, sortBy: 'renterName' }, '/sortBy'],
        [{ current: 1, size: 20, filters: { status: ['MAYBE'] } }, '/filters/status/0'],
        [{ current: 1, size: 20, filters: { created: { from: '2026-13-01' } } }, '/filters/created/from'],
        // ajv-formats' date takes the year 0000; ours does not, as PostgreSQL has no such year.
        [{ current: 1, size: 20, filters: { created: { to: '0000-01-01' } } }, '/filters/created/to'],
      ] as const) {
        const response = await aino.json('POST', SENT, request);
        expect(response.status, JSON.stringify(request)).toBe(400);
        const errors = (await response.json()) as { path: string }[];
        expect(errors.map((error) => error.path)).toContain(path);
      }
    });

    it('refuses an unknown product in the path', async () => {
      const response = await aino.json('POST', '/api/api/v1/document/sent-by-ekevi', {
        current: 1,
        size: 20,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { path: string }[])[0]!.path).toBe('/product');
    });
  });

  describe('filters', () => {
    it('keeps the documents created within the inclusive date range (Helsinki days)', async () => {
      // Recent documents are at most 182 days old, the older ones at least 200: 190 splits them.
      const recent = await page(aino, {
        filters: { created: { from: helsinkiDate(190), to: helsinkiDate() } },
      });
      expect(recent.totalItems).toBe(AINOS_SENT.length - DOCUMENT_HISTORY_OLDER);
      expect(recent.totalItems).toBeGreaterThan(DOCUMENT_HISTORY_RECENT);
      const older = await page(aino, { filters: { created: { to: helsinkiDate(190) } } });
      expect(older.totalItems).toBe(DOCUMENT_HISTORY_OLDER);
      for (const document of older.documents) expect(document.created <= helsinkiDate(190)).toBe(true);

      const day = recent.documents[7]!.created;
      const oneDay = await page(aino, { filters: { created: { from: day, to: day } } });
      expect(oneDay.documents.map((document) => document.id)).toContain(recent.documents[7]!.id);
      for (const document of oneDay.documents) expect(document.created).toBe(day);
      expect(oneDay.totalItems).toBe(recent.documents.filter((document) => document.created === day).length);
    });

    it('keeps one type', async () => {
      for (const type of ['PAYMENT_REQUEST', 'PAYMENT_RETURN_REQUEST', 'ATTACHMENT'] as const) {
        const result = await page(aino, { filters: { type } });
        expect(result.totalItems, type).toBe(AINOS_SENT.filter((document) => document.type === type).length);
        for (const document of result.documents) expect(document.type).toBe(type);
      }
    });

    it('keeps the listed statuses; an empty list keeps all', async () => {
      const rejected = await page(aino, { filters: { status: ['REJECTED'] } });
      expect(rejected.totalItems).toBe(
        AINOS_SENT.filter((document) => document.status === 'REJECTED').length,
      );
      expect(rejected.totalItems).toBeGreaterThan(0);
      for (const document of rejected.documents) expect(document.status).toBe('REJECTED');
      const decided = await page(aino, { filters: { status: ['ACCEPTED', 'REJECTED'] } });
      expect(decided.totalItems).toBe(AINOS_SENT.filter((document) => document.status !== null).length);
      expect((await page(aino, { filters: { status: [] } })).totalItems).toBe(AINOS_SENT.length);
    });

    it('combines the filters', async () => {
      const result = await page(aino, {
        filters: {
          type: 'RENTALDEPOSIT_APPLICATION_DECISION',
          status: ['ACCEPTED'],
          created: { from: helsinkiDate(190) },
        },
      });
      expect(result.totalItems).toBe(
        AINOS_SENT.filter(
          (document) =>
            document.type === 'RENTALDEPOSIT_APPLICATION_DECISION' &&
            document.status === 'ACCEPTED' &&
            document.daysAgo <= 182,
        ).length,
      );
    });
  });

  describe('Helsinki days around the changes of daylight saving time (server/dates.ts)', () => {
    // 2025: 30.3. has 23 hours (03:00 EET → 04:00 EEST), 26.10. has 25 (04:00 EEST → 03:00 EET).
    const MOMENTS: Record<string, string> = {
      '2025-03-29T21:59:59.999Z': '2025-03-29', // 23:59:59.999 EET
      '2025-03-29T22:00:00.000Z': '2025-03-30', // 00:00 EET
      '2025-03-30T20:59:59.999Z': '2025-03-30', // 23:59:59.999 EEST
      '2025-03-30T21:00:00.000Z': '2025-03-31', // 00:00 EEST
      '2025-10-25T20:59:59.999Z': '2025-10-25', // 23:59:59.999 EEST
      '2025-10-25T21:00:00.000Z': '2025-10-26', // 00:00 EEST
      '2025-10-26T21:59:59.999Z': '2025-10-26', // 23:59:59.999 EET
      '2025-10-26T22:00:00.000Z': '2025-10-27', // 00:00 EET
    };

    it('keeps a day’s documents from its first to its last moment, and shows each on its day', async () => {
      const { rows } = await server.db.query<{ id: string; created: Date | string }>(
        `insert into documents (henro, business_id, type, direction, status, payload, created)
         select $1, null, 'ATTACHMENT', 'SENT', null, '{}'::jsonb, moment
           from unnest($2::timestamptz[]) as moment
         returning id::text as id, created`,
        [AINO.henro, Object.keys(MOMENTS)],
      );
      const dayOf = new Map(rows.map((row) => [row.id, MOMENTS[new Date(row.created).toISOString()]!]));
      try {
        for (const day of new Set(Object.values(MOMENTS))) {
          const result = await page(aino, { filters: { created: { from: day, to: day } } });
          const ours = result.documents.filter((document) => dayOf.has(document.id));
          expect(
            ours.map((document) => dayOf.get(document.id)),
            day,
          ).toEqual(ours.map(() => day));
          expect(ours.length, day).toBe([...dayOf.values()].filter((one) => one === day).length);
          for (const document of result.documents) expect(document.created, day).toBe(day);
        }
        const weekend = await page(aino, { filters: { created: { from: '2025-10-26', to: '2025-10-26' } } });
        expect(weekend.documents.filter((document) => dayOf.has(document.id))).toHaveLength(2);
      } finally {
        await server.db.query('delete from documents where id = any($1::uuid[])', [[...dayOf.keys()]]);
      }
    });

    it('bounds days where PostgreSQL did (the SQL this replaced) on random days of 1900–2200', async () => {
      const days = [
        ...new Set(Object.values(MOMENTS)),
        ...fc.sample(
          fc
            .integer({ min: isoToDayNumber('1900-01-01'), max: isoToDayNumber('2200-12-31') })
            .map(dayNumberToIso),
          300,
        ),
      ];
      const { rows } = await server.db.query<{
        day: string;
        day_start: Date | string;
        day_end: Date | string;
      }>(
        `select day, (day::date)::timestamp at time zone 'Europe/Helsinki' as day_start,
                (day::date + 1)::timestamp at time zone 'Europe/Helsinki' as day_end
           from unnest($1::text[]) as day`,
        [days],
      );
      expect(rows).toHaveLength(days.length);
      for (const row of rows)
        expect(helsinkiDayRange(row.day, row.day), row.day).toEqual({
          start: new Date(row.day_start).toISOString(),
          end: new Date(row.day_end).toISOString(),
        });
    });
  });

  describe('sorting', () => {
    const createdOf = (result: DocumentsPage) => result.documents.map((document) => document.created);

    it('sorts by created, newest first by default and when DESC, oldest first when ASC', async () => {
      const byDefault = await page(aino);
      const descending = await page(aino, { sortBy: 'created', sortOrder: 'DESC' });
      const ascending = await page(aino, { sortBy: 'created', sortOrder: 'ASC' });
      expect(createdOf(byDefault)).toEqual([...createdOf(byDefault)].sort().reverse());
      expect(byDefault.documents.map((document) => document.id)).toEqual(
        descending.documents.map((document) => document.id),
      );
      expect(ascending.documents.map((document) => document.id)).toEqual(
        descending.documents.map((document) => document.id).reverse(),
      );
    });

    it('sorts by the type’s name in the caller’s language', async () => {
      for (const language of ['fi', 'sv'] as const) {
        const names = (await page(aino, { sortBy: 'type', sortOrder: 'ASC' }, SENT, language)).documents.map(
          (document) => t(language, documentTypeTextCode(document.type)),
        );
        const collator = new Intl.Collator(language);
        expect(names).toEqual([...names].sort(collator.compare));
        const descending = (
          await page(aino, { sortBy: 'type', sortOrder: 'DESC' }, SENT, language)
        ).documents.map((document) => t(language, documentTypeTextCode(document.type)));
        expect(descending).toEqual([...names].sort(collator.compare).reverse());
      }
    });

    it('keeps pages apart when many documents share the sort key', async () => {
      const pages = await allPages(aino, { sortBy: 'type', sortOrder: 'ASC' });
      const ids = pages.flatMap((one) => one.documents.map((document) => document.id));
      expect(new Set(ids).size).toBe(AINOS_SENT.length);
    });
  });

  describe('the documents themselves', () => {
    it('carries the payload’s fields; documents that arrived from the user are never new', async () => {
      const sent = await page(aino);
      const decision = sent.documents.find(
        (document) => document.type === 'RENTALDEPOSIT_APPLICATION_DECISION',
      )!;
      expect(decision).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        renterName: 'Aino Virtanen',
        renterId: AINO.hetu,
        address: expect.stringMatching(/, \d{5} /),
        renteeName: expect.any(String),
        renteeId: expect.any(String),
        documents: [],
      });
      expect(decision.rentees.length).toBeGreaterThan(0);
      expect(decision.status).toMatch(/^(ACCEPTED|REJECTED)$/);
      expect(sent.documents.some((document) => document.isNew)).toBe(true);
      expect(sent.documents.some((document) => !document.isNew)).toBe(true);

      const arrived = await page(aino, {}, ARRIVED);
      expect(arrived.totalItems).toBe(demoDocuments(AINO.henro, null, 'ARRIVED').length);
      for (const document of arrived.documents) {
        expect(document.type).toBe('ANNOUNCE_LANDLORD_RENTEE_INFORMATION');
        expect(document.isNew).toBe(false);
      }
    });

    it('lists only the documents of whom the caller acts for', async () => {
      const asHerself = await loginAs(server, SARI.henro);
      const forFirst = await loginAs(server, SARI.henro, SARIS_FIRST);
      const own = await page(asHerself);
      const organisations = await page(forFirst);
      expect(own.totalItems).toBe(demoDocuments(SARI.henro, null, 'SENT').length);
      expect(organisations.totalItems).toBe(demoDocuments(SARI.henro, SARIS_FIRST, 'SENT').length);
      const ownIds = new Set(own.documents.map((document) => document.id));
      expect(organisations.documents.some((document) => ownIds.has(document.id))).toBe(false);
    });
  });

  describe('download', () => {
    it('renders a PDF of a document and marks a new one opened, for its owner only', async () => {
      const mikko = await loginAs(server, MIKKO.henro);
      const fresh = (await page(aino)).documents.find((document) => document.isNew)!;

      const notMikkos = await mikko.get(DOWNLOAD + fresh.id);
      const unknown = await mikko.get(DOWNLOAD + MISSING_ID);
      expect(notMikkos.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await notMikkos.json()).toEqual(await unknown.json());
      // Mikko's try did not open it.
      expect((await page(aino)).documents.find((document) => document.id === fresh.id)!.isNew).toBe(true);

      const response = await aino.get(DOWNLOAD + fresh.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      // Named in the reader's language (Finnish here), in plain letters, with its date.
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${FINNISH_FILE_NAMES[fresh.type]}-${fresh.created}.pdf"`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await page(aino)).documents.find((document) => document.id === fresh.id)!.isNew).toBe(false);

      // A second download still works and keeps the first opening time.
      const opened = await server.db.query<{ opened: Date }>('select opened from documents where id = $1', [
        fresh.id,
      ]);
      expect((await aino.get(DOWNLOAD + fresh.id)).status).toBe(200);
      const again = await server.db.query<{ opened: Date }>('select opened from documents where id = $1', [
        fresh.id,
      ]);
      expect(again.rows[0]!.opened).toEqual(opened.rows[0]!.opened);
    });

    it('sends a document that arrived without marking anything', async () => {
      const arrived = (await page(aino, {}, ARRIVED)).documents[0]!;
      const response = await aino.get(DOWNLOAD + arrived.id, { 'accept-language': 'sv' });
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const row = await server.db.query<{ opened: Date | null }>(
        'select opened from documents where id = $1',
        [arrived.id],
      );
      expect(row.rows[0]!.opened).toBeNull();
    });

    it('sends a document’s stored file with its own name and type, and lists the file', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const file = await server.db.query<{ id: string }>(
        `insert into files (henro, business_id, batch_id, file_name, media_type, size, data)
         values ($1, null, gen_random_uuid(), 'vuokrasopimus.png', 'image/png', $2, $3) returning id::text as id`,
        [AINO.henro, png.length, png],
      );
      const fileId = file.rows[0]!.id;
      const document = await server.db.query<{ id: string }>(
        `insert into documents (henro, business_id, type, direction, payload, file_id)
         values ($1, null, 'ATTACHMENT', 'ARRIVED', '{}', $2) returning id::text as id`,
        [AINO.henro, fileId],
      );
      const id = document.rows[0]!.id;
      const listed = (await page(aino, { filters: { type: 'ATTACHMENT' } }, ARRIVED)).documents;
      expect(listed.find((candidate) => candidate.id === id)?.documents).toEqual([
        { id: fileId, fileName: 'vuokrasopimus.png' },
      ]);
      const response = await aino.get(DOWNLOAD + id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="vuokrasopimus\.png"/,
      );
      expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
    });

    it('refuses an id that is not a UUID with 400 naming it', async () => {
      const response = await aino.get(`${DOWNLOAD}not-an-id`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { path: string }[])[0]!.path).toBe('/id');
    });

    it.each(['fi', 'sv'] as const)(
      'refuses a malformed UUID in the path with 400 { path, label, message, code } in %s',
      async (language) => {
        for (const id of [
          MISSING_ID.slice(0, -1),
          `${MISSING_ID.slice(0, -1)}g`,
          MISSING_ID.replace(/-/g, ''),
          `{${MISSING_ID}}`,
          // ajv-formats' uuid takes the prefix; maxLength does not: PostgreSQL's uuid cannot read it.
          `urn:uuid:${MISSING_ID}`,
        ]) {
          const response = await aino.get(DOWNLOAD + encodeURIComponent(id), { 'accept-language': language });
          expect(response.status, id).toBe(400);
          expect(await response.json()).toEqual([
            { path: '/id', label: 'id', message: t(language, '152005', { name: 'id' }), code: '152005' },
          ]);
        }
      },
    );

    it('takes a document’s id in capitals as the same id (RFC 4122)', async () => {
      const arrived = (await page(aino, {}, ARRIVED)).documents[0]!;
      const lower = await aino.get(DOWNLOAD + arrived.id);
      const capitals = await aino.get(DOWNLOAD + arrived.id.toUpperCase());
      expect(capitals.status).toBe(200);
      expect(capitals.headers.get('content-disposition')).toBe(lower.headers.get('content-disposition'));
      expect(Buffer.from(await capitals.arrayBuffer()).length).toBe(
        Buffer.from(await lower.arrayBuffer()).length,
      );
    });
  });

  describe('a summary model as a PDF (POST /v1/pdf/download)', () => {
    const PDF = '/api/api/v1/pdf/download';
    const model = {
      title: 'Maksutietojen muutos',
      name: 'Bostads Ab Strandgården',
      segments: [
        { subtitle: 'Vuokralainen', type: 'fields', values: [{ key: 'Nimi', value: 'Erik Åström' }] },
      ],
    };

    it('renders the model, named by its type, in the caller’s language', async () => {
      const response = await aino.json('POST', `${PDF}?type=PAYMENT_INFO_UPDATE`, model, {
        'accept-language': 'sv',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="payment_info_update\.pdf"/,
      );
      const reading = await readPdf(Buffer.from(await response.arrayBuffer()), { structure: false });
      const text = squeeze(bodyText(reading.pages));
      for (const part of ['Maksutietojen muutos', 'Bostads Ab Strandgården', 'Erik Åström'])
        expect(text).toContain(squeeze(part));
      expect(reading.info['Title']).toBe('Maksutietojen muutos');
    });

    it('refuses a missing or unknown type and a model that is not one, naming what is wrong', async () => {
      for (const [path, body, field] of [
        [PDF, model, '/type'],
        [`${PDF}?type=LETTER`, model, '/type'],
        [`${PDF}?type=ATTACHMENT`, { ...model, title: '' }, '/title'],
        [
          `${PDF}?type=ATTACHMENT`,
          { ...model, segments: [{ subtitle: 'x', type: 'table', values: [] }] },
          '/segments/0/type',
        ],
      ] as const) {
        const response = await aino.json('POST', path, body);
        expect(response.status, path).toBe(400);
        expect(((await response.json()) as { path: string }[]).map((error) => error.path)).toContain(field);
      }
    });
  });

  describe('the count of matching documents (totalItems) with the month counts of migration 020', () => {
    // People of their own and an organisation both act for: no other test's documents are theirs.
    const PEOPLE = ['900000091', '900000092'] as const;
    const ORG = '7654321-9';
    const TYPES = DOCUMENT_TYPES.slice(0, 2);
    /**
     * The first day of each month from 2025-01 to 2025-08 (the spring's change of daylight saving
     * time among them), and the moments around its Helsinki midnight: few months, so that most
     * ranges hold documents.
     */
    const MONTHS = Array.from({ length: 8 }, (_, index) => `2025-0${index + 1}-01`);
    const EDGES = MONTHS.flatMap((day) => {
      const midnight = helsinkiDayStart(day).getTime();
      return [midnight - 1, midnight];
    });
    const moment = fc.oneof(
      fc.constantFrom(...EDGES),
      fc.integer({ min: EDGES[0]! - 86_400_000, max: EDGES.at(-1)! + 86_400_000 }),
    );
    /** A day as a number (validators/date.ts): a month's first or last, or any around the months. */
    const dayNumber = fc.oneof(
      fc.constantFrom(...MONTHS.flatMap((first) => [isoToDayNumber(first), isoToDayNumber(first) - 1])),
      fc.integer({ min: isoToDayNumber(MONTHS[0]!) - 3, max: isoToDayNumber(MONTHS.at(-1)!) + 3 }),
    );
    /** Created from … to: either end open, or both, and a range of up to a few months or none. */
    const range = fc
      .tuple(
        fc.option(dayNumber),
        fc.option(fc.integer({ min: -1, max: 120 })),
        fc.constantFrom(false, false, true),
      )
      .map(([from, length, openStart]) => ({
        from: from === null || openStart ? null : dayNumberToIso(from),
        to: length === null ? null : dayNumberToIso((from ?? isoToDayNumber(MONTHS[3]!)) + length),
      }));
    const documentArb = fc.record({
      person: fc.integer({ min: 0, max: 1 }),
      forOrg: fc.boolean(),
      direction: fc.constantFrom('SENT', 'ARRIVED'),
      type: fc.constantFrom(...TYPES),
      status: fc.constantFrom(null, 'ACCEPTED', 'REJECTED'),
      created: moment,
    });
    type Doc = typeof documentArb extends fc.Arbitrary<infer T> ? T : never;
    const operation = fc.oneof(
      documentArb.map((document) => ({ kind: 'insert' as const, document })),
      fc.nat().map((index) => ({ kind: 'delete' as const, index })),
      fc
        .record({ index: fc.nat(), change: documentArb })
        .map((update) => ({ kind: 'update' as const, ...update })),
      fc.constantFrom(...MONTHS).map((month) => ({ kind: 'fold' as const, month })),
    );
    const requestArb = fc.record({
      scope: fc.oneof(
        fc.record({
          person: fc.integer({ min: 0, max: 1 }),
          forOrg: fc.boolean(),
          kind: fc.constant('owner'),
        }),
        fc.record({
          person: fc.option(fc.integer({ min: 0, max: 1 })),
          forOrg: fc.boolean(),
          kind: fc.constant('customer'),
        }),
      ),
      direction: fc.constantFrom('SENT', 'ARRIVED'),
      created: range,
      type: fc.option(fc.constantFrom(...TYPES), { freq: 2 }),
      status: fc.subarray(['ACCEPTED', 'REJECTED'] as const),
    });
    const owns = (
      request: typeof requestArb extends fc.Arbitrary<infer T> ? T : never,
      document: Doc & { day: string },
    ) => {
      const { scope } = request;
      const henro = scope.person === null ? null : PEOPLE[scope.person];
      const business = document.forOrg ? ORG : null;
      const whose =
        scope.kind === 'owner'
          ? PEOPLE[document.person] === henro && document.forOrg === scope.forOrg
          : (business === null && PEOPLE[document.person] === henro) || (scope.forOrg && business === ORG);
      return (
        whose &&
        document.direction === request.direction &&
        (request.created.from === null || document.day >= request.created.from) &&
        (request.created.to === null || document.day <= request.created.to) &&
        (request.type === null || document.type === request.type) &&
        (request.status.length === 0 || request.status.includes(document.status as 'ACCEPTED'))
      );
    };
    const values = (document: Doc) => [
      PEOPLE[document.person],
      document.forOrg ? ORG : null,
      document.direction,
      document.type,
      document.status,
      new Date(document.created).toISOString(),
    ];

    /**
     * No document of PEOPLE and no month folded: the counts of everyone's documents are made again
     * by the test's folds, and by `foldDocumentCounts` at its end, for the other tests.
     */
    const unfold = async () => {
      await server.db.query(`delete from documents where henro = any($1::text[])`, [PEOPLE]);
      await server.db.query(`delete from document_month_counts`);
      await server.db.query(`update document_counts_folded set folded_before = '-infinity'`);
    };

    beforeAll(async () => {
      for (const [index, henro] of PEOPLE.entries())
        await server.db.query(
          `insert into users (henro, hetu, name, given_name, family_name) values ($1, $2, 'Testi Laskija', 'Testi', 'Laskija')`,
          [henro, `010190-99${index}X`],
        );
      await server.db.query(`insert into organisations (business_id, name) values ($1, 'Laskenta Oy')`, [
        ORG,
      ]);
    });

    it('is the number of matching documents, whatever was added, changed, deleted or folded before', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(documentArb, { minLength: 15, maxLength: 40 }),
          fc.array(operation, { maxLength: 12 }),
          fc.array(requestArb, { minLength: 1, maxLength: 8 }),
          async (documents, operations, requests) => {
            const { db } = server;
            // Every run from no month folded.
            await unfold();
            const model = new Map<string, Doc & { day: string }>();
            const insert = async (document: Doc) => {
              const { rows } = await db.query<{ id: string }>(
                `insert into documents (henro, business_id, direction, type, status, created)
                 values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
                values(document),
              );
              model.set(rows[0]!.id, { ...document, day: helsinkiDayOf(document.created) });
            };
            for (const document of documents) await insert(document);
            for (const step of operations) {
              const ids = [...model.keys()];
              if (step.kind === 'insert') await insert(step.document);
              else if (step.kind === 'fold')
                await db.query('select fold_document_counts($1::date)', [step.month]);
              else if (ids.length > 0) {
                const id = ids[step.index % ids.length]!;
                if (step.kind === 'delete') {
                  await db.query('delete from documents where id = $1', [id]);
                  model.delete(id);
                } else {
                  await db.query(
                    `update documents set henro = $1, business_id = $2, direction = $3, type = $4, status = $5,
                     created = $6 where id = $7`,
                    [...values(step.change), id],
                  );
                  model.set(id, { ...step.change, day: helsinkiDayOf(step.change.created) });
                }
              }
            }
            for (const request of requests) {
              const { scope } = request;
              const answer = await documentsPage(
                db,
                scope.kind === 'owner'
                  ? { henro: PEOPLE[scope.person]!, businessId: scope.forOrg ? ORG : null }
                  : {
                      kind: 'customer',
                      henro: scope.person === null ? null : PEOPLE[scope.person]!,
                      businessId: scope.forOrg ? ORG : null,
                    },
                request.direction as 'SENT' | 'ARRIVED',
                {
                  current: 1,
                  size: 20,
                  filters: {
                    created: {
                      ...(request.created.from === null ? {} : { from: request.created.from }),
                      ...(request.created.to === null ? {} : { to: request.created.to }),
                    },
                    ...(request.type === null ? {} : { type: request.type }),
                    status: [...request.status],
                  },
                },
                'fi',
              );
              const expected = [...model.values()].filter((document) => owns(request, document)).length;
              expect(answer.totalItems, JSON.stringify({ request, documents: [...model.values()] })).toBe(
                expected,
              );
            }
          },
        ),
        { numRuns: 50 },
      );
      // As main.ts folds (and as the other tests found it): every month before this one.
      await foldDocumentCounts(server.db);
      const { rows } = await server.db.query<{ folded: string }>(
        `select to_char(folded_before, 'YYYY-MM-DD') as folded from document_counts_folded`,
      );
      expect(rows[0]!.folded).toBe(`${helsinkiDayOf(new Date()).slice(0, 7)}-01`);
    });

    // PGlite has one connection, so its statements never overlap: PostgreSQL's pool is where a
    // fold can meet a writer (migration 020's share lock).
    it.runIf(kind === 'postgres')(
      'counts each document once when a fold meets transactions writing in the month it folds',
      async () => {
        const { db } = server;
        const march = (day: number) => new Date(helsinkiDayStart(`2025-03-${day}`).getTime() + 3_600_000);
        const insert = (tx: Pick<typeof db, 'query'>, day: number) =>
          tx.query(
            `insert into documents (henro, business_id, direction, type, status, created)
             values ($1, null, 'SENT', $2, null, $3)`,
            [PEOPLE[0], TYPES[0], march(day).toISOString()],
          );
        await unfold();
        await db.query('select fold_document_counts($1::date)', ['2025-03-01']);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        /** The statements of this test waiting for a table's lock: the fold's and the writers'. */
        const waiting = async () =>
          (
            await db.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'relation'
                  and (query like '%fold_document_counts%'
                       or query like '%insert into documents (henro, business_id, direction, type, status, created)%')`,
            )
          ).rows[0]!.n;
        // A writer whose transaction is open when the fold starts: the fold waits for it.
        let written!: () => void;
        const inserted = new Promise<void>((resolve) => (written = resolve));
        const before = db.transaction(async (tx) => {
          await insert(tx, 10);
          written();
          await held;
        });
        await inserted;
        const fold = db.query('select fold_document_counts($1::date)', ['2025-04-01']);
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
        // A writer that starts while the fold waits: it waits for the fold and counts itself.
        const after = db.transaction((tx) => insert(tx, 20));
        await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
        release();
        await Promise.all([before, fold, after]);
        const { rows } = await db.query<{ n: number }>(
          `select coalesce(sum(n), 0)::int as n from document_month_counts where henro = $1 and month = '2025-03-01'`,
          [PEOPLE[0]],
        );
        expect(rows[0]!.n).toBe(2);
        const answer = await documentsPage(
          db,
          { henro: PEOPLE[0], businessId: null },
          'SENT',
          { current: 1, size: 20, filters: { created: { from: '2025-03-01', to: '2025-03-31' } } },
          'fi',
        );
        expect(answer.totalItems).toBe(2);
        await foldDocumentCounts(db);
      },
    );
  });

  it('keeps every type of the contract sortable by name', () => {
    // typesByName covers every type: a new type without a text would sort as a missing code.
    for (const type of DOCUMENT_TYPES as readonly DocumentType[])
      expect(t('fi', documentTypeTextCode(type))).not.toMatch(/puuttuu/);
  });
});
