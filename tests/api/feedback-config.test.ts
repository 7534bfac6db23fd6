/**
 * The two operations the portal calls without a session (issue 4), on PGlite and (with
 * DATABASE_URL) PostgreSQL: the runtime configuration, and the anonymous feedback of the
 * logged-out page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import {
  BACKENDS,
  Client,
  openSeededDatabase,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../../server/test-helpers.ts';
import { t } from '../../texts/index.ts';

const FEEDBACK = '/api/api/v1/feedback';
/** The moment the rate-limited apps count their feedback at. */
const FEEDBACK_AT = new Date('2026-06-15T10:20:30Z');
const SHORT_LIMITS: RuntimeConfig['session'] = {
  expiringSeconds: 20,
  refreshSeconds: 8,
  idleLimitSeconds: 12,
  idleStartSeconds: 5,
};

interface FeedbackRow {
  grade: number;
  app_mode: string;
  language: string;
}

describe.each(BACKENDS)('config and feedback over HTTP on %s', (kind) => {
  let test: TestDatabase;
  let standard: RunningApp;
  let ekevi: RunningApp;
  /** Two feedbacks an hour per address; X-Forwarded-For not trusted. */
  let limited: RunningApp;
  /** The same behind a proxy on 127.0.0.1 that appends to X-Forwarded-For. */
  let behindProxy: RunningApp;
  /** The same with TRUST_PROXY=true: the header's first address is the client's. */
  let trustingAll: RunningApp;

  const send = (server: RunningApp, body: string, headers: Record<string, string> = {}, who?: Client) => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body };
    return who ? who.request(FEEDBACK, init) : fetch(server.baseUrl + FEEDBACK, init);
  };
  const rows = async () =>
    (await test.db.query<FeedbackRow>('select grade, app_mode, language from feedback order by id')).rows.map(
      (row) => ({ ...row, grade: Number(row.grade) }),
    );

  beforeAll(async () => {
    test = await openSeededDatabase(kind);
    standard = await startApp(test.db, { portalDir: null });
    ekevi = await startApp(test.db, {
      portalDir: null,
      appMode: 'ekevi',
      clientSession: SHORT_LIMITS,
      uploadMaxBytes: 2_500_000,
    });
    // The limited apps count at one pinned moment (as quotas.test does), so that no clock hour ends
    // between the hits a test counts, and Retry-After is known to the second.
    const pinned = { quotaClock: () => FEEDBACK_AT };
    limited = await startApp(test.db, { portalDir: null, feedbackLimitPerHour: 2 }, undefined, pinned);
    behindProxy = await startApp(
      test.db,
      { portalDir: null, feedbackLimitPerHour: 2, trustProxy: ['127.0.0.1'] },
      undefined,
      pinned,
    );
    trustingAll = await startApp(
      test.db,
      { portalDir: null, feedbackLimitPerHour: 2, trustProxy: true },
      undefined,
      pinned,
    );
  }, 60_000);

  afterAll(async () => {
    await standard?.app.close();
    await ekevi?.app.close();
    await limited?.app.close();
    await behindProxy?.app.close();
    await trustingAll?.app.close();
    await test?.dispose();
  });

  beforeEach(async () => {
    await test.db.query('delete from feedback');
    await test.db.query('delete from rate_limits');
  });

  describe('GET /api/config', () => {
    it('answers the default app mode, the auth mode, SPEC §9 thresholds and the 10 MB upload limit without a session', async () => {
      const response = await fetch(`${standard.baseUrl}/api/config`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        appMode: 'default',
        authMode: 'mock',
        session: { expiringSeconds: 300, refreshSeconds: 60, idleLimitSeconds: 900, idleStartSeconds: 5 },
        uploadMaxBytes: 10_000_000,
      });
    });

    it('answers the configured app mode and limits', async () => {
      const response = await fetch(`${ekevi.baseUrl}/api/config`);
      expect(await response.json()).toEqual({
        appMode: 'ekevi',
        authMode: 'mock',
        session: SHORT_LIMITS,
        uploadMaxBytes: 2_500_000,
      });
    });
  });

  describe('POST /api/api/v1/feedback', () => {
    it('stores a grade with the app mode and the language, without a session or XSRF header', async () => {
      expect((await send(standard, '{"grade":7}')).status).toBe(204);
      expect((await send(ekevi, '{"grade":0}', { 'accept-language': 'sv-FI,sv;q=0.9' })).status).toBe(204);
      expect((await send(standard, '{"grade":10}', { 'accept-language': 'fi' })).status).toBe(204);
      expect(await rows()).toEqual([
        { grade: 7, app_mode: 'default', language: 'fi' },
        { grade: 0, app_mode: 'ekevi', language: 'sv' },
        { grade: 10, app_mode: 'default', language: 'fi' },
      ]);
    });

    it('takes a grade from a logged-in browser too, and keeps nothing of who gave it', async () => {
      const client = new Client(standard.baseUrl);
      await client.login(SEED_USERS[0]!.henro);
      expect((await send(standard, '{"grade":4}', {}, client)).status).toBe(204);
      expect(await rows()).toEqual([{ grade: 4, app_mode: 'default', language: 'fi' }]);
      const { rows: columns } = await test.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_name = 'feedback' and table_schema = current_schema() order by column_name`,
      );
      expect(columns.map((column) => column.column_name)).toEqual([
        'app_mode',
        'created',
        'grade',
        'id',
        'language',
      ]);
    });

    it.each([
      ['11', '{"grade":11}', '110008', { limit: '10' }],
      ['-1', '{"grade":-1}', '110007', { limit: '0' }],
      ['2.5', '{"grade":2.5}', '110002', {}],
      ['"5"', '{"grade":"5"}', '110002', {}],
      ['null', '{"grade":null}', '110002', {}],
      ['a missing grade', '{}', '110001', {}],
    ])('refuses %s with 400 for /grade and stores nothing', async (_what, body, code, params) => {
      const response = await send(standard, body, { 'accept-language': 'sv' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([
        { path: '/grade', label: 'grade', message: t('sv', code, params), code },
      ]);
      expect(await rows()).toEqual([]);
    });

    it('refuses an unknown field', async () => {
      const response = await send(standard, '{"grade":5,"henro":"900000001"}');
      expect(response.status).toBe(400);
      expect(((await response.json()) as FieldError[]).map((error) => error.path)).toEqual(['/henro']);
      expect(await rows()).toEqual([]);
    });

    it.each([
      ['text/plain', '{"grade":5}'],
      ['application/x-www-form-urlencoded', 'grade=5'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="grade"\r\n\r\n5\r\n--x--',
      ],
    ])('refuses a %s body (what a cross-site form could send) with 400', async (contentType, body) => {
      const response = await send(standard, body, { 'content-type': contentType });
      expect(response.status).toBe(400);
      expect(await rows()).toEqual([]);
    });

    it('opens only the operation, not its path: other methods still need a session', async () => {
      expect((await fetch(standard.baseUrl + FEEDBACK)).status).toBe(401);
    });
  });

  describe('POST /api/api/v1/feedback: rate limit per client address', () => {
    const expectTooMany = async (response: Response, language: 'fi' | 'sv' = 'fi') => {
      expect(response.status).toBe(429);
      // 10:20:30 counts in the hour that ends at 11:00: 39 min 30 s left.
      expect(response.headers.get('retry-after')).toBe('2370');
      expect(await response.json()).toEqual({ code: '154010', message: t(language, '154010') });
    };

    it('answers the feedback past the limit with 429 and Retry-After, and stores nothing', async () => {
      expect((await send(limited, '{"grade":8}')).status).toBe(204);
      expect((await send(limited, '{"grade":9}')).status).toBe(204);
      await expectTooMany(await send(limited, '{"grade":1}', { 'accept-language': 'sv' }), 'sv');
      await expectTooMany(await send(limited, '{"grade":2}'));
      // Without TRUST_PROXY, X-Forwarded-For is the client's own say and changes nothing.
      await expectTooMany(await send(limited, '{"grade":3}', { 'x-forwarded-for': '203.0.113.9' }));
      expect((await rows()).map((row) => row.grade)).toEqual([8, 9]);
    });

    it('does not count a body it refuses', async () => {
      for (const body of ['{"grade":11}', '{}', 'grade=5'])
        expect((await send(limited, body)).status).toBe(400);
      expect((await send(limited, '{"grade":5}')).status).toBe(204);
      expect((await send(limited, '{"grade":6}')).status).toBe(204);
      await expectTooMany(await send(limited, '{"grade":7}'));
      expect(await rows()).toHaveLength(2);
    });

    it('behind a trusted proxy counts each client address of X-Forwarded-For on its own', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      expect((await send(behindProxy, '{"grade":1}', from('203.0.113.7'))).status).toBe(204);
      expect((await send(behindProxy, '{"grade":2}', from('203.0.113.7'))).status).toBe(204);
      await expectTooMany(await send(behindProxy, '{"grade":3}', from('203.0.113.7')));
      // The proxy appends the address it saw: an address the client wrote before it is no escape.
      await expectTooMany(await send(behindProxy, '{"grade":4}', from('198.51.100.1, 203.0.113.7')));
      expect((await send(behindProxy, '{"grade":5}', from('203.0.113.8'))).status).toBe(204);
      expect((await rows()).map((row) => row.grade)).toEqual([1, 2, 5]);
    });

    it('with TRUST_PROXY=true takes the first address of X-Forwarded-For as the client', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      expect((await send(trustingAll, '{"grade":1}', from('203.0.113.20, 10.0.0.1'))).status).toBe(204);
      expect((await send(trustingAll, '{"grade":2}', from('203.0.113.20, 10.0.0.2'))).status).toBe(204);
      await expectTooMany(await send(trustingAll, '{"grade":3}', from('203.0.113.20')));
      expect((await send(trustingAll, '{"grade":4}', from('203.0.113.21, 10.0.0.1'))).status).toBe(204);
      expect(await rows()).toHaveLength(3);
    });
  });
});
