/**
 * Bulk payment files over HTTP (issue 13), on PGlite and (with DATABASE_URL) PostgreSQL: only while
 * acting for an organisation (403 as oneself); every return code of send-file (0 accepted, 1 with
 * every error named by row, payment number and column in both languages, 2 double file, 9 when the
 * check cannot run); a refused file listed with its first error and nothing else stored; the
 * organisation's files only (another's file id is one that does not exist); every filter and
 * paging of both lists; the filter values; a statement's PDF.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EkeviArrivedFiles,
  EkeviDeliveredFiles,
  EkeviDeliveredPageRequest,
  EkeviSendResult,
} from '../../api/contract.ts';
import { EKEVI_TEXT_CODES } from '../../server/api/ekevi.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { completeDeliveredFile } from '../../server/ekevi/statements.ts';
import { readFile } from '../../server/files/storage.ts';
import { tinyPng } from '../../server/files/testFiles.ts';
import { readPdf } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, useSeededServer } from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';
import { helsinkiDate, loginAs, type Caller } from './session.test-helpers.ts';

const SARI = SEED_USERS.find((user) => user.henro === '900000005')!;
const HENRIK = SEED_USERS.find((user) => user.henro === '900000006')!;
const SARIS = '2345671-3';
const HENRIKS = '1618033-3';
/** Sari's organisation's payment commitment (seed); Henrik's organisation's. */
const SARIS_COMMITMENT = '31418916';
const HENRIKS_COMMITMENT = '31523645';

const SEND = '/api/api/v1/ekevi/send-file';
const DELIVERED = '/api/api/v1/ekevi/delivered-files';
const ARRIVED = '/api/api/v1/ekevi/arrived-files';
const FILE_IDS = '/api/api/v1/ekevi/filters-file-id';
const COMPLETED_IDS = '/api/api/v1/ekevi/filters-completed-file-id';
const ACCOUNTING = '/api/api/v1/ekevi/completed-filters-accounting-number';
const PDF = (id: string) => `/api/api/v1/ekevi/arrived-file-pdf/${id}`;

const EXAMPLES = join(import.meta.dirname, '../../schemas/files/examples/payment-file');
const example = (name: string) => readFileSync(join(EXAMPLES, `${name}.csv`));
const HEADER = 'paymentNumber;paymentCommitmentId;renteeHetu;period;amount;dueDate;iban;referenceNumber';
const row = (number: number | string, overrides: Partial<Record<string, string>> = {}) =>
  Object.values({
    paymentNumber: String(number),
    paymentCommitmentId: SARIS_COMMITMENT,
    renteeHetu: '010986-9004',
    period: '2026-10',
    amount: '100,00',
    dueDate: '01.10.2026',
    iban: 'FI2112345600000785',
    referenceNumber: '',
    ...overrides,
  }).join(';');
const file = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n') + '\n');

/** The upload limit of this suite's server: small, so that a file over it is quick to send. */
const LIMIT = 200_000;

