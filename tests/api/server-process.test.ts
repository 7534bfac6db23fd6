/**
 * The server as `npm start` runs it, in a process of its own (issue 28): `node server/main.ts` on
 * Node's own type stripping, no loader, no build step; and, on PostgreSQL, two instances started at
 * the same moment on one empty database, as a rolling deploy or a scaled-out start does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAllServers, REPO_ROOT, startCommand, startServer } from '../../bench/load/server.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { Client } from '../../server/test-helpers.ts';
import landlordExample from '../../schemas/forms/examples/landlord-application/valid-full-organisation-foreign-account.json' with { type: 'json' };

const dataDirs: string[] = [];
afterAll(() => {
  killAllServers();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-process-'));
  dataDirs.push(dir);
  return dir;
}

/** A customer of the seed: logs in on `origin` and reads who they are. */
async function logInAs(origin: string, henro: string): Promise<{ client: Client; user: unknown }> {
  const client = new Client(origin);
  expect((await client.login(henro)).status).toBe(200);
  const user = await client.request('/api/user');
  expect(user.status).toBe(200);
  return { client, user: await user.json() };
}

/** The server's process on `dataDir` (and `databaseUrl`), with no staff listener beside it. */
async function start(dataDir: string, databaseUrl?: string) {
  return startServer({
    dataDir,
    databaseUrl,
    portalDir: join(dataDir, 'no-portal'),
    port: await freePort(),
    logFile: join(dataDir, `server-${Math.random().toString(36).slice(2)}.log`),
    env: { INTRA_PORT: 'off' },
  });
}

const customer = SEED_USERS.find((user) => user.organisations.length === 0 && !user.intra)!;

describe('the server in a process of its own (issue 28)', () => {
  it('is started by npm start as plain node server/main.ts, with no TypeScript loader', () => {
    const { text, command, args } = startCommand();
    expect(text).toBe('node server/main.ts');
    expect(command).toBe(process.execPath);
    expect(args).toEqual(['server/main.ts']);
  });

  it('starts on Node 24 on the embedded database, logs a test user in and stops on SIGTERM', async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    const server = await start(newDataDir());
    const { client, user } = await logInAs(server.origin, customer.henro);
    expect(user).toMatchObject({ name: `${customer.givenName} ${customer.familyName}` });
    // The worker pool's thread runs its TypeScript the same way: the PDF is rendered there.
    const pdf = await client.request('/api/api/v1/application/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
      body: JSON.stringify(landlordExample),
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    server.terminate();
    expect(await server.exited).toMatchObject({ code: 0 });
  });

  it('refuses to start with a directory file store on PostgreSQL unless the folder is shared', () => {
    const refused = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        FILE_STORE: 'directory',
        VITEST: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/FILE_STORE=directory with DATABASE_URL.*FILE_STORE_SHARED=true/);
  });
});

describe.runIf(process.env['DATABASE_URL'])('two instances on one PostgreSQL (issue 28)', () => {
  it('start together on an empty database: both serve, the seed is written once', async () => {
    const databaseUrl = new URL(process.env['DATABASE_URL']!);
    const schema = `test_instances_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl.href });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      const dataDir = newDataDir();
      const [a, b] = await Promise.all([start(dataDir, databaseUrl.href), start(dataDir, databaseUrl.href)]);
      expect((await logInAs(a.origin, customer.henro)).user).toMatchObject({
        name: `${customer.givenName} ${customer.familyName}`,
      });
      expect((await logInAs(b.origin, customer.henro)).user).toMatchObject({
        name: `${customer.givenName} ${customer.familyName}`,
      });
      const { rows } = await admin.query<{ count: number }>(
        `select count(*)::int as count from ${schema}.users`,
      );
      expect(rows[0]!.count).toBe(SEED_USERS.length);
      a.terminate();
      b.terminate();
      expect([await a.exited, await b.exited]).toMatchObject([{ code: 0 }, { code: 0 }]);
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
