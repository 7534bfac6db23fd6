/**
 * An OTLP/HTTP trace receiver on 127.0.0.1 (OTLP/JSON, as `@opentelemetry/exporter-trace-otlp-http`
 * sends it): the traces test reads the spans it gets, the tracing bench counts them. It answers
 * every export 200 at once, as a collector that keeps up does.
 */
import { createServer } from 'node:http';

export interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpJson {
  resourceSpans?: {
    scopeSpans?: {
      spans?: (Omit<Span, 'attributes'> & {
        attributes?: { key: string; value: Record<string, unknown> }[];
      })[];
    }[];
  }[];
}

/** The spans of an OTLP/JSON export request, each attribute as its plain value. */
export function spansOf(exported: Buffer): Span[] {
  const body = JSON.parse(exported.toString('utf8')) as OtlpJson;
  return (body.resourceSpans ?? []).flatMap((resource) =>
    (resource.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        ...span,
        attributes: Object.fromEntries(
          (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
        ),
      })),
    ),
  );
}

const SPAN_MARK = Buffer.from('"startTimeUnixNano"');

/**
 * How many spans an OTLP/JSON export request holds, without parsing it: each span, and nothing
 * else in an export, has a `startTimeUnixNano`. The tracing bench counts this way: its receiver
 * shares the machine with the servers it measures, and parsing every export (as `spansOf` does)
 * cost the traced side's requests about 0.03 ms of the machine each, a cost a collector elsewhere
 * does not put on a deployment. The traces test checks it against `spansOf` on real exports.
 */
export function countSpans(body: Buffer): number {
  let count = 0;
  for (let at = body.indexOf(SPAN_MARK); at !== -1; at = body.indexOf(SPAN_MARK, at + SPAN_MARK.length))
    count++;
  return count;
}

export interface OtlpReceiver {
  /** `http://127.0.0.1:<port>`: OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  /** Each export's path and content type, as `"/v1/traces application/json"`. */
  contentTypes: Set<string>;
  close(): Promise<void>;
}

/** `onExport` gets the body of each trace export (`/v1/traces`): read it with `spansOf` or `countSpans`. */
export async function startOtlpReceiver(onExport: (body: Buffer) => void): Promise<OtlpReceiver> {
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.add(`${request.url} ${String(request.headers['content-type'])}`);
      if (request.url === '/v1/traces') onExport(Buffer.concat(chunks));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
