/**
 * One simulated user's visit, as the portal makes it (SPEC §7 mock login): log in, choose a role,
 * the front page (index.html and the calls the front page makes), the documents page (its list and
 * the paperless panel's contact), save a draft, submit a landlord application, send a 1 MB PDF as
 * a general document, download a document's PDF. Then the next visit, as the next user.
 *
 * The steps are plain data (`buildRequest` / `onAnswer`) that both drivers use: autocannon for the
 * load runs (autocannon.ts) and the fault driver (driver.ts). Every request becomes an entry of a
 * `Ledger`: when it was sent, what it answered, and for a write what it stored (an upload's id and
 * the SHA-256 of its bytes, the application's marker, the draft's id), so that a fault run can look
 * for each of them afterwards.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { demoData, SEED_CUSTOMERS, SEED_ORGANISATIONS } from '../../server/db/seed.ts';
import { landlordExample } from '../lib/landlordExample.ts';

/** Who a visit logs in as and acts for. */
export interface Owner {
  henro: string;
  /** The organisation acted for; null as oneself. */
  businessId: string | null;
}

/**
 * Every seed customer as themself and for each organisation they represent (16 roles of 8
 * persons); not the staff, who are no landlords.
 */
export const OWNERS: readonly Owner[] = SEED_CUSTOMERS.flatMap((user) => [
  { henro: user.henro, businessId: null },
  ...user.organisations.map((businessId) => ({ henro: user.henro, businessId })),
]);

/** A session of a visit: the cookie header and XSRF token its calls send. */
export interface Session {
  cookie: string;
  xsrf: string;
  /** Accept-Language of the visit. */
  language: 'fi' | 'sv';
}

/** What one request did. */
export interface Entry {
  step: StepName;
  /** The visit (user) it belongs to. */
  visit: number;
  /** Date.now() when sent. */
  sentAt: number;
  /** performance.now() when sent (for `ms`). */
  sentClock: number;
  /** HTTP status, when an answer came. */
  status?: number;
  /** ms from sending to the whole answer. */
  ms?: number;
  /** Date.now() when the answer was complete. */
  answeredAt?: number;
  /** Answered, but not with what the step expects (wrong type, no id, …). */
  mismatch?: string;
  /** No answer: the connection failed, closed, or the request timed out. */
  failure?: string;
  /** A 4xx/5xx answer's `code` (our JSON errors). */
  code?: string;
  /** An error answer's `message`. */
  message?: string;
  /** Writes: what the request stored, for looking it up afterwards. */
  write?: Write;
  /** The session the request was sent with (for looking its writes up). */
  session?: Session;
  /** The origin of the instance it was sent to (the fault driver's, when it has several). */
  instance?: string;
}

export type Write =
  | { kind: 'upload'; sha256: string; size: number; id?: string }
  | { kind: 'application'; marker: string }
  | { kind: 'draft'; marker: string; id?: string };

/** The state of one visit (autocannon's per-connection context, or the fault driver's user). */
export interface Visit {
  /** Set at the login step. */
  index?: number;
  owner?: Owner;
  session?: Session;
  documentId?: string | null;
  /** The entry of the request last sent. */
  current?: Entry;
}

