/**
 * What every e2e file shares: a server (in-process, on a PGlite temp database, migrated and seeded
 * as server/main.ts does, serving the portal that global-setup.ts built) with the settings a test
 * needs, Debian's Chromium through playwright-core (one per worker, sharedBrowser), pages per
 * language and viewport, axe, and the text register to find things by their texts.
 *
 *   const { portal, browser, timings } = e2ePortal('front-page', { config: { sessionIdleMs: 20_000 } });
 *
 *   it('…', async () => {
 *     const { context, page } = await openPage(browser(), { language: 'sv', width: 375 });
 *     await loginWithRole(context, portal().origin, '900000001');
 *     await page.goto(portal().origin + '/');
 *     await expectNoAxeViolations(page, 'front page');
 *   });
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { DocumentsPage, DocumentType } from '../../api/contract.ts';
import { buildApp } from '../../server/app.ts';
import { documentFileName } from '../../server/api/documents.ts';
import type { AuthMode, ServerConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteCopy } from '../../server/db/pgliteTemplates.test-helpers.ts';
import { directoryFileStore } from '../../server/files/fileStore.ts';
import { embeddedNoticeSettings, TEST_QUOTAS } from '../../server/test-helpers.ts';
import { openJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { startMailCatcher, type MailCatcher } from '../../server/notices/mailCatcher.ts';
import { startNotices, type RunningNotices } from '../../server/notices/start.ts';
import { registers, type Language } from '../../texts/index.ts';
import { AXE_TAGS } from '../../design/accessibility.ts';

export const LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export interface StartPortalOptions {
  authMode?: AuthMode;
  config?: Partial<ServerConfig>;
  /** Seed the test users and demo data (default: in mock mode). */
  seed?: boolean;
  /**
   * Run the notices to paperless landlords as `npm start` does (issue 45): a job queue, its
   * workers and the embedded mail catcher, listed at `/testiposti`.
   */
  notices?: boolean;
}

export interface RunningPortal {
  origin: string;
  app: FastifyInstance;
  db: Database;
  /** With `notices`: the job queue, the mail catcher the notices go to, and their workers. */
  jobs?: JobQueue;
  mailCatcher?: MailCatcher | null;
  notices?: RunningNotices | null;
  stop(): Promise<void>;
}

