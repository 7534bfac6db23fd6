/**
 * End to end in Chromium (tests/e2e/harness.ts): in Finnish and again in Swedish, mock login, the
 * landlord form with two rentees, errors, fixes, submit, the PDF; axe on every page on the way.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, fill, openPage, storedDocumentFileName, text, e2ePortal } from './harness.ts';

const FORM_PATH = '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen';

const { portal, browser, timings } = e2ePortal('landlord-application');

for (const language of ['fi', 'sv'] as const) {
  describe(`the landlord application in ${language === 'fi' ? 'Finnish' : 'Swedish'}`, () => {
    it('logs in, fills the form with two rentees, fixes the errors, submits and downloads the PDF', async () => {
      const started = performance.now();
      const origin = portal().origin;
      const { context, page, pageErrors } = await openPage(browser(), { language });
      try {
        // Not logged in: the form page sends the user to the mock login.
        await page.goto(origin + FORM_PATH);
        await page.waitForURL(`${origin}/kirjaudu`);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        await page.getByRole('heading', { level: 1, name: text(language, '141000') }).waitFor();
        const choose = page.getByRole('button', { name: new RegExp(`^${text(language, '141001')}:`) });
        await choose.first().waitFor();
        expect(await choose.count()).toBeGreaterThan(1);
        expect(await page.title()).toBe(`${text(language, '141004')} – ${text(language, '140003')}`);
        await expectNoAxeViolations(page, '/kirjaudu');

        // A fresh login chooses the role first (SPEC §2 guard rule 2), then the front page links to the form.
        await choose.first().click();
        await page.waitForURL(`${origin}/valitse-rooli`);
        await page.getByRole('button', { name: text(language, '144002') }).click();
        await page.waitForURL(`${origin}/`);
        await page
          .getByRole('main')
          .getByRole('link', { name: text(language, '200001') })
          .click();
        await page.waitForURL(origin + FORM_PATH);
        await page.locator('#root_name').waitFor();
        expect(await page.title()).toContain(`${text(language, '200001')} – ${text(language, '140003')}`);
        await expectNoAxeViolations(page, 'form (empty)');

        // Fill, with a wrong identity code for the second rentee and a wrong IBAN.
        await page.locator('#root_businessType-0').check();
        await fill(page, '#root_name', 'Maija Meikäläinen');
        await page.locator(language === 'fi' ? '#root_language-0' : '#root_language-1').check();
        await fill(page, '#root_landlordAddress', 'Mannerheimintie 1 A 2');
        await fill(page, '#root_landlordZipCode', '00100');
        // The post office follows the postal code.
        await expect
          .poll(() => page.locator('#root_landlordZipArea').inputValue())
          .toBe(language === 'fi' ? 'Helsinki' : 'Helsingfors');
        await fill(page, '#root_bankDetails_iban', 'FI21 1234 5600 0007 84');
        await page.locator('#root_useReferenceNumberWhenPaying-1').check();
        await fill(page, '#root_renteeInfo_0_firstName', 'Matti');
        await fill(page, '#root_renteeInfo_0_lastName', 'Virtanen');
        await fill(page, '#root_renteeInfo_0_birthdayHenro', '131052-308T');
        await page.locator('button.ef-array__add').click();
        await page.locator('#root_renteeInfo_1_firstName').waitFor();
        await fill(page, '#root_renteeInfo_1_firstName', 'Liisa');
        await fill(page, '#root_renteeInfo_1_lastName', 'Virtanen');
        await fill(page, '#root_renteeInfo_1_birthdayHenro', '131052-308X');

        const submit = page.locator('.engine-form button[type="submit"]');
        await submit.click();
        const summary = page.locator('.engine-error-summary');
        await summary.waitFor();
        expect(await summary.locator('li').count()).toBe(2);
        expect(await page.locator('#root_renteeInfo_1_birthdayHenro').getAttribute('aria-invalid')).toBe(
          'true',
        );
        expect(await page.locator('#root_bankDetails_iban').getAttribute('aria-invalid')).toBe('true');
        await expectNoAxeViolations(page, 'form (errors)');

        // Fix them and send.
        await fill(page, '#root_renteeInfo_1_birthdayHenro', '010190-907X');
        await fill(page, '#root_bankDetails_iban', 'FI21 1234 5600 0007 85');
        await expect.poll(() => summary.locator('li').count()).toBe(0);
        await submit.click();

        const success = page.getByRole('status').filter({ hasText: text(language, '140010') });
        await success.waitFor();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
          .toBe('status');
        await expectNoAxeViolations(page, 'success view');
        // The receipt: what was sent, when Kela received it, the reference, what happens next, and
        // the way on to the front page and the documents.
        const receipt = (await success.innerText()).replace(/\s+/g, ' ');
        expect(receipt).toContain(`${text(language, '141030')} ${text(language, '200001')}`);
        expect(receipt).toMatch(new RegExp(`${text(language, '141031')} \\d{1,2}\\.\\d{1,2}\\.\\d{4}`));
        expect(receipt).toMatch(new RegExp(`${text(language, '141032')} VV-\\d{7}`));
        expect(receipt).toContain(text(language, '141035'));
        for (const [code, href] of [
          ['141038', '/'],
          ['143009', '/paatokset-ja-muut-asiakirjasi'],
        ] as const)
          expect(
            await success.getByRole('link', { name: text(language, code), exact: true }).getAttribute('href'),
          ).toBe(href);

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: text(language, '141007') }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(
          storedDocumentFileName('ANNOUNCE_LANDLORD_RENTEE_INFORMATION', language),
        );
        const bytes = readFileSync(await download.path());
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
        timings[`scenario ${language}`] = performance.now() - started;
      }
    });
  });
}

describe('the mock login page', () => {
  it('shows the SPEC §8 message with expandable details when the test users cannot be fetched', async () => {
    const origin = portal().origin;
    const { context, page } = await openPage(browser());
    try {
      await page.route('**/api/available-users', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      await page.goto(origin + '/kirjaudu');
      const alert = page.getByRole('alert');
      await alert.getByText('Saatavilla olevien testi henkilöiden hakeminen epäonnistui').waitFor();
      const details = alert.locator('details');
      expect(await details.getAttribute('open')).toBeNull();
      await details.locator('summary').click();
      await expect
        .poll(() => details.locator('pre').innerText())
        .toContain('Response returned an error code (500)');
      await expectNoAxeViolations(page, '/kirjaudu (failed list)');
    } finally {
      await context.close();
    }
  });
});
