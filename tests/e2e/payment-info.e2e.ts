/**
 * Issue 6 end to end in Chromium (tests/e2e/harness.ts): the payment information page of an
 * organisation. Sari (900000005) acts for Vuokratalot Mäkinen Oy (2345671-3) and reaches the page
 * from the sidebar; the list shows the seeded payments, a narrower date range shows fewer, the page
 * size can be chosen, the PDF of the list downloads; a payment-info update is filled (the rentee's
 * identity code checked on the way), sent, its PDF downloaded, and it is stored among the documents
 * that arrived from the organisation. As herself, she has no payment-info link and the page asks her
 * to choose a company. Axe finds nothing in Finnish and Swedish (list, form with errors, success)
 * and at 375 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { t, type Language } from '../../texts/index.ts';
import { demoData, seededOn } from '../../server/db/seed.ts';
import { addDaysIso, formatFinnishDate, parseFinnishDate, todayIso } from '../../validators/date.ts';
import { addMonthsIso } from '../../engine/react/widgets/date/calendarModel.ts';
import {
  arrivedDocuments,
  e2ePortal,
  expectFocusVisible,
  expectNoAxeViolations,
  heading,
  loginWithRole,
  openPage,
  storedDocumentFileName,
  text,
} from './harness.ts';

const PATH = '/maksutiedot';
const UPDATE_PATH = '/maksutiedot/muutosilmoitus';
const SARI = { henro: '900000005', name: 'Sari Mäkinen' };
const ORGANISATION = { name: 'Vuokratalot Mäkinen Oy', businessId: '2345671-3' };

const CODES = {
  mainNavigation: '143002',
  paymentInfo: '143019',
  chooseCompany: '143006',
  frontPage: '141005',
  // the page
  onlyForOrganisations: '149001',
  listHeading: '149010',
  tableCaption: '149026',
  commitmentId: '149013',
  listFailed: '149029',
  retryList: '149038',
  downloadListPdf: '149030',
  listPdfFileName: '149032',
  openForm: '149041',
  updateTitle: '220001',
  formForOrganisations: '141021',
  sent: '149042',
  hetuChecked: '149050',
  // shared
  startDate: '120009',
  endDate: '120010',
  pageSize: '147108',
  downloadPdf: '141007',
  formTitle: '220001',
  errorSummary: '100001',
  send: '100023',
} as const;

const { portal, browser, timings } = e2ePortal('payment-info');

/** The organisation's seeded payments (server/db/seed.ts) and their commitment. */
function seededPayments() {
  const data = demoData();
  const commitments = data.paymentCommitments.filter(
    (commitment) => commitment.businessId === ORGANISATION.businessId,
  );
  const payments = data.payments.filter((payment) =>
    commitments.some((commitment) => commitment.id === payment.paymentCommitmentId),
  );
  return { commitments, payments };
}

async function loginForOrganisation(context: BrowserContext): Promise<void> {
  await loginWithRole(context, portal().origin, SARI.henro, ORGANISATION);
}

function navigation(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: text(language, CODES.mainNavigation) });
}

function table(page: Page, language: Language): Locator {
  return page.getByRole('table', { name: text(language, CODES.tableCaption) });
}

function rows(page: Page, language: Language): Locator {
  return table(page, language).locator('tbody tr');
}

async function openFromSidebar(page: Page, language: Language): Promise<void> {
  await page.goto(`${portal().origin}/`);
  await heading(page, language, CODES.frontPage).waitFor();
  await navigation(page, language)
    .getByRole('link', { name: text(language, CODES.paymentInfo) })
    .click();
  await heading(page, language, CODES.paymentInfo).waitFor();
  await table(page, language).waitFor();
}

/** The required fields of the update form (the organisation's name and business id are prefilled). */
/** From the payments to the update form (the generic form page, at its manifest's path). */
async function openUpdate(page: Page, language: Language): Promise<void> {
  await page.getByRole('link', { name: text(language, CODES.openForm) }).click();
  await page.waitForURL(`${portal().origin}${UPDATE_PATH}`);
  await heading(page, language, CODES.updateTitle).waitFor();
}