export const STEP_NAMES = [
  'login',
  'choose role',
  'front page: GET /',
  'front page: config',
  'front page: user',
  'front page: application statuses',
  'front page: saved drafts',
  'documents page: list',
  'documents page: contact',
  'save a draft',
  'submit an application',
  'upload 1 MB',
  'download a PDF',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** A request as both drivers send it. */
export interface OutgoingRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface Step {
  name: StepName;
  /** The request, or null when the visit cannot go on (no session): the next visit starts. */
  buildRequest(visit: Visit, entry: Entry): OutgoingRequest | null;
  /** Reads the answer into the visit and the entry; a string is a mismatch. */
  onAnswer(visit: Visit, entry: Entry, status: number, body: string, headers: AnswerHeaders): string | void;
}

export type AnswerHeaders = Record<string, string | string[] | undefined>;

/** A customer of each owner, for its uploads: a rentee of one of its seeded applications. */
const CUSTOMERS = new Map(
  demoData().applications.map((application) => [
    `${application.henro}/${application.businessId}`,
    (application.body['renteeInfo'] as { birthdayHenro: string }[])[0]!.birthdayHenro,
  ]),
);
const customerOf = (owner: Owner) => CUSTOMERS.get(`${owner.henro}/${owner.businessId}`)!;

const APPLICATION = landlordExample();

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The documents page's first request: page 1, 20 a page, the last six months, newest first. */
function documentsPageBody(): string {
  const today = new Date();
  const halfYearAgo = new Date(today.getTime() - 183 * 24 * 3600 * 1000);
  return JSON.stringify({
    current: 1,
    size: 20,
    sortBy: 'created',
    sortOrder: 'DESC',
    filters: { created: { from: isoDay(halfYearAgo), to: isoDay(today) } },
  });
}

function header(headers: AnswerHeaders, name: string): string[] {
  const value = headers[name] ?? headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function json(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A new marker: 8 hex characters, unique enough in a run. */
function marker(): string {
  return randomBytes(4).toString('hex');
}

export interface JourneyOptions {
  /** The first bytes of the PDF to upload (a real PDF: the type is decided by the content). */
  pdfHead: Buffer;
  uploadBytes: number;
}

/** The visit's steps, in order. */
export function journey({ pdfHead, uploadBytes }: JourneyOptions): Step[] {
  let visits = 0;
  const padding = Buffer.from(`\n%${'x'.repeat(Math.max(0, uploadBytes - pdfHead.length - 60))}\n`);
  const documentsBody = documentsPageBody();
  const withSession = (visit: Visit, headers: Record<string, string> = {}) =>
    visit.session
      ? {
          cookie: visit.session.cookie,
          'x-xsrf-token': visit.session.xsrf,
          'accept-language': visit.session.language,
          ...headers,
        }
      : null;
  const get = (name: StepName, path: string, check?: (body: string) => string | void): Step => ({
    name,
    buildRequest: (visit) => {
      const headers = withSession(visit);
      return headers ? { method: 'GET', path, headers } : null;
    },
    onAnswer: (_visit, _entry, status, body) => (status === 200 && check ? check(body) : undefined),
  });
  const isArray = (what: string) => (body: string) =>
    Array.isArray(json(body)) ? undefined : `${what} is not a list`;

  return [
    {
      name: 'login',
      buildRequest: (visit) => {
        const index = visits++;
        const owner = OWNERS[index % OWNERS.length]!;
        visit.index = index;
        visit.owner = owner;
        const language = index % 2 === 0 ? 'fi' : 'sv';
        visit.session = { cookie: '', xsrf: '', language };
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
          body: new URLSearchParams({ henro: owner.henro }).toString(),
        };
      },
      onAnswer: (visit, _entry, status, _body, headers) => {
        if (status !== 200) {
          delete visit.session;
          return;
        }
        const cookies = header(headers, 'set-cookie').map((cookie) => cookie.split(';')[0]!);
        const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
        if (!xsrf || !cookies.some((cookie) => cookie.startsWith('SESSION='))) {
          delete visit.session;
          return 'no session cookies';
        }
        visit.session = { cookie: cookies.join('; '), xsrf, language: visit.session!.language };
      },
    },
    {
      name: 'choose role',
      buildRequest: (visit) => {
        const headers = withSession(visit, { 'content-type': 'application/json' });
        if (!headers) return null;
        const businessId = visit.owner!.businessId;
        const company = SEED_ORGANISATIONS.find((o) => o.businessId === businessId)?.name ?? null;
        return {
          method: 'POST',
          path: '/api/user/update-on-behalf-information',
          headers,
          body: JSON.stringify({ company, business_id: businessId }),
        };
      },
      // Without its role the visit would act as someone else: it ends, the next one starts.
      onAnswer: (visit, _entry, status) => {
        if (status !== 204) delete visit.session;
      },
    },
    {
      name: 'front page: GET /',
      buildRequest: (visit) =>
        visit.session
          ? {
              method: 'GET',
              path: '/',
              headers: {
                cookie: visit.session.cookie,
                accept: 'text/html',
                'accept-language': visit.session.language,
              },
            }
          : null,
      onAnswer: (_visit, _entry, status, body) =>
        status === 200 && !body.includes('id="root"') ? 'GET / is not the portal' : undefined,
    },
    get('front page: config', '/api/config'),
    get('front page: user', '/api/user', (body) =>
      typeof (json(body) as { preferred_username?: unknown } | undefined)?.preferred_username === 'string'
        ? undefined
        : 'no user',
    ),
    get('front page: application statuses', '/api/api/v1/application-statuses', isArray('statuses')),
    get('front page: saved drafts', '/api/api/v1/saved-state?type=REALIZATION_REQUEST', isArray('drafts')),
    {
      name: 'documents page: list',
      buildRequest: (visit) => {
        const headers = withSession(visit, { 'content-type': 'application/json' });
        return headers
          ? {
              method: 'POST',
              path: '/api/api/v1/document/sent-by-vuokravakuus',
              headers,
              body: documentsBody,
            }
          : null;
      },
      onAnswer: (visit, _entry, status, body) => {
        if (status !== 200) return;
        const page = json(body) as { documents?: { id: string; documents: unknown[] }[] } | undefined;
        if (!Array.isArray(page?.documents)) return 'no documents list';
        // A document without a file of its own downloads as a PDF rendered from it.
        visit.documentId = page.documents.find((document) => document.documents.length === 0)?.id ?? null;
      },
    },
    {
      name: 'documents page: contact',
      buildRequest: (visit) => {
        const headers = withSession(visit);
        return headers ? { method: 'POST', path: '/api/api/v1/user-contact-info', headers } : null;
      },
      onAnswer: () => undefined,
    },
    {
      name: 'save a draft',
      buildRequest: (visit, entry) => {
        const headers = withSession(visit, { 'content-type': 'application/json' });
        if (!headers) return null;
        const draft = { kind: 'draft' as const, marker: marker() };
        entry.write = draft;
        return {
          method: 'POST',
          path: '/api/api/v1/saved-state',
          headers,
          body: JSON.stringify({
            type: 'REALIZATION_REQUEST',
            data: { step: 1, note: `kuorma ${draft.marker}`, amount: 450 },
          }),
        };
      },
      onAnswer: (_visit, entry, status, body) => {
        if (status !== 200 || entry.write?.kind !== 'draft') return;
        const id = (json(body) as { id?: unknown } | undefined)?.id;
        if (typeof id !== 'string') return 'no draft id';
        entry.write.id = id;
      },
    },
    {
      name: 'submit an application',
      buildRequest: (visit, entry) => {
        const headers = withSession(visit, { 'content-type': 'application/json' });
        if (!headers) return null;
        const application = { kind: 'application' as const, marker: marker() };
        entry.write = application;
        return {
          method: 'POST',
          path: '/api/api/v1/application',
          headers,
          // The marker shows in the front page's statuses (renterAddress), where a check finds it.
          body: JSON.stringify({
            ...APPLICATION,
            landlordAddress: `Strandgatan 12 B 4 kuorma ${application.marker}`,
          }),
        };
      },
      onAnswer: () => undefined,
    },
    {
      name: 'upload 1 MB',
      buildRequest: (visit, entry) => {
        const headers = withSession(visit);
        if (!headers) return null;
        const pdf = Buffer.concat([pdfHead, padding, Buffer.from(`%${randomUUID()}\n`)]);
        entry.write = {
          kind: 'upload',
          sha256: createHash('sha256').update(pdf).digest('hex'),
          size: pdf.length,
        };
        const boundary = `----kuorma${randomBytes(12).toString('hex')}`;
        const metadata = JSON.stringify({
          filename: 'vuokrasopimus.pdf',
          topicId: ['vuokravakuus'],
          customerHetu: customerOf(visit.owner!),
          isPrimaryDoc: true,
        });
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="attachment"\r\n\r\n${metadata}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="vuokrasopimus.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return {
          method: 'POST',
          path: '/api/api/v1/ekulta/attachment',
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'x-batch-id': randomUUID(),
          },
          body,
        };
      },
      onAnswer: (_visit, entry, status, body) => {
        if (status !== 200 || entry.write?.kind !== 'upload') return;
        const id = (json(body) as { id?: unknown } | undefined)?.id;
        if (typeof id !== 'string') return 'no upload id';
        entry.write.id = id;
      },
    },
    {
      name: 'download a PDF',
      buildRequest: (visit) => {
        const headers = withSession(visit);
        return headers && visit.documentId
          ? { method: 'GET', path: `/api/api/v1/document/download/${visit.documentId}`, headers }
          : null;
      },
      onAnswer: (_visit, _entry, status, body, headers) => {
        if (status !== 200) return;
        if (!String(header(headers, 'content-type')[0] ?? '').startsWith('application/pdf'))
          return 'not a PDF';
        if (!body.startsWith('%PDF-')) return 'not a PDF';
      },
    },
  ];
}