describe.each(BACKENDS)('bulk payment files over HTTP on %s', (kind) => {
  const server = useSeededServer(kind, { uploadMaxBytes: LIMIT });
  let sari: Caller;
  let henrik: Caller;

  const send = async (who: Caller, data: Buffer, filename = 'maksut.csv', language = 'fi') => {
    const form = new FormData();
    form.append('filename', filename);
    form.append('data', new Blob([new Uint8Array(data)]), filename);
    const response = await who.client.request(SEND, {
      method: 'POST',
      headers: { 'x-xsrf-token': who.client.cookies.get('XSRF-TOKEN') ?? '', 'accept-language': language },
      body: form,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as EkeviSendResult;
  };
  const delivered = async (who: Caller, request: EkeviDeliveredPageRequest = {}) => {
    const response = await who.json('POST', DELIVERED, request);
    expect(response.status).toBe(200);
    return (await response.json()) as EkeviDeliveredFiles;
  };
  const counts = async () => {
    const { rows } = await server.db.query<{ files: number; rows: number; stored: number }>(
      `select (select count(*)::int from ekevi_files) as files,
              (select count(*)::int from ekevi_payment_rows) as rows,
              (select count(*)::int from files) as stored`,
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    sari = await loginAs(server, SARI.henro, SARIS);
    henrik = await loginAs(server, HENRIK.henro, HENRIKS);
  });

  it('is only for whoever acts for an organisation: 403 as oneself, nothing stored', async () => {
    const before = await counts();
    const person = await loginAs(server, SARI.henro);
    const form = new FormData();
    form.append('filename', 'maksut.csv');
    form.append('data', new Blob([new Uint8Array(example('valid-example'))]), 'maksut.csv');
    const sent = await person.client.request(SEND, {
      method: 'POST',
      headers: { 'x-xsrf-token': person.client.cookies.get('XSRF-TOKEN') ?? '' },
      body: form,
    });
    expect(sent.status).toBe(403);
    expect(((await sent.json()) as { code: string }).code).toBe(EKEVI_TEXT_CODES.organisationOnly);
    for (const [path, body] of [
      [DELIVERED, {}],
      [ARRIVED, {}],
    ] as const)
      expect((await person.json('POST', path, body)).status, path).toBe(403);
    for (const path of [FILE_IDS, COMPLETED_IDS, ACCOUNTING, PDF('1')])
      expect((await person.get(path)).status, path).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('accepts a valid file: a file id with the year’s running number, its rows and bytes stored', async () => {
    const bytes = example('valid-example');
    const result = await send(sari, bytes, 'lokakuu.csv');
    const year = Number(helsinkiDate().slice(0, 4));
    expect(result).toMatchObject({ returnCode: 0, rowCount: 3, errors: [], errorCount: 0 });
    expect(result.errorMessageFinnish).toBeNull();
    expect(result.fileId).toMatch(new RegExp(`^${year}-${SARIS}-\\d{4}$`));

    const { rows: stored } = await server.db.query<{
      id: string;
      year: number;
      number: number;
      stored_file: string;
      total_cents: string;
    }>(
      `select id::text as id, year, number, stored_file::text as stored_file, total_cents::text as total_cents
         from ekevi_files where file_code = $1`,
      [result.fileId],
    );
    expect(stored[0]).toMatchObject({ year, total_cents: String(85000 + 85000 + 123456) });
    expect(result.fileId!.endsWith(`-${String(stored[0]!.number).padStart(4, '0')}`)).toBe(true);
    const { rows } = await server.db.query(
      `select row_number, payment_number, amount_cents::int as amount_cents, to_char(due_date, 'YYYY-MM-DD') as due_date,
              iban, reference_number
         from ekevi_payment_rows where file_id = $1::bigint order by row_number`,
      [stored[0]!.id],
    );
    expect(rows).toEqual([
      {
        row_number: 1,
        payment_number: '100001',
        amount_cents: 85000,
        due_date: '2026-10-01',
        iban: 'FI2112345600000785',
        reference_number: '1232',
      },
      {
        row_number: 2,
        payment_number: '100002',
        amount_cents: 85000,
        due_date: '2026-11-01',
        iban: 'FI2112345600000785',
        reference_number: 'RF18539007547034',
      },
      {
        row_number: 3,
        payment_number: '100003',
        amount_cents: 123456,
        due_date: '2026-11-15',
        iban: 'FI2112345600000785',
        reference_number: null,
      },
    ]);
    const kept = await readFile(server.db, server.app.fileStore, stored[0]!.stored_file);
    expect(kept?.data.equals(bytes)).toBe(true);

    const next = await send(sari, file(row(1), row(2)));
    expect(next.returnCode).toBe(0);
    expect(Number(next.fileId!.slice(-4))).toBe(stored[0]!.number + 1);
  });

  it('answers the same bytes again as a double file of the earlier delivery, storing nothing', async () => {
    const bytes = file(row(71), row(72));
    const first = await send(sari, bytes);
    expect(first.returnCode).toBe(0);
    const before = await counts();
    const again = await send(sari, bytes, 'toinen-nimi.csv', 'sv');
    expect(again).toMatchObject({ returnCode: 2, fileId: first.fileId, rowNumber: null, fieldCode: null });
    expect(again.errorMessageFinnish).toBe(t('fi', EKEVI_TEXT_CODES.double, { fileId: first.fileId! }));
    expect(again.errorMessageSwedish).toBe(t('sv', EKEVI_TEXT_CODES.double, { fileId: first.fileId! }));
    expect(await counts()).toEqual(before);
    // Another organisation may deliver the same bytes (checked against its own commitments).
    expect((await send(henrik, bytes)).returnCode).toBe(1);
  });

  it('names every bad row by its line in the file, payment number and column in both languages; lists the file, stores nothing else', async () => {
    const before = await counts();
    const bytes = file(
      row(1),
      row(2, { amount: '0,00' }),
      row(3),
      row(4, { renteeHetu: '010986-9005', period: '2026-13' }),
      row(5, { paymentCommitmentId: HENRIKS_COMMITMENT }),
    );
    const result = await send(sari, bytes, 'virheet.csv');
    expect(result.returnCode).toBe(1);
    expect(result.errors.map((error) => [error.rowNumber, error.paymentNumber, error.fieldCode])).toEqual([
      [3, '2', 'amount'],
      [5, '4', 'renteeHetu'],
      [5, '4', 'period'],
      [6, '5', 'paymentCommitmentId'],
    ]);
    expect(result).toMatchObject({
      errorCount: 4,
      rowCount: 5,
      rowNumber: 3,
      paymentNumber: '2',
      fieldCode: 'amount',
    });
    expect(result.errorMessageFinnish).toMatch(/^Summa: /);
    expect(result.errorMessageSwedish).toMatch(/^Belopp: /);
    expect(result.errors[3]!.errorMessageFinnish).toContain('Maksusitoumus ei ole organisaation');
    const after = await counts();
    expect(after).toEqual({ ...before, files: before.files + 1 });

    const listed = await delivered(sari, { filters: { status: ['REJECTED'] } });
    const refused = listed.files.find((entry) => entry.file === 'virheet.csv')!;
    expect(refused).toMatchObject({
      fileId: null,
      year: null,
      number: null,
      status: 'REJECTED',
      errorCount: 4,
      rowCount: 5,
      error: { rowNumber: 3, paymentNumber: '2', fieldCode: 'amount' },
    });
    expect(refused.error!.fi).toBe(result.errorMessageFinnish);
    expect(refused.error!.sv).toBe(result.errorMessageSwedish);
    // A refused file is no delivery: sent again, it is checked again.
    expect((await send(sari, bytes)).returnCode).toBe(1);
  });

  it('under a wrong header, says so on line 1 and still names the bad rows below it', async () => {
    const bytes = Buffer.from(
      [
        HEADER.replace(';iban', ';tili'),
        row(1),
        row(2, { iban: 'FI2112345600000786' }),
        row(3, { renteeHetu: '010986-9005' }),
      ].join('\n'),
    );
    const result = await send(sari, bytes, 'otsikko.csv');
    expect(result).toMatchObject({
      returnCode: 1,
      errorCount: 3,
      rowCount: 3,
      rowNumber: 1,
      fieldCode: null,
    });
    expect(result.errors.map((error) => [error.rowNumber, error.paymentNumber, error.fieldCode])).toEqual([
      [1, null, null],
      [3, '2', 'iban'],
      [4, '3', 'renteeHetu'],
    ]);
    expect(result.errorMessageFinnish).toMatch(
      /^Tiedoston ensimmäisen rivin pitää olla otsikkorivi paymentNumber;/,
    );
    expect(result.errorMessageSwedish).toMatch(/^Filens första rad ska vara rubrikraden paymentNumber;/);
    const listed = await delivered(sari, { filters: { status: ['REJECTED'] } });
    expect(listed.files.find((entry) => entry.file === 'otsikko.csv')).toMatchObject({
      rowCount: 3,
      errorCount: 3,
    });
  });

  it('says which when the file is not text, is empty or is over the limit', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['not text', await Promise.resolve(tinyPng()), /UTF-8/],
      ['not UTF-8', Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from([0xc3, 0x28])]), /UTF-8/],
      ['empty', Buffer.alloc(0), /ei ole yhtään maksuriviä/],
      ['header only', Buffer.from(`${HEADER}\r\n\r\n`), /ei ole yhtään maksuriviä/],
      ['over the limit', Buffer.alloc(LIMIT + 1, 'x'), /liian suuri.*0,2 Mt/],
    ];
    for (const [what, bytes, message] of cases) {
      const result = await send(sari, bytes);
      expect(result.returnCode, what).toBe(1);
      expect(result.errors, what).toHaveLength(1);
      expect(result.errorMessageFinnish, what).toMatch(message);
      expect(result.errorMessageSwedish, what).toBeTruthy();
      expect(result.rowNumber, what).toBeNull();
    }
  });

  it('answers 9 and stores nothing when the file cannot be stored, and accepts it when sent again', async () => {
    const store = server.app.fileStore;
    const putReceived = store.putReceived.bind(store);
    store.putReceived = () => Promise.reject(new Error('disk full'));
    const bytes = file(row(91), row(92));
    const before = await counts();
    let result: EkeviSendResult;
    try {
      result = await send(sari, bytes, 'maksut.csv', 'sv');
    } finally {
      store.putReceived = putReceived;
    }
    expect(result).toMatchObject({
      returnCode: 9,
      fileId: null,
      rowNumber: null,
      fieldCode: null,
      errorCount: 1,
    });
    expect(result.errorMessageFinnish).toBe(t('fi', EKEVI_TEXT_CODES.internal));
    expect(result.errorMessageSwedish).toBe(t('sv', EKEVI_TEXT_CODES.internal));
    expect(await counts()).toEqual(before);
    expect((await send(sari, bytes)).returnCode).toBe(0);
  });

  it('answers 400 naming the part when the file name is missing', async () => {
    const form = new FormData();
    form.append('data', new Blob([new Uint8Array(file(row(1)))]), 'x.csv');
    const response = await sari.client.request(SEND, {
      method: 'POST',
      headers: { 'x-xsrf-token': sari.client.cookies.get('XSRF-TOKEN') ?? '', 'accept-language': 'fi' },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([
      expect.objectContaining({ path: '/filename', label: 'Tiedoston nimi' }),
    ]);
  });

  it('shows an organisation its own files only: another’s file id is one that does not exist', async () => {
    const saris = await delivered(sari, { size: 100 });
    expect(saris.totalItems).toBeGreaterThan(0);
    const sariIds = saris.files.map((entry) => entry.fileId).filter((id): id is string => id !== null);
    const henriks = await delivered(henrik, { size: 100, filters: { fileId: sariIds } });
    expect(henriks).toEqual({ files: [], totalItems: 0, totalPages: 0 });
    const theirIds = (await (await henrik.get(FILE_IDS)).json()) as string[];
    expect(theirIds.some((id) => sariIds.includes(id))).toBe(false);
    expect((await (await sari.get(FILE_IDS)).json()) as string[]).toEqual(expect.arrayContaining(sariIds));
  });

  it('filters the delivered files by created days, file ids and statuses, and pages them', async () => {
    const accepted: string[] = [];
    for (let index = 0; index < 23; index++) {
      const result = await send(
        henrik,
        file(row(1, { paymentCommitmentId: HENRIKS_COMMITMENT, amount: `${index + 1},00` })),
      );
      expect(result.returnCode).toBe(0);
      accepted.push(result.fileId!);
    }
    await server.db.query(
      `update ekevi_files set created = created - interval '40 days' where file_code = any($1::text[])`,
      [accepted.slice(0, 3)],
    );
    const all = await delivered(henrik, { size: 20 });
    expect(all.totalItems).toBeGreaterThanOrEqual(23);
    expect(all.files).toHaveLength(20);
    expect(all.totalPages).toBe(Math.ceil(all.totalItems / 20));
    const second = await delivered(henrik, { size: 20, current: 2 });
    expect(second.files.length).toBe(all.totalItems - 20);
    expect(new Set([...all.files, ...second.files].map((entry) => entry.id)).size).toBe(all.totalItems);
    // Newest first by default (the seed's demo deliveries are older still).
    const days = [...all.files, ...second.files].map((entry) => entry.created);
    expect(days).toEqual([...days].sort().reverse());
    expect(days.slice(0, 20)).toEqual(Array(20).fill(helsinkiDate()));

    const recent = await delivered(henrik, { size: 100, filters: { created: { from: helsinkiDate(1) } } });
    expect(recent.files.map((entry) => entry.fileId)).toEqual(expect.arrayContaining(accepted.slice(3)));
    expect(recent.files.some((entry) => accepted.slice(0, 3).includes(entry.fileId!))).toBe(false);
    const old = await delivered(henrik, {
      size: 100,
      filters: { created: { from: helsinkiDate(41), to: helsinkiDate(39) } },
    });
    expect(old.files.map((entry) => entry.fileId).sort()).toEqual(accepted.slice(0, 3).sort());
    const chosen = await delivered(henrik, { filters: { fileId: [accepted[5]!, accepted[7]!] } });
    expect(chosen.files.map((entry) => entry.fileId).sort()).toEqual([accepted[5], accepted[7]].sort());
    const byStatus = await delivered(henrik, { size: 100, filters: { status: ['ACCEPTED'] } });
    expect(byStatus.files.every((entry) => entry.status === 'ACCEPTED')).toBe(true);
    const ascending = await delivered(henrik, { size: 100, sortBy: 'fileId', sortOrder: 'ASC' });
    const ids = ascending.files.map((entry) => entry.fileId).filter((id) => id !== null);
    expect(ids).toEqual([...ids].sort());

    const bad = await henrik.json('POST', DELIVERED, { size: 30 });
    expect(bad.status).toBe(400);
  });

  it('lists completed files’ statements with their filters, and gives a statement as a PDF in the reader’s language', async () => {
    const first = await send(sari, file(row(901), row(902, { period: '2026-11', amount: '50,50' })));
    const second = await send(sari, file(row(903)));
    const idOf = async (fileId: string) =>
      (
        await server.db.query<{ id: string }>('select id::text as id from ekevi_files where file_code = $1', [
          fileId,
        ])
      ).rows[0]!.id;
    const statement = await completeDeliveredFile(server.db, SARIS, await idOf(first.fileId!));
    const other = await completeDeliveredFile(server.db, SARIS, await idOf(second.fileId!));
    expect(statement).not.toBeNull();
    // Only an accepted delivery of the organisation completes, once.
    expect(await completeDeliveredFile(server.db, SARIS, await idOf(first.fileId!))).toBeNull();
    expect(await completeDeliveredFile(server.db, HENRIKS, await idOf(second.fileId!))).toBeNull();
    await server.db.query(
      `update ekevi_statements set completed = completed - interval '10 days' where id = $1::bigint`,
      [other!.statementId],
    );

    const arrived = async (who: Caller, body: unknown) => {
      const response = await who.json('POST', ARRIVED, body);
      expect(response.status).toBe(200);
      return (await response.json()) as EkeviArrivedFiles;
    };
    const list = await arrived(sari, {});
    expect(list.files.slice(0, 2).map((entry) => entry.fileId)).toEqual([first.fileId, second.fileId]);
    expect(list.files[0]).toMatchObject({
      id: statement!.statementId,
      completedDate: helsinkiDate(),
      statementNameId: 'PAYMENT_STATEMENT',
      accountingNumber: statement!.accountingNumber,
      rowCount: 2,
      totalAmount: 150.5,
    });
    expect(
      (
        await arrived(sari, { filters: { completed: { from: helsinkiDate(15), to: helsinkiDate(5) } } })
      ).files.map((f) => f.fileId),
    ).toEqual([second.fileId]);
    expect((await arrived(sari, { filters: { fileId: [second.fileId] } })).totalItems).toBe(1);
    expect(
      (await arrived(sari, { filters: { accountingNumber: statement!.accountingNumber } })).files.map(
        (f) => f.id,
      ),
    ).toEqual([statement!.statementId]);
    expect((await arrived(henrik, { filters: { fileId: [first.fileId] } })).totalItems).toBe(0);
    expect((await (await sari.get(COMPLETED_IDS)).json()) as string[]).toEqual(
      expect.arrayContaining([first.fileId, second.fileId]),
    );
    expect((await (await sari.get(ACCOUNTING)).json()) as string[]).toContain(statement!.accountingNumber);
    expect((await (await henrik.get(ACCOUNTING)).json()) as string[]).not.toContain(
      statement!.accountingNumber,
    );

    for (const [language, title] of [
      ['fi', 'Maksutiedoston tilitys'],
      ['sv', 'Redovisning av betalningsfil'],
    ] as const) {
      const response = await sari.get(PDF(statement!.statementId), { 'accept-language': language });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const reading = await readPdf(Buffer.from(await response.arrayBuffer()));
      const text = reading.pages.map((page) => page.text).join('\n');
      expect(reading.markInfo?.Marked).toBe(true);
      expect(text).toContain(title);
      expect(text).toContain(first.fileId!);
      expect(text).toContain('150,50');
      expect(text).toContain('50,50');
    }
    // Another organisation's statement, and one that does not exist, answer alike.
    const theirs = await henrik.get(PDF(statement!.statementId));
    const none = await henrik.get(PDF('999999999'));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await none.json());
  });
});
