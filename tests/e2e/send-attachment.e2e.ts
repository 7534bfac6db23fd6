/**
 * Issue 6 end to end in Chromium (tests/e2e/harness.ts): /laheta-liite. A seed user with an open
 * attachment request uploads a real PDF (pdfkit) and a real 1×1 PNG to two requested attachments
 * and sees them delivered, still after a reload, and downloads one back; a wrong type is refused
 * before upload with its message, and a file whose content does not match its name is refused by
 * the server with its localized message. A general document with an attachment is sent by topic
 * for a rentee of the user and appears in the upload list (and in a search by the rentee's code).
 * axe finds nothing on the page, both parts and an error shown, in Finnish and Swedish and at 375 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { t, type Language } from '../../texts/index.ts';
import { demoData } from '../../server/db/seed.ts';
import {
  ANY_REFERENCE,
  e2ePortal,
  expectFocusVisible,
  expectNoAxeViolations,
  heading,
  loginWithRole,
  openPage,
  text,
  withAnyReference,
} from './harness.ts';
import { SEND_CODES } from '../../portal/pages/send-attachment/codes.ts';
import { FILE_INPUT_CODES } from '../../portal/pages/shared/fileInputCodes.ts';

const PATH = '/laheta-liite';

/** The seed's attachment texts and topics (server/db/seed.ts, server/files/topics.ts). */
const SEED = {
  lease: '153010',
  statement: '153014',
  depositTopic: '157100',
  leaseSubTopic: '157101',
} as const;

/** Seed users acting as themselves whose application has an open attachment request of all three. */
function usersWithRequests(): { henro: string; renteeHetu: string }[] {
  return demoData()
    .applications.filter(
      (application) =>
        application.businessId === null && (application.attachmentRequest?.items.length ?? 0) === 3,
    )
    .map((application) => ({
      henro: application.henro,
      renteeHetu: String((application.body['renteeInfo'] as { birthdayHenro: string }[])[0]?.birthdayHenro),
    }));
}

