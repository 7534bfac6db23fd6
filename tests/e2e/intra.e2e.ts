/**
 * Issue 14 end to end in Chromium (tests/e2e/harness.ts): both sides of one server, as `npm start`
 * runs them (the landlords' portal and, on another port of the same process and database, the staff
 * area in app mode intra). A landlord (Aino, as herself) sends an application; a staff member
 * (Laura) finds her by identity code, takes the application into processing and asks for an
 * attachment; the landlord sends it on the send-attachment page; staff open it (inline, its own
 * type) and decide the application; the landlord sees the moved timeline and the new decision, and
 * downloads its PDF with the justification in it; a staff deletion (reason, danger confirmation)
 * takes the attachment from the landlord's view. The search, the confirmation and a form by
 * keyboard; axe on every staff page and state in Finnish and Swedish at 1280 and 375 px.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DOCUMENT_TYPE_TEXT_CODES } from '../../api/documentTexts.ts';
import {
  INTRA_CASE_CODES,
  INTRA_CUSTOMER_CODES,
  INTRA_SEARCH_CODES,
} from '../../portal/pages/intra/codes.ts';
import { SEND_CODES } from '../../portal/pages/send-attachment/codes.ts';
import { TEST_MAIL_CODES } from '../../portal/pages/test-mail/codes.ts';
import { PAPERLESS_CODES } from '../../portal/pages/my-documents/codes.ts';
import { PATHS } from '../../api/paths.ts';
import { DOCUMENT_NOTICE } from '../../server/jobs/queues.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { bodyText, readPdf, squeeze } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { tinyPdf } from '../../server/files/testFiles.ts';
import { t, type Language } from '../../texts/index.ts';
import {
  ANY_REFERENCE,
  e2eServer,
  expectFocusVisible,
  expectNoAxeViolations,
  heading,
  loginThroughApi,
  loginWithRole,
  openPage,
  startBothSides,
  text,
  withAnyReference,
  xsrfToken,
} from './harness.ts';

const AINO = { henro: '900000001', hetu: '150385-924U', name: 'Aino Virtanen' };
const LAURA = '900000101';
const KARIN = '900000102';

const CODES = {
  searchTitle: INTRA_SEARCH_CODES.title,
  auditNav: '143024',
  decisionTitle: '250001',
  requestTitle: '250010',
  realizationTitle: '250020',
  accept: '250004',
  justification: '250006',
  lease: '153010',
  dueDate: '250013',
  inProcess: '145072',
  granted: '145074',
  amount: '250008',
  openDecision: '145079',
  documentsTitle: '143009',
  isNewSpoken: '147236',
  download: '147237',
  downloadPdf: '141007',
} as const;

const LANDLORD_EXAMPLE = JSON.parse(
  readFileSync(
    new URL('../../schemas/forms/examples/landlord-application/valid-minimal-person.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;

const { portal, browser, timings } = e2eServer('intra', () => startBothSides({ notices: true }));

// --- helpers ---

/** A landlord's application sent through the API of her logged-in context; answers its id. */
async function sendApplication(context: BrowserContext, henro = AINO.henro): Promise<string> {
  const response = await context.request.post(`${portal().origin}/api/api/v1/application`, {
    headers: { 'x-xsrf-token': await xsrfToken(context) },
    data: LANDLORD_EXAMPLE,
  });
  expect(response.status()).toBe(204);
  const { rows } = await portal().db.query<{ id: string }>(
    'select id::text as id from applications where henro = $1 order by created desc limit 1',
    [henro],
  );
  return rows[0]!.id;
}

/** Staff reject an application through the staff area's API (as its decision page does); answers the decision's id. */
async function rejectThroughApi(staff: BrowserContext, hetu: string, applicationId: string): Promise<string> {
  const decided = await staff.request.post(
    `${portal().intraOrigin}/api/api/v1/intra/applications/${hetu}/${applicationId}/decision`,
    {
      headers: { 'x-xsrf-token': await xsrfToken(staff), 'accept-language': 'fi' },
      data: { decision: 'REJECTED', justification: 'Vuokrasopimus puuttuu.' },
    },
  );
  expect(decided.status()).toBe(200);
  return ((await decided.json()) as { id: string }).id;
}

