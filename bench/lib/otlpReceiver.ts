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
export function spansOf(body: OtlpJson): Span[] {
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

export interface OtlpReceiver {
  /** `http://127.0.0.1:<port>`: OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  /** Each export's path and content type, as `"/v1/traces application/json"`. */
  contentTypes: Set<string>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(onSpans: (spans: Span[]) => void): Promise<OtlpReceiver> {
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.add(`${request.url} ${String(request.headers['content-type'])}`);
      if (request.url === '/v1/traces')
        onSpans(spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson));
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
