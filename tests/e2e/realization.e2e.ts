/**
 * Issue 5 end to end in Chromium (tests/e2e/harness.ts): the realization request with its saved
 * drafts and the front page. A request is started from the sidebar, saved, the user logs out and in
 * again, continues it from the front page, finishes, sends and downloads the PDF; a draft is deleted
 * through the danger modal; the session expires mid-form (limits shortened by configuration) and
 * the autosaved draft brings every typed value back; the demo applications show their timelines;
 * axe finds nothing on the pages and dialogs of the issue in Finnish and Swedish.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { t, type Language } from '../../texts/index.ts';
import type { ApplicationStatus, SavedState } from '../../api/contract.ts';
import { demoData } from '../../server/db/seed.ts';
import { savedUntil } from '../../portal/pages/front/dates.ts';
import validMinimal from '../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json' with { type: 'json' };
import {
  e2ePortal,
  expectFocusVisible,
  expectNoAxeViolations,
  fill,
  heading,
  loginWithRole,
  openPage,
  shortSessionPortal,
  storedDocumentFileName,
  text,
  xsrfToken,
} from './harness.ts';

const REALIZATION_PATH = '/vuokra-vakuus-realisointi';

/** Seed users (server/db/seed.ts), each scenario its own, so that their drafts do not meet. */
const USERS = {
  leaving: { henro: '900000003', name: 'Elin Lindqvist' },
  journey: { henro: '900000001', name: 'Aino Virtanen' },
  deletion: { henro: '900000002', name: 'Mikko Korhonen' },
  session: { henro: '900000001', name: 'Aino Virtanen' },
  timelinesFi: { henro: '900000001', name: 'Aino Virtanen' },
  timelinesSv: { henro: '900000002', name: 'Mikko Korhonen' },
  axeFi: { henro: '900000003', name: 'Elin Lindqvist' },
  axeSv: { henro: '900000004', name: 'Johan Sjöberg' },
} as const;

const CODES = {
  // shell
  loginHeading: '141000',
  loginAs: '141001',
  frontPage: '141005',
  logout: '141011',
  mainNavigation: '143002',
  realizationLink: '143007',
  actAsPerson: '144002',
  loggedOutHeading: '144040',
  logoutDialogTitle: '142010',
  sessionDialogTitle: '142020',
  cancel: '142004',
  // front page
  savedHeading: '145020',
  savedText: '145021',
  continue: '145022',
  delete: '145023',
  deleteTitle: '145024',
  deleted: '145027',
  applicationsHeading: '145040',
  applicationTitle: '145042',
  noPaymentCommitment: '145045',
  timeline: '145047',
  stepArrived: '145050',
  stepInProcess: '145051',
  stepDone: '145052',
  stepRejected: '145053',
  stateDone: '145055',
  stateCurrent: '145056',
  stateUpcoming: '145057',
  // realization page
  formTitle: '210001',
  save: '146002',
  saved: '146003',
  sent: '146013',
  downloadPdf: '141007',
  // form engine
  errorSummary: '100001',
  next: '100011',
  check: '100013',
  send: '100023',
} as const;

/** The leave-page dialog (portal/forms/LeaveGuard.tsx). */
const LEAVE = { title: '146020', stay: '146022', leave: '146023' } as const;

const { portal, browser, timings } = e2ePortal('realization');

// --- helpers (the API shortcuts are the harness's) ---

