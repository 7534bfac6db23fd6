/**
 * `AUTH_MODE=oidc` in Chromium: the built portal (global-setup.ts) served by the server in oidc
 * mode against the test provider (tests/oidc/), both in this process. A browser opens a page of
 * the portal without a session, and guard rule 3 sends it to the login flow; it types the test
 * account at the provider, consents, comes back to the page it asked for, chooses its role (rule
 * 2), then logs out with the portal's own button, through the provider, to /kirjaudu-ulos.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Database } from '../../server/db/index.ts';
import { openPgliteCopy } from '../../server/db/pgliteTemplates.test-helpers.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startOidcPortal, type OidcPortal } from '../oidc/portal.ts';
import { REPRESENTATIVE } from '../oidc/provider.ts';
import { openPage, text, e2eServer } from './harness.ts';

const RETURN_TO = '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen';

/** The portal and the provider over a fresh database; stop() also closes and removes the database. */
async function startOidcE2ePortal(): Promise<OidcPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vuokravakuus-e2e-oidc-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let db: Database | undefined;
  try {
    db = await openPgliteCopy(join(dataDir, 'pglite'), 'blank');
    await migrate(db);
    const portal = await startOidcPortal(db);
    const opened = db;
    return {
      ...portal,
      async stop() {
        await portal.stop();
        await opened.close();
        removeDataDir();
      },
    };
  } catch (error) {
    await db?.close();
    removeDataDir();
    throw error;
  }
}

const { portal, browser, timings } = e2eServer('oidc.e2e.ts', startOidcE2ePortal);

/** The user as the page's own fetch sees it. */
const fetchUser = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/user');
    return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null };
  });

describe('login with the OpenID Connect provider', () => {
  it('goes to the provider, comes back logged in, and logs out through the provider', async () => {
    const started = performance.now();
    const { context, page, pageErrors } = await openPage(browser());
    const issuer = portal().provider.issuer;
    try {
      // Without a session, the portal starts the login flow (guard rule 3) for the page asked for.
      const callback = page.waitForResponse((response) =>
        response.url().startsWith(`${portal().origin}/api/auth/login/callback?`),
      );
      const loginStarted = page.waitForRequest((request) =>
        request.url().startsWith(`${portal().origin}/api/auth/login?`),
      );
      await page.goto(portal().origin + RETURN_TO);
      expect(new URL((await loginStarted).url()).searchParams.get('returnTo')).toBe(RETURN_TO);
      await page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'));
      await page.locator('input[name="login"]').fill(REPRESENTATIVE.accountId);
      await page.locator('input[name="password"]').fill('not checked');
      await page.locator('button[type="submit"]').click();
      // Consent, then back to the portal's callback, which sends the browser where it was going.
      await page.locator('input[name="prompt"][value="consent"]').waitFor({ state: 'attached' });
      await page.locator('button[type="submit"]').click();
      const landing = await callback;
      expect(landing.status()).toBe(303);
      expect(await landing.headerValue('location')).toBe(RETURN_TO);
      await page.waitForURL((url) => url.origin === portal().origin && !url.pathname.startsWith('/api/'));

      const cookies = Object.fromEntries(
        (await context.cookies(portal().origin)).map((cookie) => [cookie.name, cookie]),
      );
      expect(cookies['SESSION']).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(Number(cookies['session-expires']?.value)).toBeGreaterThan(Date.now());
      expect(cookies['OIDC_LOGIN']).toBeUndefined();
      const user = await fetchUser(page);
      expect(user.status).toBe(200);
      expect(user.body).toMatchObject({
        preferred_username: '900000005',
        name: 'Sari Mäkinen',
        isYpaActive: true,
      });

      // No role chosen yet: the role page (guard rule 2); as a private person to the front page.
      await page.waitForURL(`${portal().origin}/valitse-rooli`);
      await page.getByRole('button', { name: text('fi', '144002') }).click();
      await page.waitForURL(`${portal().origin}/`);

      // Logout with the portal's button: the session ends, the provider asks to confirm, the
      // browser ends at /kirjaudu-ulos.
      await page
        .getByRole('navigation', { name: text('fi', '143002') })
        .getByRole('button', { name: text('fi', '141011') })
        .click();
      await page
        .getByRole('dialog', { name: text('fi', '142010') })
        .getByRole('button', { name: text('fi', '141011') })
        .click();
      await page.waitForURL((url) => url.origin === issuer && url.pathname === '/session/end');
      expect(new URL(page.url()).searchParams.get('id_token_hint')).toBeTruthy();
      await page.locator('button[name="logout"][value="yes"]').click();
      await page.waitForURL(`${portal().origin}/kirjaudu-ulos`);
      const after = (await context.cookies(portal().origin)).map((cookie) => cookie.name);
      expect(after).not.toContain('SESSION');
      expect((await fetchUser(page)).status).toBe(401);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      timings['scenario'] = performance.now() - started;
    }
  });
});
