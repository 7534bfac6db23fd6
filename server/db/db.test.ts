import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { checkSubmission } from '../../engine/core/submission.ts';
import { isValidBusinessId, isValidHetu } from '../../validators/index.ts';
import { isValidIban } from '../../validators/iban.ts';
import { addDaysIso } from '../../validators/date.ts';
import { registers, translatorFor } from '../../texts/index.ts';
import { HELSINKI_TODAY_SQL, helsinkiDayOf } from '../dates.ts';
import { loadForm } from '../forms/registry.ts';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../test-helpers.ts';
import {
  DatabaseUnavailableError,
  databaseUnavailableIn,
  isDatabaseUnavailable,
  openDatabase,
  preparedStatement,
} from './index.ts';
import { migrate, readMigrations } from './migrate.ts';
import {
  APPLICATION_STEPS,
  ATTACHMENT_TEXT_CODES,
  DOCUMENT_HISTORY_HENRO,
  DOCUMENT_HISTORY_OLDER,
  SEED_CUSTOMERS,
  SEED_ORGANISATIONS,
  SEED_STAFF,
  SEED_USERS,
  demoData,
  seed,
  seededOn,
  seedStaff,
  type DemoDocument,
} from './seed.ts';

describe('seed data', () => {
  it('has valid, unique identity codes and business ids', () => {
    for (const user of SEED_USERS) expect(isValidHetu(user.hetu), user.hetu).toBe(true);
    for (const organisation of SEED_ORGANISATIONS)
      expect(isValidBusinessId(organisation.businessId), organisation.businessId).toBe(true);
    expect(new Set(SEED_USERS.map((user) => user.hetu)).size).toBe(SEED_USERS.length);
    expect(new Set(SEED_USERS.map((user) => user.henro)).size).toBe(SEED_USERS.length);
  });

  it('uses only test identity codes (individual number 900–999)', () => {
    for (const user of SEED_USERS) expect(Number(user.hetu.slice(7, 10))).toBeGreaterThanOrEqual(900);
  });

  it('has private persons and representatives of 1–3 known organisations', () => {
    const known = new Set(SEED_ORGANISATIONS.map((organisation) => organisation.businessId));
    const representatives = SEED_CUSTOMERS.filter((user) => user.organisations.length > 0);
    expect(SEED_CUSTOMERS.length - representatives.length).toBeGreaterThanOrEqual(2);
    expect(representatives.length).toBeGreaterThanOrEqual(2);
    for (const user of representatives) {
      expect(user.organisations.length).toBeLessThanOrEqual(3);
      for (const businessId of user.organisations) expect(known.has(businessId)).toBe(true);
    }
  });

  it('has staff of the agency in Finnish and in Swedish, representing no organisation', () => {
    expect(SEED_STAFF.map((user) => user.language).sort()).toEqual(['fi', 'sv']);
    for (const user of SEED_STAFF) expect(user.organisations).toEqual([]);
    expect(SEED_CUSTOMERS.length + SEED_STAFF.length).toBe(SEED_USERS.length);
  });
});