/** A draft created through the API (setup that is not under test). */
async function createDraft(
  context: BrowserContext,
  origin: string,
  data: Record<string, unknown>,
): Promise<SavedState> {
  const response = await context.request.post(`${origin}/api/api/v1/saved-state`, {
    headers: { 'x-xsrf-token': await xsrfToken(context) },
    data: { type: 'REALIZATION_REQUEST', data },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedState;
}

async function drafts(context: BrowserContext, origin: string): Promise<SavedState[]> {
  const response = await context.request.get(`${origin}/api/api/v1/saved-state?type=REALIZATION_REQUEST`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedState[];
}

function navigation(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: text(language, CODES.mainNavigation) });
}

function button(scope: Page | Locator, language: Language, code: string): Locator {
  return scope.getByRole('button', { name: text(language, code), exact: true });
}

/** The front page's alert of a saved request (a group named by its text with the date kept until). */
function savedRequestAlert(page: Page, language: Language, saved: Pick<SavedState, 'created'>): Locator {
  return page.getByRole('group', {
    name: t(language, CODES.savedText, { date: savedUntil(saved.created) }),
  });
}

async function openFrontPage(page: Page, origin: string, language: Language): Promise<void> {
  await page.goto(`${origin}/`);
  await heading(page, language, CODES.frontPage).waitFor();
  await page.getByRole('heading', { level: 2, name: text(language, CODES.applicationsHeading) }).waitFor();
}

/** The heading of the form step (level 2) that the engine moves focus to. */
function stepHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

/** Accepts the browser's own leave prompt (beforeunload) if a page.goto meets one. */
function acceptLeavePrompts(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** The payment commitment of a seed user acting as themself. */
function commitmentOf(henro: string) {
  const found = demoData().paymentCommitments.find(
    (commitment) => commitment.henro === henro && commitment.businessId === null,
  );
  if (!found) throw new Error(`seed: no payment commitment of ${henro}`);
  return found;
}

/** What the rentee step's typed values are, and how they read back. */
const TYPED = {
  endDate: '31.05.2024',
  moveDate: '02.06.2024',
  terminationCause: 'Vuokralainen muutti pois ilmoittamatta.',
  rentAmount: '650',
};

/**
 * Types the rentee step: the commitment number (which prefills the rentee part) and the termination.
 * `check` is the test's own expect where tests run concurrently (their expect.poll needs it).
 */
async function typeRenteeStep(
  page: Page,
  commitmentId: string,
  address: string,
  check: ExpectStatic = expect,
): Promise<void> {
  await fill(page, '#root_rentee_id', commitmentId);
  await check.poll(() => page.locator('#root_rentee_address').inputValue()).toBe(address);
  await fill(page, '#root_termination_endDate', TYPED.endDate);
  await fill(page, '#root_termination_moveDate', TYPED.moveDate);
  await page.locator('#root_termination_terminationBy-1').check();
  await fill(page, '#root_termination_terminationCause', TYPED.terminationCause);
  // The dates show formatted once they lose focus.
  await page.locator('#root_termination_terminationCause').blur();
}

async function expectRenteeStep(
  page: Page,
  commitment: ReturnType<typeof commitmentOf>,
  check: ExpectStatic = expect,
): Promise<void> {
  await check.poll(() => page.locator('#root_rentee_id').inputValue()).toBe(commitment.id);
  check(await page.locator('#root_rentee_address').inputValue()).toBe(commitment.address);
  check(await page.locator('#root_rentee_customerHenro').inputValue()).toBe(commitment.renteeHetu);
  check(await page.locator('#root_termination_endDate').inputValue()).toBe(TYPED.endDate);
  check(await page.locator('#root_termination_moveDate').inputValue()).toBe(TYPED.moveDate);
  check(await page.locator('#root_termination_terminationBy-1').isChecked()).toBe(true);
  check(await page.locator('#root_termination_terminationCause').inputValue()).toBe(TYPED.terminationCause);
}

async function next(page: Page, language: Language, title: string): Promise<void> {
  await button(page, language, CODES.next).click();
  await stepHeading(page, title).waitFor();
}

const STEP_TITLES = ['210003', '210004', '210005', '210006'] as const;

// --- 0. the leave-page warning ---

describe('the leave-page warning', () => {
  it('holds a link and the back button while work is unsaved: stay keeps it, leave goes', async () => {
    const { context, page, pageErrors } = await openPage(browser());
    try {
      await loginWithRole(context, portal().origin, USERS.leaving.henro);
      await openFrontPage(page, portal().origin, 'fi');
      await navigation(page, 'fi')
        .getByRole('link', { name: text('fi', '143007') })
        .click();
      await page.locator('#root_termination_terminationCause').waitFor();
      const dialog = page.getByRole('dialog', { name: text('fi', LEAVE.title) });

      // Typed and not yet saved (autosave waits 2 s after the last key): a link is held.
      await fill(page, '#root_termination_terminationCause', 'Kesken');
      await navigation(page, 'fi')
        .getByRole('link', { name: text('fi', CODES.frontPage) })
        .click();
      await dialog.waitFor();
      await button(dialog, 'fi', LEAVE.stay).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/vuokra-vakuus-realisointi');
      expect(await page.locator('#root_termination_terminationCause').inputValue()).toBe('Kesken');

      // The back button too (the data router's blocker); leave goes.
      await fill(page, '#root_termination_terminationCause', 'Kesken yhä');
      await page.goBack();
      await dialog.waitFor();
      await button(dialog, 'fi', LEAVE.leave).click();
      await page.waitForURL(`${portal().origin}/`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// --- 1. the whole journey ---

describe('a realization request from start to PDF', () => {
  it('starts from the sidebar, saves, logs out and in, continues from the front page, sends and downloads', async () => {
    const started = performance.now();
    const language = 'fi';
    const user = USERS.journey;
    const commitment = commitmentOf(user.henro);
    const { context, page, pageErrors } = await openPage(browser(), { language });
    acceptLeavePrompts(page);
    try {
      await loginWithRole(context, portal().origin, user.henro);
      await openFrontPage(page, portal().origin, language);
      await navigation(page, language)
        .getByRole('link', { name: text(language, CODES.realizationLink) })
        .click();
      await page.waitForURL(portal().origin + REALIZATION_PATH);
      await heading(page, language, CODES.formTitle).waitFor();
      await page.locator('#root_rentee_id').waitFor();

      await typeRenteeStep(page, commitment.id, commitment.address);
      expect(await page.locator('#root_rentee_customerHenro').inputValue()).toBe(commitment.renteeHetu);

      // Save unfinished: announced politely.
      await button(page, language, CODES.save).click();
      await page.locator('[aria-live="polite"]').getByText(text(language, CODES.saved)).waitFor();
      const [saved] = await drafts(context, portal().origin);
      expect(saved).toBeDefined();
      timings['journey: typed and saved'] = performance.now() - started;

      // Log out from the sidebar (confirmed), log in again through the mock login.
      await button(navigation(page, language), language, CODES.logout).click();
      const logoutDialog = page.getByRole('dialog', { name: text(language, CODES.logoutDialogTitle) });
      await button(logoutDialog, language, CODES.logout).click();
      await page.waitForURL(`${portal().origin}/kirjaudu-ulos`);
      await heading(page, language, CODES.loggedOutHeading).waitFor();

      await page.goto(`${portal().origin}/kirjaudu`);
      await heading(page, language, CODES.loginHeading).waitFor();
      await page.getByRole('button', { name: `${text(language, CODES.loginAs)}: ${user.name}` }).click();
      await page.waitForURL(`${portal().origin}/valitse-rooli`);
      await page.getByRole('button', { name: text(language, CODES.actAsPerson) }).click();
      await page.waitForURL(`${portal().origin}/`);
      await heading(page, language, CODES.frontPage).waitFor();

      // The saved request waits on the front page; continue it.
      const alert = savedRequestAlert(page, language, saved!);
      await alert.getByRole('link', { name: text(language, CODES.continue) }).click();
      await page.waitForURL(`${portal().origin}${REALIZATION_PATH}?openExisting=${saved!.id}`);
      await expectRenteeStep(page, commitment);

      // Finish: costs, the renter, the additional part, check, send.
      await next(page, language, text(language, STEP_TITLES[1]));
      await page.locator('#root_unpaidExpenses_expensesTypes-0').check();
      await fill(page, '#root_unpaidExpenses_unpaidRentAmount', TYPED.rentAmount);
      await next(page, language, text(language, STEP_TITLES[2]));
      await fill(page, '#root_renter_birthdayOrCompanyId', '010190-123M');
      await fill(page, '#root_renter_name', 'Aino Virtanen');
      await page.locator('#root_renter_addressLocation-0').check();
      await fill(page, '#root_renter_address_street', 'Satakunnankatu 5 A 1');
      await fill(page, '#root_renter_address_postalCode', '33100');
      await fill(page, '#root_renter_address_city', 'Tampere');
      await fill(page, '#root_renter_account_iban', 'FI2112345600000785');
      await next(page, language, text(language, STEP_TITLES[3]));
      await page.locator('#root_otherReimbursementRequest-1').check();
      await next(page, language, text(language, CODES.check));
      await expect.poll(() => page.getByRole('main').innerText()).toContain(commitment.address);

      const requestsBefore = await portal().db.query<{ count: string }>(
        'select count(*)::text as count from realization_requests',
      );
      await button(page, language, CODES.send).click();
      const success = page.getByRole('status').filter({ hasText: text(language, CODES.sent) });
      await success.waitFor();
      const requestsAfter = await portal().db.query<{ count: string }>(
        'select count(*)::text as count from realization_requests',
      );
      expect(Number(requestsAfter.rows[0]?.count)).toBe(Number(requestsBefore.rows[0]?.count) + 1);

      const downloading = page.waitForEvent('download');
      await button(success, language, CODES.downloadPdf).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(storedDocumentFileName('PAYMENT_REQUEST', language));
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

      // Sent: the draft is gone, from the server and from the front page.
      expect(await drafts(context, portal().origin)).toEqual([]);
      await openFrontPage(page, portal().origin, language);
      expect(await page.getByRole('heading', { name: text(language, CODES.savedHeading) }).count()).toBe(0);
      expect(await page.getByRole('link', { name: text(language, CODES.continue) }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      timings['journey'] = performance.now() - started;
    }
  });
});

// --- 2. deleting a draft ---

describe('deleting a saved request', () => {
  it('asks in the danger modal: cancel keeps it, delete removes it and says so', async () => {
    const started = performance.now();
    const language = 'fi';
    const { context, page, pageErrors } = await openPage(browser(), { language });
    try {
      await loginWithRole(context, portal().origin, USERS.deletion.henro);
      const saved = await createDraft(context, portal().origin, { rentee: { id: '12345678' } });
      await openFrontPage(page, portal().origin, language);
      const alert = savedRequestAlert(page, language, saved);
      const remove = button(alert, language, CODES.delete);
      const dialog = page.getByRole('dialog', { name: text(language, CODES.deleteTitle) });

      await remove.click();
      await dialog.waitFor();
      await button(dialog, language, CODES.cancel).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await alert.count()).toBe(1);
      expect((await drafts(context, portal().origin)).map((draft) => draft.id)).toEqual([saved.id]);

      await remove.click();
      await button(dialog, language, CODES.delete).click();
      await dialog.waitFor({ state: 'hidden' });
      await alert.waitFor({ state: 'detached' });
      await page.locator('[aria-live="polite"]').getByText(text(language, CODES.deleted)).waitFor();
      // No request left: focus is on the page heading.
      await expect
        .poll(() =>
          heading(page, language, CODES.frontPage).evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      expect(await drafts(context, portal().origin)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      timings['delete'] = performance.now() - started;
    }
  });
});

// --- 3. the session expires mid-form ---

// --- 4. the demo applications and their timelines ---

const EXPECTED_STEPS: Record<ApplicationStatus['currentStep'], [string, string][]> = {
  ARRIVED: [
    [CODES.stepArrived, CODES.stateDone],
    [CODES.stepInProcess, CODES.stateUpcoming],
    [CODES.stepDone, CODES.stateUpcoming],
  ],
  INPROCESS: [
    [CODES.stepArrived, CODES.stateDone],
    [CODES.stepInProcess, CODES.stateCurrent],
    [CODES.stepDone, CODES.stateUpcoming],
  ],
  DONE: [
    [CODES.stepArrived, CODES.stateDone],
    [CODES.stepInProcess, CODES.stateDone],
    [CODES.stepDone, CODES.stateDone],
  ],
  REJECTED: [
    [CODES.stepArrived, CODES.stateDone],
    [CODES.stepInProcess, CODES.stateDone],
    [CODES.stepRejected, CODES.stateDone],
  ],
};
const REACHED: Record<ApplicationStatus['currentStep'], number> = {
  ARRIVED: 0,
  INPROCESS: 1,
  DONE: 2,
  REJECTED: 2,
};

/** An application's card: a list item named by its title (with the arrival date) and holding its address. */
function applicationCard(page: Page, language: Language, application: ApplicationStatus): Locator {
  const [year, month, day] = application.arrivalDate.split('-');
  return page
    .getByRole('listitem', { name: t(language, CODES.applicationTitle, { date: `${day}.${month}.${year}` }) })
    .filter({ hasText: application.renterAddress });
}

/** The demo applications of a user: listed with their commitment or the placeholder, and their timelines read right. */
async function demoApplications(language: Language, user: { henro: string }): Promise<void> {
  const started = performance.now();
  const { context, page, pageErrors } = await openPage(browser(), { language });
  try {
    await loginWithRole(context, portal().origin, user.henro);
    const seeded = demoData().applications.filter(
      (application) => application.henro === user.henro && application.businessId === null,
    );
    const response = await context.request.get(`${portal().origin}/api/api/v1/application-statuses`);
    const applications = (await response.json()) as ApplicationStatus[];
    expect(applications.map((application) => application.currentStep).sort()).toEqual(
      seeded.map((application) => application.step).sort(),
    );

    await openFrontPage(page, portal().origin, language);
    const section = page.getByRole('region', { name: text(language, CODES.applicationsHeading) });
    for (const application of applications) {
      const card = applicationCard(page, language, application);
      expect(await card.count()).toBe(1);
      const shown = await card.innerText();
      // Its state in a word, and a rejected one has no commitment to wait for.
      const state = {
        ARRIVED: application.attachmentRequestDueDate ? '145073' : '145071',
        INPROCESS: application.attachmentRequestDueDate ? '145073' : '145072',
        DONE: '145074',
        REJECTED: '145075',
      }[application.currentStep];
      expect(shown).toContain(text(language, state));
      if (application.currentStep === 'REJECTED')
        expect(shown).not.toContain(text(language, CODES.noPaymentCommitment));
      else
        expect(shown).toContain(application.paymentCommitmentId ?? text(language, CODES.noPaymentCommitment));
      // A decision shows its day and the way to its PDF.
      if (application.decision) expect(await button(card, language, '145079').count()).toBe(1);
      const toggle = button(card, language, CODES.timeline);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const steps = card.getByRole('list').last().getByRole('listitem');
      expect(await steps.count()).toBe(3);
      const expected = EXPECTED_STEPS[application.currentStep];
      for (const [index, [step, state]] of expected.entries()) {
        expect(await steps.nth(index).textContent()).toContain(
          `${text(language, step)}: ${text(language, state)}`,
        );
        expect(await steps.nth(index).getAttribute('aria-current')).toBe(
          index === REACHED[application.currentStep] ? 'step' : null,
        );
      }
    }
    expect(await section.getByRole('heading', { level: 3 }).count()).toBe(applications.length);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    timings[`timelines ${language}`] = performance.now() - started;
  }
}

// --- 5. accessibility ---

function firstApplicationCard(page: Page, language: Language): Locator {
  return page
    .getByRole('region', { name: text(language, CODES.applicationsHeading) })
    .getByRole('listitem')
    .first();
}

/** axe on the realization page, the front page and the delete modal, in one language. */
async function accessibilitySweep(language: Language, user: { henro: string }): Promise<void> {
  const started = performance.now();
  const where = (name: string, width = 1280) => `${name} (${language}, ${width} px)`;
  const { context, page, pageErrors } = await openPage(browser(), { language });
  acceptLeavePrompts(page);
  try {
    await loginWithRole(context, portal().origin, user.henro);

    // The form step, then with the errors of a failed step.
    await page.goto(portal().origin + REALIZATION_PATH);
    await page.locator('#root_rentee_id').waitFor();
    await expectNoAxeViolations(page, where('realization form step'));
    await button(page, language, CODES.next).click();
    await page.getByRole('heading', { name: text(language, CODES.errorSummary) }).waitFor();
    await expectNoAxeViolations(page, where('realization form step with errors'));
    await expectFocusVisible(page, where('realization form step with errors'));

    // A saved request on the front page, a timeline open, and the delete modal.
    // A complete request, with the user's own payment commitment (the server checks it is theirs).
    const saved = await createDraft(context, portal().origin, {
      ...validMinimal,
      currentLanguageCode: language,
      rentee: { ...validMinimal.rentee, id: commitmentOf(user.henro).id },
    });
    await openFrontPage(page, portal().origin, language);
    const alert = savedRequestAlert(page, language, saved);
    await alert.waitFor();
    await button(firstApplicationCard(page, language), language, CODES.timeline).click();
    await expectNoAxeViolations(page, where('front page with a saved request and a timeline'));
    await button(alert, language, CODES.delete).click();
    const dialog = page.getByRole('dialog', { name: text(language, CODES.deleteTitle) });
    await dialog.waitFor();
    await expectNoAxeViolations(page, where('delete modal'));
    await button(dialog, language, CODES.cancel).click();
    await dialog.waitFor({ state: 'hidden' });

    // Continue the (complete) saved request to the check step, send it: the success view.
    await alert.getByRole('link', { name: text(language, CODES.continue) }).click();
    await page.locator('#root_rentee_id').waitFor();
    for (const title of [...STEP_TITLES.slice(1), CODES.check])
      await next(page, language, text(language, title));
    await expectNoAxeViolations(page, where('realization check step'));
    await expectFocusVisible(page, where('realization check step'));
    await button(page, language, CODES.send).click();
    await page
      .getByRole('status')
      .filter({ hasText: text(language, CODES.sent) })
      .waitFor();
    await expectNoAxeViolations(page, where('realization success view'));
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }

  // The front page at phone width, with a saved request, a timeline open, and the modal.
  const phone = await openPage(browser(), { language, width: 375 });
  try {
    await loginWithRole(phone.context, portal().origin, user.henro);
    const saved = await createDraft(phone.context, portal().origin, { rentee: { id: '1' } });
    await openFrontPage(phone.page, portal().origin, language);
    const alert = savedRequestAlert(phone.page, language, saved);
    await alert.waitFor();
    await button(firstApplicationCard(phone.page, language), language, CODES.timeline).click();
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      ),
    ).toBe(false);
    await expectNoAxeViolations(phone.page, where('front page with a saved request and a timeline', 375));
    await button(alert, language, CODES.delete).click();
    await phone.page.getByRole('dialog', { name: text(language, CODES.deleteTitle) }).waitFor();
    await expectNoAxeViolations(phone.page, where('delete modal', 375));
    expect(phone.pageErrors).toEqual([]);
  } finally {
    await phone.context.close();
    timings[`axe ${language}`] = performance.now() - started;
  }
}

/*
 * The session's scenario waits on the clock with little to compute: the demo applications' and the
 * accessibility checks run beside it in the same worker (test.concurrent), each with its own user
 * and browser context, instead of after it.
 */
describe('a session that expires mid-form, with the other checks beside its waits', () => {
  const shortPortal = shortSessionPortal();

  it.concurrent(
    'keeps what was typed in the autosaved draft, which the next login continues',
    async ({ expect }) => {
      const started = performance.now();
      const language = 'fi';
      const user = USERS.session;
      const commitment = commitmentOf(user.henro);
      const { context, page, pageErrors } = await openPage(browser(), { language });
      try {
        await loginWithRole(context, shortPortal().origin, user.henro);
        await page.goto(shortPortal().origin + REALIZATION_PATH);
        await page.locator('#root_rentee_id').waitFor();
        await typeRenteeStep(page, commitment.id, commitment.address, expect);

        // Idle: the warning opens, unanswered; the session ends on the logged-out page.
        await page
          .getByRole('dialog', { name: text(language, CODES.sessionDialogTitle) })
          .waitFor({ timeout: 25_000 });
        await page.waitForURL(`${shortPortal().origin}/kirjaudu-ulos`, { timeout: 40_000 });
        await heading(page, language, CODES.loggedOutHeading).waitFor();
        timings['session: ended'] = performance.now() - started;

        await loginWithRole(context, shortPortal().origin, user.henro);
        const [saved] = await drafts(context, shortPortal().origin);
        expect(saved).toBeDefined();
        await openFrontPage(page, shortPortal().origin, language);
        await savedRequestAlert(page, language, saved!)
          .getByRole('link', { name: text(language, CODES.continue) })
          .click();
        await page.waitForURL(`${shortPortal().origin}${REALIZATION_PATH}?openExisting=${saved!.id}`);
        await expectRenteeStep(page, commitment, expect);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
        timings['session'] = performance.now() - started;
      }
    },
  );

  it.concurrent(
    'lists the demo applications with their timelines, and finds no axe violation, in fi and sv',
    async () => {
      await demoApplications('fi', USERS.timelinesFi);
      await demoApplications('sv', USERS.timelinesSv);
      await accessibilitySweep('fi', USERS.axeFi);
      await accessibilitySweep('sv', USERS.axeSv);
    },
  );
});
