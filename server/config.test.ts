import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readEnv, SWITCH_WORDS } from './config.ts';

/** The least an OIDC deployment sets. */
const OIDC_ENV = {
  AUTH_MODE: 'oidc',
  OIDC_ISSUER: 'https://login.example.fi',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  PUBLIC_URL: 'https://portal.example.fi',
  // Production sends notices to paperless customers by e-mail (issue 45).
  SMTP_URL: 'smtp://mail.example.fi:587',
};

/** A demo deployment's address (production needs one: issue 41, known host names only) and mail server. */
const DEMO_ENV = { PUBLIC_URL: 'https://demo.example.fi', SMTP_URL: 'smtp://mail.example.fi:587' };

describe('readEnv', () => {
  it('sends notices to SMTP_URL, to the embedded mail catcher in development, and refuses production without one', () => {
    expect(readEnv({}).notices).toEqual({
      smtpUrl: null,
      mailFrom: 'noreply@localhost',
      publicUrl: 'http://localhost:8080',
      work: true,
      retryDelaySeconds: null,
      expireSeconds: null,
    });
    expect(readEnv({ ...OIDC_ENV, NODE_ENV: 'production', NOTICE_WORKERS: 'off' }).notices).toEqual({
      smtpUrl: 'smtp://mail.example.fi:587',
      mailFrom: 'noreply@portal.example.fi',
      publicUrl: 'https://portal.example.fi',
      work: false,
      retryDelaySeconds: null,
      expireSeconds: null,
    });
    expect(readEnv({ NOTICE_RETRY_DELAY_SECONDS: '2', NOTICE_EXPIRE_SECONDS: '10' }).notices).toMatchObject({
      retryDelaySeconds: 2,
      expireSeconds: 10,
    });
    expect(() => readEnv({ NOTICE_EXPIRE_SECONDS: '0' })).toThrow(/NOTICE_EXPIRE_SECONDS/);
    expect(readEnv({ ...DEMO_ENV, MAIL_FROM: 'Kela <noreply@kela.example>' }).notices.mailFrom).toBe(
      'Kela <noreply@kela.example>',
    );
    const { SMTP_URL: _unset, ...withoutMail } = OIDC_ENV;
    expect(() => readEnv({ ...withoutMail, NODE_ENV: 'production' })).toThrow(/needs SMTP_URL/);
    // The password of a mistyped URL is not repeated in the message.
    expect(() => readEnv({ SMTP_URL: 'mail://user:secret@mail.example.fi' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got 'mail:\/\/…@mail.example.fi'$/,
    );
  });

  it('answers only for known host names: PUBLIC_URL’s, loopback in development, ALLOWED_HOSTS', () => {
    expect(readEnv({}).config.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(readEnv(OIDC_ENV).config.allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'portal.example.fi',
    ]);
    const production = { ...OIDC_ENV, NODE_ENV: 'production' };
    expect(readEnv(production).config.allowedHosts).toEqual(['portal.example.fi']);
    expect(
      readEnv({ ...production, ALLOWED_HOSTS: ' Www.Portal.example.fi , 10.0.0.5:8080,[2001:db8::1]' }).config
        .allowedHosts,
    ).toEqual(['portal.example.fi', 'www.portal.example.fi', '10.0.0.5', '[2001:db8::1]']);
    for (const wrong of ['*', 'https://x.example/', 'a b', 'user@host'])
      expect(() => readEnv({ ALLOWED_HOSTS: wrong }), wrong).toThrow(/ALLOWED_HOSTS/);
    // Production without a name would answer nobody: the start-up says what to set.
    expect(() => readEnv({ NODE_ENV: 'production', ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'true' })).toThrow(
      /PUBLIC_URL \(or ALLOWED_HOSTS\)/,
    );
    expect(
      readEnv({
        NODE_ENV: 'production',
        ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'true',
        ALLOWED_HOSTS: 'demo.example.fi',
        SMTP_URL: OIDC_ENV.SMTP_URL,
      }).config.allowedHosts,
    ).toEqual(['demo.example.fi']);
  });

  it('defaults to mock login on port 8080 with PGlite in ./data', () => {
    const settings = readEnv({});
    expect(settings).toMatchObject({
      port: 8080,
      authMode: 'mock',
      dataDir: './data',
      databaseUrl: undefined,
    });
    expect(settings.config.sessionIdleMs).toBe(30 * 60_000);
    expect(settings.config.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(settings.mockInProductionWarning).toBeUndefined();
  });

  it('refuses mock login in production unless explicitly allowed, and then warns', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_MODE=mock/);
    expect(() => readEnv({ NODE_ENV: 'production', ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'yes' })).toThrow();
    const allowed = readEnv({ ...DEMO_ENV, NODE_ENV: 'production', ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'true' });
    expect(allowed.mockInProductionWarning).toMatch(/MOCK LOGIN/);
    expect(allowed.config.https).toBe(true);
    expect(
      readEnv({
        NODE_ENV: 'production',
        AUTH_MODE: 'oidc',
        OIDC_ISSUER: 'https://login.example.fi',
        OIDC_CLIENT_ID: 'portal',
        OIDC_CLIENT_SECRET: 'secret',
        PUBLIC_URL: 'https://portal.example.fi',
        SMTP_URL: OIDC_ENV.SMTP_URL,
      }).mockInProductionWarning,
    ).toBeUndefined();
  });

  it('reads the session limits and refuses nonsense', () => {
    const settings = readEnv({ SESSION_IDLE_MINUTES: '5', SESSION_ABSOLUTE_HOURS: '1', PORT: '9000' });
    expect(settings.config.sessionIdleMs).toBe(5 * 60_000);
    expect(settings.config.sessionAbsoluteMs).toBe(3_600_000);
    expect(settings.port).toBe(9000);
    expect(() => readEnv({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readEnv({ AUTH_MODE: 'none' })).toThrow(/AUTH_MODE/);
  });

  it('limits feedback to 20 an hour per address unless told otherwise', () => {
    expect(readEnv({}).config.feedbackLimitPerHour).toBe(20);
    expect(readEnv({ FEEDBACK_LIMIT_PER_HOUR: '5' }).config.feedbackLimitPerHour).toBe(5);
    for (const wrong of ['0', '-3', '2.5', 'many'])
      expect(() => readEnv({ FEEDBACK_LIMIT_PER_HOUR: wrong }), wrong).toThrow(/FEEDBACK_LIMIT_PER_HOUR/);
  });

  it('limits uploads to 10 MB unless UPLOAD_MAX_BYTES says otherwise', () => {
    expect(readEnv({}).config.uploadMaxBytes).toBe(10_000_000);
    expect(readEnv({ UPLOAD_MAX_BYTES: '5242880' }).config.uploadMaxBytes).toBe(5_242_880);
    for (const wrong of ['0', '-1', '1.5', '10MB'])
      expect(() => readEnv({ UPLOAD_MAX_BYTES: wrong }), wrong).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('sizes the worker pool by WORKER_THREADS, by default one thread per core but one', () => {
    expect(readEnv({}).config.workerThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(readEnv({ WORKER_THREADS: '3' }).config.workerThreads).toBe(3);
    for (const wrong of ['0', '-1', '1.5', 'two'])
      expect(() => readEnv({ WORKER_THREADS: wrong }), wrong).toThrow(/WORKER_THREADS/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(readEnv({}).config.trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).config.trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).config.trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8,loopback' }).config.trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
    expect(readEnv({ TRUST_PROXY: 'on' }).config.trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: 'OFF' }).config.trustProxy).toBe(false);
    // A number would be a count of proxies in Express and Fastify, not a switch.
    for (const wrong of ['yes', '1', '0', '2', '10.0.0.0/33', '10.0.0.300', 'lb.example.fi'])
      expect(() => readEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('knows the service is behind HTTPS from HTTPS, else PUBLIC_URL, else NODE_ENV=production', () => {
    expect(readEnv({}).config.https).toBe(false);
    expect(readEnv({ HTTPS: 'true' }).config.https).toBe(true);
    expect(readEnv({ PUBLIC_URL: 'https://portal.example.fi' }).config.https).toBe(true);
    expect(readEnv({ PUBLIC_URL: 'http://127.0.0.1:8080' }).config.https).toBe(false);
    const production = {
      NODE_ENV: 'production',
      ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'true',
      ALLOWED_HOSTS: 'demo.example.fi',
      SMTP_URL: OIDC_ENV.SMTP_URL,
    };
    expect(readEnv(production).config.https).toBe(true);
    expect(readEnv({ ...production, HTTPS: 'false' }).config.https).toBe(false);
    expect(readEnv({ HTTPS: 'on' }).config.https).toBe(true);
    expect(readEnv({ ...production, HTTPS: '0' }).config.https).toBe(false);
    for (const wrong of ['yes', 'https', '2'])
      expect(() => readEnv({ HTTPS: wrong }), wrong).toThrow(/HTTPS/);
  });

  it('listens on 127.0.0.1 for a developer, on every interface in production, or where HOST says', () => {
    expect(readEnv({}).host).toBe('127.0.0.1');
    expect(
      readEnv({ ...DEMO_ENV, NODE_ENV: 'production', ALLOW_MOCK_LOGIN_IN_PRODUCTION: 'true' }).host,
    ).toBe('0.0.0.0');
    expect(readEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readEnv({ HOST: '::' }).host).toBe('::');
  });

  it('keeps file bytes in DATA_DIR with PGlite and in the database with PostgreSQL, unless FILE_STORE says', () => {
    expect(readEnv({}).fileStore).toBe('directory');
    expect(readEnv({ DATABASE_URL: 'postgres://db/portal' }).fileStore).toBe('database');
    expect(readEnv({}).fileStoreShared).toBe(false);
    expect(readEnv({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => readEnv({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('refuses a directory file store with PostgreSQL unless the folder is declared shared (issue 28)', () => {
    // Several instances on one database, each with a folder of its own: an upload on one was a 500 on the other.
    const postgres = { DATABASE_URL: 'postgres://db/portal', FILE_STORE: 'directory' };
    expect(() => readEnv(postgres)).toThrow(
      /FILE_STORE=directory with DATABASE_URL.*FILE_STORE_SHARED=true/s,
    );
    expect(() => readEnv({ ...postgres, FILE_STORE_SHARED: 'false' })).toThrow(/FILE_STORE_SHARED/);
    const shared = readEnv({ ...postgres, FILE_STORE_SHARED: 'true' });
    expect(shared).toMatchObject({ fileStore: 'directory', fileStoreShared: true });
    // With PGlite the folder is the one instance's own, shared or not.
    expect(readEnv({ FILE_STORE: 'directory' }).fileStoreShared).toBe(false);
    expect(readEnv({ FILE_STORE_SHARED: 'on' }).fileStoreShared).toBe(true);
  });

  it('reads every on/off setting with one grammar: true/false, on/off, 1/0 in any case (issue 28)', () => {
    const production = { ...DEMO_ENV, NODE_ENV: 'production' };
    const oidcHttp = { ...OIDC_ENV, OIDC_ISSUER: 'http://127.0.0.1:9000' };
    /** Each switch: the settings it is read among, and what the tests read of the result. */
    const switches: Record<
      string,
      { env: Record<string, string>; read: (env: Record<string, string>) => boolean }
    > = {
      INTRA_API: { env: {}, read: (env) => readEnv(env).config.intraApi },
      HTTPS: { env: {}, read: (env) => readEnv(env).config.https },
      FILE_STORE_SHARED: { env: {}, read: (env) => readEnv(env).fileStoreShared },
      ALLOW_MOCK_LOGIN_IN_PRODUCTION: {
        env: production,
        read: (env) => {
          try {
            return readEnv(env).mockInProductionWarning !== undefined;
          } catch (error) {
            if (String(error).includes('is refused when NODE_ENV=production')) return false;
            throw error;
          }
        },
      },
      OIDC_ALLOW_INSECURE_ISSUER: {
        env: oidcHttp,
        read: (env) => {
          try {
            return readEnv(env).config.oidc!.allowInsecureIssuer;
          } catch (error) {
            if (String(error).includes('OIDC_ISSUER must be an https URL')) return false;
            throw error;
          }
        },
      },
    };
    for (const [name, { env, read }] of Object.entries(switches)) {
      for (const [word, value] of Object.entries(SWITCH_WORDS)) {
        for (const spelling of [word, word.toUpperCase(), ` ${word} `])
          expect(read({ ...env, [name]: spelling }), `${name}=${spelling}`).toBe(value);
      }
      for (const wrong of ['yes', 'no', 'enabled', '2', 'tru'])
        expect(() => readEnv({ ...env, [name]: wrong }), `${name}=${wrong}`).toThrow(
          new RegExp(`${name} must be true or false \\(or on/off, 1/0\\), got '${wrong}'`),
        );
    }
  });

  it('serves the intra API with mock login or in app mode intra unless INTRA_API says otherwise', () => {
    expect(readEnv({}).config.intraApi).toBe(true);
    expect(readEnv({ APP_MODE: 'ekevi' }).config.intraApi).toBe(true);
    expect(readEnv({ INTRA_API: 'off' }).config.intraApi).toBe(false);
    expect(readEnv(OIDC_ENV).config.intraApi).toBe(false);
    expect(readEnv({ ...OIDC_ENV, NODE_ENV: 'production' }).config.intraApi).toBe(false);
    expect(readEnv({ ...OIDC_ENV, APP_MODE: 'ekevi' }).config.intraApi).toBe(false);
    expect(readEnv({ ...OIDC_ENV, APP_MODE: 'intra' }).config.intraApi).toBe(true);
    expect(readEnv({ ...OIDC_ENV, APP_MODE: 'intra', INTRA_API: 'off' }).config.intraApi).toBe(false);
    expect(readEnv({ ...OIDC_ENV, INTRA_API: 'on' }).config.intraApi).toBe(true);
    expect(readEnv({ ...OIDC_ENV, INTRA_API: '' }).config.intraApi).toBe(false);
    expect(readEnv({ ...OIDC_ENV, INTRA_API: 'true' }).config.intraApi).toBe(true);
    for (const wrong of ['yes', 'enabled'])
      expect(() => readEnv({ INTRA_API: wrong }), wrong).toThrow(/INTRA_API must be true or false/);
  });

  it('opens the staff area on a port of its own with mock login, unless told otherwise (INTRA_PORT)', () => {
    expect(readEnv({}).intraPort).toBe(8081);
    expect(readEnv({ INTRA_PORT: '9090' }).intraPort).toBe(9090);
    expect(readEnv({ INTRA_PORT: 'off' }).intraPort).toBeNull();
    expect(readEnv({ INTRA_PORT: 'false' }).intraPort).toBeNull();
    expect(readEnv({ INTRA_PORT: '0' }).intraPort).toBeNull();
    expect(readEnv({ ...OIDC_ENV, INTRA_PORT: 'on' }).intraPort).toBe(8081);
    expect(readEnv({ APP_MODE: 'intra' }).intraPort).toBeNull();
    expect(readEnv(OIDC_ENV).intraPort).toBeNull();
    expect(readEnv({ ...OIDC_ENV, INTRA_PORT: '9090' }).intraPort).toBe(9090);
    for (const wrong of ['-1', 'abc', '80.5'])
      expect(() => readEnv({ INTRA_PORT: wrong }), wrong).toThrow(/INTRA_PORT must be/);
  });

  it('reads the OIDC intra claim and its value, both optional, the value only with the claim', () => {
    expect(readEnv(OIDC_ENV).config.oidc).toMatchObject({ intraClaim: null, intraClaimValue: null });
    expect(readEnv({ ...OIDC_ENV, OIDC_INTRA_CLAIM: 'vuokravakuus_intra' }).config.oidc).toMatchObject({
      intraClaim: 'vuokravakuus_intra',
      intraClaimValue: null,
    });
    expect(
      readEnv({ ...OIDC_ENV, OIDC_INTRA_CLAIM: 'groups', OIDC_INTRA_CLAIM_VALUE: 'vuokravakuus-intra' })
        .config.oidc,
    ).toMatchObject({ intraClaim: 'groups', intraClaimValue: 'vuokravakuus-intra' });
    expect(() => readEnv({ ...OIDC_ENV, OIDC_INTRA_CLAIM_VALUE: 'vuokravakuus-intra' })).toThrow(
      /OIDC_INTRA_CLAIM_VALUE needs OIDC_INTRA_CLAIM/,
    );
  });
});
