/**
 * The server's settings: from the environment in `main.ts`, given directly in tests.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AppMode, RuntimeConfig } from '../api/contract.ts';
import { DEFAULT_QUOTAS, type QuotaLimits } from './quotas.ts';

export type AuthMode = 'mock' | 'oidc';
export type { AppMode };

/** SPEC §4/§9 thresholds the portal's session logic runs on, in seconds (GET /api/config). */
export type ClientSessionLimits = RuntimeConfig['session'];

/** SPEC §9: expiring at 300 s, refresh at 60 s, idle limit 15 min, idle counted from 5 s. */
export const SPEC_CLIENT_SESSION_LIMITS: ClientSessionLimits = {
  expiringSeconds: 300,
  refreshSeconds: 60,
  idleLimitSeconds: 15 * 60,
  idleStartSeconds: 5,
};

/** An OpenID Connect provider to log in with (`AUTH_MODE=oidc`). */
export interface OidcSettings {
  /** The provider's issuer URL; its discovery document is read at start-up. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's public origin, e.g. `https://vuokravakuus.example.fi`: redirect URIs start with it. */
  publicUrl: string;
  /** Scopes asked for (default `openid profile email`). */
  scope: string;
  /** Allows an `http:` issuer; for a provider on 127.0.0.1 in tests and local runs only. */
  allowInsecureIssuer: boolean;
  /**
   * The claim that gives the intra permission (`users.is_intra`, set anew at every login); null:
   * nobody who logs in by OIDC is staff.
   */
  intraClaim: string | null;
  /**
   * With it, staff are those whose `intraClaim` equals it or is a list containing it; null: those
   * whose `intraClaim` is the boolean `true`.
   */
  intraClaimValue: string | null;
}

export interface ServerConfig {
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after login, whatever the activity. */
  sessionAbsoluteMs: number;
  /**
   * The service is reached over HTTPS (usually behind a TLS-terminating proxy): cookies are
   * `Secure` with the `__Host-` prefix, responses carry HSTS and the policy upgrades insecure
   * requests. Off for plain-HTTP local use and tests.
   */
  https: boolean;
  /** pino level; `silent` in tests. */
  logLevel: string;
  /** The built portal (`vite build`'s output) served at `/`; null, or a missing directory, serves none. */
  portalDir: string | null;
  /** The largest request body in bytes; larger ones get 413. */
  bodyLimit: number;
  /** SPEC §1 app mode, given to the portal by GET /api/config. */
  appMode: AppMode;
  /**
   * Serve the staff area's API (`/api/api/v1/intra/...`, issue 14). INTRA_API; by default on with
   * mock login (one `npm start` serves both sides) or in app mode intra, off otherwise: a public
   * production deployment must not serve it.
   */
  intraApi: boolean;
  /** The portal's session and idle thresholds (SPEC §9 unless shortened for tests). */
  clientSession: ClientSessionLimits;
  /** The provider for `AUTH_MODE=oidc`; null in mock mode. */
  oidc: OidcSettings | null;
  /** Anonymous feedback (POST /api/api/v1/feedback) accepted per client address and hour. */
  feedbackLimitPerHour: number;
  /** The largest uploaded file in bytes (SPEC §5 leaves it open; 10 MB), told to the portal by GET /api/config. */
  uploadMaxBytes: number;
  /**
   * Fastify's `trustProxy`: whether `request.ip` is taken from `X-Forwarded-For`. `false` (the
   * socket's address); `true` (the header's first address: only behind a proxy that replaces the
   * header); or the proxies' addresses/CIDRs (the last address the header has that is not one of them).
   */
  trustProxy: TrustProxy;
  /**
   * Threads of the worker pool (server/work/) that renders PDFs off the request thread. One fewer
   * than the cores by default (at least one), so that the request thread keeps a core of its own.
   */
  workerThreads: number;
  /**
   * Serve the forms whose manifest says `"status": "draft"` as well as the published ones
   * (FORM_DRAFTS): a preview for the form's authors; off by default, never in production.
   */
  formDrafts: boolean;
  /**
   * The host names the server answers for (issue 41): any other `Host` gets 421 before a session is
   * read, so that a DNS-rebinding page cannot reach it under its own name. Lower case, without a
   * port; an IPv6 address in brackets. PUBLIC_URL's name, the loopback names in development, and
   * ALLOWED_HOSTS (security.ts `registerHostCheck`).
   */
  allowedHosts: string[];
  /** What one user, session or address may do (quotas.ts; issue 41). */
  quotas: QuotaLimits;
}