/** A real one-page PDF. */
function pdfFile(title: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(title);
  document.end();
  return done;
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const { portal, browser, timings } = e2ePortal('send-attachment');

let users: { henro: string; renteeHetu: string }[];

beforeAll(() => {
  users = usersWithRequests();
  expect(users.length).toBeGreaterThanOrEqual(2);
});

async function openSendPage(page: Page, language: Language): Promise<void> {
  await page.goto(`${portal().origin}${PATH}`);
  await heading(page, language, SEND_CODES.title).waitFor();
}

/** A requested attachment's group (fieldset named by its legend). */
function requested(page: Page, language: Language, nameCode: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${text(language, nameCode)}`) });
}

function button(scope: Page | Locator, language: Language, code: string): Locator {
  return scope.getByRole('button', { name: text(language, code), exact: true });
}

/** Chooses the application (the only one is chosen already) and waits for its requests. */
async function showRequests(page: Page, language: Language): Promise<void> {
  await requested(page, language, SEED.lease).waitFor();
}

describe('sending attachments', () => {
  it('uploads a PDF and a PNG to an attachment request and sees them delivered, also after reload', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    await loginWithRole(context, portal().origin, users[0]!.henro);
    await openSendPage(page, language);
    await showRequests(page, language);

    const lease = requested(page, language, SEED.lease);
    const fileInput = lease.getByLabel(text(language, SEND_CODES.fileLabel));
    // The allowed types and the size limit are stated before upload, and that nothing is chosen
    // (in the page's language, FileInput.tsx).
    const inputId = await fileInput.getAttribute('id');
    await expect
      .poll(() => fileInput.getAttribute('aria-describedby'))
      .toBe(`${inputId}-hint ${inputId}-status`);
    expect(await page.locator(`[id="${inputId}-status"]`).textContent()).toBe(
      text(language, FILE_INPUT_CODES.noFile),
    );
    await expect.poll(() => lease.locator('.ef-description').first().textContent()).toContain('PDF');

    // A wrong type is refused before upload, with its message; nothing is sent.
    await fileInput.setInputFiles({ name: 'kuva.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    const wrongType = t(language, SEND_CODES.wrongType, {
      name: 'kuva.gif',
      types: 'PNG, JPEG, JPG, TIFF, TIF, PDF, HEIC, HEIF',
    });
    await lease.getByText(wrongType).waitFor();
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');

    // Content that is not what its name says: the server refuses it with its localized message.
    await fileInput.setInputFiles({ name: 'sopimus.pdf', mimeType: 'application/pdf', buffer: PNG });
    await button(lease, language, SEND_CODES.uploadButton).click();
    const mismatch = t(language, SEND_CODES.uploadFailedNamed, {
      name: 'sopimus.pdf',
      reason: t(language, '157006', { detected: text(language, '157014'), extension: 'pdf' }),
    });
    await lease.getByText(mismatch).waitFor();
    expect(await fileInput.evaluate((input) => document.activeElement === input)).toBe(true);

    // A real PDF.
    const pdf = await pdfFile('Vuokrasopimus');
    await fileInput.setInputFiles({ name: 'vuokrasopimus.pdf', mimeType: 'application/pdf', buffer: pdf });
    await button(lease, language, SEND_CODES.uploadButton).click();
    // The confirmation is a receipt: the reference to quote, also on the delivered file's line.
    const leaseConfirmation = withAnyReference(
      t(language, SEND_CODES.uploaded, {
        name: 'vuokrasopimus.pdf',
        attachment: text(language, SEED.lease),
        reference: ANY_REFERENCE,
      }),
    );
    await lease.getByText(leaseConfirmation).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(leaseConfirmation);
    const leaseReference = leaseConfirmation.exec(
      await page.evaluate(() => document.activeElement?.textContent ?? ''),
    )![1]!;
    await expect
      .poll(() => lease.locator('.sa-delivered li').first().textContent())
      .toContain(leaseReference);
    const leaseLink = lease.getByRole('link', {
      name: t(language, SEND_CODES.download, { name: 'vuokrasopimus.pdf' }),
    });
    await leaseLink.waitFor();

    // A real PNG to another requested attachment.
    const statement = requested(page, language, SEED.statement);
    await statement
      .getByLabel(text(language, SEND_CODES.fileLabel))
      .setInputFiles({ name: 'tiliote.png', mimeType: 'image/png', buffer: PNG });
    await button(statement, language, SEND_CODES.uploadButton).click();
    await statement
      .getByRole('link', { name: t(language, SEND_CODES.download, { name: 'tiliote.png' }) })
      .waitFor();

    // Delivered, still after a reload; and the file comes back as it was sent.
    await page.reload();
    await showRequests(page, language);
    const reloadedLease = requested(page, language, SEED.lease);
    await reloadedLease
      .getByRole('link', { name: t(language, SEND_CODES.download, { name: 'vuokrasopimus.pdf' }) })
      .waitFor();
    await reloadedLease.getByText(text(language, SEND_CODES.delivered), { exact: true }).waitFor();
    await requested(page, language, SEED.statement)
      .getByRole('link', { name: t(language, SEND_CODES.download, { name: 'tiliote.png' }) })
      .waitFor();
    const href = await reloadedLease
      .getByRole('link', { name: t(language, SEND_CODES.download, { name: 'vuokrasopimus.pdf' }) })
      .getAttribute('href');
    const download = await context.request.get(`${portal().origin}${href}`);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
    timings['attachment request'] = performance.now() - started;
  });

  it('sends a general document by topic for a customer and sees it in the upload list', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const user = users[0]!;
    const { context, page, pageErrors } = await openPage(browser(), { language });
    await loginWithRole(context, portal().origin, user.henro);
    await openSendPage(page, language);

    const hetu = page.getByLabel(text(language, SEND_CODES.hetu), { exact: true });
    // None of the user's customers.
    await hetu.fill('131052-308T');
    await button(page, language, SEND_CODES.findCustomer).click();
    await page.getByText(text(language, SEND_CODES.customerNotFound)).waitFor();

    await hetu.fill(user.renteeHetu);
    await hetu.press('Enter');
    const customer = page.locator('#sa-customer');
    await customer.waitFor();
    expect(await customer.textContent()).toMatch(/\*\*\*/);

    await page.getByRole('radio', { name: text(language, SEED.depositTopic) }).check();
    const subTopics = page.getByRole('group', { name: text(language, SEND_CODES.subTopic) });
    await subTopics.getByRole('checkbox', { name: text(language, SEED.leaseSubTopic) }).check();
    await page.getByLabel(text(language, SEND_CODES.primaryFile), { exact: true }).setInputFiles({
      name: 'yleinen-asiakirja.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('Asiakirja'),
    });
    await page
      .getByLabel(text(language, SEND_CODES.attachmentFiles), { exact: true })
      .setInputFiles([{ name: 'yleinen-liite.png', mimeType: 'image/png', buffer: PNG }]);
    await button(page, language, SEND_CODES.sendDocument).click();
    // The confirmation is a receipt: the document's reference, which its line in the list shows too.
    const sent = withAnyReference(
      t(language, SEND_CODES.documentWithAttachmentsSent, {
        name: 'yleinen-asiakirja.pdf',
        count: '1',
        reference: ANY_REFERENCE,
      }),
    );
    const confirmation = page.getByText(sent);
    await confirmation.waitFor();
    const reference = sent.exec((await confirmation.textContent()) ?? '')![1]!;

    const list = page.getByRole('region', { name: text(language, SEND_CODES.listHeading) });
    await list.getByText('yleinen-asiakirja.pdf', { exact: true }).waitFor();
    await list.getByText('yleinen-liite.png', { exact: true }).waitFor();
    const item = list.getByRole('listitem').filter({ hasText: 'yleinen-asiakirja.pdf' });
    expect(await item.textContent()).toContain(text(language, SEED.depositTopic));
    expect(await item.textContent()).toContain(reference);
    expect(await item.textContent()).toContain(`${user.renteeHetu.slice(0, 7)}****`);

    // A search by the customer's code finds it; after a reload it is there still.
    await page.reload();
    await heading(page, language, SEND_CODES.title).waitFor();
    const reloadedList = page.getByRole('region', { name: text(language, SEND_CODES.listHeading) });
    await reloadedList.getByLabel(text(language, SEND_CODES.listFilter)).fill(user.renteeHetu);
    await button(reloadedList, language, SEND_CODES.search).click();
    await reloadedList.getByText(t(language, SEND_CODES.listFiltered, { hetu: user.renteeHetu })).waitFor();
    await reloadedList.getByText('yleinen-asiakirja.pdf', { exact: true }).waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
    timings['general document'] = performance.now() - started;
  });
});

describe('accessibility', () => {
  for (const [language, width] of [
    ['fi', 1280],
    ['sv', 1280],
    ['fi', 375],
    ['sv', 375],
  ] as const) {
    it(`axe finds nothing on the page in ${language} at ${width} px, parts loaded and errors shown`, async () => {
      const started = performance.now();
      const where = (what: string) => `${what} (${language}, ${width} px)`;
      const { context, page, pageErrors } = await openPage(browser(), { language, width });
      await loginWithRole(context, portal().origin, users[1]!.henro);
      await openSendPage(page, language);
      await showRequests(page, language);
      await page.getByRole('radio', { name: text(language, SEED.depositTopic) }).waitFor();
      await expectNoAxeViolations(page, where('send attachment'));

      // Errors shown: a wrong type at a requested attachment, and every missing choice of part 2.
      await requested(page, language, SEED.lease)
        .getByLabel(text(language, SEND_CODES.fileLabel))
        .setInputFiles({ name: 'kuva.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await button(page, language, SEND_CODES.sendDocument).click();
      // Beside its field, and in the error summary that the send focused.
      await page.getByText(text(language, SEND_CODES.findCustomerFirst), { exact: true }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className))
        .toBe('engine-error-summary');
      await page.getByRole('radio', { name: text(language, SEED.depositTopic) }).check();
      await page.getByRole('group', { name: text(language, SEND_CODES.subTopic) }).waitFor();
      await expectNoAxeViolations(page, where('send attachment with errors'));
      await expectFocusVisible(page, where('send attachment with errors'));
      if (width === 375)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      expect(pageErrors).toEqual([]);
      await context.close();
      timings[`axe ${language} ${width}`] = performance.now() - started;
    });
  }
});
