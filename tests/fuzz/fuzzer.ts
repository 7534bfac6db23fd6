/**
 * The fuzz harness: sends the requests of requests.ts to a running server over real HTTP, as the
 * caller each case names (logged in with a role chosen, with the XSRF header), and checks the
 * invariants of invariants.ts on every answer, counting statuses per operation. Used by
 * tests/api/fuzz.test.ts (inside `npm test`) and by cli.ts (`npm run fuzz`).
 *
 * The callers are two seed users (server/db/seed.ts): Aino (900000001) as herself, with many
 * documents, and Sari (900000005) acting for 2345671-3, which has payment commitments, payments,
 * and an open attachment request. Their sessions are logged in once and again only when a case
 * ended or replaced one (a logout, a login, a dead session's cleared cookie); after a successful
 * state-changing call the role is chosen again (the case may have been a role change).
 */
import http from 'node:http';
import fc from 'fast-check';
import type { OperationSpec } from '../../api/contract.ts';
import type { Database } from '../../server/db/index.ts';
import { DEFAULT_BODY_LIMIT, DEFAULT_UPLOAD_MAX_BYTES } from '../../server/config.ts';
import { TOPICS } from '../../server/files/topics.ts';
import { ftypImage, tinyJpeg, tinyPdf, tinyPng, tinyTiff } from '../../server/files/testFiles.ts';
import type { AttachmentExtension } from '../../validators/fileTypes.ts';
import { sendRequest, type Answer } from './http.ts';
import { answerProblems, countChanges, responseProblems, RowCounter } from './invariants.ts';
import type { Hints } from './schemaValues.ts';
import {
  CASE_KINDS,
  describeRequest,
  requestArbitrary,
  type CaseKind,
  type Caller,
  type FuzzContext,
  type FuzzRequest,
} from './requests.ts';

/** Who the logged-in callers are. */
export const ROLES: Readonly<
  Record<Exclude<Caller, 'anonymous'>, { henro: string; businessId: string | null }>
> = {
  person: { henro: '900000001', businessId: null },
  organisation: { henro: '900000005', businessId: '2345671-3' },
  /** Laura Nieminen, agency staff (seed.ts SEED_STAFF). */
  staff: { henro: '900000101', businessId: null },
};

export interface FuzzerOptions {
  baseUrl: string;
  db: Database;
  /** The server's BODY_LIMIT_BYTES (default: the default). */
  bodyLimit?: number;
  /** How long a request may take before it counts as unanswered. */
  timeoutMs?: number;
}

export interface OperationReport {
  operation: string;
  runs: number;
  byStatus: Map<number, number>;
  byKind: Record<CaseKind, number>;
  /** Answers 500 and above. */
  serverErrors: number;
  /** Cases that broke any invariant (5xx included). */
  broken: number;
  /** The first few broken cases: the request and what was wrong. */
  examples: string[];
}

interface Session {
  id: string;
  xsrf: string;
  /** The role must be chosen again before the next case (a case may have changed it). */
  chooseRole: boolean;
}

const MAX_EXAMPLES = 5;

function setCookies(answer: Answer): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of answer.headers['set-cookie'] ?? []) {
    const pair = header.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
  return cookies;
}

async function testFiles(): Promise<Record<AttachmentExtension, Buffer>> {
  const pdf = await tinyPdf();
  const [png, jpeg, tiff, heic, heif] = [
    tinyPng(),
    tinyJpeg(),
    tinyTiff(),
    ftypImage('heic'),
    ftypImage('mif1'),
  ];
  return { pdf, png, jpeg, jpg: jpeg, tiff, tif: tiff, heic, heif };
}

/**
 * Real values by name for a caller (schemaValues.ts, Hints), from the database and the topic tree:
 * the caller's own ids first, then anyone's (so that valid requests reach both the success paths
 * and the 404s of another's id). Anonymous gets anyone's.
 */