/** The notices recorded of a document, by channel: what the notice job did with it. */
async function noticesOf(
  documentId: string,
): Promise<{ channel: string; state: string; reason: string | null }[]> {
  const { rows } = await portal().db.query<{ channel: string; state: string; reason: string | null }>(
    'select channel, state, reason from notices where document_id = $1::uuid order by channel',
    [documentId],
  );
  return rows;
}

/** The landlord chooses paperless e-mail on the documents page's API (the application's boxes said no). */
async function allowPaperlessEmail(context: BrowserContext, language: Language): Promise<void> {
  const response = await context.request.post(`${portal().origin}/api/api/v1/paperless-permission`, {
    headers: { 'x-xsrf-token': await xsrfToken(context), 'accept-language': language },
    data: { email: true, phone: false },
  });
  expect(response.status()).toBe(200);
}

/**
 * Opens the test mailbox and waits until its list has loaded: the heading shows at once, beside a
 * spinner, and the messages only when the mail catcher has answered.
 */
async function openMailbox(page: Page, language: Language): Promise<void> {
  await page.goto(`${portal().origin}/testiposti`);
  await heading(page, language, TEST_MAIL_CODES.heading).waitFor();
  await page.locator('.portal-spinner').waitFor({ state: 'detached' });
}

/**
 * The test mailbox (`/testiposti`) on `page` until it lists `subjects` as its newest messages, newest
 * first ('Päivitä' until the notices have been sent: a worker polls every half second).
 */
