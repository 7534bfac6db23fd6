/**
 * The server as `npm start` runs it, in a process of its own (issue 28): `node server/main.ts` on
 * Node's own type stripping, no loader, no build step; and, on PostgreSQL, two instances started at
 * the same moment on one empty database, as a rolling deploy or a scaled-out start does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort, killAllServers, REPO_ROOT, startCommand, startServer } from '../../bench/load/server.ts';
import { demoData, SEED_USERS } from '../../server/db/seed.ts';
import { squeeze, textWithoutPrintDate } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { t, type Language } from '../../texts/index.ts';
import { FORMER_FIELD_CODE } from '../../server/forms/submission.ts';
import { copyCheckout, run, seededDataDir } from '../e2e/checkoutCopy.ts';
import { formsCatalogue } from '../../catalogue/forms.ts';
import { keptVersions } from '../../catalogue/versions.ts';
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
    // A first start creates, migrates and seeds its database: ~12 s of CPU, 9-11 s alone here, and
    // past the project's 20 s when npm test's e2e files share the two cores (seen once).
  }, 60_000);

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
  it('start together on an empty database: both serve, the seed and each form version are written once', async () => {
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
      // Each served form's versions (those kept in schemas/forms/versions, else its one version 1)
      // are written once (issue 43), whoever got there first.
      const versions = await admin.query<{ form_id: string; number: number }>(
        `select form_id, number from ${schema}.form_versions order by form_id, number`,
      );
      const catalogue = formsCatalogue();
      expect(versions.rows).toEqual(
        catalogue.served({ drafts: false }).flatMap(({ id }) => {
          const kept = keptVersions(catalogue, id);
          return kept.length > 0
            ? kept.map(({ number }) => ({ form_id: id, number }))
            : [{ form_id: id, number: 1 }];
        }),
      );
      // Neither start tripped over the other (forms/versions.ts takes an advisory lock to write).
      for (const server of [a, b])
        expect(readFileSync(server.logFile, 'utf8')).not.toContain('form versions not written');
      a.terminate();
      b.terminate();
      expect([await a.exited, await b.exited]).toMatchObject([{ code: 0 }, { code: 0 }]);
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});

/** The databases of a server in a process: its own PGlite; and a new schema of DATABASE_URL's when set. */
const PROCESS_BACKENDS = process.env['DATABASE_URL']
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);

