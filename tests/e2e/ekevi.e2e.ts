/**
 * Issue 13 end to end in Chromium (tests/e2e/harness.ts): bulk payment files. Sari (900000005)
 * acts for Vuokratalot Mäkinen Oy (2345671-3) and reaches the send page from the sidebar; she sends
 * the format page's example file (accepted, with its file id), the same file again (a double file),
 * and a file with three bad rows (each named in the error table); she finds them in the delivered
 * list by status and by file id, and downloads a statement's PDF from the arrived list. By keyboard
 * alone the file is chosen and sent. Axe finds nothing on any of the pages and states in Finnish and
 * Swedish, at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Language } from '../../texts/index.ts';
import {
  e2ePortal,
  expectFocusVisible,
  expectNoAxeViolations,
  heading,
  loginWithRole,
  openPage,
  text,
} from './harness.ts';

const SARI = { henro: '900000005' };
const ORGANISATION = { name: 'Vuokratalot Mäkinen Oy', businessId: '2345671-3' };
const EXAMPLE = readFileSync(
  new URL('../../schemas/files/examples/payment-file/valid-example.csv', import.meta.url),
);
const HEADER = 'paymentNumber;paymentCommitmentId;renteeHetu;period;amount;dueDate;iban;referenceNumber';
const THREE_BAD_ROWS = Buffer.from(
  [
    HEADER,
    '1;31418916;010986-9004;2026-10;850,00;01.10.2026;FI2112345600000785;',
    '2;31418916;010986-9004;2026-10;0,00;01.10.2026;FI2112345600000785;',
    '3;31418916;010986-9004;2026-13;850,00;01.10.2026;FI2112345600000785;',
    '4;31418916;010986-9004;2026-10;850,00;01.10.2026;FI2112345600000786;',
  ].join('\n') + '\n',
);
/** A wrong header (Finnish column names) over a bad IBAN and a bad hetu: all three are named. */
const WRONG_HEADER = Buffer.from(
  [
    'maksunumero;maksusitoumus;hetu;kausi;summa;eräpäivä;tilinumero;viite',
    '1;31418916;010986-9004;2026-10;850,00;01.10.2026;FI2112345600000786;',
    '2;31418916;010986-9005;2026-10;850,00;01.10.2026;FI2112345600000785;',
  ].join('\n') + '\n',
);

const CODES = {
  mainNavigation: '143002',
  frontPage: '141005',
  send: '143020',
  delivered: '143021',
  arrived: '143022',
  fileLabel: '160103',
  formatLink: '160102',
  sendButton: '160108',
  accepted: '160130',
  refused: '160131',
  double: '160132',
  errorsCaption: '160118',
  deliveredCaption: '160315',
  fileIdFilter: '160305',
  rejected: '160003',
  statusFilter: '160304',
  statusHint: '160321',
  sort: '160307',
} as const;

const { portal, browser, timings } = e2ePortal('ekevi');

const PATHS = {
  send: '/maksutiedoston-lahettaminen',
  delivered: '/toimitetut-maksutiedostot',
  arrived: '/saapuneet-tilitykset',
  format: '/maksutiedoston-kuvaus',
} as const;

/**
 * How the first body row of the page's table lays out: below 600 px (shared/stackedTable.css) each
 * cell is a line, a labelled one led by its column's name and an unlabelled one (buttons) by
 * nothing; wider, the cells are table cells without a name.
 */
async function expectRowLayout(page: Page, width: number, where: string): Promise<void> {
  const cells = await page
    .locator('table tbody tr')
    .first()
    .evaluate((row) =>
      [...row.children].map((cell) => {
        const before = getComputedStyle(cell, '::before').content;
        return {
          display: getComputedStyle(cell).display,
          labelled: cell.hasAttribute('data-label'),
          named: before !== 'none' && before !== 'normal',
        };
      }),
    );
  expect(cells.length, where).toBeGreaterThan(2);
  const stacks = width < 600;
  for (const cell of cells) {
    expect(cell.display, where).toBe(stacks ? 'block' : 'table-cell');
    expect(cell.named, where).toBe(stacks && cell.labelled);
  }
}

