/**
 * The fault runs' users: the same journey as the load runs, each user on a keep-alive connection
 * of its own (node:http, as a browser keeps one), but under the bench's control: it can stop the
 * users at any moment, a request's failure is recorded with its error code (ECONNREFUSED,
 * ECONNRESET, a timeout), and a user whose connection is refused waits a little before trying
 * again instead of spinning. Given several origins (instances of the server behind one load
 * balancer), each user's requests take turns among those marked available (`setAvailable`, the
 * balancer's health check), and every entry records the origin it was sent to.
 */
import { Agent, request as httpRequest } from 'node:http';
import {
  firstVisitGoesOnAt,
  pacing,
  SESSION_STEPS,
  type AnswerHeaders,
  type Ledger,
  type OutgoingRequest,
  type Step,
  type Visit,
} from './journey.ts';

export interface DriverOptions {
  /** The server, or several instances of it that the users' requests take turns among. */
  origin: string | readonly string[];
  users: number;
  steps: readonly Step[];
  ledger: Ledger;
  /** Requests per second per user (think time, see `pacing`); 0: the next request as soon as the answer is in. */
  rate: number;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: string;
  headers: AnswerHeaders;
}

function send(origin: URL, agent: Agent, outgoing: OutgoingRequest, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: outgoing.method,
        path: outgoing.path,
        headers: {
          ...outgoing.headers,
          ...(outgoing.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(outgoing.body)) }
            : {}),
        },
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
        response.on('aborted', () => reject(Object.assign(new Error('answer cut'), { code: 'ECONNRESET' })));
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', reject);
    request.end(outgoing.body);
  });
}

export class Driver {
  private stopping = false;
  /** The origins requests go to, and whether each is in the rotation now. */
  private readonly rotation: Map<string, boolean>;
  private readonly loops: Promise<void>[] = [];
  private readonly agents: Agent[] = [];

  private readonly options: DriverOptions;

  constructor(options: DriverOptions) {
    this.options = options;
    const origins = typeof options.origin === 'string' ? [options.origin] : options.origin;
    this.rotation = new Map(origins.map((origin) => [new URL(origin).origin, true]));
  }

  /** Takes an origin out of the rotation (false) or back into it (true), as a load balancer's health check does. */
  setAvailable(origin: string, available: boolean): void {
    const key = new URL(origin).origin;
    if (!this.rotation.has(key)) throw new Error(`not an origin of this driver: ${origin}`);
    this.rotation.set(key, available);
  }

  /** The origin of a user's `made`-th request: the available ones in turn (all, if none is). */
  private originFor(made: number): URL {
    const all = [...this.rotation.keys()];
    const available = all.filter((origin) => this.rotation.get(origin));
    const from = available.length > 0 ? available : all;
    return new URL(from[made % from.length]!);
  }

  start(): void {
    const paceOf = pacing(this.options.rate, this.options.users);
    for (let user = 0; user < this.options.users; user++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      this.agents.push(agent);
      this.loops.push(this.user(agent, paceOf(user), firstVisitGoesOnAt(user, this.options.steps.length)));
    }
  }

  /** Users finish the request they are waiting for, send no more, and their connections close. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
    for (const agent of this.agents) agent.destroy();
  }

  private async user(
    agent: Agent,
    pause: (made: number, lastSent: number) => number,
    goOnAt: number,
  ): Promise<void> {
    const { steps, ledger, timeoutMs } = this.options;
    let made = 0;
    let lastSent = 0;
    let first = true;
    while (!this.stopping) {
      const visit: Visit = {};
      const skipUntil = first ? goOnAt : SESSION_STEPS;
      first = false;
      for (const [index, step] of steps.entries()) {
        if (index >= SESSION_STEPS && index < skipUntil) continue;
        const wait = pause(made, lastSent);
        if (wait > 0) await sleep(wait);
        if (this.stopping) return;
        const outgoing = ledger.send(step, visit);
        if (!outgoing) break;
        const origin = this.originFor(made);
        visit.current!.instance = origin.origin;
        made++;
        lastSent = performance.now();
        try {
          const answer = await send(origin, agent, outgoing, timeoutMs);
          ledger.answer(step, visit, answer.status, answer.body, answer.headers);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          if (visit.current) visit.current.failure = code;
          // A server that is down refuses at once: try again shortly, not in a tight loop; and the
          // visit starts again (a login that got no answer gave no session).
          await sleep(code === 'ECONNREFUSED' ? 250 : 50);
          break;
        }
      }
    }
  }
}
