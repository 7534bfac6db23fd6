/**
 * Prometheus metrics (issue 45) on a port of their own: requests by route template, method and
 * status (errors too), the runtime's event-loop delay and heap, the database's connections, the
 * worker pool, the notice outbox's depth and age and the notices sent — after real requests and a
 * real notice through a real SMTP server. Never on the public port. `.ci/run` scrapes a running
 * `node server/main.ts` once more and checks the exposition with Prometheus's `promtool`.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { DOCUMENT_NOTICE } from '../../server/jobs/queues.ts';
import { serveMetrics } from '../../server/metrics.ts';
import { noticeOfDocument } from '../../server/notices/index.ts';
import { startMailCatcher, type MailCatcher } from '../../server/notices/mailCatcher.ts';
import { startNotices, type RunningNotices } from '../../server/notices/start.ts';
import {
  openSeededDatabase,
  startApp,
  type RunningApp,
  type TestDatabase,
  embeddedNoticeSettings,
} from '../../server/test-helpers.ts';

const AINO = '900000001';

describe('the metrics port', () => {
  let test: TestDatabase;
  let running: RunningApp;
  let jobs: JobQueue;
  let catcher: MailCatcher;
  let notices: RunningNotices;
  let metricsServer: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    test = await openSeededDatabase('pglite');
    jobs = await openJobQueue(test.db, { supervise: false, onError: () => undefined });
    running = await startApp(test.db, { portalDir: null }, jobs, { metrics: true });
    const metrics = running.app.serverMetrics!;
    metricsServer = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as { port: number }).port}/metrics`;
    catcher = await startMailCatcher();
    notices = await startNotices(
      test.db,
      jobs,
      embeddedNoticeSettings(running.baseUrl, 'Kela <noreply@kela.example>'),
      catcher,
      running.app.log,
      { pollingIntervalSeconds: 0.5 },
      metrics.notice,
    );
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => metricsServer?.close(resolve));
    await running?.app.close();
    await jobs?.stop(1_000);
    await notices?.close();
    await test?.dispose();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  /** The value of the sample with exactly this name and these labels (in the order exposed). */
  const sample = (text: string, series: string): number | null => {
    const line = text.split('\n').find((each) => each.startsWith(`${series} `));
    return line === undefined ? null : Number(line.slice(series.length + 1));
  };

  it('counts requests by route template and status, and is not served on the public port', async () => {
    for (const language of ['fi', 'sv', 'fi'])
      await fetch(`${running.baseUrl}/api/text-register/${language}`);
    expect((await fetch(`${running.baseUrl}/api/api/v1/application-statuses`)).status).toBe(401);
    expect((await fetch(`${running.baseUrl}/metrics`)).status).toBe(404);
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/text-register/:language",status_code="200"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/api/v1/application-statuses",status_code="401"}',
      ),
    ).toBe(1);
    // Never a concrete path: the language is the template's.
    expect(text).not.toContain('route="/api/text-register/fi"');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'database_connections{database="pglite",state="total"}')).toBe(1);
    expect(sample(text, 'worker_pool_queued_tasks')).toBe(0);
  });

  it('shows the outbox waiting while nobody sends, and the notices sent once they are', async () => {
    await test.db.query(
      'update users set paperless_email = true, paperless_permission = true where henro = $1',
      [AINO],
    );
    const { rows } = await test.db.query<{ id: string }>(
      `select id::text as id from documents where henro = $1 and direction = 'SENT' order by created limit 2`,
      [AINO],
    );
    expect(rows).toHaveLength(2);
    await jobs.boss.offWork(DOCUMENT_NOTICE, { wait: true });
    for (const { id } of rows)
      await test.db.transaction((tx) => noticeOfDocument(jobs, tx, { documentId: id, henro: AINO }));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const waiting = await scrape();
    expect(sample(waiting, `outbox_waiting_jobs{queue="${DOCUMENT_NOTICE}"}`)).toBe(2);
    expect(
      sample(waiting, `outbox_oldest_job_age_seconds{queue="${DOCUMENT_NOTICE}"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(waiting, 'notices_total{channel="email",outcome="sent"}')).toBe(null);

    // A worker again (as startNotices made it): both go out.
    await notices.resume();
    await catcher.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sent = await scrape();
    expect(sample(sent, 'notices_total{channel="email",outcome="sent"}')).toBe(2);
    expect(sample(sent, `outbox_waiting_jobs{queue="${DOCUMENT_NOTICE}"}`)).toBe(0);
    expect(sample(sent, `outbox_oldest_job_age_seconds{queue="${DOCUMENT_NOTICE}"}`)).toBe(0);
  });

  // The client writes a mean of no samples as `Nan`, which Prometheus reads (promtool agrees, .ci/run).
  it('writes every family with its help and type, and only samples Prometheus can read', async () => {
    const text = await scrape();
    const families = new Set<string>();
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
      if (comment) {
        if (comment[1] === 'TYPE') families.add(comment[2]!);
        continue;
      }
      expect(line).toMatch(
        /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-zA-Z_][a-zA-Z0-9_]*="[^"]*"(,[a-zA-Z_][a-zA-Z0-9_]*="[^"]*")*\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/,
      );
      const name = line.split(/[{ ]/)[0]!;
      expect(
        [...families].some(
          (family) => name === family || /^(.*)_(bucket|sum|count)$/.exec(name)?.[1] === family,
        ),
        name,
      ).toBe(true);
    }
    for (const family of ['http_request_duration_seconds', 'notices_total', 'outbox_waiting_jobs'])
      expect(families).toContain(family);
  });
});