/** The names a developer's browser uses for a server on this machine. */
export const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export type TrustProxy = boolean | string[];

/** `dist/portal` of this checkout, wherever the server is started from. */
export const DEFAULT_PORTAL_DIR = fileURLToPath(new URL('../dist/portal', import.meta.url));
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;
export const DEFAULT_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_FEEDBACK_LIMIT_PER_HOUR = 20;
/** 10 MB: a phone photo or a scanned contract fits; the default. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1000 * 1000;

/** WORKER_THREADS' default: one thread per core but the request thread's, at least one. */
export function defaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function defaultConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    sessionIdleMs: DEFAULT_SESSION_IDLE_MS,
    sessionAbsoluteMs: DEFAULT_SESSION_ABSOLUTE_MS,
    https: env['NODE_ENV'] === 'production',
    logLevel: env['VITEST'] ? 'silent' : 'info',
    portalDir: DEFAULT_PORTAL_DIR,
    bodyLimit: DEFAULT_BODY_LIMIT,
    appMode: 'default',
    // Mock login, no OIDC: the `npm start` demo and the tests, where one app serves both sides.
    // readEnv decides it for a deployment.
    intraApi: true,
    clientSession: { ...SPEC_CLIENT_SESSION_LIMITS },
    oidc: null,
    feedbackLimitPerHour: DEFAULT_FEEDBACK_LIMIT_PER_HOUR,
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    trustProxy: false,
    workerThreads: defaultWorkerThreads(),
    formDrafts: false,
    allowedHosts: [...DEVELOPMENT_HOSTS],
    quotas: { ...DEFAULT_QUOTAS },
  };
}

export type FileStoreKind = 'directory' | 'database';

export interface EnvSettings {
  port: number;
  host: string;
  /**
   * INTRA_PORT: a second listener of the same process, on the same database, serving the portal in
   * app mode intra (the staff area, issue 14), so that `npm start` shows both sides. Default 8081
   * with mock login (unless APP_MODE is intra already), else none; `off` (or `false`, `0`) turns it
   * off, `on` (`true`, `1`) turns it on at 8081, a number is the port.
   */
  intraPort: number | null;
  databaseUrl: string | undefined;
  dataDir: string;
  /** FILE_STORE: `directory` (DATA_DIR/files; the default with PGlite) or `database` (bytea; with PostgreSQL). */
  fileStore: FileStoreKind;
  /**
   * FILE_STORE_SHARED: the directory store's folder is shared by every instance (needed for
   * `directory` with DATABASE_URL). Its clean-up at start then removes only what no instance can
   * still be writing (files/fileStore.ts).
   */
  fileStoreShared: boolean;
  authMode: AuthMode;
  config: ServerConfig;
  /** Set when mock login runs in production on purpose: main.ts logs it loudly. */
  mockInProductionWarning: string | undefined;
  /** Notices to paperless customers (server/notices/). */
  notices: NoticeSettings;
  /** METRICS_PORT: Prometheus metrics at `GET /metrics` on this port of HOST (server/metrics.ts); null: none. */
  metricsPort: number | null;
}

export interface NoticeSettings {
  /**
   * SMTP_URL: where notices are sent (`smtp://user:password@host:587`, `smtps://…`); null: to the
   * embedded mail catcher (server/notices/mailCatcher.ts), refused in production.
   */
  smtpUrl: string | null;
  /** MAIL_FROM: the notices' sender address (default `noreply@<PUBLIC_URL's host>`). */
  mailFrom: string;
  /** PUBLIC_URL, or `http://localhost:<PORT>`: notices link to its documents page. */
  publicUrl: string;
  /** NOTICE_WORKERS: whether this instance sends notices (default on; every instance may). */
  work: boolean;
  /**
   * NOTICE_RETRY_DELAY_SECONDS: the first retry's delay, doubling up to an hour; null: the queue's
   * (60 s, server/jobs/queues.ts). The load bench shortens it to watch an outage end in seconds.
   */
  retryDelaySeconds: number | null;
  /**
   * NOTICE_EXPIRE_SECONDS: how long a notice may be under way before it counts as lost with its
   * instance and is retried; null: the queue's (5 min).
   */
  expireSeconds: number | null;
}