/** The steps every visit begins with (a session and its role); the first visit may skip from there. */
export const SESSION_STEPS = 2;

/**
 * So that the users are spread over the journey from the start (and not all uploading at once a
 * visit later), user n's first visit goes on after its login and role at step n mod steps (skipping
 * the ones between; without the documents list it has no PDF to download, and its next visit
 * starts there). Answers the index of that step.
 */
export function firstVisitGoesOnAt(user: number, stepsPerVisit: number): number {
  const at = user % stepsPerVisit;
  return at < SESSION_STEPS ? SESSION_STEPS : at;
}

/**
 * Think time: each user sends at most `rate` requests a second (0: the next one as soon as the
 * answer is in); user n sends its first after n/users of that interval, so that the users do not
 * all log in in the same millisecond.
 */
export function pacing(rate: number, users: number) {
  const interval = rate > 0 ? 1000 / rate : 0;
  return (user: number) => {
    const start = (interval * user) / users;
    /** ms to wait before the next request, after `made` requests, the last sent at `lastSent` (performance.now()). */
    return (made: number, lastSent: number): number => {
      if (interval === 0) return 0;
      if (made === 0) return start;
      return Math.max(0, lastSent + interval - performance.now());
    };
  };
}

/** Records an error answer's `{ code, message }` on the entry. */
export function recordErrorBody(entry: Entry, body: string): void {
  if (entry.status === undefined || entry.status < 400) return;
  const parsed = json(body) as { code?: unknown; message?: unknown } | undefined;
  if (parsed && typeof parsed.code === 'string') entry.code = parsed.code;
  if (parsed && typeof parsed.message === 'string') entry.message = parsed.message;
}

