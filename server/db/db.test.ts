import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBusinessId, isValidHetu } from '../../validators';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../test-helpers';
import { migrate, readMigrations } from './migrate';
import { SEED_ORGANISATIONS, SEED_USERS, seed } from './seed';

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
    const representatives = SEED_USERS.filter((user) => user.organisations.length > 0);
    expect(SEED_USERS.length - representatives.length).toBeGreaterThanOrEqual(2);
    expect(representatives.length).toBeGreaterThanOrEqual(2);
    for (const user of representatives) {
      expect(user.organisations.length).toBeLessThanOrEqual(3);
      for (const businessId of user.organisations) expect(known.has(businessId)).toBe(true);
    }
  });
});

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
});