/** The notice settings of the environment (readEnv). */
function readNoticeSettings(env: NodeJS.ProcessEnv, production: boolean, port: number): NoticeSettings {
  const smtpUrl = env['SMTP_URL'] || null;
  if (smtpUrl === null && production)
    throw new Error(
      'NODE_ENV=production needs SMTP_URL (smtp://host:587 or smtps://host:465): notices to paperless customers ' +
        'are sent by e-mail, and without a mail server they would wait in the queue until they fail.',
    );
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error(
      `SMTP_URL must start with smtp:// or smtps://, got '${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}'`,
    );
  const publicUrl = (env['PUBLIC_URL'] || `http://localhost:${port}`).replace(/\/+$/, '');
  const mailFrom = env['MAIL_FROM'] || `noreply@${new URL(publicUrl).hostname}`;
  const seconds = (name: string) => (env[name] ? positiveInteger(env, name, 1) : null);
  return {
    smtpUrl,
    mailFrom,
    publicUrl,
    work: readSwitch(env, 'NOTICE_WORKERS', true),
    retryDelaySeconds: seconds('NOTICE_RETRY_DELAY_SECONDS'),
    expireSeconds: seconds('NOTICE_EXPIRE_SECONDS'),
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, got '${env[name]}'`);
  return value;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY: unset or `false`, `true`, or a comma-separated list of the proxies' addresses,
 * CIDRs or proxy-addr range names (`loopback`, `linklocal`, `uniquelocal`).
 */
function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env['TRUST_PROXY'] ?? '').trim();
  if (raw === '') return false;
  // A number is a count of proxies in Express and Fastify: refused rather than read as a switch.
  if (/^\d+$/.test(raw))
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses or CIDRs; a count of proxies ('${raw}') is not taken`,
    );
  const word = switchWord(raw);
  if (word !== undefined) return word;
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses or CIDRs separated by commas; not an address: '${wrong.join("', '")}'`,
    );
  return entries;
}

/** A host name as a `Host` header names it (lower case, no port; IPv6 in brackets), or null if it is none. */
export function hostName(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase();
  if (trimmed === '' || /[\s/\\@*?#]/.test(trimmed)) return null;
  try {
    const { hostname } = new URL(`http://${trimmed}`);
    return hostname === '' ? null : hostname;
  } catch {
    return null;
  }
}

/**
 * The names the server answers for: PUBLIC_URL's, the loopback names unless in production, and
 * ALLOWED_HOSTS (comma-separated names or addresses, a port allowed and ignored). In production
 * with neither PUBLIC_URL nor ALLOWED_HOSTS nothing would be served: the start-up stops and says so.
 */