/** Every request of a run. */
export class Ledger {
  readonly entries: Entry[] = [];
  /** Called with every request as it is sent (the fault parts time their fault by it). */
  onSend: ((entry: Entry) => void) | null = null;

  /**
   * The step's request for the visit, recorded as sent now; null (nothing recorded) when the visit
   * cannot go on and the next one should start.
   */
  send(step: Step, visit: Visit): OutgoingRequest | null {
    const entry: Entry = { step: step.name, visit: -1, sentAt: 0, sentClock: 0 };
    const request = step.buildRequest(visit, entry);
    if (!request) return null;
    entry.visit = visit.index ?? -1;
    entry.sentAt = Date.now();
    entry.sentClock = performance.now();
    if (visit.session) entry.session = visit.session;
    this.entries.push(entry);
    visit.current = entry;
    this.onSend?.(entry);
    return request;
  }

  /** The answer to the visit's current request. */
  answer(step: Step, visit: Visit, status: number, body: string, headers: AnswerHeaders): void {
    const entry = visit.current;
    if (!entry || entry.status !== undefined) return;
    entry.status = status;
    entry.answeredAt = Date.now();
    entry.ms = performance.now() - entry.sentClock;
    recordErrorBody(entry, body);
    const mismatch = step.onAnswer(visit, entry, status, body, headers);
    if (mismatch) entry.mismatch = mismatch;
  }
}