/**
 * Every table on the page fits its column and no cell hides part of its text (issue 31: the
 * delivered list's errors column was cut at 1,280 px), so there is no scroll area to reach.
 */
async function expectTablesUnclipped(page: Page, where: string): Promise<void> {
  const overflows = await page
    .locator('table')
    .evaluateAll((tables) =>
      tables.flatMap((table) => [
        ...(table.scrollWidth > table.parentElement!.clientWidth + 1 ? [`table ${table.scrollWidth}px`] : []),
        ...[...table.querySelectorAll('td, tbody th')]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => `cell "${cell.textContent?.slice(0, 40)}"`),
      ]),
    );
  expect(overflows, where).toEqual([]);
}

async function loginForOrganisation(context: BrowserContext): Promise<void> {
  await loginWithRole(context, portal().origin, SARI.henro, ORGANISATION);
}

function fileInput(page: Page, language: Language): Locator {
  return page.getByLabel(text(language, CODES.fileLabel), { exact: true });
}

async function sendFile(page: Page, language: Language, name: string, bytes: Buffer): Promise<void> {
  await fileInput(page, language).setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: text(language, CODES.sendButton) }).click();
}

function resultHeading(page: Page, language: Language, code: string): Locator {
  return page.getByRole('heading', { level: 2, name: text(language, code) });
}

function tableRows(page: Page, language: Language, caption: string): Locator {
  return page.getByRole('table', { name: text(language, caption) }).locator('tbody tr');
}

