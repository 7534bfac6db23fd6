/**
 * OpenTelemetry traces (issue 45), loaded before the server: `node --import ./server/telemetry.ts
 * server/main.ts`. Nothing happens unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the SDK is not even
 * loaded), so `npm start` pays nothing. With it, spans go by OTLP over HTTP (JSON) to that endpoint,
 * named by `OTEL_SERVICE_NAME` (default `vuokravakuus-portal`); the SDK's other `OTEL_*` settings
 * apply (sampling, batch delay).
 *
 * What is traced: each request and its handler (`@fastify/otel`), each database statement, PGlite's
 * and PostgreSQL's (by hand in db/index.ts: `instrumentation-pg` cost a tenth of the throughput),
 * outgoing HTTP (`instrumentation-undici`: the OIDC provider), the worker pool's tasks (by hand in
 * work/pool.ts) and the job queue's sends and jobs (pg-boss's own spans, carried from the request
 * that enqueued to the job that runs). `instrumentation-pino` writes the trace and span ids into
 * every log line written inside a span.
 */
import { isMainThread } from 'node:worker_threads';
import { beforeProcessExit } from './shutdownTasks.ts';

// The threads (PGlite's, the worker pool's) inherit --import: only the main thread traces.
if (isMainThread && process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) {
  const [{ NodeSDK }, { OTLPTraceExporter }, { FastifyOtelInstrumentation }, undiciModule, pinoModule] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-pino'),
    ]);
  // Traces only: the metrics are Prometheus's (metrics.ts), the logs pino's on stdout.
  process.env['OTEL_METRICS_EXPORTER'] ??= 'none';
  process.env['OTEL_LOGS_EXPORTER'] ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env['OTEL_SERVICE_NAME'] ?? 'vuokravakuus-portal',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // The request and its handler; not a span per hook (cookies, headers, the session's check…),
      // which cost a third of the throughput in bench/api.ts and say little.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new undiciModule.UndiciInstrumentation(),
      // The trace and span ids in each log line; the lines are not also sent as OTel log records
      // (each line parsed again for a logs exporter that is off).
      new pinoModule.PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  // The spans still buffered go out before the process ends: main.ts waits for this after its
  // shutdown; a process that ends by itself flushes on beforeExit.
  beforeProcessExit(() => sdk.shutdown());
  process.once('beforeExit', () => void sdk.shutdown().catch(() => undefined));
}
