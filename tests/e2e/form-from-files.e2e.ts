/**
 * Issue 29's promise, tested as an author would keep it: a new form goes live from its files alone.
 * In a copy of this checkout (its files as git lists them, node_modules shared) the test adds a form
 * the repository does not have — schema, UI schema, manifest, examples with their expected errors,
 * a text range — and its texts with the texts tool, keeps its first version (`forms:versions`),
 * runs `schemas:check` (sound), builds the portal
 * and starts the copy's server (`node server/main.ts`, the staff area beside it). Nothing else is
 * touched. Then, in Chromium, in Finnish and Swedish: the form is in the sidebar, filled and sent
 * (axe clean), its PDF downloads in the language, the documents page lists it, and staff find it on
 * the customer's page with its summary PDF. A second form added with `"status": "draft"` is in no
 * file of the production build, its path is the not-found page, and its operation answers 404.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort, killAllServers, startServer, type ServerProcess } from '../../bench/load/server.ts';
import { copyCheckout, run, seededDataDir } from './checkoutCopy.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import type { Language } from '../../texts/index.ts';
import {
  e2eServer,
  expectNoAxeViolations,
  heading,
  loginThroughApi,
  loginWithRole,
  openPage,
  text as registerText,
  xsrfToken,
} from './harness.ts';

const FORM = 'key-return-notice';
const DRAFT = 'key-count-draft';
const PATH = '/ilmoitus-avainten-palauttamisesta';
const DRAFT_PATH = '/avainluonnos';
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const STAFF = SEED_USERS.find((user) => user.intra)!;

/** The new form's texts, as its author writes them (270000–279999, a range of its own). */
const TEXTS: Record<string, { fi: string; sv: string }> = {
  '270001': { fi: 'Ilmoitus avainten palauttamisesta', sv: 'Anmälan om återlämnade nycklar' },
  '270002': { fi: 'Maksusitoumuksen tunnus', sv: 'Betalningsförbindelsens nummer' },
  '270003': { fi: 'Palautettujen avainten määrä', sv: 'Antal återlämnade nycklar' },
  '270004': { fi: 'Palautuspäivä', sv: 'Dag för återlämnandet' },
  '270005': { fi: 'Vakuutan, että tiedot ovat oikein', sv: 'Jag försäkrar att uppgifterna är riktiga' },
  '270006': { fi: 'Avainten palautusilmoitus', sv: 'Anmälan om nycklar' },
  '270007': { fi: 'Ilmoitus on vastaanotettu', sv: 'Anmälan har tagits emot' },
  '270008': {
    fi: 'Kela on saanut ilmoituksesi avainten palauttamisesta. Sinun ei tarvitse tehdä muuta.',
    sv: 'FPA har fått din anmälan om återlämnade nycklar. Du behöver inte göra något mer.',
  },
  '270009': { fi: 'Avainluonnos', sv: 'Nyckelutkast' },
};
const text = (language: Language, code: string) => TEXTS[code]![language];

const SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['currentLanguageCode', 'paymentCommitmentId', 'keysReturned', 'returnDate', 'confirmed'],
  additionalProperties: false,
  properties: {
    currentLanguageCode: { type: 'string', enum: ['fi', 'sv'] },
    paymentCommitmentId: { type: 'string', format: 'free-text', minLength: 1, maxLength: 20 },
    keysReturned: { type: 'integer', minimum: 0, maximum: 20 },
    returnDate: { type: 'string', format: 'date', dateMinimum: '2000-01-01', dateMaximum: 'today' },
    confirmed: { type: 'boolean', const: true },
  },
};
const UI_SCHEMA = {
  'ui:title': '270001',
  'ui:summary': { title: '270001', name: '/paymentCommitmentId' },
  'ui:order': ['currentLanguageCode', 'paymentCommitmentId', 'keysReturned', 'returnDate', 'confirmed'],
  currentLanguageCode: { 'ui:widget': 'hidden' },
  paymentCommitmentId: { 'ui:title': '270002' },
  keysReturned: { 'ui:title': '270003', 'ui:widget': 'wholeNumber' },
  returnDate: { 'ui:title': '270004' },
  confirmed: { 'ui:title': '270005', 'ui:widget': 'confirm' },
};
const manifest = (status: 'published' | 'draft', title: string, path: string, documentType: string) => ({
  $schema: '../form-manifest.schema.json',
  status,
  title,
  path,
  roles: ['person', 'organisation'],
  page: 'form',
  offer: { sidebar: 45 },
  submission: { kind: 'document', documentType, documentName: '270006' },
  confirmation: { title: '270007', body: '270008' },
});
const VALID = {
  currentLanguageCode: 'fi',
  paymentCommitmentId: 'MS-2024-0001',
  keysReturned: 3,
  returnDate: '2024-06-01',
  confirmed: true,
};
/** Six invalid examples, each with the error it must give. */
const INVALID: Record<string, [Record<string, unknown>, Record<string, string>]> = {
  'invalid-keys-as-fraction': [{ ...VALID, keysReturned: 1.5 }, { '/keysReturned': '110015' }],
  'invalid-too-many-keys': [{ ...VALID, keysReturned: 21 }, { '/keysReturned': '110008' }],
  'invalid-not-confirmed': [{ ...VALID, confirmed: false }, { '/confirmed': '110016' }],
  'invalid-date-in-future': [{ ...VALID, returnDate: '2099-01-01' }, { '/returnDate': '120203' }],
  'invalid-missing-commitment': [
    Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== 'paymentCommitmentId')),
    { '/paymentCommitmentId': '110001' },
  ],
  'invalid-unknown-field': [{ ...VALID, deposit: 10 }, { '/deposit': '110012' }],
};