function readAllowedHosts(env: NodeJS.ProcessEnv, production: boolean): string[] {
  const hosts = new Set<string>(production ? [] : DEVELOPMENT_HOSTS);
  const publicUrl = env['PUBLIC_URL'];
  if (publicUrl) {
    let name: string | null = null;
    try {
      name = new URL(publicUrl).hostname || null;
    } catch {
      name = null;
    }
    if (name === null)
      throw new Error(`PUBLIC_URL must be a URL such as https://vuokravakuus.example.fi, got '${publicUrl}'`);
    hosts.add(name);
  }
  const extra = (env['ALLOWED_HOSTS'] ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (const entry of extra) {
    const name = hostName(entry);
    if (name === null)
      throw new Error(
        `ALLOWED_HOSTS must be host names or addresses separated by commas; not a host name: '${entry.trim()}'`,
      );
    hosts.add(name);
  }
  if (hosts.size === 0)
    throw new Error(
      'NODE_ENV=production needs PUBLIC_URL (or ALLOWED_HOSTS): the server answers only for the host names it serves, ' +
        'and refuses every other Host with 421 (no DNS rebinding).',
    );
  return [...hosts];
}

/** Reads the environment; throws with a message for an operator when a setting is unsafe or wrong. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const production = env['NODE_ENV'] === 'production';
  const authMode = env['AUTH_MODE'] ?? 'mock';
  if (authMode !== 'mock' && authMode !== 'oidc')
    throw new Error(`AUTH_MODE must be mock or oidc, got '${authMode}'`);
  let mockInProductionWarning: string | undefined;
  if (authMode === 'mock' && production) {
    if (!readSwitch(env, 'ALLOW_MOCK_LOGIN_IN_PRODUCTION', false))
      throw new Error(
        'AUTH_MODE=mock lets anyone log in as any test user and is refused when NODE_ENV=production. ' +
          'Use AUTH_MODE=oidc, or set ALLOW_MOCK_LOGIN_IN_PRODUCTION=true for a demo environment.',
      );
    mockInProductionWarning =
      'MOCK LOGIN IS ON IN PRODUCTION (ALLOW_MOCK_LOGIN_IN_PRODUCTION=true): anyone can log in as any test user. ' +
      'Never point this instance at real data.';
  }
  const appMode = env['APP_MODE'] ?? 'default';
  if (appMode !== 'default' && appMode !== 'ekevi' && appMode !== 'intra')
    throw new Error(`APP_MODE must be default, ekevi or intra, got '${appMode}'`);
  const defaults = defaultConfig(env);
  const intraApi = readSwitch(env, 'INTRA_API', authMode === 'mock' || appMode === 'intra');
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const fileStore = env['FILE_STORE'] || (databaseUrl ? 'database' : 'directory');
  if (fileStore !== 'directory' && fileStore !== 'database')
    throw new Error(`FILE_STORE must be directory or database, got '${fileStore}'`);
  const fileStoreShared = readSwitch(env, 'FILE_STORE_SHARED', false);
  if (fileStore === 'directory' && databaseUrl && !fileStoreShared)
    throw new Error(
      'FILE_STORE=directory with DATABASE_URL: every instance on the database would keep uploaded files in a ' +
        'folder of its own, and another instance could not read them. Use FILE_STORE=database (the default with DATABASE_URL), ' +
        'or set FILE_STORE_SHARED=true when DATA_DIR/files is one folder that every instance shares (a network file system).',
    );
  const formDrafts = readSwitch(env, 'FORM_DRAFTS', false);
  if (formDrafts && production)
    throw new Error(
      'FORM_DRAFTS=true serves forms whose manifest says "status": "draft" and is refused when NODE_ENV=production. ' +
        'Publish the form ("status": "published") to serve it, or preview it on a development instance.',
    );
  const defaultIntraPort = authMode === 'mock' && appMode !== 'intra' ? 8081 : null;
  const intraPortWord = switchWord(env['INTRA_PORT'] ?? '');
  const intraPort =
    intraPortWord === false
      ? null
      : intraPortWord === true
        ? 8081
        : env['INTRA_PORT']
          ? positiveInteger(env, 'INTRA_PORT', 8081)
          : defaultIntraPort;
  const port = positiveNumber(env, 'PORT', 8080);
  return {
    port,
    intraPort,
    host: env['HOST'] ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl,
    dataDir: env['DATA_DIR'] ?? './data',
    fileStore,
    fileStoreShared,
    authMode,
    mockInProductionWarning,
    config: {
      ...defaults,
      sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MS / 60_000) * 60_000,
      sessionAbsoluteMs:
        positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', DEFAULT_SESSION_ABSOLUTE_MS / 3_600_000) * 3_600_000,
      logLevel: env['LOG_LEVEL'] ?? defaults.logLevel,
      formDrafts,
      portalDir: env['PORTAL_DIR'] || defaults.portalDir,
      bodyLimit: positiveNumber(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT),
      appMode,
      intraApi,
      clientSession: {
        expiringSeconds: positiveNumber(
          env,
          'SESSION_WARNING_SECONDS',
          SPEC_CLIENT_SESSION_LIMITS.expiringSeconds,
        ),
        refreshSeconds: positiveNumber(
          env,
          'SESSION_REFRESH_SECONDS',
          SPEC_CLIENT_SESSION_LIMITS.refreshSeconds,
        ),
        idleLimitSeconds: positiveNumber(
          env,
          'SESSION_CLIENT_IDLE_SECONDS',
          SPEC_CLIENT_SESSION_LIMITS.idleLimitSeconds,
        ),
        idleStartSeconds: SPEC_CLIENT_SESSION_LIMITS.idleStartSeconds,
      },
      oidc: authMode === 'oidc' ? readOidc(env) : null,
      feedbackLimitPerHour: positiveInteger(env, 'FEEDBACK_LIMIT_PER_HOUR', DEFAULT_FEEDBACK_LIMIT_PER_HOUR),
      uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES),
      trustProxy: readTrustProxy(env),
      workerThreads: positiveInteger(env, 'WORKER_THREADS', defaults.workerThreads),
      https: readHttps(env, defaults.https),
      allowedHosts: readAllowedHosts(env, production),
      quotas: {
        uploadsPerHour: positiveInteger(env, 'UPLOADS_PER_HOUR', DEFAULT_QUOTAS.uploadsPerHour),
        uploadBytesPerDay: positiveInteger(env, 'UPLOAD_BYTES_PER_DAY', DEFAULT_QUOTAS.uploadBytesPerDay),
        frontendLogPerMinute: positiveInteger(
          env,
          'FRONTEND_LOG_PER_MINUTE',
          DEFAULT_QUOTAS.frontendLogPerMinute,
        ),
        mockLoginsPerMinute: positiveInteger(
          env,
          'MOCK_LOGINS_PER_MINUTE',
          DEFAULT_QUOTAS.mockLoginsPerMinute,
        ),
        draftsPerUser: positiveInteger(env, 'DRAFTS_PER_USER', DEFAULT_QUOTAS.draftsPerUser),
        draftMaxBytes: positiveInteger(env, 'DRAFT_MAX_BYTES', DEFAULT_QUOTAS.draftMaxBytes),
      },
    },
    metricsPort: env['METRICS_PORT'] ? positiveInteger(env, 'METRICS_PORT', 9464) : null,
    // Last: a deployment missing its address or login is told that first.
    notices: readNoticeSettings(env, production, port),
  };
}

/** The words every on/off setting takes (any case), and what each means. */
export const SWITCH_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  on: true,
  '1': true,
  false: false,
  off: false,
  '0': false,
};