/** The server on 127.0.0.1 (a free port) over a fresh PGlite database. */
export async function startPortal({
  authMode = 'mock',
  config = {},
  seed: withSeed = authMode === 'mock',
  notices = false,
}: StartPortalOptions = {}): Promise<RunningPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vuokravakuus-e2e-'));
  const db = await openPgliteCopy(join(dataDir, 'pglite'), withSeed ? 'seeded' : 'blank');
  if (!withSeed) await migrate(db);
  const jobs = notices ? await openJobQueue(db, { supervise: false, onError: () => undefined }) : undefined;
  const mailCatcher = notices ? await startMailCatcher() : null;
  const app = await buildApp({
    db,
    authMode,
    config: { logLevel: 'silent', quotas: TEST_QUOTAS, ...config },
    fileStore: directoryFileStore(join(dataDir, 'files')),
    ...(jobs ? { jobs } : {}),
    mailCatcher,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('e2e: the server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const running =
    jobs && mailCatcher
      ? await startNotices(db, jobs, embeddedNoticeSettings(origin), mailCatcher, app.log, {
          pollingIntervalSeconds: 0.5,
        })
      : null;
  return {
    origin,
    app,
    db,
    ...(jobs ? { jobs } : {}),
    mailCatcher,
    notices: running,
    async stop() {
      await app.close();
      await jobs?.stop(1_000);
      await running?.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The worker's Chromium (sharedBrowser), or its launch under way. */
let shared: Promise<Browser> | undefined;

/**
 * One Chromium per Vitest worker, shared by the e2e files the worker runs one after another (they
 * run without isolation, vite.config.ts, so this module and its browser outlive a file). A launch
 * and its close cost ~2.5 s of CPU here (1.2 s to the first page), once per e2e file before; each
 * file works in contexts of its own and gives them back with releaseBrowser. A browser that has
 * gone (crashed, closed) is launched again. Chromium ends with the worker: Playwright closes it
 * when the process exits, and a browser on a pipe quits when its parent dies.
 */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await shared?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  shared = chromium.launch(LAUNCH_OPTIONS);
  return shared;
}

/** Closes every context a file left open in the shared browser, leaving the browser for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export interface OpenPageOptions {
  language?: Language;
  /** Viewport width in CSS pixels (default 1280); height 900, or 812 below 992. */
  width?: number;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; a scenario ends with `expect(pageErrors).toEqual([])`. */
  pageErrors: string[];
}

/**
 * A page in a new context (axe needs one), with the language chosen beforehand in local storage
 * as the portal remembers it (only when no language has been stored yet, so that a switch made in
 * the test survives a reload).
 */
export async function openPage(
  browser: Browser,
  { language = 'fi', width = 1280 }: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: language === 'fi' ? 'fi-FI' : 'sv-FI',
    viewport: { width, height: width < 992 ? 812 : 900 },
  });
  await watchCspViolations(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript((chosen) => {
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', chosen);
  }, language);
  return { context, page, pageErrors };
}

// ---- Content-Security-Policy: the portal lives under the server's policy (server/security.ts) ----

/**
 * Every CSP violation seen in any page of this e2e file, as `directive: blocked (where)` (emptied
 * when the file's server starts, e2eServer).
 */
const cspViolations: string[] = [];

/**
 * Collects the context's CSP violations in every page and popup it opens, through both channels a
 * page has: `securitypolicyviolation` events and the Reporting API's `csp-violation` reports
 * (ReportingObserver), each passed out through a binding, which the policy cannot block. Entries
 * read `event script-src-elem: inline (…)` or `report script-src-elem: inline (…)`. The file's
 * afterAll (e2eServer) expects none.
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    const report = (violation: string) =>
      (window as unknown as { __e2eCspViolation(violation: string): void }).__e2eCspViolation(violation);
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `event ${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}, ${event.documentURI})`,
      );
    });
    new ReportingObserver(
      (reports) => {
        for (const { body, url } of reports) {
          const csp = body as unknown as {
            effectiveDirective: string;
            blockedURL?: string;
            sourceFile?: string;
          };
          report(
            `report ${csp.effectiveDirective}: ${csp.blockedURL || 'inline'} (${csp.sourceFile ?? ''}, ${url})`,
          );
        }
      },
      { types: ['csp-violation'] },
    ).observe();
  });
}

/** The violations collected so far, which are then forgotten (for a test that causes one on purpose). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** No page of the file broke the Content-Security-Policy (called by e2eServer's afterAll). */
export function expectNoCspViolations(): void {
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
}

/** The axe runs of the current e2e file and their time in all (printed with its timings, e2eServer). */
const axeSpent = { runs: 0, ms: 0 };

/** axe-core's browser build, evaluated in a page once per document (axeViolations). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations axe finds in the page, as `where: rule (impact) node, node…`: every rule of the
 * AXE_TAGS (design/accessibility.ts: WCAG 2.2 A and AA and axe's best practices) but `rulesOff`
 * (a story shown alone leaves out RULES_NOT_FOR_STORIES, as Storybook's panel does), every
 * violation with all its nodes.
 *
 * axe-core is evaluated in each frame of the page once per document (a client-side navigation
 * keeps it) and runs as `axe.run()` in the top frame, which asks the copy in each child frame for
 * that frame's results (axe's own frame support, over postMessage; the designer's preview is such
 * a frame, and designer.e2e.ts shows a violation inside it found). It collects violations only
 * (`resultTypes`: passes and incomplete results keep one node each). AxeBuilder's `analyze()`
 * (@axe-core/playwright, used before) evaluated axe's 580 kB source in every frame twice per call
 * and finished each call in a new blank page of the context: 1.6 s per pass on the front page
 * against 0.3 s so, and on the designer's pages with their preview frame 2.9 s against 0.6 s (its
 * 23 passes were a third of designer.e2e.ts), with the same violations (the control in
 * shell.e2e.ts shows a violation found).
 */
export async function axeViolations(
  page: Page,
  where: string,
  rulesOff: readonly string[] = [],
  /** Only these rules of the tags (design/accessibility.ts's LAYOUT_RULES), not all of them. */
  only?: readonly string[],
): Promise<string[]> {
  const started = performance.now();
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(
    async ({ tags, off, rules }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, {
        resultTypes: ['violations'],
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
      });
      return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes }));
    },
    { tags: [...AXE_TAGS], off: [...rulesOff], rules: only ? [...only] : null },
  );
  axeSpent.runs++;
  axeSpent.ms += performance.now() - started;
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page, where)).toEqual([]);
}

/**
 * Focus visible everywhere (WCAG 2.4.7, issue 44): gives the focus, in document order, to every
 * element a keyboard user can reach (`tabindex` ≥ 0, not disabled, shown), after a real Tab has
 * put the page in keyboard mode, so that each one matches `:focus-visible` as it would by Tab, and
 * answers every one without a visible ring: an outline of at least 2 px that is not transparent,
 * or a focus shadow. A rule that takes away what `:focus-visible` gives shows here. It also names
 * every control smaller than 24 × 24 px, its label's box counted, but a link in a line of text
 * (WCAG 2.5.8). All in one call into the page: pressing Tab through the designer's outline (300
 * stops, each with a round trip) cost a minute per sweep.
 */