const writeJson = (file: string, value: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
};

/** What the author adds: the form's files, its text range and texts. Nothing else. */
function addForms(copy: string): void {
  const forms = join(copy, 'schemas/forms');
  for (const [id, status, title, path, type] of [
    [FORM, 'published', '270001', PATH, 'KEY_RETURN_NOTICE'],
    [DRAFT, 'draft', '270009', DRAFT_PATH, 'KEY_COUNT_DRAFT'],
  ] as const) {
    writeJson(join(forms, `${id}.schema.json`), SCHEMA);
    writeJson(join(forms, `${id}.ui.json`), UI_SCHEMA);
    writeJson(join(forms, `${id}.form.json`), manifest(status, title, path, type));
    writeJson(join(forms, 'examples', id, 'valid-three-keys.json'), VALID);
    writeJson(join(forms, 'examples', id, 'valid-no-keys.json'), {
      ...VALID,
      keysReturned: 0,
      currentLanguageCode: 'sv',
    });
    for (const [name, [data]] of Object.entries(INVALID))
      writeJson(join(forms, 'examples', id, `${name}.json`), data);
    writeJson(
      join(forms, 'examples', id, 'expected-errors.json'),
      Object.fromEntries(Object.entries(INVALID).map(([name, [, errors]]) => [name, errors])),
    );
  }
  const rangesFile = join(copy, 'texts/ranges.json');
  const ranges = JSON.parse(readFileSync(rangesFile, 'utf8')) as unknown[];
  writeJson(rangesFile, [
    ...ranges,
    { from: 270000, to: 279999, owner: 'form: keys returned', forms: [FORM, DRAFT] },
  ]);
  writeJson(join(copy, 'new-texts.json'), TEXTS);
  run(copy, ['texts/texts.ts', 'add', 'new-texts.json']);
}

interface CopiedPortal {
  copy: string;
  server: ServerProcess;
  intraOrigin: string;
  stop(): Promise<void>;
}