/** The switch's value if `raw` is one of SWITCH_WORDS, else undefined. */
function switchWord(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  return Object.hasOwn(SWITCH_WORDS, word) ? SWITCH_WORDS[word] : undefined;
}

/**
 * An on/off setting: `true`/`false`, `on`/`off` or `1`/`0` (one grammar for every switch); unset or
 * empty, `fallback`. Anything else stops the start-up with the setting's name and the words it takes.
 */
export function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const value = switchWord(raw);
  if (value === undefined) throw new Error(`${name} must be true or false (or on/off, 1/0), got '${raw}'`);
  return value;
}

/**
 * HTTPS: a switch (readSwitch); unset, whether PUBLIC_URL is an https URL, or else whether
 * NODE_ENV=production (a production service is reached over HTTPS).
 */
function readHttps(env: NodeJS.ProcessEnv, productionDefault: boolean): boolean {
  const publicUrl = env['PUBLIC_URL'];
  return readSwitch(env, 'HTTPS', publicUrl ? publicUrl.startsWith('https://') : productionDefault);
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`AUTH_MODE=oidc needs ${name}`);
  return value;
}

function readOidc(env: NodeJS.ProcessEnv): OidcSettings {
  const issuer = required(env, 'OIDC_ISSUER');
  const allowInsecureIssuer = readSwitch(env, 'OIDC_ALLOW_INSECURE_ISSUER', false);
  if (!issuer.startsWith('https://') && !allowInsecureIssuer)
    throw new Error(
      `OIDC_ISSUER must be an https URL, got '${issuer}' (OIDC_ALLOW_INSECURE_ISSUER=true allows http for local tests)`,
    );
  const intraClaim = env['OIDC_INTRA_CLAIM']?.trim() || null;
  const intraClaimValue = env['OIDC_INTRA_CLAIM_VALUE']?.trim() || null;
  if (intraClaimValue !== null && intraClaim === null)
    throw new Error('OIDC_INTRA_CLAIM_VALUE needs OIDC_INTRA_CLAIM, the claim it is compared with');
  return {
    issuer,
    clientId: required(env, 'OIDC_CLIENT_ID'),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET'),
    publicUrl: required(env, 'PUBLIC_URL').replace(/\/+$/, ''),
    scope: env['OIDC_SCOPE'] || 'openid profile email',
    allowInsecureIssuer,
    intraClaim,
    intraClaimValue,
  };
}