async function mailboxShows(page: Page, language: Language, subjects: readonly string[]): Promise<Locator> {
  await openMailbox(page, language);
  const titles = page.locator('.test-mail__list h2');
  await expect
    .poll(
      async () => {
        const shown = (await titles.allInnerTexts()).slice(0, subjects.length);
        // Not there yet (the list shows the mail before it): 'Päivitä' asks again.
        if (JSON.stringify(shown) !== JSON.stringify(subjects))
          await button(page, language, TEST_MAIL_CODES.refresh).click();
        return shown;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toEqual(subjects);
  return page.locator('.test-mail__list > li').first();
}

/** A staff page (the staff area's origin) in `language`, logged in as `henro`. */
async function openStaffPage(language: Language, width = 1280, henro = LAURA) {
  const opened = await openPage(browser(), { language, width });
  await loginThroughApi(opened.context, portal().intraOrigin, henro);
  return opened;
}

/** Searches for the customer by keyboard and waits for their page. */
async function findCustomer(page: Page, language: Language, id: string, name: string): Promise<void> {
  await page.goto(`${portal().intraOrigin}/`);
  await heading(page, language, CODES.searchTitle).waitFor();
  const input = page.getByLabel(text(language, INTRA_SEARCH_CODES.label));
  await input.focus();
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/asiakas');
  // The identity code is kept in the tab, never in the address.
  expect(page.url()).not.toContain(id);
}

/** The application's card on the customer page. */
function applicationCard(page: Page, applicationId: string): Locator {
  return page.locator('li.intra-card').filter({ has: page.locator(`a[href*="/${applicationId}/"]`) });
}

function link(scope: Page | Locator, language: Language, code: string): Locator {
  return scope.getByRole('link', { name: text(language, code), exact: true });
}

function button(scope: Page | Locator, language: Language, code: string): Locator {
  return scope.getByRole('button', { name: text(language, code), exact: true });
}

describe('the staff area and the landlord, one case end to end', () => {
  it('processes, asks for an attachment, decides; the landlord answers and sees the decision', async () => {
    const started = performance.now();
    const language: Language = 'fi';
    const landlord = await openPage(browser(), { language });
    await loginWithRole(landlord.context, portal().origin, AINO.henro);
    const applicationId = await sendApplication(landlord.context);
    await allowPaperlessEmail(landlord.context, language);

    const staff = await openStaffPage(language);
    const { page } = staff;
    await findCustomer(page, language, AINO.hetu, AINO.name);
    const card = applicationCard(page, applicationId);

    // Into processing: the state changes on the card, in the landlord's words.
    await button(card, language, INTRA_CUSTOMER_CODES.process).click();
    await card.getByText(text(language, CODES.inProcess), { exact: true }).waitFor();

    // An attachment request: the lease, due at the end of 2099.
    await link(card, language, INTRA_CUSTOMER_CODES.requestLink).click();
    await heading(page, language, CODES.requestTitle).waitFor();
    await page.getByRole('checkbox', { name: text(language, CODES.lease) }).check();
    await page.getByLabel(text(language, CODES.dueDate), { exact: false }).first().fill('31.12.2099');
    await button(page, language, INTRA_CASE_CODES.sendAttachmentRequest).click();
    await page.getByText(text(language, INTRA_CASE_CODES.attachmentRequestSent)).waitFor();

    // She chose paperless e-mail: a notice in Finnish tells her there is something new (issue 45).
    const landlordPage = landlord.page;
    const notice = await mailboxShows(landlordPage, language, [t('fi', '159001')]);
    expect(await notice.innerText()).toContain('Hei Aino Virtanen,');

    // The landlord sends the lease on the send-attachment page.
    const pdf = await tinyPdf();
    await landlordPage.goto(`${portal().origin}/laheta-liite`);
    await heading(landlordPage, language, SEND_CODES.title).waitFor();
    await landlordPage.locator(`#sa-application-${applicationId}`).check();
    const lease = landlordPage.getByRole('group', { name: new RegExp(`^${text(language, CODES.lease)}`) });
    await lease.getByLabel(text(language, SEND_CODES.fileLabel)).setInputFiles({
      name: 'vuokrasopimus.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await button(lease, language, SEND_CODES.uploadButton).click();
    await lease
      .getByText(
        withAnyReference(
          t(language, SEND_CODES.uploaded, {
            name: 'vuokrasopimus.pdf',
            attachment: text(language, CODES.lease),
            reference: ANY_REFERENCE,
          }),
        ),
      )
      .waitFor();

    // Staff open it: inline, as the PDF it is.
    await page.goto(`${portal().intraOrigin}/asiakas`);
    await link(applicationCard(page, applicationId), language, INTRA_CUSTOMER_CODES.attachmentsLink).click();
    await heading(page, language, INTRA_CASE_CODES.attachmentsTitle).waitFor();
    const open = page.getByRole('link', { name: new RegExp(`^${text(language, INTRA_CASE_CODES.open)}`) });
    expect(await open.getAttribute('target')).toBe('_blank');
    const viewHref = (await open.getAttribute('href'))!;
    const shown = await staff.context.request.get(`${portal().intraOrigin}${viewHref}`);
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(shown.headers()['content-disposition']).toMatch(/^inline; filename="vuokrasopimus\.pdf"/);
    expect(Buffer.from(await shown.body()).equals(pdf)).toBe(true);

    // The decision, by keyboard: accepted, with a justification.
    await link(page, language, INTRA_CASE_CODES.backToCustomer).click();
    await link(applicationCard(page, applicationId), language, INTRA_CUSTOMER_CODES.decideLink).click();
    await heading(page, language, CODES.decisionTitle).waitFor();
    const accept = page.getByRole('radio', { name: text(language, CODES.accept) });
    await accept.focus();
    await page.keyboard.press('Space');
    expect(await accept.isChecked()).toBe(true);
    await page.getByLabel(text(language, CODES.amount), { exact: false }).first().fill('1450');
    const justification = 'Hakemus täyttää vuokravakuuden ehdot, vuokrasopimus on toimitettu.';
    await page.getByLabel(text(language, CODES.justification), { exact: false }).first().fill(justification);
    await button(page, language, INTRA_CASE_CODES.sendDecision).focus();
    await page.keyboard.press('Enter');
    await page.getByText(text(language, INTRA_CASE_CODES.decisionSent)).waitFor();
    const staffPdf = page.waitForEvent('download');
    await button(page, language, CODES.downloadPdf).click();
    expect(
      readFileSync(await (await staffPdf).path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // A second notice, of the decision.
    await mailboxShows(landlordPage, language, [t('fi', '159001'), t('fi', '159001')]);

    // The landlord: the decision is new in her documents, its PDF says why.
    await landlordPage.goto(`${portal().origin}/paatokset-ja-muut-asiakirjasi`);
    await heading(landlordPage, language, CODES.documentsTitle).waitFor();
    const decision = landlordPage
      .getByRole('listitem')
      .filter({ hasText: text(language, DOCUMENT_TYPE_TEXT_CODES.RENTALDEPOSIT_APPLICATION_DECISION) })
      .filter({ hasText: text(language, CODES.isNewSpoken) })
      .first();
    const downloading = landlordPage.waitForEvent('download');
    await decision.getByRole('button', { name: new RegExp(`^${text(language, CODES.download)} `) }).click();
    const reading = await readPdf(readFileSync(await (await downloading).path()), { structure: false });
    expect(squeeze(bodyText(reading.pages))).toContain(squeeze(justification));

    // The landlord: her newest application (the front page lists them newest first) says it is
    // granted (the decision no longer new: she opened it), with its payment commitment, and opens the decision's PDF, named in her language.
    await landlordPage.goto(`${portal().origin}/`);
    const landlordCard = landlordPage.locator('.front-card').first();
    await landlordCard.locator('.state-badge', { hasText: text(language, CODES.granted) }).waitFor();
    const ownDecision = landlordPage.waitForEvent('download');
    await landlordCard.getByRole('button', { name: text(language, CODES.openDecision) }).click();
    expect((await ownDecision).suggestedFilename()).toMatch(
      /^vuokravakuushakemuksen-paatos-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(await landlordCard.innerText()).toMatch(/\b6\d{7}\b/);

    // Staff delete the attachment (a reason, behind the danger confirmation, by keyboard).
    await page.goto(`${portal().intraOrigin}/asiakas`);
    await link(applicationCard(page, applicationId), language, INTRA_CUSTOMER_CODES.attachmentsLink).click();
    await heading(page, language, INTRA_CASE_CODES.attachmentsTitle).waitFor();
    await page
      .getByRole('button', { name: `${text(language, INTRA_CASE_CODES.delete)} vuokrasopimus.pdf` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'staff: deleting an attachment, confirmation open');
    // The reason first: focus opens there.
    await page.keyboard.type('Liite sisälsi toisen henkilön tietoja.');
    await button(dialog, language, INTRA_CASE_CODES.confirmDelete).click();
    await page.getByText(t(language, INTRA_CASE_CODES.deleted, { name: 'vuokrasopimus.pdf' })).waitFor();
    await page.getByText(text(language, INTRA_CASE_CODES.noAttachments)).waitFor();

    // Gone for the landlord: the file is no longer hers to download.
    const gone = await landlord.context.request.get(
      `${portal().origin}/api/api/v1/attachment/${viewHref.split('/').pop()}`,
    );
    expect(gone.status()).toBe(404);

    expect(staff.pageErrors).toEqual([]);
    expect(landlord.pageErrors).toEqual([]);
    await staff.context.close();
    await landlord.context.close();
    timings['one case, both sides'] = performance.now() - started;
  });

  it('writes her next notice in Swedish once she uses the service in Swedish; the test mailbox passes axe', async () => {
    const landlord = await openPage(browser(), { language: 'fi' });
    await loginWithRole(landlord.context, portal().origin, AINO.henro);
    const { page } = landlord;
    await page.goto(`${portal().origin}/`);
    // She switches to Swedish; the portal's calls say so from now on.
    await page.getByLabel(text('fi', '140001')).selectOption('sv');
    await page.waitForFunction(() => document.documentElement.lang === 'sv');
    await page.reload();
    await page.locator('.front-card').first().waitFor();
    const applicationId = await sendApplication(landlord.context);
    await allowPaperlessEmail(landlord.context, 'sv');
    // What the notice job will read: her language, as her last call stated it.
    const { rows } = await portal().db.query<{ language: string }>(
      'select language from users where henro = $1',
      [AINO.henro],
    );
    expect(rows[0]!.language).toBe('sv');
    // Staff decide (the staff area's API, as its page does).
    const staff = await openStaffPage('fi');
    await rejectThroughApi(staff.context, AINO.hetu, applicationId);
    const notice = await mailboxShows(page, 'sv', [t('sv', '159001')]);
    expect(await notice.getAttribute('lang')).toBe(null);
    expect(await notice.locator('article').getAttribute('lang')).toBe('sv');
    expect(await notice.innerText()).toContain('Hej Aino Virtanen,');
    expect(await notice.innerText()).not.toContain('Vuokrasopimus puuttuu');
    await expectNoAxeViolations(page, 'test mailbox, sv, 1280');
    await staff.context.close();
    await landlord.context.close();
    // The mailbox in both languages at both widths, without logging in.
    for (const language of ['fi', 'sv'] as const)
      for (const width of [1280, 375]) {
        const visitor = await openPage(browser(), { language, width });
        await mailboxShows(visitor.page, language, [t('sv', '159001')]);
        await expectNoAxeViolations(visitor.page, `test mailbox, ${language}, ${width}`);
        expect(visitor.pageErrors).toEqual([]);
        await visitor.context.close();
      }
  });

  it('sends nothing to a landlord without paperless e-mail, nor to one who withdraws it on her documents page before the notice goes', async () => {
    const { jobs, notices, db } = portal();
    const elin = SEED_USERS.find((user) => user.henro === '900000003')!;
    const { rows } = await db.query<{ paperless_email: boolean }>(
      'select paperless_email from users where henro = $1',
      [elin.henro],
    );
    expect(rows[0]!.paperless_email).toBe(false);
    const landlord = await openPage(browser(), { language: 'fi' });
    await loginWithRole(landlord.context, portal().origin, AINO.henro);
    const { page } = landlord;
    const mailbox = page.locator('.test-mail__list > li');
    await openMailbox(page, 'fi');
    const before = await mailbox.count();
    // Notices held back, as an operator can (`offWork`): the decisions' notices wait in the queue.
    await jobs!.boss.offWork(DOCUMENT_NOTICE, { wait: true });
    const staff = await openStaffPage('fi');
    // Aino with paperless e-mail on, decided.
    const ainos = await rejectThroughApi(staff.context, AINO.hetu, await sendApplication(landlord.context));
    // Elin, who has not chosen paperless service, decided.
    const other = await openPage(browser(), { language: 'sv' });
    await loginWithRole(other.context, portal().origin, elin.henro);
    const elins = await rejectThroughApi(
      staff.context,
      elin.hetu,
      await sendApplication(other.context, elin.henro),
    );
    await allowPaperlessEmail(landlord.context, 'fi');

    // Aino withdraws her consent on her documents page, by keyboard, before the notice goes.
    await page.goto(`${portal().origin}${PATHS.myDocuments}`);
    const byEmail = page.getByRole('checkbox', {
      name: t('fi', PAPERLESS_CODES.byEmail, { value: 'aino.virtanen@example.fi' }),
    });
    await expect.poll(() => byEmail.isChecked()).toBe(true);
    await byEmail.focus();
    await page.keyboard.press('Space');
    expect(await byEmail.isChecked()).toBe(false);
    await button(page, 'fi', PAPERLESS_CODES.save).focus();
    await page.keyboard.press('Enter');
    await page.locator('.my-documents__saved').getByText(text('fi', PAPERLESS_CODES.saved)).waitFor();

    // The notices go again: both jobs run and send nothing, for want of consent.
    await notices!.resume();
    const skipped = [
      { channel: 'email', state: 'skipped', reason: 'no-consent' },
      { channel: 'sms', state: 'skipped', reason: 'no-consent' },
    ];
    await expect.poll(() => noticesOf(ainos), { timeout: 15_000 }).toEqual(skipped);
    await expect.poll(() => noticesOf(elins), { timeout: 15_000 }).toEqual(skipped);
    await openMailbox(page, 'fi');
    expect(await mailbox.count()).toBe(before);
    expect(landlord.pageErrors).toEqual([]);
    await Promise.all([landlord.context.close(), other.context.close(), staff.context.close()]);
  });

  it('tells a landlord who logs in to the staff area that it is not theirs', async () => {
    const { context, page, pageErrors } = await openPage(browser(), { language: 'sv' });
    await loginThroughApi(context, portal().intraOrigin, AINO.henro);
    await page.goto(`${portal().intraOrigin}/`);
    await heading(page, 'sv', '171000').waitFor();
    await expectNoAxeViolations(page, 'staff area, no permission (sv)');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/** axe on the page as it is, at 1280 px and at 375 px (one visit, two widths). */
async function expectNoAxeViolationsAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    await expectFocusVisible(page, `${where} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('axe on the staff area', () => {
  for (const language of ['fi', 'sv'] as const)
    it(`finds nothing on any staff page and state in ${language}, at 1280 and 375 px`, async () => {
      const started = performance.now();
      const staff = await openStaffPage(language, 1280, language === 'fi' ? LAURA : KARIN);
      const { page } = staff;
      const where = (what: string) => `staff ${what} (${language})`;

      await page.goto(`${portal().intraOrigin}/`);
      await heading(page, language, CODES.searchTitle).waitFor();
      await button(page, language, INTRA_SEARCH_CODES.search).click();
      await page.getByText(text(language, INTRA_SEARCH_CODES.required)).first().waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('search, an error shown'));

      await findCustomer(page, language, '2345671-3', 'Vuokratalot Mäkinen Oy');
      await expectNoAxeViolationsAtBothWidths(page, where('customer page, an organisation'));
      await button(page, language, INTRA_CUSTOMER_CODES.deleteApplication).first().click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('customer page, deletion confirmation'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      const anyApplication = await page
        .locator('li.intra-card a[href$="/liitepyynto"]')
        .first()
        .getAttribute('href');
      const applicationPath = anyApplication!.replace(/\/liitepyynto$/, '');
      await page.goto(`${portal().intraOrigin}${applicationPath}/liitteet`);
      await heading(page, language, INTRA_CASE_CODES.attachmentsTitle).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('attachments'));

      await page.goto(`${portal().intraOrigin}${applicationPath}/paatos`);
      await heading(page, language, CODES.decisionTitle).waitFor();
      await page.getByRole('region', { name: text(language, INTRA_CASE_CODES.subjectHeading) }).waitFor();
      await button(page, language, INTRA_CASE_CODES.sendDecision).click();
      await page.locator('.engine-error-summary').waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('decision form, what it decides, errors shown'));

      await page.goto(`${portal().intraOrigin}${applicationPath}/liitepyynto`);
      await heading(page, language, CODES.requestTitle).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('attachment request form'));

      await page.goto(
        `${portal().intraOrigin}/asiakas/realisointipyynto/00000000-0000-4000-8000-000000000000/paatos`,
      );
      await heading(page, language, CODES.realizationTitle).waitFor();
      await page.getByText(text(language, INTRA_CASE_CODES.subjectNotFound)).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('realization decision form, an unknown request'));

      await page.goto(`${portal().intraOrigin}/toimintaloki`);
      await heading(page, language, CODES.auditNav).waitFor();
      await page.getByRole('table').first().waitFor();
      await expectNoAxeViolationsAtBothWidths(page, where('audit list'));

      expect(staff.pageErrors).toEqual([]);
      await staff.context.close();
      timings[`axe ${language}`] = performance.now() - started;
    });
});
