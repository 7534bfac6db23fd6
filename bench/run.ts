/**
 * `npm run bench`: builds the portal for production, serves it under `script-src 'self'` and
 * measures the landlord form in Chromium — what it loads, whether validation works under that
 * policy, and how long a keystroke takes with 1, 50 and 200 rentees, beside the same form on plain
 * RJSF — and the JavaScript the front page and the login page load before they are interactive.
 * See bench/README.md.
 *
 *   node bench/run.ts [--dist dir] [--counts 1,50,200] [--profile] [--trace] [--skip-bundle] [--bundle-only]
 *                     [--keystrokes-only] [--keys] [--css 'rules'] [--slowdown 4]
 *
 * Targets are reported, not asserted: the bench exits 0 once it has printed its figures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { describeApi, measureApi } from './api.ts';
import { describeEventLoop, measureEventLoop } from './eventLoop.ts';
import { describePaymentFile, measurePaymentFile } from './paymentFile.ts';
import { describeSummaryPdf, measureSummaryPdf } from './pdf.ts';
import { describeTracing, measureTracing } from './tracing.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import {
  describeLoadedChunks,
  bytesOf,
  gzipSize,
  scanAjvControl,
  type ControlScan,
  type LoadedChunk,
} from './lib/bundle.ts';
import {
  addRentees,
  failSubmit,
  paintDurations,
  PLAIN_RJSF_SELECTORS,
  SELECTORS,
  TYPED_TEXT,
  typeMeasured,
  type FormSelectors,
  type TimingRun,
} from './lib/interaction.ts';
import { servePlainRjsf } from './lib/plainRjsf.ts';
import { cleanUpOnSignals, killAllServers } from './load/server.ts';
import { describeSideBySide, goalsMet, sideBySide, type CaseRatio } from './lib/sideBySide.ts';
import { installProbes, type ViolationSample } from './lib/probes.ts';
import { startProfiler, stopProfiler, topFrames, type FrameTime } from './lib/profile.ts';
import { startTrace, stopTrace, type StepTime } from './lib/trace.ts';
import { CONTENT_SECURITY_POLICY, EVAL_CONTROL_PATH, serveStatic, type StaticServer } from './lib/server.ts';
import { kB, ms, summarize, type Summary } from './lib/stats.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(repoRoot, 'bench', 'results');

const TARGETS = { formCodeGzipBytes: 120_000, keystrokeMs: 8, initialJsGzipBytes: 100_000 } as const;
/**
 * The whole bench is stopped after this long, whatever it is waiting for: a guard against a hang,
 * not a bound on speed (a run takes about six minutes here).
 */
const WATCHDOG_MS = 12 * 60_000;
/** The adds measured at the largest rentee count (the last clicks before it is reached). */
const MEASURED_ADDS = 5;
/**
 * The slow-CPU pass: the largest count again on both forms with Chromium's CPU throttled this many
 * times (CDP `Emulation.setCPUThrottlingRate`; 4 is Lighthouse's mobile profile), from the measured
 * adds on. At full speed both forms present most keystrokes in the first frame, so the ratio to the
 * next paint reads the frame, not the forms; a landlord's phone is slower than this machine.
 */
const CPU_SLOWDOWN = 4;

interface Options {
  dist: string;
  counts: number[];
  profile: boolean;
  /** Chromium's trace of each typed field: the main thread's time by step (style, layout, paint, …). */
  trace: boolean;
  skipBundle: boolean;
  /** Only the bundle figures and the pages' initial JavaScript (no keystrokes, PDF, API or event loop). */
  bundleOnly: boolean;
  keystrokesOnly: boolean;
  /** Print each keystroke's script time too, in the order typed (which key is slow, not only how slow the p95 is). */
  keys: boolean;
  /** Extra CSS rules added to the page (a diagnostic: what would a style change do to the figures). */
  css: string | null;
  /** The slow-CPU pass's throttling rate; 1 skips the pass. */
  slowdown: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    dist: join(repoRoot, 'dist', 'portal'),
    counts: [1, 50, 200],
    profile: false,
    trace: false,
    skipBundle: false,
    bundleOnly: false,
    keystrokesOnly: false,
    keys: false,
    css: null,
    slowdown: CPU_SLOWDOWN,
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--dist') options.dist = resolve(argv[++index] ?? options.dist);
    else if (argument === '--counts')
      options.counts = (argv[++index] ?? '')
        .split(',')
        .map(Number)
        .filter((count) => Number.isInteger(count) && count >= 1 && count <= 200);
    else if (argument === '--profile') options.profile = true;
    else if (argument === '--trace') options.trace = true;
    else if (argument === '--skip-bundle') options.skipBundle = true;
    else if (argument === '--bundle-only') options.bundleOnly = true;
    else if (argument === '--keystrokes-only') options.keystrokesOnly = true;
    else if (argument === '--keys') options.keys = true;
    else if (argument === '--css') options.css = argv[++index] ?? null;
    else if (argument === '--slowdown') options.slowdown = Math.max(1, Number(argv[++index]) || 1);
    else throw new Error(`bench: unknown argument ${argument}`);
  }
  return options;
}

const LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

const FORM_PATH = '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen';

/**
 * Logs the context in as the first test user through the mock login and chooses to act as oneself
 * (SPEC §2: without a role the guards send every page to /valitse-rooli).
 */
async function logInActingAsOneself(context: BrowserContext, origin: string): Promise<void> {
  const users = (await (await context.request.get(origin + '/api/available-users')).json()) as {
    userId: string;
  }[];
  const login = await context.request.post(origin + '/api/auth/login', {
    form: { henro: users[0]?.userId ?? '' },
  });
  if (!login.ok()) throw new Error(`bench: mock login failed with ${login.status()}`);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const role = await context.request.post(origin + '/api/user/update-on-behalf-information', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { company: null, business_id: null },
  });
  if (!role.ok()) throw new Error(`bench: choosing the role failed with ${role.status()}`);
}

/** A text register the page asked the API for: its language and part, and its size. */
interface RegisterLoad {
  path: string;
  gzip: number;
}

/**
 * A new page of `context`, the URLs of the JavaScript files it loads, and the text registers it
 * asks the API for (`GET /api/text-register/…`), as it loads them.
 */
async function pageRecordingScripts(
  context: BrowserContext,
): Promise<{ page: Page; scripts: string[]; registers: Promise<RegisterLoad>[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const scripts: string[] = [];
  const registers: Promise<RegisterLoad>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))
      scripts.push(url.href);
    else if (url.pathname.startsWith('/api/text-register/'))
      registers.push(
        response.body().then((body) => ({ path: url.pathname + url.search, gzip: gzipSize(body) })),
      );
  });
  return { page, scripts, registers };
}

/** A page with the landlord form to drive: the portal's, or the same form on plain RJSF. */
interface FormTarget {
  name: 'engine' | 'plain RJSF';
  origin: string;
  selectors: FormSelectors;
  /** Opens the form in a fresh page of the context (the portal's after logging in). */
  open(context: BrowserContext, page: Page): Promise<void>;
}

function engineTarget(server: StaticServer): FormTarget {
  return {
    name: 'engine',
    origin: server.origin,
    selectors: SELECTORS,
    open: async (context, page) => {
      await logInActingAsOneself(context, server.origin);
      await page.goto(server.origin + FORM_PATH, { waitUntil: 'load' });
    },
  };
}

function plainRjsfTarget(server: StaticServer): FormTarget {
  return {
    name: 'plain RJSF',
    origin: server.origin,
    selectors: PLAIN_RJSF_SELECTORS,
    open: async (_context, page) => {
      await page.goto(server.origin + '/', { waitUntil: 'load' });
    },
  };
}

/** The window every page of the bench opens in. */
const VIEWPORT = { width: 1280, height: 900 };

async function openForm(
  browser: Browser,
  target: FormTarget,
  css: string | null = null,
): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const { page, scripts } = await pageRecordingScripts(context);
  await page.addInitScript(installProbes);
  await target.open(context, page);
  await page.waitForSelector(target.selectors.landlordName, { timeout: 20_000 });
  await page.waitForSelector(target.selectors.renteeFirstName(0));
  if (css) {
    // A style sheet of the page's own origin: the portal's policy (`style-src 'self'`) refuses inline styles.
    await page.route(`${target.origin}/bench-extra.css`, (route) =>
      route.fulfill({ contentType: 'text/css; charset=utf-8', body: css }),
    );
    await page.addStyleTag({ url: `${target.origin}/bench-extra.css` });
  }
  return { context, page, scripts };
}

/**
 * The floor of "to next paint" in this browser: the same 20 keys typed into one input on an
 * otherwise empty page, where no script runs and the frame has almost nothing to paint. A form
 * cannot present a keystroke sooner than this; the goals of one frame are read against it.
 */
