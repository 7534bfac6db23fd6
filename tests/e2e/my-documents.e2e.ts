/**
 * Issue 6's my documents end to end in Chromium (tests/e2e/harness.ts), as the seed's Aino
 * (900000001, acting as herself), who has more sent documents in the last six months than two pages
 * hold: the list filtered by type and by date range (the count and the list change as the server
 * says they should), an invalid range refused, paging (next page, 50 a page), a download (a PDF,
 * and the 'new' marker gone, also after a reload), paperless consent given and kept after a reload
 * (and the front page's suggestion gone), and axe on the page (both lists, a filter with an error,
 * the paperless panel) in Finnish and Swedish, at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { t, type Language } from '../../texts/index.ts';
import type { DocumentPageRequest, DocumentsPage } from '../../api/contract.ts';
import { DOCUMENT_TYPE_TEXT_CODES } from '../../api/documentTexts.ts';
import { addMonthsIso } from '../../engine/react/widgets/date/calendarModel.ts';
import { formatFinnishDate, todayIso } from '../../validators/date.ts';
import {
  e2ePortal,
  expectFocusVisible,
  expectNoAxeViolations,
  heading,
  loginWithRole,
  openPage,
  text,
  xsrfToken,
} from './harness.ts';

const PATH = '/paatokset-ja-muut-asiakirjasi';
const SENT_API = '/api/api/v1/document/sent-by-vuokravakuus';
/** The seed's user with a long document history (server/db/seed.ts DOCUMENT_HISTORY_HENRO). */
const AINO = '900000001';

const CODES = {
  title: '143009',
  tabSent: '147201',
  tabArrived: '147202',
  type: '147207',
  count: '147220',
  isNew: '147235',
  isNewSpoken: '147236',
  download: '147237',
  nextPage: '147101',
  pageSize: '147108',
  details: '147106',
  startDate: '120009',
  endDate: '120010',
  invalidRelation: '120206',
  paperless: '147300',
  byEmail: '147305',
  save: '147307',
  saved: '147308',
  inUse: '147312',
  frontPaperlessLink: '145011',
  frontPage: '141005',
} as const;

const { portal, browser, timings } = e2ePortal('my-documents');

// --- helpers ---

async function openMyDocuments(language: Language, width = 1280) {
  const opened = await openPage(browser(), { language, width });
  await loginWithRole(opened.context, portal().origin, AINO);
  await opened.page.goto(portal().origin + PATH);
  await heading(opened.page, language, CODES.title).waitFor();
  return opened;
}