async function startCopy(): Promise<CopiedPortal> {
  const copy = copyCheckout('form-from-files-');
  try {
    addForms(copy);
    // The author publishes: the published form's first version is kept beside it (issue 43); the
    // draft has none.
    expect(run(copy, ['engine/build/versions-cli.ts'])).toBe(
      `forms:versions: kept versions/${FORM}/1.json\n`,
    );
    // The author's check: sound, and the validators generated.
    expect(run(copy, ['engine/build/check-cli.ts'])).toMatch(
      /9 forms sound \(.*key-count-draft, key-return-notice/,
    );
    run(copy, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { NODE_ENV: 'production' });
    const dataDir = seededDataDir(copy);
    const intraPort = await freePort();
    const server = await startServer({
      root: copy,
      dataDir,
      portalDir: join(copy, 'dist/portal'),
      port: await freePort(),
      logFile: join(copy, 'server.log'),
      env: { INTRA_PORT: String(intraPort) },
    });
    return {
      copy,
      server,
      intraOrigin: `http://127.0.0.1:${intraPort}`,
      async stop() {
        killAllServers();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

const { portal, browser, timings } = e2eServer('form-from-files', startCopy);

const sendButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: language === 'fi' ? 'Lähetä' : 'Skicka', exact: true });

async function pdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const bytes = readFileSync(await (await downloading).path());
  return squeeze(bodyText((await readPdf(bytes, { structure: false })).pages));
}

describe('a form added from its files alone', () => {
  for (const language of ['fi', 'sv'] as const) {
    it(`is offered, sent with its PDF, listed, and seen by staff (${language})`, async () => {
      const started = performance.now();
      const origin = portal().server.origin;
      const { context, page, pageErrors } = await openPage(browser(), { language });
      try {
        await loginWithRole(context, origin, AINO.henro);
        await page.goto(`${origin}/`);
        await page
          .getByRole('navigation')
          .getByRole('link', { name: text(language, '270001') })
          .click();
        await page.getByRole('heading', { level: 1, name: text(language, '270001') }).waitFor();
        await page.locator('#root_paymentCommitmentId').fill(`MS-${language}-0001`);
        await page.locator('#root_keysReturned').fill('2');
        await page.locator('#root_returnDate').fill('01.06.2024');
        await page.locator('#root_confirmed').focus();
        await page.keyboard.press('Space');
        await expectNoAxeViolations(page, `${PATH} filled (${language})`);
        await sendButton(page, language).click();
        const sent = page.getByRole('status').filter({ hasText: text(language, '270008') });
        await sent.waitFor();
        await expectNoAxeViolations(page, `${PATH} sent (${language})`);
        const pdf = await pdfText(page, () => sent.getByRole('button').first().click());
        expect(pdf).toContain(squeeze(text(language, '270003')));
        expect(pdf).toContain(`MS-${language}-0001`);

        // Listed among the documents she sent, by its manifest's name.
        await page.goto(`${origin}/paatokset-ja-muut-asiakirjasi`);
        await page.getByRole('tab', { name: registerText(language, '147202') }).click();
        await page
          .getByRole('tabpanel')
          .getByRole('heading', { name: text(language, '270006') })
          .first()
          .waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }

      // Staff find it on the customer's page, and its summary PDF.
      const staff = await openPage(browser(), { language });
      try {
        await loginThroughApi(staff.context, portal().intraOrigin, STAFF.henro);
        await staff.page.goto(`${portal().intraOrigin}/`);
        const search = staff.page.getByRole('searchbox').or(staff.page.getByRole('textbox')).first();
        await search.fill(AINO.hetu);
        await staff.page.keyboard.press('Enter');
        await staff.page
          .getByRole('heading', { level: 1, name: `${AINO.givenName} ${AINO.familyName}` })
          .waitFor();
        const card = staff.page
          .getByRole('listitem')
          .filter({ hasText: `MS-${language}-0001` })
          .first();
        await card.waitFor();
        expect(await card.textContent()).toContain(text(language, '270006'));
        const pdf = await pdfText(staff.page, () => card.getByRole('button').first().click());
        expect(pdf).toContain(squeeze(text(language, '270001')));
        expect(staff.pageErrors).toEqual([]);
      } finally {
        await staff.context.close();
      }
      timings[`journey ${language}`] = performance.now() - started;
    });
  }

  it('leaves a draft form out of the production build: not in its files, not found, not served', async () => {
    const built = join(portal().copy, 'dist/portal');
    const files = readdirSync(built, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(3);
    // The published form added beside it is in the build (the search would find the draft's).
    expect(files.some((entry) => readFileSync(join(entry.parentPath, entry.name)).includes(PATH))).toBe(true);
    for (const entry of files) {
      const content = readFileSync(join(entry.parentPath, entry.name));
      expect(content.includes(DRAFT_PATH), entry.name).toBe(false);
      expect(content.includes(DRAFT), entry.name).toBe(false);
    }
    const origin = portal().server.origin;
    const { context, page } = await openPage(browser(), { language: 'fi' });
    try {
      await loginWithRole(context, origin, AINO.henro);
      await page.goto(`${origin}${DRAFT_PATH}`);
      await heading(page, 'fi', '143030').waitFor();
      expect(
        await page
          .getByRole('navigation')
          .getByRole('link', { name: text('fi', '270009') })
          .count(),
      ).toBe(0);
      const response = await context.request.post(`${origin}/api/api/v1/form/${DRAFT}`, {
        headers: { 'x-xsrf-token': await xsrfToken(context) },
        data: VALID,
      });
      expect(response.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