async function measureFloor(browser: Browser, origin: string): Promise<TimingRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(installProbes);
    await page.route(`${origin}/bench-floor.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="fi"><title>floor</title><input id="floor" aria-label="floor">',
      }),
    );
    await page.goto(`${origin}/bench-floor.html`);
    return await typeMeasured(page, '#floor');
  } finally {
    await context.close();
  }
}

async function violationsOf(page: Page): Promise<ViolationSample[]> {
  return page.evaluate(() => [...(window.__bench?.violations ?? [])]);
}

// ---------------------------------------------------------------------------------------------- bundle

interface BundleResult {
  chunks: LoadedChunk[];
  formGzip: number;
  reactGzip: number;
  shellGzip: number;
  /** The text register's parts the page loaded (the core and, for a form, the rest). */
  totalGzip: number;
  ajvCompilerInBundle: boolean;
  evaluationInBundle: boolean;
  control: ControlScan[];
  controlDetects: boolean;
  cspViolations: ViolationSample[];
  validation: { works: boolean; errorsListed: number };
  cspControl: { evalBlocked: boolean; violationReported: boolean };
}

async function measureBundle(browser: Browser, server: StaticServer, dist: string): Promise<BundleResult> {
  const { context, page, scripts } = await openForm(browser, engineTarget(server));
  try {
    // Anything lazily loaded after the first render (there should be nothing) is counted too.
    await page.waitForLoadState('networkidle');
    const errorsListed = await failSubmit(page, SELECTORS);
    const cspViolations = await violationsOf(page);
    const chunks = await describeLoadedChunks(dist, scripts);
    const sum = (role?: LoadedChunk['role']) => bytesOf(chunks, 'gzip', role);

    // The policy's control: a same-origin script's string evaluation must be refused and reported
    // in this very page (Playwright's own evaluate() is exempt from the page's policy, so it is a script).
    const evalControl = await page.evaluate(
      (path) =>
        new Promise<string>((done) => {
          const script = document.createElement('script');
          script.src = path;
          script.onload = () => done(String((window as { __benchEvalControl?: unknown }).__benchEvalControl));
          script.onerror = () => done('control script did not load');
          document.head.append(script);
        }),
      EVAL_CONTROL_PATH,
    );
    const evalBlocked = evalControl.startsWith('refused');
    await page.waitForTimeout(200);
    const violationReported = (await violationsOf(page)).length > cspViolations.length;

    const control = await scanAjvControl(repoRoot);
    return {
      chunks,
      formGzip: sum('form'),
      reactGzip: sum('react'),
      shellGzip: sum('shell'),
      totalGzip: sum(),
      ajvCompilerInBundle: chunks.some((chunk) => chunk.scan.ajvCompiler.length > 0),
      evaluationInBundle: chunks.some((chunk) => chunk.scan.evaluation.length > 0),
      control,
      controlDetects: control.every((scan) => scan.scan.ajvCompiler.length > 0),
      cspViolations,
      validation: { works: errorsListed > 0, errorsListed },
      cspControl: { evalBlocked, violationReported },
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------- initial JavaScript

/** A page whose initial JavaScript is measured, and how the bench knows it is interactive. */
interface InitialPage {
  name: string;
  /** What the bench opens. */
  path: string;
  loggedIn: boolean;
  /** Shown once the page's content is rendered (its data loaded). */
  contentSelector: string;
  /** Where the page should end up (the guards may redirect). */
  expectedPath: string;
}

const INITIAL_PAGES: readonly InitialPage[] = [
  {
    name: 'front page (logged in, acting as oneself)',
    path: '/',
    loggedIn: true,
    // The applications' section appears once GET /v1/application-statuses and the saved requests have answered.
    contentSelector: '#front-applications-heading',
    expectedPath: '/',
  },
  {
    name: 'login page (logged out: / → /kirjaudu)',
    path: '/',
    loggedIn: false,
    // The test users' cards appear once GET /api/available-users has answered.
    contentSelector: '.portal-card button',
    expectedPath: '/kirjaudu',
  },
];

interface InitialJsResult {
  name: string;
  path: string;
  chunks: LoadedChunk[];
  totalGzip: number;
  /** From navigation start until the content was seen (informative; headless, shared machine). */
  contentMs: number;
  /** Text codes shown instead of texts ('Tekstikoodi … puuttuu!'). */
  missingTexts: string[];
  /** The text registers asked for (JSON, not JavaScript): the page's language only. */
  registers: RegisterLoad[];
  targetMet: boolean;
}

/**
 * Every JS file the browser loads before `page` is interactive: from opening it until its content
 * is rendered and the network is idle (no request for 500 ms), lazily loaded chunks included.
 */
async function measureInitialJs(
  browser: Browser,
  server: StaticServer,
  dist: string,
  initial: InitialPage,
): Promise<InitialJsResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (initial.loggedIn) await logInActingAsOneself(context, server.origin);
    const { page, scripts, registers } = await pageRecordingScripts(context);
    await page.goto(server.origin + initial.path, { waitUntil: 'load' });
    await page.waitForSelector(initial.contentSelector);
    const contentMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const path = new URL(page.url()).pathname;
    if (path !== initial.expectedPath)
      throw new Error(`bench: ${initial.name} ended on ${path}, not ${initial.expectedPath}`);
    const missingTexts = [
      ...new Set((await page.locator('body').innerText()).match(/Tekstikoodi '\d+' puuttuu!/g) ?? []),
    ];
    const chunks = await describeLoadedChunks(dist, scripts, 'page');
    const totalGzip = bytesOf(chunks, 'gzip');
    const loadedRegisters = await Promise.all(registers);
    const oneLanguage = loadedRegisters.every((load) => load.path.startsWith('/api/text-register/fi'));
    return {
      name: initial.name,
      path,
      chunks,
      totalGzip,
      contentMs,
      missingTexts,
      registers: loadedRegisters,
      targetMet:
        totalGzip <= TARGETS.initialJsGzipBytes &&
        missingTexts.length === 0 &&
        loadedRegisters.length > 0 &&
        oneLanguage,
    };
  } finally {
    await context.close();
  }
}

function printInitialJs(results: readonly InitialJsResult[]): void {
  console.log(
    '\nInitial JavaScript (every JS file loaded until the page is interactive: content rendered, network idle)',
  );
  for (const result of results) {
    console.log(`  ${result.name}, ${result.path}:`);
    for (const chunk of result.chunks)
      console.log(
        `    ${chunk.role.padEnd(6)} ${chunk.file.padEnd(46)} ${kB(chunk.bytes).padStart(9)} raw ${kB(chunk.gzip).padStart(8)} gzip ${kB(chunk.served).padStart(8)} served`,
      );
    for (const load of result.registers)
      console.log(
        `    texts  ${load.path.padEnd(46)} ${'(JSON)'.padStart(13)} ${kB(load.gzip).padStart(8)} gzip`,
      );
    const texts =
      result.missingTexts.length === 0 ? 'no text code shown' : `SHOWS ${result.missingTexts.join(', ')}`;
    console.log(
      `    ${kB(result.totalGzip)} gzip in ${result.chunks.length} files (as the server sends them, brotli: ` +
        `${kB(bytesOf(result.chunks, 'served'))}; content after ${ms(result.contentMs)}; ${texts}); ` +
        `target ≤ ${kB(TARGETS.initialJsGzipBytes)} gzip: ${result.targetMet ? 'target met' : 'target NOT met'}`,
    );
  }
}

// ------------------------------------------------------------------------------------------ keystrokes

interface PhaseResult {
  renteeFirstName: TimingRun;
  landlordName: TimingRun;
}

interface CountResult {
  rentees: number;
  addRentee: TimingRun | null;
  beforeSubmit: PhaseResult;
  /** Null when the failed submit lost the rentees the bench had added (a bug the bench reports). */
  afterFailedSubmit: PhaseResult | null;
  errorsListed: number;
  submitLostData: boolean;
  profile?: Record<string, FrameTime[]>;
  /** Per typed field and phase: the main thread's ms per keystroke by step (`--trace`). */
  steps?: Record<string, StepTime[]>;
}

/**
 * Throttles the page's CPU `rate` times from the first call on (the slow-CPU pass); a rate of 1
 * leaves it alone. Throttling ends with the page's context.
 */
function cpuThrottle(page: Page, rate: number): () => Promise<void> {
  let started = false;
  return async () => {
    if (rate <= 1 || started) return;
    started = true;
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate });
  };
}

async function measureCount(
  browser: Browser,
  target: FormTarget,
  rentees: number,
  options: Options,
  slowdown = 1,
): Promise<CountResult> {
  const { selectors } = target;
  const { context, page } = await openForm(browser, target, options.css);
  try {
    const largest = rentees === Math.max(...options.counts);
    const throttle = cpuThrottle(page, slowdown);
    // Profiles are of the portal's form only, and traces of the full-speed pass.
    const profiling = options.profile && largest && target.name === 'engine' && slowdown === 1;
    const profile: Record<string, FrameTime[]> = {};
    const tracing = options.trace && largest && slowdown === 1;
    const steps: Record<string, StepTime[]> = {};
    const traced = async (label: string, interactions: number) => {
      const { steps: byStep, raw } = await stopTrace(browser);
      await writeFile(join(resultsDir, `trace-${target.name}-${label.replaceAll(/\W+/g, '-')}.json`), raw);
      steps[label] = byStep.map((step) => ({ ...step, totalMs: step.totalMs / interactions }));
    };
    let addSession: CDPSession | null = null;
    const addRentee = await addRentees(page, selectors, rentees, largest ? MEASURED_ADDS : 0, async () => {
      await throttle();
      if (profiling) addSession = await startProfiler(page);
      if (tracing) await startTrace(browser, page);
    });
    if (tracing && addRentee) await traced('add rentee', addRentee.interactions);
    if (addSession) {
      const cpuProfile = await stopProfiler(addSession);
      await writeFile(join(resultsDir, `add-rentee-${rentees}.cpuprofile`), JSON.stringify(cpuProfile));
      profile['add-rentee'] = topFrames(cpuProfile, 'totalMs');
    }
    const rentee = selectors.renteeFirstName(rentees - 1);

    const typeTraced = async (selector: string, label: string) => {
      if (!tracing) return typeMeasured(page, selector);
      await startTrace(browser, page);
      const run = await typeMeasured(page, selector);
      await traced(label, run.interactions);
      return run;
    };
    const phase = async (name: string): Promise<PhaseResult> => {
      const session = profiling ? await startProfiler(page) : null;
      const renteeFirstName = await typeTraced(rentee, `last rentee first name, ${name}`);
      const landlordName = await typeTraced(selectors.landlordName, `landlord name, ${name}`);
      if (session) {
        const cpuProfile = await stopProfiler(session);
        await writeFile(
          join(resultsDir, `keystrokes-${rentees}-${name}.cpuprofile`),
          JSON.stringify(cpuProfile),
        );
        profile[name] = topFrames(cpuProfile, 'totalMs');
      }
      return { renteeFirstName, landlordName };
    };

    await throttle();
    const beforeSubmit = await phase('before-submit');
    const errorsListed = await failSubmit(page, selectors);
    const renteesKept = await page.locator(selectors.renteeFirstName(rentees - 1)).count();
    if (renteesKept === 0) {
      return {
        rentees,
        addRentee,
        beforeSubmit,
        afterFailedSubmit: null,
        errorsListed,
        submitLostData: true,
        ...(profiling ? { profile } : {}),
        ...(tracing ? { steps } : {}),
      };
    }
    // The typed fields are emptied again (unmeasured), so they are in error while typing again.
    await page.fill(rentee, '');
    await page.fill(selectors.landlordName, '');
    const afterFailedSubmit = await phase('after-failed-submit');
    return {
      rentees,
      addRentee,
      beforeSubmit,
      afterFailedSubmit,
      errorsListed,
      submitLostData: false,
      ...(profiling ? { profile } : {}),
      ...(tracing ? { steps } : {}),
    };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------------------------------- printing

function paintSummary(run: TimingRun): { summary: Summary; below16: number } {
  const { durations, below16 } = paintDurations(run);
  return { summary: summarize(durations), below16 };
}

function paintText(value: number | null): string {
  if (value === null) return '–';
  return value < 16 ? '<16 ms' : `${value.toFixed(0)} ms`;
}

function timingLine(label: string, run: TimingRun): string {
  const script = summarize(run.script);
  const { summary: paint, below16 } = paintSummary(run);
  return (
    `  ${label.padEnd(34)} script median ${ms(script.median).padStart(8)}, p95 ${ms(script.p95).padStart(8)}` +
    ` │ to next paint median ${paintText(paint.median).padStart(6)}, p95 ${paintText(paint.p95).padStart(6)}` +
    ` (${below16}/${run.interactions} under 16 ms)` +
    (run.valueKept === false ? '  ← THE FIELD DID NOT KEEP WHAT WAS TYPED' : '')
  );
}

function printBundle(bundle: BundleResult): void {
  console.log(
    '\nBundle (production build, served with Content-Security-Policy: ' + CONTENT_SECURITY_POLICY + ')',
  );
  for (const chunk of bundle.chunks) {
    const markers = [...chunk.scan.ajvCompiler, ...chunk.scan.evaluation];
    console.log(
      `  ${chunk.role.padEnd(6)} ${chunk.file.padEnd(48)} ${kB(chunk.bytes).padStart(9)} raw ${kB(chunk.gzip).padStart(8)} gzip` +
        (markers.length > 0 ? `  markers: ${markers.join(', ')}` : ''),
    );
  }
  const compiler = bundle.ajvCompilerInBundle ? 'AJV COMPILER IN BUNDLE' : 'no ajv compiler';
  const evaluation = bundle.evaluationInBundle ? ', string evaluation found' : '';
  const violations = bundle.cspViolations.length;
  const validation = bundle.validation.works
    ? `validation works (${bundle.validation.errorsListed} errors listed)`
    : 'VALIDATION DID NOT SHOW ERRORS';
  console.log(
    `  landlord form code: ${kB(bundle.formGzip)} gzip (${compiler}${evaluation}; CSP without unsafe-eval: ` +
      `${violations} violation${violations === 1 ? '' : 's'}, ${validation})`,
  );
  console.log(`  portal shell (entry, rolldown runtime): ${kB(bundle.shellGzip)} gzip`);
  console.log(`  React runtime (react, react-dom, scheduler): ${kB(bundle.reactGzip)} gzip`);
  console.log(`  total JS loaded: ${kB(bundle.totalGzip)} gzip`);
  for (const violation of bundle.cspViolations)
    console.log(
      `  CSP violation: ${violation.effectiveDirective} ${violation.blockedURI} ${violation.sourceFile}:${violation.lineNumber}`,
    );
  for (const scan of bundle.control)
    console.log(
      `  control: ${scan.what}: ${scan.scan.ajvCompiler.length}/4 ajv markers, ${scan.scan.evaluation.join(', ') || 'no evaluation'}`,
    );
  console.log(
    `  control: the marker check ${bundle.controlDetects ? 'detects' : 'DOES NOT DETECT'} ajv; the policy ` +
      `${bundle.cspControl.evalBlocked ? 'refuses' : 'DOES NOT REFUSE'} new Function() in the page` +
      ` (${bundle.cspControl.violationReported ? 'violation reported' : 'NO VIOLATION REPORTED'})`,
  );
  const met = bundle.formGzip <= TARGETS.formCodeGzipBytes && !bundle.ajvCompilerInBundle && violations === 0;
  console.log(
    `  target ≤ ${kB(TARGETS.formCodeGzipBytes)} gzip, no compiler, no violation: ${met ? 'target met' : 'target NOT met'}`,
  );
}

/**
 * Prints the keystroke lines; with `judge`, also the target at 200 rentees (the engine's form); with
 * `keys`, each typed field's script time key by key under its line.
 */
function printKeystrokes(results: readonly CountResult[], judge = true, keys = false): boolean {
  console.log(
    `\nKeystrokes ('${TYPED_TEXT}', ${TYPED_TEXT.length} keys per field; script = input event to React's commit)`,
  );
  const typed = (label: string, run: TimingRun) => {
    console.log(timingLine(label, run));
    if (keys)
      console.log(`      each key, ms: ${run.script.map((duration) => duration.toFixed(1)).join(' ')}`);
  };
  for (const result of results) {
    console.log(`  @${result.rentees} rentee${result.rentees === 1 ? '' : 's'}:`);
    typed('last rentee first name', result.beforeSubmit.renteeFirstName);
    typed('landlord name', result.beforeSubmit.landlordName);
    if (result.afterFailedSubmit) {
      typed('last rentee first name, after submit', result.afterFailedSubmit.renteeFirstName);
      typed('landlord name, after submit', result.afterFailedSubmit.landlordName);
    }
    console.log(
      `    (failed submit listed ${result.errorsListed} errors` +
        (result.submitLostData ? '; THE FAILED SUBMIT LOST THE DATA TYPED AND THE RENTEES ADDED)' : ')'),
    );
    if (result.addRentee)
      console.log(timingLine(`add rentee (last ${result.addRentee.interactions} adds)`, result.addRentee));
    for (const [phase, top] of Object.entries(result.profile ?? {})) {
      console.log(`    profile ${phase} (JS time over the whole phase; total, self):`);
      for (const { frame, selfMs, totalMs } of top)
        console.log(`      ${totalMs.toFixed(1).padStart(8)} ${selfMs.toFixed(1).padStart(7)} ms  ${frame}`);
    }
    for (const [field, steps] of Object.entries(result.steps ?? {})) {
      console.log(`    trace ${field} (main thread, ms per keystroke):`);
      console.log(`      ${steps.map(({ step, totalMs }) => `${step} ${totalMs.toFixed(1)}`).join(' · ')}`);
    }
  }
  const at200 = results.find((result) => result.rentees === 200);
  if (!judge) return false;
  if (!at200) {
    console.log('  (no run at 200 rentees: keystroke target not evaluated)');
    return false;
  }
  const runs = [
    at200.beforeSubmit.renteeFirstName,
    at200.beforeSubmit.landlordName,
    ...(at200.afterFailedSubmit
      ? [at200.afterFailedSubmit.renteeFirstName, at200.afterFailedSubmit.landlordName]
      : []),
  ];
  const worstP95 = Math.max(...runs.map((run) => summarize(run.script).p95 ?? Infinity));
  const worstMedian = Math.max(...runs.map((run) => summarize(run.script).median ?? Infinity));
  const met = worstP95 <= TARGETS.keystrokeMs && at200.afterFailedSubmit !== null;
  console.log(
    `  keystroke @200 rentees: worst median ${ms(worstMedian)}, worst p95 ${ms(worstP95)} (script); ` +
      `target p95 ≤ ${TARGETS.keystrokeMs} ms: ${met ? 'target met' : 'target NOT met'}`,
  );
  return met;
}

