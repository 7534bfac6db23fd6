/**
 * Takes the walk-through's screenshots (designer/docs/*.png) in Chromium, with the designer on this
 * working copy: it edits in the browser only and never saves. Run: node designer/docs/screenshots.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDesigner } from '../start.ts';

const here = dirname(fileURLToPath(import.meta.url));
const designer = await startDesigner({ port: 0 });
const address = designer.httpServer!.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await page.goto(origin);
  await page.getByRole('heading', { level: 1, name: 'Lomakkeet' }).waitFor({ timeout: 60000 });
  await page.screenshot({ path: join(here, '1-forms.png') });
  await page.getByRole('button', { name: 'Ilmoitus vuokrasuhteen päättymisestä' }).click();
  await page.locator('[data-field="/keysReturned"]').click();
  await page.getByText('Ei ongelmia', { exact: false }).waitFor();
  await page.screenshot({ path: join(here, '2-field.png') });
  await page.getByLabel('Uuden kentän otsikko suomeksi').fill('Pysäköintipaikan numero');
  await page.getByLabel('Uuden kentän otsikko ruotsiksi').fill('Parkeringsplatsens nummer');
  await page.getByRole('button', { name: 'Lisää', exact: true }).click();
  await page.locator('.designer-change-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(here, '3-changes.png') });
  // A tighter rule than the examples' values: the problems in the author's words, with their fixes.
  await page.locator('[data-field="/paymentCommitmentId"]').click();
  const longest = page.getByLabel('Enimmäispituus (merkkiä)', { exact: true });
  await longest.fill('5');
  await longest.press('Enter');
  await page.getByText('Kenttä ”Maksusitoumuksen tunnus”', { exact: false }).first().waitFor();
  await page.locator('#problems-heading').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(here, '4-problems.png') });
} finally {
  await browser.close();
  await designer.close();
}