export async function focusWithoutRing(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() => {
    const body = document.body;
    body.tabIndex = -1;
    body.focus();
    body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const missing = await page.evaluate((place) => {
    const reachable = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
    ).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled, [type="hidden"]') &&
        !element.closest('[inert], [hidden]') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden',
    );
    const found: string[] = [];
    for (const element of reachable) {
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const style = getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor)) ||
        style.boxShadow !== 'none';
      // WCAG 2.5.8: a target at least 24 × 24 px, but for a link inside a line of text. A
      // checkbox's or radio's target is its label's box too (a click there chooses it).
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      const boxes = [element, ...labels].map((node) => node.getBoundingClientRect());
      const width = Math.max(...boxes.map((rect) => rect.width));
      const height = Math.max(...boxes.map((rect) => rect.height));
      const inlineLink = element.tagName === 'A' && style.display === 'inline';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (!ring) found.push(`${place}: ${name}`);
      if (!inlineLink && (width < 24 || height < 24))
        found.push(`${place}: ${name} is ${Math.round(width)}×${Math.round(height)} px`);
    }
    // The page as it was: nothing focused.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return found;
  }, where);
  await page.evaluate(() => window.scrollTo(0, 0));
  return missing;
}

export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  expect(await focusWithoutRing(page, where)).toEqual([]);
}

/** Stands for the reference in a receipt's text (`withAnyReference`). */
export const ANY_REFERENCE = '\u0001reference\u0001';

/**
 * A receipt's text, rendered with ANY_REFERENCE for its reference, as a pattern that matches it with
 * the reference the server chose (`VV-` and seven digits, the pattern's group 1).
 */
export function withAnyReference(rendered: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = rendered.split(ANY_REFERENCE);
  return new RegExp(`^${escape(before)}(VV-\\d{7})${escape(after)}$`);
}

/**
 * The file name the documents page gives a document of `type` that arrived today
 * (server/api/documents.ts), which a receipt's PDF has too: it is that document's own file.
 */
export function storedDocumentFileName(type: string, language: Language): string {
  const created = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
  return documentFileName({ type, created }, language);
}

/** A text of the register; throws for a code that does not exist (a test must not look for none). */
export function text(language: Language, code: string): string {
  const value = registers[language][code];
  if (value === undefined) throw new Error(`no text ${code} in ${language}`);
  return value;
}

/** The page's level-1 heading with the text of `code`. */
export function heading(page: Page, language: Language, code: string): Locator {
  return page.getByRole('heading', { level: 1, name: text(language, code) });
}

// ---- API shortcuts for set-up that is not under test (the context's cookies, as the page's) -----

/** Logs the context in as a test user through the mock login of SPEC §7. */
export async function loginThroughApi(context: BrowserContext, origin: string, henro: string): Promise<void> {
  const response = await context.request.post(`${origin}/api/auth/login`, { form: { henro } });
  expect(response.status()).toBe(200);
}