async function loadHints(
  db: Database,
  owner: { henro: string; businessId: string | null } | null,
): Promise<Hints> {
  const own = 'henro = $1 and business_id is not distinct from $2';
  const rows = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ v: unknown }>(sql, params)).rows.map((row) => row.v);
  // The caller's own values (the condition in place of the OWN marker) three times over, then
  // anyone's: a valid request often names what is the caller's, and sometimes what is not.
  const both = async (sql: string, condition: string) => {
    const owns =
      owner === null ? [] : await rows(sql.replace('/*OWN*/', condition), [owner.henro, owner.businessId]);
    return [...owns, ...owns, ...owns, ...(await rows(sql.replace('/*OWN*/', '')))];
  };
  const openApplications = await both(
    `select distinct a.id::text as v from applications a
       join attachment_requests r on r.application_id = a.id where not r.delivered /*OWN*/ limit 12`,
    'and a.henro = $1 and a.business_id is not distinct from $2',
  );
  const ownOnly = (table: string, column: string, order = 'created desc') =>
    both(`select ${column} as v from ${table} where true /*OWN*/ order by ${order} limit 12`, `and ${own}`);
  const applications = await ownOnly('applications', 'id::text');
  const documents = await ownOnly('documents', 'id::text');
  const files = await ownOnly('files', 'id::text');
  const savedStates = await ownOnly('saved_states', 'id::text');
  const versions = await ownOnly('saved_states', 'version');
  const commitments = await ownOnly('payment_commitments', 'id', 'id');
  const customers = [
    ...(await ownOnly('payment_commitments', 'rentee_hetu', 'id')),
    ...(await both(
      `select r->>'birthdayHenro' as v from applications a,
         jsonb_array_elements(case when jsonb_typeof(a.body->'renteeInfo') = 'array'
                                   then a.body->'renteeInfo' else '[]'::jsonb end) r
        where r->>'birthdayHenro' is not null /*OWN*/ limit 12`,
      'and a.henro = $1 and a.business_id is not distinct from $2',
    )),
  ];
  const batches = await ownOnly('files', 'batch_id::text');
  const primaryBatches = await both(
    `select f.batch_id::text as v from files f join general_uploads g on g.file_id = f.id
      where g.is_primary /*OWN*/ limit 12`,
    'and f.henro = $1 and f.business_id is not distinct from $2',
  );
  const codes = await both(
    `select i.attachment_code as v from attachment_request_items i
       join attachment_requests r on r.id = i.request_id join applications a on a.id = r.application_id
      where not r.delivered /*OWN*/ limit 12`,
    'and a.henro = $1 and a.business_id is not distinct from $2',
  );
  const topicIds = TOPICS.flatMap((topic) => [
    [topic.id],
    ...(topic.child ?? []).map((child) => [topic.id, child.id]),
  ]);
  return new Map<string, unknown[]>([
    ['id', [...applications, ...documents, ...files, ...savedStates, ...commitments]],
    ['applicationId', [...openApplications, ...applications]],
    ['savedStateId', savedStates],
    ['version', versions],
    ['paymentCommitmentId', commitments],
    ['hetu', customers],
    ['customerHetu', customers],
    ['customerHenro', customers],
    ['x-batch-id', batches],
    ['x-primary-batch-id', primaryBatches],
    ['business_id', [...(await rows('select business_id as v from organisations')), null]],
    ['henro', await rows('select henro as v from users')],
    ['code', codes],
    ['topicId', topicIds],
    ['topic', TOPICS.flatMap((topic) => [topic.id, ...(topic.child ?? []).map((child) => child.id)])],
    ['postalCode', ['00100', '33100', '65100', '99999', '00000']],
    // The staff area's (issue 14): customers, and ids of theirs and of others.
    [
      'hetuOrBusinessId',
      [
        ...(await rows(
          `select u.hetu as v from users u where u.hetu is not null and not u.is_intra limit 12`,
        )),
        ...(await rows('select business_id as v from organisations')),
      ],
    ],
    ['attachmentId', files],
    ['realizationId', await rows('select id::text as v from realization_requests limit 12')],
    ['deliveryId', await rows(`select id::text as v from ekevi_files order by status limit 12`)],
  ]);
}