// ----------------------------------------------------------------------------------------------- main

/** One count measured on both forms, and plain RJSF's figures over the engine's. */
interface BothForms {
  ours: CountResult;
  rjsf: CountResult;
  ratios: CaseRatio[];
}

/** Measures `count` rentees on the engine's form and right after it on plain RJSF's, the CPU slowed `slowdown` times. */
async function measureBoth(
  browser: Browser,
  forms: { engine: FormTarget; rjsf: FormTarget },
  count: number,
  options: Options,
  slowdown: number,
): Promise<BothForms> {
  const started = Date.now();
  const ours = await measureCount(browser, forms.engine, count, options, slowdown);
  const rjsf = await measureCount(browser, forms.rjsf, count, options, slowdown);
  const speed = slowdown > 1 ? ` on a CPU ${slowdown} times slower` : '';
  console.log(
    `  (measured @${count} rentees${speed}, the engine and plain RJSF, in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { ours, rjsf, ratios: sideBySide(ours, rjsf) };
}

/** The slow-CPU pass: both forms at the largest count with the CPU throttled `slowdown` times. */
interface SlowCpuResult extends BothForms {
  slowdown: number;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await mkdir(resultsDir, { recursive: true });
  let server: StaticServer | null = null;
  let plainRjsf: StaticServer | null = null;
  let browser: Browser | null = null;
  const watchdog = setTimeout(() => {
    console.error(`bench: stopped after ${WATCHDOG_MS / 60_000} minutes`);
    void browser?.close();
    void server?.close();
    void plainRjsf?.close();
    killAllServers();
    process.exit(1);
  }, WATCHDOG_MS);
  // The tracing part's servers: a stopped bench stops them too.
  cleanUpOnSignals();
  try {
    server = await serveStatic(options.dist);
    browser = await chromium.launch(LAUNCH_OPTIONS);
    const startedAt = new Date().toISOString();
    console.log(`bench: ${options.dist} on ${server.origin}, Chromium ${browser.version()}`);
    if (options.css) console.log(`bench: extra CSS in the keystroke pages: ${options.css}`);

    const bundle = options.skipBundle ? null : await measureBundle(browser, server, options.dist);
    if (bundle) printBundle(bundle);

    const initialJs: InitialJsResult[] = [];
    if (!options.skipBundle) {
      for (const initial of INITIAL_PAGES)
        initialJs.push(await measureInitialJs(browser, server, options.dist, initial));
      printInitialJs(initialJs);
    }
    if (options.bundleOnly) return;

    // Each count on the engine's page, then right after it on plain RJSF's (the baseline).
    plainRjsf = await servePlainRjsf();
    const forms = { engine: engineTarget(server), rjsf: plainRjsfTarget(plainRjsf) };
    const keystrokes: CountResult[] = [];
    const baseline: CountResult[] = [];
    const ratios: CaseRatio[] = [];
    for (const count of options.counts) {
      const both = await measureBoth(browser, forms, count, options, 1);
      keystrokes.push(both.ours);
      baseline.push(both.rjsf);
      ratios.push(...both.ratios);
    }
    // The largest count again on a slower CPU, the engine's page and then plain RJSF's.
    const slowCpu: SlowCpuResult | null =
      options.slowdown > 1 && options.counts.length > 0
        ? {
            slowdown: options.slowdown,
            ...(await measureBoth(browser, forms, Math.max(...options.counts), options, options.slowdown)),
          }
        : null;
    const floor = await measureFloor(browser, server.origin);
    const keystrokeTargetMet = printKeystrokes(keystrokes, true, options.keys);
    console.log(
      `\nThe floor: the same keys into one input on an empty page (no script, nothing else to paint)`,
    );
    console.log(timingLine('one input, empty page', floor));
    console.log('\nThe same on plain RJSF (the baseline):');
    printKeystrokes(baseline, false, options.keys);
    console.log(describeSideBySide(ratios));
    if (slowCpu) {
      console.log(
        `\nOn a CPU ${slowCpu.slowdown} times slower (Chromium's throttling` +
          `${slowCpu.slowdown === CPU_SLOWDOWN ? ", as Lighthouse's mobile profile" : ''}): the engine`,
      );
      printKeystrokes([slowCpu.ours], false, options.keys);
      console.log('\nThe same on plain RJSF:');
      printKeystrokes([slowCpu.rjsf], false, options.keys);
      console.log(describeSideBySide(slowCpu.ratios, slowCpu.slowdown));
    }
    if (options.keystrokesOnly) return;

    const pdf = await measureSummaryPdf();
    console.log(`\nPDF of the summary model (server, pdfkit)\n${describeSummaryPdf(pdf)}`);

    const api = await measureApi();
    console.log(`\n${describeApi(api)}`);

    const eventLoop = await measureEventLoop();
    console.log(`\n${describeEventLoop(eventLoop)}`);

    const paymentFile = await measurePaymentFile();
    console.log(`\n${describePaymentFile(paymentFile)}`);

    const tracing = await measureTracing();
    console.log(`\n${describeTracing(tracing)}`);

    const bundleTargetMet =
      bundle !== null &&
      bundle.formGzip <= TARGETS.formCodeGzipBytes &&
      !bundle.ajvCompilerInBundle &&
      bundle.cspViolations.length === 0;
    const latest = {
      startedAt,
      chromium: browser.version(),
      dist: options.dist,
      extraCss: options.css,
      csp: CONTENT_SECURITY_POLICY,
      targets: {
        ...TARGETS,
        bundleTargetMet,
        keystrokeTargetMet,
        initialJsTargetMet: initialJs.length > 0 && initialJs.every((result) => result.targetMet),
      },
      bundle,
      initialJs,
      sideBySide: { ratios, goalsMet: goalsMet(ratios) },
      slowCpu: slowCpu && {
        slowdown: slowCpu.slowdown,
        ratios: slowCpu.ratios,
        goalsMet: goalsMet(slowCpu.ratios),
        ours: slowCpu.ours,
        rjsf: slowCpu.rjsf,
      },
      floor,
      pdf,
      api,
      eventLoop,
      paymentFile,
      tracing,
      keystrokes: keystrokes.map((result) => ({
        ...result,
        summary: {
          beforeSubmit: {
            renteeFirstName: summarize(result.beforeSubmit.renteeFirstName.script),
            landlordName: summarize(result.beforeSubmit.landlordName.script),
          },
          afterFailedSubmit: result.afterFailedSubmit && {
            renteeFirstName: summarize(result.afterFailedSubmit.renteeFirstName.script),
            landlordName: summarize(result.afterFailedSubmit.landlordName.script),
          },
          addRentee: result.addRentee ? summarize(result.addRentee.script) : null,
        },
      })),
      baseline,
    };
    await writeFile(join(resultsDir, 'latest.json'), JSON.stringify(latest, null, 2) + '\n');
    console.log(`\nbench: raw figures in ${join('bench', 'results', 'latest.json')}`);
  } finally {
    clearTimeout(watchdog);
    await browser?.close();
    await server?.close();
    await plainRjsf?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