/** A new schema on DATABASE_URL's server, as a URL whose connections use it; dropped by `drop`. */
async function emptySchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(process.env['DATABASE_URL']!);
  const schema = `test_versions_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.href,
    async drop() {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

describe.each(PROCESS_BACKENDS)(
  'a form changed in a copy of the checkout, the server started again on %s (issue 43)',
  (kind) => {
    it('keeps the notice already sent as it was sent: a removed field and a reworded label reach only new ones', async () => {
      const copy = copyCheckout('form-versions-');
      dataDirs.push(copy);
      const database = kind === 'postgres' ? await emptySchema() : null;
      onTestFinished(() => database?.drop());
      const aino = SEED_USERS.find((user) => user.henro === '900000001')!;
      const commitment = demoData().paymentCommitments.find(
        (each) => each.henro === aino.henro && each.businessId === null,
      )!.id;
      const notice = (name: string): Record<string, unknown> => ({
        ...(JSON.parse(
          readFileSync(join(copy, `schemas/forms/examples/tenancy-end-notice/${name}.json`), 'utf8'),
        ) as Record<string, unknown>),
        paymentCommitmentId: commitment,
      });
      // On PGlite the copy's database is the run's seeded template, as a first `npm start` leaves it
      // (creating it is the first test's to prove; here it cost ~10 s of CPU for nothing more).
      const dataDir = kind === 'pglite' ? seededDataDir(copy) : join(copy, 'data');
      const startCopy = async () =>
        startServer({
          root: copy,
          dataDir,
          portalDir: join(copy, 'no-portal'),
          port: await freePort(),
          logFile: join(copy, `server-${Math.random().toString(36).slice(2)}.log`),
          env: { INTRA_PORT: 'off' },
          databaseUrl: database?.url,
        });
      const pdfText = async (client: Client, id: string, language: Language) => {
        const download = await client.request(`/api/api/v1/document/download/${id}`, {
          headers: { 'accept-language': language },
        });
        expect(download.status).toBe(200);
        // Every line but the print date, which is the day it is printed.
        return textWithoutPrintDate(Buffer.from(await download.arrayBuffer()));
      };
      /** A notice as a page sends it, with the headers given besides the page's own. */
      const post = (client: Client, body: unknown, headers: Record<string, string> = {}) =>
        client.request('/api/api/v1/form/tenancy-end-notice', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
            ...headers,
          },
          body: JSON.stringify(body),
        });
      const idOf = async (sent: Response) => {
        expect(sent.status, await sent.clone().text()).toBe(200);
        return ((await sent.json()) as { id: string }).id;
      };
      const send = async (client: Client, body: unknown) => idOf(await post(client, body));

      const first = await startCopy();
      const before = (await logInAs(first.origin, aino.henro)).client;
      const sentId = await send(before, { ...notice('valid-two-tenants-with-defects'), keysReturned: 3 });
      const sentText = { fi: await pdfText(before, sentId, 'fi'), sv: await pdfText(before, sentId, 'sv') };
      expect(sentText.fi).toContain(
        squeeze('Vuokrasuhteen päättymispäivä 31.12.2023 Palautettujen avainten määrä 3'),
      );
      first.terminate();
      expect(await first.exited).toMatchObject({ code: 0 });

      // The author rewords the end date's label and removes the number of keys, and publishes.
      const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
        const json = JSON.parse(readFileSync(join(copy, file), 'utf8')) as Record<string, unknown>;
        change(json);
        writeFileSync(join(copy, file), `${JSON.stringify(json, null, 2)}\n`);
      };
      const without = (list: unknown) => (list as string[]).filter((name) => name !== 'keysReturned');
      edit('schemas/forms/tenancy-end-notice.schema.json', (schema) => {
        delete (schema['properties'] as Record<string, unknown>)['keysReturned'];
        schema['required'] = without(schema['required']);
        (schema['propertyNames'] as { enum: string[] }).enum = without(
          (schema['propertyNames'] as { enum: string[] }).enum,
        );
      });
      edit('schemas/forms/tenancy-end-notice.ui.json', (ui) => {
        delete ui['keysReturned'];
        ui['ui:order'] = without(ui['ui:order']);
      });
      edit('texts/fi.json', (fi) => (fi['260011'] = 'Päivä, jona vuokrasuhde päättyi'));
      // Without a migration for the keys' answers in saved drafts, the version is not kept.
      expect(() => run(copy, ['engine/build/versions-cli.ts'])).toThrow(/Palautettujen avainten määrä/);
      writeFileSync(
        join(copy, 'schemas/forms/tenancy-end-notice.migrations.json'),
        JSON.stringify({ '2': [{ move: '/keysReturned', to: '/defects' }] }),
      );
      expect(run(copy, ['engine/build/versions-cli.ts'])).toBe(
        'forms:versions: kept versions/tenancy-end-notice/2.json\n',
      );

      const second = await startCopy();
      const after = (await logInAs(second.origin, aino.henro)).client;
      expect({ fi: await pdfText(after, sentId, 'fi'), sv: await pdfText(after, sentId, 'sv') }).toEqual(
        sentText,
      );
      // A page opened before the change sends the removed field: it is named by its label and told, not by its key.
      const oldAnswers = { ...notice('valid-two-tenants-with-defects'), keysReturned: 3 };
      const stale = await post(after, oldAnswers, { 'accept-language': 'sv' });
      expect(stale.status).toBe(400);
      expect(await stale.json()).toEqual([
        {
          path: '/keysReturned',
          label: 'Antal återlämnade nycklar',
          message: t('sv', FORMER_FIELD_CODE),
          code: FORMER_FIELD_CODE,
        },
      ]);
      // The same page saying which version it was made with is brought forward as a draft is: the
      // keys' answer goes into the defects, after its label.
      const forwardId = await idOf(await post(after, oldAnswers, { 'x-form-version': '1' }));
      expect(await pdfText(after, forwardId, 'sv')).toContain(
        squeeze('Två nycklar saknas. Antal återlämnade nycklar: 3'),
      );
      // A notice sent now is the changed form's: the new label, and no keys.
      const { keysReturned: _removed, ...changed } = notice('valid-two-tenants-with-defects');
      const newText = await pdfText(after, await send(after, changed), 'fi');
      expect(newText).toContain(squeeze('Päivä, jona vuokrasuhde päättyi 31.12.2023'));
      expect(newText).not.toContain(squeeze('Palautettujen avainten määrä'));
      second.terminate();
      expect(await second.exited).toMatchObject({ code: 0 });

      // Rolled back: the author restores version 1's files and words. That is version 3 (the same
      // content as the first); the keys come back as a required field, which drafts saved with
      // version 2 lack, so the migration into 3 asks for them.
      const first1 = JSON.parse(
        readFileSync(join(copy, 'schemas/forms/versions/tenancy-end-notice/1.json'), 'utf8'),
      ) as { content: { schema: unknown; uiSchema: unknown; manifest: unknown } };
      for (const [file, value] of [
        ['tenancy-end-notice.schema.json', first1.content.schema],
        ['tenancy-end-notice.ui.json', first1.content.uiSchema],
        ['tenancy-end-notice.form.json', first1.content.manifest],
      ] as const)
        writeFileSync(join(copy, 'schemas/forms', file), `${JSON.stringify(value, null, 2)}\n`);
      edit('texts/fi.json', (fi) => (fi['260011'] = 'Vuokrasuhteen päättymispäivä'));
      expect(() => run(copy, ['engine/build/versions-cli.ts'])).toThrow(/Palautettujen avainten määrä/);
      writeFileSync(
        join(copy, 'schemas/forms/tenancy-end-notice.migrations.json'),
        JSON.stringify({ '2': [{ move: '/keysReturned', to: '/defects' }], '3': [{ ask: '/keysReturned' }] }),
      );
      expect(run(copy, ['engine/build/versions-cli.ts'])).toBe(
        'forms:versions: kept versions/tenancy-end-notice/3.json\n',
      );
      const third = await startCopy();
      const back = (await logInAs(third.origin, aino.henro)).client;
      const rolledBack = await send(back, { ...notice('valid-two-tenants-with-defects'), keysReturned: 3 });
      // As version 1 read, but for the day it was printed; what was sent with version 2 stays so.
      expect(await pdfText(back, rolledBack, 'fi')).toBe(sentText.fi);
      expect(await pdfText(back, sentId, 'fi')).toBe(sentText.fi);
      expect(await pdfText(back, forwardId, 'fi')).toContain(squeeze('Päivä, jona vuokrasuhde päättyi'));
      third.terminate();
      expect(await third.exited).toMatchObject({ code: 0 });
    }, 120_000);
  },
);