/** The hints of every caller. Staff own nothing: theirs are anonymous's (anyone's values), read once. */
async function loadAllHints(db: Database): Promise<Record<Caller, Hints>> {
  const anyones = await loadHints(db, null);
  return {
    anonymous: anyones,
    person: await loadHints(db, ROLES.person),
    organisation: await loadHints(db, ROLES.organisation),
    staff: anyones,
  };
}

export class Fuzzer {
  private readonly origin: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly sessions = new Map<Exclude<Caller, 'anonymous'>, Session>();
  private readonly reports = new Map<string, OperationReport>();
  /** The row counts after the last case; null when something else (a login) may have changed them. */
  private counts: ReadonlyMap<string, number> | null = null;
  private readonly options: Required<FuzzerOptions>;
  private readonly counter: RowCounter;
  private context: FuzzContext;

  private constructor(options: Required<FuzzerOptions>, counter: RowCounter, context: FuzzContext) {
    this.options = options;
    this.counter = counter;
    this.context = context;
    this.origin = new URL(options.baseUrl);
  }

  static async create(options: FuzzerOptions): Promise<Fuzzer> {
    const full: Required<FuzzerOptions> = { bodyLimit: DEFAULT_BODY_LIMIT, timeoutMs: 30_000, ...options };
    const config = (await (await fetch(`${options.baseUrl}/api/config`)).json()) as {
      uploadMaxBytes?: number;
    };
    const context: FuzzContext = {
      hints: await loadAllHints(options.db),
      files: await testFiles(),
      bodyLimit: full.bodyLimit,
      uploadMaxBytes: config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
    };
    return new Fuzzer(full, await RowCounter.of(options.db), context);
  }

  /** Reads the real values again (the ids that earlier cases created, e.g. drafts and uploads). */
  async refreshHints(): Promise<void> {
    this.context = { ...this.context, hints: await loadAllHints(this.options.db) };
  }

  /**
   * The property of one operation: every case keeps the invariants. With `stopAtFirst` a broken
   * case throws (fast-check shrinks it and reports it with its seed); without, it is counted and
   * the run goes on.
   */
  property(spec: OperationSpec, { stopAtFirst }: { stopAtFirst: boolean }): fc.IAsyncProperty<[FuzzRequest]> {
    return fc.asyncProperty(requestArbitrary(spec, this.context), async (request) => {
      const problems = await this.runCase(spec, request);
      if (problems.length > 0 && stopAtFirst) throw new Error(problems.join('\n'));
    });
  }

  report(operation: string): OperationReport {
    let report = this.reports.get(operation);
    if (!report) {
      report = {
        operation,
        runs: 0,
        byStatus: new Map(),
        byKind: Object.fromEntries(CASE_KINDS.map((kind) => [kind, 0])) as Record<CaseKind, number>,
        serverErrors: 0,
        broken: 0,
        examples: [],
      };
      this.reports.set(operation, report);
    }
    return report;
  }

  /** Sends one case and checks it; returns what was wrong (empty: nothing). */
  async runCase(spec: OperationSpec, request: FuzzRequest): Promise<string[]> {
    const headers = await this.callerHeaders(request);
    this.counts ??= await this.counter.counts();
    const before = this.counts;
    const problems: string[] = [];
    let answer: Answer | null = null;
    try {
      answer = await sendRequest(
        this.origin,
        this.agent,
        { ...request, headers: [...request.headers, ...headers] },
        this.options.timeoutMs,
      );
    } catch (error) {
      problems.push(String((error as Error).message));
    }
    const after = await this.counter.counts();
    this.counts = after;
    if (answer) {
      problems.push(...answerProblems(answer), ...responseProblems(spec, answer));
      const changed = countChanges(before, after);
      // A staff action's audit row records the attempt, refused or not (server/intra/guard.ts), and
      // so does a quota's counter: an upload counts before its body is read (server/quotas.ts).
      const stored = changed.filter(
        (change) => !change.startsWith('intra_audit ') && !change.startsWith('rate_limits '),
      );
      if (answer.status >= 400 && stored.length > 0)
        problems.push(`refused with ${answer.status} but stored: ${stored.join(', ')}`);
      this.keepSessions(request, answer);
    } else this.sessions.clear();
    this.record(request, answer, problems);
    return problems;
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }

  private record(request: FuzzRequest, answer: Answer | null, problems: string[]): void {
    const report = this.report(request.operation);
    report.runs++;
    report.byKind[request.kind]++;
    const status = answer?.status ?? 0;
    report.byStatus.set(status, (report.byStatus.get(status) ?? 0) + 1);
    if (status >= 500) report.serverErrors++;
    if (problems.length > 0) {
      report.broken++;
      if (report.examples.length < MAX_EXAMPLES)
        report.examples.push(`${describeRequest(request)}\n    → ${problems.join('\n    → ')}`);
    }
  }

  /** Cookie and XSRF headers of the case's caller (logged in and role chosen first when needed). */
  private async callerHeaders(request: FuzzRequest): Promise<[string, string][]> {
    const session = request.caller === 'anonymous' ? null : await this.session(request.caller);
    const headers: [string, string][] = [];
    if (request.rawCookie !== undefined) headers.push(['cookie', request.rawCookie]);
    else if (request.sessionCookie !== undefined)
      headers.push(['cookie', `SESSION=${request.sessionCookie}; XSRF-TOKEN=${session?.xsrf ?? 'x'}`]);
    else if (session)
      headers.push(['cookie', `SESSION=${session.id}; XSRF-TOKEN=${encodeURIComponent(session.xsrf)}`]);
    const ownToken = request.headers.some(([name]) => name === 'x-xsrf-token');
    if (!ownToken && request.xsrf === 'session' && session) headers.push(['x-xsrf-token', session.xsrf]);
    if (!ownToken && request.xsrf === 'wrong')
      headers.push(['x-xsrf-token', session ? `${session.xsrf.slice(0, -4)}AAAA` : 'not-a-session-token']);
    return headers;
  }

  /** After the answer: which of the callers' sessions the case ended, replaced or changed. */
  private keepSessions(request: FuzzRequest, answer: Answer): void {
    if (
      request.caller === 'anonymous' ||
      request.sessionCookie !== undefined ||
      request.rawCookie !== undefined
    )
      return;
    const session = this.sessions.get(request.caller);
    if (!session) return;
    if (setCookies(answer).has('SESSION')) this.sessions.delete(request.caller);
    else if (answer.status < 300 && request.method !== 'GET') session.chooseRole = true;
  }

  private async session(caller: Exclude<Caller, 'anonymous'>): Promise<Session> {
    let session = this.sessions.get(caller);
    if (!session) {
      const login = await this.call('POST', '/api/auth/login', {
        'content-type': 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ henro: ROLES[caller].henro }).toString(),
      });
      const cookies = setCookies(login);
      const id = cookies.get('SESSION');
      const xsrf = cookies.get('XSRF-TOKEN');
      if (login.status !== 200 || !id || !xsrf) throw new Error(`login as ${caller} failed: ${login.status}`);
      session = { id, xsrf, chooseRole: true };
      this.sessions.set(caller, session);
      // The login added a session (and may have removed ended ones): count again.
      this.counts = null;
    }
    if (session.chooseRole) {
      const chosen = await this.call('POST', '/api/user/update-on-behalf-information', {
        'content-type': 'application/json',
        cookie: `SESSION=${session.id}`,
        'x-xsrf-token': session.xsrf,
        body: JSON.stringify({ company: null, business_id: ROLES[caller].businessId }),
      });
      if (chosen.status !== 204) throw new Error(`choosing the role of ${caller} failed: ${chosen.status}`);
      session.chooseRole = false;
    }
    return session;
  }

  private call(
    method: string,
    target: string,
    { body, ...headers }: Record<string, string>,
  ): Promise<Answer> {
    return sendRequest(
      this.origin,
      this.agent,
      {
        method,
        target,
        headers: Object.entries(headers),
        ...(body === undefined ? {} : { body: Buffer.from(body) }),
      },
      this.options.timeoutMs,
    );
  }
}

/** `200:12 400:30 …` */
export function formatStatuses(byStatus: ReadonlyMap<number, number>): string {
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'none' : status}:${count}`)
    .join(' ');
}