describe('demo data', () => {
  const demo = demoData();

  it('is the same every time', () => {
    expect(demoData()).toEqual(demo);
  });

  it('has landlord applications that pass the form’s own submission check', () => {
    const { form, validators } = loadForm('landlord-application');
    for (const application of demo.applications) {
      const checked = checkSubmission(form, application.body, validators, translatorFor('fi'), {
        hiddenFields: 'refuse',
      });
      expect(checked.errors, JSON.stringify(application.body)).toEqual([]);
    }
  });

  it('uses valid test identity codes, IBANs and eight-digit commitment ids', () => {
    const hetus = [
      ...demo.paymentCommitments.map((commitment) => commitment.renteeHetu),
      ...demo.applications.flatMap((application) =>
        (application.body['renteeInfo'] as { birthdayHenro: string }[]).map((rentee) => rentee.birthdayHenro),
      ),
    ];
    for (const hetu of hetus) {
      expect(isValidHetu(hetu), hetu).toBe(true);
      expect(Number(hetu.slice(7, 10))).toBeGreaterThanOrEqual(900);
    }
    for (const application of demo.applications) {
      const iban = (application.body['bankDetails'] as { iban: string }).iban;
      expect(isValidIban(iban), iban).toBe(true);
    }
    for (const commitment of demo.paymentCommitments) expect(commitment.id).toMatch(/^\d{8}$/);
    expect(new Set(demo.paymentCommitments.map((commitment) => commitment.id)).size).toBe(
      demo.paymentCommitments.length,
    );
  });

  it('gives every customer and every organisation they represent applications; dates within six months but one history', () => {
    for (const user of SEED_CUSTOMERS)
      for (const businessId of [null, ...user.organisations])
        expect(
          demo.applications.some(
            (application) => application.henro === user.henro && application.businessId === businessId,
          ),
          `${user.henro} ${businessId}`,
        ).toBe(true);
    const older: DemoDocument[] = [];
    for (const application of demo.applications)
      for (const document of application.documents) {
        expect(document.daysAgo).toBeGreaterThanOrEqual(0);
        if (document.daysAgo > 182) {
          expect(application.henro).toBe(DOCUMENT_HISTORY_HENRO);
          older.push(document);
        }
      }
    expect(older).toHaveLength(DOCUMENT_HISTORY_OLDER);
  });

  it('gives one private user more than two pages of sent documents of several types and statuses', () => {
    const recent = demo.applications
      .filter(
        (application) => application.henro === DOCUMENT_HISTORY_HENRO && application.businessId === null,
      )
      .flatMap((application) => application.documents)
      .filter((document) => document.direction === 'SENT' && document.daysAgo <= 182);
    expect(recent.length).toBeGreaterThan(45);
    expect(new Set(recent.map((document) => document.type)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(recent.map((document) => document.status))).toEqual(
      new Set(['ACCEPTED', 'REJECTED', null]),
    );
  });

  it('has monthly payments under the organisations’ commitments only, none in the future', () => {
    const byId = new Map(demo.paymentCommitments.map((commitment) => [commitment.id, commitment]));
    expect(demo.payments.length).toBeGreaterThan(0);
    for (const payment of demo.payments) {
      expect(byId.get(payment.paymentCommitmentId)?.businessId).not.toBeNull();
      expect(payment.daysAgo).toBeGreaterThanOrEqual(0);
    }
    for (const commitment of demo.paymentCommitments.filter((candidate) => candidate.businessId !== null))
      expect(demo.payments.some((payment) => payment.paymentCommitmentId === commitment.id)).toBe(true);
  });
});

async function count(db: TestDatabase['db'], sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from (${sql}) q`, params);
  return rows[0]?.count ?? 0;
}

describe.each(BACKENDS)('database on %s', (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await test?.dispose();
  });

  it('reports its kind', () => {
    expect(test.db.kind).toBe(kind);
  });

  it('applies every migration once, in order, and nothing on a second run', async () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(await migrate(test.db)).toEqual(versions);
    expect(await migrate(test.db)).toEqual([]);
    const { rows } = await test.db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('carries a refused file’s stored errors over to the file’s lines (migration 015)', async () => {
    const migration = readMigrations().find((entry) => entry.version === '015_row_file_lines')!;
    const old = [
      { rowNumber: null, key: null, column: null, code: '110203', params: { expected: 'a;b' } },
      { rowNumber: 2, key: '2', column: 'amount', code: '110112', params: {} },
      { rowNumber: null, key: null, column: null, code: '110206', params: { limit: 5 } },
    ];
    await test.db.exec(
      `insert into organisations (business_id, name) values ('9999999-9', 'Migraatio Oy');
       insert into users (henro, hetu, name, given_name, family_name)
         values ('999999015', '010101-015X', 'Testi Migraatio', 'Testi', 'Migraatio')`,
    );
    const { rows } = await test.db.query<{ id: string }>(
      `insert into ekevi_files (business_id, henro, file_name, sha256, size, status, errors, error_count)
       values ('9999999-9', '999999015', 'vanha.csv', repeat('a', 64), 1, 'REJECTED', $1, 3) returning id::text`,
      [JSON.stringify(old)],
    );
    try {
      await test.db.exec(migration.sql);
      await test.db.exec(migration.sql);
      const stored = await test.db.query<{ errors: unknown }>(
        'select errors from ekevi_files where id = $1',
        [rows[0]!.id],
      );
      expect(stored.rows[0]!.errors).toEqual([
        { line: 1, key: null, column: null, code: '110203', params: { expected: 'a;b' } },
        { line: 3, key: '2', column: 'amount', code: '110112', params: {} },
        { line: null, key: null, column: null, code: '110206', params: { limit: 5 } },
      ]);
    } finally {
      await test.db.exec(
        `delete from ekevi_files where business_id = '9999999-9';
         delete from users where henro = '999999015'; delete from organisations where business_id = '9999999-9'`,
      );
    }
  });

  it('rolls a failing migration back completely', async () => {
    const broken = {
      version: '999_broken',
      sql: 'create table half_done (id int); select * from no_such_table;',
    };
    await expect(migrate(test.db, [broken])).rejects.toThrow();
    const { rows } = await test.db.query(
      "select 1 from information_schema.tables where table_name = 'half_done' and table_schema = current_schema()",
    );
    expect(rows).toHaveLength(0);
    expect(
      (await test.db.query("select 1 from schema_migrations where version = '999_broken'")).rows,
    ).toHaveLength(0);
  });

  it('seeds once, when there are no users', async () => {
    expect(await seed(test.db)).toBe(true);
    expect(await seed(test.db)).toBe(false);
    const users = await test.db.query<{ count: number }>('select count(*)::int as count from users');
    expect(users.rows[0]?.count).toBe(SEED_USERS.length);
    const links = await test.db.query<{ count: number }>(
      'select count(*)::int as count from user_organisations',
    );
    expect(links.rows[0]?.count).toBe(SEED_USERS.reduce((sum, user) => sum + user.organisations.length, 0));
  });

  it('counts every seeded start and payment date back from one day, the seeding’s, which seededOn reads', async () => {
    const demo = demoData();
    const day = await seededOn(test.db);
    const now = Date.now();
    // Seeded in the test before, a moment ago: today, or yesterday when midnight came in between.
    expect([helsinkiDayOf(now), helsinkiDayOf(now - 86_400_000)]).toContain(day);
    const back = (days: number) => addDaysIso(day, -days);
    const dates = async (sql: string) =>
      (await test.db.query<{ day: string }>(sql)).rows.map((row) => row.day);
    expect(
      await dates(
        `select id || ' ' || to_char(start_date, 'YYYY-MM-DD') as day from payment_commitments order by id`,
      ),
    ).toEqual(
      demo.paymentCommitments.map((commitment) => `${commitment.id} ${back(commitment.startDaysAgo)}`).sort(),
    );
    expect(
      await dates(
        `select payment_commitment_id || ' ' || to_char(payment_date, 'YYYY-MM-DD') as day from payments order by 1`,
      ),
    ).toEqual(
      demo.payments.map((payment) => `${payment.paymentCommitmentId} ${back(payment.daysAgo)}`).sort(),
    );
  });

  it('seeds demo applications in every step, documents, payment commitments and attachment requests', async () => {
    const demo = demoData();
    const db = test.db;
    expect(await count(db, 'select 1 from applications')).toBe(demo.applications.length);
    for (const step of APPLICATION_STEPS)
      expect(
        await count(db, 'select 1 from applications where current_step = $1', [step]),
        step,
      ).toBeGreaterThan(0);
    expect(await count(db, 'select 1 from documents')).toBe(
      demo.applications.reduce((sum, application) => sum + application.documents.length, 0),
    );
    expect(
      await count(
        db,
        "select 1 from documents where direction = 'ARRIVED' and type = 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION'",
      ),
    ).toBe(demo.applications.length);
    for (const user of SEED_CUSTOMERS) {
      for (const direction of ['SENT', 'ARRIVED'])
        expect(
          await count(db, 'select 1 from documents where henro = $1 and direction = $2', [
            user.henro,
            direction,
          ]),
          `${user.henro} ${direction}`,
        ).toBeGreaterThan(0);
      const commitments = await count(db, 'select 1 from payment_commitments where henro = $1', [user.henro]);
      expect(commitments, user.henro).toBeGreaterThanOrEqual(1);
      expect(commitments, user.henro).toBeLessThanOrEqual(2);
    }
    for (const type of [
      'RENTALDEPOSIT_APPLICATION_DECISION',
      'ADDITIONAL_INFORMATION_REQUEST',
      'PAYMENT_REQUEST',
    ])
      expect(
        await count(db, "select 1 from documents where direction = 'SENT' and type = $1", [type]),
        type,
      ).toBeGreaterThan(0);
    for (const status of ['ACCEPTED', 'REJECTED'])
      expect(
        await count(
          db,
          "select 1 from documents where type = 'RENTALDEPOSIT_APPLICATION_DECISION' and status = $1",
          [status],
        ),
      ).toBeGreaterThan(0);
    expect(await count(db, 'select 1 from documents where created > now() or opened > now()')).toBe(0);
    expect(await count(db, "select 1 from documents where created < now() - interval '183 days'")).toBe(
      DOCUMENT_HISTORY_OLDER,
    );
    expect(await count(db, 'select 1 from payments')).toBe(demo.payments.length);
    expect(await count(db, "select 1 from users where language = 'sv'")).toBe(
      SEED_USERS.filter((user) => user.language === 'sv').length,
    );
    expect(
      await count(
        db,
        'select 1 from documents d left join applications a on a.id::text = d.payload->>$1 where a.id is null',
        ['applicationId'],
      ),
    ).toBe(0);
    expect(await count(db, 'select 1 from payment_commitments')).toBe(demo.paymentCommitments.length);

    const requests = demo.applications.filter((application) => application.attachmentRequest);
    const open = await db.query<{ step: string; items: number; optional: number }>(
      `select a.current_step as step, count(i.id)::int as items, count(*) filter (where i.optional)::int as optional
         from attachment_requests r
         join applications a on a.id = r.application_id
         join attachment_request_items i on i.request_id = r.id
        where not r.delivered and r.due_date > ${HELSINKI_TODAY_SQL}
        group by r.id, a.current_step`,
    );
    expect(open.rows.length).toBeGreaterThan(0);
    expect(open.rows.length).toBe(requests.length);
    expect(await count(db, 'select 1 from attachment_requests')).toBe(requests.length);
    for (const row of open.rows) {
      expect(row.step).toBe('INPROCESS');
      expect(row.items).toBeGreaterThanOrEqual(1);
      expect(row.items).toBeLessThanOrEqual(3);
    }
    expect(await count(db, 'select 1 from attachment_request_items')).toBe(
      requests.reduce((sum, application) => sum + application.attachmentRequest!.items.length, 0),
    );
    const amounts = await db.query<{ amount: string }>(
      'select amount::text as amount from payment_commitments',
    );
    for (const row of amounts.rows) expect(row.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('adds nothing when seeding again', async () => {
    const tables = [
      'users',
      'organisations',
      'user_organisations',
      'applications',
      'documents',
      'payment_commitments',
      'attachment_requests',
      'attachment_request_items',
      'payments',
    ];
    const before = await Promise.all(tables.map((table) => count(test.db, `select 1 from ${table}`)));
    expect(await seed(test.db)).toBe(false);
    expect(await seedStaff(test.db)).toBe(0);
    expect(await Promise.all(tables.map((table) => count(test.db, `select 1 from ${table}`)))).toEqual(
      before,
    );
  });

  it('seeds the staff with the intra permission and the customers without, staff owning no demo data', async () => {
    const { rows } = await test.db.query<{ henro: string; is_intra: boolean; is_ypa_active: boolean }>(
      'select henro, is_intra, is_ypa_active from users order by henro',
    );
    const staff = new Set(SEED_STAFF.map((user) => user.henro));
    expect(rows).toHaveLength(SEED_USERS.length);
    for (const row of rows) expect(row.is_intra, row.henro).toBe(staff.has(row.henro));
    for (const henro of staff) {
      expect(rows.find((row) => row.henro === henro)?.is_ypa_active).toBe(false);
      for (const table of ['applications', 'documents', 'payment_commitments', 'user_organisations'])
        expect(await count(test.db, `select 1 from ${table} where henro = $1`, [henro]), table).toBe(0);
    }
  });

  it('adds the staff to a database seeded before them, once, leaving the rest as it was', async () => {
    const staff = SEED_STAFF.map((user) => user.henro);
    await test.db.query('delete from users where henro = any($1::text[])', [staff]);
    const customers = await count(test.db, 'select 1 from users');
    expect(await seed(test.db)).toBe(false);
    expect(await seedStaff(test.db)).toBe(SEED_STAFF.length);
    expect(await seedStaff(test.db)).toBe(0);
    expect(await count(test.db, 'select 1 from users')).toBe(customers + SEED_STAFF.length);
    expect(
      await count(test.db, 'select 1 from users where is_intra and henro = any($1::text[])', [staff]),
    ).toBe(SEED_STAFF.length);
    // A row of a staff member's identity code under another henro stays, and no staff row is added for it.
    const [first] = SEED_STAFF;
    await test.db.query('delete from users where henro = $1', [first!.henro]);
    await test.db.query(
      "insert into users (henro, hetu, name, given_name, family_name) values ('900000199', $1, 'Other', 'O', 'Other')",
      [first!.hetu],
    );
    expect(await seedStaff(test.db)).toBe(0);
    await test.db.query("delete from users where henro = '900000199'");
    expect(await seedStaff(test.db)).toBe(1);
  });

  it('counts the seed’s and the demo’s days in Helsinki, whatever the session’s time zone', async () => {
    // Between them, UTC+14 and UTC−11 are on another day than Helsinki at every hour: `current_date`
    // (the session zone's day) gave the demo payments a date one day off from 22 to 24 UTC.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await test.db.transaction(async (tx) => {
        await tx.query(`set local time zone '${zone}'`);
        const before = helsinkiDayOf(new Date());
        const { rows } = await tx.query<{ today: string }>(`select ${HELSINKI_TODAY_SQL}::text as today`);
        // A midnight between the two readings: either day.
        expect([before, helsinkiDayOf(new Date())], zone).toContain(rows[0]?.today);
      });
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await test.db.transaction(async (tx) => {
      await tx.query("insert into organisations (business_id, name) values ('0987654-3', 'Testi Oy')");
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("insert into organisations (business_id, name) values ('2468013-5', 'Toinen Oy')");
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await test.db.query<{ business_id: string }>(
      "select business_id from organisations where business_id in ('0987654-3', '2468013-5')",
    );
    expect(rows.map((row) => row.business_id)).toEqual(['0987654-3']);
  });

  it('stores and returns jsonb and timestamps the same way', async () => {
    const body = { renteeInfo: [{ firstName: 'Åsa', birthdayHenro: '150385-924U' }], amount: 1200.5 };
    const { rows } = await test.db.query<{ body: unknown; created: Date; current_step: string }>(
      "insert into applications (henro, business_id, body) values ('900000005', '2345671-3', $1) returning body, created, current_step",
      [JSON.stringify(body)],
    );
    expect(rows[0]?.body).toEqual(body);
    expect(rows[0]?.created).toBeInstanceOf(Date);
    expect(rows[0]?.current_step).toBe('ARRIVED');
  });

  it('gives a failing statement its SQLSTATE, and bytes back as they were', async () => {
    await expect(
      test.db.query(
        "insert into organisations (business_id, name) values ('0987654-3', 'Kaksoiskappale Oy')",
      ),
    ).rejects.toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    const bytes = Buffer.from([0, 1, 2, 254, 255, 0x25, 0x50]);
    const { rows } = await test.db.query<{ data: Uint8Array }>('select $1::bytea as data', [bytes]);
    expect(Buffer.from(rows[0]!.data).equals(bytes)).toBe(true);
  });

  it('runs a prepared statement with its own parameters each time, also in a transaction', async () => {
    const count = preparedStatement(
      'test-count-organisations',
      'select count(*)::int as n from organisations where business_id = any($1::text[])',
    );
    const [none, one] = await Promise.all([
      test.db.query<{ n: number }>(count, [['0000000-0']]),
      test.db.query<{ n: number }>(count, [['0987654-3']]),
    ]);
    expect([none.rows[0]!.n, one.rows[0]!.n]).toEqual([0, 1]);
    const prepared = await test.db.transaction(async (tx) => {
      expect((await tx.query<{ n: number }>(count, [['0987654-3', '0000000-0']])).rows[0]!.n).toBe(1);
      return kind === 'postgres'
        ? (await tx.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
            (row) => row.name,
          )
        : null;
    });
    // On PostgreSQL the connection keeps it by its name (PGlite runs the text).
    if (kind === 'postgres') expect(prepared).toContain('test-count-organisations');
  });

  it('lets a statement outside a transaction see only what the transaction committed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = test.db.transaction(async (tx) => {
      await tx.query("insert into organisations (business_id, name) values ('1357913-8', 'Kesken Oy')");
      await held;
    });
    const outside = test.db.query<{ n: number }>(
      "select count(*)::int as n from organisations where business_id = '1357913-8'",
    );
    setTimeout(release, 50);
    await transaction;
    // PGlite (one connection) runs it after the commit; PostgreSQL before it, without the row.
    expect((await outside).rows[0]!.n).toBe(kind === 'pglite' ? 1 : 0);
  });
});

describe('prepared statements', () => {
  it('keep one statement per name', () => {
    const text = 'select 1 as one';
    expect(preparedStatement('test-one', text)).toEqual({ name: 'test-one', text });
    expect(preparedStatement('test-one', text)).toEqual({ name: 'test-one', text });
    expect(() => preparedStatement('test-one', 'select 2 as two')).toThrow(/already another statement/);
  });
});

describe('PGlite in a thread of its own (issue 12)', () => {
  it('leaves the calling thread free while a long statement runs', async () => {
    const test = await openTestDatabase('pglite');
    try {
      const ticks: number[] = [];
      const timer = setInterval(() => ticks.push(performance.now()), 10);
      const started = performance.now();
      await test.db.query('select count(*) from generate_series(1, 1000000) a, generate_series(1, 2) b');
      const took = performance.now() - started;
      clearInterval(timer);
      // In the calling thread no timer could fire while the statement ran.
      expect(took).toBeGreaterThan(100);
      expect(ticks.length).toBeGreaterThan(took / 10 / 4);
    } finally {
      await test.dispose();
    }
  });
});

/** A pg-style error: a message and a code (a SQLSTATE or a socket error's). */
function errorWithCode(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('a database that cannot be reached (issue 12)', () => {
  it('tells a lost or refused connection from a wrong statement', () => {
    const unavailable = [
      errorWithCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      errorWithCode('read ECONNRESET', 'ECONNRESET'),
      errorWithCode('terminating connection due to administrator command', '57P01'),
      errorWithCode('the database system is shutting down', '57P03'),
      errorWithCode('the database system is starting up', '57P03'),
      errorWithCode('connection failure', '08006'),
      errorWithCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([errorWithCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      new Error('wrapped', { cause: errorWithCode('read ECONNRESET', 'ECONNRESET') }),
      new DatabaseUnavailableError(new Error('anything')),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), error.message).toBe(true);
    const statementErrors = [
      errorWithCode('duplicate key value violates unique constraint', '23505'),
      errorWithCode('syntax error at or near "selec"', '42601'),
      errorWithCode('canceling statement due to statement timeout', '57014'),
      new Error('undo'),
      'ECONNREFUSED',
      null,
    ];
    for (const error of statementErrors) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it('answers only its own DatabaseUnavailableError as the database’s (not any socket error)', () => {
    const unavailable = new DatabaseUnavailableError(errorWithCode('read ECONNRESET', 'ECONNRESET'));
    expect(databaseUnavailableIn(unavailable)).toBe(unavailable);
    expect(databaseUnavailableIn(new Error('route failed', { cause: unavailable }))).toBe(unavailable);
    // A client that went away mid-upload is no database's.
    expect(databaseUnavailableIn(errorWithCode('aborted', 'ECONNRESET'))).toBeNull();
  });
});

describe.runIf(BACKENDS.includes('postgres'))('a PostgreSQL connection lost (issue 12)', () => {
  const databaseUrl = process.env['DATABASE_URL']!;

  it('answers DatabaseUnavailableError for a connection lost inside a transaction, and serves the next query', async () => {
    const db = await openDatabase({ databaseUrl });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('select 1');
          // The backend ends its own session, as a fast stop of the server does to every session.
          await tx.query('select pg_terminate_backend(pg_backend_pid())');
        }),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('survives an idle pooled connection ended by the server, telling onIdleError, and connects again', async () => {
    const onIdleError = vi.fn();
    const db = await openDatabase({ databaseUrl, onIdleError });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // One query at a time: the pool keeps one idle connection, this one.
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.close();
    }
  });
});

describe.runIf(BACKENDS.includes('postgres'))(
  'instances starting together on one PostgreSQL (issue 28)',
  () => {
    it('seed on two connections at once: one seeds, the other finds it seeded, neither fails', async () => {
      const databaseUrl = process.env['DATABASE_URL']!;
      const schema = `test_seed_race_${Date.now()}`;
      // Two pools on one empty schema, as two server processes have.
      const first = await openDatabase({ databaseUrl, schema });
      const second = await openDatabase({ databaseUrl, schema });
      try {
        await migrate(first);
        const results = await Promise.all([seed(first), seed(second)]);
        expect(results.sort()).toEqual([false, true]);
        const { rows } = await first.query<{ count: number }>('select count(*)::int as count from users');
        expect(rows[0]!.count).toBe(SEED_USERS.length);
      } finally {
        await first.close();
        await second.close();
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    });
  },
);

describe('the demo attachment requests', () => {
  it('name texts the register has in both languages', () => {
    const codes = [
      ATTACHMENT_TEXT_CODES.benefit,
      ...Object.values(ATTACHMENT_TEXT_CODES).flatMap((v) =>
        typeof v === 'string' ? [] : [v.name, v.description],
      ),
    ];
    for (const code of codes) {
      expect(registers.fi[code], code).toBeTruthy();
      expect(registers.sv[code], code).toBeTruthy();
    }
  });
});