async function fillUpdate(page: Page, hetu: string): Promise<void> {
  await page.locator('#root_language-0').check();
  await page.locator('#root_landlordAddress').fill('Koivukuja 3');
  await page.locator('#root_landlordZipCode').fill('00100');
  await page.locator('#root_landlordZipArea').fill('Helsinki');
  await page.locator('#root_bankDetails_iban').fill('FI2112345600000785');
  await page.locator('#root_useReferenceNumberWhenPaying-1').check();
  await page.locator('#root_renteeInfo_firstName').fill('Iida');
  await page.locator('#root_renteeInfo_lastName').fill('Lehtonen');
  await page.locator('#root_renteeInfo_birthdayHenro').pressSequentially(hetu);
}

const arrivedUpdates = (context: BrowserContext) =>
  arrivedDocuments(context, portal().origin, 'PAYMENT_INFO_UPDATE');

async function expectPdf(page: Page, click: () => Promise<void>, fileName: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

describe('payment information of an organisation', () => {
  it('lists, filters and downloads the payments, and sends a payment-info update', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    try {
      await loginForOrganisation(context);
      await openFromSidebar(page, language);

      // The payments since the filter's first day (the last six months), newest first. Seeded
      // dates count back from the seeding day, which on a run that crosses midnight is yesterday.
      const { commitments, payments } = seededPayments();
      const commitment = commitments[0]!;
      const seeded = await seededOn(portal().db);
      const dates = payments
        .map((payment) => addDaysIso(seeded, -payment.daysAgo))
        .sort()
        .reverse();
      const from = page.getByRole('textbox', { name: text(language, CODES.startDate) });
      const since = (first: string) => dates.filter((date) => date >= first).length;
      const to = page.getByRole('textbox', { name: text(language, CODES.endDate) });
      const shownFrom = parseFinnishDate(await from.inputValue());
      expect(shownFrom).toBe(addMonthsIso(parseFinnishDate(await to.inputValue())!, -6));
      const recent = since(shownFrom!);
      expect(recent).toBeGreaterThan(2);
      await expect.poll(() => rows(page, language).count()).toBe(recent);
      const firstRow = rows(page, language).first();
      expect(await firstRow.textContent()).toContain(commitment.renteeName);
      expect(await firstRow.textContent()).toContain(commitment.id);
      expect(await firstRow.textContent()).toContain(formatFinnishDate(dates[0]!));

      // A narrower range: fewer payments (after the filter's pause).
      const narrower = addDaysIso(todayIso(), -100);
      const fewer = since(narrower);
      expect(fewer).toBeLessThan(recent);
      await from.fill(formatFinnishDate(narrower));
      await from.blur();
      await expect.poll(() => rows(page, language).count(), { timeout: 5000 }).toBe(fewer);

      // The page size: 50 a page, the same payments.
      await page.getByRole('combobox', { name: text(language, CODES.pageSize) }).selectOption('50');
      await expect.poll(() => rows(page, language).count()).toBe(fewer);
      expect(await page.getByRole('combobox', { name: text(language, CODES.pageSize) }).inputValue()).toBe(
        '50',
      );

      // The PDF of the list.
      await expectPdf(
        page,
        () => page.getByRole('button', { name: text(language, CODES.downloadListPdf) }).click(),
        `${text(language, CODES.listPdfFileName)}.pdf`,
      );

      // The update form: opened, filled (the identity code is checked), sent.
      const before = (await arrivedUpdates(context)).totalItems;
      await openUpdate(page, language);
      await expect.poll(() => page.locator('#root_name').inputValue()).toBe(ORGANISATION.name);
      await fillUpdate(page, commitment.renteeHetu);
      await page.getByText(t(language, CODES.hetuChecked, { name: commitment.renteeName })).waitFor();
      await page.getByRole('button', { name: text(language, CODES.send), exact: true }).click();
      const success = page.getByRole('status').filter({ hasText: text(language, CODES.sent) });
      await success.waitFor();
      await expectPdf(
        page,
        () => success.getByRole('button', { name: text(language, CODES.downloadPdf) }).click(),
        storedDocumentFileName('PAYMENT_INFO_UPDATE', language),
      );

      // Stored: among the documents that arrived from the organisation.
      const after = await arrivedUpdates(context);
      expect(after.totalItems).toBe(before + 1);
      expect(after.documents[0]?.type).toBe('PAYMENT_INFO_UPDATE');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings['journey'] = performance.now() - started;
  });

  it('as a private person: no payment-info link, and the page asks to choose a company', async () => {
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    try {
      await loginWithRole(context, portal().origin, SARI.henro);
      await page.goto(`${portal().origin}/`);
      await heading(page, language, CODES.frontPage).waitFor();
      expect(
        await navigation(page, language)
          .getByRole('link', { name: text(language, CODES.paymentInfo) })
          .count(),
      ).toBe(0);
      await page.goto(`${portal().origin}${PATH}`);
      await heading(page, language, CODES.paymentInfo).waitFor();
      await page.getByText(text(language, CODES.onlyForOrganisations)).waitFor();
      const link = page.getByRole('main').getByRole('link', { name: text(language, CODES.chooseCompany) });
      expect(await link.getAttribute('href')).toBe('/valitse-yritys');
      expect(await table(page, language).count()).toBe(0);
      await expectNoAxeViolations(page, `${PATH} as a private person (${language})`);
      // The update form's own address tells the same, with the way to choose a company.
      await page.goto(`${portal().origin}${UPDATE_PATH}`);
      await heading(page, language, CODES.updateTitle).waitFor();
      await page.getByText(text(language, CODES.formForOrganisations)).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      await expectNoAxeViolations(page, `${UPDATE_PATH} as a private person (${language})`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('accessibility of the payment information page', () => {
  for (const language of ['fi', 'sv'] as const) {
    it(`axe finds nothing in ${language}: the list, its failed load, the form with errors, the success view`, async () => {
      const started = performance.now();
      const { context, page, pageErrors } = await openPage(browser(), { language });
      const where = (what: string) => `${PATH} ${what} (${language})`;
      try {
        await loginForOrganisation(context);
        await openFromSidebar(page, language);
        await expectNoAxeViolations(page, where('list'));

        // The list fails to load once: the alert with its retry button, then the list again.
        const list = '**/api/api/v1/yhteiso/payment-info/list';
        await page.route(list, (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
        );
        await page.reload();
        const failed = page.getByRole('alert').filter({ hasText: text(language, CODES.listFailed) });
        await failed.waitFor();
        await expectNoAxeViolations(page, where('list failed to load'));
        await page.unroute(list);
        await failed.getByRole('button', { name: text(language, CODES.retryList) }).click();
        await page.getByRole('table').waitFor();
        expect(await failed.count()).toBe(0);

        await openUpdate(page, language);
        await expect.poll(() => page.locator('#root_name').inputValue()).toBe(ORGANISATION.name);
        await page.getByRole('button', { name: text(language, CODES.send), exact: true }).click();
        await page.getByRole('heading', { name: text(language, CODES.errorSummary) }).waitFor();
        await expectNoAxeViolations(page, `${UPDATE_PATH} with errors (${language})`);
        await expectFocusVisible(page, `${UPDATE_PATH} with errors (${language})`);

        await fillUpdate(page, seededPayments().commitments[0]!.renteeHetu);
        await page.getByRole('button', { name: text(language, CODES.send), exact: true }).click();
        await page
          .getByRole('status')
          .filter({ hasText: text(language, CODES.sent) })
          .waitFor();
        await expectNoAxeViolations(page, `${UPDATE_PATH} sent (${language})`);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
      timings[`axe ${language}`] = performance.now() - started;
    });
  }

  it('axe finds nothing at 375 px (list and form), and nothing scrolls sideways', async () => {
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language, width: 375 });
    try {
      await loginForOrganisation(context);
      await page.goto(`${portal().origin}${PATH}`);
      await heading(page, language, CODES.paymentInfo).waitFor();
      await table(page, language).waitFor();
      await expectNoAxeViolations(page, `${PATH} list (375 px)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await openUpdate(page, language);
      await expect.poll(() => page.locator('#root_name').inputValue()).toBe(ORGANISATION.name);
      await expectNoAxeViolations(page, `${UPDATE_PATH} (375 px)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
