/**
 * The client side of bench/eventLoop.ts, in worker threads of its own so that building 10 MB
 * bodies and reading answers never runs on the server's event loop, which is what is measured.
 * For `durationMs`: `uploaders` clients each sending a ~10 MB PDF (different content each time)
 * as a general document, `pdfReaders` clients each downloading a document rendered as a PDF, and,
 * when `probes` is set, one client asking `GET /api/health` (one query: `select 1`) every
 * `healthEveryMs` and one asking `GET /api/config` (no query) as often; posts back both latencies
 * and the counts. The two tell a busy event loop (both slow) from waiting for the database (only
 * health slow). The bench runs the probes in a thread of their own, beside the one that loads:
 * what they time is the server's answer, not the wait for a thread busy copying 10 MB bodies.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadInput {
  origin: string;
  /** Cookie and XSRF headers of a logged-in session with its role chosen. */
  session: Record<string, string>;
  customerHetu: string;
  documentId: string;
  /** A small real PDF: the uploads are it plus padding. */
  pdfHead: Uint8Array;
  uploadBytes: number;
  uploaders: number;
  pdfReaders: number;
  /** Whether this thread asks health and config (the probes). */
  probes: boolean;
  healthEveryMs: number;
  durationMs: number;
}

export interface LoadOutput {
  healthMs: number[];
  /** `GET /api/config`: answered without the database. */
  configMs: number[];
  uploads: number;
  pdfs: number;
  failures: string[];
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const output: LoadOutput = { healthMs: [], configMs: [], uploads: 0, pdfs: 0, failures: [] };
  const started = performance.now();
  const running = () => performance.now() - started < input.durationMs;
  const padding = Buffer.alloc(input.uploadBytes - input.pdfHead.length - 64, 'x');

  const upload = async () => {
    while (running()) {
      const pdf = Buffer.concat([
        input.pdfHead,
        Buffer.from('\n%'),
        padding,
        Buffer.from(`\n%${randomUUID()}\n`),
      ]);
      const form = new FormData();
      form.append(
        'attachment',
        JSON.stringify({
          filename: 'iso-liite.pdf',
          topicId: ['vuokravakuus'],
          customerHetu: input.customerHetu,
          isPrimaryDoc: true,
        }),
      );
      form.append('data', new Blob([pdf], { type: 'application/pdf' }), 'iso-liite.pdf');
      const response = await fetch(`${input.origin}/api/api/v1/ekulta/attachment`, {
        method: 'POST',
        headers: { ...input.session, 'x-batch-id': randomUUID() },
        body: form,
      });
      const text = await response.text();
      if (response.ok) output.uploads++;
      else output.failures.push(`upload ${response.status} ${text.slice(0, 200)}`);
    }
  };
  const readPdf = async () => {
    while (running()) {
      const response = await fetch(`${input.origin}/api/api/v1/document/download/${input.documentId}`, {
        headers: input.session,
      });
      await response.arrayBuffer();
      if (response.ok) output.pdfs++;
      else output.failures.push(`pdf ${response.status}`);
    }
  };
  const probe = async (path: string, latencies: number[]) => {
    while (running()) {
      const sent = performance.now();
      const response = await fetch(input.origin + path);
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (!response.ok) output.failures.push(`${path} ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, input.healthEveryMs));
    }
  };
  await Promise.all([
    ...Array.from({ length: input.uploaders }, upload),
    ...Array.from({ length: input.pdfReaders }, readPdf),
    ...(input.probes ? [probe('/api/health', output.healthMs), probe('/api/config', output.configMs)] : []),
  ]);
  return output;
}

if (parentPort) {
  const port = parentPort;
  run(workerData as LoadInput).then(
    (output) => port.postMessage(output),
    (error: unknown) =>
      port.postMessage({ healthMs: [], configMs: [], uploads: 0, pdfs: 0, failures: [String(error)] }),
  );
}