describe('bulk payment files', () => {
  it('sends a valid file, the same again, and one with three bad rows; finds them in the delivered list', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    try {
      await loginForOrganisation(context);
      await page.goto(`${portal().origin}/`);
      await heading(page, language, CODES.frontPage).waitFor();
      await page
        .getByRole('navigation', { name: text(language, CODES.mainNavigation) })
        .getByRole('link', { name: text(language, CODES.send) })
        .click();
      await heading(page, language, CODES.send).waitFor();

      // The example file: accepted, its file id said; the result heading takes the focus.
      await sendFile(page, language, 'esimerkki.csv', EXAMPLE);
      const accepted = resultHeading(page, language, CODES.accepted);
      await accepted.waitFor();
      expect(await accepted.evaluate((element) => element === document.activeElement)).toBe(true);
      const acceptedText = (await page.locator('.ekevi-result').textContent()) ?? '';
      const fileId = /(\d{4}-2345671-3-\d{4})/.exec(acceptedText)?.[1];
      expect(fileId).toBeTruthy();
      expect(acceptedText).toContain('3');

      // The same bytes again: a double file naming the earlier delivery.
      await sendFile(page, language, 'uudelleen.csv', EXAMPLE);
      await resultHeading(page, language, CODES.double).waitFor();
      expect(await page.locator('.ekevi-result').textContent()).toContain(fileId!);

      // Three bad rows: each named by row, payment number and column.
      await sendFile(page, language, 'virheet.csv', THREE_BAD_ROWS);
      await resultHeading(page, language, CODES.refused).waitFor();
      const errors = tableRows(page, language, CODES.errorsCaption);
      await expect.poll(() => errors.count()).toBe(3);
      const cells = await errors.evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
      );
      // Rows are named by the file's line, as an editor shows them (the header is line 1).
      expect(cells).toEqual([
        ['3', '2', 'amount'],
        ['4', '3', 'period'],
        ['5', '4', 'iban'],
      ]);

      // The delivered list: the refused file by status, the accepted one by its file id.
      await page
        .getByRole('link', { name: text(language, CODES.delivered) })
        .first()
        .click();
      await heading(page, language, CODES.delivered).waitFor();
      const delivered = tableRows(page, language, CODES.deliveredCaption);
      await delivered.first().waitFor();
      await page.getByRole('checkbox', { name: text(language, CODES.rejected) }).check();
      await expect
        .poll(async () => (await delivered.allTextContents()).every((row) => row.includes('Hylätty')), {
          timeout: 5000,
        })
        .toBe(true);
      expect((await delivered.allTextContents()).some((row) => row.includes('virheet.csv'))).toBe(true);
      await page.getByRole('checkbox', { name: text(language, CODES.rejected) }).uncheck();
      await page.getByLabel(text(language, CODES.fileIdFilter), { exact: true }).selectOption(fileId!);
      await expect.poll(() => delivered.count(), { timeout: 5000 }).toBe(1);
      expect(await delivered.first().textContent()).toContain('esimerkki.csv');

      // The arrived statements (the seed's completed deliveries): the newest one's PDF.
      await page
        .getByRole('navigation', { name: text(language, CODES.mainNavigation) })
        .getByRole('link', { name: text(language, CODES.arrived) })
        .click();
      await heading(page, language, CODES.arrived).waitFor();
      const statements = page.locator('table tbody tr');
      await statements.first().waitFor();
      const statementFileId = /(\d{4}-2345671-3-\d{4})/.exec(
        (await statements.first().textContent()) ?? '',
      )?.[1];
      expect(statementFileId).toBeTruthy();
      const downloading = page.waitForEvent('download');
      await statements
        .first()
        .getByRole('button', { name: new RegExp(statementFileId!) })
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`tilitys-${statementFileId}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('%PDF');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    timings['journey'] = performance.now() - started;
  });

  it('chooses and sends a file by keyboard alone', async () => {
    const language: Language = 'sv';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    try {
      await loginForOrganisation(context);
      await page.goto(`${portal().origin}${PATHS.send}`);
      await heading(page, language, CODES.send).waitFor();
      // From the format link, Tab reaches the file input; the operating system's file dialog is not
      // the page's, so the file is handed to the input as that dialog would.
      await page.getByRole('link', { name: text(language, CODES.formatLink) }).focus();
      await page.keyboard.press('Tab');
      expect(await fileInput(page, language).evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      await fileInput(page, language).setInputFiles({
        name: 'tangent.csv',
        mimeType: 'text/csv',
        buffer: THREE_BAD_ROWS,
      });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
        text(language, CODES.sendButton),
      );
      await page.keyboard.press('Enter');
      await resultHeading(page, language, CODES.refused).waitFor();
      expect(
        await resultHeading(page, language, CODES.refused).evaluate(
          (element) => element === document.activeElement,
        ),
      ).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the bulk payment file tables between the phone and the wide layout', () => {
  it('at 768 px the page does not scroll sideways; a table wider than its column scrolls in a named box reached by Tab', async () => {
    const language: Language = 'sv';
    const width = 768;
    const { context, page, pageErrors } = await openPage(browser(), { language, width });
    try {
      await loginForOrganisation(context);
      for (const path of [PATHS.arrived, PATHS.delivered]) {
        await page.goto(`${portal().origin}${path}`);
        await page.locator('table tbody tr').first().waitFor();
        const where = `${path} (${language}, ${width} px)`;
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
          width,
        );
        const box = page.locator('.table-scroll');
        // Wait for the box to have measured itself (TableScroll's ResizeObserver).
        await expect
          .poll(() =>
            box.evaluate(
              (element) =>
                element.scrollWidth > element.clientWidth + 1 === (element.getAttribute('tabindex') === '0'),
            ),
          )
          .toBe(true);
        const scrolls = (await box.getAttribute('tabindex')) === '0';
        // The statements' seven columns in Swedish need more than a tablet's 720 px: the case to test.
        if (path === PATHS.arrived) expect(scrolls, where).toBe(true);
        if (scrolls) {
          expect(await box.getAttribute('role'), where).toBe('region');
          expect(await box.getAttribute('aria-label'), where).toBe(
            await page.locator('table caption').textContent(),
          );
          await box.focus();
          await page.keyboard.press('ArrowRight');
          await expect
            .poll(() => box.evaluate((element) => element.scrollLeft), { message: where })
            .toBeGreaterThan(0);
        }
        await expectNoAxeViolations(page, where);
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('accessibility of the bulk payment file pages', () => {
  for (const [language, width] of [
    ['fi', 1280],
    ['sv', 1280],
    ['fi', 375],
    ['sv', 375],
  ] as const) {
    it(`axe finds nothing and the tables fit in ${language} at ${width} px: send (empty, errors, wrong header), delivered (all, refused), arrived, format`, async () => {
      const started = performance.now();
      const { context, page, pageErrors } = await openPage(browser(), { language, width });
      const where = (what: string) => `${what} (${language}, ${width} px)`;
      const fitsWidth = async (what: string) =>
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          where(what),
        ).toBeLessThanOrEqual(width);
      try {
        await loginForOrganisation(context);
        await page.goto(`${portal().origin}${PATHS.send}`);
        await heading(page, language, CODES.send).waitFor();
        await expectNoAxeViolations(page, where('send'));
        await sendFile(page, language, 'virheet.csv', THREE_BAD_ROWS);
        await resultHeading(page, language, CODES.refused).waitFor();
        await expectNoAxeViolations(page, where('send with errors'));
        await expectFocusVisible(page, where('send with errors'));
        await fitsWidth('send with errors');
        await expectTablesUnclipped(page, where('send with errors'));

        // A wrong header: said on line 1, and the bad IBAN and hetu under it are still named.
        await sendFile(page, language, 'otsikko.csv', WRONG_HEADER);
        const wrongHeaderErrors = tableRows(page, language, CODES.errorsCaption);
        await expect
          .poll(() =>
            wrongHeaderErrors.evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent)),
          )
          .toEqual(['1', '2', '3']);
        expect(await wrongHeaderErrors.nth(1).textContent(), where('wrong header')).toContain('iban');
        expect(await wrongHeaderErrors.nth(2).textContent(), where('wrong header')).toContain('renteeHetu');
        await expectNoAxeViolations(page, where('send with a wrong header'));
        await fitsWidth('send with a wrong header');
        await expectTablesUnclipped(page, where('send with a wrong header'));

        await page.goto(`${portal().origin}${PATHS.delivered}`);
        const delivered = tableRows(page, language, CODES.deliveredCaption);
        await delivered.first().waitFor();
        await expectNoAxeViolations(page, where('delivered'));
        await expectFocusVisible(page, where('delivered'));
        await fitsWidth('delivered');
        await expectRowLayout(page, width, where('delivered'));
        await expectTablesUnclipped(page, where('delivered'));
        // The status filter says what no choice means; the selects are at least 24 × 24 px.
        expect(
          await page
            .getByRole('group', { name: text(language, CODES.statusFilter) })
            .getAttribute('aria-describedby'),
        ).toBeTruthy();
        await page.getByText(text(language, CODES.statusHint)).waitFor();
        for (const select of await page.locator('.ekevi-list__filters select').all()) {
          const box = (await select.boundingBox())!;
          expect(Math.min(box.width, box.height), where('select size')).toBeGreaterThanOrEqual(24);
        }
        // Filtered to the refused files, with the wrong header's long first error.
        await page.getByRole('checkbox', { name: text(language, CODES.rejected) }).check();
        await expect
          .poll(async () =>
            (await delivered.allTextContents()).every((row) => row.includes(text(language, CODES.rejected))),
          )
          .toBe(true);
        await expect
          .poll(async () => (await delivered.allTextContents()).some((row) => row.includes('otsikko.csv')))
          .toBe(true);
        await expectNoAxeViolations(page, where('delivered, refused only'));
        await fitsWidth('delivered, refused only');
        await expectTablesUnclipped(page, where('delivered, refused only'));

        await page.goto(`${portal().origin}${PATHS.arrived}`);
        await heading(page, language, CODES.arrived).waitFor();
        await page.locator('table tbody tr').first().waitFor();
        await expectNoAxeViolations(page, where('arrived'));
        await fitsWidth('arrived');
        await expectRowLayout(page, width, where('arrived'));
        await expectTablesUnclipped(page, where('arrived'));

        await page.goto(`${portal().origin}${PATHS.format}`);
        await page.locator('h1').waitFor();
        await page.locator('table').first().waitFor();
        await expectNoAxeViolations(page, where('format'));
        await fitsWidth('format');
        await expectRowLayout(page, width, where('format'));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
      timings[`axe ${language} ${width}`] = performance.now() - started;
    });
  }
});