/** What the server answers for a request: the oracle of the counts the page must show. */
async function serverPage(context: BrowserContext, request: DocumentPageRequest): Promise<DocumentsPage> {
  const response = await context.request.post(portal().origin + SENT_API, {
    headers: { 'x-xsrf-token': await xsrfToken(context) },
    data: request,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as DocumentsPage;
}

function countText(language: Language, count: number): string {
  return t(language, CODES.count, { count });
}

const shownPanel = (page: Page): Locator => page.getByRole('tabpanel');
const countHeading = (panel: Locator, language: Language, count: number): Locator =>
  panel.getByRole('heading', { level: 3, name: countText(language, count), exact: true });
const cards = (panel: Locator): Locator => panel.getByRole('heading', { level: 4 });

const today = todayIso();
const sixMonthsAgo = addMonthsIso(today, -6);
const defaultRequest: DocumentPageRequest = {
  current: 1,
  size: 20,
  sortBy: 'created',
  sortOrder: 'DESC',
  filters: { created: { from: sixMonthsAgo, to: today } },
};

// --- the list ---

describe('my documents: the documents the agency sent', () => {
  it('filters by type and by date range, refuses an end before the start, and pages through', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openMyDocuments(language);
    try {
      const panel = shownPanel(page);
      const all = await serverPage(context, defaultRequest);
      expect(all.totalItems).toBeGreaterThan(45);
      await countHeading(panel, language, all.totalItems).waitFor();
      expect(await cards(panel).count()).toBe(20);
      expect(await panel.getByLabel(text(language, CODES.startDate)).inputValue()).toBe(
        formatFinnishDate(sixMonthsAgo),
      );
      expect(await panel.getByLabel(text(language, CODES.endDate)).inputValue()).toBe(
        formatFinnishDate(today),
      );

      // Next page, then 50 a page (back on page 1).
      await panel.getByRole('button', { name: text(language, CODES.nextPage) }).click();
      await panel
        .getByText(t(language, CODES.details, { first: 21, last: 40, total: all.totalItems }), {
          exact: true,
        })
        .waitFor();
      const secondPage = await serverPage(context, { ...defaultRequest, current: 2 });
      await panel.getByText(secondPage.documents[0]!.address!, { exact: true }).first().waitFor();
      await panel.getByLabel(text(language, CODES.pageSize)).selectOption('50');
      const fifty = Math.min(50, all.totalItems);
      await panel
        .getByText(t(language, CODES.details, { first: 1, last: fifty, total: all.totalItems }), {
          exact: true,
        })
        .waitFor();
      // The pagination names the chosen range at once; the list follows when the page has loaded.
      await expect.poll(() => cards(panel).count(), { timeout: 10_000 }).toBe(fifty);

      // By type: the count and the list follow the server's.
      await panel.getByLabel(text(language, CODES.type)).selectOption('PAYMENT_REQUEST');
      const payments = await serverPage(context, {
        ...defaultRequest,
        size: 50,
        filters: { ...defaultRequest.filters, type: 'PAYMENT_REQUEST' },
      });
      expect(payments.totalItems).toBeLessThan(all.totalItems);
      await countHeading(panel, language, payments.totalItems).waitFor();
      const typeName = text(language, DOCUMENT_TYPE_TEXT_CODES.PAYMENT_REQUEST);
      const titles = await cards(panel).allTextContents();
      expect(titles).toHaveLength(Math.min(50, payments.totalItems));
      for (const title of titles) expect(title.startsWith(typeName)).toBe(true);

      // By date range: the last three months only.
      const monthAgo = addMonthsIso(today, -3);
      const from = panel.getByLabel(text(language, CODES.startDate));
      await from.fill(formatFinnishDate(monthAgo));
      await from.blur();
      const lastMonth = await serverPage(context, {
        ...defaultRequest,
        size: 50,
        filters: { created: { from: monthAgo, to: today }, type: 'PAYMENT_REQUEST' },
      });
      expect(lastMonth.totalItems).toBeLessThan(payments.totalItems);
      expect(lastMonth.totalItems).toBeGreaterThan(0);
      await countHeading(panel, language, lastMonth.totalItems).waitFor();

      // An end before the start: said, and nothing is loaded.
      const to = panel.getByLabel(text(language, CODES.endDate));
      await to.fill(formatFinnishDate(addMonthsIso(monthAgo, -1)));
      await to.blur();
      await panel.getByText(text(language, CODES.invalidRelation)).first().waitFor();
      expect(await to.getAttribute('aria-invalid')).toBe('true');
      await page.waitForTimeout(900);
      await countHeading(panel, language, lastMonth.totalItems).waitFor();
      await expectNoAxeViolations(page, 'my documents, a filter with an error (fi)');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings['filters and pages'] = performance.now() - started;
  });

  it('downloads a new document as a PDF, and it is no longer new, also after a reload', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openMyDocuments(language);
    try {
      const panel = shownPanel(page);
      const first = await serverPage(context, defaultRequest);
      const fresh = first.documents.find((document) => document.isNew);
      expect(fresh).toBeDefined();
      await countHeading(panel, language, first.totalItems).waitFor();
      const newCount = first.documents.filter((document) => document.isNew).length;
      const markers = panel.getByText(text(language, CODES.isNewSpoken), { exact: false });
      expect(await markers.count()).toBe(newCount);

      const card = panel
        .getByRole('listitem')
        .filter({ hasText: text(language, CODES.isNewSpoken) })
        .first();
      const downloading = page.waitForEvent('download');
      const answered = page.waitForResponse((response) =>
        response.url().includes('/api/api/v1/document/download/'),
      );
      await card.getByRole('button', { name: new RegExp(`^${text(language, CODES.download)} `) }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      // Saved under the name the server gives it.
      expect((await answered).headers()['content-disposition']).toContain(
        `filename="${download.suggestedFilename()}"`,
      );
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect.poll(() => markers.count()).toBe(newCount - 1);

      await page.reload();
      await countHeading(shownPanel(page), language, first.totalItems).waitFor();
      expect(await markers.count()).toBe(newCount - 1);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings['download'] = performance.now() - started;
  });
});

// --- paperless consent ---

describe('my documents: paperless consent', () => {
  it('is given by e-mail, kept after a reload, and the front page stops suggesting it', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openMyDocuments(language);
    try {
      const panel = page.getByRole('region', { name: text(language, CODES.paperless) });
      const email = panel.getByRole('checkbox', {
        name: new RegExp(`^${text(language, CODES.byEmail).split('{')[0]}`),
      });
      await email.waitFor();
      expect(await email.isChecked()).toBe(false);
      await email.check();
      await panel.getByRole('button', { name: text(language, CODES.save) }).click();
      await panel.getByText(text(language, CODES.saved), { exact: true }).first().waitFor();
      await panel.getByText(text(language, CODES.inUse)).waitFor();

      await page.reload();
      const again = page.getByRole('region', { name: text(language, CODES.paperless) });
      await again.getByText(text(language, CODES.inUse)).waitFor();
      expect(
        await again
          .getByRole('checkbox', { name: new RegExp(`^${text(language, CODES.byEmail).split('{')[0]}`) })
          .isChecked(),
      ).toBe(true);

      await page.goto(portal().origin + '/');
      await heading(page, language, CODES.frontPage).waitFor();
      expect(await page.getByRole('link', { name: text(language, CODES.frontPaperlessLink) }).count()).toBe(
        0,
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings['paperless'] = performance.now() - started;
  });
});

// --- accessibility ---

describe.each<[Language, number]>([
  ['fi', 1280],
  ['sv', 1280],
  ['fi', 375],
  ['sv', 375],
])('my documents in %s at %i px', (language, width) => {
  it('has no axe violations: the sent list, a filter with an error, the arrived list, the paperless panel', async () => {
    const started = performance.now();
    const { context, page, pageErrors } = await openMyDocuments(language, width);
    try {
      const panel = shownPanel(page);
      await panel.getByRole('heading', { level: 4 }).first().waitFor();
      await page
        .getByRole('region', { name: text(language, CODES.paperless) })
        .getByRole('checkbox')
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `my documents, sent (${language}, ${width})`);
      await expectFocusVisible(page, `my documents, sent (${language}, ${width})`);
      if (width < 992) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }

      const to = panel.getByLabel(text(language, CODES.endDate));
      await to.fill('01.01.2000');
      await to.blur();
      await panel.getByText(text(language, CODES.invalidRelation)).first().waitFor();
      await expectNoAxeViolations(page, `my documents, a filter with an error (${language}, ${width})`);

      await page.getByRole('tab', { name: text(language, CODES.tabArrived) }).click();
      const arrived = page.getByRole('tabpanel', { name: text(language, CODES.tabArrived) });
      await arrived.getByRole('heading', { level: 3 }).first().waitFor();
      await arrived.locator('.my-documents__count').waitFor();
      await expectNoAxeViolations(page, `my documents, arrived (${language}, ${width})`);
      // Tab from the tab to its panel: the panel shows the focus ring (WCAG 2.4.7; issue 44).
      await page.getByRole('tab', { name: text(language, CODES.tabArrived) }).focus();
      await page.keyboard.press('Tab');
      const focusedPanel = await page.evaluate(() => {
        const active = document.activeElement!;
        return { role: active.getAttribute('role'), outline: getComputedStyle(active).outlineStyle };
      });
      expect(focusedPanel).toEqual({ role: 'tabpanel', outline: 'solid' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings[`axe ${language} ${width}`] = performance.now() - started;
  });
});
