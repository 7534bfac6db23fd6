/**
 * Forms over time (issue 43), as a landlord meets it, in Chromium, fi and sv. In a copy of this
 * checkout the server starts with the tenancy-end notice as it is; Aino sends one (3 keys
 * returned) and saves two drafts. Then the author changes the form: the end date's label
 * reworded, the number of keys removed with a migration that moves its answers into the defects,
 * a phone number added and required (asked for by the migration); the check passes, the version is
 * kept, the portal is built again and the server starts again on the same database.
 *
 * The notice already sent reads as it did, in both languages. Each draft opens brought forward:
 * the page says the form changed and what that did (the keys' answer moved, the phone asked for),
 * axe clean at 1280 and 375 px; the landlord fills the phone and sends by keyboard; nothing is lost.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, killAllServers, startServer, type ServerProcess } from '../../bench/load/server.ts';
import { demoData, SEED_USERS } from '../../server/db/seed.ts';
import { squeeze, textWithoutPrintDate } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { Client } from '../../server/test-helpers.ts';
import type { Language } from '../../texts/index.ts';
import { copyCheckout, run, seededDataDir } from './checkoutCopy.ts';
import { e2eServer, expectNoAxeViolations, loginWithRole, openPage, text } from './harness.ts';

const FORM = 'tenancy-end-notice';
const PATH = '/ilmoitus-vuokrasuhteen-paattymisesta';
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const COMMITMENT = demoData().paymentCommitments.find(
  (commitment) => commitment.henro === AINO.henro && commitment.businessId === null,
)!.id;
const REWORDED = { fi: 'Päivä, jona vuokrasuhde päättyi', sv: 'Hyresförhållandets sista dag' };
const PHONE_LABEL = '230046';

/** Aino's notice, as the form's example has it, on her own commitment. */
function notice(copy: string, name: string): Record<string, unknown> {
  const example = JSON.parse(readFileSync(join(copy, `schemas/forms/examples/${FORM}/${name}.json`), 'utf8'));
  return { ...example, paymentCommitmentId: COMMITMENT };
}

/** A document's PDF text (every page whole) without its print date. */
async function documentText(client: Client, id: string, language: Language): Promise<string> {
  const download = await client.request(`/api/api/v1/document/download/${id}`, {
    headers: { 'accept-language': language },
  });
  expect(download.status).toBe(200);
  return textWithoutPrintDate(Buffer.from(await download.arrayBuffer()));
}

async function loggedIn(origin: string): Promise<Client> {
  const client = new Client(origin);
  expect((await client.login(AINO.henro)).status).toBe(200);
  return client;
}

const xsrf = (client: Client) => ({ 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! });

/** The author's change, in the copy: reworded, removed with a migration, added and asked for. */
function changeTheForm(copy: string): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (file: string, change: (json: Record<string, any>) => void) => {
    const json = JSON.parse(readFileSync(join(copy, 'schemas/forms', file), 'utf8'));
    change(json);
    writeFileSync(join(copy, 'schemas/forms', file), `${JSON.stringify(json, null, 2)}\n`);
  };
  const swap = (names: string[]) => [...names.filter((name) => name !== 'keysReturned'), 'phone'];
  edit(`${FORM}.schema.json`, (schema) => {
    delete schema.properties.keysReturned;
    schema.properties.phone = { type: 'string', minLength: 5, maxLength: 20 };
    schema.required = swap(schema.required);
    schema.propertyNames.enum = swap(schema.propertyNames.enum);
  });
  edit(`${FORM}.ui.json`, (ui) => {
    delete ui.keysReturned;
    const order = ui['ui:order'] as string[];
    ui['ui:order'] = [
      ...order.slice(0, order.indexOf('keysReturned')),
      'phone',
      ...order.slice(order.indexOf('keysReturned') + 1),
    ];
    ui.phone = { 'ui:title': PHONE_LABEL };
  });
  const examples = join(copy, 'schemas/forms/examples', FORM);
  for (const name of ['invalid-keys-as-fraction', 'invalid-too-many-keys'])
    rmSync(join(examples, `${name}.json`));
  edit(`examples/${FORM}/expected-errors.json`, (expected) => {
    delete expected['invalid-keys-as-fraction'];
    delete expected['invalid-too-many-keys'];
  });
  for (const name of readdirSync(examples).filter((file) => file !== 'expected-errors.json'))
    edit(`examples/${FORM}/${name}`, (example) => {
      delete example.keysReturned;
      example.phone = '040 123 4567';
    });
  writeFileSync(
    join(copy, 'schemas/forms', `${FORM}.migrations.json`),
    `${JSON.stringify({ '2': [{ move: '/keysReturned', to: '/defects' }, { ask: '/phone' }] }, null, 2)}\n`,
  );
  run(copy, ['texts/texts.ts', 'change', '260011', '--fi', REWORDED.fi, '--sv', REWORDED.sv, '--yes']);
}

