/**
 * The load runs: autocannon with one connection per simulated user, each going through the
 * journey's steps in order (a per-connection request sequence, its context the visit), again and
 * again. Every request lands in the ledger with its answer; a request that got none (a timeout, a
 * connection that failed or closed under it) is marked when the connection moves on.
 */
import autocannon from 'autocannon';
import {
  firstVisitGoesOnAt,
  pacing,
  SESSION_STEPS,
  type AnswerHeaders,
  type Ledger,
  type Step,
  type Visit,
} from './journey.ts';

export interface AutocannonRun {
  origin: string;
  users: number;
  seconds: number;
  /** Requests per second per user (think time); 0: the next request as soon as the answer is in. */
  rate: number;
  steps: readonly Step[];
  ledger: Ledger;
  /** Seconds without an answer before a request counts as timed out. */
  timeoutSeconds: number;
}

export interface AutocannonTotals {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** autocannon's client, as far as the run looks at it. */
interface ClientInternals {
  reqsMade: number;
  destroyed: boolean;
  requestIterator: { context: Visit; currentRequestIndex: number };
  timeoutTicker: { reschedule(ms: number): void };
  _doRequest(...args: unknown[]): void;
  on(event: 'request' | 'timeout', listener: () => void): void;
  on(event: 'connError', listener: (error: NodeJS.ErrnoException) => void): void;
}

export async function runAutocannon(run: AutocannonRun): Promise<AutocannonTotals> {
  const url = new URL(run.origin);
  const paceOf = pacing(run.rate, run.users);
  let clients = 0;
  const requests: autocannon.Request[] = run.steps.map((step) => ({
    setupRequest: (request: autocannon.Request, context: object) => {
      const outgoing = run.ledger.send(step, context as Visit);
      if (!outgoing) return null as unknown as autocannon.Request;
      return {
        ...request,
        method: outgoing.method,
        path: outgoing.path,
        headers: { host: url.host, ...outgoing.headers },
        body: outgoing.body ?? '',
      };
    },
    onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) =>
      run.ledger.answer(step, context as Visit, status, body, (headers ?? {}) as AnswerHeaders),
  }));
  const instance = autocannon({
    url: run.origin,
    connections: run.users,
    duration: run.seconds,
    timeout: run.timeoutSeconds,
    requests,
    initialContext: {},
    setupClient: (client) => {
      const internals = client as unknown as ClientInternals;
      // Think time: autocannon's own rate limits go no lower than a request a second per
      // connection, so its request function is put off by the user's pause instead.
      const user = clients++;
      const pause = paceOf(user);
      const goOnAt = firstVisitGoesOnAt(user, run.steps.length);
      const doRequest = internals._doRequest.bind(internals);
      let made = 0;
      let lastSent = 0;
      const sendNow = (...args: unknown[]) => {
        // The first visit goes on at its own step after its login and role (journey.ts): the
        // sequence's position is moved so that its next request is that step.
        if (made === SESSION_STEPS && internals.requestIterator.currentRequestIndex === SESSION_STEPS - 1)
          internals.requestIterator.currentRequestIndex = goOnAt - 1;
        // The first request was built (and entered in the ledger) with the client, before its pause.
        const first = made === 0 ? internals.requestIterator.context.current : undefined;
        if (first) {
          first.sentAt = Date.now();
          first.sentClock = performance.now();
        }
        made++;
        lastSent = performance.now();
        doRequest(...args);
      };
      internals._doRequest = (...args: unknown[]) => {
        const wait = pause(made, lastSent);
        if (wait <= 0) return sendNow(...args);
        // The request's time limit runs from its sending, not through the pause.
        internals.timeoutTicker.reschedule(wait + run.timeoutSeconds * 1000);
        setTimeout(() => {
          if (!internals.destroyed) sendNow(...args);
        }, wait);
      };
      let lastError = 'connection closed';
      let lastMarked: Visit['current'];
      internals.on('connError', (error) => {
        lastError = error.code ?? error.message;
      });
      // 'request' is emitted before the next request is built: a current entry without an answer
      // then never got one (timed out, or its connection failed or closed).
      internals.on('request', () => {
        const entry = internals.requestIterator.context.current;
        lastMarked = undefined;
        if (internals.reqsMade > 0 && entry && entry.status === undefined && !entry.failure) {
          entry.failure = lastError;
          lastMarked = entry;
        }
        lastError = 'connection closed';
      });
      // A timeout reconnects (and so marks the entry) before it is told.
      internals.on('timeout', () => {
        if (lastMarked) lastMarked.failure = 'timeout';
      });
    },
  });
  const result = await instance;
  return {
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
