/**
 * OpenTelemetry traces (issue 45): the server as a deployment runs it traced, `node --import
 * ./server/telemetry.ts server/main.ts` with `OTEL_EXPORTER_OTLP_ENDPOINT`, sends its spans by
 * OTLP/HTTP to a receiver in this test. One request's tree: the request (`@fastify/otel`), its
 * handler, the SQL under it (spans of our own, server/db/index.ts: PGlite's statements, or with
 * DATABASE_URL PostgreSQL's, in a throw-away database on that server) and the PDF rendered in the
 * worker pool; the log lines written in it carry its trace id.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killAllServers, startServer, type ServerProcess } from '../../bench/load/server.ts';
import { throwawayDatabase, type ThrowawayDatabase } from '../../bench/load/postgres.ts';
import {
  countSpans,
  spansOf,
  startOtlpReceiver,
  type OtlpReceiver,
  type Span,
} from '../../bench/lib/otlpReceiver.ts';
import { SEED_USERS } from '../../server/db/seed.ts';
import { Client } from '../../server/test-helpers.ts';
import landlordExample from '../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };

const POSTGRES_URL = process.env['DATABASE_URL'];
const KIND = POSTGRES_URL ? 'postgres' : 'pglite';

describe(`a traced server on ${KIND} (OTEL_EXPORTER_OTLP_ENDPOINT)`, () => {
  const received: Span[] = [];
  /** Each export's spans as the tracing bench counts them, and as parsed. */
  const counted: [number, number][] = [];
  let receiver: OtlpReceiver;
  let database: ThrowawayDatabase | null = null;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver((body) => {
      const spans = spansOf(body);
      received.push(...spans);
      counted.push([countSpans(body), spans.length]);
    });
    dataDir = mkdtempSync(join(tmpdir(), 'traces-'));
    database = POSTGRES_URL ? await throwawayDatabase(POSTGRES_URL) : null;
    server = await startServer({
      dataDir,
      databaseUrl: database?.url,
      portalDir: join(dataDir, 'no-portal'),
      port: await freePort(),
      logFile: join(dataDir, 'server.log'),
      env: {
        INTRA_PORT: 'off',
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--import ./server/telemetry.ts',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
  }, 120_000);

  afterAll(async () => {
    killAllServers();
    await receiver?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends one request’s tree: request → handler → its SQL and the PDF rendered in the worker pool', async () => {
    const customer = SEED_USERS.find((user) => user.henro === '900000001')!;
    const client = new Client(server.origin);
    expect((await client.login(customer.henro)).status).toBe(200);
    const pdf = await client.request('/api/api/v1/application/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
      body: JSON.stringify(landlordExample),
    });
    expect(pdf.status).toBe(200);

    const started = Date.now();
    let work: Span | undefined;
    while (!(work = received.find((span) => span.name.startsWith('work ')))) {
      if (Date.now() - started > 20_000)
        throw new Error(`no worker span among ${received.map((span) => span.name).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The rest of the trace may come in the next batch.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Traces only (no metrics or logs exporters), as OTLP/JSON.
    expect([...receiver.contentTypes]).toEqual(['/v1/traces application/json']);
    // The tracing bench's count of each export (bench/tracing.ts) is the parsed one, the worker's
    // span with its event ('thread taken') among them.
    expect(counted.map(([bench]) => bench)).toEqual(counted.map(([, parsed]) => parsed));
    const trace = received.filter((span) => span.traceId === work.traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const ancestors = (span: Span): Span[] => {
      const chain: Span[] = [];
      for (
        let at = span.parentSpanId && byId.get(span.parentSpanId);
        at;
        at = at.parentSpanId && byId.get(at.parentSpanId)
      )
        chain.push(at);
      return chain;
    };
    const roots = trace.filter((span) => !span.parentSpanId || !byId.has(span.parentSpanId));
    expect(roots.map((span) => span.name)).toHaveLength(1);
    const [request] = roots;
    expect(request!.attributes['http.route'] ?? request!.attributes['url.path']).toBe(
      '/api/api/v1/application/pdf',
    );
    const handler = trace.find((span) => span.name.startsWith('handler'));
    expect(handler, trace.map((span) => span.name).join(', ')).toBeDefined();
    expect(ancestors(handler!)).toContain(request);
    // The session's read (before the handler) and the PDF's render (in it).
    const sql = trace.filter((span) => span.name.startsWith(`${KIND} `));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every((span) => ancestors(span).includes(request!))).toBe(true);
    expect(sql.some((span) => String(span.attributes['db.query.text']).includes('from sessions'))).toBe(true);
    expect(work.attributes['work.task']).toBeTruthy();
    expect(ancestors(work)).toContain(handler);

    // The log lines of the request carry its trace id.
    const lines = readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter(
      (line) => line['msg'] === 'request completed' && line['trace_id'] === work.traceId,
    );
    expect(completed).toHaveLength(1);
  });
});