interface ChangedPortal {
  copy: string;
  server: ServerProcess;
  sentId: string;
  sentText: Record<Language, string>;
  stop(): Promise<void>;
}

async function startChanged(): Promise<ChangedPortal> {
  const copy = copyCheckout('forms-over-time-');
  try {
    const dataDir = seededDataDir(copy);
    const serve = async () =>
      startServer({
        root: copy,
        dataDir,
        portalDir: join(copy, 'dist/portal'),
        port: await freePort(),
        logFile: join(copy, `server-${Math.random().toString(36).slice(2)}.log`),
        env: { INTRA_PORT: 'off' },
      });
    // Before: a notice sent and two drafts saved with the form as it is (version 1).
    const before = await serve();
    const client = await loggedIn(before.origin);
    const sent = await client.request(`/api/api/v1/form/${FORM}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...xsrf(client) },
      body: JSON.stringify({ ...notice(copy, 'valid-two-tenants-with-defects'), keysReturned: 3 }),
    });
    expect(sent.status).toBe(200);
    const sentId = ((await sent.json()) as { id: string }).id;
    const sentText = {
      fi: await documentText(client, sentId, 'fi'),
      sv: await documentText(client, sentId, 'sv'),
    };
    for (const defects of ['Ovi ei mene kiinni.', 'Dörren går inte igen.']) {
      const { currentLanguageCode: _language, ...data } = notice(copy, 'valid-two-tenants-with-defects');
      const saved = await client.request('/api/api/v1/saved-state', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...xsrf(client) },
        body: JSON.stringify({ type: 'TENANCY_END_NOTICE', data: { ...data, keysReturned: 3, defects } }),
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ formVersion: 1 });
    }
    before.terminate();
    expect(await before.exited).toMatchObject({ code: 0 });

    // The author's change: checked, its version kept, the portal built from it.
    changeTheForm(copy);
    expect(run(copy, ['engine/build/versions-cli.ts'])).toBe(
      `forms:versions: kept versions/${FORM}/2.json\n`,
    );
    expect(run(copy, ['engine/build/check-cli.ts'])).toMatch(/7 forms sound/);
    run(copy, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
    const server = await serve();
    return {
      copy,
      server,
      sentId,
      sentText,
      async stop() {
        killAllServers();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    killAllServers();
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

const { portal, browser } = e2eServer('forms-over-time', startChanged);

describe('a form changed after a landlord sent one and saved drafts', () => {
  it('keeps the notice already sent as it was sent, in fi and sv', async () => {
    const client = await loggedIn(portal().server.origin);
    for (const language of ['fi', 'sv'] as const)
      expect(await documentText(client, portal().sentId, language), language).toBe(
        portal().sentText[language],
      );
    expect(portal().sentText.fi).toContain(
      squeeze('Vuokrasuhteen päättymispäivä 31.12.2023 Palautettujen avainten määrä 3'),
    );
  });

  for (const language of ['fi', 'sv'] as const)
    it(`opens a draft brought forward, says what changed, and sends it with the new field (${language})`, async () => {
      const origin = portal().server.origin;
      const { context, page, pageErrors } = await openPage(browser(), { language });
      try {
        await loginWithRole(context, origin, AINO.henro);
        await page.goto(`${origin}${PATH}`);
        const updated = page.getByRole('region', { name: text(language, '173040') });
        await updated.waitFor();
        const keysLabel = language === 'fi' ? 'Palautettujen avainten määrä' : 'Antal återlämnade nycklar';
        expect(await updated.getByRole('listitem').allTextContents()).toEqual([
          text(language, '173043')
            .replace('{label}', keysLabel)
            .replace('{to}', text(language, '260016'))
            .replace('{value}', '3'),
          text(language, '173048').replace('{label}', text(language, PHONE_LABEL)),
        ]);
        // The keys' answer is in the defects, after its label; the reworded label is the form's now.
        expect(await page.locator('#root_defects').inputValue()).toMatch(new RegExp(`\\n${keysLabel}: 3$`));
        await page.getByLabel(REWORDED[language]).waitFor();
        await expectNoAxeViolations(page, `form updated, 1280 (${language})`);
        await page.setViewportSize({ width: 375, height: 812 });
        await expectNoAxeViolations(page, `form updated, 375 (${language})`);
        await page.setViewportSize({ width: 1280, height: 900 });

        // By keyboard: the new field, then send.
        await page.locator('#root_phone').focus();
        await page.keyboard.type('040 765 4321');
        await page
          .getByRole('button', { name: language === 'fi' ? 'Lähetä' : 'Skicka', exact: true })
          .focus();
        await page.keyboard.press('Enter');
        await page
          .getByRole('status')
          .filter({ hasText: text(language, '260032') })
          .waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
});