/** The documents that arrived from the logged-in user (the documents page's second list), of `type`. */
export async function arrivedDocuments(
  context: BrowserContext,
  origin: string,
  type: DocumentType,
): Promise<DocumentsPage> {
  const response = await context.request.post(`${origin}/api/api/v1/document/arrived-to-vuokravakuus`, {
    headers: { 'x-xsrf-token': await xsrfToken(context) },
    data: { current: 1, size: 20, filters: { type } },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as DocumentsPage;
}

/** The session's XSRF token, for the `x-xsrf-token` header of a state-changing call. */
export async function xsrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** Chooses the role through the API: as oneself (null) or for an organisation; answers the status. */
export async function chooseRoleThroughApi(
  context: BrowserContext,
  origin: string,
  organisation: { name: string; businessId: string } | null = null,
): Promise<number> {
  const response = await context.request.post(`${origin}/api/user/update-on-behalf-information`, {
    headers: { 'x-xsrf-token': await xsrfToken(context) },
    data: { company: organisation?.name ?? null, business_id: organisation?.businessId ?? null },
  });
  return response.status();
}

/** Logs in as a test user and chooses the role (as oneself, or for `organisation`); the server says 204. */
export async function loginWithRole(
  context: BrowserContext,
  origin: string,
  henro: string,
  organisation: { name: string; businessId: string } | null = null,
): Promise<void> {
  await loginThroughApi(context, origin, henro);
  expect(await chooseRoleThroughApi(context, origin, organisation)).toBe(204);
}

/** Types into an input as a person does (RJSF reports each keystroke). */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  const input = page.locator(selector);
  await input.fill('');
  await input.pressSequentially(value);
}

/** Prints how long the named steps took, after a file's tests. */
export function timingsReporter(): { timings: Record<string, number>; print(file: string): void } {
  const timings: Record<string, number> = {};
  return {
    timings,
    print(file) {
      console.info(
        `e2e timings ${file} (ms): ` +
          Object.entries(timings)
            .map(([name, ms]) => `${name} ${Math.round(ms)}`)
            .join(', '),
      );
    },
  };
}

/** What an e2e file's tests use, set up before them and ended after them. */
export interface E2eSetup<P> {
  /** The server the file's tests run against (throws before the file's beforeAll has started it). */
  portal(): P;
  /** The worker's Chromium (throws before the file's beforeAll has it; sharedBrowser). */
  browser(): Browser;
  /** Steps' durations, printed after the file's tests (the start is there already). */
  timings: Record<string, number>;
}

/**
 * The session tests' clock: the server ends a session after 20 s idle, and the portal warns at
 * 15 s left, refreshes at 5 s left and counts the user idle past 8 s (SPEC §4's thresholds, shortened).
 */
export const SHORT_SESSION: Partial<ServerConfig> = {
  sessionIdleMs: 20_000,
  clientSession: { expiringSeconds: 15, refreshSeconds: 5, idleLimitSeconds: 8, idleStartSeconds: 5 },
};

/**
 * A second portal with SHORT_SESSION, started before the describe block's tests and stopped after
 * them (call inside the `describe`); answers a getter like `e2ePortal`'s `portal()`.
 */
export function shortSessionPortal(): () => RunningPortal {
  let portal: RunningPortal | undefined;
  beforeAll(async () => {
    portal = await startPortal({ config: SHORT_SESSION });
  });
  afterAll(async () => {
    await portal?.stop();
  });
  return () => {
    if (portal === undefined) throw new Error('e2e: the short-session portal has not started');
    return portal;
  };
}

/**
 * A file's server and browser: registers the beforeAll that starts `start()`'s server and Chromium
 * (timed as 'server + browser start') and the afterAll that closes the browser, stops the server
 * and prints the timings under `name`.
 */
export function e2eServer<P extends { stop(): Promise<void> }>(
  name: string,
  start: () => Promise<P>,
): E2eSetup<P> {
  let portal: P | undefined;
  let browser: Browser | undefined;
  const { timings, print } = timingsReporter();

  beforeAll(async () => {
    // A worker runs e2e files one after another with its modules kept (vite.config.ts): this
    // file's violations are its own.
    cspViolations.length = 0;
    Object.assign(axeSpent, { runs: 0, ms: 0 });
    const started = performance.now();
    portal = await start();
    browser = await sharedBrowser();
    timings['server + browser start'] = performance.now() - started;
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await portal?.stop();
    timings[`axe (${axeSpent.runs} runs)`] = axeSpent.ms;
    print(name);
    expectNoCspViolations();
  });

  return {
    portal() {
      if (portal === undefined) throw new Error(`e2e ${name}: the server has not started`);
      return portal;
    },
    browser() {
      if (browser === undefined) throw new Error(`e2e ${name}: the browser has not been launched`);
      return browser;
    },
    timings,
  };
}

/** e2eServer with the portal of startPortal(options). */
export function e2ePortal(name: string, options: StartPortalOptions = {}): E2eSetup<RunningPortal> {
  return e2eServer(name, () => startPortal(options));
}

/** The landlords' portal and, beside it on the same database, the staff area (app mode intra). */
export interface BothSides extends RunningPortal {
  /** The staff area's origin: another port of 127.0.0.1, as INTRA_PORT serves it in `npm start`. */
  intraOrigin: string;
}

/**
 * startPortal and a second listener on the same database and file store in app mode intra (as
 * server/main.ts does with INTRA_PORT). Each side needs its own browser context: cookies ignore ports.
 */
export async function startBothSides(options: StartPortalOptions = {}): Promise<BothSides> {
  const portal = await startPortal(options);
  const intra = await buildApp({
    db: portal.db,
    authMode: options.authMode ?? 'mock',
    config: { logLevel: 'silent', quotas: TEST_QUOTAS, ...options.config, appMode: 'intra', intraApi: true },
    fileStore: portal.app.fileStore,
    // One process's queue and mail catcher for both sides, as in `npm start`.
    ...(portal.jobs ? { jobs: portal.jobs } : {}),
    mailCatcher: portal.mailCatcher ?? null,
  });
  await intra.listen({ port: 0, host: '127.0.0.1' });
  const address = intra.server.address();
  if (address === null || typeof address === 'string') throw new Error('e2e: the staff area has no port');
  return {
    ...portal,
    intraOrigin: `http://127.0.0.1:${address.port}`,
    async stop() {
      await intra.close();
      await portal.stop();
    },
  };
}
