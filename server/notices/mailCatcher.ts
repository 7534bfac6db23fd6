/**
 * A real SMTP server in the process (smtp-server, nodemailer's maintainers'): with `npm start` and
 * no `SMTP_URL`, notices go here, so that the whole loop — staff decide, the landlord is notified,
 * she logs in and reads — can be tried on one machine; the tests receive notices the same way. It
 * keeps the latest messages in memory, as received (the raw message and its envelope).
 */
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** When it arrived. */
  received: Date;
  /** The envelope's sender and recipients. */
  from: string | null;
  to: string[];
  /** The message as it came over the wire (headers and body, RFC 5322). */
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for nodemailer. */
  readonly url: string;
  /** The messages received, oldest first (at most `keep`). */
  readonly messages: readonly CaughtMail[];
  /**
   * What the server answers a message now: null accepts it; a number refuses it with that SMTP
   * code (a 4xx is temporary: the sender retries later).
   */
  refuseWith: number | null;
  /** Resolves once `count` messages in all have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<readonly CaughtMail[]>;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** The port to listen on (default any free one). */
  port?: number;
  /** How many messages to keep (default 200). */
  keep?: number;
}

export async function startMailCatcher({
  port = 0,
  keep = 200,
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let total = 0;
  const waiting = new Set<() => void>();
  const catcher = {
    url: '',
    messages,
    refuseWith: null as number | null,
  };
  const server = new SMTPServer({
    // Local and plain: no TLS, no login (the catcher listens on 127.0.0.1 only).
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'vuokravakuus mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (catcher.refuseWith !== null) {
          const error = Object.assign(new Error('refused for now'), { responseCode: catcher.refuseWith });
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom;
        messages.push({
          received: new Date(),
          from: from ? from.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        total += 1;
        if (messages.length > keep) messages.splice(0, messages.length - keep);
        for (const wake of [...waiting]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that goes away mid-message is no reason to stop.
  server.on('error', () => undefined);
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('mail catcher: no port');
  catcher.url = `smtp://127.0.0.1:${address.port}`;
  return Object.assign(catcher, {
    waitFor(count: number, timeoutMs = 10_000) {
      return new Promise<readonly CaughtMail[]>((resolve, reject) => {
        const check = () => {
          if (total < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`mail catcher: ${total} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
